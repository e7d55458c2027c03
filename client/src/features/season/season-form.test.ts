import { describe, expect, it } from 'vitest';
import { checkSeason, firstSaturdayOfNextMonth, parseTimes, seasonDefaults, teamsOfDivision } from './season-form';
import { SEASON_TEXT } from './texts';

describe('season form', () => {
  it('starts on the first Saturday of next month, in the league calendar', () => {
    expect(firstSaturdayOfNextMonth(new Date('2026-11-24T12:00:00Z'), 'America/New_York')).toBe('2026-12-05');
    expect(firstSaturdayOfNextMonth(new Date('2026-12-31T12:00:00Z'), 'America/New_York')).toBe('2027-01-02');
    // 1 Aug 2026 is itself a Saturday; 31 Jul 23:30 in Los Angeles is still July there
    expect(firstSaturdayOfNextMonth(new Date('2026-08-01T06:30:00Z'), 'America/Los_Angeles')).toBe('2026-08-01');
  });

  it('reads kickoff times and names a bad one', () => {
    expect(parseTimes('9:00, 10:15,  12:45, 9:00')).toEqual({ ok: true, times: ['09:00', '10:15', '12:45'] });
    expect(parseTimes('9am')).toEqual({ ok: false, bad: '9am' });
    expect(parseTimes(' ')).toEqual({ ok: false, bad: ' ' });
  });

  it('makes one slot per game day, time and field, and refuses what the server would', () => {
    const values = { ...seasonDefaults({ teamIds: [1, 2, 3], fieldIds: [7, 8], hasReferees: true, now: new Date('2026-11-24T12:00:00Z'), timeZone: 'America/New_York' }), times: '09:00, 10:15', teamBlackouts: [{ teamId: 9, date: '2026-12-05' }, { teamId: 2, date: '2026-12-12' }] };
    const built = checkSeason(values);
    expect(built).toEqual({
      ok: true,
      request: {
        teamIds: [1, 2, 3],
        rounds: 2,
        startDate: '2026-12-05',
        endDate: null,
        slots: [
          { weekday: 6, time: '09:00', fieldId: 7 },
          { weekday: 6, time: '09:00', fieldId: 8 },
          { weekday: 6, time: '10:15', fieldId: 7 },
          { weekday: 6, time: '10:15', fieldId: 8 },
        ],
        blackoutDates: [],
        teamBlackouts: [{ teamId: 2, date: '2026-12-12' }],
        assignReferees: true,
        confirmOverlap: false,
      },
    });
    expect(checkSeason({ ...values, teamIds: [1] })).toEqual({ ok: false, errors: { teamIds: SEASON_TEXT.needTwoTeams }, first: SEASON_TEXT.needTwoTeams, step: 0 });
    expect(checkSeason({ ...values, weekdays: [] })).toEqual({ ok: false, errors: { weekdays: SEASON_TEXT.needWeekday }, first: SEASON_TEXT.needWeekday, step: 2 });
    expect(checkSeason({ ...values, fieldIds: [] })).toEqual({ ok: false, errors: { fieldIds: SEASON_TEXT.needField }, first: SEASON_TEXT.needField, step: 2 });
    expect(checkSeason({ ...values, times: '25:00' })).toEqual({ ok: false, errors: { times: SEASON_TEXT.badTimes('25:00') }, first: SEASON_TEXT.badTimes('25:00'), step: 2 });
    // several: each field its own error; the toast and the dialog go to the earliest step's
    const both = checkSeason({ ...values, fieldIds: [], startDate: '' });
    expect(both).toMatchObject({ ok: false, errors: { startDate: SEASON_TEXT.needStartDate, fieldIds: SEASON_TEXT.needField }, first: SEASON_TEXT.needStartDate, step: 1 });
  });

  it("holds the request to the server's rules, each at its field", () => {
    const values = seasonDefaults({ teamIds: [1, 2, 3], fieldIds: [7], hasReferees: false, now: new Date('2026-11-24T12:00:00Z'), timeZone: 'America/New_York' });
    expect(checkSeason({ ...values, endDate: '2026-02-30' })).toMatchObject({ ok: false, errors: { endDate: 'End date (optional) is not a date of the calendar' }, step: 1 });
    expect(checkSeason({ ...values, blackoutDates: ['2026-13-01'] })).toMatchObject({ ok: false, errors: { blackoutDates: expect.stringContaining('Blackout dates') }, step: 1 });
  });

  it("offers a division's teams (issue 34), every team without one", () => {
    const teams = [
      { id: 1, divisionId: 4 },
      { id: 2, divisionId: 7 },
      { id: 3, divisionId: null },
    ];
    expect(teamsOfDivision(teams, '7').map((t) => t.id)).toEqual([2]);
    expect(teamsOfDivision(teams, '')).toBe(teams);
  });

  it('sends the teams chosen, not the division', () => {
    const values = { ...seasonDefaults({ teamIds: [2, 5], fieldIds: [9], hasReferees: false, now: new Date('2026-11-24T12:00:00Z'), timeZone: 'UTC' }), divisionId: '7' };
    const checked = checkSeason(values);
    expect(checked.ok && checked.request.teamIds).toEqual([2, 5]);
    expect(checked.ok && 'divisionId' in checked.request).toBe(false);
  });
});
