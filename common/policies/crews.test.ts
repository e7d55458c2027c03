import { describe, expect, it } from 'vitest';
import { mayAnswerOffer, mayArrive, mayAssignCrew, mayClaimPosition, mayReadCrew, mayReadDeclineReason } from './crews';

const admin = { id: 1, role: 'admin' as const };
const referee = { id: 2, role: 'referee' as const };
const other = { id: 3, role: 'referee' as const };
const fan = { id: 4, role: 'fan' as const };
const declined = { refereeId: 2, status: 'declined' as const };
const offered = { refereeId: 2, status: 'offered' as const };

describe('crew policies', () => {
  it("a crew is read by the league's admins and referees, not by fans or nobody", () => {
    expect([admin, referee, other, fan, null].map(mayReadCrew)).toEqual([true, true, true, false, false]);
  });

  it("a decline's reason is the admins' and the decliner's", () => {
    expect([admin, referee, other, fan].map((user) => mayReadDeclineReason(user, declined))).toEqual([true, true, false, false]);
  });

  it('admins assign; the offered official answers and arrives; officials claim', () => {
    expect([admin, referee].map(mayAssignCrew)).toEqual([true, false]);
    expect([admin, referee, other].map((user) => mayAnswerOffer(user, offered))).toEqual([false, true, false]);
    expect(mayArrive(referee, offered)).toBe(true);
    expect(mayArrive(referee, declined)).toBe(false);
    expect([admin, referee, fan, null].map(mayClaimPosition)).toEqual([true, true, false, false]);
  });
});
