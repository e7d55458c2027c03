// Issue 37: undo. An undoable event keeps how to reverse it (EventRevert); undoing it records a new
// event of type 'undo' that names it, and the original is kept (the server marks it undone). Undoing
// that undo runs the original action again. Only the latest event not yet undone can be undone.
import type { UndoableEvent } from './action-types';
import { finishTimeout, remainingMs, stoppedAt, wholeSeconds, withoutTimeout } from './clock';
import { conflict, done, notFound, type ActionOutcome, type ActionRefusal } from './result';
import { periodLengthMs, type EventRevert, type GameState } from './state';
import { GAME_EVENT_TEXT, GAME_REFUSAL_TEXT } from './texts';

// The event an undo of eventId reverses, or why there is none.
export function undoTarget(events: readonly UndoableEvent[], eventId: number): UndoableEvent | ActionRefusal {
  const target = events.find((event) => event.id === eventId);
  if (!target) return notFound(GAME_REFUSAL_TEXT.eventNotFound);
  if (target.undone) return conflict(GAME_REFUSAL_TEXT.alreadyUndone);
  const later = events.filter((event) => !event.undone && event.id > target.id).sort((a, b) => b.id - a.id)[0];
  if (later) return { ...conflict(GAME_REFUSAL_TEXT.notLatest(later.description)), laterEventId: later.id };
  if (target.revert === null) return conflict(GAME_REFUSAL_TEXT.cannotUndo(target.description));
  return target;
}

// The game as it was before the action, keeping what happened since that the action did not do (a
// clock that ran on, a timeout that is over).
export function reverted(state: GameState, revert: EventRevert, now: number): GameState {
  const { action, before } = revert;
  switch (action.type) {
    case 'callTimeout': {
      const ended = state.timeoutTeam === action.team ? finishTimeout(state, now) : state;
      return { ...ended, ...before };
    }
    case 'adjustTime': {
      const reading = Math.min(periodLengthMs(state), Math.max(0, remainingMs(state, now) - revert.shiftMs));
      return { ...state, timeRemainingMs: reading, clockStartedAt: state.clockStartedAt === null ? null : now };
    }
    case 'nextPeriod':
      return { ...withoutTimeout(stoppedAt(state, now)), halftimeEndsAt: null, ...before };
    default:
      return { ...state, ...before };
  }
}

// The undo of an original event (not of an undo: that one runs the original action again).
export function undoOf(state: GameState, target: UndoableEvent & { revert: EventRevert }, now: number): ActionOutcome {
  const next = reverted(state, target.revert, now);
  return done(next, [
    {
      eventType: 'undo',
      team: target.team,
      points: null,
      period: next.currentPeriod,
      timeRemaining: wholeSeconds(remainingMs(next, now)),
      description: GAME_EVENT_TEXT.undone(target.description),
      revert: { action: target.revert.action, before: {}, shiftMs: 0 },
      undoes: target.id,
    },
  ]);
}
