import { describe, expect, it } from 'vitest';
import { mayCheckIn, mayOverrideCheckin, mayReadCheckin } from './checkins';

const admin = { id: 1, role: 'admin' as const };
const referee = { id: 2, role: 'referee' as const };
const partner = { id: 3, role: 'referee' as const };
const other = { id: 4, role: 'referee' as const };
const coach = { id: 5, role: 'coach' as const };
const game = { refereeId: 2, crewIds: [2, 3] };

describe('check-in policies', () => {
  it("the sheet is read by the game's crew and the admins", () => {
    expect([admin, referee, partner, other, coach, null].map((user) => mayReadCheckin(user, game))).toEqual([true, true, true, false, false, false]);
  });

  it("the game's referee and the admins mark who is present; a partner of the crew does not", () => {
    expect([admin, referee, partner, other, coach, null].map((user) => mayCheckIn(user, game))).toEqual([true, true, false, false, false, false]);
    expect(mayCheckIn({ id: 5, role: 'coach' }, { refereeId: 5 })).toBe(false);
  });

  it('only the admins override', () => {
    expect([admin, { id: 9, role: 'super_admin' as const }, referee, coach, null].map(mayOverrideCheckin)).toEqual([true, true, false, false, false]);
  });
});
