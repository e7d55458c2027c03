import { CalendarX2, Play, Radio } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { GameDto } from '@common/schemas/games/dto';
import { Button } from '@client/components/ui/button';
import { useCurrentUser } from '@client/lib/use-current-user';
import { StartGameDialog } from '@client/features/game-control/start-game-dialog';
import { ErrorNotice, LoadingNotice } from '@client/features/shell/notices';
import { serverClock } from '@client/lib/server-clock';
import { cn } from '@client/lib/utils';
import { RefereeGameCard } from './referee-game-card';
import { groupScheduledGames } from './scheduled-games';
import { REFEREE_TEXT } from './texts';
import { useRefereeGames, useStartGame } from './use-referee-games';
import { useWorkingLeague } from '@client/lib/use-working-league';
import { gameControlPath } from '@client/lib/referee-paths';
import { CrewSections, OpenGames } from '@client/features/crew/crew-sections';

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

function SubHeading({ id, children, className }: { id: string; children: string; className?: string }) {
  return (
    <h3 id={id} className={cn('mt-6 mb-2 text-sm font-semibold tracking-wider text-muted-foreground uppercase', className)}>
      {children}
    </h3>
  );
}

// Spec 2.5: 'Live Games' (Manage Live Game) and 'Scheduled Games' (Start Game), or the empty state.
// Issue 16: the scheduled games show the referee's own first, and Start Game asks before it acts.
export function RefereeDashboard() {
  const { routeSlug, timeZone } = useWorkingLeague();
  const { data: user } = useCurrentUser(false);
  const { live, scheduled } = useRefereeGames();
  const start = useStartGame();
  const [confirming, setConfirming] = useState<GameDto | null>(null);

  // Both lists at once, so the Live Games section does not push the page down after it loaded.
  if (live.isPending || scheduled.isPending) return <LoadingNotice label={REFEREE_TEXT.loading} className="min-h-32" />;

  const { own, others } = groupScheduledGames(scheduled.games, user?.id ?? null, serverClock.now(), timeZone);
  const scheduledCards = (games: GameDto[], labelledBy: string) => (
    <ul className={GRID} aria-labelledby={labelledBy}>
      {games.map((game) => {
        const starting = start.isPending && start.variables === game.id;
        return (
          <RefereeGameCard
            key={game.id}
            game={game}
            timeZone={timeZone}
            live={false}
            action={
              <Button size="lg" className="h-12 w-full" disabled={start.isPending} onClick={() => setConfirming(game)}>
                <Play aria-hidden />
                {starting ? REFEREE_TEXT.starting : REFEREE_TEXT.startGame}
              </Button>
            }
          />
        );
      })}
    </ul>
  );

  return (
    <>
      {/* issue 48: today's "I'm here" and the reports he owes first on a phone; his offers below his live games */}
      <CrewSections part="today" />
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

      <CrewSections part="offers" />

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
          <>
            {/* The own group always shows, so a referee with none learns it at once instead of
                scanning the league's list for a game that is not theirs. */}
            <SubHeading id="your-games-heading" className="mt-0">{REFEREE_TEXT.yourGames}</SubHeading>
            {own.length > 0 ? (
              scheduledCards(own, 'your-games-heading')
            ) : (
              <p className="rounded-lg border border-dashed px-3 py-2 text-sm text-muted-foreground">{REFEREE_TEXT.noGamesAssigned}</p>
            )}
            {others.length > 0 ? (
              <>
                <SubHeading id="other-games-heading">{REFEREE_TEXT.otherGames}</SubHeading>
                {scheduledCards(others, 'other-games-heading')}
              </>
            ) : null}
          </>
        )}
      </section>

      <OpenGames />

      {/* Only while the game is still scheduled: another device may start it while the dialog is open. */}
      {confirming && scheduled.games.some((game) => game.id === confirming.id) ? (
        <StartGameDialog
          key={confirming.id}
          game={confirming}
          timeZone={timeZone}
          open
          onOpenChange={(open) => {
            if (!open) setConfirming(null);
          }}
          onStart={() => {
            setConfirming(null);
            start.mutate(confirming.id);
          }}
        />
      ) : null}
    </>
  );
}
