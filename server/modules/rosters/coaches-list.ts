// GET /api/teams/{id}/coaches (issue 49, decision 077): a team's coaches and its invitations still
// waiting, for the league's admins and the team's own coaches.
import { mayReadCoaches } from '../../../common/policies/teams';
import type { TeamCoachesDto } from '../../../common/schemas/rosters';
import type { Actor } from '../../auth/actor';
import { assertMayRead } from '../../auth/policy';
import { scopeOf } from '../../auth/scope';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { forbidden, notFound } from '../../http/errors';
import { leagueById } from '../leagues/store';
import { teamInScope } from '../teams/store';
import { coachesOfTeam, isCoachOfTeam, openInvitationsOfTeam } from './coaches-store';
import { COACH_TEXT } from './coach-texts';

export async function readTeamCoaches(db: DbOrTx, team: { id: number; leagueId: number }, now: Date): Promise<TeamCoachesDto> {
  return { coaches: await coachesOfTeam(db, team), invitations: await openInvitationsOfTeam(db, team, now) };
}

export async function listCoaches(deps: AppDeps, actor: Actor, teamId: number): Promise<TeamCoachesDto> {
  const team = await teamInScope(deps.db, scopeOf(actor), teamId);
  if (!team) throw notFound(COACH_TEXT.teamNotFound);
  const league = await leagueById(deps.db, team.leagueId);
  if (!league) throw notFound(COACH_TEXT.teamNotFound);
  assertMayRead(actor, league);
  if (!mayReadCoaches(actor, await isCoachOfTeam(deps.db, team, actor.id))) throw forbidden(COACH_TEXT.mayNotRead);
  return readTeamCoaches(deps.db, team, deps.now());
}
