import type { z } from 'zod';
import type { ManagedUserDto, updateUserBody } from '../../../common/schemas/users';
import { SERVER_TEXT } from '../../../common/texts';
import type { AppDeps } from '../../deps';
import { conflict, conflictOnUnique } from '../../http/errors';
import type { Caller } from '../../auth/actor';
import { usernameTaken } from '../accounts/store';
import { audit, auditTarget } from '../../auth/audit';
import { presentManagedUser, updateUser } from './store';
import { managedUser } from './access';

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
