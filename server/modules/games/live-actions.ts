// Issue 4: the referee's intents (POST /api/games/:id/actions, /timeout, /blitz), each one engine
// action applied under the game's row lock, so two phones pressing +6 at once add 12.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GameAction } from '../../../common/game-rules';
import type { GameDto } from '../../../common/schemas/games/dto';
import type { AppDeps } from '../../deps';
import { requireCapability } from '../../plugins/authorize';
import { changeGame } from './change-game';
import type { WriteAnswer } from '../../http/idempotency';
import { writeContextOf } from './write-context';

export async function actOnGame(deps: AppDeps, request: FastifyRequest, reply: FastifyReply, gameId: number, action: GameAction): Promise<WriteAnswer<GameDto>> {
  const actor = requireCapability(request, 'use:referee-screens');
  const context = writeContextOf(deps, request, reply, actor);
  return changeGame(deps, { actor, gameId, ...context, plan: () => ({ actions: [action] }) });
}
