import { sql } from 'drizzle-orm';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client';
import { DurableNodeFS } from './durable-node-fs';
import { leagues } from './schema';

// The embedded database in a data dir (what `npm start` opens), whatever TEST_DATABASE_URL says.
describe('embedded database durability (decision 020)', () => {
  let dataDir: string;
  let database: Database;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ffl-durable-'));
    database = await openDatabase({ kind: 'pglite', dataDir });
  }, 120_000); // a fresh data dir: initdb, then every file flushed once

  afterAll(async () => {
    await database?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs PostgreSQL with fsync on, the WAL flushed through fsync()', async () => {
    const settings = (await database.db.execute(
      sql`select name, setting from pg_settings where name in ('fsync', 'wal_sync_method', 'synchronous_commit') order by name`,
    )) as unknown as { rows: { name: string; setting: string }[] };
    expect(settings.rows).toEqual([
      { name: 'fsync', setting: 'on' },
      { name: 'synchronous_commit', setting: 'on' },
      { name: 'wal_sync_method', setting: 'fsync' },
    ]);
  });

  it('flushes a commit to the disk before it is acknowledged', async () => {
    if (database.listenSource.kind !== 'pglite') throw new Error('expected PGlite');
    const fsImpl = database.listenSource.client.fs;
    expect(fsImpl).toBeInstanceOf(DurableNodeFS);
    const before = (fsImpl as DurableNodeFS).fsyncCount;

    await database.db.insert(leagues).values({ name: 'Durable', slug: `durable-${process.pid}` });

    expect((fsImpl as DurableNodeFS).fsyncCount).toBeGreaterThan(before);
  });
});
