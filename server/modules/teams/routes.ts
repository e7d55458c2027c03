// Teams of a league (spec 5 Teams, spec 7). Parse -> call -> present.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { teamAnswer } from '../../../common/schemas/answers/leagues';
import { createTeamBody, updateTeamBody } from '../../../common/schemas/teams';
import { callerWhoCan } from '../../auth/policy';
import type { AppDeps } from '../../deps';
import { idParam, slugParam } from '../../http/params';
import { documented, REFUSED, type RouteDoc } from '../../http/route-doc';
import { parseInput } from '../../http/validate';
import { resolvePublicLeague } from '../leagues/context';
import { createTeam } from './create-team';
import { removeTeam } from './delete-team';
import { editTeam } from './edit-team';
import { teamsOfLeague } from './store';

const teamsDoc = {
  tag: 'teams',
  auth: 'none',
  answers: { 200: { description: 'The teams by name, each with its division', json: z.array(teamAnswer) } },
  refusals: { 400: REFUSED.badInput, 403: REFUSED.suspended, 404: REFUSED.noLeague },
} as const satisfies Omit<RouteDoc, 'summary'>;
const leagueTeams = documented({ ...teamsDoc, summary: "A league's teams" });
const defaultLeagueTeams = documented({ ...teamsDoc, summary: "The default league's teams" });

export function registerTeamRoutes(app: FastifyInstance, deps: AppDeps): void {
  // Team names and colours are public: the scoreboard and the fan pages show them.
  app.get('/api/leagues/:slug/teams', leagueTeams.options, async (request) => teamsOfLeague(deps.db, (await resolvePublicLeague(deps, request.user, slugParam(request))).id));
  app.get('/api/teams', defaultLeagueTeams.options, async (request) => teamsOfLeague(deps.db, (await resolvePublicLeague(deps, request.user, null)).id));

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
