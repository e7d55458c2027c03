// Fields of a league (spec 5 Fields, spec 7). Parse -> call -> present.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { fieldAnswer } from '../../../common/schemas/answers/leagues';
import { createFieldBody, updateFieldBody } from '../../../common/schemas/teams';
import { callerWhoCan } from '../../auth/policy';
import type { AppDeps } from '../../deps';
import { idParam, slugParam } from '../../http/params';
import { documented, REFUSED, type RouteDoc } from '../../http/route-doc';
import { parseInput } from '../../http/validate';
import { resolvePublicLeague } from '../leagues/context';
import { createField } from './create-field';
import { removeField } from './delete-field';
import { editField } from './edit-field';
import { fieldsOfLeague, presentField } from './store';

const fieldsDoc = {
  tag: 'teams',
  auth: 'none',
  answers: { 200: { description: 'The fields by name', json: z.array(fieldAnswer) } },
  refusals: { 400: REFUSED.badInput, 403: REFUSED.suspended, 404: REFUSED.noLeague },
} as const satisfies Omit<RouteDoc, 'summary'>;
const leagueFields = documented({ ...fieldsDoc, summary: "A league's fields" });
const defaultLeagueFields = documented({ ...fieldsDoc, summary: "The default league's fields" });

export function registerFieldRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/api/leagues/:slug/fields', leagueFields.options, async (request) => fieldsOfLeague(deps.db, (await resolvePublicLeague(deps, request.user, slugParam(request))).id));
  app.get('/api/fields', defaultLeagueFields.options, async (request) => fieldsOfLeague(deps.db, (await resolvePublicLeague(deps, request.user, null)).id));

  app.post('/api/fields', async (request, reply) => {
    const caller = callerWhoCan(request, 'manage:league');
    const body = parseInput(createFieldBody, request.body);
    return reply.code(201).send(presentField(await createField(deps, caller, body)));
  });

  app.patch('/api/fields/:id', async (request) => {
    const caller = callerWhoCan(request, 'manage:league');
    const id = idParam(request);
    const body = parseInput(updateFieldBody, request.body);
    return presentField(await editField(deps, caller, id, body));
  });

  app.delete('/api/fields/:id', async (request, reply) => {
    const caller = callerWhoCan(request, 'manage:league');
    await removeField(deps, caller, idParam(request));
    return reply.code(204).send();
  });
}
