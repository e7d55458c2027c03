// What approving and returning a report share (issue 48): the game in the admin's scope, its report
// locked for the change, and the change's audit row.
import type { Caller } from '../../auth/actor';
import { audit, auditTarget } from '../../auth/audit';
import { assertMayWrite } from '../../auth/policy';
import { scopeOf } from '../../auth/scope';
import type { Tx } from '../../db/client';
import type { GameRecord } from '../../db/rows';
import { notFound } from '../../http/errors';
import { GAMES_TEXT } from '../../../common/schemas/games/texts';
import { gameInScope } from '../games/store';
import { lockReport, type ReportRow } from './store';
import { REPORTS_TEXT } from './texts';

export async function reviewedReport(tx: Tx, caller: Caller, gameId: number): Promise<{ game: GameRecord; report: ReportRow }> {
  const game = await gameInScope(tx, scopeOf(caller.actor), gameId);
  if (!game) throw notFound(GAMES_TEXT.gameNotFound);
  assertMayWrite(caller.actor, game.league);
  const report = await lockReport(tx, game.leagueId, game.id);
  if (!report) throw notFound(REPORTS_TEXT.notFound);
  return { game, report };
}

// 'game.report-approve', 'game.report-return': under the game's kind in League Changes
export async function auditReview(tx: Tx, caller: Caller, action: 'approve' | 'return', game: GameRecord, report: ReportRow, details: Record<string, unknown> = {}): Promise<void> {
  await audit(tx, caller, `game.report-${action}`, auditTarget.row('game', game), { author: report.authorName, ...details });
}
