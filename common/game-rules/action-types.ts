// The referee's and admin's game actions (spec 2.6, 4, 7 "PATCH /api/games/{id}/state", timeout, blitz),
// and what each records: the event, and how to undo it.
import type { GameStatus } from '../constants';
import type { ScoringPlay } from './scoring-plays';
import type { GameEventType, GameState, Side } from './state';

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

// Issue 37: what an undoable event's undo puts back: the action that made it (re-run when the undo
// is undone), the values it changed as they were before, and for a time adjustment the change made.
export type RevertValues = Partial<
  Pick<GameState, 'homeScore' | 'awayScore' | 'homeTimeoutsUsed' | 'awayTimeoutsUsed' | 'homeBlitzesUsed' | 'awayBlitzesUsed' | 'currentDown' | 'currentPeriod' | 'timeRemainingMs' | 'twoMinuteWarningHalf' | 'overtime'>
>;
export type EventRevert = { action: GameAction; before: RevertValues; shiftMs: number };

// What the server stores with a game event (spec 3, Game event); it maps team to the team's id.
export type GameEventDraft = {
  eventType: GameEventType;
  team: Side | null;
  points: number | null;
  period: number;
  timeRemaining: number; // whole seconds, as the clock showed it
  description: string;
  // a score event of a scoring play (issue 18); absent for a bare +1/+6/-1
  play?: ScoringPlay;
  jersey?: string | null;
  // issue 37: how to undo it (absent: it cannot be undone), the event an undo reverses, and the
  // instant it happened when that is not the write's (a two-minute warning found by settling)
  revert?: EventRevert;
  undoes?: number;
  at?: number;
};

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
