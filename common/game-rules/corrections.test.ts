// Issue 45: corrections (a set score, a set count, period, clock or status) are events, and an undo
// never erases one: a scoring tap's undo takes its points off the corrected score, any other undo
// that would put back what a later correction set is refused naming it.
import { describe, expect, it } from 'vitest';
import type { GameAction, GameEventDraft } from './action-types';
import { DEFAULT_RULES } from './rules-profile';
import { live, MIN, played, SEC, T0 } from './test-helpers';

describe('corrections are events', () => {
  it('a set score: "Score corrected to 20-0", with the side and the change made', () => {
    const game = played(live({ homeScore: 6 }));
    const result = game.tap({ type: 'setScore', team: 'home', value: 20 });
    expect(result.events).toMatchObject([{ eventType: 'correction', team: 'home', points: 14, description: 'Score corrected to 20-0' }]);
    expect(game.state()).toMatchObject({ homeScore: 20, awayScore: 0 });
    // a value sent unchanged is no correction
    expect(game.tap({ type: 'setScore', team: 'home', value: 20 }).events).toEqual([]);
  });

  it('counts, period, clock and status: each a readable event', () => {
    const game = played(live({ blitzesPerPeriod: 2, timeRemainingMs: 5 * MIN }));
    const descriptions = (action: GameAction) => game.tap(action).events.map((event) => [event.eventType, event.description]);
    expect(descriptions({ type: 'setTimeoutsUsed', team: 'away', count: 2 })).toEqual([['correction', 'Away timeouts used corrected to 2']]);
    expect(descriptions({ type: 'setBlitzesUsed', team: 'home', count: 1 })).toEqual([['correction', 'Home blitzes used corrected to 1']]);
    expect(descriptions({ type: 'setPeriod', period: 3 })).toEqual([['correction', 'Period corrected to 3rd Quarter']]);
    expect(descriptions({ type: 'setTimeRemaining', seconds: 95 })).toEqual([['correction', 'Clock set to 1:35']]);
    expect(descriptions({ type: 'setStatus', status: 'completed' })).toEqual([['correction', 'Status set to completed']]);
  });
});

describe('undo under a correction', () => {
  it('touchdown 6-0, corrected to 20, the touchdown undone: 14-0; the correction stays', () => {
    const game = played(live());
    game.tap({ type: 'scoringPlay', team: 'home', play: 'touchdown' });
    const touchdown = game.last();
    game.tap({ type: 'setScore', team: 'home', value: 20 }, T0 + SEC);
    const correction = game.last();
    const undo = game.tap({ type: 'undo', eventId: touchdown.id }, T0 + 2 * SEC);
    expect(game.state()).toMatchObject({ homeScore: 14, awayScore: 0 });
    expect(undo.events).toMatchObject([{ eventType: 'undo', undoes: touchdown.id }]);
    expect(correction.undone).toBe(false);
    // the undo undone: the touchdown again, on the corrected score
    game.tap({ type: 'undo', eventId: game.last().id }, T0 + 3 * SEC);
    expect(game.state()).toMatchObject({ homeScore: 20 });
  });

  it('the correction itself undone: the score before it', () => {
    const game = played(live());
    game.tap({ type: 'addScore', team: 'away', delta: 6 });
    game.tap({ type: 'setScore', team: 'away', value: 20 });
    const correction = game.last();
    game.tap({ type: 'undo', eventId: correction.id });
    expect(game.state()).toMatchObject({ homeScore: 0, awayScore: 6 });
    expect(game.last()).toMatchObject({ eventType: 'undo', description: 'Undone: Score corrected to 0-20' });
  });

  it('a score correction of the other side, a count correction, a two-minute warning: none stands in the way of a scoring tap', () => {
    const game = played(live({ homeScore: 7 }));
    game.tap({ type: 'scoringPlay', team: 'home', play: 'touchdown' });
    const touchdown = game.last();
    game.tap({ type: 'setScore', team: 'away', value: 3 });
    game.tap({ type: 'setTimeoutsUsed', team: 'home', count: 1 });
    game.log.push({ id: 99, eventType: 'two_minute_warning', team: null, description: 'Two-minute warning', undone: false, revert: null, draft: {} as GameEventDraft });
    game.tap({ type: 'undo', eventId: touchdown.id });
    expect(game.state()).toMatchObject({ homeScore: 7, awayScore: 3, homeTimeoutsUsed: 1 });
  });

  it('refused with 409 naming the correction: a timeout under a timeouts correction, a score that would go below 0, a correction under a later one', () => {
    const timeouts = played(live());
    timeouts.tap({ type: 'callTimeout', team: 'home' });
    const timeout = timeouts.last();
    timeouts.tap({ type: 'setTimeoutsUsed', team: 'home', count: 0 });
    const correction = timeouts.last();
    expect(timeouts.attempt({ type: 'undo', eventId: timeout.id })).toEqual({
      ok: false,
      status: 409,
      message: 'Only the latest event can be undone; "Home timeouts used corrected to 0" came after it',
      laterEventId: correction.id,
    });

    const below = played(live());
    below.tap({ type: 'scoringPlay', team: 'home', play: 'touchdown' });
    const touchdown = below.last();
    below.tap({ type: 'setScore', team: 'home', value: 3 });
    expect(below.attempt({ type: 'undo', eventId: touchdown.id })).toMatchObject({
      ok: false,
      status: 409,
      message: 'Undoing "Home: Touchdown" would take the score below 0 after "Score corrected to 3-0"; set the score instead',
    });

    const twice = played(live());
    twice.tap({ type: 'setScore', team: 'home', value: 20 });
    const first = twice.last();
    twice.tap({ type: 'setScore', team: 'home', value: 21 });
    expect(twice.attempt({ type: 'undo', eventId: first.id })).toMatchObject({ status: 409, message: 'Only the latest event can be undone; "Score corrected to 21-0" came after it' });
  });

  it('a scoring tap after the correction still stands in the way (one step back)', () => {
    const game = played(live());
    game.tap({ type: 'scoringPlay', team: 'home', play: 'touchdown' });
    const touchdown = game.last();
    game.tap({ type: 'setScore', team: 'home', value: 20 });
    game.tap({ type: 'scoringPlay', team: 'home', play: 'pat1' });
    expect(game.attempt({ type: 'undo', eventId: touchdown.id })).toMatchObject({ status: 409, message: 'Only the latest event can be undone; "Home: PAT 1" came after it' });
  });

  it('a clock correction undone while the clock runs again shifts it back, the clock running on', () => {
    const game = played(live({ timeRemainingMs: 5 * MIN }));
    game.tap({ type: 'setTimeRemaining', seconds: 240 });
    const correction = game.last();
    game.tap({ type: 'startClock' }, T0 + SEC);
    game.tap({ type: 'undo', eventId: correction.id }, T0 + 11 * SEC);
    expect(game.state()).toMatchObject({ clockStartedAt: T0 + 11 * SEC, timeRemainingMs: 5 * MIN - 10 * SEC });
  });
});

describe('a mercy end judged again', () => {
  const mercy = { ...DEFAULT_RULES, mercy: { points: 28, from: 'start' as const, autoEnd: true } };

  it('reopened with new scores in one edit: the edit is judged as a whole, so 6-0 stays live, 40-0 ends again', () => {
    const ended = live({ rules: mercy, status: 'completed', endReason: 'mercy', homeScore: 28 });
    const reopened = played(ended);
    reopened.tap({ type: 'setStatus', status: 'live' }, T0, { autoEnd: false });
    reopened.tap({ type: 'setScore', team: 'home', value: 6 });
    expect(reopened.state()).toMatchObject({ status: 'live', endReason: null, homeScore: 6 });

    const still = played(ended);
    still.tap({ type: 'setStatus', status: 'live' }, T0, { autoEnd: false });
    still.tap({ type: 'setScore', team: 'home', value: 40 });
    expect(still.state()).toMatchObject({ status: 'completed', endReason: 'mercy', homeScore: 40 });
  });

  it('a final corrected below the mercy lead is no longer a mercy end', () => {
    const game = played(live({ rules: mercy, status: 'completed', endReason: 'mercy', homeScore: 28, currentPeriod: 2 }));
    game.tap({ type: 'setScore', team: 'home', value: 30 });
    expect(game.state()).toMatchObject({ status: 'completed', endReason: 'mercy' });
    game.tap({ type: 'setScore', team: 'home', value: 6 });
    expect(game.state()).toMatchObject({ status: 'completed', endReason: null, homeScore: 6 });
  });
});
