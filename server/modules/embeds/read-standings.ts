// Issue 50 (decision 084): the standings embed's tables, the public standings' own answer
// (modules/scoreboard/standings.ts: the league's tiebreaks, the current season, no instructional
// division). A team asked for shows its division's table with its row marked.
import type { DivisionTable, StandingsDto } from '../../../common/standings/rank';
import { scoresArePublic } from '../../../common/rosters/public-scores';
import type { AppDeps } from '../../deps';
import { leagueScope } from '../../auth/scope';
import { divisionInScope } from '../divisions/store';
import { standingsOfLeague } from '../scoreboard/standings';
import type { EmbedScope } from './embed-league';

export type StandingsTables = {
  tables: DivisionTable[];
  // the division shown (asked for, or the team's), null: every division
  divisionId: number | null;
  // that division keeps no scores (decision 082): its embed says so
  instructional: boolean;
};

export async function readStandingsEmbed(deps: AppDeps, scope: EmbedScope, limit: number | undefined): Promise<StandingsTables> {
  const divisionId = scope.division?.id ?? scope.team?.divisionId ?? null;
  const division = scope.division ?? (divisionId === null ? null : await divisionInScope(deps.db, leagueScope(scope.league.id), divisionId));
  if (division && !scoresArePublic(division)) return { tables: [], divisionId, instructional: true };
  const { body } = await standingsOfLeague(deps.db, scope.league, divisionId === null ? {} : { divisionId }, deps.now());
  const { divisions } = JSON.parse(body) as StandingsDto;
  const teamId = scope.team?.id;
  // a limit keeps the top rows of each table, and the marked team's row wherever it stands
  const tables = limit === undefined ? divisions : divisions.map((table) => ({ ...table, rows: table.rows.filter((row, at) => at < limit || row.team.id === teamId) }));
  return { tables, divisionId, instructional: false };
}
