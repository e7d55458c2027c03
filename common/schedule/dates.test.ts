import { describe, expect, it } from 'vitest';
import { calendarDate } from '../schemas/schedule';
import { addDays, daysBetween, parseCalendarDate, seasonLastDate, weekdayOf } from './dates';

describe('calendar dates', () => {
  it('reads the years 0 to 99 as written (Date.UTC would make them 1900 to 1999)', () => {
    expect(parseCalendarDate('0000-01-01')).toEqual({ year: 0, month: 1, day: 1 });
    expect(parseCalendarDate('0099-02-29')).toBeNull();
    expect(parseCalendarDate('0096-02-29')).toEqual({ year: 96, month: 2, day: 29 });
    expect(addDays('0099-12-31', 1)).toBe('0100-01-01');
    expect(daysBetween('0001-01-01', '0002-01-01')).toBe(365);
    expect(weekdayOf('2000-01-01')).toBe(6);
  });

  it('a date a request carries is a real date from 2000-01-01 to 2100-12-31', () => {
    const messages = (value: unknown) => calendarDate.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];
    for (const ok of ['2000-01-01', '2000-02-29', '2100-12-31']) expect(messages(ok), ok).toEqual([]);
    for (const far of ['1999-12-31', '2101-01-01', '1970-01-01', '9999-12-31', '0000-01-01']) expect(messages(far), far).toEqual(['must be between 2000-01-01 and 2100-12-31']);
    expect(messages('2100-02-29')).toEqual(['is not a date of the calendar']);
    expect(messages('20266-01-01')).toContain('must be a date written YYYY-MM-DD');
  });

  it("a season's last date is its end date, else maxDays on, and never past 2100-12-31", () => {
    expect(seasonLastDate({ startDate: '2026-12-05', endDate: '2027-01-30', maxDays: 366 })).toBe('2027-01-30');
    expect(seasonLastDate({ startDate: '2026-12-05', endDate: null, maxDays: 366 })).toBe('2027-12-05');
    expect(seasonLastDate({ startDate: '2100-06-01', endDate: null, maxDays: 366 })).toBe('2100-12-31');
  });
});
