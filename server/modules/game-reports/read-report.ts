// GET /api/games/{id}/report (issue 48): the game's crew (its referee and every official holding a
// position) and the league's admins read it; the private note is the admins' alone.
import { mayReadReport, mayReviewReport } from '../../../common/policies/reports';
import type { ReportDto } from '../../../common/schemas/crews';
import type { Actor } from '../../auth/actor';
import type { AppDeps } from '../../deps';
import { forbidden, notFound } from '../../http/errors';
import { readableGame } from '../games/access';
import { presentReport } from './present';
import { crewIdsOfGame, reportOfGame } from './store';
import { REPORTS_TEXT } from './texts';

export async function readReport(deps: AppDeps, actor: Actor, gameId: number): Promise<ReportDto> {
  const game = await readableGame(deps, actor, gameId);
  const crewIds = await crewIdsOfGame(deps.db, game.leagueId, game.id);
  if (!mayReadReport(actor, { refereeId: game.refereeId, crewIds })) throw forbidden(REPORTS_TEXT.notReader);
  const row = await reportOfGame(deps.db, game.leagueId, game.id);
  if (!row) throw notFound(REPORTS_TEXT.notFound);
  return presentReport(row, { privateNote: mayReviewReport(actor), now: deps.now().getTime() });
}
