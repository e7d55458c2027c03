// The evening-before rule (issue 47, decision 064), pure: at 18:00 league time, and until midnight,
// a league's reminders are of tomorrow's games (its own dates). Its clocks decide, so a time zone's
// change (DST) moves the instant, not the hour; a process that starts at 20:00 finds the evening's
// reminders due, one that starts after midnight finds the next evening's not yet due.
import { addDays, datesInstants } from '../../../common/schedule/dates';
import { leagueDateOf, utcToWallClock } from '../../../common/time';

const REMINDER_HOUR = 18;

// The league date whose games are announced at `now` (YYYY-MM-DD), or null before 18:00.
export function reminderDayAt(now: Date, timeZone: string): string | null {
  if (utcToWallClock(now, timeZone).hour < REMINDER_HOUR) return null;
  return addDays(leagueDateOf(now, timeZone), 1);
}

// The instants of one league date: from its midnight to the next (23 or 25 hours on a change).
export function daySpan(day: string, timeZone: string): { from: Date; to: Date } {
  return datesInstants(day, day, timeZone);
}
