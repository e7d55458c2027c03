import type { z } from 'zod';
import type { ManagedUserDto, changePasswordBody, createUserBody, updateUserBody } from '../../../common/schemas/users';
import type { Role } from '../../../common/roles';
import { SERVER_TEXT } from '../../../common/texts';
import type { AppDeps } from '../../deps';
import { conflict, forbidden, notFound } from '../../http/errors';
import { scopeOf } from '../../auth/scope';
import { hashPassword } from '../accounts/passwords';
import { conflictOnUnique } from '../../db/errors';
import type { Actor, Caller, User } from '../../auth/actor';
import { deleteSessionsOfUser } from '../../auth/session-store';
import { insertUser, usernameTaken } from '../accounts/store';
import { publishUserSignedOut } from '../../live/notify';
import { audit, auditTarget } from '../../auth/audit';
import { assertLeagueWritable } from '../../auth/policy';
import { leagueForCreate, resolveLeague } from '../leagues/context';
import { leagueById, type League } from '../leagues/store';
import { otherAdminsOfLeague, presentManagedUser, updateUser, userInScope, usersOfLeagueWithRoles } from './store';

export const USERS_TEXT = {
  userNotFound: 'User not found',
  ownRole: 'You cannot change your own role',
  superAdminOnly: 'Only a super admin can grant the super admin role',
  superAdminAccount: 'Only a super admin can change a super admin account. Ask a super admin to make this change.',
  lastAdmin: 'A league must keep at least one admin. Make another user an admin first.',
} as const;

// The league an admin manages through a league-scoped or league-less call (decision 003).
export async function managedLeague(deps: AppDeps, actor: Actor, slug: string | null): Promise<League> {
  return resolveLeague(deps, actor, slug);
}

export async function pendingUsers(deps: AppDeps, league: League): Promise<ManagedUserDto[]> {
  return usersOfLeagueWithRoles(deps.db, league.id, ['pending']);
}

// Spec 2.9 Approved Users: the league's referees and admins.
export async function approvedUsers(deps: AppDeps, league: League): Promise<ManagedUserDto[]> {
  return usersOfLeagueWithRoles(deps.db, league.id, ['admin', 'referee']);
}

// An admin reaches only users of its own league, and never a super admin attached to it (no
// rename, new email, password or role: that would take over the platform); a super admin reaches anyone.
async function managedUser(deps: AppDeps, actor: Actor, userId: number): Promise<{ user: User; league: League | null }> {
  // an admin without a league (none is created so) reaches nobody
  const user = actor.role !== 'super_admin' && actor.leagueId === null ? null : await userInScope(deps.db, scopeOf(actor), userId);
  if (!user) throw notFound(USERS_TEXT.userNotFound);
  if (user.role === 'super_admin' && actor.role !== 'super_admin') throw forbidden(USERS_TEXT.superAdminAccount);
  const league = user.leagueId === null ? null : await leagueById(deps.db, user.leagueId);
  if (league) assertLeagueWritable(league);
  return { user, league };
}

export async function changeRole(deps: AppDeps, caller: Caller, userId: number, role: Role): Promise<ManagedUserDto> {
  const { actor } = caller;
  const { user } = await managedUser(deps, actor, userId);
  if (user.id === actor.id) throw forbidden(USERS_TEXT.ownRole);
  if (role === 'super_admin' && actor.role !== 'super_admin') throw forbidden(USERS_TEXT.superAdminOnly);
  if (user.role === role) return presentManagedUser(user);

  return deps.db.transaction(async (tx) => {
    if (user.role === 'admin' && user.leagueId !== null && (await otherAdminsOfLeague(tx, user.leagueId, user.id)) === 0) {
      throw conflict(USERS_TEXT.lastAdmin);
    }
    const updated = await updateUser(tx, user.id, { role });
    // a new role takes effect at once: the user signs in again under it
    const sessionsEnded = await deleteSessionsOfUser(tx, user.id);
    await publishUserSignedOut(tx, user.id);
    await audit(tx, caller, 'user.role-change', auditTarget.row('user', user), { from: user.role, to: role, sessionsEnded });
    return presentManagedUser(updated);
  });
}

export async function createUser(deps: AppDeps, caller: Caller, body: z.output<typeof createUserBody>): Promise<ManagedUserDto> {
  const { actor } = caller;
  if (body.role === 'super_admin' && actor.role !== 'super_admin') throw forbidden(USERS_TEXT.superAdminOnly);
  const league = await leagueForCreate(deps, actor, body.leagueId);
  if (await usernameTaken(deps.db, body.username)) throw conflict(SERVER_TEXT.usernameTaken);
  const passwordHash = await hashPassword(body.password);
  return deps.db.transaction(async (tx) => {
    const user = await insertUser(tx, {
      username: body.username,
      passwordHash,
      email: body.email ?? null,
      firstName: body.firstName,
      lastName: body.lastName || null,
      role: body.role,
      leagueId: league.id,
    });
    await audit(tx, caller, 'user.create', auditTarget.row('user', user), { role: body.role });
    return presentManagedUser(user);
  }).catch(conflictOnUnique(SERVER_TEXT.usernameTaken));
}

export async function editUser(deps: AppDeps, caller: Caller, userId: number, body: z.output<typeof updateUserBody>): Promise<ManagedUserDto> {
  const { actor } = caller;
  const { user } = await managedUser(deps, actor, userId);
  if (body.username && body.username.toLowerCase() !== user.username.toLowerCase() && (await usernameTaken(deps.db, body.username))) {
    throw conflict(SERVER_TEXT.usernameTaken);
  }
  return deps.db.transaction(async (tx) => {
    const updated = await updateUser(tx, user.id, body);
    await audit(tx, caller, 'user.update', auditTarget.row('user', user), { fields: Object.keys(body) });
    return presentManagedUser(updated);
  }).catch(conflictOnUnique(SERVER_TEXT.usernameTaken));
}

export async function changePassword(deps: AppDeps, caller: Caller, body: z.output<typeof changePasswordBody>): Promise<{ message: string }> {
  const { actor } = caller;
  const { user } = await managedUser(deps, actor, body.userId);
  const passwordHash = await hashPassword(body.newPassword);
  await deps.db.transaction(async (tx) => {
    await updateUser(tx, user.id, { passwordHash });
    // every session of that user ends, the admin's own current one included when changing its own
    const sessionsEnded = await deleteSessionsOfUser(tx, user.id);
    await publishUserSignedOut(tx, user.id);
    await audit(tx, caller, 'user.password-change', auditTarget.row('user', user), { sessionsEnded });
  });
  return { message: 'Password changed successfully' };
}

