// Spec 5 Teams: an admin renames or recolours a team, or moves it to another division.
import type { z } from 'zod';
import type { TeamDto, updateTeamBody } from '../../../common/schemas/teams';
import type { Caller } from '../../auth/actor';
import { audit, auditTarget } from '../../auth/audit';
import type { AppDeps } from '../../deps';
import { conflictOnUnique } from '../../http/errors';
import { publishLeagueChanged } from '../../live/notify';
import { teamDto, updateTeam } from './store';
import { TEAM_TEXT } from './texts';
import { writableTeam, divisionOfTeam } from './access';

export async function editTeam(deps: AppDeps, caller: Caller, id: number, body: z.output<typeof updateTeamBody>): Promise<TeamDto> {
  const team = await writableTeam(deps, caller, id);
  const division = await divisionOfTeam(deps, team.leagueId, body.divisionId === undefined ? team.divisionId : body.divisionId);
  return deps.db
    .transaction(async (tx) => {
      const row = await updateTeam(tx, team, { ...body, color: body.color?.toUpperCase() });
      // its games' division follows the team's (issue 34), so the public lists are dropped too
      await publishLeagueChanged(tx, team.leagueId);
      await audit(tx, caller, 'team.update', auditTarget.row('team', team), { fields: Object.keys(body) });
      return teamDto(tx, row);
    })
    .catch(conflictOnUnique(TEAM_TEXT.duplicate(division?.name ?? null)));
}
