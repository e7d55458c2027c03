// Issue 48: who reads the officials' pay and marks a game as played off the console. Pure predicates:
// server/modules/pay asserts them, the client reads them to show the pay page and its buttons.
import { can, type Role } from '../roles';
import { mayManageLeague } from './leagues';

type Member = { role: Role; leagueId: number | null };

// A league's pay list, its CSV and its rates are its admins' (its own, or a super admin).
export function mayReadLeaguePay(user: Member | null | undefined, league: { id: number }): boolean {
  return mayManageLeague(user, league);
}

// Marking a game as played off the console (or taking the mark back) makes its crew payable: the
// league's admins say so, never the officials who are paid.
export function mayMarkPlayedOffConsole(user: Member | null | undefined, league: { id: number }): boolean {
  return mayManageLeague(user, league);
}

// An official reads his own statement: whoever may be named to a game's crew (a super admin belongs
// to no league, so to none of its games).
export function mayReadOwnPay(user: { role: Role } | null | undefined): boolean {
  return !!user && can(user.role, 'officiate:game');
}
