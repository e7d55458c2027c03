import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

// What server.lock holds: the owner's pid, when that process started (so a pid the system gave to
// another process since is not mistaken for the owner) and which data dir it serves.
export type DataDirLockOwner = { pid: number; startedAt: string | null; dataDir: string };

export function lockFilePath(dataDir: string): string {
  return path.join(dataDir, 'server.lock');
}

// The start time of a process in clock ticks since boot (field 22 of /proc/<pid>/stat), or null
// where there is no /proc (macOS) or the process is gone. The command name (field 2) may hold spaces
// and parentheses, so the fields are counted from its closing parenthesis.
export function processStartTime(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function isNodeProcess(pid: number): boolean | null {
  try {
    const argv0 = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0] ?? '';
    return /node/i.test(path.basename(argv0));
  } catch {
    return null;
  }
}

function realDir(dir: string): string {
  try {
    return fs.realpathSync(dir);
  } catch {
    return path.resolve(dir);
  }
}

// A lock written before the owner's start time was recorded holds the bare pid.
function parseLock(text: string): Partial<DataDirLockOwner> & { pid: number } {
  const trimmed = text.trim();
  if (/^\d+$/.test(trimmed)) return { pid: Number(trimmed) };
  try {
    const parsed = JSON.parse(trimmed) as Partial<DataDirLockOwner>;
    return { ...parsed, pid: Number.isInteger(parsed.pid) ? parsed.pid! : NaN };
  } catch {
    return { pid: NaN };
  }
}

// The live server that owns the lock of `dataDir`, or null when there is no lock or it is stale:
// its process is gone, the pid now belongs to a process that started later, the lock names another
// data dir (the folder was copied), or (a lock without a start time) the pid is no Node process.
export function liveLockOwner(dataDir: string): DataDirLockOwner | null {
  let text: string;
  try {
    text = fs.readFileSync(lockFilePath(dataDir), 'utf8');
  } catch {
    return null;
  }
  const lock = parseLock(text);
  const pid = lock.pid;
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid || !processIsAlive(pid)) return null;
  if (lock.dataDir !== undefined && lock.dataDir !== realDir(dataDir)) return null;
  const startedAt = processStartTime(pid);
  if (lock.startedAt && startedAt !== null && startedAt !== lock.startedAt) return null;
  if (!lock.startedAt && isNodeProcess(pid) === false) return null;
  return { pid, startedAt: lock.startedAt ?? null, dataDir: realDir(dataDir) };
}

// PGlite takes no lock of its own, and two processes writing one data dir corrupt it, so a lock file
// naming the owner guards it (decision 007). A stale lock (see liveLockOwner) is taken over.
export function acquireDataDirLock(dataDir: string): () => void {
  const lockPath = lockFilePath(dataDir);
  const owner: DataDirLockOwner = { pid: process.pid, startedAt: processStartTime(process.pid), dataDir: realDir(dataDir) };
  const content = JSON.stringify(owner);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, 'wx', 0o600);
      fs.writeSync(fd, content);
      fs.closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(lockPath, 'utf8') === content) fs.unlinkSync(lockPath);
        } catch {
          // already gone
        }
      };
      process.once('exit', release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const live = liveLockOwner(dataDir);
      if (live) {
        throw new DataDirLockedError(
          `The data directory ${dataDir} is already in use by another server (process ${live.pid}). ` +
            'Stop that server first, or start this one with a different DATA_DIR.',
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dataDir}.`);
}
