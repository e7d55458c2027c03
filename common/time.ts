// Wall-clock times at a league <-> UTC instants, through Intl (no hand-written DST tables).

// One formatter per set of options: building an Intl.DateTimeFormat costs far more than using it
// (an import converts thousands of rows; a board re-renders its lists' dates and times).
const formatters = new Map<string, Intl.DateTimeFormat>();

export function dateTimeFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', options);
    formatters.set(key, formatter);
  }
  return formatter;
}

// The offset reader's formatter per zone, held apart from dateTimeFormat's cache: it is asked four
// times per conversion, and that cache's key costs a JSON.stringify each time.
const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
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
  if (instant === undefined) {
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
