import { and, asc, eq, gt, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { OVERDUE_AFTER_MS } from '../../../common/constants';
import type { TeamStatsDto, UpcomingGameDto } from '../../../common/schemas/scoreboard';
import type { DivisionTeam, StandingsDivision } from '../../../common/standings/divisions';
import type { StandingsGame } from '../../../common/standings/rank';
import type { DbOrTx } from '../../db/client';
import { divisions, games, teams } from '../../db/schema';
import type { CountedSeason } from '../seasons/list-seasons';

// A season's games: kickoff within its days in the league's zone (decision 039); no season, all.
function kickoffIn(counted: CountedSeason): SQL | undefined {
  return counted ? and(gte(games.scheduledDate, counted.from), lt(games.scheduledDate, counted.to)) : undefined;
}

// Spec 3 Team record and stats, from the completed games of the team's league.
export async function teamStats(db: DbOrTx, leagueId: number, teamId: number): Promise<TeamStatsDto> {
  const isHome = sql`${games.homeTeamId} = ${teamId}`;
  const own = sql`case when ${isHome} then ${games.homeScore} else ${games.awayScore} end`;
  const other = sql`case when ${isHome} then ${games.awayScore} else ${games.homeScore} end`;
  const [row] = await db
    .select({
      wins: sql<number>`count(*) filter (where ${own} > ${other})::int`,
      losses: sql<number>`count(*) filter (where ${own} < ${other})::int`,
      ties: sql<number>`count(*) filter (where ${own} = ${other})::int`,
      pointsFor: sql<number>`coalesce(sum(${own}), 0)::int`,
      pointsAgainst: sql<number>`coalesce(sum(${other}), 0)::int`,
      gamesPlayed: sql<number>`count(*)::int`,
    })
    .from(games)
    .where(and(eq(games.leagueId, leagueId), eq(games.status, 'completed'), or(eq(games.homeTeamId, teamId), eq(games.awayTeamId, teamId))));
  return row ?? { wins: 0, losses: 0, ties: 0, pointsFor: 0, pointsAgainst: 0, gamesPlayed: 0 };
}

const home = alias(teams, 'home_team');
const away = alias(teams, 'away_team');

// Spec 2.8 'Upcoming Games': the team's scheduled games still ahead. One whose kickoff passed more
// than OVERDUE_AFTER_MS ago never started and is not upcoming (issue 17).
export async function upcomingGames(db: DbOrTx, leagueId: number, teamId: number, now: Date): Promise<UpcomingGameDto[]> {
  const notOverdue = gt(games.scheduledDate, new Date(now.getTime() - OVERDUE_AFTER_MS));
  const rows = await db
    .select({ id: games.id, scheduledDate: games.scheduledDate, field: games.field, homeTeamId: games.homeTeamId, homeName: home.name, awayName: away.name })
    .from(games)
    .innerJoin(home, eq(games.homeTeamId, home.id))
    .innerJoin(away, eq(games.awayTeamId, away.id))
    .where(and(eq(games.leagueId, leagueId), eq(games.status, 'scheduled'), notOverdue, or(eq(games.homeTeamId, teamId), eq(games.awayTeamId, teamId))))
    .orderBy(asc(games.scheduledDate), asc(games.id));
  return rows.map((r) => ({ id: r.id, scheduledDate: r.scheduledDate.toISOString(), field: r.field, isHome: r.homeTeamId === teamId, homeTeam: { name: r.homeName }, awayTeam: { name: r.awayName } }));
}

// The league's completed games of the season counted, as the standings count them (issues 18 and 34).
export async function completedGamesOfLeague(db: DbOrTx, leagueId: number, counted: CountedSeason): Promise<StandingsGame[]> {
  const rows = await db
    .select({ id: games.id, homeTeamId: games.homeTeamId, awayTeamId: games.awayTeamId, homeScore: games.homeScore, awayScore: games.awayScore, endReason: games.endReason, scheduledDate: games.scheduledDate })
    .from(games)
    .where(and(eq(games.leagueId, leagueId), eq(games.status, 'completed'), kickoffIn(counted)));
  return rows.map(({ scheduledDate, ...game }) => ({ ...game, playedAt: scheduledDate.toISOString() }));
}

// The league's divisions and its teams with theirs, read from the tables (issue 34).
export async function divisionsForStandings(db: DbOrTx, leagueId: number): Promise<StandingsDivision[]> {
  return db.select({ id: divisions.id, name: divisions.name, sortOrder: divisions.sortOrder }).from(divisions).where(eq(divisions.leagueId, leagueId));
}

export async function teamsForStandings(db: DbOrTx, leagueId: number): Promise<DivisionTeam[]> {
  return db.select({ id: teams.id, name: teams.name, color: teams.color, divisionId: teams.divisionId }).from(teams).where(eq(teams.leagueId, leagueId)).orderBy(asc(sql`lower(${teams.name})`));
}
