// Issue 46: a game's timeline, oldest first (GET /api/games/{id}/history). The game is looked up in
// the actor's scope (another league's game is not found), then the policy says who reads it: the
// league's admins any game's, its referee his own (common/policies/games.ts, mayReadGameHistory).
import { mayReadGameHistory } from '../../../common/policies/games';
import type { GameHistoryDto } from '../../../common/schemas/games/history';
import { GAMES_TEXT } from '../../../common/schemas/games/texts';
import type { Actor } from '../../auth/actor';
import type { AppDeps } from '../../deps';
import { forbidden } from '../../http/errors';
import { readableGame } from './access';
import { historyOfGame } from './history';

export async function readGameHistory(deps: AppDeps, actor: Actor, id: number): Promise<GameHistoryDto> {
  const game = await readableGame(deps, actor, id);
  if (!mayReadGameHistory(actor, game)) throw forbidden(GAMES_TEXT.historyReferee);
  return { entries: await historyOfGame(deps.db, game.id) };
}
