import type { LoginBody, RegisterResponse, ResetPasswordBody, UserDto } from '../../../common/schemas/auth';
import type { z } from 'zod';
import type { registerBody } from '../../../common/schemas/auth';
import type { Role } from '../../../common/roles';
import { SERVER_TEXT } from '../../../common/texts';
import type { AppDeps } from '../../deps';
import { conflict, forbidden, unauthorized, badRequest } from '../../http/errors';
import { publishUserSignedOut } from '../../live/notify';
import { conflictOnUnique } from '../../db/errors';
import { audit, auditTarget } from '../../auth/audit';
import { assertInLeague, assertLeagueOpen } from '../../auth/policy';
import { requireLeagueBySlug, resolveLeague } from '../leagues/context';
import { hashPassword, verifyPassword } from './passwords';
import type { Actor, Visitor } from '../../auth/actor';
import { deleteSessionsOfUser } from '../../auth/session-store';
import { insertUser, presentUser, setPasswordHash, userByUsername, usernameTaken } from './store';

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
  if (user.role === 'pending') throw forbidden(SERVER_TEXT.pendingApproval);
  return user;
}

// Spec 4 Registration, with the referee box deciding the role (docs/decisions/002-registration-roles.md).
export async function register(
  deps: AppDeps,
  visitor: Visitor,
  body: z.output<typeof registerBody>,
): Promise<RegisterResponse> {
  // every registration counts against the address, as a failure would: each one hashes a password
  // and makes an account
  await deps.limiters.signIn.admit({ scope: 'register', username: body.username, address: visitor.ip });
  const league = await resolveLeague(deps, visitor.user, body.leagueSlug);
  assertLeagueOpen(visitor.user, league);
  if (league.status === 'archived') throw conflict('This league is archived and is not taking new accounts');
  if (await usernameTaken(deps.db, body.username)) throw conflict(SERVER_TEXT.usernameTaken);

  const passwordHash = await hashPassword(body.password);
  const role = body.registerAsReferee ? 'pending' : 'fan';
  const user = await deps.db.transaction(async (tx) => {
    const created = await insertUser(tx, {
      username: body.username,
      passwordHash,
      email: body.email,
      firstName: body.firstName || null,
      lastName: body.lastName || null,
      role,
      leagueId: league.id,
    });
    await audit(tx, { actor: created, ip: visitor.ip }, 'user.register', auditTarget.row('user', created), { role });
    return created;
  }).catch(conflictOnUnique(SERVER_TEXT.usernameTaken)); // two registrations racing for one username: the index decides
  const requiresApproval = role === 'pending';
  return {
    user: presentUser(user, league.slug),
    requiresApproval,
    message: requiresApproval
      ? 'Your account has been created and is pending admin approval.'
      : 'Your fan account has been created. You can log in now.',
  };
}

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

export function presentSignedIn(user: Actor): UserDto {
  return presentUser(user, user.leagueSlug);
}


