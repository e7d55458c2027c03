// The referee's and admin's game actions (spec 2.6, 4, 7 "PATCH /api/games/{id}/state", timeout, blitz).
import type { GameStatus } from '../constants';
import type { ScoringPlay } from './scoring-plays';
import type { Side } from './state';

export type GameAction =
  | { type: 'startGame' }
  | { type: 'startClock' }
  | { type: 'stopClock' }
  | { type: 'resetClock' }
  | { type: 'adjustTime'; deltaSeconds: number }
  | { type: 'setTimeRemaining'; seconds: number }
  | { type: 'nextPeriod' }
  | { type: 'setPeriod'; period: number }
  | { type: 'setStatus'; status: GameStatus }
  | { type: 'addScore'; team: Side; delta: number }
  // issue 18: a touchdown, PAT, safety or PAT return, by the player wearing `jersey` (null or absent: unknown)
  | { type: 'scoringPlay'; team: Side; play: ScoringPlay; jersey?: string | null }
  | { type: 'setScore'; team: Side; value: number }
  | { type: 'setDown'; down: number }
  | { type: 'callTimeout'; team: Side }
  | { type: 'endTimeout' }
  | { type: 'callBlitz'; team: Side }
  | { type: 'setTimeoutsUsed'; team: Side; count: number }
  | { type: 'setBlitzesUsed'; team: Side; count: number };

export type GameActionType = GameAction['type'];

export type ActionContext = {
  // Team names for event descriptions; 'Home' and 'Away' when absent.
  teamNames?: Record<Side, string>;
};
