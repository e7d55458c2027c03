import { useQuery } from '@tanstack/react-query';
import type { GameHistoryDto } from '@common/schemas/games/history';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { serverMessage } from '@client/lib/api-errors';
import { ErrorNotice, LoadingNotice } from '@client/features/shell/notices';
import type { GameDto } from '@common/schemas/games/dto';
import type { LeagueDto } from '@common/schemas/league';
import type { TeamDto } from '@common/schemas/teams';
import type { ManagedUserDto } from '@common/schemas/users';
import { sideName } from '@common/brackets/sides';
import { TitledDialog } from '@client/components/ui/dialog';
import { historyNames, shownEntry, type HistoryNames, type ShownChange } from './game-history';
import { timezoneLabel } from './league-form';
import { ADMIN_TEXT } from './texts';

const T = ADMIN_TEXT.gameHistory;

// Issue 46: the game's timeline in the Edit Game dialog, oldest first: each change's instant in the
// league's time, who made it and through which door, and each field before and after. Read afresh
// each time the tab opens (every tap of a live game adds an entry).
export function GameHistoryTab({ gameId, names }: { gameId: number; names: HistoryNames }) {
  const history = useQuery<GameHistoryDto>({ queryKey: ['/api/games', gameId, 'history'], staleTime: 0 });

  if (history.isError) {
    return (
      <ErrorNotice title={T.fetchFailed}>
        <p>{serverMessage(history.error, ADMIN_TEXT.reloadHint)}</p>
        <Button variant="outline" size="sm" className="mt-2" onClick={() => void history.refetch()}>
          {T.retry}
        </Button>
      </ErrorNotice>
    );
  }
  if (!history.data) return <LoadingNotice label={T.loading} className="min-h-24" />;
  const entries = history.data.entries;
  return (
    <section aria-labelledby="game-history-note" className="space-y-3">
      <p id="game-history-note" className="text-sm text-muted-foreground">
        {T.timeZoneNote(timezoneLabel(names.timeZone))}
      </p>
      {entries.length === 0 ? (
        <p className="rounded-lg border border-dashed p-4 text-center text-sm text-muted-foreground">{T.empty}</p>
      ) : (
        <ol className="divide-y rounded-lg border" data-testid="game-history">
          {entries.map((entry, index) => {
            const shown = shownEntry(entry, names);
            return (
              <li key={`${entry.at}-${index}`} className="space-y-1.5 p-3 text-sm">
                <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <time dateTime={entry.at} className="font-semibold">
                    {shown.when}
                  </time>
                  <Badge variant="secondary">
                    <span className="sr-only">{T.through('')}</span>
                    {shown.door}
                  </Badge>
                </div>
                <p className="break-words text-muted-foreground">{shown.who}</p>
                {shown.changes.length === 0 ? (
                  <p className="text-muted-foreground italic">{T.noFieldChanged}</p>
                ) : (
                  <ul className="space-y-0.5">
                    {shown.changes.map((change) => (
                      <ChangeLine key={change.field} change={change} />
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

// "Home score: 6 → 13" (a new game's entry: "Home score: 0")
function ChangeLine({ change }: { change: ShownChange }) {
  return (
    <li className="break-words">
      <span className="font-medium">{change.label}:</span> {change.before === null ? change.after : `${change.before} → ${change.after}`}
    </li>
  );
}

// The timeline alone, for a game the dashboard offers no Edit for (a live or finished game, spec 2.4).
export function GameHistoryDialog({ game, league, teams, referees, onClose }: { game: GameDto; league: LeagueDto; teams: readonly TeamDto[]; referees: readonly ManagedUserDto[]; onClose: () => void }) {
  return (
    <TitledDialog title={T.dialogTitle} description={ADMIN_TEXT.editGameDescription(sideName(game, 'home'), sideName(game, 'away'))} onClose={onClose} className="sm:max-w-lg">
      <GameHistoryTab gameId={game.id} names={historyNames(game, league.timezone, teams, referees)} />
    </TitledDialog>
  );
}
