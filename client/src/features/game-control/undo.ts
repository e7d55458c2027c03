import { ordinal, SCORING_PLAY_TEXT, type GameAction, type Side } from '@common/game-rules';
import type { GameEventDto } from '@common/schemas/games/dto';
import { GAME_CONTROL_TEXT as TEXT } from './texts';

// Issue 37: what the console's Undo says it undoes, and which event an undo names.

// How long the Undo of a tap stays on screen after it.
export const UNDO_WINDOW_MS = 10_000;

// The tap in words for "Undo Touchdown, Black Panthers"; null for a tap the engine cannot undo (a
// clock start or stop, a set value, the end of a game), which shows no Undo.
export function undoWhat(action: GameAction, names: Record<Side, string>): string | null {
  switch (action.type) {
    case 'addScore':
      return `${TEXT.scoreButton(action.delta)}, ${names[action.team]}`;
    case 'scoringPlay':
      return `${SCORING_PLAY_TEXT[action.play]}, ${names[action.team]}`;
    case 'callTimeout':
      return `${TEXT.undoTimeout}, ${names[action.team]}`;
    case 'callBlitz':
      return `${TEXT.undoBlitz}, ${names[action.team]}`;
    case 'setDown':
      return TEXT.undoDown(ordinal(action.down));
    case 'adjustTime':
      return TEXT.adjustButton(action.deltaSeconds);
    case 'nextPeriod':
      return TEXT.nextPeriod;
    default:
      return null;
  }
}

// The event an undo of the latest tap names: the latest not undone yet (an undo of it would be
// refused with the later one named). Events that record what no tap did (the two-minute warning,
// the end of the game) cannot be undone, and neither can anything before them.
const NOT_UNDOABLE: ReadonlySet<GameEventDto['eventType']> = new Set(['two_minute_warning', 'game_end']);

export function latestUndoable(events: readonly GameEventDto[] | undefined): GameEventDto | null {
  const latest = (events ?? []).filter((event) => !event.undone).reduce<GameEventDto | null>((a, b) => (a === null || b.id > a.id ? b : a), null);
  return latest && !NOT_UNDOABLE.has(latest.eventType) ? latest : null;
}
