// DELETE /api/teams/{id}/coaches/{userId} (issue 49, decision 077): the league's admin takes a coach
// off a team. His account stays (a coach of another team, or a referee who also coached); only the
// team's rights go.
import { mayManageCoaches } from '../../../common/policies/teams';
import type { Caller } from '../../auth/actor';
import { audit, auditTarget } from '../../auth/audit';
import type { AppDeps } from '../../deps';
import { forbidden, notFound } from '../../http/errors';
import { writableTeam } from '../teams/access';
import { deleteCoach } from './coaches-store';
import { COACH_TEXT } from './coach-texts';

export async function removeCoach(deps: AppDeps, caller: Caller, teamId: number, userId: number): Promise<void> {
  if (!mayManageCoaches(caller.actor)) throw forbidden(COACH_TEXT.mayNotManage);
  const team = await writableTeam(deps, caller, teamId);
  await deps.db.transaction(async (tx) => {
    if (!(await deleteCoach(tx, team, userId))) throw notFound(COACH_TEXT.coachNotFound);
    await audit(tx, caller, 'team.coach-remove', auditTarget.row('team', team), { userId });
  });
}
