import { sideName } from '@common/brackets/sides';
import { ExternalLink, History, Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import type { DivisionDto } from '@common/schemas/divisions';
import type { GameDto } from '@common/schemas/games/dto';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { Checkbox } from '@client/components/ui/checkbox';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@client/components/ui/table';
import { BulkDeleteButton } from './delete-games';
import { GameDivision, GameField, GameReferee, GameStatusBadge, GameTeams, GameWhen } from './game-parts';
import { divisionNameOf, winnerLine } from './game-lists';
import { ADMIN_TEXT } from './texts';
import { type CheckedGames, useCheckedGames } from './use-checked-games';

const C = ADMIN_TEXT.columns;

// Issue 49: a game where the admin let in a player off both rosters (its check-in's override).
function RosterFlag({ game }: { game: GameDto }) {
  return game.rosterFlag ? (
    <Badge variant="warning" className="mt-1">
      {ADMIN_TEXT.rosterFlag}
    </Badge>
  ) : null;
}

// On a phone's card, the division above the field and referee.
function divisionLine(game: GameDto, divisions: readonly DivisionDto[]): string {
  return `${C.division}: ${divisionNameOf(game, divisions)}`;
}

type GamesSectionProps = Omit<GamesTableProps, 'selection'> & { note?: string; empty?: ReactNode };

// A games section of spec 2.4: its heading, Delete Selected for the checked games, and their table
// (with no games, what `empty` says).
function GamesSection({ note, empty, ...table }: GamesSectionProps) {
  const selection = useCheckedGames(table.games.map((g) => g.id));
  const headingId = `${table.title.toLowerCase().replace(/\s+/g, '-')}-heading`;
  return (
    <Card className="overflow-hidden">
      <section aria-labelledby={headingId}>
        <div className="flex flex-wrap items-center justify-between gap-3 border-b px-4 py-3 sm:px-5">
          <div className="min-w-0">
            <h2 id={headingId} className="text-lg font-semibold">
              {table.title}
            </h2>
            {note ? <p className="text-xs text-muted-foreground">{note}</p> : null}
          </div>
          <BulkDeleteButton selection={selection} />
        </div>
        {table.games.length === 0 && empty ? empty : <GamesTable {...table} selection={selection} />}
      </section>
    </Card>
  );
}

function SelectAll({ table, selection }: { table: string; selection: CheckedGames }) {
  return (
    <Checkbox
      aria-label={ADMIN_TEXT.selectAll(table)}
      checked={selection.allSelected ? true : selection.someSelected ? 'indeterminate' : false}
      onCheckedChange={(checked) => selection.setAll(checked === true)}
    />
  );
}

function SelectGame({ game, selection }: { game: GameDto; selection: CheckedGames }) {
  return (
    <Checkbox
      aria-label={ADMIN_TEXT.selectGame(sideName(game, 'home'), sideName(game, 'away'))}
      checked={selection.isSelected(game.id)}
      onCheckedChange={(checked) => selection.toggle(game.id, checked === true)}
    />
  );
}

function DeleteButton({ onClick }: { onClick: () => void }) {
  return (
    <Button variant="ghost" size="sm" className="text-destructive hover:bg-red-50 hover:text-destructive" onClick={onClick}>
      <Trash2 aria-hidden />
      {ADMIN_TEXT.delete}
    </Button>
  );
}

// Issue 46: a live or finished game's timeline (its Edit dialog has it as a tab).
function HistoryButton({ onClick }: { onClick: () => void }) {
  return (
    <Button variant="ghost" size="sm" onClick={onClick}>
      <History aria-hidden />
      {ADMIN_TEXT.gameHistory.open}
    </Button>
  );
}

// Spec 2.4 row actions: 'View Live' opens the referee page of a live game in a new tab (and its
// History beside it, issue 46); otherwise 'Edit'.
function UpcomingActions({ game, leagueSlug, onEdit, onHistory, onDelete }: { game: GameDto; leagueSlug: string; onEdit: () => void; onHistory: () => void; onDelete: () => void }) {
  return (
    <div className="flex flex-wrap items-center justify-end gap-1">
      {game.status === 'live' ? (
        <>
          <Button asChild variant="outline" size="sm">
            <a href={`/${leagueSlug}/referee/${game.id}`} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden />
              {ADMIN_TEXT.viewLive}
            </a>
          </Button>
          <HistoryButton onClick={onHistory} />
        </>
      ) : (
        <Button variant="outline" size="sm" onClick={onEdit}>
          <Pencil aria-hidden />
          {ADMIN_TEXT.edit}
        </Button>
      )}
      <DeleteButton onClick={onDelete} />
    </div>
  );
}

type UpcomingGamesProps = {
  games: readonly GameDto[];
  leagueSlug: string;
  timeZone: string;
  timeZoneNote: string;
  // issue 34: the league's divisions; none, no division column
  divisions: readonly DivisionDto[];
  onEdit: (game: GameDto) => void;
  onHistory: (game: GameDto) => void;
  onDelete: (game: GameDto) => void;
};

// Spec 2.4 'Upcoming Games': every game not completed. A table from tablet width, cards on phones.
export function UpcomingGamesTable({ games, leagueSlug, timeZone, timeZoneNote, divisions, onEdit, onHistory, onDelete }: UpcomingGamesProps) {
  const actions = (game: GameDto) => <UpcomingActions game={game} leagueSlug={leagueSlug} onEdit={() => onEdit(game)} onHistory={() => onHistory(game)} onDelete={() => onDelete(game)} />;
  return (
    <GamesSection
      title={ADMIN_TEXT.upcomingHeading}
      note={timeZoneNote}
      empty={<p className="px-5 py-10 text-center text-sm text-muted-foreground">{ADMIN_TEXT.upcomingEmpty}</p>}
      games={games}
      timeZone={timeZone}
      divisions={divisions}
      withTime
      lastHead={<TableHead className="text-right">{C.actions}</TableHead>}
      lastCell={(game) => <TableCell>{actions(game)}</TableCell>}
      cardCorner={(game) => <GameStatusBadge status={game.status} />}
      cardEnd={(game) => <div className="pl-8">{actions(game)}</div>}
    />
  );
}

type FinishedGamesProps = {
  games: readonly GameDto[];
  timeZone: string;
  divisions: readonly DivisionDto[];
  onHistory: (game: GameDto) => void;
  onDelete: (game: GameDto) => void;
};

// Spec 2.4 'Finished Games': shown only when completed games exist; each with its History (issue 46).
export function FinishedGamesTable({ games, timeZone, divisions, onHistory, onDelete }: FinishedGamesProps) {
  if (games.length === 0) return null;
  return (
    <GamesSection
      title={ADMIN_TEXT.finishedHeading}
      games={games}
      timeZone={timeZone}
      divisions={divisions}
      withTime={false}
      teamsFooter={winnerLine}
      score
      lastHead={
        <TableHead>
          <span className="sr-only">{ADMIN_TEXT.delete}</span>
        </TableHead>
      }
      lastCell={(game) => (
        <TableCell className="text-right whitespace-nowrap">
          <HistoryButton onClick={() => onHistory(game)} />
          <DeleteButton onClick={() => onDelete(game)} />
        </TableCell>
      )}
      cardCorner={(game) => <span className="text-lg font-bold whitespace-nowrap tabular-nums">{scoreOf(game)}</span>}
      cardDetails={(game) => (
        <div className="mt-2 -ml-3 flex gap-1">
          <HistoryButton onClick={() => onHistory(game)} />
          <DeleteButton onClick={() => onDelete(game)} />
        </div>
      )}
    />
  );
}

const scoreOf = (game: GameDto) => `${game.homeScore} - ${game.awayScore}`;

type GamesTableProps = {
  title: string;
  games: readonly GameDto[];
  timeZone: string;
  divisions: readonly DivisionDto[];
  selection: CheckedGames;
  withTime: boolean;
  teamsFooter?: (game: GameDto) => string | null;
  // the finished games' final score, after the division
  score?: boolean;
  lastHead: ReactNode;
  lastCell: (game: GameDto) => ReactNode;
  // a phone's card: the top right corner, the end of its details, and what follows them
  cardCorner: (game: GameDto) => ReactNode;
  cardDetails?: (game: GameDto) => ReactNode;
  cardEnd?: (game: GameDto) => ReactNode;
};

// The two games tables of spec 2.4, one drawing: a row per game from tablet width, a card per game on phones.
function GamesTable({ title, games, timeZone, divisions, selection, withTime, teamsFooter, score = false, lastHead, lastCell, cardCorner, cardDetails, cardEnd }: GamesTableProps) {
  const byDivision = divisions.length > 0;
  return (
    <>
      <div className="hidden md:block">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead className="w-10">
                <SelectAll table={title} selection={selection} />
              </TableHead>
              <TableHead>{withTime ? C.dateTime : C.date}</TableHead>
              <TableHead>{C.teams}</TableHead>
              {byDivision ? <TableHead>{C.division}</TableHead> : null}
              {score ? <TableHead>{C.finalScore}</TableHead> : null}
              <TableHead>{C.field}</TableHead>
              <TableHead>{C.referee}</TableHead>
              {score ? null : <TableHead>{C.status}</TableHead>}
              {lastHead}
            </TableRow>
          </TableHeader>
          <TableBody>
            {games.map((game) => (
              <TableRow key={game.id} data-state={selection.isSelected(game.id) ? 'selected' : undefined}>
                <TableCell>
                  <SelectGame game={game} selection={selection} />
                </TableCell>
                <TableCell>
                  <GameWhen iso={game.scheduledDate} timeZone={timeZone} withTime={withTime} />
                </TableCell>
                <TableCell className="max-w-56">
                  <GameTeams game={game} footer={teamsFooter?.(game) ?? undefined} />
                  <RosterFlag game={game} />
                </TableCell>
                {byDivision ? (
                  <TableCell>
                    <GameDivision game={game} divisions={divisions} />
                  </TableCell>
                ) : null}
                {score ? <TableCell className="text-base font-bold whitespace-nowrap tabular-nums">{scoreOf(game)}</TableCell> : null}
                <TableCell className="max-w-48">
                  <GameField game={game} />
                </TableCell>
                <TableCell>
                  <GameReferee game={game} />
                </TableCell>
                {score ? null : (
                  <TableCell>
                    <GameStatusBadge status={game.status} />
                  </TableCell>
                )}
                {lastCell(game)}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <ul className="divide-y md:hidden">
        {games.map((game) => (
          <li key={game.id} className="space-y-3 px-4 py-4">
            <div className="flex items-start gap-3">
              <SelectGame game={game} selection={selection} />
              <div className="min-w-0 flex-1">
                <GameWhen iso={game.scheduledDate} timeZone={timeZone} withTime={withTime} />
              </div>
              {cardCorner(game)}
            </div>
            <div className="pl-8">
              <GameTeams game={game} footer={teamsFooter?.(game) ?? undefined} />
              <RosterFlag game={game} />
              {byDivision ? <p className="mt-2 text-sm font-medium">{divisionLine(game, divisions)}</p> : null}
              <p className="mt-2 text-sm">
                <GameField game={game} />
                <span className="text-muted-foreground"> · </span>
                <GameReferee game={game} />
              </p>
              {cardDetails?.(game)}
            </div>
            {cardEnd?.(game)}
          </li>
        ))}
      </ul>
    </>
  );
}
