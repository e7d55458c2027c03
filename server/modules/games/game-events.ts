// POST /api/games/:id/events (spec 7): a referee adds an entry to the game's log by hand. It changes
// no score or counter: the live actions record their own events (docs/decisions/015-game-writes.md).
import type { z } from 'zod';
import type { GameStatus } from '../../../common/constants';
import { GAME_REFUSAL_TEXT } from '../../../common/game-rules';
import type { GameEventDto } from '../../../common/schemas/games/dto';
import type { createGameEventBody } from '../../../common/schemas/games/requests';
import { GAMES_TEXT } from '../../../common/schemas/games/texts';
import type { AppDeps } from '../../deps';
import { badRequest, conflict, notFound } from '../../http/errors';
import { publishLive } from '../../live/notify';
import { scopeOf } from '../../auth/scope';
import { assertMayWrite } from '../../auth/policy';
import { idempotentWrite, type WriteAnswer } from '../../http/idempotency';
import { presentEvent, sideOfTeam } from './present';
import { gameInScope, insertEvents } from './store';
import { who, writeHistory } from './history';
import type { WriteContext } from '../../http/write-context';
import type { Actor } from '../../auth/actor';

const NOT_LIVE: Record<Exclude<GameStatus, 'live'>, string> = {
  scheduled: GAME_REFUSAL_TEXT.notStarted,
  completed: GAME_REFUSAL_TEXT.completed,
  cancelled: GAME_REFUSAL_TEXT.cancelled,
};

const isWhole = (value: number, min: number, max: number) => Number.isInteger(value) && value >= min && value <= max;

export async function createGameEvent(
  deps: AppDeps,
  actor: Actor,
  context: WriteContext,
  gameId: number,
  body: z.output<typeof createGameEventBody>,
): Promise<WriteAnswer<GameEventDto>> {
  return idempotentWrite(deps.db, context.idempotency, deps.now(), async (tx) => {
    const game = await gameInScope(tx, scopeOf(actor), gameId);
    if (!game) throw notFound(GAMES_TEXT.gameNotFound);
    assertMayWrite(actor, game.league);
    if (!isWhole(body.period, 1, game.totalPeriods)) throw badRequest(GAMES_TEXT.eventPeriod(game.totalPeriods));
    const maxSeconds = game.periodDuration * 60;
    if (!isWhole(body.timeRemaining, 0, maxSeconds)) throw badRequest(GAMES_TEXT.eventTime(maxSeconds));
    const teamId = body.teamId ?? null;
    if (teamId !== null && sideOfTeam(game, teamId) === null) throw badRequest(GAMES_TEXT.eventTeam);
    if (game.status !== 'live') throw conflict(NOT_LIVE[game.status]);
    const [event] = await insertEvents(tx, [
      {
        gameId: game.id,
        period: body.period,
        timeRemaining: body.timeRemaining,
        eventType: body.eventType,
        teamId,
        points: body.points ?? null,
        description: body.description || null,
        createdByUserId: actor.id,
      },
    ]);
    // the game's timeline names the entry (no field of the game changed: issue 46)
    await writeHistory(tx, [{ game, at: event!.createdAt.getTime(), by: who.user(actor), via: 'console', changes: {}, eventId: event!.id }]);
    await publishLive(tx, { kind: 'events', leagueId: game.leagueId, gameId: game.id, eventIds: [event!.id] });
    return { statusCode: 201, body: presentEvent(game, event!) };
  });
}
