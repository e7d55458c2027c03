// Wall-clock times at a league <-> UTC instants, through Intl (no hand-written DST tables).

// What a formatter gives: format and formatToParts of Intl.DateTimeFormat.
export type DateFormat = Pick<Intl.DateTimeFormat, 'format' | 'formatToParts'>;

type Formatted = string | Intl.DateTimeFormatPart[];
export type KnownDateFormats = [key: string, formatted: Formatted][];

// Issue 17: the first Intl.DateTimeFormat a page builds starts up the browser's date and time-zone
// data (26 ms on a desktop, 100 ms on a phone). A page the server rendered carries what its render
// formatted (recordDateFormats), and the browser's hydration reads those answers (knowDateFormats)
// instead: the date data starts up only when a date the server did not draw is formatted.
const known = new Map<string, Formatted>();
let recording: Map<string, Formatted> | null = null;

export function knowDateFormats(formats: KnownDateFormats): void {
  for (const [key, formatted] of formats) known.set(key, formatted);
}

// Runs a (synchronous) render, and gives what it formatted.
export function recordDateFormats<T>(render: () => T): [T, KnownDateFormats] {
  const formats = new Map<string, Formatted>();
  recording = formats;
  try {
    return [render(), [...formats]];
  } finally {
    recording = null;
  }
}

// One formatter per set of options: building an Intl.DateTimeFormat costs far more than using it
// (an import converts thousands of rows; a board re-renders its lists' dates and times).
const formatters = new Map<string, DateFormat>();

export function dateTimeFormat(options: Intl.DateTimeFormatOptions): DateFormat {
  const key = JSON.stringify(options);
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = answeringKnown(key, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

// The Intl formatter, built at its first use that the known answers do not cover.
function answeringKnown(optionsKey: string, options: Intl.DateTimeFormatOptions): DateFormat {
  let built: Intl.DateTimeFormat | null = null;
  const intl = () => (built ??= new Intl.DateTimeFormat('en-US', options));
  const answer = <T extends Formatted>(kind: string, date: Date | number | undefined, compute: () => T): T => {
    if (known.size === 0 && recording === null) return compute();
    const key = `${optionsKey} ${kind} ${date === undefined ? Date.now() : Number(date)}`;
    const formatted = (known.get(key) as T | undefined) ?? compute();
    recording?.set(key, formatted);
    return formatted;
  };
  return {
    format: (date) => answer('f', date, () => intl().format(date)),
    formatToParts: (date) => answer('p', date, () => intl().formatToParts(date)),
  };
}

// The offset reader's formatter per zone, held apart from dateTimeFormat's cache: it is asked four
// times per conversion, and that cache's key costs a JSON.stringify each time.
const offsetFormatters = new Map<string, DateFormat>();

function formatterOf(timeZone: string): DateFormat {
  let formatter = offsetFormatters.get(timeZone);
  if (!formatter) {
    formatter = dateTimeFormat({ timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    offsetFormatters.set(timeZone, formatter);
  }
  return formatter;
}

function offsetMs(instant: number, timeZone: string): number {
  const parts = formatterOf(timeZone).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return asUtc - Math.floor(instant / 1000) * 1000;
}

export type WallClock = { year: number; month: number; day: number; hour: number; minute: number };

const DAY_MS = 24 * 60 * 60 * 1000;

// The UTC instant at which the league's clocks read the given wall time. The zone's offsets a day
// before and a day after are the only candidates (no zone changes twice in a day):
// - a time read twice on a fall-back day is the first of the two instants;
// - a time skipped by a spring-forward change is read with the offset before the change, which lands
//   one hour later as the clocks show it (02:30 in New York on 8 Mar 2026 is 03:30 EDT, 07:30Z).
export function wallClockToUtc(wall: WallClock, timeZone: string): Date {
  const naive = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  const key = `${timeZone} ${naive}`;
  let instant = conversions.get(key);
  // (a render being recorded converts afresh: the page must carry the reads of the conversion)
  if (instant === undefined || recording !== null) {
    if (conversions.size >= MAX_CONVERSIONS) conversions.clear();
    instant = convert(naive, timeZone);
    conversions.set(key, instant);
  }
  return new Date(instant);
}

// Conversions already made: a file of 10,000 rows or a season's slots name a few hundred distinct
// kickoffs, each converted once (four offset reads apiece). Bounded, so a long-lived server keeps
// no more than the busiest import needs.
const conversions = new Map<string, number>();
const MAX_CONVERSIONS = 20_000;

function convert(naive: number, timeZone: string): number {
  const before = offsetMs(naive - DAY_MS, timeZone);
  const after = offsetMs(naive + DAY_MS, timeZone);
  const readsWall = (offset: number) => offsetMs(naive - offset, timeZone) === offset;
  const instants = [before, after].filter(readsWall).map((offset) => naive - offset);
  return instants.length > 0 ? Math.min(...instants) : naive - before;
}

export function utcToWallClock(instant: Date, timeZone: string): WallClock {
  const shifted = new Date(instant.getTime() + offsetMs(instant.getTime(), timeZone));
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  };
}

// The league's calendar day of an instant (YYYY-MM-DD): 23:30 in New York is already tomorrow in UTC.
export function leagueDateOf(instant: Date | number, timeZone: string): string {
  const wall = utcToWallClock(new Date(instant), timeZone);
  return `${String(wall.year).padStart(4, '0')}-${String(wall.month).padStart(2, '0')}-${String(wall.day).padStart(2, '0')}`;
}
