import type { Caller } from '../../auth/actor';
import { audit, auditTarget } from '../../auth/audit';
import type { AppDeps } from '../../deps';
import { deleteLeagueAndData } from './admin-store';
import { leagueOr404, changeLeague } from './change-league';

export async function deleteLeague(deps: AppDeps, caller: Caller, id: number): Promise<void> {
  const league = await leagueOr404(deps, id);
  await changeLeague(deps, league.id, async (tx) => {
    // its games through their one door (issue 46: their timeline keeps the delete), then the rest
    await deps.leagueGames.emit(tx, { kind: 'leagueDeleted', leagueId: league.id, by: caller.actor });
    await deleteLeagueAndData(tx, league.id);
    await audit(tx, caller, 'league.delete', auditTarget.league(league), { name: league.name, slug: league.slug });
  });
}
