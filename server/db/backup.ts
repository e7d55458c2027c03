// Backups of the embedded database (decision 020): a consistent copy of PGlite's data dir as a
// gzipped tar, written durably, taken by the running server when one holds the data dir (asked over a
// unix socket only the same user can open) or by `npm run backup` itself when none runs; the daily
// copies in DATA_DIR/backups; and restoring a copy into an empty data dir.
import type { PGlite } from '@electric-sql/pglite';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { fsyncPath, openDurablePglite } from './durable-node-fs';
import { makePrivateDir, PRIVATE_FILE_MODE, tightenTree } from './private-files';

const BACKUP_EXTENSION = '.tar.gz';
const DAY_MS = 24 * 60 * 60 * 1000;
export const DAILY_BACKUPS_KEPT = 7;

export class BackupError extends Error {}

const gzip = promisify(zlib.gzip);

export function pgliteDir(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}

export function backupsDir(dataDir: string): string {
  return path.join(dataDir, 'backups');
}

function backupSocketPath(dataDir: string): string {
  return path.join(dataDir, 'backup.sock');
}

// Unix socket paths are limited to 107 bytes on Linux (103 on macOS), and Node cuts a longer one
// short silently, which would put the socket somewhere else.
function socketPathFits(socketPath: string): boolean {
  return Buffer.byteLength(socketPath) <= 100;
}

function socketTooLongMessage(dataDir: string): string {
  return `The data directory path ${dataDir} is too long for the backup socket. Stop the server and run npm run backup again, or use a shorter DATA_DIR.`;
}

// `daily-2026-11-24T03-00-00Z.tar.gz`: names sort by time.
export function backupFileName(kind: 'daily' | 'manual', at: Date): string {
  return `${kind}-${at.toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/:/g, '-')}${BACKUP_EXTENSION}`;
}

// A checkpoint first, so the copy needs little recovery when restored; the copy itself is taken under
// PGlite's query lock, so no write lands while the files are read: restored, it is the database as of
// one instant (PostgreSQL replays the WAL up to it, as after a crash).
// Compressed after the lock is released (zlib off the main thread), so writes wait only for the copy.
export async function dumpPglite(client: PGlite): Promise<Uint8Array> {
  await client.exec('CHECKPOINT');
  const tar = await client.dumpDataDir('none');
  return gzip(new Uint8Array(await tar.arrayBuffer()));
}

// Written beside the target, flushed, then renamed into place: a crash leaves the old file or the new
// one, never half of one.
export function writeFileDurably(file: string, bytes: Uint8Array): void {
  makePrivateDir(path.dirname(file));
  const partial = `${file}.partial`;
  const fd = fs.openSync(partial, 'w', PRIVATE_FILE_MODE);
  try {
    // a .partial left by a crash keeps its mode through open: set it
    fs.fchmodSync(fd, PRIVATE_FILE_MODE);
    fs.writeSync(fd, bytes);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(partial, file);
  fsyncPath(path.dirname(file));
}

// Restores a backup into an empty data dir (no database in DATA_DIR/pglite yet). The caller holds
// the data dir lock.
export async function restorePglite(dataDir: string, file: string): Promise<void> {
  const target = pgliteDir(dataDir);
  if (fs.existsSync(target) && fs.readdirSync(target).length > 0) {
    throw new BackupError(
      `The data directory ${dataDir} already holds a database (${target} is not empty). ` +
        'Restore into an empty DATA_DIR, or move that folder away first.',
    );
  }
  const bytes = readBackupFile(file);
  makePrivateDir(target);
  let client: PGlite;
  try {
    client = await openDurablePglite(target, { loadDataDir: new Blob([bytes]) });
  } catch (err) {
    fs.rmSync(target, { recursive: true, force: true });
    throw new BackupError(`${file} could not be restored: ${(err as Error).message}. Is it a backup made by npm run backup?`);
  }
  // openDurablePglite flushed the loaded files; closing adds a shutdown checkpoint, so the server
  // starts on it without recovery
  await client.close();
  // the restored tree is the owner's alone, whatever umask the caller had (decision 020)
  tightenTree(dataDir);
}

function readBackupFile(file: string): Uint8Array<ArrayBuffer> {
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(file);
  } catch (err) {
    throw new BackupError(`The backup file ${file} cannot be read (${(err as NodeJS.ErrnoException).code}).`);
  }
  // gzip's magic number: every backup of the embedded database is a gzipped tar
  if (bytes.length < 2 || bytes[0] !== 0x1f || bytes[1] !== 0x8b) {
    throw new BackupError(`${file} is not a backup of the embedded database (expected a ${BACKUP_EXTENSION} file made by npm run backup).`);
  }
  return new Uint8Array(bytes);
}

// --- the running server's side -------------------------------------------------------------------

type Log = { info(msg: string): void; warn(obj: object, msg: string): void };

// The unix socket through which `npm run backup` asks the running server for a copy. The socket file
// is created with mode 0600 (owner only) inside the data dir; answer: one JSON line
// ({"bytes": n} or {"message": "..."}), then the n bytes of the backup.
export async function serveBackupRequests(dataDir: string, dump: () => Promise<Uint8Array>, log: Log): Promise<() => Promise<void>> {
  const socketPath = backupSocketPath(dataDir);
  if (!socketPathFits(socketPath)) {
    log.warn({}, socketTooLongMessage(dataDir));
    return async () => {};
  }
  // we hold the data dir lock, so a socket file left here is a dead server's
  fs.rmSync(socketPath, { force: true });
  const server = net.createServer((socket) => {
    socket.once('data', (chunk) => {
      if (chunk.toString().trim() !== 'backup') {
        socket.end(JSON.stringify({ message: 'Unknown request: send "backup".' }) + '\n');
        return;
      }
      dump().then(
        (bytes) => {
          socket.write(JSON.stringify({ bytes: bytes.length }) + '\n');
          socket.end(bytes);
        },
        (err: unknown) => {
          log.warn({ err }, 'backup requested over the socket failed');
          socket.end(JSON.stringify({ message: `The server could not take the backup: ${(err as Error).message}` }) + '\n');
        },
      );
    });
    socket.on('error', () => socket.destroy());
  });
  const previousUmask = process.umask(0o177);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socketPath, () => resolve());
    });
  } catch (err) {
    log.warn({ err }, `npm run backup cannot reach this server (no socket at ${socketPath}); it refuses while the server runs`);
    return async () => {};
  } finally {
    process.umask(previousUmask);
  }
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      fs.rmSync(socketPath, { force: true });
    });
}

// Asks the server running on `dataDir` for a backup.
export function requestBackupFromServer(dataDir: string): Promise<Uint8Array> {
  const socketPath = backupSocketPath(dataDir);
  if (!socketPathFits(socketPath)) return Promise.reject(new BackupError(socketTooLongMessage(dataDir)));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.createConnection(socketPath, () => socket.write('backup\n'));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', (err) =>
      reject(new BackupError(`A server is running on ${dataDir}, but its backup socket ${socketPath} does not answer (${err.message}).`)),
    );
    socket.on('end', () => {
      const all = Buffer.concat(chunks);
      const newline = all.indexOf(0x0a);
      let header: { bytes?: number; message?: string };
      try {
        header = JSON.parse(all.subarray(0, newline).toString()) as typeof header;
      } catch {
        return reject(new BackupError(`The server on ${dataDir} closed its backup socket without an answer.`));
      }
      const body = all.subarray(newline + 1);
      if (header.bytes === undefined) return reject(new BackupError(header.message ?? 'The server did not send a backup.'));
      if (body.length !== header.bytes) return reject(new BackupError(`The server's backup was cut short (${body.length} of ${header.bytes} bytes).`));
      resolve(new Uint8Array(body));
    });
  });
}

// The daily backup in DATA_DIR/backups, keeping the newest DAILY_BACKUPS_KEPT: the first soon after
// start unless one is younger than a day, then every day.
export function startDailyBackups(
  dataDir: string,
  dump: () => Promise<Uint8Array>,
  log: Log,
  options: { now?: () => Date; firstDelayMs?: number } = {},
): () => void {
  const now = options.now ?? (() => new Date());
  const dir = backupsDir(dataDir);
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  const schedule = (delayMs: number) => {
    if (stopped) return;
    timer = setTimeout(() => void run(), delayMs);
    timer.unref();
  };
  const run = async () => {
    try {
      const file = path.join(dir, backupFileName('daily', now()));
      writeFileDurably(file, await dump());
      const removed = pruneDailyBackups(dir);
      log.info(`daily backup written to ${file}${removed.length ? `; removed ${removed.length} older` : ''}`);
    } catch (err) {
      log.warn({ err }, 'daily backup failed');
    }
    schedule(DAY_MS);
  };

  const newest = newestDailyBackupTime(dir);
  const age = newest === null ? Infinity : now().getTime() - newest;
  schedule(age >= DAY_MS ? (options.firstDelayMs ?? 60_000) : DAY_MS - age);
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
}

function dailyBackups(dir: string): string[] {
  try {
    return fs
      .readdirSync(dir)
      .filter((name) => name.startsWith('daily-') && name.endsWith(BACKUP_EXTENSION))
      .sort();
  } catch {
    return [];
  }
}

function newestDailyBackupTime(dir: string): number | null {
  const newest = dailyBackups(dir).at(-1);
  return newest ? fs.statSync(path.join(dir, newest)).mtimeMs : null;
}

function pruneDailyBackups(dir: string, keep = DAILY_BACKUPS_KEPT): string[] {
  const old = dailyBackups(dir).slice(0, -keep);
  for (const name of old) fs.rmSync(path.join(dir, name), { force: true });
  return old;
}
