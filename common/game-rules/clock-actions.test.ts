import { describe, expect, it } from 'vitest';
import type { GameAction } from './action-types';
import { applyAction } from './actions';
import { deriveView } from './clock';
import type { GameSettings, GameState } from './state';
import { accepted, live, MIN, running, scheduled, SEC, T0 } from './test-helpers';

type Row = [what: string, state: GameState, action: GameAction, now: number, expected: Partial<GameState>];

function checkRows(rows: Row[]) {
  it.each(rows)('%s', (_what, state, action, now, expected) => {
    expect(accepted(state, action, now).state).toMatchObject(expected);
  });
}

const HALVES: Partial<GameSettings> = { gameFormat: 'halves', totalPeriods: 2, periodDuration: 25 };

describe('Start Game (spec 4: live, clock stopped)', () => {
  checkRows([
    ['scheduled -> live, stopped at the full period', scheduled({ timeRemainingMs: 123 }), { type: 'startGame' }, T0, { status: 'live', clockStartedAt: null, timeRemainingMs: 15 * MIN, currentPeriod: 1 }],
    ['halves: 25:00', scheduled({}, HALVES), { type: 'startGame' }, T0, { status: 'live', timeRemainingMs: 25 * MIN }],
    ['keeps a period already set', scheduled({ currentPeriod: 3 }), { type: 'startGame' }, T0, { currentPeriod: 3 }],
    ['an impossible period becomes 1', scheduled({ currentPeriod: 9 }), { type: 'startGame' }, T0, { currentPeriod: 1 }],
    ['keeps scores already set', scheduled({ homeScore: 7 }), { type: 'startGame' }, T0, { homeScore: 7 }],
  ]);

  it('records no event (period_start is logged by Next Period)', () => {
    expect(accepted(scheduled(), { type: 'startGame' }).events).toEqual([]);
  });
});

describe('Clock start, stop, reset (spec 4)', () => {
  checkRows([
    ['start runs the clock from now', live({ timeRemainingMs: 10 * MIN }), { type: 'startClock' }, T0, { clockStartedAt: T0, timeRemainingMs: 10 * MIN }],
    ['start on a scheduled game makes it live and runs a full period', scheduled({ timeRemainingMs: 5 }), { type: 'startClock' }, T0, { status: 'live', clockStartedAt: T0, timeRemainingMs: 15 * MIN }],
    ['start while running changes nothing', running(T0, 10 * MIN), { type: 'startClock' }, T0 + MIN, { clockStartedAt: T0, timeRemainingMs: 10 * MIN }],
    ['start during a timeout ends the timeout', live({ timeoutTeam: 'home', timeoutEndsAt: T0 + 50 * SEC, timeoutResumesClock: true }), { type: 'startClock' }, T0, { timeoutTeam: null, timeoutEndsAt: null, timeoutResumesClock: false, clockStartedAt: T0 }],
    ['start during halftime ends halftime early', live({ currentPeriod: 3, halftimeEndsAt: T0 + 4 * MIN }), { type: 'startClock' }, T0, { halftimeEndsAt: null, clockStartedAt: T0 }],
    ['stop keeps the time shown at now', running(T0, 10 * MIN), { type: 'stopClock' }, T0 + 90 * SEC, { clockStartedAt: null, timeRemainingMs: 10 * MIN - 90 * SEC }],
    ['stop keeps milliseconds exact', running(T0, 10 * MIN), { type: 'stopClock' }, T0 + 1_234, { timeRemainingMs: 10 * MIN - 1_234 }],
    ['stop when stopped changes nothing', live({ timeRemainingMs: 7 * SEC }), { type: 'stopClock' }, T0, { clockStartedAt: null, timeRemainingMs: 7 * SEC }],
    ['stop during a resuming timeout cancels the resume', live({ timeoutTeam: 'home', timeoutEndsAt: T0 + MIN, timeoutResumesClock: true }), { type: 'stopClock' }, T0, { timeoutTeam: 'home', timeoutResumesClock: false }],
    ['reset sets the period length and stops', running(T0, 3 * MIN), { type: 'resetClock' }, T0 + MIN, { clockStartedAt: null, timeRemainingMs: 15 * MIN }],
    ['reset in halves', live({ timeRemainingMs: 0 }, HALVES), { type: 'resetClock' }, T0, { timeRemainingMs: 25 * MIN }],
  ]);

  it('start at 0:00 is refused (409)', () => {
    expect(applyAction(live({ timeRemainingMs: 0 }), { type: 'startClock' }, T0)).toMatchObject({ ok: false, status: 409 });
  });

  it('a clock run out by the time of the start is settled first, then refused', () => {
    expect(applyAction(running(T0, 5 * SEC), { type: 'startClock' }, T0 + 6 * SEC)).toMatchObject({ ok: false, status: 409 });
  });
});

describe('Time adjustment (spec 4: ±10/30/60 s, at least 0, stops the clock)', () => {
  const stoppedAt = (ms: number) => live({ timeRemainingMs: ms });
  checkRows([
    ['+10', stoppedAt(5 * MIN), { type: 'adjustTime', deltaSeconds: 10 }, T0, { timeRemainingMs: 5 * MIN + 10 * SEC }],
    ['+30', stoppedAt(5 * MIN), { type: 'adjustTime', deltaSeconds: 30 }, T0, { timeRemainingMs: 5 * MIN + 30 * SEC }],
    ['+60', stoppedAt(5 * MIN), { type: 'adjustTime', deltaSeconds: 60 }, T0, { timeRemainingMs: 6 * MIN }],
    ['-10', stoppedAt(5 * MIN), { type: 'adjustTime', deltaSeconds: -10 }, T0, { timeRemainingMs: 5 * MIN - 10 * SEC }],
    ['-30', stoppedAt(5 * MIN), { type: 'adjustTime', deltaSeconds: -30 }, T0, { timeRemainingMs: 4 * MIN + 30 * SEC }],
    ['-60', stoppedAt(5 * MIN), { type: 'adjustTime', deltaSeconds: -60 }, T0, { timeRemainingMs: 4 * MIN }],
    ['-60 at 0:20 floors at 0', stoppedAt(20 * SEC), { type: 'adjustTime', deltaSeconds: -60 }, T0, { timeRemainingMs: 0 }],
    ['+60 at 14:30 stops at the period length', stoppedAt(14 * MIN + 30 * SEC), { type: 'adjustTime', deltaSeconds: 60 }, T0, { timeRemainingMs: 15 * MIN }],
    ['on a running clock: from the time at now, and stops it', running(T0, 5 * MIN), { type: 'adjustTime', deltaSeconds: 30 }, T0 + 20 * SEC, { clockStartedAt: null, timeRemainingMs: 5 * MIN + 10 * SEC }],
    ['set time directly, stops the clock', running(T0, 5 * MIN), { type: 'setTimeRemaining', seconds: 120 }, T0 + SEC, { clockStartedAt: null, timeRemainingMs: 2 * MIN }],
    ['set time to 0', live(), { type: 'setTimeRemaining', seconds: 0 }, T0, { timeRemainingMs: 0 }],
  ]);
});

describe('Next period (spec 4)', () => {
  const usedEverything = { homeTimeoutsUsed: 2, awayTimeoutsUsed: 1, homeBlitzesUsed: 1, awayBlitzesUsed: 2 };
  const blitzes: Partial<GameSettings> = { blitzesPerPeriod: 2 };
  checkRows([
    ['Q1 -> Q2: full time, stopped, no halftime', running(T0, 2 * MIN, { currentPeriod: 1 }), { type: 'nextPeriod' }, T0 + MIN, { currentPeriod: 2, timeRemainingMs: 15 * MIN, clockStartedAt: null, halftimeEndsAt: null, status: 'live' }],
    ['Q2 -> Q3 starts halftime of halftimeDuration', live({ currentPeriod: 2, timeRemainingMs: 0 }), { type: 'nextPeriod' }, T0, { currentPeriod: 3, halftimeEndsAt: T0 + 300 * SEC }],
    ['halftime length follows the game setting', live({ currentPeriod: 2 }, { halftimeDuration: 600 }), { type: 'nextPeriod' }, T0, { halftimeEndsAt: T0 + 600 * SEC }],
    ['Q3 -> Q4: no halftime', live({ currentPeriod: 3 }), { type: 'nextPeriod' }, T0, { currentPeriod: 4, halftimeEndsAt: null }],
    ['Q4 -> completed, clock stopped', running(T0, MIN, { currentPeriod: 4 }), { type: 'nextPeriod' }, T0 + 10 * SEC, { status: 'completed', currentPeriod: 4, clockStartedAt: null, timeRemainingMs: 50 * SEC }],
    ['past the last period -> completed', live({ currentPeriod: 5 }), { type: 'nextPeriod' }, T0, { status: 'completed', currentPeriod: 5 }],
    ['H1 -> H2: 25:00 and halftime', live({ currentPeriod: 1 }, HALVES), { type: 'nextPeriod' }, T0, { currentPeriod: 2, timeRemainingMs: 25 * MIN, halftimeEndsAt: T0 + 300 * SEC }],
    ['H2 -> completed', live({ currentPeriod: 2 }, HALVES), { type: 'nextPeriod' }, T0, { status: 'completed', currentPeriod: 2 }],
    ['per_period: timeouts and blitzes reset for both', live({ ...usedEverything }, blitzes), { type: 'nextPeriod' }, T0, { homeTimeoutsUsed: 0, awayTimeoutsUsed: 0, homeBlitzesUsed: 0, awayBlitzesUsed: 0 }],
    ['per_game: timeouts kept, blitzes reset', live({ ...usedEverything }, { ...blitzes, timeoutType: 'per_game' }), { type: 'nextPeriod' }, T0, { homeTimeoutsUsed: 2, awayTimeoutsUsed: 1, homeBlitzesUsed: 0, awayBlitzesUsed: 0 }],
    ['ends an active timeout', live({ timeoutTeam: 'home', timeoutEndsAt: T0 + MIN, timeoutResumesClock: true }), { type: 'nextPeriod' }, T0, { timeoutTeam: null, timeoutEndsAt: null, timeoutResumesClock: false, clockStartedAt: null }],
    ['completion ends halftime and timeout', live({ currentPeriod: 4, timeoutTeam: 'away', timeoutEndsAt: T0 + MIN }), { type: 'nextPeriod' }, T0, { status: 'completed', timeoutTeam: null, halftimeEndsAt: null }],
    ['6 periods: halftime after the 3rd', live({ currentPeriod: 3 }, { totalPeriods: 6 }), { type: 'nextPeriod' }, T0, { currentPeriod: 4, halftimeEndsAt: T0 + 300 * SEC }],
    ['3 periods: no middle, no halftime', live({ currentPeriod: 1 }, { totalPeriods: 3 }), { type: 'nextPeriod' }, T0, { currentPeriod: 2, halftimeEndsAt: null }],
    ['a set period number changes only the period', live({ currentPeriod: 1, homeTimeoutsUsed: 2, currentDown: 3 }), { type: 'setPeriod', period: 3 }, T0, { currentPeriod: 3, homeTimeoutsUsed: 2, halftimeEndsAt: null, currentDown: 3 }],
    ['the down goes back to 1 at a new period', live({ currentPeriod: 1, currentDown: 4 }), { type: 'nextPeriod' }, T0, { currentPeriod: 2, currentDown: 1 }],
    ['the down goes back to 1 when halftime starts the 3rd quarter', live({ currentPeriod: 2, currentDown: 3 }), { type: 'nextPeriod' }, T0, { currentPeriod: 3, currentDown: 1, halftimeEndsAt: T0 + 300 * SEC }],
    ['the completed game keeps its last down', live({ currentPeriod: 4, currentDown: 3 }), { type: 'nextPeriod' }, T0, { status: 'completed', currentDown: 3 }],
  ]);

  it.each([
    [2, 1, '2nd Quarter'],
    [3, 2, '3rd Quarter'],
    [4, 3, '4th Quarter'],
  ])('logs period_start for period %i', (period, from, label) => {
    const { events } = accepted(live({ currentPeriod: from }), { type: 'nextPeriod' });
    expect(events).toMatchObject([{ eventType: 'period_start', team: null, points: null, period, timeRemaining: 900, description: `${label} started` }]);
  });

  it('logs 2nd Half started for halves', () => {
    expect(accepted(live({}, HALVES), { type: 'nextPeriod' }).events[0]).toMatchObject({ period: 2, timeRemaining: 1500, description: '2nd Half started' });
  });

  it('logs nothing when the game completes', () => {
    expect(accepted(live({ currentPeriod: 4 }), { type: 'nextPeriod' }).events).toEqual([]);
  });
});

describe('Halftime: start, countdown, expiry', () => {
  it('counts down from the halftime duration, then ends with the clock stopped for the referee', () => {
    const { state } = accepted(live({ currentPeriod: 2 }), { type: 'nextPeriod' }, T0);
    expect(deriveView(state, T0)).toMatchObject({ isHalftimeActive: true, halftimeTimeRemaining: 300, periodLabel: '3rd Quarter', timeRemaining: 900, isClockRunning: false });
    expect(deriveView(state, T0 + 120 * SEC).halftimeTimeRemaining).toBe(180);
    expect(deriveView(state, T0 + 300 * SEC)).toMatchObject({ isHalftimeActive: false, halftimeTimeRemaining: null, isClockRunning: false, timeRemaining: 900 });
    expect(accepted(state, { type: 'startClock' }, T0 + 400 * SEC).state).toMatchObject({ clockStartedAt: T0 + 400 * SEC, halftimeEndsAt: null });
  });

  it('a game setting of 0 s skips halftime', () => {
    expect(accepted(live({ currentPeriod: 2 }, { halftimeDuration: 0 }), { type: 'nextPeriod' }).state.halftimeEndsAt).toBeNull();
  });
});

describe('Status set by the admin (spec 4: any of the four, freely)', () => {
  checkRows([
    ['scheduled -> live is Start Game', scheduled({ timeRemainingMs: 1 }), { type: 'setStatus', status: 'live' }, T0, { status: 'live', timeRemainingMs: 15 * MIN, clockStartedAt: null }],
    ['live -> completed stops the clock where it is', running(T0, 5 * MIN), { type: 'setStatus', status: 'completed' }, T0 + MIN, { status: 'completed', clockStartedAt: null, timeRemainingMs: 4 * MIN }],
    ['live -> cancelled ends a timeout', live({ timeoutTeam: 'home', timeoutEndsAt: T0 + MIN }), { type: 'setStatus', status: 'cancelled' }, T0, { status: 'cancelled', timeoutTeam: null, timeoutEndsAt: null }],
    ['live -> scheduled ends halftime', live({ halftimeEndsAt: T0 + MIN }), { type: 'setStatus', status: 'scheduled' }, T0, { status: 'scheduled', halftimeEndsAt: null }],
    ['completed -> live reopens with the clock stopped', live({ status: 'completed', currentPeriod: 4, timeRemainingMs: 0, homeScore: 12 }), { type: 'setStatus', status: 'live' }, T0, { status: 'live', currentPeriod: 4, timeRemainingMs: 0, homeScore: 12 }],
    ['cancelled -> scheduled', live({ status: 'cancelled' }), { type: 'setStatus', status: 'scheduled' }, T0, { status: 'scheduled' }],
  ]);
});
