// Calendar dates (YYYY-MM-DD, a league's own days) for the season builder: no time zone, no clock.
import { dateTimeFormat, wallClockToUtc } from '../time';

export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DAY_MS = 24 * 60 * 60 * 1000;

// Not in the spec: a date outside these years is a typo (0001-01-01, 20266-..., 9999-12-31), refused
// wherever a request carries one: a game's kickoff, the import's rows, the season builder's dates and
// a referee's unavailable dates (decision 021). Judged on the date as written (the league's wall date).
export const SCHEDULE_YEARS = { min: 2000, max: 2100 } as const;
export const LAST_SCHEDULE_DATE = `${SCHEDULE_YEARS.max}-12-31`;
export function isScheduleYear(year: number): boolean {
  return year >= SCHEDULE_YEARS.min && year <= SCHEDULE_YEARS.max;
}

export type CalendarDate = { year: number; month: number; day: number };

// null for anything but a real date written YYYY-MM-DD (2026-02-30 is not one).
export function parseCalendarDate(text: string): CalendarDate | null {
  if (!DATE_PATTERN.test(text)) return null;
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  const probe = new Date(utcMidnight({ year, month, day }));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  return { year, month, day };
}

// Date.UTC reads the years 0 to 99 as 1900 to 1999; setUTCFullYear takes them as written.
function utcMidnight(date: CalendarDate): number {
  return new Date(0).setUTCFullYear(date.year, date.month - 1, date.day);
}

export function formatCalendarDate(date: CalendarDate): string {
  return `${String(date.year).padStart(4, '0')}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
}

export function addDays(text: string, days: number): string {
  const date = parseCalendarDate(text)!;
  const moved = new Date(utcMidnight(date) + days * DAY_MS);
  return formatCalendarDate({ year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() });
}

// The instants of the league dates `first` to `last` (both included) in the league's zone, [from, to):
// from the first day's midnight to the midnight after the last. A day that starts at 01:00 (a
// spring-forward at midnight) starts at its first real instant; 23- and 25-hour days count whole.
// (A season's days, the evening reminders' day, the Game day board's, a pay period.)
export function datesInstants(first: string, last: string, timeZone: string): { from: Date; to: Date } {
  const midnight = (text: string) => wallClockToUtc({ ...parseCalendarDate(text)!, hour: 0, minute: 0 }, timeZone);
  return { from: midnight(first), to: midnight(addDays(last, 1)) };
}

// The last date a season may use: its end date, else maxDays on from its start, but never a date
// past the schedule years, which the game API and the import would refuse (issue 33).
export function seasonLastDate(season: { startDate: string; endDate: string | null; maxDays: number }): string {
  const last = season.endDate ?? addDays(season.startDate, season.maxDays - 1);
  return last < LAST_SCHEDULE_DATE ? last : LAST_SCHEDULE_DATE;
}

// 0 = Sunday, as the slots name weekdays.
export function weekdayOf(text: string): number {
  const date = parseCalendarDate(text)!;
  return new Date(utcMidnight(date)).getUTCDay();
}

export function daysBetween(from: string, to: string): number {
  const a = parseCalendarDate(from)!;
  const b = parseCalendarDate(to)!;
  return Math.round((utcMidnight(b) - utcMidnight(a)) / DAY_MS);
}

export function parseTimeOfDay(text: string): { hour: number; minute: number } | null {
  const match = TIME_PATTERN.exec(text);
  return match ? { hour: Number(match[1]), minute: Number(match[2]) } : null;
}

// A date as a person reads it ('Sat, Dec 5, 2026'); no time zone: the value is the league's own day.
export function readableCalendarDate(text: string): string {
  const date = parseCalendarDate(text);
  if (!date) return text;
  return dateTimeFormat({ timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }).format(new Date(utcMidnight(date)));
}
