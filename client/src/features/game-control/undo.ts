import { ordinal, SCORING_PLAY_TEXT, undoableEvents, type GameAction, type Side } from '@common/game-rules';
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

// Issue 45: the events the engine would undo now, as the server judges it (the latest not undone,
// and an earlier one that only a two-minute warning or a correction of other values came after).
export function undoableIds(events: readonly GameEventDto[] | undefined): Set<number> {
  return new Set(undoableEvents(events ?? []).map((event) => event.id));
}

const latestOf = (events: readonly GameEventDto[]) => events.reduce<GameEventDto | null>((a, b) => (a === null || b.id > a.id ? b : a), null);

// The latest event an undo may name (an event that records what no tap did, the end of the game,
// cannot be undone, and neither can anything before it).
export function latestUndoable(events: readonly GameEventDto[] | undefined): GameEventDto | null {
  return latestOf(undoableEvents(events ?? []));
}

// The event of the Undo bar's tap: the latest one the engine would undo that came after the tap
// (`eventsBefore`: the latest event known when it was made) and that a tap made: a correction made
// since shows no Undo bar of its own, so the bar never names it.
export function tapToUndo(events: readonly GameEventDto[] | undefined, eventsBefore: number): GameEventDto | null {
  return latestOf(undoableEvents(events ?? []).filter((event) => event.id > eventsBefore && event.eventType !== 'correction'));
}
