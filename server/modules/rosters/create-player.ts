// POST /api/teams/{id}/players (issue 49): a player joins the roster. His number, when he has one,
// is no other active player's on the team: the refusal names who wears it (the unique index decides a race).
import { ROSTER_LIMITS } from '../../../common/rosters/roster';
import type { PlayerBody, PlayerDto } from '../../../common/schemas/rosters';
import type { Caller } from '../../auth/actor';
import { audit, auditTarget } from '../../auth/audit';
import type { AppDeps } from '../../deps';
import { conflict, conflictOnUnique } from '../../http/errors';
import { writableRoster } from './players-access';
import { assertJerseyFree } from './players-jersey';
import { countActivePlayers, insertPlayer, presentPlayer } from './store';
import { ROSTER_TEXT } from './texts';

export async function createPlayer(deps: AppDeps, caller: Caller, teamId: number, body: PlayerBody): Promise<PlayerDto> {
  const { team } = await writableRoster(deps, caller.actor, teamId);
  return deps.db
    .transaction(async (tx) => {
      if ((await countActivePlayers(tx, team)) >= ROSTER_LIMITS.players.max) throw conflict(ROSTER_TEXT.full(ROSTER_LIMITS.players.max));
      await assertJerseyFree(tx, team, body.jerseyNumber ?? null, null);
      const player = await insertPlayer(tx, team, body);
      await audit(tx, caller, 'team.player-add', auditTarget.row('team', team), { player: player.id, jerseyNumber: player.jerseyNumber });
      return presentPlayer(player);
    })
    .catch(conflictOnUnique(ROSTER_TEXT.jerseyTakenRace));
}
