import { describe, expect, it } from 'vitest';
import type { GameAction } from './action-types';
import { applyAction } from './actions';
import { deriveView } from './clock';
import type { GameSettings, GameState } from './state';
import { accepted, live, MIN, running, SEC, T0 } from './test-helpers';

type Row = [what: string, state: GameState, action: GameAction, now: number, expected: Partial<GameState>];

function checkRows(rows: Row[]) {
  it.each(rows)('%s', (_what, state, action, now, expected) => {
    expect(accepted(state, action, now).state).toMatchObject(expected);
  });
}

type RefusalRow = [what: string, state: GameState, action: GameAction, title: string | undefined, message: string];

function checkRefusals(rows: RefusalRow[]) {
  it.each(rows)('%s', (_what, state, action, title, message) => {
    const result = applyAction(state, action, T0);
    expect(result).toEqual(title === undefined ? { ok: false, status: 409, message } : { ok: false, status: 409, title, message });
  });
}

describe('Scores (spec 5: never below 0)', () => {
  checkRows([
    ['+6', live({ homeScore: 0 }), { type: 'addScore', team: 'home', delta: 6 }, T0, { homeScore: 6, awayScore: 0 }],
    ['+1', live({ awayScore: 6 }), { type: 'addScore', team: 'away', delta: 1 }, T0, { awayScore: 7 }],
    ['+2 and +3 are accepted too', live({ homeScore: 6 }), { type: 'addScore', team: 'home', delta: 2 }, T0, { homeScore: 8 }],
    ['-1', live({ homeScore: 7 }), { type: 'addScore', team: 'home', delta: -1 }, T0, { homeScore: 6 }],
    ['-1 at 0 stays 0', live({ homeScore: 0 }), { type: 'addScore', team: 'home', delta: -1 }, T0, { homeScore: 0 }],
    ['-6 at 4 stops at 0', live({ awayScore: 4 }), { type: 'addScore', team: 'away', delta: -6 }, T0, { awayScore: 0 }],
    ['scoring does not touch the clock', running(T0, 5 * MIN), { type: 'addScore', team: 'home', delta: 6 }, T0 + SEC, { clockStartedAt: T0, timeRemainingMs: 5 * MIN }],
    ['set score', live({ homeScore: 13 }), { type: 'setScore', team: 'home', value: 12 }, T0, { homeScore: 12 }],
    ['set score 0', live({ awayScore: 13 }), { type: 'setScore', team: 'away', value: 0 }, T0, { awayScore: 0 }],
    ['set score corrects a completed game', live({ status: 'completed', homeScore: 13 }), { type: 'setScore', team: 'home', value: 14 }, T0, { homeScore: 14, status: 'completed' }],
  ]);

  describe('one score cap for every path: addScore stops where setScore does', () => {
    checkRows([
      ['+6 up to exactly 999', live({ homeScore: 993 }), { type: 'addScore', team: 'home', delta: 6 }, T0, { homeScore: 999 }],
      ['-1 at 999', live({ awayScore: 999 }), { type: 'addScore', team: 'away', delta: -1 }, T0, { awayScore: 998 }],
    ]);
    checkRefusals([
      ['+99 at 999', live({ homeScore: 999 }), { type: 'addScore', team: 'home', delta: 99 }, undefined, 'A score cannot go above 999. Set the score directly if it is wrong.'],
      ['+1 at 999', live({ awayScore: 999 }), { type: 'addScore', team: 'away', delta: 1 }, undefined, 'A score cannot go above 999. Set the score directly if it is wrong.'],
    ]);
  });

  it('records a score event with the points actually applied and the clock at that moment', () => {
    const result = accepted(running(T0, 10 * MIN, { currentPeriod: 2 }), { type: 'addScore', team: 'home', delta: 6 }, T0 + 61_500);
    expect(result.events).toMatchObject([
      { eventType: 'score', team: 'home', points: 6, period: 2, timeRemaining: 539, description: 'Home scored 6 points' },
    ]);
  });

  it('a correction is recorded as negative points; a change clamped to nothing records nothing', () => {
    expect(accepted(live({ awayScore: 1 }), { type: 'addScore', team: 'away', delta: -1 }).events[0]).toMatchObject({ points: -1, description: 'Away score corrected by -1' });
    expect(accepted(live({ awayScore: 2 }), { type: 'addScore', team: 'away', delta: -6 }).events[0]).toMatchObject({ points: -2 });
    const nothing = accepted(live({ awayScore: 0 }), { type: 'addScore', team: 'away', delta: -1 });
    expect(nothing.events).toEqual([]);
    expect(nothing.changed).toBe(false);
  });

  it('uses the team names it is given', () => {
    const result = applyAction(live(), { type: 'addScore', team: 'away', delta: 1 }, T0, { teamNames: { home: 'Eagles', away: 'Hawks' } });
    expect(result.ok && result.events[0]?.description).toBe('Hawks scored 1 point');
  });
});

describe('Scoring plays (issue 18)', () => {
  it.each([
    ['touchdown', 6, 'Touchdown'],
    ['pat1', 1, 'PAT 1'],
    ['pat2', 2, 'PAT 2'],
    ['safety', 2, 'Safety'],
    ['patReturn', 2, 'Defensive PAT return'],
  ] as const)('%s is worth %i and records the play on its score event', (play, points, name) => {
    const result = accepted(running(T0, 10 * MIN, { homeScore: 7, awayScore: 3 }), { type: 'scoringPlay', team: 'away', play }, T0 + 5 * SEC);
    expect(result.state).toMatchObject({ homeScore: 7, awayScore: 3 + points, clockStartedAt: T0 });
    expect(result.events).toMatchObject([
      { eventType: 'score', team: 'away', points, period: 1, timeRemaining: 595, description: `Away: ${name}`, play, jersey: null },
    ]);
  });

  it('names the jersey and the team it is given', () => {
    const result = applyAction(live({ currentPeriod: 2 }), { type: 'scoringPlay', team: 'home', play: 'touchdown', jersey: '12' }, T0, { teamNames: { home: 'Black Panthers', away: 'Hawks' } });
    expect(result.ok && result.events[0]).toMatchObject({ description: 'Black Panthers: Touchdown #12', jersey: '12', play: 'touchdown', points: 6, period: 2 });
  });

  it('a jersey of null is no jersey; "0" and "00" are jerseys', () => {
    expect(accepted(live(), { type: 'scoringPlay', team: 'home', play: 'safety', jersey: null }).events[0]).toMatchObject({ description: 'Home: Safety', jersey: null });
    expect(accepted(live(), { type: 'scoringPlay', team: 'home', play: 'safety', jersey: '00' }).events[0]).toMatchObject({ description: 'Home: Safety #00', jersey: '00' });
    expect(accepted(live(), { type: 'scoringPlay', team: 'home', play: 'pat2', jersey: '0' }).events[0]).toMatchObject({ jersey: '0' });
  });

  describe('the same cap as addScore', () => {
    checkRows([['touchdown up to exactly 999', live({ homeScore: 993 }), { type: 'scoringPlay', team: 'home', play: 'touchdown' }, T0, { homeScore: 999 }]]);
    checkRefusals([
      ['touchdown at 994', live({ homeScore: 994 }), { type: 'scoringPlay', team: 'home', play: 'touchdown' }, undefined, 'A score cannot go above 999. Set the score directly if it is wrong.'],
      ['PAT 1 at 999', live({ awayScore: 999 }), { type: 'scoringPlay', team: 'away', play: 'pat1', jersey: '4' }, undefined, 'A score cannot go above 999. Set the score directly if it is wrong.'],
    ]);
  });

  it('only a live game takes one (the status gate of addScore)', () => {
    for (const status of ['scheduled', 'completed', 'cancelled'] as const) {
      expect(applyAction(live({ status }), { type: 'scoringPlay', team: 'home', play: 'touchdown' }, T0)).toMatchObject({ ok: false, status: 409 });
    }
  });
});

describe('Downs (spec 4: 1 to 4 set directly)', () => {
  checkRows([1, 2, 3, 4].map((down): Row => [`down ${down}`, live({ currentDown: 2 }), { type: 'setDown', down }, T0, { currentDown: down }]));
});

describe('Timeouts (spec 4, 5)', () => {
  const auto: Partial<GameSettings> = { autoTimeouts: true, timeoutDuration: 60 };
  const manual: Partial<GameSettings> = { autoTimeouts: false };
  checkRows([
    ['auto, clock running: stops it, ends in 60 s, resumes after', running(T0, 10 * MIN, auto), { type: 'callTimeout', team: 'home' }, T0 + 30 * SEC, { homeTimeoutsUsed: 1, clockStartedAt: null, timeRemainingMs: 9 * MIN + 30 * SEC, timeoutTeam: 'home', timeoutEndsAt: T0 + 90 * SEC, timeoutResumesClock: true }],
    ['auto, clock stopped: will not start it', live({ timeRemainingMs: 4 * MIN }, auto), { type: 'callTimeout', team: 'away' }, T0, { awayTimeoutsUsed: 1, timeoutTeam: 'away', timeoutEndsAt: T0 + 60 * SEC, timeoutResumesClock: false }],
    ['auto timeout length follows the game setting', live({}, { timeoutDuration: 90 }), { type: 'callTimeout', team: 'home' }, T0, { timeoutEndsAt: T0 + 90 * SEC }],
    ['manual: active with no end instant', running(T0, 10 * MIN, manual), { type: 'callTimeout', team: 'home' }, T0, { timeoutTeam: 'home', timeoutEndsAt: null, timeoutResumesClock: true, clockStartedAt: null }],
    ['end a manual timeout: the clock runs again from now', live({ timeoutTeam: 'home', timeoutResumesClock: true, timeRemainingMs: 5 * MIN }, manual), { type: 'endTimeout' }, T0, { timeoutTeam: null, timeoutResumesClock: false, clockStartedAt: T0 }],
    ['end a manual timeout called with the clock stopped: stays stopped', live({ timeoutTeam: 'home', timeoutResumesClock: false }, manual), { type: 'endTimeout' }, T0, { timeoutTeam: null, clockStartedAt: null }],
    ['end an auto timeout early: resumes from now', live({ timeoutTeam: 'away', timeoutEndsAt: T0 + 40 * SEC, timeoutResumesClock: true }), { type: 'endTimeout' }, T0, { timeoutTeam: null, timeoutEndsAt: null, clockStartedAt: T0 }],
    ['end after it already expired: nothing more happens', live({ timeoutTeam: 'away', timeoutEndsAt: T0 - 10 * SEC, timeoutResumesClock: true, timeRemainingMs: MIN }), { type: 'endTimeout' }, T0, { timeoutTeam: null, clockStartedAt: T0 - 10 * SEC }],
    ['per_game: counts the game total', live({ homeTimeoutsUsed: 1, currentPeriod: 3 }, { timeoutType: 'per_game', timeoutsPerPeriod: 3 }), { type: 'callTimeout', team: 'home' }, T0, { homeTimeoutsUsed: 2 }],
  ]);

  it('auto timeout expiry resumes the clock with the exact time left', () => {
    const called = accepted(running(T0, 10 * MIN), { type: 'callTimeout', team: 'home' }, T0 + 30 * SEC).state;
    expect(deriveView(called, T0 + 60 * SEC)).toMatchObject({ isTimeoutActive: true, timeoutTimeRemaining: 30, isClockRunning: false, timeRemaining: 570 });
    expect(deriveView(called, T0 + 90 * SEC)).toMatchObject({ isTimeoutActive: false, isClockRunning: true, timeRemaining: 570 });
    expect(deriveView(called, T0 + 100 * SEC)).toMatchObject({ isClockRunning: true, timeRemaining: 560 });
  });

  it('records a timeout event at the moment of the call', () => {
    const result = accepted(running(T0, 10 * MIN), { type: 'callTimeout', team: 'away' }, T0 + 30 * SEC);
    expect(result.events).toMatchObject([
      { eventType: 'timeout', team: 'away', points: null, period: 1, timeRemaining: 570, description: 'Away timeout (1 of 2)' },
    ]);
  });

  describe('refusals (409)', () => {
    checkRefusals([
      ['per_period limit, home', live({ homeTimeoutsUsed: 2 }), { type: 'callTimeout', team: 'home' }, 'Timeout not allowed', 'Home team has used all timeouts for this period'],
      ['per_period limit, away', live({ awayTimeoutsUsed: 2 }), { type: 'callTimeout', team: 'away' }, 'Timeout not allowed', 'Away team has used all timeouts for this period'],
      ['per_game limit', live({ awayTimeoutsUsed: 2, currentPeriod: 3 }, { timeoutType: 'per_game' }), { type: 'callTimeout', team: 'away' }, 'Timeout not allowed', 'Away team has used all timeouts for this game'],
      ['0 timeouts allowed', live({}, { timeoutsPerPeriod: 0 }), { type: 'callTimeout', team: 'home' }, 'Timeout not allowed', 'Home team has used all timeouts for this period'],
      ['while a timeout is active (other team)', live({ timeoutTeam: 'home', timeoutEndsAt: T0 + 30 * SEC }), { type: 'callTimeout', team: 'away' }, 'Timeout not allowed', 'A timeout is already in progress'],
      ['while a manual timeout is active', live({ timeoutTeam: 'away' }, { autoTimeouts: false }), { type: 'callTimeout', team: 'away' }, 'Timeout not allowed', 'A timeout is already in progress'],
      ['during halftime', live({ currentPeriod: 3, halftimeEndsAt: T0 + MIN }), { type: 'callTimeout', team: 'home' }, 'Timeout not allowed', 'Timeouts cannot be called during halftime'],
    ]);

    it('a refused timeout changes nothing: the other team still has its own count', () => {
      expect(applyAction(live({ homeTimeoutsUsed: 2 }), { type: 'callTimeout', team: 'away' }, T0).ok).toBe(true);
    });

    it('a timeout whose end has passed no longer blocks a new one', () => {
      const expired = live({ timeoutTeam: 'home', timeoutEndsAt: T0 - 1, homeTimeoutsUsed: 1 });
      expect(accepted(expired, { type: 'callTimeout', team: 'away' }).state).toMatchObject({ timeoutTeam: 'away', awayTimeoutsUsed: 1 });
    });
  });
});

describe('Blitzes (spec 5)', () => {
  const two: Partial<GameSettings> = { blitzesPerPeriod: 2 };

  it('counts one for the team and leaves the clock running', () => {
    const result = accepted(running(T0, 5 * MIN, { blitzesPerPeriod: 2, homeBlitzesUsed: 1 }), { type: 'callBlitz', team: 'home' }, T0 + 10 * SEC);
    expect(result.state).toMatchObject({ homeBlitzesUsed: 2, awayBlitzesUsed: 0, clockStartedAt: T0 });
    expect(result.events).toMatchObject([
      { eventType: 'blitz', team: 'home', points: null, period: 1, timeRemaining: 290, description: 'Home blitz (2 of 2)' },
    ]);
  });

  describe('refusals (409)', () => {
    checkRefusals([
      ['disabled (0 per period)', live(), { type: 'callBlitz', team: 'home' }, 'Blitz not allowed', 'Blitzes are disabled for this game'],
      ['limit, home', live({ homeBlitzesUsed: 2 }, two), { type: 'callBlitz', team: 'home' }, 'Blitz not allowed', 'Home team has used all blitzes for this period'],
      ['limit, away', live({ awayBlitzesUsed: 2 }, two), { type: 'callBlitz', team: 'away' }, 'Blitz not allowed', 'Away team has used all blitzes for this period'],
    ]);
  });
});

describe('Manual adjustment of used timeouts and blitzes (spec 5: clamped to 0..allowed)', () => {
  const settings: Partial<GameSettings> = { timeoutsPerPeriod: 2, blitzesPerPeriod: 3 };
  checkRows([
    ['timeouts within range', live({}, settings), { type: 'setTimeoutsUsed', team: 'home', count: 1 }, T0, { homeTimeoutsUsed: 1 }],
    ['timeouts above the allowed count', live({}, settings), { type: 'setTimeoutsUsed', team: 'away', count: 5 }, T0, { awayTimeoutsUsed: 2 }],
    ['timeouts below 0', live({ homeTimeoutsUsed: 2 }, settings), { type: 'setTimeoutsUsed', team: 'home', count: -1 }, T0, { homeTimeoutsUsed: 0 }],
    ['blitzes within range', live({}, settings), { type: 'setBlitzesUsed', team: 'away', count: 3 }, T0, { awayBlitzesUsed: 3 }],
    ['blitzes above the allowed count', live({}, settings), { type: 'setBlitzesUsed', team: 'home', count: 4 }, T0, { homeBlitzesUsed: 3 }],
    ['blitzes below 0', live({ awayBlitzesUsed: 1 }, settings), { type: 'setBlitzesUsed', team: 'away', count: -3 }, T0, { awayBlitzesUsed: 0 }],
    ['blitzes disabled: always 0', live({}, { blitzesPerPeriod: 0 }), { type: 'setBlitzesUsed', team: 'home', count: 2 }, T0, { homeBlitzesUsed: 0 }],
  ]);
});
