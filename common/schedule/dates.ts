// Calendar dates (YYYY-MM-DD, a league's own days) for the season builder: no time zone, no clock.
import { dateTimeFormat } from '../time';

export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DAY_MS = 24 * 60 * 60 * 1000;

export type CalendarDate = { year: number; month: number; day: number };

// null for anything but a real date written YYYY-MM-DD (2026-02-30 is not one).
export function parseCalendarDate(text: string): CalendarDate | null {
  if (!DATE_PATTERN.test(text)) return null;
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  return { year, month, day };
}

export function formatCalendarDate(date: CalendarDate): string {
  return `${String(date.year).padStart(4, '0')}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
}

export function addDays(text: string, days: number): string {
  const date = parseCalendarDate(text)!;
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day) + days * DAY_MS);
  return formatCalendarDate({ year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() });
}

// 0 = Sunday, as the slots name weekdays.
export function weekdayOf(text: string): number {
  const date = parseCalendarDate(text)!;
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
}

export function daysBetween(from: string, to: string): number {
  const a = parseCalendarDate(from)!;
  const b = parseCalendarDate(to)!;
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / DAY_MS);
}

export function parseTimeOfDay(text: string): { hour: number; minute: number } | null {
  const match = TIME_PATTERN.exec(text);
  return match ? { hour: Number(match[1]), minute: Number(match[2]) } : null;
}

// A date as a person reads it ('Sat, Dec 5, 2026'); no time zone: the value is the league's own day.
export function readableCalendarDate(text: string): string {
  const date = parseCalendarDate(text);
  if (!date) return text;
  return dateTimeFormat({ timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }).format(new Date(Date.UTC(date.year, date.month - 1, date.day)));
}
