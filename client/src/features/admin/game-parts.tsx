import type { Side } from '@common/game-rules/state';
import { sideColor, sideName } from '@common/brackets/sides';
import type { GameStatus } from '@common/constants';
import type { DivisionDto } from '@common/schemas/divisions';
import type { GameDto } from '@common/schemas/games/dto';
import { Badge } from '@client/components/ui/badge';
import { formatLeagueDate, formatLeagueTime } from '@client/lib/league-time';
import { cn } from '@client/lib/utils';
import { divisionNameOf, refereeName } from './game-lists';
import { ADMIN_TEXT } from './texts';

const STATUS_TONE: Record<GameStatus, string> = {
  scheduled: 'bg-slate-100 text-slate-700',
  live: 'bg-red-100 text-red-700',
  completed: 'bg-emerald-100 text-emerald-800',
  cancelled: 'bg-amber-100 text-amber-900',
};

export function GameStatusBadge({ status }: { status: GameStatus }) {
  return (
    <Badge className={cn('gap-1.5', STATUS_TONE[status])}>
      {status === 'live' ? <span className="size-1.5 animate-pulse rounded-full bg-red-600" aria-hidden /> : null}
      {ADMIN_TEXT.gameStatus[status]}
    </Badge>
  );
}

function TeamName({ game, side }: { game: GameDto; side: Side }) {
  return (
    <span className="flex min-w-0 items-center gap-2">
      <span className="size-2.5 shrink-0 rounded-full ring-1 ring-black/10" style={{ backgroundColor: sideColor(game, side) }} aria-hidden />
      <span className="truncate font-medium">{sideName(game, side)}</span>
    </span>
  );
}

// Home over away, each with its colour; the names truncate rather than widen the table.
export function GameTeams({ game, footer }: { game: GameDto; footer?: string }) {
  return (
    <div className="min-w-0 space-y-1">
      <TeamName game={game} side="home" />
      <span className="sr-only"> {ADMIN_TEXT.versus} </span>
      <TeamName game={game} side="away" />
      {footer ? <p className="pt-1 text-xs font-semibold text-primary">{footer}</p> : null}
    </div>
  );
}

// Spec 2.4: dates and times in the league's time zone.
export function GameWhen({ iso, timeZone, withTime = true }: { iso: string; timeZone: string; withTime?: boolean }) {
  return (
    <div className="whitespace-nowrap">
      <p className="font-medium">{formatLeagueDate(iso, timeZone)}</p>
      {withTime ? <p className="text-xs text-muted-foreground">{formatLeagueTime(iso, timeZone)}</p> : null}
    </div>
  );
}

export function GameField({ game }: { game: GameDto }) {
  return game.field ? <span>{game.field}</span> : <span className="text-muted-foreground">{ADMIN_TEXT.noField}</span>;
}

export function GameReferee({ game }: { game: GameDto }) {
  const name = refereeName(game.referee);
  return name ? <span>{name}</span> : <span className="text-muted-foreground">{ADMIN_TEXT.noReferee}</span>;
}

// Issue 34: the game's division (its teams'), or Crossover.
export function GameDivision({ game, divisions }: { game: GameDto; divisions: readonly DivisionDto[] }) {
  const name = divisionNameOf(game, divisions);
  // a long name is cut; the whole one shows on hover
  return (
    <span className="block max-w-40 truncate" title={name}>
      {name}
    </span>
  );
}
