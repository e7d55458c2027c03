// `npm run backup [-- FILE]` and `npm run restore -- FILE` (decision 020).
// Embedded database: a gzipped tar of DATA_DIR/pglite, taken by the running server when one holds the
// data dir, else by this process (which then holds the lock itself); restored only into an empty
// data dir. PostgreSQL (DATABASE_URL set): pg_dump's custom format, restored with pg_restore into an
// empty database.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { ConfigError, loadConfig } from '../config';
import { BackupError, backupFileName, backupsDir, dumpPglite, pgliteDir, requestBackupFromServer, restorePglite, writeFileDurably } from '../db/backup';
import { DataDirLockedError, acquireDataDirLock, liveLockOwner } from '../db/data-dir-lock';
import { openDurablePglite } from '../db/durable-node-fs';
import { createFilesPrivately, makePrivateDir } from '../db/private-files';

const usage = 'usage: npm run backup [-- FILE]   |   npm run restore -- FILE';

async function backupEmbedded(dataDir: string, file: string | undefined): Promise<string> {
  const target = file ?? path.join(backupsDir(dataDir), backupFileName('manual', new Date()));
  const owner = liveLockOwner(dataDir);
  let bytes: Uint8Array;
  if (owner) {
    console.log(`A server (process ${owner.pid}) is running on ${dataDir}: asking it for the backup.`);
    bytes = await requestBackupFromServer(dataDir);
  } else {
    if (!fs.existsSync(path.join(pgliteDir(dataDir), 'PG_VERSION'))) {
      throw new BackupError(`There is no embedded database in ${dataDir} (no ${pgliteDir(dataDir)}). Set DATA_DIR to the server's data directory.`);
    }
    const release = acquireDataDirLock(dataDir);
    try {
      const client = await openDurablePglite(pgliteDir(dataDir));
      try {
        bytes = await dumpPglite(client);
      } finally {
        await client.close();
      }
    } finally {
      release();
    }
  }
  writeFileDurably(target, bytes);
  return `Backup of the embedded database in ${dataDir} written to ${target} (${bytes.length} bytes).`;
}

async function restoreEmbedded(dataDir: string, file: string): Promise<string> {
  makePrivateDir(dataDir);
  const release = acquireDataDirLock(dataDir);
  try {
    await restorePglite(dataDir, file);
  } finally {
    release();
  }
  return `Restored ${file} into ${pgliteDir(dataDir)}. Start the server with DATA_DIR=${dataDir}.`;
}

// PostgreSQL's own tools, from PATH or Debian's versioned folder (newest first).
function pgTool(name: 'pg_dump' | 'pg_restore'): string {
  const onPath = spawnSync(name, ['--version'], { stdio: 'ignore' });
  if (onPath.status === 0) return name;
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    const candidate = path.join(root, version, 'bin', name);
    if (fs.existsSync(candidate)) return candidate;
  }
  throw new BackupError(`${name} was not found. Install the PostgreSQL client tools (Debian: apt-get install postgresql-client).`);
}

function runTool(command: string, args: string[]): void {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) throw new BackupError(`${path.basename(command)} failed (exit code ${result.status ?? result.signal}).`);
}

function backupPostgres(url: string, file: string | undefined): string {
  const target = path.resolve(file ?? backupFileName('manual', new Date()).replace(/\.tar\.gz$/, '.dump'));
  // custom format: compressed, and pg_restore can restore it selectively
  runTool(pgTool('pg_dump'), ['--format=custom', '--no-owner', '--file', target, url]);
  return `Backup of the PostgreSQL database written to ${target} (pg_dump custom format).`;
}

async function restorePostgres(url: string, file: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let tables: number;
  try {
    const result = await client.query<{ n: string }>(
      "select count(*) as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')",
    );
    tables = Number(result.rows[0]!.n);
  } finally {
    await client.end();
  }
  if (tables > 0) {
    throw new BackupError(
      `The database of DATABASE_URL is not empty (${tables} tables). Restore into a new, empty database (createdb), then point DATABASE_URL at it.`,
    );
  }
  runTool(pgTool('pg_restore'), ['--no-owner', '--exit-on-error', '--dbname', url, file]);
  return `Restored ${file} into the PostgreSQL database of DATABASE_URL.`;
}

async function main(): Promise<void> {
  const [command, file, ...rest] = process.argv.slice(2);
  if ((command !== 'backup' && command !== 'restore') || rest.length > 0 || (command === 'restore' && !file)) {
    throw new BackupError(usage);
  }
  // backups and restored data dirs are the owner's alone, pg_dump's file too (decision 020)
  createFilesPrivately();
  const config = loadConfig();
  const message =
    command === 'backup'
      ? config.databaseUrl
        ? backupPostgres(config.databaseUrl, file)
        : await backupEmbedded(config.dataDir, file && path.resolve(file))
      : config.databaseUrl
        ? await restorePostgres(config.databaseUrl, path.resolve(file!))
        : await restoreEmbedded(config.dataDir, path.resolve(file!));
  console.log(message);
}

main().catch((err: unknown) => {
  const known = err instanceof BackupError || err instanceof ConfigError || err instanceof DataDirLockedError;
  console.error(known ? (err as Error).message : err);
  process.exit(1);
});
