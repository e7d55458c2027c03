import { describe, expect, it } from 'vitest';
import { GAME_STATUSES, type GameStatus } from '../constants';
import type { GameAction, GameActionType } from './action-types';
import { applyAction } from './actions';
import { DEFAULT_RULES } from './rules-profile';
import { ALLOWED_STATUSES } from './status-gate';
import { live, MIN, running, SEC, T0 } from './test-helpers';

// One valid example of every action, to run through every status.
const EXAMPLES: Record<GameActionType, GameAction> = {
  startGame: { type: 'startGame' },
  startClock: { type: 'startClock' },
  stopClock: { type: 'stopClock' },
  resetClock: { type: 'resetClock' },
  adjustTime: { type: 'adjustTime', deltaSeconds: -10 },
  setTimeRemaining: { type: 'setTimeRemaining', seconds: 60 },
  nextPeriod: { type: 'nextPeriod' },
  setPeriod: { type: 'setPeriod', period: 2 },
  setStatus: { type: 'setStatus', status: 'completed' },
  addScore: { type: 'addScore', team: 'home', delta: 6 },
  scoringPlay: { type: 'scoringPlay', team: 'away', play: 'touchdown', jersey: '12' },
  setScore: { type: 'setScore', team: 'home', value: 3 },
  setDown: { type: 'setDown', down: 3 },
  callTimeout: { type: 'callTimeout', team: 'home' },
  endTimeout: { type: 'endTimeout' },
  callBlitz: { type: 'callBlitz', team: 'away' },
  setTimeoutsUsed: { type: 'setTimeoutsUsed', team: 'home', count: 1 },
  setBlitzesUsed: { type: 'setBlitzesUsed', team: 'away', count: 1 },
  endGame: { type: 'endGame', reason: 'mercy' },
  forfeit: { type: 'forfeit', team: 'home' },
  undo: { type: 'undo', eventId: 1 },
  endOvertimeRound: { type: 'endOvertimeRound' },
};

const REFUSED_BECAUSE: Record<GameStatus, string> = {
  scheduled: 'This game has not started yet',
  live: 'This game has already started',
  completed: 'This game is completed',
  cancelled: 'This game is cancelled',
};

describe('which actions each status accepts (409 otherwise)', () => {
  it('the table is read as: only Start Game, Clock Start, Set Status and Forfeit on a scheduled game; only Set Score and Set Status on a completed one; only Set Status on a cancelled one', () => {
    const accepting = (status: GameStatus) =>
      (Object.keys(ALLOWED_STATUSES) as GameActionType[]).filter((type) => ALLOWED_STATUSES[type].includes(status));
    expect(accepting('scheduled')).toEqual(['startGame', 'startClock', 'setStatus', 'forfeit']);
    expect(accepting('completed')).toEqual(['setStatus', 'setScore']);
    expect(accepting('cancelled')).toEqual(['setStatus']);
    expect(accepting('live')).not.toContain('startGame');
  });

  const cases = GAME_STATUSES.flatMap((status) =>
    Object.values(EXAMPLES).map((action) => [status, action.type, action] as const),
  );

  // a lead the mercy rule ends, and one undoable event, so that endGame and undo can succeed
  const rules = { ...DEFAULT_RULES, mercy: { points: 14, from: 'start', autoEnd: false } } as const;
  const events = [{ id: 1, eventType: 'down', team: null, description: '2nd down', undone: false, revert: { action: { type: 'setDown', down: 2 }, before: { currentDown: 1 }, shiftMs: 0 } }] as const;

  it.each(cases)('%s game, %s', (status, type, action) => {
    // issue 36: a round of overtime to end, for endOvertimeRound
    const overtime = type === 'endOvertimeRound' ? { playoff: true, overtime: { round: 1, tried: [] } } : {};
    const state = live({ status, blitzesPerPeriod: 2, homeScore: 14, currentDown: 2, rules, ...overtime });
    const result = applyAction(state, action, T0, { events });
    if (ALLOWED_STATUSES[type].includes(status)) {
      expect(result.ok).toBe(true);
    } else {
      expect(result).toEqual({ ok: false, status: 409, message: REFUSED_BECAUSE[status] });
    }
  });
});

describe('bad values (400), whatever the status', () => {
  const bad = (action: unknown) => action as GameAction;
  it.each([
    ['adjust by 15 s', bad({ type: 'adjustTime', deltaSeconds: 15 }), 'Time adjustment must be plus or minus 10, 30 or 60 seconds'],
    ['adjust by 0', bad({ type: 'adjustTime', deltaSeconds: 0 }), 'Time adjustment must be plus or minus 10, 30 or 60 seconds'],
    ['adjust by "10"', bad({ type: 'adjustTime', deltaSeconds: '10' }), 'Time adjustment must be plus or minus 10, 30 or 60 seconds'],
    ['set time above the period', bad({ type: 'setTimeRemaining', seconds: 901 }), 'Time remaining must be a whole number of seconds from 0 to 900'],
    ['set time below 0', bad({ type: 'setTimeRemaining', seconds: -1 }), 'Time remaining must be a whole number of seconds from 0 to 900'],
    ['set time 1.5 s', bad({ type: 'setTimeRemaining', seconds: 1.5 }), 'Time remaining must be a whole number of seconds from 0 to 900'],
    ['period 0', bad({ type: 'setPeriod', period: 0 }), 'Period must be a whole number from 1 to 4'],
    ['period 5 of 4', bad({ type: 'setPeriod', period: 5 }), 'Period must be a whole number from 1 to 4'],
    ['status "paused"', bad({ type: 'setStatus', status: 'paused' }), 'Status must be scheduled, live, completed or cancelled'],
    ['score delta 0', bad({ type: 'addScore', team: 'home', delta: 0 }), 'Points must be a whole number from -99 to 99 other than 0'],
    ['score delta 100', bad({ type: 'addScore', team: 'home', delta: 100 }), 'Points must be a whole number from -99 to 99 other than 0'],
    ['score delta 0.5', bad({ type: 'addScore', team: 'home', delta: 0.5 }), 'Points must be a whole number from -99 to 99 other than 0'],
    ['score delta NaN', bad({ type: 'addScore', team: 'home', delta: Number.NaN }), 'Points must be a whole number from -99 to 99 other than 0'],
    ['set score -1', bad({ type: 'setScore', team: 'away', value: -1 }), 'Score must be a whole number from 0 to 999'],
    ['set score 2.5', bad({ type: 'setScore', team: 'away', value: 2.5 }), 'Score must be a whole number from 0 to 999'],
    ['set score "7"', bad({ type: 'setScore', team: 'away', value: '7' }), 'Score must be a whole number from 0 to 999'],
    ['set score 1000', bad({ type: 'setScore', team: 'away', value: 1000 }), 'Score must be a whole number from 0 to 999'],
    ['down 0', bad({ type: 'setDown', down: 0 }), 'Down must be 1, 2, 3 or 4'],
    ['down 5', bad({ type: 'setDown', down: 5 }), 'Down must be 1, 2, 3 or 4'],
    ['down 2.5', bad({ type: 'setDown', down: 2.5 }), 'Down must be 1, 2, 3 or 4'],
    ['timeouts used 1.5', bad({ type: 'setTimeoutsUsed', team: 'home', count: 1.5 }), 'The count must be a whole number'],
    ['blitzes used Infinity', bad({ type: 'setBlitzesUsed', team: 'home', count: Infinity }), 'The count must be a whole number'],
    ['team "visitors"', bad({ type: 'callTimeout', team: 'visitors' }), 'Team must be home or away'],
    ['team missing', bad({ type: 'addScore', delta: 6 }), 'Team must be home or away'],
    ['scoring play without a team', bad({ type: 'scoringPlay', play: 'touchdown' }), 'Team must be home or away'],
    ['scoring play "fieldGoal"', bad({ type: 'scoringPlay', team: 'home', play: 'fieldGoal' }), 'Play must be touchdown, pat1, pat2, safety or patReturn'],
    ['scoring play missing', bad({ type: 'scoringPlay', team: 'home' }), 'Play must be touchdown, pat1, pat2, safety or patReturn'],
    ['jersey "1234"', bad({ type: 'scoringPlay', team: 'home', play: 'pat1', jersey: '1234' }), 'Jersey number must be 1 to 3 digits'],
    ['jersey "A7"', bad({ type: 'scoringPlay', team: 'home', play: 'pat1', jersey: 'A7' }), 'Jersey number must be 1 to 3 digits'],
    ['jersey ""', bad({ type: 'scoringPlay', team: 'home', play: 'pat1', jersey: '' }), 'Jersey number must be 1 to 3 digits'],
    ['jersey " 7"', bad({ type: 'scoringPlay', team: 'home', play: 'pat1', jersey: ' 7' }), 'Jersey number must be 1 to 3 digits'],
    ['jersey 12 (a number)', bad({ type: 'scoringPlay', team: 'home', play: 'pat1', jersey: 12 }), 'Jersey number must be 1 to 3 digits'],
    ['unknown action', bad({ type: 'fastForward' }), 'Unknown game action'],
  ])('%s', (_what, action, message) => {
    expect(applyAction(live(), action, T0)).toEqual({ ok: false, status: 400, message });
    expect(applyAction(live({ status: 'cancelled' }), action, T0)).toMatchObject({ status: 400 });
  });

  it('the ceiling of set time follows the period length (halves: 25:00)', () => {
    expect(applyAction(live({}, { periodDuration: 25 }), { type: 'setTimeRemaining', seconds: 1500 }, T0).ok).toBe(true);
  });
});

describe('applyAction settles first and reports whether anything changed', () => {
  it('acts on the settled state: a clock that ran out is at 0 before the adjustment', () => {
    const result = applyAction(running(T0, 20 * SEC), { type: 'adjustTime', deltaSeconds: 10 }, T0 + MIN);
    expect(result).toMatchObject({ ok: true, changed: true, state: { timeRemainingMs: 10 * SEC, clockStartedAt: null } });
  });

  it('a no-op on a settled state is changed: false', () => {
    expect(applyAction(live(), { type: 'stopClock' }, T0)).toMatchObject({ ok: true, changed: false, events: [] });
  });

  it('a no-op action still reports what settling changed, so the server stores it', () => {
    const result = applyAction(running(T0, 20 * SEC), { type: 'stopClock' }, T0 + MIN);
    expect(result).toMatchObject({ ok: true, changed: true, state: { timeRemainingMs: 0, clockStartedAt: null } });
  });

  it('never mutates its input', () => {
    const state = running(T0, 5 * MIN, { homeScore: 3, timeoutTeam: null });
    const copy = structuredClone(state);
    applyAction(state, { type: 'callTimeout', team: 'home' }, T0 + SEC);
    applyAction(state, { type: 'nextPeriod' }, T0 + SEC);
    applyAction(state, { type: 'addScore', team: 'home', delta: -6 }, T0 + SEC);
    expect(state).toEqual(copy);
  });
});
