import { and, desc, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { divisions, fields, games, importRuns, teams, users } from '../../db/schema';
import { gamesOfLeagueByIds, insertGameRows, rowsOf, type GameRecord } from '../games/store';

export type ExistingGame = Pick<
  typeof games.$inferSelect,
  'id' | 'externalId' | 'homeTeamId' | 'awayTeamId' | 'scheduledDate' | 'field' | 'status' | 'homeScore' | 'awayScore' | 'completedAt' | 'clockStartedAt'
>;

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

export async function gamesByMatchId(db: DbOrTx, leagueId: number, matchIds: string[]): Promise<Map<string, ExistingGame>> {
  const found = new Map<string, ExistingGame>();
  for (const batch of chunks(matchIds)) {
    const rows = await db
      .select({
        id: games.id,
        externalId: games.externalId,
        homeTeamId: games.homeTeamId,
        awayTeamId: games.awayTeamId,
        scheduledDate: games.scheduledDate,
        field: games.field,
        status: games.status,
        homeScore: games.homeScore,
        awayScore: games.awayScore,
        completedAt: games.completedAt,
        clockStartedAt: games.clockStartedAt,
      })
      .from(games)
      .where(and(eq(games.leagueId, leagueId), inArray(games.externalId, batch)));
    for (const row of rows) found.set(row.externalId!, row);
  }
  return found;
}

// The full records of games the import changed, as they now are (what their followers are told of).
export async function gameRecordsByIds(db: DbOrTx, leagueId: number, ids: number[]): Promise<GameRecord[]> {
  const records: GameRecord[] = [];
  for (const batch of chunks(ids)) records.push(...(await gamesOfLeagueByIds(db, leagueId, batch)));
  return records;
}

// Every column an imported game sets, the same for every row, so one statement takes a batch whole.
const NEW_GAME_COLUMNS = [
  'leagueId', 'externalId', 'homeTeamId', 'awayTeamId', 'field', 'scheduledDate', 'status', 'homeScore', 'awayScore', 'completedAt',
  'gameFormat', 'periodDuration', 'totalPeriods', 'timeoutsPerPeriod', 'timeoutType', 'blitzesPerPeriod', 'autoTimeouts', 'timeoutDuration', 'halftimeDuration', 'timeRemainingMs',
] as const;
export type NewGame = Required<Pick<typeof games.$inferInsert, (typeof NEW_GAME_COLUMNS)[number]>>;

// A batch's rows ride as one JSON parameter (games/store.ts, insertGameRows).
export async function insertGames(db: DbOrTx, rows: NewGame[]): Promise<number[]> {
  return insertGameRows(db, rows.map((row) => Object.fromEntries(NEW_GAME_COLUMNS.map((key) => [key, row[key]])) as NewGame));
}

export type GameUpdate = Omit<ExistingGame, 'externalId' | 'clockStartedAt'>;

// One UPDATE ... FROM (VALUES ...) per batch instead of one statement per game; answers each game's
// new version, so an undo touches only games nobody changed since.
export async function updateGames(db: DbOrTx, leagueId: number, updates: GameUpdate[]): Promise<Map<number, number>> {
  const versions = new Map<number, number>();
  for (const batch of chunks(updates)) {
    const values = sql.join(
      batch.map((u) => sql`(${u.id}::int, ${u.homeTeamId}::int, ${u.awayTeamId}::int, ${u.scheduledDate.toISOString()}::timestamptz, ${u.field}::text, ${u.status}::text, ${u.homeScore}::int, ${u.awayScore}::int, ${u.completedAt?.toISOString() ?? null}::timestamptz)`),
      sql`, `,
    );
    const result = await db.execute(sql`
      update ${games} as g set
        home_team_id = v.home_team_id, away_team_id = v.away_team_id, scheduled_date = v.scheduled_date,
        field = v.field, status = v.status, home_score = v.home_score, away_score = v.away_score,
        completed_at = coalesce(v.completed_at, g.completed_at),
        clock_started_at = case when v.status = 'completed' then null else g.clock_started_at end,
        version = g.version + 1, updated_at = now()
      from (values ${values}) as v(id, home_team_id, away_team_id, scheduled_date, field, status, home_score, away_score, completed_at)
      where g.id = v.id and g.league_id = ${leagueId}
      returning g.id, g.version`);
    for (const row of rowsOf<{ id: number; version: number }>(result)) versions.set(Number(row.id), Number(row.version));
  }
  return versions;
}


// --- undoing an import that failed between its batches (docs/decisions/011-schedule-import.md) ---

export async function deleteImportedGames(db: DbOrTx, leagueId: number, ids: number[]): Promise<void> {
  for (const batch of chunks(ids)) await db.delete(games).where(and(eq(games.leagueId, leagueId), inArray(games.id, batch)));
}

// Puts back what a game held before the import, unless someone changed it since (its version moved on).
export async function restoreGames(db: DbOrTx, leagueId: number, previous: { game: ExistingGame; version: number }[]): Promise<number[]> {
  const restored: number[] = [];
  for (const { game, version } of previous) {
    const rows = await db
      .update(games)
      .set({
        homeTeamId: game.homeTeamId,
        awayTeamId: game.awayTeamId,
        scheduledDate: game.scheduledDate,
        field: game.field,
        status: game.status,
        homeScore: game.homeScore,
        awayScore: game.awayScore,
        completedAt: game.completedAt,
        clockStartedAt: game.clockStartedAt,
        version: sql`${games.version} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(games.leagueId, leagueId), eq(games.id, game.id), eq(games.version, version)))
      .returning({ id: games.id });
    restored.push(...rows.map((r) => r.id));
  }
  return restored;
}

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
