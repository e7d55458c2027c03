import type { Caller } from '../../auth/actor';
import { audit, auditTarget } from '../../auth/audit';
import { assertLeagueWritable } from '../../auth/policy';
import type { AppDeps } from '../../deps';
import { publishLeagueChanged } from '../../live/notify';
import type { League } from './store';

// The league's game defaults applied to its scheduled games.
export async function syncGameSettings(deps: AppDeps, caller: Caller, league: League): Promise<number> {
  assertLeagueWritable(league);
  return deps.db.transaction(async (tx) => {
    // the games' one door changes them (issue 46) and names those it changed
    const request = { kind: 'defaultsSynced' as const, league, by: caller.actor, changed: [] as number[] };
    await deps.leagueGames.emit(tx, request);
    const count = request.changed.length;
    if (count > 0) await publishLeagueChanged(tx, league.id);
    await audit(tx, caller, 'league.sync-game-settings', auditTarget.league(league), { gamesUpdated: count });
    return count;
  });
}
