// The team a write may change: in the caller's scope (another league's is not found), its league writable;
// and the division a team may be in.
import type { DivisionRef } from '../../../common/schemas/divisions';
import type { Caller } from '../../auth/actor';
import { scopeOf } from '../../auth/scope';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/errors';
import { divisionOfLeagueOrRefuse } from '../divisions/access';
import { writableLeagueOf } from '../leagues/context';
import { teamInScope, type Team } from './store';
import { TEAM_TEXT } from './texts';

export async function writableTeam(deps: AppDeps, caller: Caller, id: number): Promise<Team> {
  const team = await teamInScope(deps.db, scopeOf(caller.actor), id);
  if (!team) throw notFound(TEAM_TEXT.notFound);
  await writableLeagueOf(deps, team.leagueId);
  return team;
}

// Issue 34: the team's division, one of the league's (another league's is not found), or none.
export async function divisionOfTeam(deps: AppDeps, leagueId: number, divisionId: number | null): Promise<DivisionRef | null> {
  return divisionId === null ? null : divisionOfLeagueOrRefuse(deps.db, leagueId, divisionId);
}
