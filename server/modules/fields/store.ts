import { and, asc, eq, sql } from 'drizzle-orm';
import type { FieldDto } from '../../../common/schemas/teams';
import type { DbOrTx } from '../../db/client';
import { fields, games } from '../../db/schema';
import { inScope, type LeagueScope } from '../../auth/scope';

export type Field = typeof fields.$inferSelect;

export async function fieldsOfLeague(db: DbOrTx, leagueId: number): Promise<FieldDto[]> {
  return db
    .select({ id: fields.id, name: fields.name, location: fields.location, surface: fields.surface, leagueId: fields.leagueId })
    .from(fields)
    .where(eq(fields.leagueId, leagueId))
    .orderBy(asc(sql`lower(${fields.name})`));
}

export async function fieldInScope(db: DbOrTx, scope: LeagueScope, id: number): Promise<Field | null> {
  const [row] = await db.select().from(fields).where(and(eq(fields.id, id), inScope(fields.leagueId, scope))).limit(1);
  return row ?? null;
}

export async function insertField(db: DbOrTx, values: { leagueId: number; name: string; location?: string | null; surface?: string | null }): Promise<Field> {
  const [row] = await db.insert(fields).values(values).returning();
  return row!;
}

export async function updateField(db: DbOrTx, field: Field, values: { name?: string; location?: string | null; surface?: string | null }): Promise<Field> {
  const [row] = await db.update(fields).set(values).where(and(eq(fields.id, field.id), eq(fields.leagueId, field.leagueId))).returning();
  return row!;
}

export async function deleteField(db: DbOrTx, field: Field): Promise<void> {
  await db.delete(fields).where(and(eq(fields.id, field.id), eq(fields.leagueId, field.leagueId)));
}

// Games name their field (spec 3: field is a text name), matched like the import does.
const gamesAtField = (field: Field) => and(eq(games.leagueId, field.leagueId), eq(sql`lower(trim(${games.field}))`, field.name.trim().toLowerCase()));

export async function countGamesAtField(db: DbOrTx, field: Field): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(games).where(gamesAtField(field));
  return row?.n ?? 0;
}

export function presentField(field: Field): FieldDto {
  return { id: field.id, name: field.name, location: field.location, surface: field.surface, leagueId: field.leagueId };
}
