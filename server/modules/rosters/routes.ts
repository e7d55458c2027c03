// Issue 49: a team's players (decision 078). Parse -> authorize -> call -> answer; who reads and
// changes a roster is common/policies/rosters.ts, asserted by the use cases (a coach's right is his
// team's, so the route only asks that someone is signed in).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { publicPlayerAnswer } from '../../../common/schemas/answers/leagues';
import { rowIdText } from '../../../common/schemas/base/ids';
import { playerBody, playerPatchBody, rosterQuery } from '../../../common/schemas/rosters';
import type { Caller } from '../../auth/actor';
import { signedIn } from '../../auth/policy';
import type { AppDeps } from '../../deps';
import { idParam, slugParam } from '../../http/params';
import type { RequestHead } from '../../http/request';
import { documented, REFUSED } from '../../http/route-doc';
import { parseInput } from '../../http/validate';
import { createPlayer } from './create-player';
import { editPlayer } from './edit-player';
import { listPlayers } from './list-players';
import { publicRoster } from './players-public';
import { removePlayer } from './remove-player';

const playerParams = z.object({ id: rowIdText, playerId: rowIdText });
const playerParam = (request: Pick<RequestHead, 'params'>) => parseInput(playerParams, request.params);
const publicRosterRoute = documented({
  summary: "A team's public roster",
  description: 'Each active player as the public sees them ("Isaac L.", or "#12" where the division hides names); never a birth date or a last name.',
  tag: 'teams',
  auth: 'none',
  answers: { 200: { description: "The team's players", json: z.strictObject({ players: z.array(publicPlayerAnswer) }) } },
  refusals: { 400: REFUSED.badInput, 403: REFUSED.suspended, 404: `${REFUSED.noLeague}, or no such team in it` },
});
const callerOf = (request: { user: Caller['actor'] | null; ip: string }): Caller => ({ actor: signedIn(request.user), ip: request.ip });

export function registerRosterRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/api/teams/:id/players', async (request, reply) => {
    const actor = signedIn(request.user);
    const id = idParam(request);
    const query = parseInput(rosterQuery, request.query);
    return reply.header('cache-control', 'no-store').send(await listPlayers(deps, actor, id, query.status ?? 'active'));
  });

  app.post('/api/teams/:id/players', async (request, reply) => {
    const caller = callerOf(request);
    const id = idParam(request);
    const body = parseInput(playerBody, request.body);
    return reply.code(201).send(await createPlayer(deps, caller, id, body));
  });

  app.patch('/api/teams/:id/players/:playerId', async (request) => {
    const caller = callerOf(request);
    const { id, playerId } = playerParam(request);
    const body = parseInput(playerPatchBody, request.body);
    return editPlayer(deps, caller, id, playerId, body);
  });

  app.delete('/api/teams/:id/players/:playerId', async (request, reply) => {
    const caller = callerOf(request);
    const { id, playerId } = playerParam(request);
    await removePlayer(deps, caller, id, playerId);
    return reply.code(204).send();
  });

  // public, like the league's teams: names as common/rosters/roster.ts publicPlayerName says, nothing more
  app.get('/api/leagues/:slug/teams/:id/public-roster', publicRosterRoute.options, async (request) => publicRoster(deps, request.user, slugParam(request), idParam(request)));
}
