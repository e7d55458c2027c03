// The WordPress plugin's endpoints (spec 7 WordPress): an API key, never a session. Parse -> call -> answer.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { answerOf } from '../../../common/schemas/answers/components';
import { checkSlugAnswer, userAnswer } from '../../../common/schemas/answers/accounts';
import { leagueAnswer } from '../../../common/schemas/answers/leagues';
import { withAdminBody, type CheckSlugDto } from '../../../common/schemas/api-keys';
import type { AppDeps } from '../../deps';
import { badRequest } from '../../http/errors';
import { idempotencyKeyOf } from '../../http/idempotency';
import { slugParam } from '../../http/params';
import { documented } from '../../http/route-doc';
import { requireApiKey } from './bearer';
import { checkSlug, createLeagueWithAdmin, type LeagueWithAdmin } from './wordpress-leagues';

// What the document says of these routes (http/route-doc.ts); each reads its input through it.
const keyRefusals = {
  401: 'No API key, a malformed one, or one that is not valid or was revoked (WWW-Authenticate: Bearer)',
  403: 'The API key lacks the permission',
  429: 'Too many requests with this API key: try again after Retry-After seconds',
};
const checkSlugRoute = documented({
  summary: 'Is a league address free?',
  description: 'The slug as asked, normalized as a league address is (lowercase, a-z, 0-9 and hyphens), whether it is free, and a free one to offer when it is not.',
  tag: 'wordpress',
  auth: 'apiKeyRead',
  answers: { 200: { description: 'The answer', json: checkSlugAnswer } },
  refusals: { 400: 'The slug is empty or too long', ...keyRefusals },
});
const withAdminRoute = documented({
  summary: 'Create a league with its first admin',
  description: 'The fields of a new league (its settings default to the product\'s) and `admin`, its first admin account, in one transaction: both exist afterwards, or neither does. Send an Idempotency-Key header to make a retry safe: the same key answers the first answer again (Idempotent-Replayed: true).',
  tag: 'wordpress',
  auth: 'apiKeyWrite',
  body: withAdminBody,
  answers: {
    201: {
      description: 'The league, its admin and where the admin signs in',
      json: answerOf<LeagueWithAdmin>()(z.strictObject({ league: leagueAnswer, admin: userAnswer, loginUrl: z.string() })),
      headers: { 'idempotent-replayed': 'true when this answers an earlier request of the same Idempotency-Key' },
    },
  },
  refusals: { 400: 'The body is not valid: the message names each problem', ...keyRefusals, 409: 'The slug or the username is taken, or the Idempotency-Key was used for another request' },
});

export function registerWordpressRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/api/wordpress/leagues/check-slug/:slug', checkSlugRoute.options, async (request): Promise<CheckSlugDto> => {
    await requireApiKey(deps, request.headers.authorization, 'read');
    return checkSlug(deps, slugParam(request));
  });

  app.post('/api/wordpress/leagues/with-admin', withAdminRoute.options, async (request, reply) => {
    const key = await requireApiKey(deps, request.headers.authorization, 'write');
    if (typeof request.body !== 'object' || request.body === null || !('admin' in request.body)) throw badRequest('Admin is required: send the first admin as "admin": {username, password, email, firstName, lastName}');
    const { admin, ...leagueFields } = withAdminRoute.body(request);
    const idempotencyKey = idempotencyKeyOf(request, `api-key:${key.keyId}`, deps.sessionSecret);
    const answer = await createLeagueWithAdmin(deps, { apiKeyId: key.keyId, ip: request.ip }, idempotencyKey, leagueFields, admin);
    return reply.code(answer.statusCode).header('idempotent-replayed', String(answer.replayed)).send(answer.body);
  });
}
