import { isAwaitingApproval } from '../../../common/policies/users';
import type { RegisterResponse } from '../../../common/schemas/auth';
import type { z } from 'zod';
import type { registerBody } from '../../../common/schemas/auth';
import { SERVER_TEXT } from '../../../common/texts';
import type { AppDeps } from '../../deps';
import { conflict, conflictOnUnique } from '../../http/errors';
import { audit, auditTarget } from '../../auth/audit';
import { assertLeagueOpen } from '../../auth/policy';
import { resolveLeague } from '../leagues/context';
import { hashPassword } from './passwords';
import type { Visitor } from '../../auth/actor';
import { insertUser, presentUser, usernameTaken } from './store';

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
  const requiresApproval = isAwaitingApproval(user);
  return {
    user: presentUser(user, league.slug),
    requiresApproval,
    message: requiresApproval
      ? 'Your account has been created and is pending admin approval.'
      : 'Your fan account has been created. You can log in now.',
  };
}
