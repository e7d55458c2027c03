// Issue 4: the referee's intents (POST /api/games/:id/actions, /timeout, /blitz), each one engine
// action applied under the game's row lock, so two phones pressing +6 at once add 12. Issue 37: an
// undo reads the game's events under the same lock; a forfeit is the game's referee's or an
// admin's, and so is an undo (issue 45: another referee of the league may not take back its record).
import type { GameAction, UndoableEvent } from '../../../common/game-rules';
import { mayForfeit, mayUndo } from '../../../common/policies/games';
import type { GameDto } from '../../../common/schemas/games/dto';
import { GAMES_TEXT } from '../../../common/schemas/games/texts';
import type { Actor } from '../../auth/actor';
import type { AppDeps } from '../../deps';
import { forbidden } from '../../http/errors';
import type { WriteAnswer } from '../../http/idempotency';
import type { WriteContext } from '../../http/write-context';
import { changeGame } from './change-game';
import { sideOfTeam } from './present';
import { eventsOfGame } from './store';

export async function actOnGame(deps: AppDeps, actor: Actor, write: WriteContext, gameId: number, action: GameAction): Promise<WriteAnswer<GameDto>> {
  return changeGame(deps, {
    actor,
    gameId,
    via: 'console',
    ...write,
    plan: async (tx, game) => {
      if (action.type === 'forfeit' && !mayForfeit(actor, game)) throw forbidden(GAMES_TEXT.forfeitReferee);
      if (action.type !== 'undo') return { actions: [action] };
      if (!mayUndo(actor, game)) throw forbidden(GAMES_TEXT.undoReferee);
      const events: UndoableEvent[] = (await eventsOfGame(tx, game.id)).map((event) => ({
        id: event.id,
        eventType: event.eventType,
        team: sideOfTeam(game, event.teamId),
        description: event.description,
        undone: event.undone,
        revert: event.revert,
      }));
      return { actions: [action], events };
    },
  });
}
