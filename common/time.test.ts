import { describe, expect, it } from 'vitest';
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
