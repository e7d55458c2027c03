// Refusals of the games API that carry more than { message } (architecture rule 7): the engine's
// title ('Timeout not allowed') and, for a stale version, the current game.
import type { ActionRefusal } from '../../../common/game-rules';
import type { GameDto, GameErrorBody } from '../../../common/schemas/games/dto';
import { HttpError } from '../../http/errors';

class GameRefusal extends HttpError {
  constructor(statusCode: number, message: string, details: Omit<GameErrorBody, 'message'> = {}) {
    super(statusCode, message, {}, details);
  }
}

export function refusalOf(refusal: ActionRefusal): GameRefusal {
  return new GameRefusal(refusal.status, refusal.message, {
    ...(refusal.title === undefined ? {} : { title: refusal.title }),
    ...(refusal.laterEventId === undefined ? {} : { laterEventId: refusal.laterEventId }),
  });
}

export function staleVersion(message: string, game: GameDto): GameRefusal {
  return new GameRefusal(409, message, { game });
}
