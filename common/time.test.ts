import { describe, expect, it, vi } from 'vitest';
import { utcToWallClock, wallClockToUtc } from './time';

describe('wallClockToUtc', () => {
  it('converts on each side of a daylight-saving change', () => {
    // New York: EDT (UTC-4) until 1 Nov 2026 02:00, EST (UTC-5) after
    expect(wallClockToUtc({ year: 2026, month: 10, day: 31, hour: 9, minute: 0 }, 'America/New_York').toISOString()).toBe('2026-10-31T13:00:00.000Z');
    expect(wallClockToUtc({ year: 2026, month: 11, day: 7, hour: 9, minute: 0 }, 'America/New_York').toISOString()).toBe('2026-11-07T14:00:00.000Z');
    // spring forward on 8 Mar 2026
    expect(wallClockToUtc({ year: 2026, month: 3, day: 7, hour: 18, minute: 30 }, 'America/Chicago').toISOString()).toBe('2026-03-08T00:30:00.000Z');
    expect(wallClockToUtc({ year: 2026, month: 3, day: 9, hour: 18, minute: 30 }, 'America/Chicago').toISOString()).toBe('2026-03-09T23:30:00.000Z');
  });

  it('handles zones without daylight saving', () => {
    expect(wallClockToUtc({ year: 2026, month: 7, day: 4, hour: 10, minute: 0 }, 'America/Phoenix').toISOString()).toBe('2026-07-04T17:00:00.000Z');
    expect(wallClockToUtc({ year: 2026, month: 1, day: 4, hour: 10, minute: 0 }, 'Pacific/Honolulu').toISOString()).toBe('2026-01-04T20:00:00.000Z');
  });

  it('round-trips through utcToWallClock', () => {
    const wall = { year: 2026, month: 9, day: 12, hour: 18, minute: 45 };
    expect(utcToWallClock(wallClockToUtc(wall, 'America/Anchorage'), 'America/Anchorage')).toEqual(wall);
  });
});

// Both changes of 2026 in three zones: the skipped hour lands an hour later as clocks show it, the
// repeated hour is its first instant, and the hours around each change are exact.
describe('wallClockToUtc on the days the clocks change', () => {
  const zones = [
    { zone: 'America/New_York', standard: 5 },
    { zone: 'America/Denver', standard: 7 },
    { zone: 'America/Los_Angeles', standard: 8 },
  ];
  const at = (day: number, month: number, hour: number, minute: number) => ({ year: 2026, month, day, hour, minute });
  const utc = (month: number, day: number, hour: number, minute: number) =>
    new Date(Date.UTC(2026, month - 1, day, hour, minute)).toISOString();

  for (const { zone, standard } of zones) {
    const daylight = standard - 1;
    it.each([
      ['01:59 before the spring change', at(8, 3, 1, 59), utc(3, 8, 1 + standard, 59)],
      ['02:00, skipped, is 03:00 daylight', at(8, 3, 2, 0), utc(3, 8, 3 + daylight, 0)],
      ['02:30, skipped, is 03:30 daylight', at(8, 3, 2, 30), utc(3, 8, 3 + daylight, 30)],
      ['03:00 after the spring change', at(8, 3, 3, 0), utc(3, 8, 3 + daylight, 0)],
      ['00:59 before the fall change', at(1, 11, 0, 59), utc(11, 1, daylight, 59)],
      ['01:30, read twice, is the first one', at(1, 11, 1, 30), utc(11, 1, 1 + daylight, 30)],
      ['02:00 after the fall change', at(1, 11, 2, 0), utc(11, 1, 2 + standard, 0)],
    ])(`${zone}: %s`, (_name, wall, expected) => {
      expect(wallClockToUtc(wall, zone).toISOString()).toBe(expected);
    });

    it(`${zone}: every quarter hour of both change days round-trips unless it was skipped`, () => {
      for (const [month, day] of [[3, 8], [11, 1]] as const) {
        for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
          const wall = at(day, month, Math.floor(minutes / 60), minutes % 60);
          const skipped = month === 3 && wall.hour === 2;
          const back = utcToWallClock(wallClockToUtc(wall, zone), zone);
          expect(back).toEqual(skipped ? { ...wall, hour: 3 } : wall);
        }
      }
    });
  }
});

describe('a render\'s dates, recorded and known (issue 17)', () => {
  it('answers what a recorded render formatted without building an Intl formatter', async () => {
    const wall = { year: 2026, month: 11, day: 7, hour: 9, minute: 0 };
    const kickoff = new Date('2026-11-07T14:00:00.000Z');
    const draw = (time: typeof import('./time')) => [
      time.dateTimeFormat({ timeZone: 'America/New_York', hour: 'numeric', minute: '2-digit' }).format(kickoff),
      time.wallClockToUtc(wall, 'America/New_York').toISOString(),
    ];
    // the server: a conversion made before the render is made again inside it, so its reads are kept
    const server = await import('./time');
    server.wallClockToUtc(wall, 'America/New_York');
    const [drawn, formats] = server.recordDateFormats(() => draw(server));
    expect(drawn).toEqual(['9:00 AM', '2026-11-07T14:00:00.000Z']);

    // the browser: a fresh module, told the render's answers, with Intl.DateTimeFormat out of reach
    vi.resetModules();
    const browser = await import('./time');
    browser.knowDateFormats(formats);
    const Original = Intl.DateTimeFormat;
    let built = 0;
    Intl.DateTimeFormat = new Proxy(Original, {
      construct(target, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
        built += 1;
        return new target(...args);
      },
    });
    try {
      expect(draw(browser)).toEqual(drawn);
      expect(built).toBe(0);
      // a date the render did not draw builds the formatter
      expect(browser.dateTimeFormat({ timeZone: 'America/New_York', hour: 'numeric', minute: '2-digit' }).format(new Date('2026-11-07T15:30:00.000Z'))).toBe('10:30 AM');
      expect(built).toBe(1);
    } finally {
      Intl.DateTimeFormat = Original;
    }
  });
});
