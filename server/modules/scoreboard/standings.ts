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

// GET /api/leagues/{slug}/standings[?divisionId=&seasonId=] (issues 18 and 34): the league's tables
// by its own tiebreak rules, one per division, counting the season asked for (default: the current one).
export async function standingsOfLeague(db: DbOrTx, league: League, query: { divisionId?: number; seasonId?: number }, now: Date): Promise<{ body: string; etag: string }> {
  const counted = await countedSeason(db, league, query.seasonId, now);
  const [divisions, teams, games, sportsmanship] = await Promise.all([divisionsOfLeague(db, league.id), teamsOfLeague(db, league.id), regularSeasonResults(db, league.id, counted), sportsmanshipOfLeague(db, league.id, counted)]);
  if (query.divisionId !== undefined && !divisions.some((d) => d.id === query.divisionId)) throw notFound(DIVISION_TEXT.notInLeague);
  const rules = { tiebreakers: league.standingsTiebreakers, pointDifferentialCap: league.pointDifferentialCap };
  const tables = standingsByDivision(divisions, teams, games, rules, sportsmanship).filter((table) => query.divisionId === undefined || table.id === query.divisionId);
  const dto: StandingsDto = { ...rules, season: counted?.season ?? null, rows: tables.flatMap((table) => table.rows), divisions: tables };
  const body = JSON.stringify(dto);
  return { body, etag: contentEtag(body) };
}
