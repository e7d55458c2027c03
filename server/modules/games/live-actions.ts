// Issue 4: the referee's intents (POST /api/games/:id/actions, /timeout, /blitz), each one engine
// action applied under the game's row lock, so two phones pressing +6 at once add 12.
import type { GameAction } from '../../../common/game-rules';
import type { GameDto } from '../../../common/schemas/games/dto';
import type { AppDeps } from '../../deps';
import type { Actor } from '../../auth/actor';
import { changeGame } from './change-game';
import type { WriteAnswer } from '../../http/idempotency';
import type { WriteContext } from '../../http/write-context';

export async function actOnGame(deps: AppDeps, actor: Actor, write: WriteContext, gameId: number, action: GameAction): Promise<WriteAnswer<GameDto>> {
  return changeGame(deps, { actor, gameId, ...write, plan: () => ({ actions: [action] }) });
}
