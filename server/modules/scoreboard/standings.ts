import { computeStandings, type StandingsDto } from '../../../common/standings/rank';
import type { DbOrTx } from '../../db/client';
import type { League } from '../leagues/store';
import { teamsOfLeague } from '../teams/store';
import { completedGamesOfLeague } from './stats-store';
import { contentEtag } from '../../http/content-etag';

// GET /api/leagues/{slug}/standings (issue 18): the league's table by its own tiebreak rules.
export async function standingsOfLeague(db: DbOrTx, league: League): Promise<{ body: string; etag: string }> {
  const [teams, games] = await Promise.all([teamsOfLeague(db, league.id), completedGamesOfLeague(db, league.id)]);
  const rules = { tiebreakers: league.standingsTiebreakers, pointDifferentialCap: league.pointDifferentialCap };
  const dto: StandingsDto = {
    ...rules,
    rows: computeStandings(
      teams.map(({ id, name, color }) => ({ id, name, color })),
      games,
      rules,
    ),
  };
  const body = JSON.stringify(dto);
  return { body, etag: contentEtag(body) };
}
