// Shared helpers of scripts/start.mjs, scripts/test.mjs and scripts/dev.mjs.
// Plain Node ESM with no npm dependencies: these run before `npm ci`.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const useColor = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code) => (s) => (useColor ? `\x1b[${code}m${s}\x1b[0m` : String(s));
export const bold = paint('1');
export const red = paint('31');
export const green = paint('32');
export const yellow = paint('33');
export const dim = paint('2');

export function step(message) {
  console.log(`\n${bold('==>')} ${bold(message)}`);
}

export function warn(message) {
  console.error(yellow(`WARNING: ${message}`));
}

export class StepError extends Error {}

// ---------------------------------------------------------------------------
// Child processes

/** The child currently run by run(), so a signal handler can stop it. */
let currentChild = null;
/** Set on SIGINT/SIGTERM/SIGHUP: no new child is started. */
let interrupted = false;

/**
 * Runs a command with inherited stdio and resolves with its exit code
 * (128 + signal number when it was killed by a signal).
 */
export function run(cmd, args = [], { env = process.env, cwd = ROOT, quiet = false } = {}) {
  if (interrupted) return Promise.resolve(130);
  if (!quiet) console.log(dim(`$ ${[cmd, ...args].map(shellQuote).join(' ')}`));
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', env, cwd });
    currentChild = child;
    child.on('error', (err) => {
      currentChild = null;
      console.error(red(`Could not start ${cmd}: ${err.message}`));
      resolve(127);
    });
    child.on('exit', (code, signal) => {
      currentChild = null;
      resolve(code ?? 128 + (signal ? signalNumber(signal) : 0));
    });
  });
}

/** Like run(), but throws a StepError with `what` when the command fails. */
export async function runOrThrow(what, cmd, args, opts) {
  const code = await run(cmd, args, opts);
  if (code !== 0) throw new StepError(`${what} failed (exit code ${code}).`);
}

export function stopCurrentChild(signal = 'SIGTERM') {
  if (currentChild && currentChild.exitCode === null) {
    try {
      currentChild.kill(signal);
    } catch {
      /* already gone */
    }
  }
}

function signalNumber(signal) {
  return { SIGHUP: 1, SIGINT: 2, SIGQUIT: 3, SIGKILL: 9, SIGTERM: 15 }[signal] ?? 0;
}

function shellQuote(s) {
  return /^[\w@%+=:,./-]+$/.test(s) ? s : `'${String(s).replace(/'/g, `'\\''`)}'`;
}

export const npmCmd = 'npm';
export const npxCmd = 'npx';

// ---------------------------------------------------------------------------
// Dependencies

const STAMP = path.join(ROOT, 'node_modules', '.install-stamp');

function sha256(...parts) {
  const h = createHash('sha256');
  for (const p of parts) h.update(p);
  return h.digest('hex');
}

/** What the installed node_modules must match: the lock (or package.json), the Node ABI and the platform. */
function wantedStamp() {
  const lock = path.join(ROOT, 'package-lock.json');
  const source = fs.existsSync(lock) ? lock : path.join(ROOT, 'package.json');
  return [
    `source=${path.basename(source)} sha256=${sha256(fs.readFileSync(source))}`,
    `node-abi=${process.versions.modules} platform=${process.platform}-${process.arch}`,
  ].join('\n');
}

/**
 * True when node_modules already holds exactly what package-lock.json asks for, judged by npm's own
 * record of the install (node_modules/.package-lock.json). Lets a tree installed by hand with
 * `npm ci` / `npm install` adopt the stamp without a second install.
 */
function installedTreeMatchesLock() {
  try {
    const lock = JSON.parse(fs.readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8'));
    const hidden = JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules', '.package-lock.json'), 'utf8'));
    const want = lock.packages ?? {};
    const have = hidden.packages ?? {};
    for (const [key, meta] of Object.entries(want)) {
      if (key === '' || !key.includes('node_modules/')) continue; // the root and workspace links
      const got = have[key];
      if (!got) {
        if (meta.optional) continue; // optional packages of other platforms are never installed
        return false;
      }
      if (got.version !== meta.version) return false;
      if (!fs.existsSync(path.join(ROOT, key))) return false;
    }
    for (const key of Object.keys(have)) {
      if (key.includes('node_modules/') && !want[key]) return false;
    }
    return true;
  } catch {
    return false;
  }
}

/** Installs the npm dependencies when node_modules is missing or was installed from another lock. */
export async function ensureDeps() {
  const wanted = wantedStamp();
  const nodeModules = path.join(ROOT, 'node_modules');
  const current = fs.existsSync(STAMP) ? fs.readFileSync(STAMP, 'utf8') : null;
  if (current === wanted) return false;

  const hasLock = fs.existsSync(path.join(ROOT, 'package-lock.json'));
  // A tree installed by hand (npm ci / npm install) that matches the lock is adopted, unless it was
  // installed for another Node ABI or platform.
  const sameRuntime = current === null || current.split('\n')[1] === wanted.split('\n')[1];
  if (sameRuntime && hasLock && fs.existsSync(nodeModules) && installedTreeMatchesLock()) {
    fs.writeFileSync(STAMP, wanted);
    return false;
  }

  // Dev dependencies are needed for the build and the tests, whatever NODE_ENV or npm config say.
  const common = ['--no-audit', '--no-fund', '--include=dev'];
  if (hasLock) {
    step('Installing dependencies (npm ci)');
    const code = await run(npmCmd, ['ci', ...common]);
    if (code !== 0) {
      // npm ci refuses a lock that misses entries, e.g. optional packages of other platforms that the
      // registry in use did not have when the lock was written. Install from the same lock without
      // rewriting it, and say so.
      warn(
        `npm ci failed (exit code ${code}); falling back to \`npm install --no-save\` from the same package-lock.json.\n` +
          '         If the error above says the lock is out of sync, run `npm install` and commit package-lock.json.',
      );
      step('Installing dependencies (npm install --no-save)');
      await runOrThrow('npm install --no-save', npmCmd, ['install', '--no-save', ...common]);
    }
  } else {
    step('Installing dependencies (npm install: there is no package-lock.json)');
    await runOrThrow('npm install', npmCmd, ['install', ...common]);
  }
  fs.writeFileSync(STAMP, wanted);
  return true;
}

// ---------------------------------------------------------------------------
// Build

const BUILD_STAMP = path.join(ROOT, 'dist', '.build-stamp');
const BUILD_INPUT_DIRS = ['client', 'server', 'common'];
const BUILD_INPUT_FILES = [
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'scripts/build-server.mjs',
  'scripts/build-service-worker.mjs',
  'scripts/build-embeds.mjs',
  'scripts/compress-client.mjs',
];
const SKIP_DIRS = new Set(['node_modules', 'dist', 'data', '.git', 'test-results', 'playwright-report']);

function listFiles(dir, out) {
  let entries;
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const e of entries) {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) {
      if (!SKIP_DIRS.has(e.name)) listFiles(full, out);
    } else if (e.isFile() && !/\.test\.tsx?$/.test(e.name)) {
      out.push(full);
    }
  }
}

/** A content hash of everything the build reads (sources of client/, server/, common/ and the configs). */
export function buildInputsHash() {
  const files = [];
  for (const d of BUILD_INPUT_DIRS) listFiles(path.join(ROOT, d), files);
  for (const f of BUILD_INPUT_FILES) {
    const full = path.join(ROOT, f);
    if (fs.existsSync(full)) files.push(full);
  }
  files.sort();
  const h = createHash('sha256');
  for (const f of files) {
    h.update(path.relative(ROOT, f));
    h.update('\0');
    h.update(fs.readFileSync(f));
    h.update('\0');
  }
  return h.digest('hex');
}

/** Builds client and server (`npm run build`) unless dist/ was built from exactly the current sources. */
export async function ensureBuild({ force = false } = {}) {
  const hash = buildInputsHash();
  const built =
    fs.existsSync(path.join(ROOT, 'dist', 'server', 'main.js')) &&
    fs.existsSync(BUILD_STAMP) &&
    fs.readFileSync(BUILD_STAMP, 'utf8') === hash;
  if (built && !force) return false;
  step('Building client and server (npm run build)');
  await runOrThrow('npm run build', npmCmd, ['run', 'build']);
  fs.mkdirSync(path.dirname(BUILD_STAMP), { recursive: true });
  fs.writeFileSync(BUILD_STAMP, hash);
  return true;
}

// ---------------------------------------------------------------------------
// System: root, Debian packages, PostgreSQL, ports

export const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
export const isDebian = fs.existsSync('/etc/debian_version') && hasCommand('apt-get');

export function hasCommand(cmd) {
  return spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
}

export const CHROMIUM_PATH = '/usr/bin/chromium';

/** The bin directory of the newest PostgreSQL server on this machine, or null. */
export function findPgBin() {
  if (process.env.PG_BIN && fs.existsSync(path.join(process.env.PG_BIN, 'initdb'))) return process.env.PG_BIN;
  const base = '/usr/lib/postgresql';
  let versions = [];
  try {
    versions = fs
      .readdirSync(base)
      .filter((v) => fs.existsSync(path.join(base, v, 'bin', 'initdb')) && fs.existsSync(path.join(base, v, 'bin', 'pg_ctl')))
      .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a));
  } catch {
    /* no Debian PostgreSQL */
  }
  if (versions.length > 0) return path.join(base, versions[0], 'bin');
  // Other layouts (Homebrew, Fedora, ...): initdb and pg_ctl on the PATH.
  const found = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' });
  if (found.status === 0 && found.stdout.trim() && hasCommand('pg_ctl')) return path.dirname(found.stdout.trim());
  return null;
}

let aptUpdated = false;

/** apt-get install (as root on Debian), with one apt-get update per run. */
export async function aptInstall(packages) {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!aptUpdated) {
    step('apt-get update');
    await runOrThrow('apt-get update', 'apt-get', ['update'], { env });
    aptUpdated = true;
  }
  step(`apt-get install ${packages.join(' ')}`);
  await runOrThrow(`apt-get install ${packages.join(' ')}`, 'apt-get', ['install', '-y', '--no-install-recommends', ...packages], { env });
}

/** A TCP port that is free on 127.0.0.1 right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

// ---------------------------------------------------------------------------
// A throwaway PostgreSQL server on a temporary directory and a free port

function postgresIds() {
  const uid = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) return null;
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/** os.tmpdir() when the postgres user can reach it (every parent searchable by others), else /tmp. */
function tmpBaseFor() {
  let dir = path.resolve(os.tmpdir());
  const base = dir;
  try {
    for (;;) {
      if ((fs.statSync(dir).mode & 0o001) === 0) return '/tmp';
      const parent = path.dirname(dir);
      if (parent === dir) return base;
      dir = parent;
    }
  } catch {
    return '/tmp';
  }
}

/**
 * Starts a PostgreSQL server that lives in a fresh temporary directory: trust authentication,
 * superuser `postgres`, listening on 127.0.0.1:<free port>, durability off (it is thrown away).
 * PostgreSQL refuses to run as root, so as root it runs as the `postgres` user (runuser).
 * Returns { url, port, dir, stop }; stop() is synchronous (safe in signal and exit handlers),
 * idempotent, stops the server (-m immediate) and removes the directory.
 */
export async function startThrowawayPostgres({ quiet = false } = {}) {
  const bin = findPgBin();
  if (!bin) throw new StepError('PostgreSQL server binaries (initdb, pg_ctl) were not found.');
  let ids = null;
  if (isRoot) {
    ids = postgresIds();
    if (!ids) throw new StepError('Running as root but there is no `postgres` user to run PostgreSQL as (the Debian postgresql package creates it).');
    if (!hasCommand('runuser')) throw new StepError('Running as root but `runuser` (util-linux) is missing.');
  }
  const dir = fs.mkdtempSync(path.join(ids ? tmpBaseFor() : os.tmpdir(), 'ffl-pg-'));
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'postgres.log');
  const asPg = (tool, args) =>
    isRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]] : [path.join(bin, tool), args];

  let stopped = false;
  let started = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    if (started || fs.existsSync(path.join(dataDir, 'postmaster.pid'))) {
      const [cmd, args] = asPg('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', '-t', '30', 'stop']);
      spawnSync(cmd, args, { cwd: dir, stdio: quiet ? 'ignore' : ['ignore', 'ignore', 'inherit'] });
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  cleanups.add(stop);

  try {
    if (ids) fs.chownSync(dir, ids.uid, ids.gid);
    const port = await freePort();
    let [cmd, args] = asPg('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-locale', '--no-sync']);
    if ((await runQuiet(cmd, args, { cwd: dir, quiet })) !== 0) throw new StepError('initdb failed.');
    const serverOptions = [
      `-p ${port}`,
      `-k '${dir}'`,
      '-c listen_addresses=127.0.0.1',
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      '-c max_connections=200',
    ].join(' ');
    [cmd, args] = asPg('pg_ctl', ['-D', dataDir, '-l', logFile, '-o', serverOptions, '-w', '-t', '60', 'start']);
    started = true;
    if ((await runQuiet(cmd, args, { cwd: dir, quiet })) !== 0) {
      let log = '';
      try {
        log = fs.readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n');
      } catch {
        /* no log */
      }
      throw new StepError(`PostgreSQL did not start (pg_ctl start failed).${log ? `\n--- ${logFile} ---\n${log}` : ''}`);
    }
    return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, port, dir, bin, stop };
  } catch (err) {
    stop();
    cleanups.delete(stop);
    throw err;
  }
}

/** Runs a PostgreSQL tool; its stdout is kept and shown only when it fails (or always unless quiet). */
function runQuiet(cmd, args, { cwd, quiet }) {
  if (!quiet) console.log(dim(`$ ${[cmd, ...args].map(shellQuote).join(' ')}`));
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    currentChild = child;
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const done = (code) => {
      currentChild = null;
      if (code !== 0 && output) process.stderr.write(output);
      resolve(code);
    };
    child.on('error', (err) => {
      output += `${err.message}\n`;
      done(127);
    });
    child.on('close', (code) => done(code ?? 1));
  });
}

// ---------------------------------------------------------------------------
// Cleanup on exit and on signals

/** Synchronous cleanup functions, run once on exit, on SIGINT/SIGTERM/SIGHUP, or by runCleanups(). */
export const cleanups = new Set();

export function runCleanups() {
  for (const fn of [...cleanups].reverse()) {
    cleanups.delete(fn);
    try {
      fn();
    } catch (err) {
      console.error(red(`cleanup failed: ${err?.message ?? err}`));
    }
  }
}

let signalHandlersInstalled = false;

/**
 * On SIGINT/SIGTERM/SIGHUP: pass the signal to the running child and give it 5 s to end (a second
 * signal ends it at once), then run the cleanups and exit 128+n.
 */
export function installSignalCleanup() {
  if (signalHandlersInstalled) return;
  signalHandlersInstalled = true;
  process.on('exit', runCleanups);
  for (const [signal, n] of [['SIGINT', 2], ['SIGTERM', 15], ['SIGHUP', 1]]) {
    process.on(signal, () => {
      const child = currentChild;
      const finish = () => {
        runCleanups();
        process.exit(128 + n);
      };
      if (interrupted) {
        stopCurrentChild('SIGKILL');
        finish();
        return;
      }
      interrupted = true;
      console.error(yellow(`\n${signal}: stopping.`));
      if (!child || child.exitCode !== null || child.signalCode !== null) {
        finish();
        return;
      }
      const timer = setTimeout(() => {
        stopCurrentChild('SIGKILL');
        finish();
      }, 5000);
      child.once('exit', () => {
        clearTimeout(timer);
        finish();
      });
      stopCurrentChild(signal === 'SIGINT' ? 'SIGINT' : 'SIGTERM');
    });
  }
}
