// Issue 46: the one planner, without a database: what each door's change comes to.
import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES } from '../../../common/game-rules';
import type { GameState } from '../../../common/game-rules';
import { live, scheduled, T0 } from '../../../common/game-rules/test-helpers';
import { createdChanges, planChange } from './plan-change';
import { columnsOfState, type GameRecord } from './store';

const KICKOFF = new Date(T0);

// The columns the planner reads of a locked game, beside its state's own.
function record(state: GameState, row: Partial<GameRecord> = {}): GameRecord {
  return {
    ...columnsOfState(state),
    id: 7,
    leagueId: 1,
    homeTeamId: 10,
    awayTeamId: 20,
    refereeId: null,
    field: 'North',
    scheduledDate: KICKOFF,
    calendarSequence: 0,
    completedAt: null,
    clockChangedAt: null,
    bracketId: null,
    homeFrom: null,
    awayFrom: null,
    homeTeam: { name: 'Hawks', color: '#000', divisionId: null },
    awayTeam: { name: 'Owls', color: '#fff', divisionId: null },
    ...row,
  } as GameRecord;
}

function plan(state: GameState, change: Parameters<typeof planChange>[2], row: Partial<GameRecord> = {}, at = T0) {
  return planChange(record(state, row), state, change, at);
}

describe('planChange', () => {
  it("a referee's touchdown: the score, its event with the running score, the followers told, nothing booked", () => {
    const planned = plan(live(), { actions: [{ type: 'scoringPlay', team: 'home', play: 'touchdown' }] })!;
    expect(planned.state.homeScore).toBe(6);
    expect(planned.drafts).toMatchObject([{ eventType: 'score', homeScore: 6, awayScore: 0 }]);
    expect(planned.changes).toEqual({ homeScore: [0, 6] });
    expect(planned.effects).toEqual({ rebook: false, references: false, result: false, followed: true, moved: false });
    expect(planned.details.calendarSequence).toBeUndefined();
    expect(planned.autoEnded).toBeNull();
  });

  it('nothing to change is no plan', () => {
    expect(plan(live({ homeScore: 6 }), { actions: [{ type: 'setScore', team: 'home', value: 6 }] })).toBeNull();
    expect(plan(scheduled(), { actions: [], details: {} })).toBeNull();
  });

  it("an admin's move: a new calendar revision, checked against the bookings, the followers told, before and after", () => {
    const later = new Date(T0 + 3_600_000);
    const planned = plan(scheduled(), { actions: [], details: { scheduledDate: later } })!;
    expect(planned.details.calendarSequence).toBe(1);
    expect(planned.effects).toMatchObject({ rebook: true, moved: true, followed: true, result: false });
    expect(planned.changes).toEqual({ scheduledDate: [KICKOFF.toISOString(), later.toISOString()] });
  });

  it('a renamed field: a new calendar revision, no move for the followers, no booking check', () => {
    const planned = plan(scheduled(), { actions: [], details: { field: 'North Park' }, renamesField: true })!;
    expect(planned.details.calendarSequence).toBe(1);
    expect(planned.effects).toMatchObject({ rebook: false, moved: false, followed: false });
    expect(planned.changes).toEqual({ field: ['North', 'North Park'] });
  });

  it('a final: completedAt at the instant, the result announced; a corrected final again; a reopened one too', () => {
    const at = T0 + 5_000;
    const completing = plan(live({ homeScore: 13, awayScore: 7 }), { actions: [{ type: 'setStatus', status: 'completed' }] }, {}, at)!;
    expect(completing.details.completedAt).toEqual(new Date(at));
    expect(completing.effects.result).toBe(true);
    const final = { status: 'completed' as const, homeScore: 13, awayScore: 7 };
    const completedAt = new Date(T0);
    expect(plan(live(final), { actions: [{ type: 'setScore', team: 'away', value: 14 }] }, { completedAt })!.effects.result).toBe(true);
    const reopened = plan(live(final), { actions: [{ type: 'setStatus', status: 'live' }] }, { completedAt })!;
    expect(reopened.effects.result).toBe(true);
    expect(reopened.details.completedAt).toBeNull();
  });

  it("the mercy rule's autoEnd: the referee's score, and the end apart as the system's", () => {
    const rules = { ...DEFAULT_RULES, mercy: { points: 19, from: 'start' as const, autoEnd: true } };
    const planned = plan(live({ rules, homeScore: 14 }), { actions: [{ type: 'scoringPlay', team: 'home', play: 'touchdown' }] })!;
    expect(planned.changes).toEqual({ homeScore: [14, 20] });
    expect(planned.autoEnded).toMatchObject({ status: ['live', 'completed'], endReason: [null, 'mercy'] });
    expect(planned.effects.result).toBe(true);
  });

  it('a bracket game whose side waits on an earlier game cannot start (409); its sides move unbooked', () => {
    const waiting = { bracketId: 3, homeTeamId: null, homeTeam: null, homeFrom: { key: 'SF1', outcome: 'winner' as const, label: 'Winner of Semifinal 1' } } as Partial<GameRecord>;
    expect(() => plan(scheduled(), { actions: [{ type: 'startGame' }] }, waiting)).toThrow(expect.objectContaining({ statusCode: 409 }));
    const filled = plan(scheduled(), { actions: [], details: { homeTeamId: 10 }, bracketSides: true }, waiting)!;
    expect(filled.effects).toMatchObject({ rebook: false, references: true, followed: false });
    expect(filled.changes).toEqual({ homeTeamId: [null, 10] });
    expect(filled.details.calendarSequence).toBe(1);
  });

  it("the league's defaults on a scheduled game: its format and full period time", () => {
    const settings = { ...scheduled(), periodDuration: 20, totalPeriods: 2, gameFormat: 'halves' as const };
    const planned = plan(scheduled(), { actions: [], settings })!;
    expect(planned.state).toMatchObject({ periodDuration: 20, totalPeriods: 2, gameFormat: 'halves', timeRemainingMs: 20 * 60_000 });
    expect(planned.changes).toMatchObject({ periodDuration: [15, 20], gameFormat: ['quarters', 'halves'] });
    expect(plan(scheduled(), { actions: [], settings: scheduled() })).toBeNull();
  });

  it('a new game names what it was created with', () => {
    expect(createdChanges({ scheduledDate: KICKOFF, field: 'North', homeTeamId: 10, awayTeamId: 20, refereeId: null, status: 'scheduled' })).toEqual({
      scheduledDate: [null, KICKOFF.toISOString()],
      field: [null, 'North'],
      homeTeamId: [null, 10],
      awayTeamId: [null, 20],
      status: [null, 'scheduled'],
    });
  });

  it("issue 49: a final is provisional, a reopened one has none, a correction keeps it, a door's own standing is taken", () => {
    const completing = plan(live({ homeScore: 13, awayScore: 7 }), { actions: [{ type: 'setStatus', status: 'completed' }] })!;
    expect(completing.details.resultStatus).toBe('provisional');
    expect(completing.changes.resultStatus).toEqual([null, 'provisional']);
    const final = { status: 'completed' as const, homeScore: 13, awayScore: 7 };
    const completedAt = new Date(T0);
    const reopened = plan(live(final), { actions: [{ type: 'setStatus', status: 'live' }] }, { completedAt, resultStatus: 'final' })!;
    expect(reopened.details.resultStatus).toBeNull();
    const corrected = plan(live(final), { actions: [{ type: 'setScore', team: 'away', value: 14 }] }, { completedAt, resultStatus: 'final' })!;
    expect(corrected.details.resultStatus).toBeUndefined();
    const ruled = plan(live(final), { actions: [{ type: 'setScore', team: 'away', value: 14 }], details: { resultStatus: 'final' } }, { completedAt, resultStatus: 'protested' })!;
    expect(ruled.details.resultStatus).toBe('final');
    expect(ruled.changes).toMatchObject({ awayScore: [7, 14], resultStatus: ['protested', 'final'] });
    expect(ruled.effects.result).toBe(true);
    expect(plan(live(final), { actions: [], details: { resultStatus: 'final' } }, { completedAt, resultStatus: 'provisional' })!.effects).toMatchObject({ result: false, followed: false });
    // a live game's score is no final
    expect(plan(live(), { actions: [{ type: 'scoringPlay', team: 'home', play: 'touchdown' }] })!.details.resultStatus).toBeUndefined();
  });
});
