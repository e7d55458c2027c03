import { describe, expect, it } from 'vitest';
import { ROLES } from '../roles';
import { isInEveryLeague, isInLeague, mayEnterSuspendedLeague, mayManageLeague, mayRenameLeague } from './leagues';

const league = { id: 1 };

describe('isInLeague: the tenant', () => {
  it('puts a super admin in every league and anyone else in the league of their account', () => {
    expect(isInLeague({ role: 'super_admin', leagueId: null }, league)).toBe(true);
    expect(isInEveryLeague({ role: 'super_admin' })).toBe(true);
    for (const role of ROLES.filter((role) => role !== 'super_admin')) {
      expect(isInEveryLeague({ role })).toBe(false);
      expect(isInLeague({ role, leagueId: 1 }, league)).toBe(true);
      expect(isInLeague({ role, leagueId: 2 }, league)).toBe(false);
    }
  });
});

describe('mayManageLeague (issue 36): the league\'s own admins and a super admin', () => {
  it.each([
    [{ role: 'admin', leagueId: 1 }, true],
    [{ role: 'super_admin', leagueId: null }, true],
    [{ role: 'admin', leagueId: 2 }, false],
    [{ role: 'referee', leagueId: 1 }, false],
    [{ role: 'fan', leagueId: 1 }, false],
    [null, false],
    [undefined, false],
  ] as const)('%o -> %s', (user, allowed) => expect(mayManageLeague(user, league)).toBe(allowed));
});

describe('a super admin\'s league rules', () => {
  it.each(ROLES.map((role) => [role, role === 'super_admin'] as const))('%s renames a league and enters a suspended one: %s', (role, allowed) => {
    expect(mayRenameLeague({ role })).toBe(allowed);
    expect(mayEnterSuspendedLeague({ role })).toBe(allowed);
  });

  it('keeps a suspended league closed to the signed out', () => expect(mayEnterSuspendedLeague(null)).toBe(false));
});
