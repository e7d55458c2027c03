// PATCH /api/seasons/{id} (issue 34): any of name, startDate, endDate; the dates checked as a create's.
import type { SeasonDto, UpdateSeasonBody } from '../../../common/schemas/seasons';
import type { Caller } from '../../auth/actor';
import { audit, auditTarget } from '../../auth/audit';
import { assertMayWrite } from '../../auth/policy';
import { scopeOf } from '../../auth/scope';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/errors';
import { publishLeagueChanged } from '../../live/notify';
import { leagueById, type League } from '../leagues/store';
import { assertDatesOrdered, assertNoOverlap, presentWritten, seasonsUnderLock } from './create-season';
import { seasonInScope, updateSeason, type Season } from './store';
import { SEASON_TEXT } from './texts';

// A season of the actor's scope (another league's is not found) in a league the actor may change.
export async function writableSeason(deps: AppDeps, caller: Caller, id: number): Promise<{ season: Season; league: League }> {
  const season = await seasonInScope(deps.db, scopeOf(caller.actor), id);
  const league = season ? await leagueById(deps.db, season.leagueId) : null;
  if (!season || !league) throw notFound(SEASON_TEXT.notFound);
  assertMayWrite(caller.actor, league);
  return { season, league };
}

export async function editSeason(deps: AppDeps, caller: Caller, id: number, body: UpdateSeasonBody): Promise<SeasonDto> {
  const { league } = await writableSeason(deps, caller, id);
  return deps.db.transaction(async (tx) => {
    const seasons = await seasonsUnderLock(tx, league.id);
    // as it is under the lock: a concurrent edit may have moved it, a delete removed it
    const season = seasons.find((s) => s.id === id);
    if (!season) throw notFound(SEASON_TEXT.notFound);
    const values = { name: body.name ?? season.name, startDate: body.startDate ?? season.startDate, endDate: body.endDate ?? season.endDate };
    assertDatesOrdered({ id, ...values });
    assertNoOverlap(seasons, { id, ...values });
    const row = await updateSeason(tx, season, values);
    await audit(tx, caller, 'season.update', auditTarget.row('season', row), { fields: Object.keys(body) });
    await publishLeagueChanged(tx, league.id);
    return presentWritten(row, seasons, league, deps.now());
  });
}
