import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, acquireDataDirLock, lockFilePath, processStartTime } from './data-dir-lock';

const children: ChildProcess[] = [];
const dirs: string[] = [];

function tempDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ffl-lock-'));
  dirs.push(dir);
  return dir;
}

function spawnTracked(command: string, args: string[]): ChildProcess {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  return child;
}

// A second server process holding the lock of `dataDir` (the same code a server runs at start).
async function lockHolder(dataDir: string): Promise<ChildProcess> {
  const lockModule = fileURLToPath(new URL('./data-dir-lock.ts', import.meta.url));
  const script = `const { acquireDataDirLock } = await import(${JSON.stringify(lockModule)});
acquireDataDirLock(${JSON.stringify(dataDir)}); console.log('locked'); setInterval(() => {}, 1000);`;
  const child = spawnTracked(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script]);
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && resolve());
    child.once('exit', (code) => reject(new Error(`the lock holder exited with ${code}`)));
  });
  return child;
}

afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('data dir lock (decision 007)', () => {
  it('takes over a lock whose pid now belongs to an unrelated live process', () => {
    const dataDir = tempDataDir();
    // a lock left by a server that died (written before start times were recorded: the bare pid),
    // whose pid the system has since given to another program
    const unrelated = spawnTracked('sleep', ['60']);
    fs.writeFileSync(lockFilePath(dataDir), String(unrelated.pid));

    const release = acquireDataDirLock(dataDir);
    expect(JSON.parse(fs.readFileSync(lockFilePath(dataDir), 'utf8'))).toMatchObject({ pid: process.pid });
    release();
    expect(fs.existsSync(lockFilePath(dataDir))).toBe(false);
  });

  it('takes over a lock naming a live Node process that started after the lock was written', () => {
    const dataDir = tempDataDir();
    const parent = process.ppid;
    expect(processStartTime(parent)).not.toBeNull();
    fs.writeFileSync(lockFilePath(dataDir), JSON.stringify({ pid: parent, startedAt: '1', dataDir: fs.realpathSync(dataDir) }));

    acquireDataDirLock(dataDir)();
  });

  it('refuses to start while a live server holds the lock of the same data dir, and takes over once it is gone', async () => {
    const dataDir = tempDataDir();
    const holder = await lockHolder(dataDir);

    expect(() => acquireDataDirLock(dataDir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dataDir)).toThrow(`is already in use by another server (process ${holder.pid})`);

    // the same holder's lock copied along with its folder does not lock the copy
    const copy = tempDataDir();
    fs.copyFileSync(lockFilePath(dataDir), lockFilePath(copy));
    acquireDataDirLock(copy)();

    holder.kill('SIGKILL');
    await new Promise((resolve) => holder.once('exit', resolve));
    acquireDataDirLock(dataDir)();
  });

  it('still refuses a lock in the bare-pid format of a live Node process', async () => {
    const dataDir = tempDataDir();
    const holder = await lockHolder(tempDataDir());
    fs.writeFileSync(lockFilePath(dataDir), String(holder.pid));

    expect(() => acquireDataDirLock(dataDir)).toThrow(DataDirLockedError);
  });
});
