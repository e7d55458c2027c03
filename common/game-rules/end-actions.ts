// Issue 37: the mercy rule and forfeits, the two ways a game ends before its last period runs out.
// States come in settled at now.
import { remainingMs, stoppedAt, wholeSeconds, withoutTimeout } from './clock';
import { conflict, done, type ActionOutcome } from './result';
import type { GameEventDraft } from './action-types';
import { halfOf, type GameState, type Side } from './state';
import { GAME_EVENT_TEXT, GAME_REFUSAL_TEXT } from './texts';

export type Mercy = { team: Side; lead: number };

// The leading team and its lead once the lead reaches the profile's mercy points (from the start,
// or from the second half); null otherwise, and for a game that is not live.
export function mercyOf(state: GameState): Mercy | null {
  const { points, from } = state.rules.mercy;
  if (points === null || state.status !== 'live') return null;
  if (from === 'secondHalf' && halfOf(state) === 1) return null;
  const lead = state.homeScore - state.awayScore;
  if (Math.abs(lead) < points) return null;
  return { team: lead > 0 ? 'home' : 'away', lead: Math.abs(lead) };
}

// Issue 45: the early end a game still has: none once it is no longer completed (reopened), and no
// mercy end once its final score is corrected below the mercy lead (a forfeit keeps its reason).
export function endReasonHolding(state: GameState): GameState['endReason'] {
  if (state.status !== 'completed') return null;
  return state.endReason === 'mercy' && mercyOf({ ...state, status: 'live' }) === null ? null : state.endReason;
}

function ended(state: GameState, now: number, endReason: GameState['endReason']): GameState {
  return { ...withoutTimeout(stoppedAt(state, now)), halftimeEndsAt: null, status: 'completed', endReason };
}

function endEvent(state: GameState, now: number, team: Side | null, description: string): GameEventDraft {
  return { eventType: 'game_end', team, points: null, period: state.currentPeriod, timeRemaining: wholeSeconds(remainingMs(state, now)), description };
}

function mercyEnd(state: GameState, mercy: Mercy, now: number, names: Record<Side, string>): ActionOutcome {
  return done(ended(state, now, 'mercy'), [endEvent(state, now, mercy.team, GAME_EVENT_TEXT.mercyEnd(names[mercy.team], mercy.lead))]);
}

// The referee's one tap on "End the game (mercy rule)?": refused while the rule does not apply.
export function endGame(state: GameState, now: number, names: Record<Side, string>): ActionOutcome {
  const mercy = mercyOf(state);
  if (mercy) return mercyEnd(state, mercy, now, names);
  const { points, from } = state.rules.mercy;
  const early = points !== null && from === 'secondHalf' && halfOf(state) === 1;
  return conflict(early ? GAME_REFUSAL_TEXT.mercyNotYet : GAME_REFUSAL_TEXT.mercyNotReached(points));
}

// With autoEnd, the write that brings the lead to the mercy points completes the game itself.
export function autoEnded(state: GameState, now: number, names: Record<Side, string>): ActionOutcome | null {
  const mercy = state.rules.mercy.autoEnd ? mercyOf(state) : null;
  return mercy ? mercyEnd(state, mercy, now, names) : null;
}

// `team` forfeits: the game completes with the profile's forfeit score for the other team.
export function forfeit(state: GameState, team: Side, now: number, names: Record<Side, string>): ActionOutcome {
  const { winnerScore, loserScore } = state.rules.forfeit;
  const scores = team === 'home' ? { homeScore: loserScore, awayScore: winnerScore } : { homeScore: winnerScore, awayScore: loserScore };
  return done({ ...ended(state, now, 'forfeit'), ...scores }, [endEvent(state, now, team, GAME_EVENT_TEXT.forfeit(names[team]))]);
}
