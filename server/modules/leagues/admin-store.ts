import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { games, leagues } from '../../db/schema';
import type { League } from './store';

export async function allLeagues(db: DbOrTx): Promise<League[]> {
  return db.select().from(leagues).orderBy(asc(sql`lower(${leagues.name})`));
}

export async function insertLeague(db: DbOrTx, values: typeof leagues.$inferInsert): Promise<League> {
  const [row] = await db.insert(leagues).values(values).returning();
  return row!;
}

export async function updateLeague(db: DbOrTx, leagueId: number, values: Partial<typeof leagues.$inferInsert>): Promise<League> {
  const [row] = await db.update(leagues).set({ ...values, updatedAt: sql`now()` }).where(eq(leagues.id, leagueId)).returning();
  return row!;
}

// Everything of the league goes with it: games first (their team references are RESTRICT),
// then the league row, whose foreign keys cascade to teams, fields, users, fans and imports.
export async function deleteLeagueAndData(db: DbOrTx, leagueId: number): Promise<void> {
  await db.delete(games).where(eq(games.leagueId, leagueId));
  await db.delete(leagues).where(eq(leagues.id, leagueId));
}

// Spec 2.4 League Settings sync: the league's defaults onto its games that have not started.
export async function applyDefaultsToScheduledGames(db: DbOrTx, league: League): Promise<number> {
  const rows = await db
    .update(games)
    .set({
      gameFormat: league.defaultGameFormat,
      periodDuration: league.defaultPeriodDuration,
      totalPeriods: league.defaultTotalPeriods,
      timeoutsPerPeriod: league.defaultTimeoutsPerPeriod,
      blitzesPerPeriod: league.defaultBlitzesPerPeriod,
      timeoutType: league.timeoutType,
      autoTimeouts: league.autoTimeouts,
      timeoutDuration: league.timeoutDuration,
      halftimeDuration: league.halftimeDuration,
      timeRemainingMs: league.defaultPeriodDuration * 60_000,
      version: sql`${games.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(games.leagueId, league.id), eq(games.status, 'scheduled')))
    .returning({ id: games.id });
  return rows.length;
}
