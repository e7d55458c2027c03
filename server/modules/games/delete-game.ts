// DELETE /api/games/:id (spec 5 and 7): an admin removes a game of its league with its events.
import { sideName } from '../../../common/brackets/sides';
import { GAMES_TEXT } from '../../../common/schemas/games/texts';
import type { AppDeps } from '../../deps';
import { badRequest, conflict, notFound } from '../../http/errors';
import { publishLive } from '../../live/notify';
import { audit, auditTarget } from '../../auth/audit';
import { scopeOf } from '../../auth/scope';
import { assertMayWrite } from '../../auth/policy';
import { deleteGameRow, lockGameInScope } from './store';
import { deletedEntry, who, writeHistory } from './history';
import type { Caller } from '../../auth/actor';

// spec 5: only a valid number is an id to delete.
export function deletableId(raw: unknown): number {
  const id = typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(id) || id <= 0) throw badRequest(GAMES_TEXT.invalidDeleteId);
  return id;
}

export async function deleteGame(deps: AppDeps, caller: Caller, id: number): Promise<void> {
  const { actor } = caller;
  await deps.db.transaction(async (tx) => {
    const game = await lockGameInScope(tx, scopeOf(actor), id);
    if (!game) throw notFound(GAMES_TEXT.gameNotFound);
    assertMayWrite(actor, game.league);
    // issue 36: the bracket would lose a game others wait on
    if (game.bracketId !== null) throw conflict(GAMES_TEXT.bracketGameDelete);
    await deleteGameRow(tx, game);
    await writeHistory(tx, [deletedEntry(game, deps.now().getTime(), who.user(actor))]);
    // a game that was still to be played or being played is, for its followers, cancelled
    if (game.status === 'scheduled' || game.status === 'live') await deps.gameChanged.emit(tx, { before: game, after: { ...game, status: 'cancelled' } });
    await audit(tx, caller, 'game.delete', auditTarget.row('game', game), { homeTeam: sideName(game, 'home'), awayTeam: sideName(game, 'away'), scheduledDate: game.scheduledDate.toISOString(), status: game.status });
    await publishLive(tx, { kind: 'gameDeleted', leagueId: game.leagueId, gameId: game.id });
  });
}
