// An admin's teams (spec 5 Teams): create, rename or recolour, delete. Each takes the caller and
// plain input; the team is found in the caller's scope, so another league's team is not found.
import type { z } from 'zod';
import type { DivisionRef } from '../../../common/schemas/divisions';
import type { createTeamBody, TeamDto, updateTeamBody } from '../../../common/schemas/teams';
import type { Caller } from '../../auth/actor';
import { audit, auditTarget } from '../../auth/audit';
import { scopeOf } from '../../auth/scope';
import { conflictOnUnique, isForeignKeyViolation } from '../../db/errors';
import type { AppDeps } from '../../deps';
import { conflict, notFound } from '../../http/errors';
import { publishLeagueChanged } from '../../live/notify';
import { divisionOfLeagueOrRefuse } from '../divisions/access';
import { leagueForCreate, writableLeagueOf } from '../leagues/context';
import { countGamesOfTeam, deleteTeam, insertTeam, teamDto, teamInScope, updateTeam, type Team } from './store';
import { TEAM_TEXT } from './texts';

async function writableTeam(deps: AppDeps, caller: Caller, id: number): Promise<Team> {
  const team = await teamInScope(deps.db, scopeOf(caller.actor), id);
  if (!team) throw notFound(TEAM_TEXT.notFound);
  await writableLeagueOf(deps, team.leagueId);
  return team;
}

// Issue 34: the team's division, one of the league's (another league's is not found), or none.
async function divisionOfTeam(deps: AppDeps, leagueId: number, divisionId: number | null): Promise<DivisionRef | null> {
  return divisionId === null ? null : divisionOfLeagueOrRefuse(deps.db, leagueId, divisionId);
}

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

// A team that games use is refused, not cascaded: deleting it would silently delete a season
// (docs/decisions/010-deleting-teams-fields-leagues.md).
export async function removeTeam(deps: AppDeps, caller: Caller, id: number): Promise<void> {
  const team = await writableTeam(deps, caller, id);
  await deps.db
    .transaction(async (tx) => {
      const games = await countGamesOfTeam(tx, team);
      if (games > 0) throw conflict(TEAM_TEXT.inUse(games));
      await deleteTeam(tx, team);
      await audit(tx, caller, 'team.delete', auditTarget.row('team', team), { name: team.name });
    })
    .catch((err: unknown) => {
      // a game created for this team between the count and the delete: the foreign key refuses
      if (isForeignKeyViolation(err)) throw conflict(TEAM_TEXT.inUse(1));
      throw err;
    });
}
