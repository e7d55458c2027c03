// POST /api/games/{id}/report/return {reason} (issue 48, the league's admins): the report goes back to
// its author with the reason, mailed to him; he may change it for 24 h from now (decision 073). Only a
// submitted report is returned: an approved one is locked, a returned one waits for its author.
import { personName } from '../../../common/people';
import { sideName } from '../../../common/brackets/sides';
import { CREW_TIMES } from '../../../common/crews/crew';
import type { ReportDto } from '../../../common/schemas/crews';
import type { Caller } from '../../auth/actor';
import type { AppDeps } from '../../deps';
import { conflict } from '../../http/errors';
import { mailSettings, queueMail } from '../mail/queue-mail';
import { wakeMailSenders } from '../mail/sender';
import { presentReport } from './present';
import { auditReview, reviewedReport } from './review';
import { emailOf, updateReport } from './store';
import { REPORTS_TEXT } from './texts';

export async function returnReport(deps: AppDeps, caller: Caller, gameId: number, reason: string): Promise<ReportDto> {
  const now = deps.now();
  let mailed = false;
  const row = await deps.db.transaction(async (tx) => {
    const { game, report } = await reviewedReport(tx, caller, gameId);
    if (report.state === 'approved') throw conflict(REPORTS_TEXT.approvedLocked);
    if (report.state === 'returned') throw conflict(REPORTS_TEXT.alreadyReturned);
    const reviewer = personName(caller.actor);
    const returned = await updateReport(tx, game.id, { state: 'returned', reviewedById: caller.actor.id, reviewedByName: reviewer, reviewedAt: now, returnReason: reason });
    await auditReview(tx, caller, 'return', game, report, { reason });
    const to = report.authorId === null ? null : await emailOf(tx, report.authorId);
    if (to) {
      const [home, away] = [sideName(game, 'home'), sideName(game, 'away')];
      // his own report's answer: sent even if he unsubscribed from the league's other mail
      const id = await queueMail(tx, mailSettings(deps), {
        to,
        kind: 'report-returned',
        league: { id: game.league.id, name: game.league.name, timezone: game.league.timezone },
        subject: REPORTS_TEXT.returnedSubject(home, away),
        lines: REPORTS_TEXT.returnedLines(home, away, reviewer, reason, CREW_TIMES.reportEditableMs / 3_600_000),
        links: [{ label: REPORTS_TEXT.openDashboard, path: `/${game.league.slug}/referee` }],
        unsubscribe: false,
      });
      mailed = id !== null;
    }
    return returned;
  });
  if (mailed) wakeMailSenders();
  return presentReport(row, { privateNote: true, now: now.getTime() });
}
