// The WordPress plugin's use cases (spec 7 WordPress): whether a league address is free (with a
// close free one when not), and a league created with its first admin. They take the API key's
// audit identity and plain input.
import type { z } from 'zod';
import type { CheckSlugDto, withAdminBody } from '../../../common/schemas/api-keys';
import type { LeagueDto } from '../../../common/schemas/league';
import type { UserDto } from '../../../common/schemas/auth';
import { normalizeSlug, slugProblem, SLUG_PROBLEM_TEXT } from '../../../common/slug';
import { SERVER_TEXT } from '../../../common/texts';
import { audit, auditTarget, type AuditBy } from '../../auth/audit';
import type { AppDeps } from '../../deps';
import { conflict, conflictOnUnique } from '../../http/errors';
import { idempotentWrite, type IdempotencyKey, type WriteAnswer } from '../../http/idempotency';
import { hashPassword } from '../accounts/passwords';
import { insertUser, presentUser, usernameTaken } from '../accounts/store';
import { createLeague } from '../leagues/create-league';
import { leagueBySlug, presentLeague } from '../leagues/store';

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

// asked: the address as sent (the router has decoded the path once already; decoding again read
// '100%25' as a broken escape)
export async function checkSlug(deps: AppDeps, asked: string): Promise<CheckSlugDto> {
  const normalizedSlug = normalizeSlug(asked);
  const problem = slugProblem(normalizedSlug);
  if (problem === 'reserved') return { slug: asked, normalizedSlug, available: false, reason: 'reserved', message: SLUG_PROBLEM_TEXT.reserved, suggestion: await suggestSlug(deps, normalizedSlug) };
  if (problem) return { slug: asked, normalizedSlug, available: false, reason: 'invalid', message: SLUG_PROBLEM_TEXT[problem], suggestion: null };
  if (await leagueBySlug(deps.db, normalizedSlug)) {
    return { slug: asked, normalizedSlug, available: false, reason: 'taken', message: `The league address "${normalizedSlug}" is already taken`, suggestion: await suggestSlug(deps, normalizedSlug) };
  }
  return { slug: asked, normalizedSlug, available: true, reason: 'available', message: `The league address "${normalizedSlug}" is available`, suggestion: null };
}

type Admin = z.output<typeof withAdminBody>['admin'];
export type LeagueWithAdmin = { league: LeagueDto; admin: UserDto; loginUrl: string };

// One transaction: the league and its first admin both exist afterwards, or neither does.
export async function createLeagueWithAdmin(
  deps: AppDeps,
  by: AuditBy,
  idempotencyKey: IdempotencyKey | null,
  leagueFields: Omit<z.output<typeof withAdminBody>, 'admin'>,
  admin: Admin,
): Promise<WriteAnswer<LeagueWithAdmin>> {
  const passwordHash = await hashPassword(admin.password);
  // checked inside the write, after a retry has had the chance to find its first answer
  return idempotentWrite(deps.db, idempotencyKey, deps.now(), async (tx) => {
    if (await usernameTaken(tx, admin.username)) throw conflict(SERVER_TEXT.usernameTaken);
    const league = await createLeague(tx, by, leagueFields);
    const user = await insertUser(tx, { username: admin.username, passwordHash, email: admin.email, firstName: admin.firstName, lastName: admin.lastName || null, role: 'admin', leagueId: league.id });
    await audit(tx, by, 'user.create', auditTarget.row('user', user), { role: 'admin', via: 'wordpress' });
    return { statusCode: 201, body: { league: presentLeague(league), admin: presentUser(user, league.slug), loginUrl: `${deps.config.publicUrl}/${league.slug}/login` } };
  }).catch(conflictOnUnique(SERVER_TEXT.usernameTaken));
}
