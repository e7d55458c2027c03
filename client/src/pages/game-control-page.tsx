import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@client/components/ui/button';
import { GameControl } from '@client/features/game-control/game-control';
import { ReportPanel } from '@client/features/game-report/report-panel';
import { CheckinPanel } from '@client/features/checkin/checkin-panel';
import { GAME_CONTROL_TEXT } from '@client/features/game-control/texts';
import { useGame } from '@client/features/game-control/use-game';
import { useWorkingLeague } from '@client/lib/use-working-league';
import { refereeHomePath } from '@client/lib/referee-paths';
import { ErrorNotice, LoadingNotice } from '@client/features/shell/notices';
import { TopBar } from '@client/features/shell/top-bar';
import { errorStatus } from '@client/lib/api-errors';

// The route's segment after 'referee': a game id is a positive whole number.
function parseGameId(segment: string): number | null {
  return /^[1-9]\d{0,8}$/.test(segment) ? Number(segment) : null;
}

// Spec 2.6: /referee/{gameId} and /{slug}/referee/{gameId}.
export function GameControlPage({ gameId }: { gameId: string }) {
  const id = parseGameId(gameId);
  const { routeSlug, timeZone, title } = useWorkingLeague();
  const { data: game, error, isPending, fromDevice } = useGame(id);
  const backHref = refereeHomePath(routeSlug);
  // Also when the game goes away while open (deleted by an admin): its last picture would mislead.
  const missing = id === null || [400, 403, 404].includes(errorStatus(error) ?? 0);

  return (
    <div className="min-h-dvh">
      <TopBar title={title} label={GAME_CONTROL_TEXT.topBarLabel} />
      <main className="mx-auto w-full max-w-5xl px-3 py-4 sm:px-6 sm:py-6">
        {game && !missing ? (
          <GameControl
            game={game}
            unreachable={fromDevice || (error !== null && errorStatus(error) === null)}
            timeZone={timeZone}
            backHref={backHref}
            finalWhistle={(final) => <ReportPanel {...final} timeZone={timeZone} />}
            beforeKickoff={(sheet) => <CheckinPanel {...sheet} />}
          />
        ) : missing || error ? (
          <div className="mx-auto max-w-lg space-y-4">
            <ErrorNotice title={missing ? GAME_CONTROL_TEXT.gameNotFound : GAME_CONTROL_TEXT.fetchGameFailed}>
              {missing ? GAME_CONTROL_TEXT.gameNotFoundBody : null}
            </ErrorNotice>
            <Button asChild variant="outline">
              <Link href={backHref}>
                <ArrowLeft aria-hidden />
                {GAME_CONTROL_TEXT.backToDashboard}
              </Link>
            </Button>
          </div>
        ) : isPending ? (
          <LoadingNotice label={GAME_CONTROL_TEXT.loadingGame} />
        ) : null}
      </main>
    </div>
  );
}
