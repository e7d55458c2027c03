// The games API (spec 7 Games; issues 3 and 4). Parse -> authorize -> call -> answer: the route
// reads the request (body, id, the write headers) and the signed-in actor; the use cases get plain values.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Capability } from '../../../common/roles';
import { createGameBody, createGameEventBody, gameActionBody, gameListQuery, missingRequiredGameFields, teamSideBody, updateGameStateBody } from '../../../common/schemas/games/requests';
import { GAMES_TEXT } from '../../../common/schemas/games/texts';
import type { Actor } from '../../auth/actor';
import { actorWhoCan, signedIn } from '../../auth/policy';
import type { AppDeps } from '../../deps';
import { badRequest } from '../../http/errors';
import type { WriteAnswer } from '../../http/idempotency';
import { idParam, slugParam } from '../../http/params';
import { parseInput } from '../../http/validate';
import { writeContextOf, type WriteContext } from '../../http/write-context';
import { registerServerTiming } from '../../plugins/server-timing';
import { createGame } from './create-game';
import { deletableId, deleteGame } from './delete-game';
import { editGameState } from './edit-game-state';
import { createGameEvent } from './game-events';
import { actOnGame } from './live-actions';
import { getGame, listGameEvents, listGames } from './read-games';
import { readGameHistory } from './read-history';

// Game answers change every second (the clock), so nothing may cache them (spec 7: polled with
// no-cache). The ETag is the version, for If-Match on the next edit.
function sendAnswer(reply: FastifyReply, answer: WriteAnswer<unknown>): FastifyReply {
  reply.code(answer.statusCode).header('cache-control', 'no-store');
  if (answer.replayed) reply.header('idempotent-replayed', 'true');
  const version = (answer.body as { version?: unknown }).version;
  if (typeof version === 'number') reply.header('etag', `"${version}"`);
  return reply.send(answer.body);
}

// The actor of a game write and what the write reads from its headers.
function writer(deps: AppDeps, request: FastifyRequest, reply: FastifyReply, capability: Capability): { actor: Actor; write: WriteContext } {
  const actor = actorWhoCan(request.user, capability);
  return { actor, write: writeContextOf(request, reply, actor, deps) };
}

export async function registerGameRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await app.register(async (scope) => {
    // each write's answer says how long the server held it (decision 069)
    registerServerTiming(scope);
    const referee = (request: FastifyRequest) => actorWhoCan(request.user, 'use:referee-screens');

    scope.get('/api/leagues/:slug/games', async (request, reply) => {
      const slug = slugParam(request);
      const filter = parseInput(gameListQuery, request.query);
      reply.header('cache-control', 'no-store');
      return listGames(deps, referee(request), slug, filter);
    });
    scope.get('/api/games', async (request, reply) => {
      const filter = parseInput(gameListQuery, request.query);
      reply.header('cache-control', 'no-store');
      return listGames(deps, referee(request), null, filter);
    });
    scope.get('/api/games/:id', async (request, reply) => {
      const id = idParam(request);
      const game = await getGame(deps, referee(request), id);
      return reply.header('cache-control', 'no-store').header('etag', `"${game.version}"`).send(game);
    });

    scope.post('/api/games', async (request, reply) => {
      if (missingRequiredGameFields(request.body)) throw badRequest(GAMES_TEXT.requiredFields);
      const body = parseInput(createGameBody, request.body);
      const { actor, write } = writer(deps, request, reply, 'manage:league');
      return sendAnswer(reply, await createGame(deps, { actor, ip: request.ip }, write, body));
    });
    scope.delete('/api/games/:id', async (request, reply) => {
      const actor = actorWhoCan(request.user, 'manage:league');
      const id = deletableId((request.params as { id?: unknown }).id);
      await deleteGame(deps, { actor, ip: request.ip }, id);
      return reply.code(204).send();
    });
    scope.patch('/api/games/:id/state', async (request, reply) => {
      const id = idParam(request);
      const body = parseInput(updateGameStateBody, request.body);
      const { actor, write } = writer(deps, request, reply, 'use:referee-screens');
      return sendAnswer(reply, await editGameState(deps, { actor, ip: request.ip }, write, id, body));
    });

    scope.post('/api/games/:id/actions', async (request, reply) => {
      const id = idParam(request);
      const action = parseInput(gameActionBody, request.body);
      const { actor, write } = writer(deps, request, reply, 'use:referee-screens');
      return sendAnswer(reply, await actOnGame(deps, actor, write, id, action));
    });
    scope.post('/api/games/:id/timeout', async (request, reply) => {
      const id = idParam(request);
      const { team } = parseInput(teamSideBody, request.body);
      const { actor, write } = writer(deps, request, reply, 'use:referee-screens');
      return sendAnswer(reply, await actOnGame(deps, actor, write, id, { type: 'callTimeout', team }));
    });
    scope.post('/api/games/:id/blitz', async (request, reply) => {
      const id = idParam(request);
      const { team } = parseInput(teamSideBody, request.body);
      const { actor, write } = writer(deps, request, reply, 'use:referee-screens');
      return sendAnswer(reply, await actOnGame(deps, actor, write, id, { type: 'callBlitz', team }));
    });

    // issue 46: the game's timeline; who reads it is the policy's (read-history.ts), so any signed-in
    // user is asked, and a fan or another referee is told why not
    scope.get('/api/games/:id/history', async (request, reply) => {
      const id = idParam(request);
      const history = await readGameHistory(deps, signedIn(request.user), id);
      return reply.header('cache-control', 'no-store').send(history);
    });
    scope.get('/api/games/:id/events', async (request, reply) => {
      const id = idParam(request);
      const events = await listGameEvents(deps, referee(request), id);
      return reply.header('cache-control', 'no-store').send(events);
    });
    scope.post('/api/games/:id/events', async (request, reply) => {
      const id = idParam(request);
      const body = parseInput(createGameEventBody, request.body);
      const { actor, write } = writer(deps, request, reply, 'use:referee-screens');
      return sendAnswer(reply, await createGameEvent(deps, actor, write, id, body));
    });
  });
}
