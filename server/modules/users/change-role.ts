import { isLeagueAdmin, mayGiveRole } from '../../../common/policies/users';
import type { ManagedUserDto } from '../../../common/schemas/users';
import type { Role } from '../../../common/roles';
import type { AppDeps } from '../../deps';
import { conflict, forbidden } from '../../http/errors';
import type { Caller } from '../../auth/actor';
import { deleteSessionsOfUser } from '../../auth/session-store';
import { publishUserSignedOut } from '../../live/notify';
import { audit, auditTarget } from '../../auth/audit';
import { otherAdminsOfLeague, presentManagedUser, updateUser } from './store';
import { USERS_TEXT } from './texts';
import { managedUser } from './access';

export async function changeRole(deps: AppDeps, caller: Caller, userId: number, role: Role): Promise<ManagedUserDto> {
  const { actor } = caller;
  const { user } = await managedUser(deps, actor, userId);
  if (user.id === actor.id) throw forbidden(USERS_TEXT.ownRole);
  if (!mayGiveRole(actor, role)) throw forbidden(USERS_TEXT.superAdminOnly);
  if (user.role === role) return presentManagedUser(user);

  return deps.db.transaction(async (tx) => {
    if (isLeagueAdmin(user) && user.leagueId !== null && (await otherAdminsOfLeague(tx, user.leagueId, user.id)) === 0) {
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
