// Issue 37: the rules profile's rules on the engine: mercy, the two-minute warning, forfeit, undo.
import { describe, expect, it } from 'vitest';
import type { UndoableEvent } from './action-types';
import { applyAction } from './actions';
import { deriveView, nextChangeAt } from './clock';
import { DEFAULT_RULES, type RulesProfile } from './rules-profile';
import type { GameState } from './state';
import { accepted, live, MIN, played, SEC, T0 } from './test-helpers';
import { gameStateFields } from '../schemas/games/to-response';

const rules = (patch: Partial<RulesProfile>): RulesProfile => ({ ...DEFAULT_RULES, ...patch });
const mercy = (points: number, from: 'start' | 'secondHalf', autoEnd = false) => rules({ mercy: { points, from, autoEnd } });

describe('mercy rule', () => {
  it('from the start: the lead reaching the points is announced, one below is not', () => {
    const state = live({ rules: mercy(28, 'start'), homeScore: 27 });
    expect(gameStateFields(state, T0).mercy).toBeNull();
    const after = accepted(state, { type: 'addScore', team: 'home', delta: 1 });
    expect(after.state.status).toBe('live');
    expect(gameStateFields(after.state, T0).mercy).toEqual({ team: 'home', lead: 28 });
  });

  it('names the away team when it leads', () => {
    const state = live({ rules: mercy(14, 'start'), homeScore: 3, awayScore: 17 });
    expect(gameStateFields(state, T0).mercy).toEqual({ team: 'away', lead: 14 });
  });

  it('from the second half: not in the 1st or 2nd quarter, from the 3rd on', () => {
    const firstHalf = live({ rules: mercy(19, 'secondHalf'), homeScore: 30, currentPeriod: 2 });
    expect(gameStateFields(firstHalf, T0).mercy).toBeNull();
    const secondHalf = accepted(firstHalf, { type: 'nextPeriod' }).state;
    expect(secondHalf.currentPeriod).toBe(3);
    expect(gameStateFields(secondHalf, T0 + 10 * MIN).mercy).toEqual({ team: 'home', lead: 30 });
  });

  it('from the second half of a game in halves: the 2nd half', () => {
    const state = live({ rules: mercy(19, 'secondHalf'), homeScore: 30 }, { gameFormat: 'halves', totalPeriods: 2 });
    expect(gameStateFields(state, T0).mercy).toBeNull();
    expect(gameStateFields({ ...state, currentPeriod: 2 }, T0).mercy).toEqual({ team: 'home', lead: 30 });
  });

  it('endGame completes the game with an event saying so, and is refused while the rule does not apply', () => {
    const state = live({ rules: mercy(28, 'start'), homeScore: 35, awayScore: 7, clockStartedAt: T0, timeRemainingMs: 5 * MIN });
    const ended = accepted(state, { type: 'endGame', reason: 'mercy' }, T0 + 30 * SEC);
    expect(ended.state).toMatchObject({ status: 'completed', endReason: 'mercy', clockStartedAt: null, timeRemainingMs: 4.5 * MIN, homeScore: 35 });
    expect(ended.events).toMatchObject([{ eventType: 'game_end', team: 'home', description: 'Game ended (mercy rule): Home led by 28' }]);
    expect(applyAction({ ...state, awayScore: 8 }, { type: 'endGame', reason: 'mercy' }, T0)).toEqual({ ok: false, status: 409, message: 'The mercy rule does not apply: no team leads by 28 or more' });
    expect(applyAction(live({ homeScore: 50 }), { type: 'endGame', reason: 'mercy' }, T0)).toMatchObject({ status: 409, message: 'This game has no mercy rule' });
    expect(applyAction(live({ rules: mercy(19, 'secondHalf'), homeScore: 50 }), { type: 'endGame', reason: 'mercy' }, T0)).toMatchObject({ status: 409, message: 'The mercy rule applies from the second half only' });
  });

  it('autoEnd: the write that reaches the lead completes the game itself', () => {
    const state = live({ rules: mercy(19, 'start', true), homeScore: 14 });
    const result = accepted(state, { type: 'scoringPlay', team: 'home', play: 'touchdown' });
    expect(result.state).toMatchObject({ status: 'completed', endReason: 'mercy', homeScore: 20 });
    expect(result.events.map((event) => event.eventType)).toEqual(['score', 'game_end']);
    // below the lead nothing ends
    expect(accepted(state, { type: 'addScore', team: 'home', delta: 1 }).state.status).toBe('live');
  });

  it('autoEnd from the second half: reaching the second half with the lead completes the game', () => {
    const state = live({ rules: mercy(19, 'secondHalf', true), homeScore: 21, currentPeriod: 2 });
    expect(accepted(state, { type: 'nextPeriod' }).state).toMatchObject({ status: 'completed', endReason: 'mercy', currentPeriod: 3 });
  });

  it('a reopened game loses its early end', () => {
    const ended = live({ status: 'completed', endReason: 'mercy' });
    expect(accepted(ended, { type: 'setStatus', status: 'live' }).state.endReason).toBeNull();
  });
});

describe('two-minute warning', () => {
  const warned = rules({ twoMinuteWarning: true });

  it('quarters: the clock stops by itself at 2:00 in the 2nd quarter, derived without a write, and its event is at that instant', () => {
    const state = live({ rules: warned, currentPeriod: 2, clockStartedAt: T0, timeRemainingMs: 3 * MIN });
    expect(nextChangeAt(state, T0)).toBe(T0 + MIN);
    expect(deriveView(state, T0 + MIN - SEC)).toMatchObject({ timeRemaining: 121, isClockRunning: true });
    expect(deriveView(state, T0 + MIN + 40 * SEC)).toMatchObject({ timeRemaining: 120, isClockRunning: false });
    expect(gameStateFields(state, T0 + 5 * MIN).twoMinuteWarning).toEqual({ dueAt: null, active: true, half: 1 });
    expect(gameStateFields(state, T0).twoMinuteWarning).toEqual({ dueAt: T0 + MIN, active: false, half: 0 });
    // the next write records the event, stamped with the instant the clock reached 2:00
    const next = accepted(state, { type: 'startClock' }, T0 + 2 * MIN);
    expect(next.events).toEqual([{ eventType: 'two_minute_warning', team: null, points: null, period: 2, timeRemaining: 120, description: 'Two-minute warning', at: T0 + MIN }]);
    expect(next.state).toMatchObject({ clockStartedAt: T0 + 2 * MIN, timeRemainingMs: 2 * MIN, twoMinuteWarningHalf: 1 });
  });

  it('once per half: the clock started again at 2:00 runs on to 0:00', () => {
    const state = live({ rules: warned, currentPeriod: 2, clockStartedAt: T0, timeRemainingMs: 2 * MIN, twoMinuteWarningHalf: 1 });
    expect(deriveView(state, T0 + MIN)).toMatchObject({ timeRemaining: 60, isClockRunning: true });
    expect(nextChangeAt(state, T0)).toBe(T0 + 2 * MIN);
  });

  it('quarters: not in the 1st or 3rd quarter; again in the 4th', () => {
    for (const period of [1, 3]) {
      const state = live({ rules: warned, currentPeriod: period, clockStartedAt: T0, timeRemainingMs: 3 * MIN, twoMinuteWarningHalf: period === 3 ? 1 : 0 });
      expect(deriveView(state, T0 + 90 * SEC)).toMatchObject({ timeRemaining: 90, isClockRunning: true });
    }
    const fourth = live({ rules: warned, currentPeriod: 4, clockStartedAt: T0, timeRemainingMs: 3 * MIN, twoMinuteWarningHalf: 1 });
    expect(deriveView(fourth, T0 + 90 * SEC)).toMatchObject({ timeRemaining: 120, isClockRunning: false });
  });

  it('halves: both halves stop at 2:00', () => {
    for (const [period, half] of [[1, 0], [2, 1]] as const) {
      const state = live({ rules: warned, currentPeriod: period, clockStartedAt: T0, timeRemainingMs: 10 * MIN, twoMinuteWarningHalf: half }, { gameFormat: 'halves', totalPeriods: 2, periodDuration: 20 });
      expect(deriveView(state, T0 + 9 * MIN)).toMatchObject({ timeRemaining: 120, isClockRunning: false });
      expect(accepted(state, { type: 'stopClock' }, T0 + 9 * MIN).state.twoMinuteWarningHalf).toBe(period);
    }
  });

  it('not with the rule off, nor for a clock started at or under 2:00', () => {
    const off = live({ currentPeriod: 2, clockStartedAt: T0, timeRemainingMs: 3 * MIN });
    expect(deriveView(off, T0 + 90 * SEC)).toMatchObject({ timeRemaining: 90, isClockRunning: true });
    const under = live({ rules: warned, currentPeriod: 2, clockStartedAt: T0, timeRemainingMs: 90 * SEC });
    expect(deriveView(under, T0 + 30 * SEC)).toMatchObject({ timeRemaining: 60, isClockRunning: true });
  });
});

describe('forfeit', () => {
  const profile = rules({ forfeit: { winnerScore: 28, loserScore: 0 } });

  it('a scheduled game: the other team wins with the forfeit score', () => {
    const result = accepted(live({ status: 'scheduled', rules: profile }), { type: 'forfeit', team: 'home' });
    expect(result.state).toMatchObject({ status: 'completed', endReason: 'forfeit', homeScore: 0, awayScore: 28 });
    expect(result.events).toMatchObject([{ eventType: 'game_end', team: 'home', description: 'Home forfeited' }]);
  });

  it('a live game: the clock stops and the score becomes the forfeit score', () => {
    const result = accepted(live({ rules: profile, homeScore: 14, awayScore: 21, clockStartedAt: T0, timeRemainingMs: 5 * MIN }), { type: 'forfeit', team: 'away' }, T0 + MIN);
    expect(result.state).toMatchObject({ status: 'completed', endReason: 'forfeit', homeScore: 28, awayScore: 0, clockStartedAt: null, timeRemainingMs: 4 * MIN });
  });

  it('is refused on a completed or cancelled game', () => {
    expect(applyAction(live({ status: 'completed' }), { type: 'forfeit', team: 'home' }, T0)).toMatchObject({ status: 409 });
    expect(applyAction(live({ status: 'cancelled' }), { type: 'forfeit', team: 'home' }, T0)).toMatchObject({ status: 409 });
  });
});

// Each undoable action, its undo and the undo of that undo, through the engine as the server runs it.
describe('undo', () => {
  const cases: [string, Parameters<typeof applyAction>[1], Partial<GameState>][] = [
    ['a score', { type: 'addScore', team: 'home', delta: 6 }, { homeScore: 13 }],
    ['a scoring play', { type: 'scoringPlay', team: 'away', play: 'touchdown', jersey: '12' }, { awayScore: 9 }],
    ['a timeout', { type: 'callTimeout', team: 'home' }, { homeTimeoutsUsed: 1, timeoutTeam: 'home' }],
    ['a blitz', { type: 'callBlitz', team: 'away' }, { awayBlitzesUsed: 1 }],
    ['a down', { type: 'setDown', down: 3 }, { currentDown: 3 }],
    ['a time adjustment', { type: 'adjustTime', deltaSeconds: -30 }, { timeRemainingMs: 4.5 * MIN }],
    ['a period change', { type: 'nextPeriod' }, { currentPeriod: 3, currentDown: 1, timeRemainingMs: 15 * MIN }],
  ];

  it.each(cases)('%s: undone, and its undo undone', (_name, action, changed) => {
    const start = live({ homeScore: 7, awayScore: 3, currentPeriod: 2, currentDown: 2, timeRemainingMs: 5 * MIN, blitzesPerPeriod: 2 });
    const game = played(start);
    game.tap(action);
    expect(game.state()).toMatchObject(changed);
    const original = game.last();
    const undo = game.tap({ type: 'undo', eventId: original.id }, T0 + SEC);
    expect(undo.events).toMatchObject([{ eventType: 'undo', undoes: original.id, description: `Undone: ${original.description}` }]);
    expect(game.state()).toMatchObject({ homeScore: 7, awayScore: 3, currentPeriod: 2, currentDown: 2, timeRemainingMs: 5 * MIN, homeTimeoutsUsed: 0, awayBlitzesUsed: 0, timeoutTeam: null, halftimeEndsAt: null });
    const undoEvent = game.last();
    const redo = game.tap({ type: 'undo', eventId: undoEvent.id }, T0 + 2 * SEC);
    expect(redo.events[0]).toMatchObject({ eventType: original.eventType, undoes: undoEvent.id, description: original.description });
    expect(game.state()).toMatchObject(changed);
    // and the redo can be undone again
    game.tap({ type: 'undo', eventId: game.last().id }, T0 + 3 * SEC);
    expect(game.state()).toMatchObject({ homeScore: 7, awayScore: 3, currentPeriod: 2, currentDown: 2 });
  });

  it('a timeout undone while it runs gives the clock back from that instant', () => {
    const game = played(live({ clockStartedAt: T0, timeRemainingMs: 5 * MIN }));
    game.tap({ type: 'callTimeout', team: 'home' }, T0 + 10 * SEC);
    game.tap({ type: 'undo', eventId: game.last().id }, T0 + 20 * SEC);
    expect(game.state()).toMatchObject({ timeoutTeam: null, homeTimeoutsUsed: 0, clockStartedAt: T0 + 20 * SEC, timeRemainingMs: 5 * MIN - 10 * SEC });
  });

  it('a time adjustment undone while the clock runs again shifts it back, the clock running on', () => {
    const game = played(live({ timeRemainingMs: 5 * MIN }));
    game.tap({ type: 'adjustTime', deltaSeconds: 60 });
    game.tap({ type: 'startClock' }, T0 + SEC);
    game.tap({ type: 'undo', eventId: game.last().id }, T0 + 11 * SEC);
    expect(game.state()).toMatchObject({ clockStartedAt: T0 + 11 * SEC, timeRemainingMs: 5 * MIN - 10 * SEC });
  });

  it('only the latest event not yet undone: 409 naming the later one; unknown 404; twice 409; not undoable 409', () => {
    const game = played(live({ blitzesPerPeriod: 2 }));
    game.tap({ type: 'addScore', team: 'home', delta: 6 });
    const score = game.last();
    game.tap({ type: 'callBlitz', team: 'away' });
    const blitz = game.last();
    const events = game.log;
    expect(applyAction(game.state(), { type: 'undo', eventId: score.id }, T0, { events })).toEqual({
      ok: false,
      status: 409,
      message: 'Only the latest event can be undone; "Away blitz (1 of 2)" came after it',
      laterEventId: blitz.id,
    });
    expect(applyAction(game.state(), { type: 'undo', eventId: 99 }, T0, { events })).toMatchObject({ status: 404, message: 'That event is not one of this game' });
    game.tap({ type: 'undo', eventId: blitz.id });
    expect(applyAction(game.state(), { type: 'undo', eventId: blitz.id }, T0, { events })).toMatchObject({ status: 409, message: 'That event is already undone' });
    const ended = played(live({ rules: mercy(7, 'start'), homeScore: 7 }));
    ended.tap({ type: 'stopClock' });
    const warning: UndoableEvent = { id: 5, eventType: 'two_minute_warning', team: null, description: 'Two-minute warning', undone: false, revert: null };
    expect(applyAction(ended.state(), { type: 'undo', eventId: 5 }, T0, { events: [warning] })).toMatchObject({ status: 409, message: '"Two-minute warning" cannot be undone' });
  });
});
