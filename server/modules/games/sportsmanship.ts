// Issue 48 (decision 073): each team's sportsmanship, the one reader of the approved game reports'
// scores. In the games module so the standings (scoreboard) and the playoffs' seeds (brackets), both
// on the floor above, count the same games the same way: the season's completed regular-season games,
// as regularSeasonResults counts them. The game-reports module writes the reports; this only reads them.
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { sportsmanshipAverages } from '../../../common/crews/sportsmanship';
import type { SportsmanshipOf } from '../../../common/standings/rank';
import type { DbOrTx } from '../../db/client';
import { gameReports, games } from '../../db/schema';
import type { CountedSeason } from '../seasons/list-seasons';
import { kickoffIn } from './store';

export async function sportsmanshipOfLeague(db: DbOrTx, leagueId: number, counted: CountedSeason): Promise<SportsmanshipOf> {
  const rows = await db
    .select({ homeTeamId: games.homeTeamId, awayTeamId: games.awayTeamId, home: gameReports.sportsmanshipHome, away: gameReports.sportsmanshipAway })
    .from(gameReports)
    .innerJoin(games, eq(games.id, gameReports.gameId))
    .where(
      and(
        eq(gameReports.leagueId, leagueId),
        eq(gameReports.state, 'approved'),
        eq(games.leagueId, leagueId),
        eq(games.status, 'completed'),
        isNull(games.bracketId),
        isNotNull(games.homeTeamId),
        isNotNull(games.awayTeamId),
        kickoffIn(counted),
      ),
    );
  return sportsmanshipAverages(rows.map((row) => ({ ...row, homeTeamId: row.homeTeamId!, awayTeamId: row.awayTeamId! })));
}
