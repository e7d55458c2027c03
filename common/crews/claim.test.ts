import { describe, expect, it } from 'vitest';
import { claimRefusal, gamesOnDay, gapBetween, restClash, type Slot } from './claim';

const HOUR = 60 * 60 * 1000;
// Sat 7 Jun 2031, New York (UTC-4): 09:00 local is 13:00Z
const nine = Date.parse('2031-06-07T13:00:00Z');
const slot = (gameId: number, start: number, lengthMs = HOUR): Slot => ({ gameId, start, end: start + lengthMs });
const NY = 'America/New_York';

describe('gamesOnDay', () => {
  it("counts his games on the candidate's league day, the candidate once", () => {
    const slots = [slot(1, nine), slot(2, nine + 2 * HOUR), slot(3, nine + 30 * HOUR)];
    expect(gamesOnDay(slots, slot(4, nine + 5 * HOUR), NY)).toBe(3);
    expect(gamesOnDay(slots, slot(1, nine), NY)).toBe(2);
  });

  it("reads the day in league time: 23:30 in New York is the same day, though tomorrow in UTC", () => {
    const lateLocal = Date.parse('2031-06-08T03:30:00Z');
    expect(gamesOnDay([slot(1, nine)], slot(2, lateLocal), NY)).toBe(2);
    expect(gamesOnDay([slot(1, nine)], slot(2, lateLocal), 'UTC')).toBe(1);
  });
});

describe('restClash', () => {
  it('measures from the end of the previous game and to the kickoff of the next', () => {
    const before = slot(1, nine);
    expect(gapBetween(before, slot(2, nine + 2 * HOUR))).toBe(HOUR);
    expect(gapBetween(slot(2, nine + 2 * HOUR), before)).toBe(HOUR);
    expect(restClash([before], slot(2, nine + 2 * HOUR), 60)).toBeNull();
    expect(restClash([before], slot(2, nine + 2 * HOUR), 61)).toEqual(before);
    const after = slot(3, nine + 4 * HOUR);
    expect(restClash([after], slot(2, nine + 2 * HOUR), 61)).toEqual(after);
  });

  it('asks nothing when the league wants no rest, and never compares a game with itself', () => {
    expect(restClash([slot(1, nine)], slot(2, nine + HOUR), 0)).toBeNull();
    expect(restClash([slot(2, nine)], slot(2, nine), 30)).toBeNull();
  });
});

describe('claimRefusal', () => {
  const limits = { maxGamesPerDay: 2, restMinutes: 30, timeZone: NY };

  it('refuses a day over the maximum first, naming the day', () => {
    expect(claimRefusal([slot(1, nine), slot(2, nine + 3 * HOUR)], slot(3, nine + 6 * HOUR), limits)).toEqual({ kind: 'gamesPerDay', max: 2, day: '2031-06-07' });
  });

  it('then too little rest, naming the other game', () => {
    expect(claimRefusal([slot(1, nine)], slot(3, nine + HOUR + 10 * 60_000), limits)).toMatchObject({ kind: 'rest', other: { gameId: 1 }, restMinutes: 30 });
  });

  it('answers null when both hold', () => {
    expect(claimRefusal([slot(1, nine)], slot(3, nine + 2 * HOUR), limits)).toBeNull();
  });
});
