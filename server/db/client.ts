import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { dumpPglite, pgliteDir } from './backup';
import { acquireDataDirLock } from './data-dir-lock';
import { copyDataDirTemplate } from './data-dir-template';
import { openDurablePglite } from './durable-node-fs';
import { makePrivateDir } from './private-files';
import * as schema from './schema';
import { migrationsFolder } from './paths';

export type Schema = typeof schema;
// Both drivers share this base type, so stores are written once for PGlite and PostgreSQL.
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type DbOrTx = Db | Tx;

// Where live push opens its LISTEN (server/live/listener.ts): PGlite's own instance, or a dedicated
// connection to the same PostgreSQL.
export type ListenSource = { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; url: string };

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  listenSource: ListenSource;
  // A consistent copy of the embedded database (a gzipped tar of its data dir); null on PostgreSQL,
  // whose copies are pg_dump's (decision 020).
  dumpDataDir: (() => Promise<Uint8Array>) | null;
  close(): Promise<void>;
};

export type OpenOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir: string | null }; // null: in memory (tests)

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // A broken idle connection must not crash the process; the pool replaces it.
    pool.on('error', (err) => console.error('PostgreSQL pool error:', err.message));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await migratePg(db as never, { migrationsFolder });
    return { db, kind: 'postgres', listenSource: { kind: 'postgres', url: options.url }, dumpDataDir: null, close: () => pool.end() };
  }

  let releaseLock = () => {};
  let client: PGlite;
  if (options.dataDir) {
    const dir = pgliteDir(options.dataDir);
    makePrivateDir(dir);
    releaseLock = acquireDataDirLock(options.dataDir);
    try {
      // fsync on, through to the disk: an acknowledged write survives an OS crash (decision 020)
      // a new database starts from the data directory made at build time (decision 050)
      if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) copyDataDirTemplate(dir);
      client = await openDurablePglite(dir);
    } catch (err) {
      releaseLock();
      throw err;
    }
  } else {
    client = await PGlite.create();
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    listenSource: { kind: 'pglite', client },
    dumpDataDir: () => dumpPglite(client),
    async close() {
      await client.close();
      releaseLock();
    },
  };
}
