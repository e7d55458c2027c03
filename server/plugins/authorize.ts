import type { FastifyRequest } from 'fastify';
import { can, type Capability } from '../../common/roles';
import { SERVER_TEXT } from '../../common/texts';
import { forbidden, unauthorized } from '../http/errors';
import type { UserWithLeague } from '../modules/accounts/store';

export function requireUser(request: FastifyRequest): UserWithLeague {
  if (!request.user) throw unauthorized(SERVER_TEXT.unauthorized);
  return request.user;
}

// One place per route decides access, reading the capability table of common/roles.ts.
export function requireCapability(request: FastifyRequest, capability: Capability): UserWithLeague {
  const user = requireUser(request);
  if (!can(user.role, capability)) throw forbidden(`Forbidden: your role (${user.role}) cannot do this`);
  return user;
}
