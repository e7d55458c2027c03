import type { z } from 'zod';
import { mayGiveRole } from '../../../common/policies/users';
import type { ManagedUserDto, createUserBody } from '../../../common/schemas/users';
import { SERVER_TEXT } from '../../../common/texts';
import type { AppDeps } from '../../deps';
import { conflict, conflictOnUnique, forbidden } from '../../http/errors';
import { hashPassword } from '../accounts/passwords';
import type { Caller } from '../../auth/actor';
import { insertUser, usernameTaken } from '../accounts/store';
import { audit, auditTarget } from '../../auth/audit';
import { leagueForCreate } from '../leagues/context';
import { presentManagedUser } from './store';
import { USERS_TEXT } from './texts';

export async function createUser(deps: AppDeps, caller: Caller, body: z.output<typeof createUserBody>): Promise<ManagedUserDto> {
  const { actor } = caller;
  if (!mayGiveRole(actor, body.role)) throw forbidden(USERS_TEXT.superAdminOnly);
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
