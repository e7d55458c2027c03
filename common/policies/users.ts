// Who a user is, and who may do what to a user's account (architecture rule 14): pure predicates the
// server asserts (server/modules/users, server/modules/accounts) and the client reads (the guards,
// Manage Referees, the admin dashboard, the season builder, the scoreboard's fan entry).
import { can, type Role } from '../roles';

type HasRole = { role: Role };

const isSuperAdmin = (user: HasRole) => user.role === 'super_admin';

// Spec 6: a referee's registration awaits an admin's approval; until then no sign-in, and the
// referee screens show their own notice.
export function isAwaitingApproval(user: HasRole): boolean {
  return user.role === 'pending';
}

// Spec 2.9: the Administrators group, a league's admins and a super admin.
export function isAdministrator(user: HasRole): boolean {
  return user.role === 'admin' || isSuperAdmin(user);
}

// An admin of one league, not a super admin: a league keeps its last one, the referee choices mark
// one "(Admin)", and /pending opens to them only (spec 2.2).
export function isLeagueAdmin(user: HasRole): boolean {
  return user.role === 'admin';
}

// A referee by role, not an admin who also referees: the Referees group and count, the season
// builder's officials.
export function isReferee(user: HasRole): boolean {
  return user.role === 'referee';
}

// Issue 17: a signed-in fan of this league (or of none yet) enters the fan dashboard from the scoreboard.
export function isFanOfLeague(user: (HasRole & { leagueId: number | null }) | null | undefined, league: { id: number }): boolean {
  return user?.role === 'fan' && (user.leagueId === null || user.leagueId === league.id);
}

// Only a super admin gives the super admin role (to a new user or by a role change).
export function mayGiveRole(user: HasRole, role: Role): boolean {
  return role !== 'super_admin' || isSuperAdmin(user);
}

// A super admin's account (its name, email, password, role) is a super admin's to change: an admin
// who could would take over the platform.
export function mayChangeAccountOf(user: HasRole, account: HasRole): boolean {
  return !isSuperAdmin(account) || isSuperAdmin(user);
}

// Decisions 004 and 065: a viewer account resets its own password by mail; a staff or pending one
// asks the league's admin.
export function mayResetPasswordByMail(account: HasRole): boolean {
  return can(account.role, 'reset:password-by-mail', 'own');
}
