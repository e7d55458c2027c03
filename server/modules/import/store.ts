import { and, desc, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import { gameIdOfExportMatchId } from '../../../common/import/sports-connect';
import type { DbOrTx } from '../../db/client';
import { divisions, fields, games, importRuns, teams, users } from '../../db/schema';

// What the import compares a row with. It writes no game itself: the games module's door does
// (games/change-games.ts, issue 46).
export type ExistingGame = Pick<typeof games.$inferSelect, 'id' | 'externalId' | 'bracketId' | 'homeTeamId' | 'awayTeamId' | 'scheduledDate' | 'field' | 'status' | 'homeScore' | 'awayScore'>;

// Bound parameters per statement stay well under PostgreSQL's 65,535.
const BATCH = 1000;

function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += BATCH) out.push(items.slice(i, i + BATCH));
  return out;
}

const keyOf = (name: string) => name.replace(/\s+/g, ' ').trim().toLowerCase();

// The league's teams with their division's name, for TeamLookup (issue 34).
export async function teamsForImport(db: DbOrTx, leagueId: number): Promise<{ id: number; name: string; division: string | null }[]> {
  return db.select({ id: teams.id, name: teams.name, division: divisions.name }).from(teams).leftJoin(divisions, eq(divisions.id, teams.divisionId)).where(eq(teams.leagueId, leagueId));
}

export async function divisionIdsByKey(db: DbOrTx, leagueId: number): Promise<Map<string, number>> {
  const rows = await db.select({ id: divisions.id, name: divisions.name }).from(divisions).where(eq(divisions.leagueId, leagueId));
  return new Map(rows.map((r) => [keyOf(r.name), r.id]));
}

export async function insertDivisions(db: DbOrTx, leagueId: number, names: string[]): Promise<{ id: number }[]> {
  if (names.length === 0) return [];
  return db.insert(divisions).values(names.map((name) => ({ leagueId, name }))).onConflictDoNothing().returning({ id: divisions.id });
}

export async function fieldNamesByKey(db: DbOrTx, leagueId: number): Promise<Map<string, string>> {
  const rows = await db.select({ name: fields.name }).from(fields).where(eq(fields.leagueId, leagueId));
  return new Map(rows.map((r) => [keyOf(r.name), r.name]));
}

// A name someone added since the import read the league is left as it is (on conflict do nothing):
// only the rows this import really created come back, so only those are undone on a failure.
export async function insertTeams(db: DbOrTx, leagueId: number, rows: { name: string; divisionId: number | null }[]): Promise<{ id: number; name: string }[]> {
  const created: { id: number; name: string }[] = [];
  for (const batch of chunks(rows)) {
    created.push(...(await db.insert(teams).values(batch.map((row) => ({ leagueId, ...row }))).onConflictDoNothing().returning({ id: teams.id, name: teams.name })));
  }
  return created;
}

export async function insertFields(db: DbOrTx, leagueId: number, names: string[]): Promise<{ id: number; name: string }[]> {
  const created: { id: number; name: string }[] = [];
  for (const batch of chunks(names)) {
    created.push(...(await db.insert(fields).values(batch.map((name) => ({ leagueId, name }))).onConflictDoNothing().returning({ id: fields.id, name: fields.name })));
  }
  return created;
}

const EXISTING_GAME = {
  id: games.id,
  externalId: games.externalId,
  bracketId: games.bracketId,
  homeTeamId: games.homeTeamId,
  awayTeamId: games.awayTeamId,
  scheduledDate: games.scheduledDate,
  field: games.field,
  status: games.status,
  homeScore: games.homeScore,
  awayScore: games.awayScore,
};

// The league's games the rows name, keyed by the row's match ID: a game brought in by a file by its
// own match ID; one the league's export named by its id (FFL-{id}, common/import/sports-connect.ts:
// a published season's, a bracket's, an admin's game) by that id, unless a game holds that text as
// its match ID.
export async function gamesByMatchId(db: DbOrTx, leagueId: number, matchIds: string[]): Promise<Map<string, ExistingGame>> {
  const found = new Map<string, ExistingGame>();
  for (const batch of chunks(matchIds)) {
    const rows = await db.select(EXISTING_GAME).from(games).where(and(eq(games.leagueId, leagueId), inArray(games.externalId, batch)));
    for (const row of rows) found.set(row.externalId!, row);
  }
  const exported = new Map(matchIds.filter((matchId) => !found.has(matchId)).flatMap((matchId) => {
    const id = gameIdOfExportMatchId(matchId);
    return id === null ? [] : [[id, matchId] as const];
  }));
  for (const batch of chunks([...exported.keys()])) {
    const rows = await db.select(EXISTING_GAME).from(games).where(and(eq(games.leagueId, leagueId), inArray(games.id, batch), isNull(games.externalId)));
    for (const row of rows) found.set(exported.get(row.id)!, row);
  }
  return found;
}

// Each game's version as it now stands (what an undo compares with).
export async function gameVersions(db: DbOrTx, leagueId: number, ids: number[]): Promise<Map<number, number>> {
  const versions = new Map<number, number>();
  for (const batch of chunks(ids)) {
    const rows = await db.select({ id: games.id, version: games.version }).from(games).where(and(eq(games.leagueId, leagueId), inArray(games.id, batch)));
    for (const row of rows) versions.set(row.id, row.version);
  }
  return versions;
}

// --- undoing an import that failed between its batches (docs/decisions/011-schedule-import.md) ---

// Teams and fields the import created, unless a game (of anyone) uses them by now.
export async function deleteUnusedImportedTeams(db: DbOrTx, leagueId: number, ids: number[]): Promise<void> {
  for (const batch of chunks(ids)) {
    const used = db.select({ id: games.id }).from(games).where(sql`${games.homeTeamId} = ${teams.id} or ${games.awayTeamId} = ${teams.id}`);
    await db.delete(teams).where(and(eq(teams.leagueId, leagueId), inArray(teams.id, batch), notExists(used)));
  }
}

// Divisions the import created, unless a team is in them by now.
export async function deleteUnusedImportedDivisions(db: DbOrTx, leagueId: number, ids: number[]): Promise<void> {
  for (const batch of chunks(ids)) {
    // the outer row named in full: inside a one-table select drizzle writes a column unqualified
    const used = db.select({ id: teams.id }).from(teams).where(sql`${teams.divisionId} = "divisions"."id"`);
    await db.delete(divisions).where(and(eq(divisions.leagueId, leagueId), inArray(divisions.id, batch), notExists(used)));
  }
}

export async function deleteUnusedImportedFields(db: DbOrTx, leagueId: number, ids: number[]): Promise<void> {
  for (const batch of chunks(ids)) {
    const used = db.select({ id: games.id }).from(games).where(and(eq(games.leagueId, leagueId), sql`${games.field} = ${fields.name}`));
    await db.delete(fields).where(and(eq(fields.leagueId, leagueId), inArray(fields.id, batch), notExists(used)));
  }
}

export async function recordImportRun(db: DbOrTx, run: typeof importRuns.$inferInsert): Promise<void> {
  await db.insert(importRuns).values(run);
}

export async function importHistory(db: DbOrTx, leagueId: number, limit = 20) {
  return db
    .select({ id: importRuns.id, fileName: importRuns.fileName, rowCount: importRuns.rowCount, result: importRuns.result, createdAt: importRuns.createdAt, username: users.username })
    .from(importRuns)
    .leftJoin(users, eq(importRuns.userId, users.id))
    .where(eq(importRuns.leagueId, leagueId))
    .orderBy(desc(importRuns.createdAt), desc(importRuns.id))
    .limit(limit);
}
