// GET /api/teams/{id}/players (issue 49): the team's active players by number then name; with
// `status=all` the dropped ones too, for the league's admins (a coach asking for them sees the roster).
import { mayReadDroppedPlayers } from '../../../common/policies/rosters';
import type { RosterDto } from '../../../common/schemas/rosters';
import type { Actor } from '../../auth/actor';
import type { AppDeps } from '../../deps';
import { readableRoster } from './players-access';
import { playersOfTeam, presentPlayer } from './store';

export async function listPlayers(deps: AppDeps, actor: Actor, teamId: number, status: 'active' | 'all'): Promise<RosterDto> {
  const { team, rules, locked } = await readableRoster(deps, actor, teamId);
  const rows = await playersOfTeam(deps.db, team, status === 'all' && mayReadDroppedPlayers(actor) ? 'all' : 'active');
  return { teamId: team.id, locked, lockDate: rules.lockDate, players: rows.map(presentPlayer) };
}
