// Issue 19: the referees' unavailable dates, the one table the season builder adds.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { refereeUnavailableDates, users } from '../../db/schema';

export async function unavailableDatesOf(db: DbOrTx, userId: number): Promise<string[]> {
  const rows = await db.select({ date: refereeUnavailableDates.date }).from(refereeUnavailableDates).where(eq(refereeUnavailableDates.userId, userId)).orderBy(asc(refereeUnavailableDates.date));
  return rows.map((r) => r.date);
}

// The whole list is replaced: PUT sends every date the referee keeps marked.
export async function replaceUnavailableDates(tx: Tx, userId: number, dates: readonly string[]): Promise<void> {
  await tx.delete(refereeUnavailableDates).where(eq(refereeUnavailableDates.userId, userId));
  if (dates.length > 0) await tx.insert(refereeUnavailableDates).values(dates.map((date) => ({ userId, date })));
}

// The league's referees (approved, role referee) with the dates each marked.
export async function refereesWithUnavailableDates(db: DbOrTx, leagueId: number): Promise<{ refereeId: number; dates: string[] }[]> {
  const referees = await db.select({ id: users.id }).from(users).where(and(eq(users.leagueId, leagueId), eq(users.role, 'referee'))).orderBy(asc(users.id));
  if (referees.length === 0) return [];
  const rows = await db
    .select({ userId: refereeUnavailableDates.userId, date: refereeUnavailableDates.date })
    .from(refereeUnavailableDates)
    .where(inArray(refereeUnavailableDates.userId, referees.map((r) => r.id)))
    .orderBy(asc(refereeUnavailableDates.date));
  return referees.map((r) => ({ refereeId: r.id, dates: rows.filter((row) => row.userId === r.id).map((row) => row.date) }));
}

// The same, as the season builder and the rainout place games around them.
export async function refereeAvailability(db: DbOrTx, leagueId: number): Promise<{ id: number; unavailableDates: string[] }[]> {
  return (await refereesWithUnavailableDates(db, leagueId)).map((r) => ({ id: r.refereeId, unavailableDates: r.dates }));
}
