// 400s: values an action can never carry, checked before the game's state is consulted.
import { GAME_STATUSES, LIMITS, TIME_ADJUSTMENTS } from '../constants';
import type { GameAction, GameActionType } from './action-types';
import { badRequest, type ActionRefusal } from './result';
import { isScoringPlay, JERSEY_PATTERN } from './scoring-plays';
import type { GameState } from './state';
import { GAME_INPUT_TEXT } from './texts';

const SCORE_DELTA_LIMIT = 99;
export const MAX_SCORE = LIMITS.score.max;

function isWhole(value: unknown, min: number, max: number): boolean {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

function isSide(value: unknown): boolean {
  return value === 'home' || value === 'away';
}

const TEAM_ACTIONS: readonly GameActionType[] = [
  'addScore',
  'scoringPlay',
  'setScore',
  'callTimeout',
  'callBlitz',
  'setTimeoutsUsed',
  'setBlitzesUsed',
  'forfeit',
];

function teamOf(action: GameAction): unknown {
  return 'team' in action ? action.team : undefined;
}

export function inputProblem(state: GameState, action: GameAction): ActionRefusal | null {
  if (TEAM_ACTIONS.includes(action.type) && !isSide(teamOf(action))) return badRequest(GAME_INPUT_TEXT.team);
  switch (action.type) {
    case 'startGame':
    case 'endOvertimeRound':
    case 'startClock':
    case 'stopClock':
    case 'resetClock':
    case 'nextPeriod':
    case 'endTimeout':
    case 'callTimeout':
    case 'callBlitz':
      return null;
    case 'adjustTime': {
      const allowed = TIME_ADJUSTMENTS.flatMap((s) => [s, -s]) as number[];
      return allowed.includes(action.deltaSeconds) ? null : badRequest(GAME_INPUT_TEXT.timeAdjustment);
    }
    case 'setTimeRemaining': {
      const max = state.periodDuration * 60;
      return isWhole(action.seconds, 0, max) ? null : badRequest(GAME_INPUT_TEXT.timeRemaining(max));
    }
    case 'setPeriod':
      return isWhole(action.period, 1, state.totalPeriods)
        ? null
        : badRequest(GAME_INPUT_TEXT.period(state.totalPeriods));
    case 'setStatus':
      return (GAME_STATUSES as readonly string[]).includes(action.status) ? null : badRequest(GAME_INPUT_TEXT.status);
    case 'addScore':
      return isWhole(action.delta, -SCORE_DELTA_LIMIT, SCORE_DELTA_LIMIT) && action.delta !== 0
        ? null
        : badRequest(GAME_INPUT_TEXT.scoreDelta);
    case 'scoringPlay':
      if (!isScoringPlay(action.play)) return badRequest(GAME_INPUT_TEXT.scoringPlay);
      return action.jersey === undefined || action.jersey === null || (typeof action.jersey === 'string' && JERSEY_PATTERN.test(action.jersey))
        ? null
        : badRequest(GAME_INPUT_TEXT.jersey);
    case 'setScore':
      return isWhole(action.value, 0, MAX_SCORE) ? null : badRequest(GAME_INPUT_TEXT.scoreValue(MAX_SCORE));
    case 'setDown':
      return isWhole(action.down, LIMITS.down.min, LIMITS.down.max) ? null : badRequest(GAME_INPUT_TEXT.down);
    case 'setTimeoutsUsed':
    case 'setBlitzesUsed':
      // any whole number; spec 5 clamps it into range rather than refusing it
      return isWhole(action.count, Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER)
        ? null
        : badRequest(GAME_INPUT_TEXT.count);
    case 'endGame':
      return action.reason === 'mercy' ? null : badRequest(GAME_INPUT_TEXT.endReason);
    case 'forfeit':
      return null;
    case 'undo':
      return isWhole(action.eventId, 1, Number.MAX_SAFE_INTEGER) ? null : badRequest(GAME_INPUT_TEXT.eventId);
    default:
      return badRequest(GAME_INPUT_TEXT.unknownAction);
  }
}
