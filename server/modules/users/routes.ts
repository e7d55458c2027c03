// Manage Referees (spec 2.9): the league's pending and approved users, roles, adding and editing
// users. Parse -> authorize -> call.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { changePasswordBody, createUserBody, roleChangeBody, updateUserBody } from '../../../common/schemas/users';
import { actorWhoCan, callerWhoCan } from '../../auth/policy';
import type { AppDeps } from '../../deps';
import { idParam, slugParam as slugOf } from '../../http/params';
import { parseInput } from '../../http/validate';
import { changePassword } from './change-password';
import { changeRole } from './change-role';
import { createUser } from './create-user';
import { editUser } from './edit-user';
import { approvedUsers, pendingUsers } from './list-users';
import { managedLeague } from './managed-league';

export function registerUserRoutes(app: FastifyInstance, deps: AppDeps): void {
  const manager = (request: FastifyRequest) => actorWhoCan(request.user, 'manage:users');
  const caller = (request: FastifyRequest) => callerWhoCan(request, 'manage:users');

  // the slug is read before the actor: a malformed one is a 400 for anyone
  const league = (request: FastifyRequest, slug: string | null) => managedLeague(deps, manager(request), slug);
  app.get('/api/leagues/:slug/pending-referees', async (request) => pendingUsers(deps, await league(request, slugOf(request))));
  app.get('/api/users/pending', async (request) => pendingUsers(deps, await league(request, null)));
  app.get('/api/leagues/:slug/referees', async (request) => approvedUsers(deps, await league(request, slugOf(request))));
  app.get('/api/referees', async (request) => approvedUsers(deps, await league(request, null)));

  app.patch('/api/users/:id/role', async (request) => {
    const id = idParam(request);
    const { role } = parseInput(roleChangeBody, request.body);
    return changeRole(deps, caller(request), id, role);
  });

  app.post('/api/users', async (request, reply) => {
    const body = parseInput(createUserBody, request.body);
    return reply.code(201).send(await createUser(deps, caller(request), body));
  });

  app.patch('/api/users/:id', async (request) => {
    const id = idParam(request);
    const body = parseInput(updateUserBody, request.body);
    return editUser(deps, caller(request), id, body);
  });

  app.post('/api/admin/change-password', async (request) => {
    const body = parseInput(changePasswordBody, request.body);
    return changePassword(deps, caller(request), body);
  });
}
