import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { changePasswordBody, createUserBody, roleChangeBody, updateUserBody } from '../../../common/schemas/users';
import type { AppDeps } from '../../deps';
import { parseInput } from '../../http/validate';
import { approvedUsers, changePassword, changeRole, createUser, editUser, managedLeague, pendingUsers } from './service';

const slugParams = z.object({ slug: z.string().trim().toLowerCase().min(1).max(100) });
const idParams = z.object({ id: z.coerce.number().int().positive('must be a positive whole number') });

function slugOf(request: FastifyRequest): string {
  return parseInput(slugParams, request.params).slug;
}

export function registerUserRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/api/leagues/:slug/pending-referees', async (request) => pendingUsers(deps, (await managedLeague(deps, request, slugOf(request))).league));
  app.get('/api/users/pending', async (request) => pendingUsers(deps, (await managedLeague(deps, request, null)).league));
  app.get('/api/leagues/:slug/referees', async (request) => approvedUsers(deps, (await managedLeague(deps, request, slugOf(request))).league));
  app.get('/api/referees', async (request) => approvedUsers(deps, (await managedLeague(deps, request, null)).league));

  app.patch('/api/users/:id/role', async (request) => {
    const { id } = parseInput(idParams, request.params);
    const { role } = parseInput(roleChangeBody, request.body);
    return changeRole(deps, request, id, role);
  });

  app.post('/api/users', async (request, reply) => {
    const body = parseInput(createUserBody, request.body);
    return reply.code(201).send(await createUser(deps, request, body));
  });

  app.patch('/api/users/:id', async (request) => {
    const { id } = parseInput(idParams, request.params);
    return editUser(deps, request, id, parseInput(updateUserBody, request.body));
  });

  app.post('/api/admin/change-password', async (request) => changePassword(deps, request, parseInput(changePasswordBody, request.body)));
}
