// A league's divisions (issue 34). Parse -> authorize -> call -> present.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { divisionAnswer } from '../../../common/schemas/answers/leagues';
import { createDivisionBody, updateDivisionBody } from '../../../common/schemas/divisions';
import { callerWhoCan } from '../../auth/policy';
import type { AppDeps } from '../../deps';
import { idParam, slugParam } from '../../http/params';
import { documented, REFUSED } from '../../http/route-doc';
import { parseInput } from '../../http/validate';
import { createDivision } from './create-division';
import { removeDivision } from './delete-division';
import { editDivision } from './edit-division';
import { listDivisions } from './list-divisions';
import { presentDivision } from './store';

const leagueDivisions = documented({
  summary: "A league's divisions",
  tag: 'teams',
  auth: 'none',
  answers: { 200: { description: 'The divisions in their order', json: z.array(divisionAnswer) } },
  refusals: { 400: REFUSED.badInput, 403: REFUSED.suspended, 404: REFUSED.noLeague },
});

export function registerDivisionRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/api/leagues/:slug/divisions', leagueDivisions.options, async (request) => listDivisions(deps, request.user, slugParam(request)));

  app.post('/api/leagues/:slug/divisions', async (request, reply) => {
    const caller = callerWhoCan(request, 'manage:league');
    const slug = slugParam(request);
    const body = parseInput(createDivisionBody, request.body);
    const created = await createDivision(deps, caller, slug, body);
    return reply.code(201).send(presentDivision(created, 0));
  });

  app.patch('/api/divisions/:id', async (request) => {
    const caller = callerWhoCan(request, 'manage:league');
    const id = idParam(request);
    const body = parseInput(updateDivisionBody, request.body);
    const { division, teamCount } = await editDivision(deps, caller, id, body);
    return presentDivision(division, teamCount);
  });

  app.delete('/api/divisions/:id', async (request, reply) => {
    const caller = callerWhoCan(request, 'manage:league');
    await removeDivision(deps, caller, idParam(request));
    return reply.code(204).send();
  });
}
