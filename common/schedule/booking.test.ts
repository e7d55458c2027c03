import { describe, expect, it } from 'vitest';
import { BookingIndex, clashBetween, clashMessage, gameLengthMs, intervalsOverlap, type NamedBooking } from './booking';

const MIN = 60_000;
const T0 = Date.UTC(2026, 4, 2, 14, 0);
const game = (values: Partial<NamedBooking> = {}): NamedBooking => ({
  id: 1,
  start: T0,
  end: T0 + 65 * MIN,
  field: 'North Field',
  homeTeamId: 1,
  awayTeamId: 2,
  refereeId: 9,
  homeTeam: 'Hawks',
  awayTeam: 'Bears',
  ...values,
});

describe('booking', () => {
  it('a game lasts its periods times the period length plus the halftime', () => {
    expect(gameLengthMs({ totalPeriods: 4, periodDuration: 15, halftimeDuration: 300 })).toBe(65 * MIN);
    expect(gameLengthMs({ totalPeriods: 2, periodDuration: 25, halftimeDuration: 0 })).toBe(50 * MIN);
  });

  it('touching ends do not overlap; one minute in does', () => {
    expect(intervalsOverlap({ start: 0, end: 10 }, { start: 10, end: 20 })).toBe(false);
    expect(intervalsOverlap({ start: 0, end: 11 }, { start: 10, end: 20 })).toBe(true);
    expect(intervalsOverlap({ start: 5, end: 6 }, { start: 0, end: 20 })).toBe(true);
  });

  it('the same field (any spelling), a shared team or the same referee clash', () => {
    const other = game();
    const later = { start: T0 + 30 * MIN, end: T0 + 95 * MIN };
    expect(clashBetween(game({ id: 2, ...later, field: ' north  FIELD ', homeTeamId: 3, awayTeamId: 4, refereeId: null }), other)?.reason).toBe('field');
    expect(clashBetween(game({ id: 2, ...later, field: 'South', homeTeamId: 3, awayTeamId: 2, refereeId: null }), other)).toMatchObject({ reason: 'team', teamId: 2 });
    expect(clashBetween(game({ id: 2, ...later, field: 'South', homeTeamId: 3, awayTeamId: 4, refereeId: 9 }), other)?.reason).toBe('referee');
    expect(clashBetween(game({ id: 2, ...later, field: 'South', homeTeamId: 3, awayTeamId: 4, refereeId: 8 }), other)).toBeNull();
    expect(clashBetween(game({ id: 2, ...later, field: null, homeTeamId: 3, awayTeamId: 4, refereeId: null }), game({ field: null }))).toBeNull();
  });

  it("issue 48: an official on either game's crew clashes, whichever position he holds", () => {
    const other = game({ refereeId: 9, crew: [11] });
    const later = { start: T0 + 30 * MIN, end: T0 + 95 * MIN, field: 'South', homeTeamId: 3, awayTeamId: 4 };
    expect(clashBetween(game({ id: 2, ...later, refereeId: 11 }), other)?.reason).toBe('referee');
    expect(clashBetween(game({ id: 2, ...later, refereeId: null, crew: [9] }), other)?.reason).toBe('referee');
    expect(clashBetween(game({ id: 2, ...later, refereeId: 12, crew: [13] }), other)).toBeNull();
  });

  it('a game does not clash with itself, nor with one that ends as it starts', () => {
    expect(clashBetween(game(), game())).toBeNull();
    expect(clashBetween(game({ id: 2, start: T0 + 65 * MIN, end: T0 + 130 * MIN }), game())).toBeNull();
  });

  it('names the other game with its kickoff in league time', () => {
    const clash = clashBetween(game({ id: 2, homeTeamId: 5, awayTeamId: 6, refereeId: null }), game())!;
    expect(clashMessage(clash, 'America/New_York')).toBe('Double booking: the field North Field is taken then (Hawks vs Bears, Sat, May 2, 2026, 10:00 AM). Choose another time or field.');
  });
});

describe('BookingIndex', () => {
  it('finds a clash across midnight and forgets a removed game', () => {
    const late = game({ start: Date.UTC(2026, 4, 2, 23, 30), end: Date.UTC(2026, 4, 3, 0, 35) });
    const index = new BookingIndex([late]);
    const afterMidnight = game({ id: 2, start: Date.UTC(2026, 4, 3, 0, 10), end: Date.UTC(2026, 4, 3, 1, 15), homeTeamId: 7, awayTeamId: 8, refereeId: null });
    expect(index.firstClash(afterMidnight)?.reason).toBe('field');
    index.remove(late);
    expect(index.firstClash(afterMidnight)).toBeNull();
  });
});
