import { describe, expect, it } from 'vitest';
import { buildSeasonRequest, firstSaturdayOfNextMonth, parseTimes, seasonDefaults } from './season-form';
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
    const built = buildSeasonRequest(values);
    expect(built).toEqual({
      ok: true,
      value: {
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
      },
    });
    expect(buildSeasonRequest({ ...values, teamIds: [1] })).toEqual({ ok: false, message: SEASON_TEXT.needTwoTeams });
    expect(buildSeasonRequest({ ...values, weekdays: [] })).toEqual({ ok: false, message: SEASON_TEXT.needWeekday });
    expect(buildSeasonRequest({ ...values, fieldIds: [] })).toEqual({ ok: false, message: SEASON_TEXT.needField });
    expect(buildSeasonRequest({ ...values, times: '25:00' })).toEqual({ ok: false, message: SEASON_TEXT.badTimes('25:00') });
  });
});
