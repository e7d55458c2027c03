// Issue 37: undo. An undoable event keeps how to reverse it (EventRevert); undoing it records a new
// event of type 'undo' that names it, and the original is kept (the server marks it undone). Undoing
// that undo runs the original action again. Only the latest event not yet undone can be undone,
// but for what a later event leaves to it (issue 45): the clock's own two-minute stop, and a
// correction that set none of what the undo puts back. A score correction also leaves a scoring
// tap's undo, which then takes the tap's points off the corrected score: touchdown (6-0), score
// set to 20, the touchdown undone: 14-0 (the correction is never erased).
import type { EventRevert, GameAction, RevertValues, UndoableEvent } from './action-types';
import { finishTimeout, remainingMs, stoppedAt, wholeSeconds, withoutTimeout } from './clock';
import { conflict, done, notFound, type ActionOutcome, type ActionRefusal } from './result';
import { SCORING_PLAY_POINTS } from './scoring-plays';
import { periodLengthMs, type GameState, type Side } from './state';
import { GAME_EVENT_TEXT, GAME_REFUSAL_TEXT } from './texts';

// What each undoable action changes, read before it runs; an undo puts these back. The corrections
// (issue 45) are undoable too; a set status is not (undo runs on live games only).
export function revertKeys(action: GameAction): (keyof RevertValues)[] | null {
  switch (action.type) {
    case 'addScore':
      return [`${action.team}Score`];
    case 'scoringPlay':
    case 'setScore':
      // a set score in overtime is the side's try (overtime.ts)
      return [`${action.team}Score`, 'overtime'];
    case 'callTimeout':
    case 'setTimeoutsUsed':
      return [`${action.team}TimeoutsUsed`];
    case 'callBlitz':
    case 'setBlitzesUsed':
      return [`${action.team}BlitzesUsed`];
    case 'setDown':
      return ['currentDown'];
    case 'adjustTime':
    case 'setTimeRemaining':
      return ['timeRemainingMs'];
    case 'setPeriod':
      return ['currentPeriod'];
    case 'nextPeriod':
      return ['currentPeriod', 'timeRemainingMs', 'currentDown', 'homeBlitzesUsed', 'awayBlitzesUsed', 'homeTimeoutsUsed', 'awayTimeoutsUsed', 'twoMinuteWarningHalf', 'overtime'];
    default:
      return null;
  }
}

// A tap that changes a score by its points (the undo of a redo runs it again: the same).
function scoreTapOf(action: GameAction): Side | null {
  return action.type === 'addScore' || action.type === 'scoringPlay' ? action.team : null;
}

const SCORE_KEYS: readonly string[] = ['homeScore', 'awayScore'] satisfies (keyof RevertValues)[];

// Whether a later event leaves the undo of `target` possible (see the head of this file). A
// correction's revert holds only the values it changed.
function leaves(later: UndoableEvent, target: UndoableEvent): boolean {
  if (later.eventType === 'two_minute_warning') return true;
  if (later.eventType !== 'correction' || later.revert === null || target.revert === null) return false;
  const undone: readonly string[] = revertKeys(target.revert.action) ?? [];
  const shared = Object.keys(later.revert.before).filter((key) => undone.includes(key));
  const scoreTap = scoreTapOf(target.revert.action) !== null;
  return shared.every((key) => scoreTap && SCORE_KEYS.includes(key));
}

// The event an undo of eventId reverses, or why there is none.
export function undoTarget(events: readonly UndoableEvent[], eventId: number): UndoableEvent | ActionRefusal {
  const target = events.find((event) => event.id === eventId);
  if (!target) return notFound(GAME_REFUSAL_TEXT.eventNotFound);
  if (target.undone) return conflict(GAME_REFUSAL_TEXT.alreadyUndone);
  const later = events.filter((event) => !event.undone && event.id > target.id && !leaves(event, target)).sort((a, b) => b.id - a.id)[0];
  if (later) return { ...conflict(GAME_REFUSAL_TEXT.notLatest(later.description)), laterEventId: later.id };
  if (target.revert === null) return conflict(GAME_REFUSAL_TEXT.cannotUndo(target.description));
  return target;
}

// Issue 45: the events the engine would undo now (for the console's Undo: it offers no other).
export function undoableEvents<T extends UndoableEvent>(events: readonly T[]): T[] {
  return events.filter((event) => !event.undone && event.revert !== null && 'id' in undoTarget(events, event.id));
}

// The points a score tap changed its side's score by (its revert holds the score before it).
function scoreTapPoints(action: Extract<GameAction, { type: 'addScore' | 'scoringPlay' }>, before: RevertValues): number {
  if (action.type === 'scoringPlay') return SCORING_PLAY_POINTS[action.play];
  const was = before[`${action.team}Score`] ?? 0;
  return Math.max(0, was + action.delta) - was;
}

// The game as it was before the action, keeping what happened since that the action did not do (a
// clock that ran on, a timeout that is over, a score corrected since).
function reverted(state: GameState, revert: EventRevert, now: number): GameState {
  const { action, before } = revert;
  switch (action.type) {
    case 'addScore':
    case 'scoringPlay': {
      const key = `${action.team}Score` as const;
      return { ...state, ...before, [key]: state[key] - scoreTapPoints(action, before) };
    }
    case 'callTimeout': {
      const ended = state.timeoutTeam === action.team ? finishTimeout(state, now) : state;
      return { ...ended, ...before };
    }
    case 'adjustTime':
    case 'setTimeRemaining': {
      const reading = Math.min(periodLengthMs(state), Math.max(0, remainingMs(state, now) - revert.shiftMs));
      return { ...state, timeRemainingMs: reading, clockStartedAt: state.clockStartedAt === null ? null : now };
    }
    case 'nextPeriod':
      return { ...withoutTimeout(stoppedAt(state, now)), halftimeEndsAt: null, ...before };
    default:
      return { ...state, ...before };
  }
}

// The undo of an original event (not of an undo: that one runs the original action again). A
// scoring tap whose points are more than its side has after a correction is refused, naming it.
export function undoOf(state: GameState, target: UndoableEvent & { revert: EventRevert }, now: number, events: readonly UndoableEvent[]): ActionOutcome {
  const next = reverted(state, target.revert, now);
  const side = scoreTapOf(target.revert.action);
  if (side !== null && next[`${side}Score`] < 0) {
    const correction = events.filter((event) => event.id > target.id && !event.undone && event.revert !== null && `${side}Score` in event.revert.before).sort((a, b) => b.id - a.id)[0];
    return conflict(GAME_REFUSAL_TEXT.undoBelowZero(target.description, correction?.description ?? null));
  }
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
