// Issue 36: overtime of a bracket game, as the server and the console both run it.
import { describe, expect, it } from 'vitest';
import { applyAction } from './actions';
import { gameStateOfDto } from '../schemas/games/of-response';
import { tiedPlayoffProblem } from './overtime';
import { gameStateFields } from '../schemas/games/to-response';
import { GAME_REFUSAL_TEXT } from './texts';
import { accepted, live, T0 } from './test-helpers';
import type { GameState } from './state';

// the last period of a tied bracket game, clock at 0:00
const lastPeriod = (overrides: Partial<GameState> = {}) => live({ playoff: true, currentPeriod: 4, timeRemainingMs: 0, homeScore: 14, awayScore: 14, ...overrides });
const overtimeOf = (round: number, tried: GameState['overtime'] extends infer O ? (O extends { tried: infer T } ? T : never) : never = []) => lastPeriod({ overtime: { round, tried } });

describe('overtime of a bracket game', () => {
  it('Next Period at the end of the last period of a tied bracket game starts round 1 instead of completing', () => {
    const result = accepted(lastPeriod(), { type: 'nextPeriod' });
    expect(result.state).toMatchObject({ status: 'live', overtime: { round: 1, tried: [] }, clockStartedAt: null });
    expect(result.events.map((e) => e.description)).toEqual(['Overtime, round 1 started']);
    // not tied, or not a bracket game: the game completes as before
    expect(accepted(lastPeriod({ awayScore: 13 }), { type: 'nextPeriod' }).state).toMatchObject({ status: 'completed', overtime: null });
    expect(accepted(lastPeriod({ playoff: false }), { type: 'nextPeriod' }).state).toMatchObject({ status: 'completed', overtime: null });
  });

  it('a try is a PAT 1 or PAT 2 scoring play, one a side a round; the clock does not run; Next Period is refused', () => {
    const tried = accepted(overtimeOf(1), { type: 'scoringPlay', team: 'away', play: 'pat2' }).state;
    expect(tried).toMatchObject({ awayScore: 16, overtime: { round: 1, tried: ['away'] } });
    const refused = (state: GameState, action: Parameters<typeof applyAction>[1]) => applyAction(state, action, T0);
    expect(refused(tried, { type: 'scoringPlay', team: 'away', play: 'pat1' })).toEqual({ ok: false, status: 409, message: GAME_REFUSAL_TEXT.overtimeTried('Away') });
    for (const action of [{ type: 'scoringPlay', team: 'home', play: 'touchdown' }, { type: 'scoringPlay', team: 'home', play: 'safety' }, { type: 'addScore', team: 'home', delta: 1 }] as const) {
      expect(refused(tried, action)).toEqual({ ok: false, status: 409, message: GAME_REFUSAL_TEXT.overtimeScoring });
    }
    expect(refused(tried, { type: 'startClock' })).toEqual({ ok: false, status: 409, message: GAME_REFUSAL_TEXT.overtimeUntimed });
    expect(refused(tried, { type: 'nextPeriod' })).toEqual({ ok: false, status: 409, message: GAME_REFUSAL_TEXT.inOvertime });
    expect(accepted(tried, { type: 'scoringPlay', team: 'home', play: 'pat1' }).state).toMatchObject({ homeScore: 15, overtime: { round: 1, tried: ['away', 'home'] } });
  });

  it('ending a round level starts the next; unequal completes the game, out of overtime', () => {
    const level = accepted(overtimeOf(1, ['home', 'away']), { type: 'endOvertimeRound' });
    expect(level.state).toMatchObject({ status: 'live', overtime: { round: 2, tried: [] } });
    expect(level.events.map((e) => e.description)).toEqual(['Overtime, round 2 started']);
    expect(accepted(lastPeriod({ homeScore: 15, overtime: { round: 3, tried: ['home'] } }), { type: 'endOvertimeRound' }).state).toMatchObject({ status: 'completed', overtime: null });
    expect(applyAction(lastPeriod(), { type: 'endOvertimeRound' }, T0)).toEqual({ ok: false, status: 409, message: GAME_REFUSAL_TEXT.notInOvertime });
  });

  it('undoing a try gives the side its try back; undoing the start of overtime leaves it', () => {
    const start = accepted(lastPeriod(), { type: 'nextPeriod' });
    const events = [{ id: 1, eventType: 'period_start' as const, team: null, description: start.events[0]!.description, undone: false, revert: start.events[0]!.revert ?? null }];
    const left = applyAction(start.state, { type: 'undo', eventId: 1 }, T0, { events });
    expect(left.ok && left.state).toMatchObject({ overtime: null, currentPeriod: 4, status: 'live' });
    const play = accepted(start.state, { type: 'scoringPlay', team: 'home', play: 'pat2' });
    const playEvents = [{ id: 2, eventType: 'score' as const, team: 'home' as const, description: play.events[0]!.description, undone: false, revert: play.events[0]!.revert ?? null }];
    const undone = applyAction(play.state, { type: 'undo', eventId: 2 }, T0, { events: playEvents });
    expect(undone.ok && undone.state).toMatchObject({ homeScore: 14, overtime: { round: 1, tried: [] } });
  });

  it('issue 45: a set score in overtime is the side\'s try: +1 or +2 once a side a round, anything else refused', () => {
    const state = overtimeOf(1);
    const tried = accepted(state, { type: 'setScore', team: 'home', value: 16 });
    expect(tried.state).toMatchObject({ homeScore: 16, overtime: { round: 1, tried: ['home'] } });
    expect(applyAction(tried.state, { type: 'setScore', team: 'home', value: 17 }, T0)).toEqual({ ok: false, status: 409, message: GAME_REFUSAL_TEXT.overtimeTried('Home') });
    expect(applyAction(state, { type: 'setScore', team: 'away', value: 20 }, T0)).toEqual({ ok: false, status: 409, message: GAME_REFUSAL_TEXT.overtimeSetScore });
    expect(applyAction(state, { type: 'setScore', team: 'away', value: 13 }, T0)).toEqual({ ok: false, status: 409, message: GAME_REFUSAL_TEXT.overtimeSetScore });
    expect(accepted(tried.state, { type: 'setScore', team: 'away', value: 15 }).state).toMatchObject({ awayScore: 15, overtime: { round: 1, tried: ['home', 'away'] } });
  });

  it('a bracket game may not end tied but by a forfeit; the console reads overtime back from an answer', () => {
    const before = lastPeriod();
    expect(tiedPlayoffProblem(before, { ...before, status: 'completed' })).toEqual({ ok: false, status: 409, message: GAME_REFUSAL_TEXT.playoffTied });
    expect(tiedPlayoffProblem(before, { ...before, status: 'completed', endReason: 'forfeit' })).toBeNull();
    expect(tiedPlayoffProblem(before, { ...before, status: 'completed', homeScore: 15 })).toBeNull();
    expect(tiedPlayoffProblem({ ...before, playoff: false }, { ...before, playoff: false, status: 'completed' })).toBeNull();
    const state = overtimeOf(2, ['away']);
    const dto = { ...gameStateFields(state, T0), bracket: { id: 1, name: 'Cup', key: 'GF', round: 4, roundName: 'Grand final' } };
    expect(dto.overtime).toEqual({ round: 2, tried: ['away'] });
    const back = gameStateOfDto(dto as unknown as Parameters<typeof gameStateOfDto>[0]);
    expect(back).toMatchObject({ playoff: true, overtime: { round: 2, tried: ['away'] } });
  });
});
