import { and, asc, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { OVERDUE_AFTER_MS } from '../../../common/constants';
import type { PlayoffGameDto, TeamStatsDto, TeamTotals, UpcomingGameDto } from '../../../common/schemas/scoreboard';
import type { DbOrTx } from '../../db/client';
import { pointsByPlayer, type PlayerPointsDto } from '../../../common/rosters/player-stats';
import { scoresArePublic } from '../../../common/rosters/public-scores';
import { brackets, divisions, gameEvents, games, players, teams } from '../../db/schema';
import { kickoffIn } from '../games/store';
import { countedSeason, type CountedSeason, type LeagueClock } from '../seasons/list-seasons';
import { teamDto, type Team } from '../teams/store';

// Issue 49 (decision 082): a game whose scores are public, neither team's division instructional
// (the games store's scoresPublic, common/rosters/public-scores.ts): the public totals count no other.
const scoresPublic = sql`not exists (select 1 from ${teams} t join ${divisions} d on d.id = t.division_id where t.id in (${games.homeTeamId}, ${games.awayTeamId}) and d.instructional)`;

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
    .where(and(eq(games.leagueId, leagueId), eq(games.status, 'completed'), isNull(games.bracketId), or(eq(games.homeTeamId, teamId), eq(games.awayTeamId, teamId)), kickoffIn(counted), scoresPublic));
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
    .where(and(eq(games.leagueId, leagueId), eq(games.status, 'completed'), or(eq(games.homeTeamId, teamId), eq(games.awayTeamId, teamId)), kickoffIn(counted), scoresPublic))
    .orderBy(asc(games.scheduledDate), asc(games.id));
  return rows.map((r) => {
    const isHome = r.homeTeamId === teamId;
    const [pointsFor, pointsAgainst] = isHome ? [r.homeScore, r.awayScore] : [r.awayScore, r.homeScore];
    return { id: r.id, scheduledDate: r.scheduledDate.toISOString(), bracket: r.bracket, roundName: r.roundName ?? '', opponent: isHome ? r.awayName : r.homeName, pointsFor, pointsAgainst, won: pointsFor > pointsAgainst };
  });
}

// Issue 49: the team's scorers of the season: the score events (not undone) of its live and completed
// games, playoffs included, matched to its roster by jersey (an active player before a dropped one).
async function scorersOf(db: DbOrTx, team: Team, counted: CountedSeason, namesShown: boolean): Promise<PlayerPointsDto[]> {
  const [scores, roster] = await Promise.all([
    db
      .select({ play: gameEvents.play, points: gameEvents.points, jersey: gameEvents.jersey })
      .from(gameEvents)
      .innerJoin(games, eq(games.id, gameEvents.gameId))
      .where(
        and(
          eq(games.leagueId, team.leagueId),
          inArray(games.status, ['live', 'completed']),
          or(eq(games.homeTeamId, team.id), eq(games.awayTeamId, team.id)),
          kickoffIn(counted),
          scoresPublic,
          eq(gameEvents.eventType, 'score'),
          eq(gameEvents.teamId, team.id),
          eq(gameEvents.undone, false),
        ),
      ),
    db
      .select({ firstName: players.firstName, lastName: players.lastName, jerseyNumber: players.jerseyNumber })
      .from(players)
      .where(and(eq(players.teamId, team.id), eq(players.leagueId, team.leagueId)))
      .orderBy(desc(sql`${players.status} = 'active'`), asc(players.id)),
  ]);
  return pointsByPlayer(
    scores.map((s) => ({ play: s.play, points: s.points ?? 0, jersey: s.jersey })),
    roster,
    namesShown,
  );
}

// The statistics dialog's answer: the season's totals, the team with its division (issue 34), its
// playoff games apart (issue 36), its scorers (issue 49). An instructional division's team answers
// no numbers: scoresKept false (decision 082).
export async function teamStatsOfSeason(db: DbOrTx, team: Team, counted: CountedSeason): Promise<TeamStatsDto> {
  const [division] = team.divisionId === null ? [] : await db.select({ instructional: divisions.instructional, publicPlayerNames: divisions.publicPlayerNames }).from(divisions).where(eq(divisions.id, team.divisionId));
  const dto = await teamDto(db, team);
  const season = counted?.season ?? null;
  if (!scoresArePublic(division)) return { wins: 0, losses: 0, ties: 0, pointsFor: 0, pointsAgainst: 0, gamesPlayed: 0, team: dto, season, playoffGames: [], scoresKept: false, scorers: [] };
  const [totals, playoffGames, scorers] = await Promise.all([teamStats(db, team.leagueId, team.id, counted), playoffGamesOf(db, team.leagueId, team.id, counted), scorersOf(db, team, counted, division?.publicPlayerNames ?? true)]);
  return { ...totals, team: dto, season, playoffGames, scoresKept: true, scorers };
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
