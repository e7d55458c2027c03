// 409s by game status: which actions make sense in which status.
import { GAME_STATUSES, type GameStatus } from '../constants';
import type { GameActionType } from './action-types';
import { conflict, type ActionRefusal } from './result';
import { GAME_REFUSAL_TEXT } from './texts';

const LIVE = ['live'] as const;

export const ALLOWED_STATUSES: Record<GameActionType, readonly GameStatus[]> = {
  startGame: ['scheduled'],
  // spec 4: Clock Start sets the clock running and status live, so it also starts a scheduled game
  startClock: ['scheduled', 'live'],
  stopClock: LIVE,
  resetClock: LIVE,
  adjustTime: LIVE,
  setTimeRemaining: LIVE,
  nextPeriod: LIVE,
  setPeriod: LIVE,
  // spec 4: the admin Edit Game form sets any status freely
  setStatus: GAME_STATUSES,
  addScore: LIVE,
  scoringPlay: LIVE,
  // an absolute score also corrects a final result
  setScore: ['live', 'completed'],
  setDown: LIVE,
  callTimeout: LIVE,
  endTimeout: LIVE,
  callBlitz: LIVE,
  setTimeoutsUsed: LIVE,
  setBlitzesUsed: LIVE,
  // issue 37: a team forfeits before or during the game
  endGame: LIVE,
  forfeit: ['scheduled', 'live'],
  undo: LIVE,
  endOvertimeRound: LIVE,
};

const REFUSAL_BY_STATUS: Record<GameStatus, string> = {
  scheduled: GAME_REFUSAL_TEXT.notStarted,
  live: GAME_REFUSAL_TEXT.alreadyStarted,
  completed: GAME_REFUSAL_TEXT.completed,
  cancelled: GAME_REFUSAL_TEXT.cancelled,
};

export function statusProblem(type: GameActionType, status: GameStatus): ActionRefusal | null {
  return ALLOWED_STATUSES[type].includes(status) ? null : conflict(REFUSAL_BY_STATUS[status]);
}
