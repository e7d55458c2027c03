import { dateTimeFormat, utcToWallClock, wallClockToUtc } from '@common/time';

// Dates and times are shown in the league's time zone, whatever the viewer's device says.

export function formatLeagueDate(iso: string, timeZone: string): string {
  return dateTimeFormat({ timeZone, weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }).format(new Date(iso));
}

export function formatLeagueTime(iso: string, timeZone: string): string {
  return dateTimeFormat({ timeZone, hour: 'numeric', minute: '2-digit' }).format(new Date(iso));
}

export function formatLeagueDateTime(iso: string, timeZone: string): string {
  return `${formatLeagueDate(iso, timeZone)}, ${formatLeagueTime(iso, timeZone)}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

// The value of an <input type="datetime-local"> showing this instant as the league's wall clock.
export function toLeagueInputValue(iso: string, timeZone: string): string {
  const w = utcToWallClock(new Date(iso), timeZone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}

// An <input type="datetime-local"> value read as a wall-clock time at the league -> ISO instant (UTC).
export function fromLeagueInputValue(value: string, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  return wallClockToUtc({ year, month, day, hour, minute }, timeZone).toISOString();
}

// m:ss of the game clock (spec 2.7).
export function formatClock(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(s / 60)}:${pad(s % 60)}`;
}
