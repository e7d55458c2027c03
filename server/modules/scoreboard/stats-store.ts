import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { OVERDUE_AFTER_MS } from '../../../common/constants';
import type { PlayoffGameDto, TeamStatsDto, TeamTotals, UpcomingGameDto } from '../../../common/schemas/scoreboard';
import type { DbOrTx } from '../../db/client';
import { brackets, games, teams } from '../../db/schema';
import { kickoffIn } from '../games/store';
import { countedSeason, type CountedSeason, type LeagueClock } from '../seasons/list-seasons';
import { teamDto, type Team } from '../teams/store';

// Spec 3 Team record and stats, from the completed games of the team's league (of the season counted).
async function teamStats(db: DbOrTx, leagueId: number, teamId: number, counted: CountedSeason = null): Promise<TeamTotals> {
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
    .where(and(eq(games.leagueId, leagueId), eq(games.status, 'completed'), isNull(games.bracketId), or(eq(games.homeTeamId, teamId), eq(games.awayTeamId, teamId)), kickoffIn(counted)));
  return row ?? { wins: 0, losses: 0, ties: 0, pointsFor: 0, pointsAgainst: 0, gamesPlayed: 0 };
}

// The record under a team's name: the current season's, like the standings (issue 34).
export async function currentRecord(db: DbOrTx, league: LeagueClock, teamId: number, now: Date): Promise<Pick<TeamTotals, 'wins' | 'losses' | 'ties'>> {
  const { wins, losses, ties } = await teamStats(db, league.id, teamId, await countedSeason(db, league, undefined, now));
  return { wins, losses, ties };
}

// Issue 36: the team's completed bracket games of the season, apart from its totals.
async function playoffGamesOf(db: DbOrTx, leagueId: number, teamId: number, counted: CountedSeason): Promise<PlayoffGameDto[]> {
  const rows = await db
    .select({ id: games.id, scheduledDate: games.scheduledDate, bracket: brackets.name, roundName: games.bracketRoundName, homeTeamId: games.homeTeamId, homeScore: games.homeScore, awayScore: games.awayScore, homeName: home.name, awayName: away.name })
    .from(games)
    .innerJoin(brackets, eq(brackets.id, games.bracketId))
    .innerJoin(home, eq(games.homeTeamId, home.id))
    .innerJoin(away, eq(games.awayTeamId, away.id))
    .where(and(eq(games.leagueId, leagueId), eq(games.status, 'completed'), or(eq(games.homeTeamId, teamId), eq(games.awayTeamId, teamId)), kickoffIn(counted)))
    .orderBy(asc(games.scheduledDate), asc(games.id));
  return rows.map((r) => {
    const isHome = r.homeTeamId === teamId;
    const [pointsFor, pointsAgainst] = isHome ? [r.homeScore, r.awayScore] : [r.awayScore, r.homeScore];
    return { id: r.id, scheduledDate: r.scheduledDate.toISOString(), bracket: r.bracket, roundName: r.roundName ?? '', opponent: isHome ? r.awayName : r.homeName, pointsFor, pointsAgainst, won: pointsFor > pointsAgainst };
  });
}

// The statistics dialog's answer: the season's totals, the team with its division (issue 34), its
// playoff games apart (issue 36).
export async function teamStatsOfSeason(db: DbOrTx, team: Team, counted: CountedSeason): Promise<TeamStatsDto> {
  const [totals, dto, playoffGames] = await Promise.all([teamStats(db, team.leagueId, team.id, counted), teamDto(db, team), playoffGamesOf(db, team.leagueId, team.id, counted)]);
  return { ...totals, team: dto, season: counted?.season ?? null, playoffGames };
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
