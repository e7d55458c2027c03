import type { z } from 'zod';
import type { changePasswordBody } from '../../../common/schemas/users';
import type { AppDeps } from '../../deps';
import { hashPassword } from '../accounts/passwords';
import type { Caller } from '../../auth/actor';
import { deleteSessionsOfUser } from '../../auth/session-store';
import { publishUserSignedOut } from '../../live/notify';
import { audit, auditTarget } from '../../auth/audit';
import { updateUser } from './store';
import { managedUser } from './access';

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
