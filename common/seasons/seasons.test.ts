import { describe, expect, it } from 'vitest';
import { leagueDateOf } from '../time';
import { currentSeason, overlappingSeason, seasonInstants, seasonOfDate, seasonOfKickoff, type SeasonSpan } from './seasons';

// A hand-made league: a fall and a spring season with the winter between them in no season.
const fall: SeasonSpan = { id: 1, name: 'Fall 2026', startDate: '2026-09-01', endDate: '2026-11-30' };
const spring: SeasonSpan = { id: 2, name: 'Spring 2027', startDate: '2027-03-01', endDate: '2027-05-31' };
const seasons = [spring, fall];

describe('seasonOfDate', () => {
  it('holds its first and last day, and not the days either side', () => {
    expect(seasonOfDate(seasons, '2026-08-31')).toBeNull();
    expect(seasonOfDate(seasons, '2026-09-01')).toBe(fall);
    expect(seasonOfDate(seasons, '2026-11-30')).toBe(fall);
    expect(seasonOfDate(seasons, '2026-12-01')).toBeNull();
    expect(seasonOfDate(seasons, '2027-03-01')).toBe(spring);
  });

  it('a date in a gap between seasons, or a league with no season, has none', () => {
    expect(seasonOfDate(seasons, '2027-01-15')).toBeNull();
    expect(seasonOfDate([], '2026-10-01')).toBeNull();
  });

  it('a one-day season holds that day', () => {
    const jamboree = { id: 3, name: 'Jamboree', startDate: '2026-12-12', endDate: '2026-12-12' };
    expect(seasonOfDate([jamboree], '2026-12-12')).toBe(jamboree);
    expect(seasonOfDate([jamboree], '2026-12-13')).toBeNull();
  });
});

describe('a kickoff belongs to the season of its date in league time, not in UTC', () => {
  it('near midnight: 23:30 on the last day in New York is 03:30 or 04:30 UTC the next day', () => {
    // 30 Nov 2026 23:30 EST = 1 Dec 04:30Z: still fall in New York, winter in UTC
    expect(leagueDateOf(new Date('2026-12-01T04:30:00Z'), 'America/New_York')).toBe('2026-11-30');
    expect(seasonOfKickoff(seasons, new Date('2026-12-01T04:30:00Z'), 'America/New_York')).toBe(fall);
    expect(seasonOfKickoff(seasons, new Date('2026-12-01T05:00:00Z'), 'America/New_York')).toBeNull();
    // 1 Sep 2026 00:15 EDT = 04:15Z: the first day; 31 Aug 23:59 EDT = 1 Sep 03:59Z is not
    expect(seasonOfKickoff(seasons, new Date('2026-09-01T04:15:00Z'), 'America/New_York')).toBe(fall);
    expect(seasonOfKickoff(seasons, new Date('2026-09-01T03:59:00Z'), 'America/New_York')).toBeNull();
  });

  it('east of UTC the other way round: 00:30 on the first day in Sydney is the day before in UTC', () => {
    const sydney = { id: 9, name: 'Summer', startDate: '2026-12-01', endDate: '2027-02-28' };
    // 1 Dec 2026 00:30 AEDT (UTC+11) = 30 Nov 13:30Z
    expect(seasonOfKickoff([sydney], new Date('2026-11-30T13:30:00Z'), 'Australia/Sydney')).toBe(sydney);
    expect(seasonOfKickoff([sydney], new Date('2026-11-30T12:30:00Z'), 'Australia/Sydney')).toBeNull();
  });
});

describe('seasonInstants: the instants of a season’s days in the league’s zone', () => {
  it('runs from the first day’s midnight to the midnight after the last, daylight saving included', () => {
    // fall 2026 in New York: starts on EDT (UTC-4), ends on EST (UTC-5) after the 1 Nov change
    const { from, to } = seasonInstants(fall, 'America/New_York');
    expect(from.toISOString()).toBe('2026-09-01T04:00:00.000Z');
    expect(to.toISOString()).toBe('2026-12-01T05:00:00.000Z');
  });

  it('a season ending on the spring-forward day counts its 23 hours; one ending on the fall-back day its 25', () => {
    const march = seasonInstants({ startDate: '2026-03-08', endDate: '2026-03-08' }, 'America/New_York');
    expect(march.to.getTime() - march.from.getTime()).toBe(23 * 3_600_000);
    const november = seasonInstants({ startDate: '2026-11-01', endDate: '2026-11-01' }, 'America/New_York');
    expect(november.to.getTime() - november.from.getTime()).toBe(25 * 3_600_000);
  });

  it('a day whose midnight the clocks skip (Santiago, 6 Sep 2026: 24:00 -> 01:00) starts at its first real instant', () => {
    const { from } = seasonInstants({ startDate: '2026-09-06', endDate: '2026-09-30' }, 'America/Santiago');
    expect(from.toISOString()).toBe('2026-09-06T04:00:00.000Z');
    expect(leagueDateOf(from.getTime() - 1, 'America/Santiago')).toBe('2026-09-05');
    expect(leagueDateOf(from, 'America/Santiago')).toBe('2026-09-06');
  });

  it('agrees with seasonOfKickoff at both ends', () => {
    for (const zone of ['America/New_York', 'America/Los_Angeles', 'Pacific/Honolulu', 'Europe/London', 'Australia/Sydney']) {
      const { from, to } = seasonInstants(fall, zone);
      expect(seasonOfKickoff([fall], from, zone), zone).toBe(fall);
      expect(seasonOfKickoff([fall], from.getTime() - 1, zone), zone).toBeNull();
      expect(seasonOfKickoff([fall], to.getTime() - 1, zone), zone).toBe(fall);
      expect(seasonOfKickoff([fall], to, zone), zone).toBeNull();
    }
  });
});

describe('currentSeason', () => {
  it('is the season holding today, its first and last day included', () => {
    expect(currentSeason(seasons, '2026-09-01')).toBe(fall);
    expect(currentSeason(seasons, '2026-11-30')).toBe(fall);
    expect(currentSeason(seasons, '2027-04-10')).toBe(spring);
  });

  it('else the next to start: before the first season, and in a gap', () => {
    expect(currentSeason(seasons, '2026-06-01')).toBe(fall);
    expect(currentSeason(seasons, '2026-12-01')).toBe(spring);
    expect(currentSeason([...seasons, { id: 3, name: 'Fall 2027', startDate: '2027-09-01', endDate: '2027-11-30' }], '2026-12-25')).toBe(spring);
  });

  it('else the last to end, after every season', () => {
    expect(currentSeason(seasons, '2027-06-01')).toBe(spring);
    expect(currentSeason([fall], '2030-01-01')).toBe(fall);
  });

  it('is null for a league with no season', () => {
    expect(currentSeason([], '2026-10-01')).toBeNull();
  });
});

describe('overlappingSeason', () => {
  it('finds another season sharing a day, a shared first or last day included', () => {
    expect(overlappingSeason(seasons, { id: null, startDate: '2026-11-30', endDate: '2027-01-31' })).toBe(fall);
    expect(overlappingSeason(seasons, { id: null, startDate: '2027-02-01', endDate: '2027-03-01' })).toBe(spring);
    expect(overlappingSeason(seasons, { id: null, startDate: '2026-01-01', endDate: '2027-12-31' })).not.toBeNull();
    expect(overlappingSeason(seasons, { id: null, startDate: '2026-10-01', endDate: '2026-10-02' })).toBe(fall);
  });

  it('a season in the gap, touching neither, overlaps nothing; a season never overlaps itself', () => {
    expect(overlappingSeason(seasons, { id: null, startDate: '2026-12-01', endDate: '2027-02-28' })).toBeNull();
    expect(overlappingSeason(seasons, { id: fall.id, startDate: '2026-08-01', endDate: '2026-12-31' })).toBeNull();
    expect(overlappingSeason([], { id: null, startDate: '2026-08-01', endDate: '2026-12-31' })).toBeNull();
  });
});
