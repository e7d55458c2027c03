// Issue 48: what a referee's claim of an open position must leave him (decision 070): at most the
// league's maxGamesPerDay games on the game's calendar day in league time (his offered and accepted
// positions, across the whole crew, the claimed one included), and at least restMinutes between the
// end of one game (its kickoff plus its length) and the kickoff of the next. Pure: the server's claim
// and its list of open positions share it. Double booking and unavailable dates are checked beside it.
import { leagueDateOf } from '../time';

// A game he officiates (or would): its id, its kickoff and its end, instants in ms.
export type Slot = { gameId: number; start: number; end: number };

export type ClaimLimits = { maxGamesPerDay: number; restMinutes: number; timeZone: string };

export type ClaimRefusal = { kind: 'gamesPerDay'; max: number; day: string } | { kind: 'rest'; other: Slot; restMinutes: number };

// The games he would have on the candidate's day (league time), the candidate counted once.
export function gamesOnDay(slots: readonly Slot[], candidate: Slot, timeZone: string): number {
  const day = leagueDateOf(candidate.start, timeZone);
  const ids = new Set(slots.filter((slot) => leagueDateOf(slot.start, timeZone) === day).map((slot) => slot.gameId));
  ids.add(candidate.gameId);
  return ids.size;
}

// The time between two games (negative when they overlap): from the earlier one's end to the later
// one's kickoff.
export function gapBetween(a: Slot, b: Slot): number {
  return a.start <= b.start ? b.start - a.end : a.start - b.end;
}

// The first game of his that leaves less than restMinutes before or after the candidate (none when
// the league asks for no rest).
export function restClash(slots: readonly Slot[], candidate: Slot, restMinutes: number): Slot | null {
  if (restMinutes <= 0) return null;
  const restMs = restMinutes * 60_000;
  return slots.find((slot) => slot.gameId !== candidate.gameId && gapBetween(slot, candidate) < restMs) ?? null;
}

// Why he may not take the candidate on top of his slots, or null.
export function claimRefusal(slots: readonly Slot[], candidate: Slot, limits: ClaimLimits): ClaimRefusal | null {
  if (gamesOnDay(slots, candidate, limits.timeZone) > limits.maxGamesPerDay) {
    return { kind: 'gamesPerDay', max: limits.maxGamesPerDay, day: leagueDateOf(candidate.start, limits.timeZone) };
  }
  const other = restClash(slots, candidate, limits.restMinutes);
  return other ? { kind: 'rest', other, restMinutes: limits.restMinutes } : null;
}
