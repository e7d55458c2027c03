// The referee's and admin's game actions (spec 2.6, 4, 7 "PATCH /api/games/{id}/state", timeout, blitz).
import type { GameStatus } from '../constants';
import type { ScoringPlay } from './scoring-plays';
import type { EventRevert, GameEventType, Side } from './state';

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
  | { type: 'setBlitzesUsed'; team: Side; count: number }
  // issue 37: end the game under the mercy rule; a team forfeits; undo an event of the game
  | { type: 'endGame'; reason: 'mercy' }
  | { type: 'forfeit'; team: Side }
  | { type: 'undo'; eventId: number }
  // issue 36: the referee ends an overtime round of a bracket game
  | { type: 'endOvertimeRound' };

export type GameActionType = GameAction['type'];

// Issue 37: what the engine needs to know of a recorded event to undo it.
export type UndoableEvent = {
  id: number;
  eventType: GameEventType;
  team: Side | null;
  description: string | null;
  undone: boolean;
  revert: EventRevert | null;
};

export type ActionContext = {
  // Team names for event descriptions; 'Home' and 'Away' when absent.
  teamNames?: Record<Side, string>;
  // The game's events (any order), for an undo; an undo without them finds no event.
  events?: readonly UndoableEvent[];
  // Issue 45: false for an action that more of the same edit follow (the admin's form sets the
  // status and the scores in one): the mercy rule's auto end is judged after the edit's last action.
  autoEnd?: boolean;
};
