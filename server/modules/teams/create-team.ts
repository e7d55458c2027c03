// Spec 5 Teams: an admin creates a team in its league (issue 34: in one of its divisions, or none).
import type { z } from 'zod';
import type { createTeamBody, TeamDto } from '../../../common/schemas/teams';
import type { Caller } from '../../auth/actor';
import { audit, auditTarget } from '../../auth/audit';
import type { AppDeps } from '../../deps';
import { conflictOnUnique } from '../../http/errors';
import { leagueForCreate } from '../leagues/context';
import { insertTeam, teamDto } from './store';
import { TEAM_TEXT } from './texts';
import { divisionOfTeam } from './access';

export async function createTeam(deps: AppDeps, caller: Caller, body: z.output<typeof createTeamBody>): Promise<TeamDto> {
  const league = await leagueForCreate(deps, caller.actor, body.leagueId);
  const division = await divisionOfTeam(deps, league.id, body.divisionId ?? null);
  return deps.db
    .transaction(async (tx) => {
      const created = await insertTeam(tx, { leagueId: league.id, name: body.name, color: body.color?.toUpperCase(), icon: body.icon, divisionId: division?.id ?? null });
      await audit(tx, caller, 'team.create', auditTarget.row('team', created));
      return teamDto(tx, created);
    })
    .catch(conflictOnUnique(TEAM_TEXT.duplicate(division?.name ?? null)));
}
