import type { LoginBody, RegisterResponse, ResetPasswordBody, UserDto } from '../../../common/schemas/auth';
import type { z } from 'zod';
import type { registerBody } from '../../../common/schemas/auth';
import { SERVER_TEXT } from '../../../common/texts';
import type { AppDeps } from '../../deps';
import { conflict, forbidden, tooManyRequests, unauthorized, badRequest } from '../../http/errors';
import { publishUserSignedOut } from '../../live/notify';
import { isUniqueViolation } from '../../db/errors';
import { recordAudit } from '../audit/store';
import { assertLeagueAccess, requireLeagueBySlug, resolveLeague } from '../leagues/context';
import type { League } from '../leagues/store';
import { leagueById } from '../leagues/store';
import { hashPassword, verifyPassword } from './passwords';
import {
  deleteSessionsOfUser,
  insertUser,
  presentUser,
  setPasswordHash,
  userByUsername,
  usernameTaken,
  type UserWithLeague,
} from './store';
import type { FastifyRequest } from 'fastify';

// Sign-in and reset attempts are limited per address (all attempts) and per account (failures),
// so neither one address nor a botnet aimed at one account can guess on (spec: rate limited).
function checkRateLimits(deps: AppDeps, scope: string, username: string, ip: string): void {
  const { loginPerAccount, loginPerAddress } = deps.limiters;
  const accountKey = `${scope}:account:${username.toLowerCase()}`;
  const addressKey = `${scope}:address:${ip}`;
  const wait = Math.max(loginPerAccount.retryAfterMs(accountKey), loginPerAddress.retryAfterMs(addressKey));
  if (wait > 0) throw tooManyRequests(SERVER_TEXT.tooManyAttempts(wait / 1000), wait);
  loginPerAddress.hit(addressKey);
}

function recordFailure(deps: AppDeps, scope: string, username: string): void {
  deps.limiters.loginPerAccount.hit(`${scope}:account:${username.toLowerCase()}`);
}

async function leagueOfUser(deps: AppDeps, user: UserWithLeague): Promise<League | null> {
  return user.leagueId === null ? null : leagueById(deps.db, user.leagueId);
}

export async function authenticate(deps: AppDeps, body: LoginBody, ip: string): Promise<UserWithLeague> {
  checkRateLimits(deps, 'login', body.username, ip);
  const requestedLeague = body.leagueSlug ? await requireLeagueBySlug(deps, body.leagueSlug) : null;

  const user = await userByUsername(deps.db, body.username);
  const passwordOk = await verifyPassword(user?.passwordHash ?? null, body.password);
  if (!user || !passwordOk) {
    recordFailure(deps, 'login', body.username);
    throw unauthorized(SERVER_TEXT.invalidCredentials);
  }
  // The password was right: from here on the answers may say why this sign-in cannot go on.
  if (requestedLeague) assertLeagueAccess(user, requestedLeague);
  if (user.role !== 'super_admin') {
    const league = await leagueOfUser(deps, user);
    if (league?.status === 'suspended') throw forbidden(SERVER_TEXT.leagueSuspended);
  }
  if (user.role === 'pending') throw forbidden(SERVER_TEXT.pendingApproval);
  deps.limiters.loginPerAccount.reset(`login:account:${body.username.toLowerCase()}`);
  return user;
}

// Spec 4 Registration, with the referee box deciding the role (docs/decisions/002-registration-roles.md).
export async function register(
  deps: AppDeps,
  request: FastifyRequest,
  body: z.output<typeof registerBody>,
): Promise<RegisterResponse> {
  checkRateLimits(deps, 'register', body.username, request.ip);
  const league = await resolveLeague(deps, request, body.leagueSlug);
  if (league.status === 'suspended') throw forbidden(SERVER_TEXT.leagueSuspended);
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
    await recordAudit(tx, {
      action: 'user.register',
      actorUserId: created.id,
      leagueId: league.id,
      targetType: 'user',
      targetId: created.id,
      details: { role },
      ipAddress: request.ip,
    });
    return created;
  }).catch((err: unknown) => {
    // two registrations racing for one username: the unique index decides
    if (isUniqueViolation(err)) throw conflict(SERVER_TEXT.usernameTaken);
    throw err;
  });
  const requiresApproval = role === 'pending';
  return {
    user: presentUser(user, league.slug),
    requiresApproval,
    message: requiresApproval
      ? 'Your account has been created and is pending admin approval.'
      : 'Your fan account has been created. You can log in now.',
  };
}

// Self-service reset keeps the spec's form but is refused for administrators and ends every
// session of the user (docs/decisions/004-password-reset.md).
export async function resetPassword(
  deps: AppDeps,
  request: FastifyRequest,
  body: ResetPasswordBody,
): Promise<{ message: string }> {
  checkRateLimits(deps, 'reset', body.username, request.ip);
  const league = await resolveLeague(deps, request, body.leagueSlug);
  const user = await userByUsername(deps.db, body.username);
  const matches =
    user !== null &&
    user.leagueId === league.id &&
    user.email !== null &&
    user.email.toLowerCase() === body.email.trim().toLowerCase();
  if (!matches) {
    recordFailure(deps, 'reset', body.username);
    throw badRequest(SERVER_TEXT.resetNoMatch);
  }
  if (user.role === 'admin' || user.role === 'super_admin') throw forbidden(SERVER_TEXT.resetAdminRefused);

  const passwordHash = await hashPassword(body.newPassword);
  await deps.db.transaction(async (tx) => {
    await setPasswordHash(tx, user.id, passwordHash);
    const ended = await deleteSessionsOfUser(tx, user.id);
    await publishUserSignedOut(tx, user.id);
    await recordAudit(tx, {
      action: 'user.password-reset',
      actorUserId: user.id,
      leagueId: league.id,
      targetType: 'user',
      targetId: user.id,
      details: { sessionsEnded: ended, via: 'self-service' },
      ipAddress: request.ip,
    });
  });
  return { message: 'Your password has been updated. You can now log in with your new password.' };
}

export function presentSignedIn(user: UserWithLeague): UserDto {
  return presentUser(user, user.leagueSlug);
}


