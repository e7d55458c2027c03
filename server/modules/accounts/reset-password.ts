import type { ResetPasswordBody } from '../../../common/schemas/auth';
import type { Role } from '../../../common/roles';
import { SERVER_TEXT } from '../../../common/texts';
import type { AppDeps } from '../../deps';
import { forbidden, badRequest } from '../../http/errors';
import { publishUserSignedOut } from '../../live/notify';
import { audit, auditTarget } from '../../auth/audit';
import { assertLeagueOpen } from '../../auth/policy';
import { resolveLeague } from '../leagues/context';
import { hashPassword } from './passwords';
import type { Visitor } from '../../auth/actor';
import { deleteSessionsOfUser } from '../../auth/session-store';
import { setPasswordHash, userByUsername } from './store';

// Username and email are all the spec's form asks, too little to guard an account that scores games
// or runs a league: only viewer accounts reset themselves (docs/decisions/004-password-reset.md).
const SELF_SERVICE_RESET_ROLES: readonly Role[] = ['fan', 'parent'];

// Self-service reset keeps the spec's form, is refused for staff and pending accounts, and ends every
// session of the user.
export async function resetPassword(
  deps: AppDeps,
  visitor: Visitor,
  body: ResetPasswordBody,
): Promise<{ message: string }> {
  const attempt = { scope: 'reset', username: body.username, address: visitor.ip } as const;
  await deps.limiters.signIn.admit(attempt);
  const league = await resolveLeague(deps, visitor.user, body.leagueSlug);
  // spec 4: a suspended league is not accessible, its passwords included (decision 018)
  assertLeagueOpen(visitor.user, league);
  const user = await userByUsername(deps.db, body.username);
  const matches =
    user !== null &&
    user.leagueId === league.id &&
    user.email !== null &&
    user.email.toLowerCase() === body.email.trim().toLowerCase();
  if (!matches) throw badRequest(SERVER_TEXT.resetNoMatch);
  await deps.limiters.signIn.succeeded(attempt);
  // refused only after username and email matched, so the refusal tells nothing to someone who knows neither
  if (!SELF_SERVICE_RESET_ROLES.includes(user.role)) throw forbidden(SERVER_TEXT.resetStaffRefused);

  const passwordHash = await hashPassword(body.newPassword);
  await deps.db.transaction(async (tx) => {
    await setPasswordHash(tx, user.id, passwordHash);
    const ended = await deleteSessionsOfUser(tx, user.id);
    await publishUserSignedOut(tx, user.id);
    await audit(tx, { actor: user, ip: visitor.ip }, 'user.password-reset', auditTarget.row('user', user), { sessionsEnded: ended, via: 'self-service' });
  });
  return { message: 'Your password has been updated. You can now log in with your new password.' };
}
