import { describe, expect, it } from 'vitest';
import { mayAnswerResult, mayReadResult, mayRuleResult } from './results';

const admin = { id: 1, role: 'admin' as const };
const coach = { id: 2, role: 'coach' as const };
const referee = { id: 3, role: 'referee' as const };
const fan = { id: 4, role: 'fan' as const };

describe('result policies', () => {
  it("a final is answered by its teams' coaches, read by them, the admins and its referee, ruled by the admins", () => {
    const coached = { refereeId: 3, coached: ['home' as const] };
    const other = { refereeId: 3, coached: [] };
    expect(mayAnswerResult(coach, coached)).toBe(true);
    expect(mayAnswerResult(coach, other)).toBe(false);
    expect(mayAnswerResult(fan, coached)).toBe(false);
    expect([admin, coach, referee, fan, null].map((user) => mayReadResult(user, other))).toEqual([true, false, true, false, false]);
    expect(mayReadResult(coach, coached)).toBe(true);
    expect([admin, coach, referee, null].map(mayRuleResult)).toEqual([true, false, false, false]);
  });
});
