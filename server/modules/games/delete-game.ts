// DELETE /api/games/:id (spec 5 and 7): an admin removes a game of its league with its events.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GAMES_TEXT } from '../../../common/schemas/games/texts';
import type { AppDeps } from '../../deps';
import { badRequest, notFound } from '../../http/errors';
import { publishLive } from '../../live/notify';
import { requireCapability } from '../../plugins/authorize';
import { recordAudit } from '../audit/store';
import { assertLeagueWritable } from '../leagues/context';
import { scopeOf } from '../leagues/scope';
import { assertLeagueOpen } from '../leagues/context';
import { deleteGameRow, lockGameInScope } from './store';
import { writeContextOf } from './write-context';

// spec 5: only a valid number is an id to delete.
export function deletableId(raw: unknown): number {
  const id = typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(id) || id <= 0) throw badRequest(GAMES_TEXT.invalidDeleteId);
  return id;
}

export async function deleteGame(deps: AppDeps, request: FastifyRequest, reply: FastifyReply, rawId: unknown): Promise<void> {
  const actor = requireCapability(request, 'manage:league');
  const id = deletableId(rawId);
  const { receivedAt } = writeContextOf(deps, request, reply, actor);
  await deps.db.transaction(async (tx) => {
    const game = await lockGameInScope(tx, scopeOf(actor), id);
    if (!game) throw notFound(GAMES_TEXT.gameNotFound);
    assertLeagueOpen(actor, game.league);
    assertLeagueWritable(game.league);
    await deleteGameRow(tx, game);
    await recordAudit(tx, {
      action: 'game.delete',
      actorUserId: actor.id,
      leagueId: game.leagueId,
      targetType: 'game',
      targetId: game.id,
      details: { homeTeam: game.homeTeam.name, awayTeam: game.awayTeam.name, scheduledDate: game.scheduledDate.toISOString(), status: game.status },
      ipAddress: request.ip,
    });
    await publishLive(tx, { kind: 'gameDeleted', leagueId: game.leagueId, gameId: game.id, receivedAt });
  });
}
