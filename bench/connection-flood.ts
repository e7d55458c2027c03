// Issue 45 finding 4, decision 058: bare TCP connections from one address against a server with a
// small open-file limit, and sign-in from another address meanwhile. Starts the server from source
// (tsx) in a tree (this one, or another checkout with --root) on a fresh PGlite data dir with the
// demo league, under `prlimit --nofile=N:N`; times sign-ins from 127.0.0.2 before the flood, then
// every 500 ms while one address (127.0.0.1), or several (127.0.1.x: past the cap of an address, at
// the total), hold the connections, some sending their headers a line at a time; prints what became
// of the flood's connections.
//   npx tsx bench/connection-flood.ts [--root DIR] [--nofile 1024] [--connections 1000] [--addresses 1] [--slow 50] [--seconds 20]
// Other settings of the server go through the environment (CONNECTIONS_PER_ADDRESS=...).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { openConnections, type HeldConnection } from '../server/test/connection-flood';
import { freePort } from './free-port';

const { values: args } = parseArgs({
  options: {
    root: { type: 'string', default: path.resolve(import.meta.dirname, '..') },
    nofile: { type: 'string', default: '1024' },
    connections: { type: 'string', default: '1000' },
    addresses: { type: 'string', default: '1' },
    slow: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '20' },
  },
});
const SIGN_IN = { username: 'demo-fan', password: 'demo-fan-pass', leagueSlug: 'demo' };

async function startServer(root: string, nofile: number, dataDir: string): Promise<{ port: number; child: ChildProcess }> {
  const port = await freePort();
  const env = { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_DEMO: '1', SUPER_ADMIN_PASSWORD: 'bench-root-password-1' };
  const child = spawn('prlimit', [`--nofile=${nofile}:${nofile}`, process.execPath, '--import', 'tsx', 'server/app/main.ts'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/leagues/by-slug`)).status < 500) return { port, child };
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error('the server did not answer within 2 minutes');
}

type Attempt = { at: number; ms: number; outcome: string };

// One sign-in on a connection of its own from 127.0.0.2: its status, or why it failed.
function signIn(port: number): Promise<{ ms: number; outcome: string }> {
  const started = performance.now();
  const body = JSON.stringify(SIGN_IN);
  return new Promise((resolve) => {
    const done = (outcome: string) => resolve({ ms: performance.now() - started, outcome });
    const req = http.request(
      { host: '127.0.0.1', port, localAddress: '127.0.0.2', method: 'POST', path: '/api/login', agent: false, timeout: 10_000, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (res) => {
        res.resume();
        res.on('end', () => done(String(res.statusCode)));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out (10 s)')));
    req.on('error', (err: NodeJS.ErrnoException) => done(err.code ?? err.message));
    req.end(body);
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)]! : NaN;
};
const ms = (value: number) => `${Math.round(value)} ms`;

function describeFlood(connections: HeldConnection[], endedAt: number): string[] {
  const connected = connections.filter((c) => c.connectedAt !== null);
  const closedBare = connected.filter((c) => c.closedAt !== null && c.bytes === 0);
  const answered = connected.filter((c) => c.closedAt !== null && c.bytes > 0);
  const open = connected.filter((c) => c.closedAt === null);
  const lines = [`  connected: ${connected.length} of ${connections.length}`];
  if (closedBare.length) lines.push(`  closed with nothing written: ${closedBare.length}, after ${ms(median(closedBare.map((c) => c.closedAt! - c.connectedAt!)))} (median; max ${ms(Math.max(...closedBare.map((c) => c.closedAt! - c.connectedAt!)))})`);
  const firstLines = [...new Set(answered.map((c) => c.firstLine))].join(', ');
  if (answered.length) lines.push(`  answered then closed (${firstLines}): ${answered.length}, after ${ms(median(answered.map((c) => c.closedAt! - c.connectedAt!)))} (median)`);
  lines.push(`  still open after ${(endedAt / 1000).toFixed(0)} s: ${open.length}`);
  return lines;
}

const nofile = Number(args.nofile);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ffl-connection-flood-'));
const { port, child } = await startServer(path.resolve(args.root), nofile, dataDir);
try {
  const before: number[] = [];
  for (let i = 0; i < 5; i++) {
    const attempt = await signIn(port);
    if (attempt.outcome !== '200') throw new Error(`sign-in before the flood: ${attempt.outcome}`);
    before.push(attempt.ms);
  }
  console.log(`${path.resolve(args.root)}, open-file limit ${nofile}`);
  console.log(`sign-in from 127.0.0.2 before the flood: ${ms(median(before))} median of 5 (${ms(Math.min(...before))}-${ms(Math.max(...before))})`);

  const started = performance.now();
  const addresses = Number(args.addresses);
  const total = Number(args.connections);
  const floods = await Promise.all(
    Array.from({ length: addresses }, (_, i) =>
      openConnections({
        port,
        count: Math.floor(total / addresses) + (i < total % addresses ? 1 : 0),
        localAddress: addresses === 1 ? '127.0.0.1' : `127.0.1.${i + 1}`,
        slowHeaders: Math.floor(Number(args.slow) / addresses),
        lineEveryMs: 500,
      }),
    ),
  );
  const from = addresses === 1 ? '127.0.0.1' : `${addresses} addresses (127.0.1.x)`;
  console.log(`flood: ${total} connections from ${from} (${args.slow} sending headers slowly) tried in ${ms(performance.now() - started)}`);
  const attempts: Attempt[] = [];
  const until = started + Number(args.seconds) * 1000;
  while (performance.now() < until) {
    const at = performance.now() - started;
    const attempt = await signIn(port);
    attempts.push({ at, ...attempt });
    await sleep(Math.max(0, 500 - attempt.ms));
  }
  const endedAt = performance.now() - started;
  const ok = attempts.filter((a) => a.outcome === '200');
  const failed = attempts.filter((a) => a.outcome !== '200');
  const times = ok.length ? `, ${ms(median(ok.map((a) => a.ms)))} median, ${ms(Math.max(...ok.map((a) => a.ms)))} max` : '';
  console.log(`sign-in from 127.0.0.2 during the flood: ${ok.length} of ${attempts.length} answered 200${times}`);
  if (failed.length) {
    const outcomes = [...new Set(failed.map((a) => a.outcome))].join(', ');
    console.log(`  failed: ${failed.length} (${outcomes}), from ${(failed[0]!.at / 1000).toFixed(1)} s to ${((failed.at(-1)!.at + failed.at(-1)!.ms) / 1000).toFixed(1)} s after the flood began`);
  }
  for (const line of describeFlood(floods.flatMap((flood) => flood.connections), endedAt)) console.log(line);
  for (const flood of floods) flood.end();
} finally {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
