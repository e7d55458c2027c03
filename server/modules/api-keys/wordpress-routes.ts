// The WordPress plugin's endpoints (spec 7 WordPress): an API key, never a session. Parse -> call -> answer.
import type { FastifyInstance } from 'fastify';
import { withAdminEnvelope, withAdminLeagueFields, type CheckSlugDto } from '../../../common/schemas/api-keys';
import type { AppDeps } from '../../deps';
import { badRequest } from '../../http/errors';
import { idempotencyKeyOf } from '../../http/idempotency';
import { slugParam } from '../../http/params';
import { parseInput } from '../../http/validate';
import { requireApiKey } from './bearer';
import { checkSlug, createLeagueWithAdmin } from './wordpress-leagues';

export function registerWordpressRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/api/wordpress/leagues/check-slug/:slug', async (request): Promise<CheckSlugDto> => {
    await requireApiKey(deps, request.headers.authorization, 'read');
    return checkSlug(deps, slugParam(request));
  });

  app.post('/api/wordpress/leagues/with-admin', async (request, reply) => {
    const key = await requireApiKey(deps, request.headers.authorization, 'write');
    if (typeof request.body !== 'object' || request.body === null || !('admin' in request.body)) throw badRequest('Admin is required: send the first admin as "admin": {username, password, email, firstName, lastName}');
    const { admin } = parseInput(withAdminEnvelope, request.body);
    const { admin: _admin, ...leagueInput } = request.body as Record<string, unknown>;
    const leagueFields = parseInput(withAdminLeagueFields, leagueInput);
    const idempotencyKey = idempotencyKeyOf(request, `api-key:${key.keyId}`, deps.sessionSecret);
    const answer = await createLeagueWithAdmin(deps, { apiKeyId: key.keyId, ip: request.ip }, idempotencyKey, leagueFields, admin);
    return reply.code(answer.statusCode).header('idempotent-replayed', String(answer.replayed)).send(answer.body);
  });
}
