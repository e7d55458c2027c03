// Issue 49, decision 077: who may do what as a team's coach. Pure predicates the server asserts
// (server/modules/rosters, crews/checks.ts) and the screens read. Which teams a user coaches
// (team_coaches) is the server's lookup, handed in as ids; the league itself is the scoped lookup
// (another league's team is not found).
import { can, type Role } from '../roles';
import { isAwaitingApproval } from './users';
import { isRosterLocked, mayEditRoster as mayEditRosterOf } from './rosters';

type TeamUser = { role: Role } | null | undefined;
type GameTeams = { homeTeamId: number | null; awayTeamId: number | null };

// Whether the teams a user coaches include this one.
export function isCoachOf(coachedTeamIds: readonly number[], teamId: number | null): boolean {
  return teamId !== null && coachedTeamIds.includes(teamId);
}

// The team of a game its user coaches (home first), or null: a coach of either team.
export function coachedSideOf(coachedTeamIds: readonly number[], game: GameTeams): 'home' | 'away' | null {
  if (isCoachOf(coachedTeamIds, game.homeTeamId)) return 'home';
  return isCoachOf(coachedTeamIds, game.awayTeamId) ? 'away' : null;
}

// A team's coaches are added (invited or linked) and removed by the league's admins.
export function mayManageCoaches(user: TeamUser): boolean {
  return !!user && can(user.role, 'manage:league');
}

// A team's coaches (their names and addresses, its open invitations) are read by the league's admins
// and by the team's own coaches.
export function mayReadCoaches(user: TeamUser, isCoachOfTeam: boolean): boolean {
  return mayManageCoaches(user) || (!!user && isCoachOfTeam);
}

// An account of the league that an invitation links instead of making a new one: any but one
// awaiting approval (its owner is not yet trusted) or a super admin's (no league's coach).
export function mayBeLinkedAsCoach(account: { role: Role }): boolean {
  return !isAwaitingApproval(account) && account.role !== 'super_admin';
}

// The roster's rule (common/policies/rosters.ts) with the lock read from its date: the admins any
// team's at any time, a coach his own team's before the division's lock date (`today` in the league's
// time). `team` names the roster asked about; whether he coaches it is `isCoachOfTeam`.
export function mayEditRoster(user: TeamUser, _team: { id: number }, isCoachOfTeam: boolean, lockDate: string | null, today: string): boolean {
  return mayEditRosterOf(user, { isCoach: isCoachOfTeam, locked: isRosterLocked(lockDate, today) });
}

// A final is answered (agreed or protested) by a coach of one of its teams, once per team.
export function mayAnswerResult(user: TeamUser, coachedTeamIds: readonly number[], game: GameTeams): boolean {
  return !!user && can(user.role, 'answer:result', 'own') && coachedSideOf(coachedTeamIds, game) !== null;
}

// A coach of either team does not officiate the game (the crew's offer and claim refuse it); any
// other game of the league he may, when his role officiates.
export function mayOfficiateTeamsOf(coachedTeamIds: readonly number[], game: GameTeams): boolean {
  return coachedSideOf(coachedTeamIds, game) === null;
}
