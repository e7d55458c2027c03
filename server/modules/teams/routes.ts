// Teams of a league (spec 5 Teams, spec 7). Parse -> call -> present.
import type { FastifyInstance } from 'fastify';
import { createTeamBody, updateTeamBody } from '../../../common/schemas/teams';
import { callerWhoCan } from '../../auth/policy';
import type { AppDeps } from '../../deps';
import { idParam, slugParam } from '../../http/params';
import { parseInput } from '../../http/validate';
import { resolvePublicLeague } from '../leagues/context';
import { createTeam } from './create-team';
import { removeTeam } from './delete-team';
import { editTeam } from './edit-team';
import { teamsOfLeague } from './store';

export function registerTeamRoutes(app: FastifyInstance, deps: AppDeps): void {
  // Team names and colours are public: the scoreboard and the fan pages show them.
  app.get('/api/leagues/:slug/teams', async (request) => teamsOfLeague(deps.db, (await resolvePublicLeague(deps, request.user, slugParam(request))).id));
  app.get('/api/teams', async (request) => teamsOfLeague(deps.db, (await resolvePublicLeague(deps, request.user, null)).id));

  app.post('/api/teams', async (request, reply) => {
    const caller = callerWhoCan(request, 'manage:league');
    const body = parseInput(createTeamBody, request.body);
    return reply.code(201).send(await createTeam(deps, caller, body));
  });

  app.patch('/api/teams/:id', async (request) => {
    const caller = callerWhoCan(request, 'manage:league');
    const id = idParam(request);
    const body = parseInput(updateTeamBody, request.body);
    return editTeam(deps, caller, id, body);
  });

  app.delete('/api/teams/:id', async (request, reply) => {
    const caller = callerWhoCan(request, 'manage:league');
    await removeTeam(deps, caller, idParam(request));
    return reply.code(204).send();
  });
}
