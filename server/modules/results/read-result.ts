// GET /api/games/{id}/result (issue 49): the final's standing, each team's answer, the window, the
// ruling; read by the league's admins, the game's coaches and its referee (common/policies/results.ts).
import { mayReadResult } from '../../../common/policies/results';
import type { ResultDto } from '../../../common/schemas/rosters';
import type { Actor } from '../../auth/actor';
import type { AppDeps } from '../../deps';
import { forbidden } from '../../http/errors';
import { readableGame } from '../games/access';
import { presentResult } from './present';
import { coachedSides } from './store';
import { RESULTS_TEXT } from './texts';

export async function readResult(deps: AppDeps, actor: Actor, gameId: number): Promise<ResultDto> {
  const game = await readableGame(deps, actor, gameId);
  const coached = await coachedSides(deps.db, game, actor.id);
  if (!mayReadResult(actor, { refereeId: game.refereeId, coached })) throw forbidden(RESULTS_TEXT.readForbidden);
  return presentResult(deps.db, game);
}
