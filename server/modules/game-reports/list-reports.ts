// GET /api/leagues/{slug}/reports?state= (issue 48, the league's admins): the review list, the last
// changed first (a report filed again after its return comes back to the top).
import type { ReportState } from '../../../common/crews/report';
import type { ReportListDto } from '../../../common/schemas/crews';
import type { Actor } from '../../auth/actor';
import { assertLeagueOpen } from '../../auth/policy';
import type { AppDeps } from '../../deps';
import { resolveLeague } from '../leagues/context';
import { presentListedGame, presentReport } from './present';
import { reportsOfLeague } from './store';

export async function listReports(deps: AppDeps, actor: Actor, slug: string, state: ReportState | undefined): Promise<ReportListDto> {
  const league = await resolveLeague(deps, actor, slug);
  assertLeagueOpen(actor, league);
  const now = deps.now().getTime();
  const rows = await reportsOfLeague(deps.db, league.id, state);
  return { reports: rows.map((row) => ({ game: presentListedGame(row.game), report: presentReport(row.report, { privateNote: true, now }) })) };
}
