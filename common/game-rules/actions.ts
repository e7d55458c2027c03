// applyAction: the one entry point for every game change. It settles the state at now, checks the
// action's values (400) and the game's status (409), then applies the action.
import type { ActionContext, GameAction } from './action-types';
import { settle } from './clock';
import * as clockActions from './clock-actions';
import { done, type ActionOutcome, type ActionResult } from './result';
import { sameGameState, type GameState, type Side } from './state';
import { statusProblem } from './status-gate';
import * as teamActions from './team-actions';
import { GAME_EVENT_TEXT } from './texts';
import { inputProblem } from './validate';

function run(state: GameState, action: GameAction, now: number, names: Record<Side, string>): ActionOutcome {
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
    case 'scoringPlay':
      return teamActions.scoringPlay(state, action.team, action.play, action.jersey ?? null, now, names[action.team]);
    case 'setScore':
      return teamActions.setScore(state, action.team, action.value);
    case 'setDown':
      return teamActions.setDown(state, action.down);
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
  }
}

export function applyAction(
  state: GameState,
  action: GameAction,
  now: number,
  context: ActionContext = {},
): ActionResult {
  const settled = settle(state, now).state;
  const refusal = inputProblem(settled, action) ?? statusProblem(action.type, settled.status);
  if (refusal) return refusal;
  const outcome = run(settled, action, now, context.teamNames ?? GAME_EVENT_TEXT.defaultTeamNames);
  if (!outcome.ok) return outcome;
  return { ...outcome, changed: !sameGameState(state, outcome.state) };
}
