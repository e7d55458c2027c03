// Spec 4: starting the game, the clock, periods and halftime. States come in settled at now.
import { GAME_DEFAULTS, type GameStatus } from '../constants';
import { remainingMs, stoppedAt, wholeSeconds, withoutTimeout } from './clock';
import { correctionEvent } from './corrections';
import { periodLabel } from './labels';
import { conflict, done, type ActionOutcome } from './result';
import { halftimeAfterPeriod, periodLengthMs, type GameState } from './state';
import { startOvertime } from './overtime';
import { GAME_EVENT_TEXT, GAME_REFUSAL_TEXT } from './texts';

function clearBreaks(state: GameState): GameState {
  return { ...withoutTimeout(state), halftimeEndsAt: null };
}

// Stop, reset and the time edits all "stop the clock" (spec 4); during a timeout that also cancels
// the pending resume, so the referee's stop is what holds.
function haltedWithTime(state: GameState, timeRemainingMs: number): GameState {
  return { ...state, timeRemainingMs, clockStartedAt: null, timeoutResumesClock: false };
}

// spec 4: Start Game sets the game live with the clock stopped at the full period.
export function startGame(state: GameState): GameState {
  const period = state.currentPeriod >= 1 && state.currentPeriod <= state.totalPeriods ? state.currentPeriod : 1;
  return {
    ...clearBreaks(state),
    status: 'live',
    currentPeriod: period,
    timeRemainingMs: periodLengthMs(state),
    clockStartedAt: null,
  };
}

// Starting the clock means play resumed: it ends a timeout, and a halftime, early.
export function startClock(state: GameState, now: number): ActionOutcome {
  const live = state.status === 'scheduled' ? startGame(state) : state;
  if (live.clockStartedAt !== null) return done(live);
  if (live.timeRemainingMs <= 0) return conflict(GAME_REFUSAL_TEXT.clockAtZero);
  return done({ ...clearBreaks(live), clockStartedAt: now });
}

export function stopClock(state: GameState, now: number): ActionOutcome {
  return done(haltedWithTime(state, remainingMs(state, now)));
}

export function resetClock(state: GameState): ActionOutcome {
  return done(haltedWithTime(state, periodLengthMs(state)));
}

// spec 4: adjustments never go below 0; nor above the period length. Issue 37: an adjustment that
// moved the clock is an event, so it can be undone.
export function adjustTime(state: GameState, deltaSeconds: number, now: number): ActionOutcome {
  const reading = remainingMs(state, now);
  const next = haltedWithTime(state, Math.min(periodLengthMs(state), Math.max(0, reading + deltaSeconds * 1000)));
  if (next.timeRemainingMs === reading) return done(next);
  const event = { eventType: 'time', team: null, points: null, period: state.currentPeriod, timeRemaining: wholeSeconds(next.timeRemainingMs), description: GAME_EVENT_TEXT.time(deltaSeconds) } as const;
  return done(next, [event]);
}

// Issue 45: a clock set outright is a correction (it stops the clock, as every time edit does).
export function setTimeRemaining(state: GameState, seconds: number, now: number): ActionOutcome {
  const next = haltedWithTime(state, seconds * 1000);
  if (seconds * 1000 === remainingMs(state, now)) return done(next);
  return done(next, [correctionEvent(next, now, null, null, GAME_EVENT_TEXT.clockSet(seconds))]);
}

// spec 4: Next period. The last period completes the game; otherwise the next one starts with the
// clock stopped at full time, blitzes reset, timeouts reset per period only, and halftime after the
// middle period. A new period starts a new series, so the down goes back to 1 (decision 024); the
// completed game keeps its last down.
export function nextPeriod(state: GameState, now: number): ActionOutcome {
  if (state.currentPeriod >= state.totalPeriods) {
    if (state.playoff && state.homeScore === state.awayScore) return startOvertime(state, now);
    return done({ ...clearBreaks(stoppedAt(state, now)), status: 'completed' });
  }
  const period = state.currentPeriod + 1;
  const halftime = halftimeAfterPeriod(state) === state.currentPeriod && state.halftimeDuration > 0;
  const resetTimeouts = state.timeoutType === 'per_period';
  const next: GameState = {
    ...clearBreaks(state),
    currentPeriod: period,
    timeRemainingMs: periodLengthMs(state),
    clockStartedAt: null,
    currentDown: GAME_DEFAULTS.currentDown,
    homeBlitzesUsed: 0,
    awayBlitzesUsed: 0,
    homeTimeoutsUsed: resetTimeouts ? 0 : state.homeTimeoutsUsed,
    awayTimeoutsUsed: resetTimeouts ? 0 : state.awayTimeoutsUsed,
    halftimeEndsAt: halftime ? now + state.halftimeDuration * 1000 : null,
  };
  const label = periodLabel(period, state.gameFormat);
  return done(next, [
    {
      eventType: 'period_start',
      team: null,
      points: null,
      period,
      timeRemaining: wholeSeconds(next.timeRemainingMs),
      description: GAME_EVENT_TEXT.periodStart(label),
    },
  ]);
}

// A correction of the period number only; nothing else resets, the down neither: the admin's form
// sends the period and the down together, and the down it sends must hold (decision 024).
export function setPeriod(state: GameState, period: number, now: number): ActionOutcome {
  if (period === state.currentPeriod) return done(state);
  const next = { ...state, currentPeriod: period };
  return done(next, [correctionEvent(next, now, null, null, GAME_EVENT_TEXT.periodCorrected(periodLabel(period, state.gameFormat)))]);
}

// spec 4: the admin sets any status. Going live from scheduled is Start Game; leaving live stops
// the clock where it is and ends a timeout or halftime. Issue 45: any other change of status is a
// correction ("Status set to live" for a final reopened); it cannot be undone.
export function setStatus(state: GameState, status: GameStatus, now: number): ActionOutcome {
  if (status === state.status) return done(state);
  if (status === 'live' && state.status === 'scheduled') return done(startGame(state));
  const next = status === 'live' ? { ...state, status } : { ...clearBreaks(stoppedAt(state, now)), status };
  return done(next, [correctionEvent(next, now, null, null, GAME_EVENT_TEXT.statusSet(status))]);
}
