// PATCH /api/teams/{id}/players/{playerId} (issue 49): a player's names, number or birth date. A new
// number is checked as a new player's (a dropped player's number is nobody's).
import type { PlayerDto, PlayerPatchBody } from '../../../common/schemas/rosters';
import type { Caller } from '../../auth/actor';
import { audit, auditTarget } from '../../auth/audit';
import type { AppDeps } from '../../deps';
import { conflictOnUnique, notFound } from '../../http/errors';
import { writableRoster } from './players-access';
import { assertJerseyFree } from './players-jersey';
import { playerOfTeam, presentPlayer, updatePlayer } from './store';
import { ROSTER_TEXT } from './texts';

export async function editPlayer(deps: AppDeps, caller: Caller, teamId: number, playerId: number, body: PlayerPatchBody): Promise<PlayerDto> {
  const { team } = await writableRoster(deps, caller.actor, teamId);
  return deps.db
    .transaction(async (tx) => {
      const player = await playerOfTeam(tx, team, playerId);
      if (!player) throw notFound(ROSTER_TEXT.playerNotFound);
      if (body.jerseyNumber !== undefined && player.status === 'active') await assertJerseyFree(tx, team, body.jerseyNumber, player.id);
      const row = await updatePlayer(tx, player, body);
      await audit(tx, caller, 'team.player-edit', auditTarget.row('team', team), { player: player.id, fields: Object.keys(body) });
      return presentPlayer(row);
    })
    .catch(conflictOnUnique(ROSTER_TEXT.jerseyTakenRace));
}
