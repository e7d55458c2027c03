// Issue 19, no double booking: the league's games as bookings (common/schedule/booking.ts), and the
// one check every schedule write makes (create, edit, import, the season builder's publish). In the
// games module, whose table it reads, so games and the schedule and import above it share it with no
// module importing one above its own floor (eslint.config.js, MODULE_ORDER).
import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { sideName } from '../../../common/brackets/sides';
import { clashMessage, firstClash, gameLengthMs, type Booking, type NamedBooking } from '../../../common/schedule/booking';
import type { DbOrTx, Tx } from '../../db/client';
import { games, teams } from '../../db/schema';
import { conflict } from '../../http/errors';

const homeTeam = alias(teams, 'home_team');
const awayTeam = alias(teams, 'away_team');

// Schedule writes of one league queue here for the rest of their transaction, so two of them
// (two admins, an import beside a publish) cannot both pass the check and book one slot twice.
// The key's first half names this lock among the app's advisory locks (19: the issue).
export async function lockLeagueSchedule(tx: Tx, leagueId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(19, ${leagueId}::int)`);
}

// The league's games that occupy some of [from, to): cancelled games occupy nothing.
export async function bookingsBetween(db: DbOrTx, leagueId: number, from: number, to: number): Promise<NamedBooking[]> {
  const ends = sql`${games.scheduledDate} + make_interval(secs => ${games.totalPeriods} * ${games.periodDuration} * 60 + ${games.halftimeDuration})`;
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
    homeTeam: sideName({ ...row, homeTeam: row.homeTeam === null ? null : { name: row.homeTeam }, awayTeam: null }, 'home'),
    awayTeam: sideName({ ...row, homeTeam: null, awayTeam: row.awayTeam === null ? null : { name: row.awayTeam } }, 'away'),
  }));
}

// 409 naming the other game when the candidate would double-book a field, a team or a referee.
export async function assertNoDoubleBooking(tx: Tx, league: { id: number; timezone: string }, candidate: Booking): Promise<void> {
  await lockLeagueSchedule(tx, league.id);
  const clash = firstClash(candidate, await bookingsBetween(tx, league.id, candidate.start, candidate.end));
  if (clash) throw conflict(clashMessage(clash, league.timezone));
}
