// applyAction: the one entry point for every game change. It settles the state at now, checks the
// action's values (400) and the game's status (409), then applies the action; with the mercy rule's
// autoEnd a write that reaches the lead completes the game (issue 37).
import type { ActionContext, EventRevert, GameAction, RevertValues, UndoableEvent } from './action-types';
import { remainingMs, settle } from './clock';
import * as clockActions from './clock-actions';
import * as endActions from './end-actions';
import { done, type ActionOutcome, type ActionResult } from './result';
import { sameGameState, type GameState, type Side } from './state';
import { statusProblem } from './status-gate';
import * as teamActions from './team-actions';
import { endOvertimeRound, overtimeProblem, withTry } from './overtime';
import { GAME_EVENT_TEXT } from './texts';
import { revertKeys, undoOf, undoTarget } from './undo';
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
      return clockActions.setTimeRemaining(state, action.seconds, now);
    case 'nextPeriod':
      return clockActions.nextPeriod(state, now);
    case 'setPeriod':
      return clockActions.setPeriod(state, action.period, now);
    case 'setStatus':
      return clockActions.setStatus(state, action.status, now);
    case 'addScore':
      return teamActions.addScore(state, action.team, action.delta, now, names[action.team]);
    case 'scoringPlay': {
      const outcome = teamActions.scoringPlay(state, action.team, action.play, action.jersey ?? null, now, names[action.team]);
      return outcome.ok ? { ...outcome, state: withTry(outcome.state, action.team) } : outcome;
    }
    case 'setScore': {
      // issue 45: in overtime, a set score is the side's try (overtimeProblem allowed it)
      const outcome = teamActions.setScore(state, action.team, action.value, now);
      return outcome.ok && outcome.events.length > 0 ? { ...outcome, state: withTry(outcome.state, action.team) } : outcome;
    }
    case 'setDown':
      return teamActions.setDown(state, action.down, now);
    case 'callTimeout':
      return teamActions.callTimeout(state, action.team, now, names[action.team]);
    case 'endTimeout':
      return teamActions.endTimeout(state, now);
    case 'callBlitz':
      return teamActions.callBlitz(state, action.team, now, names[action.team]);
    case 'setTimeoutsUsed':
      return teamActions.setTimeoutsUsed(state, action.team, action.count, now, names[action.team]);
    case 'setBlitzesUsed':
      return teamActions.setBlitzesUsed(state, action.team, action.count, now, names[action.team]);
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
      return undoOf(state, { ...target, revert }, now, events);
    }
  }
}

function withUndoes(outcome: ActionOutcome, undoes: number): ActionOutcome {
  if (!outcome.ok) return outcome;
  return { ...outcome, events: outcome.events.map((event, index) => (index === 0 ? { ...event, undoes } : event)) };
}

// The actions that set a value outright: their events are corrections (issue 45), whose revert holds
// only the values they changed, so an undo of an earlier tap sees what they set.
const CORRECTIONS: ReadonlySet<GameAction['type']> = new Set(['setScore', 'setTimeoutsUsed', 'setBlitzesUsed', 'setTimeRemaining', 'setPeriod']);

// Runs an action and, when it is undoable and recorded an event, puts on that event how to undo it.
// Completing the game (Next Period in the last period) records no event, so it is not undone here.
function runUndoable(state: GameState, action: GameAction, now: number, names: Record<Side, string>, events: readonly UndoableEvent[]): ActionOutcome {
  const outcome = run(state, action, now, names, events);
  const keys = revertKeys(action);
  if (!outcome.ok || keys === null || outcome.events.length === 0) return outcome;
  const reading = { ...state, timeRemainingMs: remainingMs(state, now) };
  const changed = (key: keyof RevertValues) => JSON.stringify(reading[key]) !== JSON.stringify(outcome.state[key]);
  const kept = CORRECTIONS.has(action.type) ? keys.filter(changed) : keys;
  const before = Object.fromEntries(kept.map((key) => [key, reading[key]])) as RevertValues;
  const shifted = action.type === 'adjustTime' || action.type === 'setTimeRemaining';
  const shiftMs = shifted ? outcome.state.timeRemainingMs - reading.timeRemainingMs : 0;
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
  // issue 45: an edit of several actions is judged by the mercy rule after its last (context.autoEnd)
  const auto = outcome.state.status === 'live' && context.autoEnd !== false ? endActions.autoEnded(outcome.state, now, names) : null;
  const final = auto?.ok ? { state: auto.state, events: [...outcome.events, ...auto.events] } : outcome;
  // a game whose early end no longer holds (the admin reopened it, or corrected a mercy final below
  // the lead, issue 45) no longer has one; a game that is not live is not in overtime (issue 36)
  const endReason = endActions.endReasonHolding(final.state);
  const judged = endReason === final.state.endReason ? final.state : { ...final.state, endReason };
  const next = judged.status === 'live' || judged.overtime === null ? judged : { ...judged, overtime: null };
  return { ok: true, state: next, events: [...settling.events, ...final.events], changed: !sameGameState(state, next), ...(auto?.ok ? { autoEnded: true } : {}) };
}
