import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { fields, games, importRuns, teams, users } from '../../db/schema';

export type ExistingGame = Pick<typeof games.$inferSelect, 'id' | 'externalId' | 'homeTeamId' | 'awayTeamId' | 'scheduledDate' | 'field' | 'status' | 'homeScore' | 'awayScore'>;

// Bound parameters per statement stay well under PostgreSQL's 65,535.
const BATCH = 1000;

function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += BATCH) out.push(items.slice(i, i + BATCH));
  return out;
}

export async function teamIdsByName(db: DbOrTx, leagueId: number): Promise<Map<string, number>> {
  const rows = await db.select({ id: teams.id, name: teams.name }).from(teams).where(eq(teams.leagueId, leagueId));
  return new Map(rows.map((r) => [r.name.replace(/\s+/g, ' ').trim().toLowerCase(), r.id]));
}

export async function fieldNamesByKey(db: DbOrTx, leagueId: number): Promise<Map<string, string>> {
  const rows = await db.select({ name: fields.name }).from(fields).where(eq(fields.leagueId, leagueId));
  return new Map(rows.map((r) => [r.name.replace(/\s+/g, ' ').trim().toLowerCase(), r.name]));
}

export async function insertTeams(db: DbOrTx, leagueId: number, names: string[]): Promise<{ id: number; name: string }[]> {
  const created: { id: number; name: string }[] = [];
  for (const batch of chunks(names)) {
    created.push(...(await db.insert(teams).values(batch.map((name) => ({ leagueId, name }))).returning({ id: teams.id, name: teams.name })));
  }
  return created;
}

export async function insertFields(db: DbOrTx, leagueId: number, names: string[]): Promise<void> {
  for (const batch of chunks(names)) await db.insert(fields).values(batch.map((name) => ({ leagueId, name })));
}

export async function gamesByMatchId(db: DbOrTx, leagueId: number, matchIds: string[]): Promise<Map<string, ExistingGame>> {
  const found = new Map<string, ExistingGame>();
  for (const batch of chunks(matchIds)) {
    const rows = await db
      .select({ id: games.id, externalId: games.externalId, homeTeamId: games.homeTeamId, awayTeamId: games.awayTeamId, scheduledDate: games.scheduledDate, field: games.field, status: games.status, homeScore: games.homeScore, awayScore: games.awayScore })
      .from(games)
      .where(and(eq(games.leagueId, leagueId), inArray(games.externalId, batch)));
    for (const row of rows) found.set(row.externalId!, row);
  }
  return found;
}

export async function insertGames(db: DbOrTx, rows: (typeof games.$inferInsert)[]): Promise<void> {
  for (const batch of chunks(rows)) await db.insert(games).values(batch);
}

export type GameUpdate = Omit<ExistingGame, 'externalId'> & { completedAt: Date | null };

// One UPDATE ... FROM (VALUES ...) per batch instead of one statement per game.
export async function updateGames(db: DbOrTx, leagueId: number, updates: GameUpdate[]): Promise<void> {
  for (const batch of chunks(updates)) {
    const values = sql.join(
      batch.map((u) => sql`(${u.id}::int, ${u.homeTeamId}::int, ${u.awayTeamId}::int, ${u.scheduledDate.toISOString()}::timestamptz, ${u.field}::text, ${u.status}::text, ${u.homeScore}::int, ${u.awayScore}::int, ${u.completedAt?.toISOString() ?? null}::timestamptz)`),
      sql`, `,
    );
    await db.execute(sql`
      update ${games} as g set
        home_team_id = v.home_team_id, away_team_id = v.away_team_id, scheduled_date = v.scheduled_date,
        field = v.field, status = v.status, home_score = v.home_score, away_score = v.away_score,
        completed_at = coalesce(v.completed_at, g.completed_at),
        clock_started_at = case when v.status = 'completed' then null else g.clock_started_at end,
        version = g.version + 1, updated_at = now()
      from (values ${values}) as v(id, home_team_id, away_team_id, scheduled_date, field, status, home_score, away_score, completed_at)
      where g.id = v.id and g.league_id = ${leagueId}`);
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
