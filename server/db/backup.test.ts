// Backup, wipe, restore, and compare every table (rows and contents) and sequence: on the embedded
// database through `npm run backup` / `npm run restore` (taken by the running server, and by the
// script itself when none runs), and on PostgreSQL through the same commands (pg_dump/pg_restore).
import { sql } from 'drizzle-orm';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { bootstrap } from '../seed/bootstrap';
import { DAILY_BACKUPS_KEPT, backupFileName, backupsDir, serveBackupRequests, startDailyBackups } from './backup';
import { openDatabase, type Db } from './client';
import { createScratchDatabase } from './scratch';

const cli = fileURLToPath(new URL('../app/backup-cli.ts', import.meta.url));
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'ffl-backup-'));
const quietLog = { info() {}, warn() {} };

afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

type Run = { code: number | null; stdout: string; stderr: string };

// `npm run backup|restore` as an operator runs it: its own process, configured by the environment.
function runCli(args: string[], env: Record<string, string>): Promise<Run> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', cli, ...args], { env: { ...inherited, ...env } });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stdout, stderr })));
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

// Every table of every schema (ours and drizzle's migration journal), each row as JSON in a stable
// order, and every sequence's position.
async function snapshot(db: Db): Promise<{ tables: Record<string, string[]>; sequences: Record<string, string | null> }> {
  const tables: Record<string, string[]> = {};
  const names = rowsOf<{ schemaname: string; tablename: string }>(
    await db.execute(sql`select schemaname, tablename from pg_tables where schemaname not in ('pg_catalog', 'information_schema') order by 1, 2`),
  );
  for (const { schemaname, tablename } of names) {
    const rows = rowsOf<{ row: string }>(
      await db.execute(sql`select to_jsonb(t)::text as row from ${sql.identifier(schemaname)}.${sql.identifier(tablename)} t order by 1`),
    );
    tables[`${schemaname}.${tablename}`] = rows.map((r) => r.row);
  }
  const sequences: Record<string, string | null> = {};
  const seqRows = rowsOf<{ name: string; last_value: string | null }>(
    await db.execute(sql`select schemaname || '.' || sequencename as name, last_value::text from pg_sequences order by 1`),
  );
  for (const { name, last_value } of seqRows) sequences[name] = last_value;
  return { tables, sequences };
}

// The super admin and the demo league (teams, fields, scheduled, live and completed games) are the data to keep.
async function seed(db: Db, dataDir: string): Promise<void> {
  await bootstrap(db, loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, SUPER_ADMIN_PASSWORD: 'backup-test-password', SEED_DEMO: '1' }));
}

function expectSameData(after: Awaited<ReturnType<typeof snapshot>>, before: Awaited<ReturnType<typeof snapshot>>): void {
  expect(Object.keys(after.tables)).toEqual(Object.keys(before.tables));
  for (const table of Object.keys(before.tables)) {
    expect(after.tables[table]!.length, `rows of ${table}`).toBe(before.tables[table]!.length);
    expect(after.tables[table], `contents of ${table}`).toEqual(before.tables[table]);
  }
  expect(after.sequences).toEqual(before.sequences);
}

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('backup and restore of the embedded database', () => {
  it('backs up a running server, restores into a wiped data dir, refuses a non-empty one, and backs up with no server', async () => {
    const dataDir = path.join(work, 'data');
    const liveCopy = path.join(work, 'while-running.tar.gz');
    let database = await openDatabase({ kind: 'pglite', dataDir });
    await seed(database.db, dataDir);
    const before = await snapshot(database.db);
    // leagues, users, teams, fields, games, the audit log and drizzle's migration journal hold rows
    expect(Object.values(before.tables).filter((rows) => rows.length > 0).length).toBeGreaterThanOrEqual(7);

    // the server holds the data dir; the script asks it over the socket
    const stopServing = await serveBackupRequests(dataDir, database.dumpDataDir!, quietLog);
    const backup = await runCli(['backup', liveCopy], { DATA_DIR: dataDir });
    expect(backup.stderr).toBe('');
    expect(backup.stdout).toContain(`A server (process ${process.pid}) is running on ${dataDir}: asking it for the backup.`);
    expect(backup.code).toBe(0);
    // a restore cannot run over a running server's data dir
    const overLive = await runCli(['restore', liveCopy], { DATA_DIR: dataDir });
    expect(overLive.code).toBe(1);
    expect(overLive.stderr).toContain('is already in use by another server');
    await stopServing();
    await database.close();

    fs.rmSync(dataDir, { recursive: true });
    const restore = await runCli(['restore', liveCopy], { DATA_DIR: dataDir });
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    const again = await runCli(['restore', liveCopy], { DATA_DIR: dataDir });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(`The data directory ${dataDir} already holds a database`);

    database = await openDatabase({ kind: 'pglite', dataDir });
    expectSameData(await snapshot(database.db), before);
    await database.close();

    // no server: the script opens the data dir itself
    const offlineCopy = path.join(work, 'offline.tar.gz');
    const offline = await runCli(['backup', offlineCopy], { DATA_DIR: dataDir });
    expect(offline.code).toBe(0);
    expect(offline.stdout).not.toContain('asking it');
    const otherDir = path.join(work, 'other');
    expect((await runCli(['restore', offlineCopy], { DATA_DIR: otherDir })).code).toBe(0);
    database = await openDatabase({ kind: 'pglite', dataDir: otherDir });
    expectSameData(await snapshot(database.db), before);

    // the daily backup: a new copy when none is younger than a day, the newest 7 kept
    const dir = backupsDir(otherDir);
    fs.mkdirSync(dir, { recursive: true });
    const old = Array.from({ length: DAILY_BACKUPS_KEPT + 1 }, (_, i) => backupFileName('daily', new Date(Date.UTC(2026, 0, 1 + i))));
    for (const name of old) {
      fs.writeFileSync(path.join(dir, name), 'old');
      fs.utimesSync(path.join(dir, name), new Date('2026-01-10'), new Date('2026-01-10'));
    }
    const stop = startDailyBackups(otherDir, database.dumpDataDir!, quietLog, { firstDelayMs: 0 });
    await expect.poll(() => fs.readdirSync(dir).filter((n) => !old.includes(n)), { timeout: 60_000, interval: 200 }).toHaveLength(1);
    stop();
    const kept = fs.readdirSync(dir).sort();
    expect(kept).toHaveLength(DAILY_BACKUPS_KEPT);
    expect(kept.slice(0, -1)).toEqual(old.slice(-(DAILY_BACKUPS_KEPT - 1)));
    expect(fs.statSync(path.join(dir, kept.at(-1)!)).size).toBeGreaterThan(1000);
    await database.close();
  }, 300_000);
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('backup and restore of PostgreSQL (pg_dump, pg_restore)', () => {
  it('backs up, restores into a new empty database after the old one is dropped, and refuses a non-empty one', async () => {
    const serverUrl = process.env.TEST_DATABASE_URL!;
    const source = await createScratchDatabase(serverUrl, 'ffl_backup');
    let database = await openDatabase({ kind: 'postgres', url: source.url, poolSize: 2 });
    await seed(database.db, path.join(work, 'pg-data'));
    const before = await snapshot(database.db);
    const file = path.join(work, 'postgres.dump');

    const backup = await runCli(['backup', file], { DATABASE_URL: source.url });
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    await database.close();
    await source.drop();

    const target = await createScratchDatabase(serverUrl, 'ffl_restore');
    try {
      const restore = await runCli(['restore', file], { DATABASE_URL: target.url });
      expect(restore.stderr).toBe('');
      expect(restore.code).toBe(0);
      const again = await runCli(['restore', file], { DATABASE_URL: target.url });
      expect(again.code).toBe(1);
      expect(again.stderr).toContain('The database of DATABASE_URL is not empty');

      database = await openDatabase({ kind: 'postgres', url: target.url, poolSize: 2 });
      expectSameData(await snapshot(database.db), before);
      await database.close();
    } finally {
      await target.drop();
    }
  }, 300_000);
});
