// applyAction: the one entry point for every game change. It settles the state at now, checks the
// action's values (400) and the game's status (409), then applies the action; with the mercy rule's
// autoEnd a write that reaches the lead completes the game (issue 37).
import type { ActionContext, GameAction, UndoableEvent } from './action-types';
import { remainingMs, settle } from './clock';
import * as clockActions from './clock-actions';
import * as endActions from './end-actions';
import { done, type ActionOutcome, type ActionResult } from './result';
import { sameGameState, type EventRevert, type GameState, type RevertValues, type Side } from './state';
import { statusProblem } from './status-gate';
import * as teamActions from './team-actions';
import { endOvertimeRound, overtimeProblem, withTry } from './overtime';
import { GAME_EVENT_TEXT } from './texts';
import { undoOf, undoTarget } from './undo';
import { inputProblem } from './validate';

function run(state: GameState, action: GameAction, now: number, names: Record<Side, string>, events: readonly UndoableEvent[]): ActionOutcome {
  switch (action.type) {
    case 'startGame':
      return done(clockActions.startGame(state));
    case 'startClock':
      return clockActions.startClock(state, now);
    case 'stopClock':
      return clockActions.stopClock(state, now);
    case 'resetClock':
      return clockActions.resetClock(state);
    case 'adjustTime':
      return clockActions.adjustTime(state, action.deltaSeconds, now);
    case 'setTimeRemaining':
      return clockActions.setTimeRemaining(state, action.seconds);
    case 'nextPeriod':
      return clockActions.nextPeriod(state, now);
    case 'setPeriod':
      return clockActions.setPeriod(state, action.period);
    case 'setStatus':
      return clockActions.setStatus(state, action.status, now);
    case 'addScore':
      return teamActions.addScore(state, action.team, action.delta, now, names[action.team]);
    case 'scoringPlay': {
      const outcome = teamActions.scoringPlay(state, action.team, action.play, action.jersey ?? null, now, names[action.team]);
      return outcome.ok ? { ...outcome, state: withTry(outcome.state, action.team) } : outcome;
    }
    case 'setScore':
      return teamActions.setScore(state, action.team, action.value);
    case 'setDown':
      return teamActions.setDown(state, action.down, now);
    case 'callTimeout':
      return teamActions.callTimeout(state, action.team, now, names[action.team]);
    case 'endTimeout':
      return teamActions.endTimeout(state, now);
    case 'callBlitz':
      return teamActions.callBlitz(state, action.team, now, names[action.team]);
    case 'setTimeoutsUsed':
      return teamActions.setTimeoutsUsed(state, action.team, action.count);
    case 'setBlitzesUsed':
      return teamActions.setBlitzesUsed(state, action.team, action.count);
    case 'endGame':
      return endActions.endGame(state, now, names);
    case 'forfeit':
      return endActions.forfeit(state, action.team, now, names);
    case 'endOvertimeRound':
      return endOvertimeRound(state);
    case 'undo': {
      const target = undoTarget(events, action.eventId);
      if ('ok' in target) return target;
      const revert = target.revert!;
      // undoing an undo does the original tap again, as a new event that names the undo
      if (target.eventType === 'undo') return withUndoes(runUndoable(state, revert.action, now, names, events), target.id);
      return undoOf(state, { ...target, revert }, now);
    }
  }
}

function withUndoes(outcome: ActionOutcome, undoes: number): ActionOutcome {
  if (!outcome.ok) return outcome;
  return { ...outcome, events: outcome.events.map((event, index) => (index === 0 ? { ...event, undoes } : event)) };
}

// What each undoable action changes, read before it runs; an undo puts these back.
function revertKeys(action: GameAction): (keyof RevertValues)[] | null {
  switch (action.type) {
    case 'addScore':
      return [`${action.team}Score`];
    case 'scoringPlay':
      return [`${action.team}Score`, 'overtime'];
    case 'callTimeout':
      return [`${action.team}TimeoutsUsed`];
    case 'callBlitz':
      return [`${action.team}BlitzesUsed`];
    case 'setDown':
      return ['currentDown'];
    case 'adjustTime':
      return ['timeRemainingMs'];
    case 'nextPeriod':
      return ['currentPeriod', 'timeRemainingMs', 'currentDown', 'homeBlitzesUsed', 'awayBlitzesUsed', 'homeTimeoutsUsed', 'awayTimeoutsUsed', 'twoMinuteWarningHalf', 'overtime'];
    default:
      return null;
  }
}

// Runs an action and, when it is undoable and recorded an event, puts on that event how to undo it.
// Completing the game (Next Period in the last period) records no event, so it is not undone here.
function runUndoable(state: GameState, action: GameAction, now: number, names: Record<Side, string>, events: readonly UndoableEvent[]): ActionOutcome {
  const outcome = run(state, action, now, names, events);
  const keys = revertKeys(action);
  if (!outcome.ok || keys === null || outcome.events.length === 0) return outcome;
  const reading = { ...state, timeRemainingMs: remainingMs(state, now) };
  const before = Object.fromEntries(keys.map((key) => [key, reading[key]])) as RevertValues;
  const shiftMs = action.type === 'adjustTime' ? outcome.state.timeRemainingMs - reading.timeRemainingMs : 0;
  const revert: EventRevert = { action, before, shiftMs };
  return { ...outcome, events: outcome.events.map((event, index) => (index === 0 ? { ...event, revert } : event)) };
}

export function applyAction(
  state: GameState,
  action: GameAction,
  now: number,
  context: ActionContext = {},
): ActionResult {
  const settling = settle(state, now);
  const settled = settling.state;
  const names = context.teamNames ?? GAME_EVENT_TEXT.defaultTeamNames;
  const refusal = inputProblem(settled, action) ?? statusProblem(action.type, settled.status) ?? overtimeProblem(settled, action, names);
  if (refusal) return refusal;
  const outcome = runUndoable(settled, action, now, names, context.events ?? []);
  if (!outcome.ok) return outcome;
  const auto = outcome.state.status === 'live' ? endActions.autoEnded(outcome.state, now, names) : null;
  const final = auto?.ok ? { state: auto.state, events: [...outcome.events, ...auto.events] } : outcome;
  // a game that is no longer completed (the admin reopened it) no longer has an early end; a game
  // that is not live is not in overtime (issue 36)
  const reopened = final.state.status === 'completed' || final.state.endReason === null ? final.state : { ...final.state, endReason: null };
  const next = reopened.status === 'live' || reopened.overtime === null ? reopened : { ...reopened, overtime: null };
  return { ok: true, state: next, events: [...settling.events, ...final.events], changed: !sameGameState(state, next) };
}
