// The crews module's reads and its one table's writes (game_crew, issue 48). The games, users and
// unavailable dates it reads through server/db/schema.ts; it writes only game_crew (the referee
// position's row is also kept by the games' door: games/referee-position.ts).
import { personName } from '../../../common/people';
import { and, asc, eq, gte, inArray, isNotNull, lt, ne, or, sql } from 'drizzle-orm';
import type { CrewPosition, CrewStatus } from '../../../common/crews/crew';
import type { Slot } from '../../../common/crews/claim';
import { ROLES, can } from '../../../common/roles';
import { gameLengthMs } from '../../../common/schedule/booking';
import type { DbOrTx, Tx } from '../../db/client';
import { gameCrew, games, refereeUnavailableDates, users } from '../../db/schema';

export type CrewRow = typeof gameCrew.$inferSelect;

export async function crewRowsOf(db: DbOrTx, gameId: number): Promise<CrewRow[]> {
  return db.select().from(gameCrew).where(eq(gameCrew.gameId, gameId));
}

export type CrewWrite = {
  refereeId: number | null;
  status: CrewStatus;
  offeredAt: Date | null;
  answeredAt: Date | null;
  arrivedAt: Date | null;
  declineReason: string | null;
};

// A position's row as it is to be (a new offer, an answer, an opening): written whole, so no state
// of the row before leaks into the next (the reminder's mark goes with a new offer).
export async function writeCrewRow(tx: Tx, game: { id: number; leagueId: number }, position: CrewPosition, values: CrewWrite, at: Date): Promise<void> {
  // a new offer is reminded afresh (remind-offers.ts)
  const set = { ...values, updatedAt: at, ...(values.status === 'offered' ? { remindedAt: null } : {}) };
  await tx
    .insert(gameCrew)
    .values({ gameId: game.id, leagueId: game.leagueId, position, ...values, updatedAt: at })
    .onConflictDoUpdate({ target: [gameCrew.gameId, gameCrew.position], set });
}


export async function officialNames(db: DbOrTx, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName, username: users.username }).from(users).where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, personName(row)]));
}

// The days (YYYY-MM-DD, league time) a referee marked unavailable.
export async function unavailableDatesOf(db: DbOrTx, userId: number): Promise<Set<string>> {
  const rows = await db.select({ date: refereeUnavailableDates.date }).from(refereeUnavailableDates).where(eq(refereeUnavailableDates.userId, userId));
  return new Set(rows.map((row) => row.date));
}

// The games of his league an official holds a slot in (his games.referee_id, or an offered or
// accepted position of the crew) with a kickoff in [from, to); cancelled games hold none.
export async function slotsOf(db: DbOrTx, leagueId: number, refereeId: number, from: number, to: number): Promise<Slot[]> {
  const rows = await db
    .selectDistinct({ id: games.id, scheduledDate: games.scheduledDate, totalPeriods: games.totalPeriods, periodDuration: games.periodDuration, halftimeDuration: games.halftimeDuration })
    .from(games)
    .leftJoin(gameCrew, and(eq(gameCrew.gameId, games.id), eq(gameCrew.refereeId, refereeId), inArray(gameCrew.status, ['offered', 'accepted'])))
    .where(and(eq(games.leagueId, leagueId), ne(games.status, 'cancelled'), or(eq(games.refereeId, refereeId), isNotNull(gameCrew.gameId)), gte(games.scheduledDate, new Date(from)), lt(games.scheduledDate, new Date(to))));
  return rows.map((row) => ({ gameId: row.id, start: row.scheduledDate.getTime(), end: row.scheduledDate.getTime() + gameLengthMs(row) }));
}

// Who is told of a decline: the league's approved admins (the roles that manage it), with an address.
const MANAGING_ROLES = ROLES.filter((role) => can(role, 'manage:league'));

export async function adminAddressesOf(db: DbOrTx, leagueId: number): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.leagueId, leagueId), inArray(users.role, MANAGING_ROLES), isNotNull(users.email), sql`trim(${users.email}) <> ''`))
    .orderBy(asc(users.id));
  return rows.map((row) => row.email!);
}

// The crew rows of many games, by game.
export async function crewRowsOfGames(db: DbOrTx, gameIds: readonly number[]): Promise<Map<number, CrewRow[]>> {
  const byGame = new Map<number, CrewRow[]>();
  if (gameIds.length === 0) return byGame;
  for (const row of await db.select().from(gameCrew).where(inArray(gameCrew.gameId, [...gameIds]))) byGame.set(row.gameId, [...(byGame.get(row.gameId) ?? []), row]);
  return byGame;
}
