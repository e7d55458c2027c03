// The games API (spec 7 Games; issues 3 and 4). Parse -> service (which authorizes) -> answer.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { createGameBody, createGameEventBody, gameActionBody, gameListQuery, missingRequiredGameFields, teamSideBody, updateGameStateBody } from '../../../common/schemas/games/requests';
import { GAMES_TEXT } from '../../../common/schemas/games/texts';
import type { AppDeps } from '../../deps';
import { badRequest } from '../../http/errors';
import { idParam, slugParam } from '../../http/params';
import { parseInput } from '../../http/validate';
import { createGame } from './create-game';
import { deleteGame } from './delete-game';
import { editGameState } from './edit-game-state';
import { sendGameRefusals } from './errors';
import { createGameEvent } from './game-events';
import type { WriteAnswer } from '../../http/idempotency';
import { actOnGame } from './live-actions';
import { getGame, listGameEvents, listGames } from './read-games';

// Game answers change every second (the clock), so nothing may cache them (spec 7: polled with
// no-cache). The ETag is the version, for If-Match on the next edit.
function sendAnswer(reply: FastifyReply, answer: WriteAnswer<unknown>): FastifyReply {
  reply.code(answer.statusCode).header('cache-control', 'no-store');
  if (answer.replayed) reply.header('idempotent-replayed', 'true');
  const version = (answer.body as { version?: unknown }).version;
  if (typeof version === 'number') reply.header('etag', `"${version}"`);
  return reply.send(answer.body);
}

export async function registerGameRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await app.register(async (scope) => {
    sendGameRefusals(scope);

    scope.get('/api/leagues/:slug/games', async (request, reply) => {
      const slug = slugParam(request);
      const { status } = parseInput(gameListQuery, request.query);
      reply.header('cache-control', 'no-store');
      return listGames(deps, request, slug, status);
    });
    scope.get('/api/games', async (request, reply) => {
      const { status } = parseInput(gameListQuery, request.query);
      reply.header('cache-control', 'no-store');
      return listGames(deps, request, null, status);
    });
    scope.get('/api/games/:id', async (request, reply) => {
      const game = await getGame(deps, request, idParam(request));
      return reply.header('cache-control', 'no-store').header('etag', `"${game.version}"`).send(game);
    });

    scope.post('/api/games', async (request, reply) => {
      if (missingRequiredGameFields(request.body)) throw badRequest(GAMES_TEXT.requiredFields);
      const body = parseInput(createGameBody, request.body);
      return sendAnswer(reply, await createGame(deps, request, reply, body));
    });
    scope.delete('/api/games/:id', async (request, reply) => {
      await deleteGame(deps, request, reply, (request.params as { id?: unknown }).id);
      return reply.code(204).send();
    });
    scope.patch('/api/games/:id/state', async (request, reply) => {
      const id = idParam(request);
      const body = parseInput(updateGameStateBody, request.body);
      return sendAnswer(reply, await editGameState(deps, request, reply, id, body));
    });

    scope.post('/api/games/:id/actions', async (request, reply) => {
      const id = idParam(request);
      const action = parseInput(gameActionBody, request.body);
      return sendAnswer(reply, await actOnGame(deps, request, reply, id, action));
    });
    scope.post('/api/games/:id/timeout', async (request, reply) => {
      const id = idParam(request);
      const { team } = parseInput(teamSideBody, request.body);
      return sendAnswer(reply, await actOnGame(deps, request, reply, id, { type: 'callTimeout', team }));
    });
    scope.post('/api/games/:id/blitz', async (request, reply) => {
      const id = idParam(request);
      const { team } = parseInput(teamSideBody, request.body);
      return sendAnswer(reply, await actOnGame(deps, request, reply, id, { type: 'callBlitz', team }));
    });

    scope.get('/api/games/:id/events', async (request, reply) => {
      const events = await listGameEvents(deps, request, idParam(request));
      return reply.header('cache-control', 'no-store').send(events);
    });
    scope.post('/api/games/:id/events', async (request, reply) => {
      const id = idParam(request);
      const body = parseInput(createGameEventBody, request.body);
      return sendAnswer(reply, await createGameEvent(deps, request, reply, id, body));
    });
  });
}
