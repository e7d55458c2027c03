// Issue 19, no double booking: the league's games as bookings (common/schedule/booking.ts), and the
// one check every schedule write makes (create, edit, import, the season builder's publish). In the
// games module, whose table it reads, so games and the schedule and import above it share it with no
// module importing one above its own floor (eslint.config.js, MODULE_ORDER).
import { and, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { sideName } from '../../../common/brackets/sides';
import { clashMessage, firstClash, gameLengthMs, type Booking, type NamedBooking } from '../../../common/schedule/booking';
import type { DbOrTx, Tx } from '../../db/client';
import { gameCrew, games, teams } from '../../db/schema';
import { conflict } from '../../http/errors';

const homeTeam = alias(teams, 'home_team');
const awayTeam = alias(teams, 'away_team');

// Schedule writes of one league queue here for the rest of their transaction, so two of them
// (two admins, an import beside a publish) cannot both pass the check and book one slot twice.
// The key's first half names this lock among the app's advisory locks (19: the issue).
export async function lockLeagueSchedule(tx: Tx, leagueId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(19, ${leagueId}::int)`);
}

const endsOfGame = sql`${games.scheduledDate} + make_interval(secs => ${games.totalPeriods} * ${games.periodDuration} * 60 + ${games.halftimeDuration})`;
const OTHER_POSITIONS_HOLDING = and(ne(gameCrew.position, 'referee'), inArray(gameCrew.status, ['offered', 'accepted']), sql`${gameCrew.refereeId} is not null`);

// Issue 48: the officials of each game's other positions (second, line) who hold its slot, by game.
async function crewsOf(db: DbOrTx, leagueId: number, from: number, to: number): Promise<Map<number, number[]>> {
  const rows = await db
    .select({ gameId: gameCrew.gameId, refereeId: gameCrew.refereeId })
    .from(gameCrew)
    .innerJoin(games, eq(games.id, gameCrew.gameId))
    .where(and(eq(gameCrew.leagueId, leagueId), OTHER_POSITIONS_HOLDING, ne(games.status, 'cancelled'), lt(games.scheduledDate, new Date(to)), gt(endsOfGame, new Date(from))));
  const crews = new Map<number, number[]>();
  for (const row of rows) crews.set(row.gameId, [...(crews.get(row.gameId) ?? []), row.refereeId!]);
  return crews;
}

// The other positions' officials of one game (its own booking check: a move keeps its whole crew).
async function crewOfGame(db: DbOrTx, gameId: number): Promise<number[]> {
  const rows = await db.select({ refereeId: gameCrew.refereeId }).from(gameCrew).where(and(eq(gameCrew.gameId, gameId), OTHER_POSITIONS_HOLDING));
  return rows.map((row) => row.refereeId!);
}

// The league's games that occupy some of [from, to): cancelled games occupy nothing. Each carries its
// crew's other officials (issue 48), so every position counts for double booking.
export async function bookingsBetween(db: DbOrTx, leagueId: number, from: number, to: number): Promise<NamedBooking[]> {
  const ends = endsOfGame;
  const crews = await crewsOf(db, leagueId, from, to);
  const rows = await db
    .select({
      id: games.id,
      scheduledDate: games.scheduledDate,
      totalPeriods: games.totalPeriods,
      periodDuration: games.periodDuration,
      halftimeDuration: games.halftimeDuration,
      field: games.field,
      homeTeamId: games.homeTeamId,
      awayTeamId: games.awayTeamId,
      refereeId: games.refereeId,
      homeTeam: homeTeam.name,
      awayTeam: awayTeam.name,
      homeFrom: games.homeFrom,
      awayFrom: games.awayFrom,
    })
    .from(games)
    // a bracket game's unknown side still holds its field (issue 36)
    .leftJoin(homeTeam, eq(homeTeam.id, games.homeTeamId))
    .leftJoin(awayTeam, eq(awayTeam.id, games.awayTeamId))
    .where(and(eq(games.leagueId, leagueId), ne(games.status, 'cancelled'), lt(games.scheduledDate, new Date(to)), gt(ends, new Date(from))));
  return rows.map((row) => ({
    id: row.id,
    start: row.scheduledDate.getTime(),
    end: row.scheduledDate.getTime() + gameLengthMs(row),
    field: row.field,
    homeTeamId: row.homeTeamId,
    awayTeamId: row.awayTeamId,
    refereeId: row.refereeId,
    crew: crews.get(row.id) ?? [],
    homeTeam: sideName({ ...row, homeTeam: row.homeTeam === null ? null : { name: row.homeTeam }, awayTeam: null }, 'home'),
    awayTeam: sideName({ ...row, homeTeam: null, awayTeam: row.awayTeam === null ? null : { name: row.awayTeam } }, 'away'),
  }));
}

// 409 naming the other game when the candidate would double-book a field, a team or a referee.
export async function assertNoDoubleBooking(tx: Tx, league: { id: number; timezone: string }, candidate: Booking): Promise<void> {
  await lockLeagueSchedule(tx, league.id);
  if (candidate.id !== null && candidate.crew === undefined) candidate = { ...candidate, crew: await crewOfGame(tx, candidate.id) };
  const clash = firstClash(candidate, await bookingsBetween(tx, league.id, candidate.start, candidate.end));
  if (clash) throw conflict(clashMessage(clash, league.timezone));
}
