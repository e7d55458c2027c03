import { describe, expect, it } from 'vitest';
import { deriveView, remainingMs, settle, wholeSeconds } from './clock';
import type { GameState } from './state';
import { live, MIN, running, SEC, T0 } from './test-helpers';

const FULL = 15 * MIN;

describe('derived clock (architecture rule 4)', () => {
  it.each([
    // [what, state, now, remaining ms, shown seconds, running]
    ['stopped clock ignores time passing', live({ timeRemainingMs: 600 * SEC }), T0 + 99 * MIN, 600 * SEC, 600, false],
    ['started at 15:00, at the start', running(T0, FULL), T0, FULL, 900, true],
    ['1 ms after the start still shows 15:00', running(T0, FULL), T0 + 1, FULL - 1, 900, true],
    ['exactly 1 s after the start shows 14:59', running(T0, FULL), T0 + SEC, FULL - SEC, 899, true],
    ['0.5 s left shows 0:01, clock running', running(T0, 10 * SEC), T0 + 9_500, 500, 1, true],
    ['exactly at 0: 0:00 and stopped', running(T0, 10 * SEC), T0 + 10 * SEC, 0, 0, false],
    ['past 0: 0:00 and stopped, never negative', running(T0, 10 * SEC), T0 + 5 * MIN, 0, 0, false],
    ['a start "in the future" (client behind server) has not run', running(T0, FULL), T0 - 5 * SEC, FULL, 900, true],
  ] as [string, GameState, number, number, number, boolean][])('%s', (_what, state, now, ms, seconds, isRunning) => {
    expect(remainingMs(state, now)).toBe(ms);
    const view = deriveView(state, now);
    expect(view.timeRemaining).toBe(seconds);
    expect(view.isClockRunning).toBe(isRunning);
    expect(view.serverNow).toBe(now);
  });

  it.each([
    [0, 0],
    [1, 1],
    [999, 1],
    [1000, 1],
    [1001, 2],
    [900_000, 900],
    [-250, 0],
  ])('wholeSeconds(%i ms) = %i (rounded up, so 0:00 means no time left)', (ms, s) => {
    expect(wholeSeconds(ms)).toBe(s);
  });
});

describe('settle: transitions that became due by now', () => {
  it('the running clock reaching 0 stops it', () => {
    const { state, changed } = settle(running(T0, 30 * SEC), T0 + 31 * SEC);
    expect(changed).toBe(true);
    expect(state).toMatchObject({ timeRemainingMs: 0, clockStartedAt: null });
  });

  it('nothing due: same state, changed false', () => {
    const before = running(T0, 30 * SEC);
    const { state, changed } = settle(before, T0 + 29 * SEC);
    expect(changed).toBe(false);
    expect(state).toEqual(before);
  });

  it('an auto timeout past its end ends and resumes the clock from its end instant', () => {
    const inTimeout = live({ timeRemainingMs: 5 * MIN, timeoutTeam: 'home', timeoutEndsAt: T0 + MIN, timeoutResumesClock: true });
    const { state } = settle(inTimeout, T0 + MIN + 20 * SEC);
    expect(state).toMatchObject({ timeoutTeam: null, timeoutEndsAt: null, timeoutResumesClock: false, clockStartedAt: T0 + MIN, timeRemainingMs: 5 * MIN });
    expect(deriveView(inTimeout, T0 + MIN + 20 * SEC).timeRemaining).toBe(4 * 60 + 40);
  });

  it('nobody looked for minutes: the resumed clock has run out too, in time order', () => {
    const inTimeout = live({ timeRemainingMs: 2 * MIN, timeoutTeam: 'away', timeoutEndsAt: T0 + MIN, timeoutResumesClock: true });
    const { state } = settle(inTimeout, T0 + 10 * MIN);
    expect(state).toMatchObject({ timeoutTeam: null, timeRemainingMs: 0, clockStartedAt: null });
  });

  it('an auto timeout called with the clock stopped ends without starting it', () => {
    const inTimeout = live({ timeRemainingMs: 5 * MIN, timeoutTeam: 'home', timeoutEndsAt: T0 + MIN, timeoutResumesClock: false });
    const { state } = settle(inTimeout, T0 + 2 * MIN);
    expect(state).toMatchObject({ timeoutTeam: null, timeoutEndsAt: null, clockStartedAt: null, timeRemainingMs: 5 * MIN });
  });

  it('an auto timeout ends exactly at its end instant, not before', () => {
    const inTimeout = live({ timeoutTeam: 'home', timeoutEndsAt: T0 + MIN, timeoutResumesClock: true });
    expect(settle(inTimeout, T0 + MIN - 1).state.timeoutTeam).toBe('home');
    expect(settle(inTimeout, T0 + MIN).state).toMatchObject({ timeoutTeam: null, clockStartedAt: T0 + MIN });
  });

  it('a manual timeout (no end instant) lasts until ended', () => {
    const manual = live({ autoTimeouts: false, timeoutTeam: 'home', timeoutEndsAt: null, timeoutResumesClock: true });
    expect(settle(manual, T0 + 60 * MIN).changed).toBe(false);
  });

  it('halftime past its end ends and the clock stays stopped', () => {
    const halftime = live({ currentPeriod: 3, halftimeEndsAt: T0 + 5 * MIN });
    const { state } = settle(halftime, T0 + 6 * MIN);
    expect(state).toMatchObject({ halftimeEndsAt: null, clockStartedAt: null, timeRemainingMs: FULL, currentPeriod: 3 });
  });

  const samples: [string, GameState][] = [
    ['running', running(T0, 30 * SEC)],
    ['stopped', live({ timeRemainingMs: 30 * SEC })],
    ['auto timeout resuming', live({ timeRemainingMs: 40 * SEC, timeoutTeam: 'home', timeoutEndsAt: T0 + 20 * SEC, timeoutResumesClock: true })],
    ['auto timeout not resuming', live({ timeoutTeam: 'away', timeoutEndsAt: T0 + 20 * SEC })],
    ['manual timeout', live({ autoTimeouts: false, timeoutTeam: 'away', timeoutResumesClock: true })],
    ['halftime', live({ currentPeriod: 3, halftimeEndsAt: T0 + 50 * SEC })],
    ['completed with a stale running clock', running(T0, 30 * SEC, { status: 'completed' })],
  ];
  const instants = [T0 - SEC, T0, T0 + 20 * SEC - 1, T0 + 20 * SEC, T0 + 30 * SEC, T0 + 59 * SEC, T0 + 61 * SEC, T0 + 60 * MIN];

  it.each(samples)('is idempotent: settle(settle(s, n), n) = settle(s, n) (%s)', (_what, state) => {
    for (const now of instants) {
      const once = settle(state, now);
      const twice = settle(once.state, now);
      expect(twice.state).toEqual(once.state);
      expect(twice.changed).toBe(false);
    }
  });

  it.each(samples)('settling at an earlier instant first changes nothing later (%s)', (_what, state) => {
    for (const [i, early] of instants.entries()) {
      for (const late of instants.slice(i)) {
        expect(settle(settle(state, early).state, late).state).toEqual(settle(state, late).state);
      }
    }
  });
});

describe('deriveView: timeouts, halftime, counts', () => {
  it('auto timeout countdown, rounded up', () => {
    const state = live({ timeoutTeam: 'home', timeoutEndsAt: T0 + 60 * SEC });
    expect(deriveView(state, T0)).toMatchObject({ isTimeoutActive: true, timeoutTeam: 'home', timeoutTimeRemaining: 60 });
    expect(deriveView(state, T0 + 30_500).timeoutTimeRemaining).toBe(30);
    expect(deriveView(state, T0 + 59_999).timeoutTimeRemaining).toBe(1);
    expect(deriveView(state, T0 + 60 * SEC)).toMatchObject({ isTimeoutActive: false, timeoutTeam: null, timeoutTimeRemaining: null });
  });

  it('a manual timeout is active without a countdown', () => {
    const state = live({ autoTimeouts: false, timeoutTeam: 'away' });
    expect(deriveView(state, T0)).toMatchObject({ isTimeoutActive: true, timeoutTeam: 'away', timeoutTimeRemaining: null });
  });

  it('halftime countdown and expiry', () => {
    const state = live({ currentPeriod: 3, halftimeEndsAt: T0 + 300 * SEC });
    expect(deriveView(state, T0)).toMatchObject({ isHalftimeActive: true, halftimeTimeRemaining: 300, periodLabel: '3rd Quarter' });
    expect(deriveView(state, T0 + 299_001).halftimeTimeRemaining).toBe(1);
    expect(deriveView(state, T0 + 300 * SEC)).toMatchObject({ isHalftimeActive: false, halftimeTimeRemaining: null, isClockRunning: false });
  });

  it('no timeout, no halftime', () => {
    expect(deriveView(live(), T0)).toMatchObject({
      timeRemaining: 900,
      isClockRunning: false,
      isTimeoutActive: false,
      timeoutTeam: null,
      timeoutTimeRemaining: null,
      isHalftimeActive: false,
      halftimeTimeRemaining: null,
      periodLabel: '1st Quarter',
    });
  });

  it('timeouts and blitzes remaining per team, never below 0', () => {
    const state = live({ homeTimeoutsUsed: 1, awayTimeoutsUsed: 3, homeBlitzesUsed: 0, awayBlitzesUsed: 2 }, { timeoutsPerPeriod: 2, blitzesPerPeriod: 2 });
    expect(deriveView(state, T0)).toMatchObject({
      homeTimeoutsRemaining: 1,
      awayTimeoutsRemaining: 0,
      homeBlitzesRemaining: 2,
      awayBlitzesRemaining: 0,
    });
  });
});
