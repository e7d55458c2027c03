// Seasons of a league (issue 34). Parse -> authorize -> call -> present.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { seasonAnswer } from '../../../common/schemas/answers/leagues';
import { createSeasonBody, updateSeasonBody } from '../../../common/schemas/seasons';
import { callerWhoCan } from '../../auth/policy';
import type { AppDeps } from '../../deps';
import { idParam, slugParam } from '../../http/params';
import { documented, REFUSED } from '../../http/route-doc';
import { parseInput } from '../../http/validate';
import { resolvePublicLeague } from '../leagues/context';
import { createSeason } from './create-season';
import { removeSeason } from './delete-season';
import { editSeason } from './edit-season';
import { listSeasons } from './list-seasons';

const leagueSeasons = documented({
  summary: "A league's seasons",
  tag: 'teams',
  auth: 'none',
  answers: { 200: { description: 'The seasons by start date; current: the one the standings and lists count by default', json: z.array(seasonAnswer) } },
  refusals: { 400: REFUSED.badInput, 403: REFUSED.suspended, 404: REFUSED.noLeague },
});

export function registerSeasonRoutes(app: FastifyInstance, deps: AppDeps): void {
  // public: the standings page's season picker and the scoreboard read them
  app.get('/api/leagues/:slug/seasons', leagueSeasons.options, async (request) => {
    const league = await resolvePublicLeague(deps, request.user, slugParam(request));
    return listSeasons(deps.db, league, deps.now());
  });

  app.post('/api/leagues/:slug/seasons', async (request, reply) => {
    const caller = callerWhoCan(request, 'manage:league');
    const slug = slugParam(request);
    const body = parseInput(createSeasonBody, request.body);
    return reply.code(201).send(await createSeason(deps, caller, slug, body));
  });

  app.patch('/api/seasons/:id', async (request) => {
    const caller = callerWhoCan(request, 'manage:league');
    const id = idParam(request);
    const body = parseInput(updateSeasonBody, request.body);
    return editSeason(deps, caller, id, body);
  });

  app.delete('/api/seasons/:id', async (request, reply) => {
    const caller = callerWhoCan(request, 'manage:league');
    await removeSeason(deps, caller, idParam(request));
    return reply.code(204).send();
  });
}
