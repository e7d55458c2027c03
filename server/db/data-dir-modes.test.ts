// Issue 33 item 4 (decision 020): the embedded database's data dir is the owner's alone, after a start
// (fresh, and over a tree an earlier run left readable) and after a restore, even when the operator's
// umask is 000. The real server and the real backup commands, each in its own process.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const main = fileURLToPath(new URL('../app/main.ts', import.meta.url));
const cli = fileURLToPath(new URL('../app/backup-cli.ts', import.meta.url));
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'ffl-modes-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

function environment(dataDir: string): NodeJS.ProcessEnv {
  const { DATABASE_URL: _ignored, SUPER_ADMIN_PASSWORD: _generated, ...inherited } = process.env;
  return { ...inherited, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', SEED_DEMO: '0', LOG_LEVEL: 'info', NODE_ENV: 'production' };
}

// A script run as an operator with `umask 000` runs it: every file it creates would be 0666.
function spawnWithOpenUmask(script: string, args: string[], env: NodeJS.ProcessEnv) {
  return spawn('sh', ['-c', 'umask 000 && exec "$0" --import tsx "$@"', process.execPath, script, ...args], { env });
}

// Starts the server, waits until it listens, stops it; answers what it logged.
async function startAndStop(dataDir: string): Promise<string> {
  const child = spawnWithOpenUmask(main, [], environment(dataDir));
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Server listening')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`the server exited (${code}) before listening:\n${output}`)));
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  return output;
}

async function runCli(args: string[], dataDir: string): Promise<string> {
  const child = spawnWithOpenUmask(cli, args, environment(dataDir));
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise((resolve) => child.on('exit', resolve));
  expect(code, output).toBe(0);
  return output;
}

// Every folder and file under root (root included) whose mode lets group or others in.
function readableByOthers(root: string): string[] {
  const found: string[] = [];
  const visit = (entry: string) => {
    const stat = fs.lstatSync(entry);
    if ((stat.mode & 0o077) !== 0) found.push(`${path.relative(root, entry) || '.'} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const name of fs.readdirSync(entry)) visit(path.join(entry, name));
  };
  visit(root);
  return found;
}

const modeOf = (file: string) => (fs.statSync(file).mode & 0o777).toString(8);

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the data dir is the owner’s alone', () => {
  it('after a fresh start, after a start over a readable tree (tightened and logged), in a backup and after a restore', async () => {
    const dataDir = path.join(work, 'data');
    await startAndStop(dataDir);
    expect(readableByOthers(dataDir)).toEqual([]);
    expect(modeOf(dataDir)).toBe('700');
    expect(modeOf(path.join(dataDir, 'pglite', 'PG_VERSION'))).toBe('600');
    expect(modeOf(path.join(dataDir, 'session-secret'))).toBe('600');
    expect(modeOf(path.join(dataDir, 'super-admin-password.txt'))).toBe('600');

    // a tree as an older version left it
    for (const dir of [dataDir, path.join(dataDir, 'pglite'), path.join(dataDir, 'pglite', 'base')]) fs.chmodSync(dir, 0o755);
    for (const file of [path.join(dataDir, 'pglite', 'PG_VERSION'), path.join(dataDir, 'pglite', 'global', 'pg_control'), path.join(dataDir, 'session-secret')]) fs.chmodSync(file, 0o666);
    const log = await startAndStop(dataDir);
    expect(log).toContain('6 files and folders were readable by other users');
    expect(readableByOthers(dataDir)).toEqual([]);

    await runCli(['backup'], dataDir);
    const backups = path.join(dataDir, 'backups');
    expect(modeOf(backups)).toBe('700');
    const [backup] = fs.readdirSync(backups);
    expect(modeOf(path.join(backups, backup!))).toBe('600');

    const restored = path.join(work, 'restored');
    await runCli(['restore', path.join(backups, backup!)], restored);
    expect(readableByOthers(restored)).toEqual([]);
    expect(modeOf(restored)).toBe('700');
  }, 180_000);
});
