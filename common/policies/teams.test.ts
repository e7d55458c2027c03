import { describe, expect, it } from 'vitest';
import { coachedSideOf, isCoachOf, mayAnswerResult, mayBeLinkedAsCoach, mayEditRoster, mayManageCoaches, mayOfficiateTeamsOf, mayReadCoaches } from './teams';

const admin = { role: 'admin' as const };
const coach = { role: 'coach' as const };
const referee = { role: 'referee' as const };
const fan = { role: 'fan' as const };
const game = { homeTeamId: 1, awayTeamId: 2 };

describe('team policies', () => {
  it('names the side a coach coaches, or none', () => {
    expect(isCoachOf([1, 5], 5)).toBe(true);
    expect(isCoachOf([1, 5], null)).toBe(false);
    expect([[1], [2], [3], []].map((ids) => coachedSideOf(ids, game))).toEqual(['home', 'away', null, null]);
  });

  it("the admins manage coaches; the team's coaches read them", () => {
    expect([admin, coach, referee, null].map(mayManageCoaches)).toEqual([true, false, false, false]);
    expect(mayReadCoaches(coach, true)).toBe(true);
    expect(mayReadCoaches(coach, false)).toBe(false);
    expect(mayReadCoaches(admin, false)).toBe(true);
    expect(mayReadCoaches(null, true)).toBe(false);
  });

  it('links any account of the league but a pending or super admin one', () => {
    expect((['admin', 'referee', 'fan', 'parent', 'coach', 'pending', 'super_admin'] as const).map((role) => mayBeLinkedAsCoach({ role }))).toEqual([true, true, true, true, true, false, false]);
  });

  it('a coach edits his own roster until the lock date; the admin always', () => {
    const team = { id: 7 };
    expect(mayEditRoster(coach, team, true, '2030-05-01', '2030-04-30')).toBe(true);
    expect(mayEditRoster(coach, team, true, '2030-05-01', '2030-05-01')).toBe(false);
    expect(mayEditRoster(coach, team, false, null, '2030-04-30')).toBe(false);
    expect(mayEditRoster(admin, team, false, '2030-05-01', '2030-06-01')).toBe(true);
    expect(mayEditRoster(fan, team, true, null, '2030-04-30')).toBe(false);
  });

  it("a final is answered by its teams' coaches; a coach does not officiate his team's game", () => {
    expect(mayAnswerResult(coach, [2], game)).toBe(true);
    expect(mayAnswerResult(coach, [3], game)).toBe(false);
    expect(mayAnswerResult(fan, [1], game)).toBe(false);
    expect(mayOfficiateTeamsOf([1], game)).toBe(false);
    expect(mayOfficiateTeamsOf([3], game)).toBe(true);
  });
});
