// Issue 49, decision 078: who reads and changes a team's roster. Pure predicates the server asserts
// (server/modules/rosters) and the screens read to show or hide a control, so the two agree. Whose
// team it is (team_coaches) and whether its division's roster is locked are the server's lookups;
// the league itself is the scoped lookup (another league's team is not found).
import { can, type Role } from '../roles';

type RosterUser = { role: Role } | null | undefined;
type Team = { isCoach: boolean };

// The league's admins any team's; its coaches their own; a referee of the league any team's, since he
// checks its players in at the field.
export function mayReadRoster(user: RosterUser, team: Team): boolean {
  if (!user) return false;
  return can(user.role, 'edit:roster', team.isCoach ? 'own' : 'any') || can(user.role, 'check-in:game', 'own');
}

// The players dropped from a roster are the admins' to see (the roster's history).
export function mayReadDroppedPlayers(user: RosterUser): boolean {
  return !!user && can(user.role, 'edit:roster');
}

// The league's admins change any roster at any time; a coach his own team's until its division's lock
// date (from that day on only the admins).
export function mayEditRoster(user: RosterUser, team: Team & { locked: boolean }): boolean {
  if (!user) return false;
  if (can(user.role, 'edit:roster')) return true;
  return team.isCoach && !team.locked && can(user.role, 'edit:roster', 'own');
}

// Whether a roster is locked on the league's date `today` (YYYY-MM-DD): from the lock date on.
export function isRosterLocked(lockDate: string | null, today: string): boolean {
  return lockDate !== null && today >= lockDate;
}
