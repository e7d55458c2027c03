// Issue 36: the teams of a bracket in seed order: as given (seedTeamIds), or the top n of the
// standings (`teams: n`): the division's table in the season asked for (decision 039: its current
// season by default), or the league's table without a division. Regular-season games only; the
// rules are common/standings', so this module reads no other module's answer.
import { meetsSportsmanshipMinimum } from '../../../common/crews/sportsmanship';
import { computeStandings } from '../../../common/standings/rank';
import type { BracketBody } from '../../../common/schemas/brackets';
import { SCHEDULE_TEXT } from '../../../common/schemas/schedule';
import type { DbOrTx } from '../../db/client';
import type { League } from '../../db/rows';
import { badRequest } from '../../http/errors';
import { divisionOfLeague } from '../divisions/store';
import { regularSeasonResults } from '../games/store';
import { sportsmanshipOfLeague } from '../games/sportsmanship';
import { countedSeason } from '../seasons/list-seasons';
import { seasonInScope } from '../seasons/store';
import { leagueScope } from '../../auth/scope';
import { teamsOfLeague } from '../teams/store';
import { BRACKET_TEXT } from './texts';

export async function seedsOf(db: DbOrTx, league: League, body: BracketBody, now: Date): Promise<number[]> {
  const division = body.divisionId === undefined ? null : await divisionOfLeague(db, league.id, body.divisionId);
  if (body.divisionId !== undefined && !division) throw badRequest(SCHEDULE_TEXT.divisionNotInLeague(body.divisionId));
  if (body.seasonId !== undefined && !(await seasonInScope(db, leagueScope(league.id), body.seasonId))) throw badRequest(BRACKET_TEXT.seasonNotInLeague(body.seasonId));
  const leagueTeams = await teamsOfLeague(db, league.id);
  const eligible = division ? leagueTeams.filter((team) => team.divisionId === division.id) : leagueTeams;
  if (body.seedTeamIds) {
    for (const id of body.seedTeamIds) {
      if (!leagueTeams.some((team) => team.id === id)) throw badRequest(BRACKET_TEXT.teamNotInLeague(id));
      if (division && !eligible.some((team) => team.id === id)) throw badRequest(BRACKET_TEXT.teamNotInDivision(id, division.name));
    }
    // issue 48: the admin's own seeds are refused, not dropped, when one is under the minimum
    if (body.minSportsmanship !== undefined) {
      const sportsmanship = await sportsmanshipOfLeague(db, league.id, await countedSeason(db, league, body.seasonId, now));
      const under = body.seedTeamIds.find((id) => !meetsSportsmanshipMinimum(sportsmanship.get(id), body.minSportsmanship));
      if (under !== undefined) throw badRequest(BRACKET_TEXT.seedUnderSportsmanship(under, sportsmanship.get(under)!, body.minSportsmanship));
    }
    return body.seedTeamIds;
  }
  const wanted = body.teams!;
  const counted = await countedSeason(db, league, body.seasonId, now);
  const [results, sportsmanship] = await Promise.all([regularSeasonResults(db, league.id, counted), sportsmanshipOfLeague(db, league.id, counted)]);
  // issue 48 (decision 073): a team under the minimum is left out before the top n are taken
  const kept = eligible.filter((team) => meetsSportsmanshipMinimum(sportsmanship.get(team.id), body.minSportsmanship));
  const rows = computeStandings(kept, results, { tiebreakers: league.standingsTiebreakers, pointDifferentialCap: league.pointDifferentialCap }, sportsmanship);
  if (rows.length < wanted) throw badRequest(BRACKET_TEXT.tooFewInStandings(wanted, rows.length));
  return rows.slice(0, wanted).map((row) => row.team.id);
}
