// Architecture rule 4: the clock is derived, not ticked. The stored state says what the clock read
// at clockStartedAt and when a timeout or halftime ends; settle() applies whatever became due by now.
import { periodLabel } from './labels';
import {
  counterOf,
  isHalftimeActive,
  isTimeoutActive,
  sameGameState,
  type GameState,
  type GameView,
  type Side,
} from './state';

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

type Due = { at: number; apply: (state: GameState, at: number) => GameState };

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
// later than the one before, so the loop ends; settling a settled state changes nothing.
export function settle(state: GameState, now: number): { state: GameState; changed: boolean } {
  let current = state;
  for (let due = nextDue(current, now); due !== null; due = nextDue(current, now)) {
    current = due.apply(current, due.at);
  }
  return { state: current, changed: !sameGameState(state, current) };
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
