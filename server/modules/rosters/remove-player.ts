// DELETE /api/teams/{id}/players/{playerId} (issue 49, decision 078): the player is dropped, never
// deleted: he leaves the roster (and frees his number) but stays in the check-ins of the games he
// played. Dropping a dropped player changes nothing.
import type { Caller } from '../../auth/actor';
import { audit, auditTarget } from '../../auth/audit';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/errors';
import { writableRoster } from './players-access';
import { playerOfTeam, updatePlayer } from './store';
import { ROSTER_TEXT } from './texts';

export async function removePlayer(deps: AppDeps, caller: Caller, teamId: number, playerId: number): Promise<void> {
  const { team } = await writableRoster(deps, caller.actor, teamId);
  await deps.db.transaction(async (tx) => {
    const player = await playerOfTeam(tx, team, playerId);
    if (!player) throw notFound(ROSTER_TEXT.playerNotFound);
    if (player.status === 'dropped') return;
    await updatePlayer(tx, player, { status: 'dropped' });
    await audit(tx, caller, 'team.player-drop', auditTarget.row('team', team), { player: player.id, jerseyNumber: player.jerseyNumber });
  });
}
