import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../roles';
import { isAdministrator, isAwaitingApproval, isFanOfLeague, isLeagueAdmin, isReferee, mayChangeAccountOf, mayGiveRole, mayResetPasswordByMail } from './users';

const holders = (predicate: (user: { role: Role }) => boolean) => ROLES.filter((role) => predicate({ role }));

describe('who a user is', () => {
  it('names each group by its roles', () => {
    expect(holders(isAwaitingApproval)).toEqual(['pending']);
    expect(holders(isAdministrator)).toEqual(['super_admin', 'admin']);
    expect(holders(isLeagueAdmin)).toEqual(['admin']);
    expect(holders(isReferee)).toEqual(['referee']);
  });

  it('isFanOfLeague (issue 17): a fan of this league or of none yet', () => {
    const league = { id: 1 };
    expect(isFanOfLeague({ role: 'fan', leagueId: 1 }, league)).toBe(true);
    expect(isFanOfLeague({ role: 'fan', leagueId: null }, league)).toBe(true);
    expect(isFanOfLeague({ role: 'fan', leagueId: 2 }, league)).toBe(false);
    expect(isFanOfLeague({ role: 'parent', leagueId: 1 }, league)).toBe(false);
    expect(isFanOfLeague({ role: 'referee', leagueId: 1 }, league)).toBe(false);
    expect(isFanOfLeague(null, league)).toBe(false);
    expect(isFanOfLeague(undefined, league)).toBe(false);
  });
});

describe('who may do what to an account', () => {
  it('mayGiveRole: only a super admin gives the super admin role', () => {
    for (const role of ROLES) {
      expect(mayGiveRole({ role: 'super_admin' }, role)).toBe(true);
      expect(mayGiveRole({ role: 'admin' }, role)).toBe(role !== 'super_admin');
    }
  });

  it('mayChangeAccountOf: a super admin\'s account is a super admin\'s to change', () => {
    expect(mayChangeAccountOf({ role: 'admin' }, { role: 'super_admin' })).toBe(false);
    expect(mayChangeAccountOf({ role: 'super_admin' }, { role: 'super_admin' })).toBe(true);
    for (const role of ROLES.filter((role) => role !== 'super_admin')) expect(mayChangeAccountOf({ role: 'admin' }, { role })).toBe(true);
  });

  it('mayResetPasswordByMail (decisions 004, 065): viewer accounts, their own password', () => {
    expect(holders(mayResetPasswordByMail)).toEqual(['fan', 'parent']);
  });
});
