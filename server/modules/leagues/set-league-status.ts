// A super admin suspends, archives or reopens a league.
import type { LeagueStatus } from '../../../common/constants';
import type { Caller } from '../../auth/actor';
import { audit, auditTarget } from '../../auth/audit';
import { deleteSessionsOfLeague } from '../../auth/session-store';
import type { Tx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { publishLeagueSuspended } from '../../live/notify';
import { updateLeague } from './admin-store';
import type { League } from './store';
import { leagueOr404, changeLeague } from './change-league';

// Suspension ends the sessions of the league's users (super admins excepted; docs/decisions/018-suspended-leagues.md):
// at once their sockets close on every instance and the session check answers every request but a
// sign-out with 403 League Suspended; the rows go when the league leaves suspension, so nobody
// comes back signed in and the users sign in again.
async function endSessionsForStatus(tx: Tx, league: League, status: LeagueStatus): Promise<number> {
  if (status === league.status) return 0;
  if (status === 'suspended') {
    await publishLeagueSuspended(tx, league.id);
    return 0;
  }
  return league.status === 'suspended' ? deleteSessionsOfLeague(tx, league.id) : 0;
}

export async function setLeagueStatus(deps: AppDeps, caller: Caller, id: number, status: LeagueStatus): Promise<League> {
  const league = await leagueOr404(deps, id);
  return changeLeague(deps, league.id, async (tx) => {
    const row = await updateLeague(tx, league.id, { status });
    const sessionsEnded = await endSessionsForStatus(tx, league, status);
    await audit(tx, caller, 'league.status', auditTarget.league(league), { from: league.status, to: status, sessionsEnded });
    return row;
  });
}
