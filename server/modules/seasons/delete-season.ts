// DELETE /api/seasons/{id} (issue 34): the season goes, its games stay (a game's season is derived
// from its date, so they simply belong to no season, or to the next one created over their dates).
import type { Caller } from '../../auth/actor';
import { audit, auditTarget } from '../../auth/audit';
import type { AppDeps } from '../../deps';
import { publishLeagueChanged } from '../../live/notify';
import { writableSeason } from './edit-season';
import { deleteSeason } from './store';

export async function removeSeason(deps: AppDeps, caller: Caller, id: number): Promise<void> {
  const { season } = await writableSeason(deps, caller, id);
  await deps.db.transaction(async (tx) => {
    await deleteSeason(tx, season);
    await audit(tx, caller, 'season.delete', auditTarget.row('season', season), { name: season.name, startDate: season.startDate, endDate: season.endDate });
    await publishLeagueChanged(tx, season.leagueId);
  });
}
