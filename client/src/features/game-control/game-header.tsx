import { memo } from 'react';
import { ArrowLeft, CalendarDays, MapPin, Play } from 'lucide-react';
import { Link } from 'wouter';
import type { GameStatus } from '@common/constants';
import type { Side } from '@common/game-rules';
import { Button } from '@client/components/ui/button';
import { formatLeagueDateTime } from '@client/lib/league-time';
import { cn } from '@client/lib/utils';
import { GAME_CONTROL_TEXT as TEXT } from './texts';

const STATUS_STYLE: Record<GameStatus, string> = {
  scheduled: 'bg-slate-200 text-slate-800',
  live: 'bg-red-600 text-white',
  completed: 'bg-green-100 text-green-900',
  cancelled: 'bg-amber-100 text-amber-900',
};

// Spec 2.6: the header status badge.
function GameStatusBadge({ status, className }: { status: GameStatus; className?: string }) {
  return (
    <span
      data-testid="game-status"
      className={cn('inline-flex shrink-0 items-center gap-1.5 rounded-full px-3 py-1 text-xs font-bold tracking-wider uppercase', STATUS_STYLE[status], className)}
    >
      {status === 'live' ? <span className="size-2 rounded-full bg-white" aria-hidden /> : null}
      {TEXT.statusLabel[status]}
    </span>
  );
}

// Issue 39: narrow props, so a tap or a poll's answer leaves it alone.
export const GameHeader = memo(function GameHeader({
  status,
  names,
  colors,
  field,
  scheduledDate,
  timeZone,
  backHref,
  canStart,
  starting,
  onStart,
}: {
  status: GameStatus;
  names: Record<Side, string>;
  colors: Record<Side, string>;
  field: string | null;
  scheduledDate: string;
  timeZone: string;
  backHref: string;
  canStart: boolean;
  starting: boolean;
  onStart: () => void;
}) {
  const notice = status === 'live' ? null : TEXT.statusNotice[status];
  // Compact on phones: the first screen is for the clock, the scores and the down (decision 024).
  return (
    <header className="space-y-1 sm:space-y-3">
      <div className="flex items-center justify-between gap-3">
        <Button asChild variant="ghost" size="sm" className="-ml-3 h-8 text-muted-foreground sm:h-9">
          <Link href={backHref}>
            <ArrowLeft aria-hidden />
            {TEXT.backToDashboard}
          </Link>
        </Button>
        <GameStatusBadge status={status} />
      </div>
      <div className="min-w-0">
        <h1 className="text-lg leading-tight font-bold tracking-tight break-words sm:text-3xl">
          <span className="mr-2 inline-block size-3 rounded-full align-middle" style={{ backgroundColor: colors.home }} aria-hidden />
          {names.home} <span className="font-medium text-muted-foreground">{TEXT.versus}</span>{' '}
          <span className="mr-2 inline-block size-3 rounded-full align-middle" style={{ backgroundColor: colors.away }} aria-hidden />
          {names.away}
        </h1>
        <p className="mt-1 flex flex-wrap gap-x-4 gap-y-0.5 text-xs text-muted-foreground sm:mt-1.5 sm:gap-y-1 sm:text-sm">
          <span className="inline-flex items-center gap-1.5">
            <MapPin className="size-3.5 shrink-0 sm:size-4" aria-hidden />
            {field ?? TEXT.noField}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <CalendarDays className="size-3.5 shrink-0 sm:size-4" aria-hidden />
            {formatLeagueDateTime(scheduledDate, timeZone)}
          </span>
        </p>
      </div>
      {notice ? <p className="rounded-lg border bg-muted px-3 py-2 text-sm text-muted-foreground">{notice}</p> : null}
      {canStart ? (
        <Button size="lg" className="h-14 w-full text-lg sm:w-auto [&_svg]:size-5" onClick={onStart} disabled={starting}>
          <Play aria-hidden />
          {TEXT.startGame}
        </Button>
      ) : null}
    </header>
  );
});
