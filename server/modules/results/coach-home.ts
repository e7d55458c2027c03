// GET /api/coaches/me (issue 49, decision 081): the coach's home. Any signed-in user of the league who
// coaches a team (team_coaches) gets his teams, each with its next games and whether its roster is
// locked, and the finals waiting for his team's answer (provisional, his side not answered, the
// window open); a user who coaches nothing gets empty lists (the page says so).
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isRosterLocked } from '../../../common/policies/rosters';
import { protestClosesAt } from '../../../common/rosters/result';
import type { CoachFinalDto, CoachGameDto, CoachHomeDto } from '../../../common/schemas/rosters';
import { leagueDateOf } from '../../../common/time';
import type { Actor } from '../../auth/actor';
import { assertLeagueOpen } from '../../auth/policy';
import type { DbOrTx } from '../../db/client';
import { divisions, gameResultAnswers, games, leagues, teamCoaches, teams } from '../../db/schema';
import type { AppDeps } from '../../deps';

const NEXT_GAMES = 3;
const home = alias(teams, 'home_team');
const away = alias(teams, 'away_team');

const gameColumns = {
  id: games.id,
  scheduledDate: games.scheduledDate,
  field: games.field,
  status: games.status,
  homeTeamId: games.homeTeamId,
  awayTeamId: games.awayTeamId,
  homeName: home.name,
  awayName: away.name,
  homeScore: games.homeScore,
  awayScore: games.awayScore,
  completedAt: games.completedAt,
};

type GameRow = { id: number; scheduledDate: Date; field: string | null; status: string; homeTeamId: number | null; awayTeamId: number | null; homeName: string | null; awayName: string | null };

const presentGame = (row: GameRow): CoachGameDto => ({
  id: row.id,
  scheduledDate: row.scheduledDate.toISOString(),
  field: row.field,
  status: row.status,
  homeTeam: { id: row.homeTeamId ?? 0, name: row.homeName ?? '' },
  awayTeam: { id: row.awayTeamId ?? 0, name: row.awayName ?? '' },
});

function gamesWithTeams(db: DbOrTx) {
  return db.select(gameColumns).from(games).leftJoin(home, eq(home.id, games.homeTeamId)).leftJoin(away, eq(away.id, games.awayTeamId));
}

export async function readCoachHome(deps: AppDeps, actor: Actor): Promise<CoachHomeDto> {
  const { db } = deps;
  const now = deps.now();
  const coached = await db
    .select({ id: teams.id, name: teams.name, leagueId: teams.leagueId, divisionId: divisions.id, divisionName: divisions.name, lockDate: divisions.rosterLockDate, timezone: leagues.timezone, leagueStatus: leagues.status })
    .from(teamCoaches)
    .innerJoin(teams, eq(teams.id, teamCoaches.teamId))
    .innerJoin(leagues, eq(leagues.id, teams.leagueId))
    .leftJoin(divisions, eq(divisions.id, teams.divisionId))
    .where(and(eq(teamCoaches.userId, actor.id), actor.leagueId === null ? undefined : eq(teamCoaches.leagueId, actor.leagueId)))
    .orderBy(asc(teams.name));
  for (const team of coached) assertLeagueOpen(actor, { status: team.leagueStatus });
  if (coached.length === 0) return { teams: [], finals: [] };
  const teamIds = coached.map((team) => team.id);
  const ofTeams = or(inArray(games.homeTeamId, teamIds), inArray(games.awayTeamId, teamIds));
  const upcoming = await gamesWithTeams(db)
    .where(and(ofTeams, inArray(games.status, ['scheduled', 'live'])))
    .orderBy(asc(games.scheduledDate), asc(games.id));
  const waiting = await gamesWithTeams(db)
    .innerJoin(leagues, eq(leagues.id, games.leagueId))
    .where(and(ofTeams, eq(games.status, 'completed'), eq(games.resultStatus, 'provisional'), sql`${games.completedAt} + ${leagues.protestHours} * interval '1 hour' > ${now.toISOString()}::timestamptz`))
    .orderBy(asc(games.completedAt));
  const answered = waiting.length === 0 ? [] : await db.select({ gameId: gameResultAnswers.gameId, side: gameResultAnswers.side }).from(gameResultAnswers).where(inArray(gameResultAnswers.gameId, waiting.map((g) => g.id)));
  const protestHours = new Map((await db.select({ id: leagues.id, hours: leagues.protestHours }).from(leagues).where(inArray(leagues.id, [...new Set(coached.map((t) => t.leagueId))]))).map((l) => [l.id, l.hours]));
  const hoursOf = (teamId: number) => protestHours.get(coached.find((t) => t.id === teamId)!.leagueId) ?? 24;
  const finals: CoachFinalDto[] = [];
  for (const game of waiting) {
    for (const side of ['home', 'away'] as const) {
      const teamId = side === 'home' ? game.homeTeamId : game.awayTeamId;
      if (teamId === null || !teamIds.includes(teamId) || answered.some((a) => a.gameId === game.id && a.side === side)) continue;
      finals.push({ ...presentGame(game), side, homeScore: game.homeScore, awayScore: game.awayScore, completedAt: game.completedAt!.toISOString(), protestClosesAt: protestClosesAt(game.completedAt!, hoursOf(teamId)).toISOString() });
      break;
    }
  }
  return {
    teams: coached.map((team) => ({
      id: team.id,
      name: team.name,
      division: team.divisionId === null ? null : { id: team.divisionId, name: team.divisionName! },
      nextGames: upcoming
        .filter((game) => game.homeTeamId === team.id || game.awayTeamId === team.id)
        .slice(0, NEXT_GAMES)
        .map(presentGame),
      rosterLocked: isRosterLocked(team.lockDate, leagueDateOf(now, team.timezone)),
    })),
    finals,
  };
}
