// Issue 48, pay: the reads of the crews', reports' and games' tables the pay list is made of (the
// modules that write them sit beside or below; their tables are read here through the schema), and
// the one table pay writes, games_played_off_console. Every query names its league.
import { and, asc, eq, gte, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CrewPosition } from '../../../common/crews/crew';
import type { ReportState } from '../../../common/crews/report';
import type { GameEventType } from '../../../common/game-rules/state';
import type { DbOrTx } from '../../db/client';
import { gameCrew, gameEvents, gameHistory, gameReports, games, gamesPlayedOffConsole, teams, users } from '../../db/schema';

const homeTeam = alias(teams, 'pay_home_team');
const awayTeam = alias(teams, 'pay_away_team');

// The events only a running console writes: the clock's and the score's (a forfeit's game_end and an
// admin's correction are not play). An undone one still shows that the console ran.
const CONSOLE_EVENT_TYPES: readonly GameEventType[] = ['score', 'time', 'period_start', 'two_minute_warning', 'timeout', 'blitz', 'down'];

// The console ran on a game: one of its clock or score events, or any change through the console's
// door (starting the game on the console writes no event, but its timeline keeps it).
function consoleRanOn(gameId: typeof games.id): SQL<boolean> {
  return sql<boolean>`(exists (select 1 from ${gameEvents} where ${gameEvents.gameId} = ${gameId} and ${inArray(gameEvents.eventType, [...CONSOLE_EVENT_TYPES])})
    or exists (select 1 from ${gameHistory} where ${gameHistory.gameId} = ${gameId} and ${gameHistory.via} = 'console'))`;
}

export type PayRow = {
  gameId: number;
  scheduledDate: Date;
  status: 'scheduled' | 'live' | 'completed' | 'cancelled';
  field: string | null;
  homeTeam: { name: string } | null;
  awayTeam: { name: string } | null;
  divisionId: number | null;
  position: CrewPosition;
  refereeId: number;
  username: string;
  firstName: string | null;
  lastName: string | null;
  reportState: ReportState | null;
  noShows: CrewPosition[] | null;
  playedOffConsole: boolean;
  consoleRan: boolean;
};

// The accepted positions of the league's games that kick off in [start, endBefore) (not cancelled),
// one official's only when `refereeId` is given; by kickoff, then game, then position.
export async function payRowsOfLeague(db: DbOrTx, leagueId: number, period: { start: Date; endBefore: Date }, refereeId?: number): Promise<PayRow[]> {
  const rows = await db
    .select({
      gameId: games.id,
      scheduledDate: games.scheduledDate,
      status: games.status,
      field: games.field,
      homeName: homeTeam.name,
      awayName: awayTeam.name,
      divisionId: homeTeam.divisionId,
      position: gameCrew.position,
      refereeId: gameCrew.refereeId,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      reportState: gameReports.state,
      noShows: gameReports.noShows,
      offConsoleAt: gamesPlayedOffConsole.at,
      consoleRan: consoleRanOn(games.id).mapWith(Boolean),
    })
    .from(gameCrew)
    .innerJoin(games, and(eq(games.id, gameCrew.gameId), eq(games.leagueId, leagueId)))
    .innerJoin(users, eq(users.id, gameCrew.refereeId))
    .leftJoin(homeTeam, eq(homeTeam.id, games.homeTeamId))
    .leftJoin(awayTeam, eq(awayTeam.id, games.awayTeamId))
    .leftJoin(gameReports, eq(gameReports.gameId, games.id))
    .leftJoin(gamesPlayedOffConsole, eq(gamesPlayedOffConsole.gameId, games.id))
    .where(
      and(
        eq(gameCrew.leagueId, leagueId),
        eq(gameCrew.status, 'accepted'),
        refereeId === undefined ? undefined : eq(gameCrew.refereeId, refereeId),
        ne(games.status, 'cancelled'),
        gte(games.scheduledDate, period.start),
        lt(games.scheduledDate, period.endBefore),
      ),
    )
    .orderBy(asc(games.scheduledDate), asc(games.id), sql`array_position(array['referee', 'second', 'line'], ${gameCrew.position})`);
  return rows.map((row) => ({
    gameId: row.gameId,
    scheduledDate: row.scheduledDate,
    status: row.status,
    field: row.field,
    homeTeam: row.homeName === null ? null : { name: row.homeName },
    awayTeam: row.awayName === null ? null : { name: row.awayName },
    divisionId: row.divisionId,
    position: row.position,
    refereeId: row.refereeId!,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    reportState: row.reportState,
    noShows: row.noShows,
    playedOffConsole: row.offConsoleAt !== null,
    consoleRan: row.consoleRan,
  }));
}

export type OffConsoleMark = { gameId: number; leagueId: number; byUserId: number; byName: string; note: string | null; at: Date };

// A second mark of the same game replaces the first's note, who and when.
export async function upsertOffConsoleMark(db: DbOrTx, mark: OffConsoleMark): Promise<void> {
  await db
    .insert(gamesPlayedOffConsole)
    .values(mark)
    .onConflictDoUpdate({ target: gamesPlayedOffConsole.gameId, set: { byUserId: mark.byUserId, byName: mark.byName, note: mark.note, at: mark.at } });
}

// true when there was a mark to remove
export async function deleteOffConsoleMark(db: DbOrTx, leagueId: number, gameId: number): Promise<boolean> {
  const removed = await db
    .delete(gamesPlayedOffConsole)
    .where(and(eq(gamesPlayedOffConsole.leagueId, leagueId), eq(gamesPlayedOffConsole.gameId, gameId)))
    .returning({ gameId: gamesPlayedOffConsole.gameId });
  return removed.length > 0;
}
