import type { FastifyInstance } from 'fastify';
import { withAdminEnvelope, withAdminLeagueFields, type CheckSlugDto } from '../../../common/schemas/api-keys';
import { normalizeSlug, slugProblem, SLUG_PROBLEM_TEXT } from '../../../common/slug';
import { SERVER_TEXT } from '../../../common/texts';
import type { AppDeps } from '../../deps';
import { badRequest, conflict } from '../../http/errors';
import { slugParam } from '../../http/params';
import { parseInput } from '../../http/validate';
import { hashPassword } from '../accounts/passwords';
import { isUniqueViolation } from '../../db/errors';
import { insertUser, presentUser, usernameTaken } from '../accounts/store';
import { audit, auditTarget } from '../../auth/audit';
import { idempotentWrite } from '../../http/idempotency';
import { createLeague } from '../leagues/create-league';
import { leagueBySlug, presentLeague } from '../leagues/store';
import { requireApiKey } from './bearer';

// A free address close to the one asked for: slug-2, slug-3... or slug-league for reserved words.
async function suggestSlug(deps: AppDeps, slug: string): Promise<string | null> {
  const base = slugProblem(slug) === 'reserved' ? `${slug}-league` : slug.replace(/-+$/, '');
  if (!base || slugProblem(base) === 'invalid' || slugProblem(base) === 'empty') return null;
  if (base !== slug && !(await leagueBySlug(deps.db, base))) return base;
  for (let n = 2; n < 100; n++) {
    const candidate = `${base}-${n}`;
    if (slugProblem(candidate) === null && !(await leagueBySlug(deps.db, candidate))) return candidate;
  }
  return null;
}

export function registerWordpressRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/api/wordpress/leagues/check-slug/:slug', async (request): Promise<CheckSlugDto> => {
    await requireApiKey(deps, request.headers.authorization, 'read');
    // the router has decoded the path once already; decoding again read '100%25' as a broken escape
    const asked = slugParam(request);
    const normalizedSlug = normalizeSlug(asked);
    const problem = slugProblem(normalizedSlug);
    if (problem === 'reserved') return { slug: asked, normalizedSlug, available: false, reason: 'reserved', message: SLUG_PROBLEM_TEXT.reserved, suggestion: await suggestSlug(deps, normalizedSlug) };
    if (problem) return { slug: asked, normalizedSlug, available: false, reason: 'invalid', message: SLUG_PROBLEM_TEXT[problem], suggestion: null };
    if (await leagueBySlug(deps.db, normalizedSlug)) {
      return { slug: asked, normalizedSlug, available: false, reason: 'taken', message: `The league address "${normalizedSlug}" is already taken`, suggestion: await suggestSlug(deps, normalizedSlug) };
    }
    return { slug: asked, normalizedSlug, available: true, reason: 'available', message: `The league address "${normalizedSlug}" is available`, suggestion: null };
  });

  // One transaction: the league and its first admin both exist afterwards, or neither does.
  app.post('/api/wordpress/leagues/with-admin', async (request, reply) => {
    const key = await requireApiKey(deps, request.headers.authorization, 'write');
    if (typeof request.body !== 'object' || request.body === null || !('admin' in request.body)) throw badRequest('Admin is required: send the first admin as "admin": {username, password, email, firstName, lastName}');
    const { admin } = parseInput(withAdminEnvelope, request.body);
    const { admin: _admin, ...leagueInput } = request.body as Record<string, unknown>;
    const leagueFields = parseInput(withAdminLeagueFields, leagueInput);
    const passwordHash = await hashPassword(admin.password);

    const header = request.headers['idempotency-key'];
    const idempotencyKey = typeof header === 'string' && header.trim() ? { scope: `api-key:${key.keyId} POST /api/wordpress/leagues/with-admin`, key: header.trim().slice(0, 200) } : null;
    // checked inside the write, after a retry has had the chance to find its first answer
    const answer = await idempotentWrite(deps.db, idempotencyKey, deps.now(), async (tx) => {
      if (await usernameTaken(tx, admin.username)) throw conflict(SERVER_TEXT.usernameTaken);
      const league = await createLeague(tx, { apiKeyId: key.keyId, ip: request.ip }, leagueFields);
      const user = await insertUser(tx, { username: admin.username, passwordHash, email: admin.email, firstName: admin.firstName, lastName: admin.lastName || null, role: 'admin', leagueId: league.id });
      await audit(tx, { apiKeyId: key.keyId, ip: request.ip }, 'user.create', auditTarget.row('user', user), { role: 'admin', via: 'wordpress' });
      return { statusCode: 201, body: { league: presentLeague(league), admin: presentUser(user, league.slug), loginUrl: `${deps.config.publicUrl}/${league.slug}/login` } };
    }).catch((err: unknown) => {
      if (isUniqueViolation(err)) throw conflict(SERVER_TEXT.usernameTaken);
      throw err;
    });
    return reply.code(answer.statusCode).header('idempotent-replayed', String(answer.replayed)).send(answer.body);
  });
}
