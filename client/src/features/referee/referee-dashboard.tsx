import { CalendarX2, Play, Radio } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@client/components/ui/button';
import { ErrorNotice, LoadingNotice } from '@client/features/shell/notices';
import { RefereeGameCard } from './referee-game-card';
import { REFEREE_TEXT } from './texts';
import { useRefereeGames, useStartGame } from './use-referee-games';
import { gameControlPath, useRefereeLeague } from './use-referee-league';

const GRID = 'grid gap-3 sm:grid-cols-2 lg:grid-cols-3';

function SectionHeading({ id, children, count }: { id: string; children: string; count?: number }) {
  return (
    <h2 id={id} className="mb-3 flex items-center gap-2 text-lg font-bold tracking-tight">
      {children}
      {count !== undefined ? (
        <span className="rounded-full bg-secondary px-2 py-0.5 text-xs font-semibold text-secondary-foreground">{count}</span>
      ) : null}
    </h2>
  );
}

// Spec 2.5: 'Live Games' (Manage Live Game) and 'Scheduled Games' (Start Game), or the empty state.
export function RefereeDashboard() {
  const { routeSlug, timeZone } = useRefereeLeague();
  const { live, scheduled } = useRefereeGames();
  const start = useStartGame();

  // Both lists at once, so the Live Games section does not push the page down after it loaded.
  if (live.isPending || scheduled.isPending) return <LoadingNotice label={REFEREE_TEXT.loading} className="min-h-32" />;

  return (
    <>
      {live.isError ? <ErrorNotice title={REFEREE_TEXT.fetchLiveFailed} /> : null}
      {live.games.length > 0 ? (
        <section aria-labelledby="live-games-heading">
          <SectionHeading id="live-games-heading" count={live.games.length}>
            {REFEREE_TEXT.liveGames}
          </SectionHeading>
          <ul className={GRID}>
            {live.games.map((game) => (
              <RefereeGameCard
                key={game.id}
                game={game}
                timeZone={timeZone}
                live
                action={
                  <Button asChild size="lg" className="h-12 w-full bg-red-600 hover:bg-red-700">
                    <Link href={gameControlPath(routeSlug, game.id)}>
                      <Radio aria-hidden />
                      {REFEREE_TEXT.manageLiveGame}
                    </Link>
                  </Button>
                }
              />
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="scheduled-games-heading">
        <SectionHeading id="scheduled-games-heading" count={scheduled.games.length}>
          {REFEREE_TEXT.scheduledGames}
        </SectionHeading>
        {scheduled.isError ? (
          <ErrorNotice title={REFEREE_TEXT.fetchGamesFailed} />
        ) : scheduled.games.length === 0 ? (
          <div className="flex flex-col items-center rounded-xl border border-dashed bg-card px-6 py-10 text-center">
            <CalendarX2 className="mb-3 size-10 text-muted-foreground" aria-hidden />
            <p className="text-lg font-semibold">{REFEREE_TEXT.noScheduledTitle}</p>
            <p className="mt-1 text-sm text-muted-foreground">{REFEREE_TEXT.noScheduledBody}</p>
          </div>
        ) : (
          <ul className={GRID}>
            {scheduled.games.map((game) => {
              const starting = start.isPending && start.variables === game.id;
              return (
                <RefereeGameCard
                  key={game.id}
                  game={game}
                  timeZone={timeZone}
                  live={false}
                  action={
                    <Button size="lg" className="h-12 w-full" disabled={start.isPending} onClick={() => start.mutate(game.id)}>
                      <Play aria-hidden />
                      {starting ? REFEREE_TEXT.starting : REFEREE_TEXT.startGame}
                    </Button>
                  }
                />
              );
            })}
          </ul>
        )}
      </section>
    </>
  );
}
