// A league's divisions (issue 34). Every lookup by id goes through the actor's league scope, so
// another league's division is not found.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DivisionDto, DivisionRef } from '../../../common/schemas/divisions';
import { inScope, type LeagueScope } from '../../auth/scope';
import type { DbOrTx } from '../../db/client';
import { divisions, teams } from '../../db/schema';

export type Division = typeof divisions.$inferSelect;

// Ordered by sortOrder, then name whatever the case (issue 34).
export async function divisionsOfLeague(db: DbOrTx, leagueId: number): Promise<DivisionDto[]> {
  return db
    .select({
      id: divisions.id,
      name: divisions.name,
      sortOrder: divisions.sortOrder,
      teamCount: sql<number>`count(${teams.id})::int`,
      rosterLockDate: divisions.rosterLockDate,
      publicPlayerNames: divisions.publicPlayerNames,
      instructional: divisions.instructional,
    })
    .from(divisions)
    .leftJoin(teams, eq(teams.divisionId, divisions.id))
    .where(eq(divisions.leagueId, leagueId))
    .groupBy(divisions.id)
    .orderBy(asc(divisions.sortOrder), asc(sql`lower(${divisions.name})`), asc(divisions.id));
}

export async function divisionInScope(db: DbOrTx, scope: LeagueScope, id: number): Promise<Division | null> {
  const [row] = await db.select().from(divisions).where(and(eq(divisions.id, id), inScope(divisions.leagueId, scope))).limit(1);
  return row ?? null;
}

// The division a body or query names, looked up inside the league only.
export async function divisionOfLeague(db: DbOrTx, leagueId: number, id: number): Promise<DivisionRef | null> {
  const [row] = await db.select({ id: divisions.id, name: divisions.name }).from(divisions).where(and(eq(divisions.id, id), eq(divisions.leagueId, leagueId))).limit(1);
  return row ?? null;
}

export async function insertDivision(db: DbOrTx, values: { leagueId: number; name: string; sortOrder?: number }): Promise<Division> {
  const [row] = await db.insert(divisions).values(values).returning();
  return row!;
}

export async function updateDivision(db: DbOrTx, division: Division, values: { name?: string; sortOrder?: number; rosterLockDate?: string | null; publicPlayerNames?: boolean; instructional?: boolean }): Promise<Division> {
  const [row] = await db
    .update(divisions)
    .set(values)
    .where(and(eq(divisions.id, division.id), eq(divisions.leagueId, division.leagueId)))
    .returning();
  return row!;
}

export async function deleteDivision(db: DbOrTx, division: Division): Promise<void> {
  await db.delete(divisions).where(and(eq(divisions.id, division.id), eq(divisions.leagueId, division.leagueId)));
}

export async function countTeamsOfDivision(db: DbOrTx, division: Division): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(teams)
    .where(and(eq(teams.leagueId, division.leagueId), eq(teams.divisionId, division.id)));
  return row?.n ?? 0;
}

export function presentDivision(division: Division, teamCount: number): DivisionDto {
  const { id, name, sortOrder, rosterLockDate, publicPlayerNames, instructional } = division;
  return { id, name, sortOrder, teamCount, rosterLockDate, publicPlayerNames, instructional };
}
