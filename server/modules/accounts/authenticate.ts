// Spec 4 Login.
import { isAwaitingApproval } from '../../../common/policies/users';
import type { LoginBody } from '../../../common/schemas/auth';
import { SERVER_TEXT } from '../../../common/texts';
import type { AppDeps } from '../../deps';
import { forbidden, unauthorized } from '../../http/errors';
import { assertInLeague, assertLeagueOpen } from '../../auth/policy';
import { requireLeagueBySlug } from '../leagues/context';
import { verifyPassword } from './passwords';
import type { Actor } from '../../auth/actor';
import { userByUsername } from './store';

// Every attempt goes through the sign-in throttle (http/sign-in-throttle.ts): a failing pair of
// account and address or a failing address is refused, an account failing from everywhere is only slowed.
export async function authenticate(deps: AppDeps, body: LoginBody, ip: string): Promise<Actor> {
  const attempt = { scope: 'login', username: body.username, address: ip } as const;
  await deps.limiters.signIn.admit(attempt);
  const requestedLeague = body.leagueSlug ? await requireLeagueBySlug(deps, body.leagueSlug) : null;

  const user = await userByUsername(deps.db, body.username);
  const passwordOk = await verifyPassword(user?.passwordHash ?? null, body.password);
  if (!user || !passwordOk) throw unauthorized(SERVER_TEXT.invalidCredentials);
  // a right password is no guess, whatever is refused below
  await deps.limiters.signIn.succeeded(attempt);
  // The password was right: from here on the answers may say why this sign-in cannot go on.
  if (requestedLeague) assertInLeague(user, requestedLeague);
  // the user's league status came with the user (one query): the same check as every session's
  if (user.leagueStatus !== null) assertLeagueOpen(user, { status: user.leagueStatus });
  if (isAwaitingApproval(user)) throw forbidden(SERVER_TEXT.pendingApproval);
  return user;
}
