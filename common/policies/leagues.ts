// Who may do what to a league (architecture rule 14): whose league it is (the tenant), who manages
// it, who renames it, who still enters it suspended. Pure predicates: server/auth/policy.ts and the
// league use cases assert them, the client reads them to show or hide.
import { can, type Role } from '../roles';

type Member = { role: Role; leagueId: number | null };

// A super admin is in every league (and bound to none); anyone else in the league of their account.
export function isInEveryLeague(user: { role: Role }): boolean {
  return user.role === 'super_admin';
}

export function isInLeague(user: Member, league: { id: number }): boolean {
  return isInEveryLeague(user) || user.leagueId === league.id;
}

// Issue 36: the league's admins (its own, or a super admin) start its playoffs from the standings page.
export function mayManageLeague(user: Member | null | undefined, league: { id: number }): boolean {
  return !!user && can(user.role, 'manage:league') && isInLeague(user, league);
}

// A league's name and slug are a super admin's to change; its admins change its game settings and
// time zone (League Settings).
export function mayRenameLeague(user: { role: Role }): boolean {
  return can(user.role, 'manage:all-leagues');
}

// Spec 4: a suspended league is "not accessible to users"; only a super admin, who suspends and
// reactivates it, still reaches it (decision 018).
export function mayEnterSuspendedLeague(user: { role: Role } | null): boolean {
  return user !== null && can(user.role, 'manage:all-leagues');
}
