// POST /api/games/{id}/report/approve (issue 48, the league's admins): the report counts from now on
// for the standings' sportsmanship and for pay, and is locked. A submitted or returned report may be
// approved; an approved one again is 409.
import { personName } from '../../../common/people';
import type { ReportDto } from '../../../common/schemas/crews';
import type { Caller } from '../../auth/actor';
import type { AppDeps } from '../../deps';
import { conflict } from '../../http/errors';
import { presentReport } from './present';
import { auditReview, reviewedReport } from './review';
import { updateReport } from './store';
import { REPORTS_TEXT } from './texts';

export async function approveReport(deps: AppDeps, caller: Caller, gameId: number): Promise<ReportDto> {
  const now = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    const { game, report } = await reviewedReport(tx, caller, gameId);
    if (report.state === 'approved') throw conflict(REPORTS_TEXT.alreadyApproved);
    const approved = await updateReport(tx, game.id, { state: 'approved', reviewedById: caller.actor.id, reviewedByName: personName(caller.actor), reviewedAt: now, returnReason: null });
    await auditReview(tx, caller, 'approve', game, report);
    return approved;
  });
  return presentReport(row, { privateNote: true, now: now.getTime() });
}
