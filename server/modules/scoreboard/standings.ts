import { standingsByDivision } from '../../../common/standings/divisions';
import type { StandingsDto } from '../../../common/standings/rank';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../http/errors';
import type { League } from '../leagues/store';
import { countedSeason } from '../seasons/list-seasons';
import { divisionsOfLeague } from '../divisions/store';
import { DIVISION_TEXT } from '../divisions/texts';
import { teamsOfLeague } from '../teams/store';
import { regularSeasonResults } from '../games/store';
import { sportsmanshipOfLeague } from '../games/sportsmanship';
import { contentEtag } from '../../http/content-etag';
import { divisions as divisionsTable } from '../../db/schema';
import { scoresArePublic } from '../../../common/rosters/public-scores';
import { eq } from 'drizzle-orm';

// The league's divisions whose scores are not public (instructional: decision 082).
async function hiddenDivisionIds(db: DbOrTx, leagueId: number): Promise<Set<number>> {
  const rows = await db.select({ id: divisionsTable.id, instructional: divisionsTable.instructional }).from(divisionsTable).where(eq(divisionsTable.leagueId, leagueId));
  return new Set(rows.filter((d) => !scoresArePublic(d)).map((d) => d.id));
}

// GET /api/leagues/{slug}/standings[?divisionId=&seasonId=] (issues 18 and 34): the league's tables
// by its own tiebreak rules, one per division, counting the season asked for (default: the current one).
export async function standingsOfLeague(db: DbOrTx, league: League, query: { divisionId?: number; seasonId?: number }, now: Date): Promise<{ body: string; etag: string }> {
  const counted = await countedSeason(db, league, query.seasonId, now);
  const [allDivisions, allTeams, allGames, sportsmanship, hidden] = await Promise.all([
    divisionsOfLeague(db, league.id),
    teamsOfLeague(db, league.id),
    regularSeasonResults(db, league.id, counted),
    sportsmanshipOfLeague(db, league.id, counted),
    hiddenDivisionIds(db, league.id),
  ]);
  if (query.divisionId !== undefined && !allDivisions.some((d) => d.id === query.divisionId)) throw notFound(DIVISION_TEXT.notInLeague);
  // issue 49 (decision 082): an instructional division has no table, its teams no row, their games no count
  const divisions = allDivisions.filter((d) => !hidden.has(d.id));
  const teams = allTeams.filter((team) => team.divisionId === null || !hidden.has(team.divisionId));
  const shown = new Set(teams.map((team) => team.id));
  const games = allGames.filter((game) => shown.has(game.homeTeamId) && shown.has(game.awayTeamId));
  const rules = { tiebreakers: league.standingsTiebreakers, pointDifferentialCap: league.pointDifferentialCap };
  const tables = standingsByDivision(divisions, teams, games, rules, sportsmanship).filter((table) => query.divisionId === undefined || table.id === query.divisionId);
  const dto: StandingsDto = { ...rules, season: counted?.season ?? null, rows: tables.flatMap((table) => table.rows), divisions: tables };
  const body = JSON.stringify(dto);
  return { body, etag: contentEtag(body) };
}
