import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { leagues } from '../../db/schema';
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

// Everything of the league goes with it: its games are gone already (their team references are
// RESTRICT; the games' one door deleted them), then the league row, whose foreign keys cascade to
// teams, fields, users, fans and imports.
export async function deleteLeagueAndData(db: DbOrTx, leagueId: number): Promise<void> {
  await db.delete(leagues).where(eq(leagues.id, leagueId));
}
