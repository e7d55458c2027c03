import { memo } from 'react';
import { Ban, Clock, Flag, Goal, Hash, Hourglass, PencilLine, Timer, Undo2, Zap } from 'lucide-react';
import { periodLabel, type Side } from '@common/game-rules';
import type { GameEventDto, GameEventType } from '@common/schemas/games/dto';
import type { GameFormat } from '@common/constants';
import { formatClock } from '@client/lib/league-time';
import { cn } from '@client/lib/utils';
import { Button } from '@client/components/ui/button';
import { ControlCard } from './control-card';
import { GAME_CONTROL_TEXT as TEXT } from './texts';
import { undoableIds } from './undo';

const ICONS: Record<GameEventType, typeof Goal> = {
  score: Goal,
  timeout: Timer,
  blitz: Zap,
  period_start: Flag,
  down: Hash,
  time: Clock,
  two_minute_warning: Hourglass,
  game_end: Ban,
  undo: Undo2,
  correction: PencilLine,
};

type EventsCardProps = {
  colors: Record<Side, string>;
  gameFormat: GameFormat;
  events: GameEventDto[] | undefined;
  isPending: boolean;
  canUndo: boolean;
  onUndo: (event: GameEventDto) => void;
};

// Spec 2.6 and 9: the game's events, newest first, in a list of capped height. Issue 37: the latest
// event not undone has its Undo (issue 45: and an earlier one that only corrections of other values
// or a two-minute warning came after); an undone one stays, struck through.
// Issue 39: drawn again only when the events, the colours or Undo's state change.
export const EventsCard = memo(function EventsCard({ colors, gameFormat, events, isPending, canUndo, onUndo }: EventsCardProps) {
  const newestFirst = [...(events ?? [])].sort((a, b) => b.id - a.id);
  const undoable = canUndo ? undoableIds(events) : null;
  return (
    <ControlCard title={TEXT.eventsTitle} aside={events?.length ? <span className="text-xs text-muted-foreground">{events.length}</span> : null}>
      {newestFirst.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted-foreground">{isPending ? TEXT.loadingGame : TEXT.eventsEmpty}</p>
      ) : (
        // a list that scrolls is reached by the keyboard, even with no Undo in it (a finished game)
        <ol
          tabIndex={0}
          aria-label={TEXT.eventsTitle}
          className="max-h-80 divide-y overflow-y-auto overscroll-contain rounded-lg border outline-none focus-visible:ring-2 focus-visible:ring-ring"
          data-testid="game-events"
        >
          {newestFirst.map((event) => (
            <EventRow
              key={event.id}
              event={event}
              color={event.team === null ? undefined : colors[event.team]}
              gameFormat={gameFormat}
              onUndo={undoable?.has(event.id) ? onUndo : null}
            />
          ))}
        </ol>
      )}
    </ControlCard>
  );
});

// One event: drawn once, and again only when it changes (undone, or Undo offered or taken away).
// Rows scrolled out of the list's view are not laid out or painted (`content-visibility`).
const EventRow = memo(function EventRow({
  event,
  color,
  gameFormat,
  onUndo,
}: {
  event: GameEventDto;
  color: string | undefined;
  gameFormat: GameFormat;
  onUndo: ((event: GameEventDto) => void) | null;
}) {
  const Icon = ICONS[event.eventType];
  return (
    <li className="flex items-center gap-3 px-3 py-2.5 [contain-intrinsic-size:auto_3.75rem] [content-visibility:auto]">
      <span
        className="flex size-8 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground [&_svg]:size-4"
        style={color ? { backgroundColor: `${color}22`, color } : undefined}
      >
        <Icon aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <p className={cn('text-sm leading-snug font-medium break-words', event.undone && 'text-muted-foreground line-through')}>{event.description}</p>
        {event.undone ? <p className="text-xs font-semibold text-muted-foreground">{TEXT.undone}</p> : null}
        <p className="text-xs text-muted-foreground">
          {periodLabel(event.period, gameFormat)} · {formatClock(event.timeRemaining)}
        </p>
      </div>
      {event.points !== null && event.points !== 0 ? (
        <span
          className={cn(
            'shrink-0 rounded-full px-2 py-0.5 font-mono text-sm font-bold',
            event.points > 0 ? 'bg-green-100 text-green-800' : 'bg-red-100 text-red-800',
          )}
        >
          {event.points > 0 ? `+${event.points}` : event.points}
        </span>
      ) : null}
      {onUndo ? (
        <Button variant="outline" className="h-11 shrink-0" onClick={() => onUndo(event)}>
          {TEXT.undo}
          <span className="sr-only">{TEXT.undoEvent(event.description ?? '')}</span>
        </Button>
      ) : null}
    </li>
  );
});
