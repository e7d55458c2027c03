import type { Caller } from '../../auth/actor';
import { audit, auditTarget } from '../../auth/audit';
import { assertLeagueWritable } from '../../auth/policy';
import type { AppDeps } from '../../deps';
import { publishLeagueChanged } from '../../live/notify';
import { applyDefaultsToScheduledGames } from './admin-store';
import type { League } from './store';

// The league's game defaults applied to its scheduled games.
export async function syncGameSettings(deps: AppDeps, caller: Caller, league: League): Promise<number> {
  assertLeagueWritable(league);
  return deps.db.transaction(async (tx) => {
    const count = await applyDefaultsToScheduledGames(tx, league);
    if (count > 0) await publishLeagueChanged(tx, league.id);
    await audit(tx, caller, 'league.sync-game-settings', auditTarget.league(league), { gamesUpdated: count });
    return count;
  });
}
