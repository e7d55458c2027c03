// The server's own footprint (issue 39): the built server (`node dist/server/main.js`, as `npm start`
// runs it) started on a fresh database, its resident memory sampled from /proc while it starts and
// while it then sits idle. Used by the Saturday bench (bench/saturday/run.ts) and runnable alone:
//   npx tsx bench/footprint.ts                       PGlite (a fresh DATA_DIR per start)
//   DATABASE_URL=postgres://... npx tsx bench/footprint.ts   the same on a fresh PostgreSQL database
//   npx tsx bench/footprint.ts -- NAME=VALUE ...     with settings for the server (tried variants)
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { serverEnv, serverNodeFlags } from '../scripts/server-flags.mjs';
import { createScratchDatabase } from '../server/db/scratch';
import { freePort } from './free-port';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
// how long the server sits idle before its resident memory is read (its startup garbage collected,
// the timers of its first minute run)
const IDLE_MS = 15_000;
const SAMPLE_MS = 50;

// one start of the server: its peak resident memory from the spawn to its first answer, how long
// that took, and its resident memory after IDLE_MS idle
export type StartFootprint = { peakBytes: number; readySeconds: number; idleBytes: number };
export type Footprint = {
  database: 'PGlite' | 'PostgreSQL';
  settings: Record<string, string>;
  // the first start on an empty database without the demo league (SEED_DEMO=0), and the second
  // start on that database
  empty: { first: StartFootprint; second: StartFootprint };
  // the first start on an empty database with the demo league (the default first start), and the second
  demo: { first: StartFootprint; second: StartFootprint };
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// VmRSS and VmHWM (the peak) of a process, in bytes
function residentOf(pid: number): { rss: number; peak: number } | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
    return { rss: kb('VmRSS'), peak: kb('VmHWM') };
  } catch {
    return null;
  }
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/api/leagues/by-slug`)).status < 500;
  } catch {
    return false;
  }
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  await exited;
  clearTimeout(timer);
}

// Starts the built server with `env`, follows its memory until it answers, lets it sit idle, stops it.
async function oneStart(env: NodeJS.ProcessEnv): Promise<StartFootprint> {
  const port = await freePort();
  const child = spawn(process.execPath, [...serverNodeFlags, path.join(ROOT, 'dist', 'server', 'main.js')], {
    cwd: ROOT,
    env: { ...serverEnv, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const startedAt = performance.now();
  let peak = 0;
  try {
    const deadline = Date.now() + 180_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} while starting`);
      if (Date.now() > deadline) throw new Error('the server did not answer within 3 minutes');
      peak = Math.max(peak, residentOf(child.pid!)?.peak ?? 0);
      if (await answers(url)) break;
      await sleep(SAMPLE_MS);
    }
    const readySeconds = (performance.now() - startedAt) / 1000;
    await sleep(IDLE_MS);
    const now = residentOf(child.pid!);
    return { peakBytes: Math.max(peak, now?.peak ?? 0), readySeconds, idleBytes: now?.rss ?? 0 };
  } finally {
    await stop(child);
  }
}

const SUPER_ADMIN = { SUPER_ADMIN_USERNAME: 'bench-super', SUPER_ADMIN_PASSWORD: 'bench-super-password' };

// The four starts, each pair on a database of its own. `database`: PGlite in a fresh DATA_DIR, or a
// fresh database on the PostgreSQL server at this URL (created here and dropped after).
export async function measureFootprint(database: { pglite: true } | { url: string }, settings: Record<string, string> = {}): Promise<Footprint> {
  const base: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    SEED_E2E: '0',
    SESSION_SECRET: 'bench-session-secret-bench-session-secret',
    ...SUPER_ADMIN,
    ...settings,
  };
  delete base.DATABASE_URL;
  delete base.DATA_DIR;
  const pair = async (seedDemo: boolean) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ffl-footprint-'));
    const scratch = 'url' in database ? await createScratchDatabase(database.url, 'ffl_footprint') : null;
    try {
      const env = { ...base, SEED_DEMO: seedDemo ? '1' : '0', DATA_DIR: dataDir, ...(scratch ? { DATABASE_URL: scratch.url } : {}) };
      const first = await oneStart(env);
      const second = await oneStart(env);
      return { first, second };
    } finally {
      await scratch?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  };
  return { database: 'url' in database ? 'PostgreSQL' : 'PGlite', settings, empty: await pair(false), demo: await pair(true) };
}

const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;

export function footprintLines(f: Footprint): string[] {
  const row = (what: string, s: StartFootprint) => `| ${what} | ${mb(s.peakBytes)} | ${s.readySeconds.toFixed(1)} s | ${mb(s.idleBytes)} |`;
  return [
    `| ${f.database}${Object.keys(f.settings).length > 0 ? ` (${Object.entries(f.settings).map(([k, v]) => `${k}=${v}`).join(' ')})` : ''} | Peak RSS while starting | Until it answered | RSS idle ${IDLE_MS / 1000} s later |`,
    '|---|---|---|---|',
    row('first start, empty database (SEED_DEMO=0)', f.empty.first),
    row('second start, empty database', f.empty.second),
    row('first start with the demo league (the default)', f.demo.first),
    row('second start, after the demo league', f.demo.second),
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const settings = Object.fromEntries(
    process.argv
      .slice(2)
      .filter((arg) => arg.includes('='))
      .map((arg) => [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]),
  );
  const url = process.env.DATABASE_URL;
  measureFootprint(url ? { url } : { pglite: true }, settings).then(
    (f) => {
      console.log(footprintLines(f).join('\n'));
      console.log(JSON.stringify(f));
    },
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
