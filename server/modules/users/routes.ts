import type { FastifyInstance } from 'fastify';
import { changePasswordBody, createUserBody, roleChangeBody, updateUserBody } from '../../../common/schemas/users';
import type { AppDeps } from '../../deps';
import { idParam, slugParam as slugOf } from '../../http/params';
import { parseInput } from '../../http/validate';
import { approvedUsers, changePassword, changeRole, createUser, editUser, managedLeague, pendingUsers } from './service';

export function registerUserRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/api/leagues/:slug/pending-referees', async (request) => pendingUsers(deps, (await managedLeague(deps, request, slugOf(request))).league));
  app.get('/api/users/pending', async (request) => pendingUsers(deps, (await managedLeague(deps, request, null)).league));
  app.get('/api/leagues/:slug/referees', async (request) => approvedUsers(deps, (await managedLeague(deps, request, slugOf(request))).league));
  app.get('/api/referees', async (request) => approvedUsers(deps, (await managedLeague(deps, request, null)).league));

  app.patch('/api/users/:id/role', async (request) => {
    const id = idParam(request);
    const { role } = parseInput(roleChangeBody, request.body);
    return changeRole(deps, request, id, role);
  });

  app.post('/api/users', async (request, reply) => {
    const body = parseInput(createUserBody, request.body);
    return reply.code(201).send(await createUser(deps, request, body));
  });

  app.patch('/api/users/:id', async (request) => {
    const id = idParam(request);
    return editUser(deps, request, id, parseInput(updateUserBody, request.body));
  });

  app.post('/api/admin/change-password', async (request) => changePassword(deps, request, parseInput(changePasswordBody, request.body)));
}
