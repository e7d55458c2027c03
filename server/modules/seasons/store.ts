// Seasons of a league (issue 34). An id lookup filters by the actor's scope (architecture rule 1).
import { and, asc, eq, sql } from 'drizzle-orm';
import type { SeasonSpan } from '../../../common/seasons/seasons';
import { inScope, type LeagueScope } from '../../auth/scope';
import type { DbOrTx, Tx } from '../../db/client';
import { seasons } from '../../db/schema';

export type Season = typeof seasons.$inferSelect;

// Season writes of one league queue here for the rest of their transaction, so two creates (or an
// edit beside a create) cannot both pass the overlap check. The key's first half names this lock
// among the app's advisory locks (34: the issue; the schedule's is 19).
export async function lockLeagueSeasons(tx: Tx, leagueId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(34, ${leagueId}::int)`);
}

export async function seasonsOfLeague(db: DbOrTx, leagueId: number): Promise<Season[]> {
  return db.select().from(seasons).where(eq(seasons.leagueId, leagueId)).orderBy(asc(seasons.startDate), asc(seasons.id));
}

export async function seasonInScope(db: DbOrTx, scope: LeagueScope, id: number): Promise<Season | null> {
  const [row] = await db.select().from(seasons).where(and(eq(seasons.id, id), inScope(seasons.leagueId, scope))).limit(1);
  return row ?? null;
}

export async function insertSeason(db: DbOrTx, values: { leagueId: number; name: string; startDate: string; endDate: string }): Promise<Season> {
  const [row] = await db.insert(seasons).values(values).returning();
  return row!;
}

export async function updateSeason(db: DbOrTx, season: Season, values: { name: string; startDate: string; endDate: string }): Promise<Season> {
  const [row] = await db.update(seasons).set(values).where(and(eq(seasons.id, season.id), eq(seasons.leagueId, season.leagueId))).returning();
  return row!;
}

export async function deleteSeason(db: DbOrTx, season: Season): Promise<void> {
  await db.delete(seasons).where(and(eq(seasons.id, season.id), eq(seasons.leagueId, season.leagueId)));
}

export function spanOf(season: Season): SeasonSpan {
  return { id: season.id, name: season.name, startDate: season.startDate, endDate: season.endDate };
}
