// Architecture rule 4: the clock is derived, not ticked. The stored state says what the clock read
// at clockStartedAt and when a timeout or halftime ends; settle() applies whatever became due by now.
import type { GameEventDraft } from './action-types';
import { periodLabel } from './labels';
import {
  counterOf,
  halfOf,
  halftimeAfterPeriod,
  isHalftimeActive,
  isTimeoutActive,
  sameGameState,
  type GameState,
  type GameView,
  type Side,
} from './state';
import { GAME_EVENT_TEXT } from './texts';

export function remainingMs(state: GameState, now: number): number {
  if (state.clockStartedAt === null) return state.timeRemainingMs;
  // A clock started "in the future" (a client whose estimate of server time lags) has not run yet.
  const elapsed = Math.max(0, now - state.clockStartedAt);
  return Math.max(0, state.timeRemainingMs - elapsed);
}

// Whole seconds rounded up: 15:00 shows for the first second after the start, and 0:00 appears
// exactly when no time is left, never while the clock still has time to run.
export function wholeSeconds(ms: number): number {
  return Math.max(0, Math.ceil(ms / 1000));
}

// The clock at rest with the time it shows at now.
export function stoppedAt(state: GameState, now: number): GameState {
  return { ...state, timeRemainingMs: remainingMs(state, now), clockStartedAt: null };
}

type Due = { at: number; apply: (state: GameState, at: number) => GameState; event?: (state: GameState) => GameEventDraft };

export const TWO_MINUTES_MS = 120_000;

// Issue 37: the periods whose clock stops at 2:00 (the last of each half: quarters 2 and 4, halves
// 1 and 2; a game without halftime, its last period only).
export function isTwoMinutePeriod(state: GameState, period: number = state.currentPeriod): boolean {
  return period === state.totalPeriods || period === halftimeAfterPeriod(state);
}

// The instant a running clock reaches 2:00 and stops by itself, once per half, with the rule on.
export function twoMinuteWarningAt(state: GameState): number | null {
  if (!state.rules.twoMinuteWarning || state.status !== 'live' || state.clockStartedAt === null) return null;
  if (!isTwoMinutePeriod(state) || state.twoMinuteWarningHalf >= halfOf(state)) return null;
  if (state.timeRemainingMs <= TWO_MINUTES_MS) return null;
  return state.clockStartedAt + state.timeRemainingMs - TWO_MINUTES_MS;
}

function twoMinuteWarningStops(state: GameState, _at: number): GameState {
  return { ...state, timeRemainingMs: TWO_MINUTES_MS, clockStartedAt: null, twoMinuteWarningHalf: halfOf(state) };
}

function twoMinuteWarningEvent(state: GameState): GameEventDraft {
  return { eventType: 'two_minute_warning', team: null, points: null, period: state.currentPeriod, timeRemaining: TWO_MINUTES_MS / 1000, description: GAME_EVENT_TEXT.twoMinuteWarning };
}

function clockRunsOut(state: GameState, _at: number): GameState {
  return { ...state, timeRemainingMs: 0, clockStartedAt: null };
}

export function withoutTimeout(state: GameState): GameState {
  return { ...state, timeoutTeam: null, timeoutEndsAt: null, timeoutResumesClock: false };
}

// However a timeout ends (its countdown, or the referee), the clock runs again from that instant if
// it was running when the timeout was called.
export function finishTimeout(state: GameState, at: number): GameState {
  const resume = state.timeoutResumesClock && state.clockStartedAt === null && state.timeRemainingMs > 0;
  return { ...withoutTimeout(state), clockStartedAt: resume ? at : state.clockStartedAt };
}

// Halftime over: the clock stays stopped until the referee starts the next period's play.
function halftimeExpires(state: GameState, _at: number): GameState {
  return { ...state, halftimeEndsAt: null };
}

function nextDue(state: GameState, now: number): Due | null {
  const candidates: Due[] = [];
  const warningAt = twoMinuteWarningAt(state);
  if (warningAt !== null) candidates.push({ at: warningAt, apply: twoMinuteWarningStops, event: twoMinuteWarningEvent });
  if (state.clockStartedAt !== null) {
    candidates.push({ at: state.clockStartedAt + state.timeRemainingMs, apply: clockRunsOut });
  }
  // Ending at its own end instant, a resumed clock loses exactly the time since then.
  if (state.timeoutEndsAt !== null) candidates.push({ at: state.timeoutEndsAt, apply: finishTimeout });
  if (state.halftimeEndsAt !== null) candidates.push({ at: state.halftimeEndsAt, apply: halftimeExpires });
  let earliest: Due | null = null;
  for (const due of candidates) {
    if (due.at <= now && (earliest === null || due.at < earliest.at)) earliest = due;
  }
  return earliest;
}

// Applies, in time order, every transition due by now. Each one removes its own trigger or moves it
// later than the one before, so the loop ends; settling a settled state changes nothing. The events
// are those a transition records (the two-minute warning), each at its own instant.
export function settle(state: GameState, now: number): { state: GameState; changed: boolean; events: GameEventDraft[] } {
  let current = state;
  const events: GameEventDraft[] = [];
  for (let due = nextDue(current, now); due !== null; due = nextDue(current, now)) {
    if (due.event) events.push({ ...due.event(current), at: due.at });
    current = due.apply(current, due.at);
  }
  return { state: current, changed: current !== state && !sameGameState(state, current), events };
}

// The next instant after now at which the game changes by itself (the server's push timer).
export function nextChangeAt(state: GameState, now: number): number | null {
  const settled = settle(state, now).state;
  return nextDue(settled, Number.MAX_SAFE_INTEGER)?.at ?? null;
}

function left(limit: number, used: number): number {
  return Math.max(0, limit - used);
}

function remainingCounts(state: GameState) {
  const count = (side: Side) => ({
    timeouts: left(state.timeoutsPerPeriod, counterOf(state, side, 'TimeoutsUsed')),
    blitzes: left(state.blitzesPerPeriod, counterOf(state, side, 'BlitzesUsed')),
  });
  return { home: count('home'), away: count('away') };
}

export function deriveView(state: GameState, now: number): GameView {
  const settled = settle(state, now).state;
  const counts = remainingCounts(settled);
  return {
    timeRemaining: wholeSeconds(remainingMs(settled, now)),
    isClockRunning: settled.clockStartedAt !== null,
    isTimeoutActive: isTimeoutActive(settled),
    timeoutTeam: settled.timeoutTeam,
    timeoutTimeRemaining:
      isTimeoutActive(settled) && settled.timeoutEndsAt !== null ? wholeSeconds(settled.timeoutEndsAt - now) : null,
    isHalftimeActive: isHalftimeActive(settled),
    halftimeTimeRemaining: settled.halftimeEndsAt !== null ? wholeSeconds(settled.halftimeEndsAt - now) : null,
    periodLabel: periodLabel(settled.currentPeriod, settled.gameFormat),
    homeTimeoutsRemaining: counts.home.timeouts,
    awayTimeoutsRemaining: counts.away.timeouts,
    homeBlitzesRemaining: counts.home.blitzes,
    awayBlitzesRemaining: counts.away.blitzes,
    serverNow: now,
  };
}
