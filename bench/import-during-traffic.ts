// Issue 14: does one league's import stall the others? Starts the server from source (tsx) on a
// fresh PGlite data dir, then measures another league's traffic (public reads of its live games and
// a referee's actions on one of them) without an import and during the largest allowed import, and
// writes bench/IMPORT-TRAFFIC-REPORT.md.
//   flock /tmp/heavy.lock npm run bench:import-traffic
// Latency is timed from the instant each request was due (a fixed schedule per stream), so a request
// held up behind the import counts its wait even when the one before it was still pending.
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Histogram } from './saturday/histogram';
import { freePort } from './free-port';
import { generatedExport } from './generated-export';
import { benchServerEnv } from './server-env';

const ROOT = path.resolve(import.meta.dirname, '..');
const MAX_ROWS = Number(process.env.IMPORT_MAX_ROWS ?? 5000);
const READ_INTERVAL_MS = 50; // per reader: 2 readers, 40 public reads a second
const READERS = 2;
const ACTION_INTERVAL_MS = 250; // one referee, 4 actions a second
const BASELINE_MS = 8000;
const SUPER_ADMIN = { username: 'bench-root', password: 'bench-root-password-1' };
const PASSWORD = 'bench-password-1';

type Response = { status: number; body: unknown; cookie: string | null };

async function api(baseUrl: string, method: string, url: string, cookie: string | null, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
  const res = await fetch(`${baseUrl}${url}`, {
    method,
    headers: { ...headers, ...(cookie ? { cookie } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  const setCookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null, cookie: setCookie || null };
}

async function must(what: string, call: Promise<Response>): Promise<Response> {
  const res = await call;
  if (res.status >= 300) throw new Error(`${what} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res;
}

async function startServer(dataDir: string): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const env = { ...benchServerEnv(port, SUPER_ADMIN, crypto.randomBytes(32).toString('hex')), DATA_DIR: dataDir };
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/app/main.ts'], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/leagues/by-slug`)).status < 500) return { url, child };
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error('the server did not answer within 2 minutes');
}

type League = { id: number; slug: string };

async function setUp(url: string) {
  const root = (await must('super admin sign-in', api(url, 'POST', '/api/login', null, SUPER_ADMIN))).cookie!;
  const importer = (await must('create league A', api(url, 'POST', '/api/leagues', root, { name: 'Importing League', slug: 'league-a' }))).body as League;
  await must('create admin of A', api(url, 'POST', '/api/users', root, { firstName: 'Admin', lastName: 'A', username: 'admin-a', password: PASSWORD, role: 'admin', leagueId: importer.id }));
  const other = (await must('create league B', api(url, 'POST', '/api/leagues', root, { name: 'Saturday League', slug: 'league-b' }))).body as League;
  const team = async (name: string) => ((await must('create team', api(url, 'POST', '/api/teams', root, { name, leagueId: other.id }))).body as { id: number }).id;
  const referee = (await must('create referee', api(url, 'POST', '/api/users', root, { firstName: 'Referee', lastName: 'B', username: 'ref-b', password: PASSWORD, role: 'referee', leagueId: other.id }))).body as { id: number };
  let liveGameId = 0;
  for (let g = 1; g <= 4; g++) {
    const game = (await must('create game', api(url, 'POST', '/api/games', root, { homeTeamId: await team(`Hawks ${g}`), awayTeamId: await team(`Bears ${g}`), refereeId: g === 4 ? referee.id : null, scheduledDate: new Date().toISOString(), leagueId: other.id }))).body as { id: number };
    await must('start game', api(url, 'POST', `/api/games/${game.id}/actions`, root, { type: 'startGame' }));
    liveGameId = game.id;
  }
  const adminA = (await must('admin of A sign-in', api(url, 'POST', '/api/login', null, { username: 'admin-a', password: PASSWORD, leagueSlug: importer.slug }))).cookie!;
  const refereeB = (await must('referee sign-in', api(url, 'POST', '/api/login', null, { username: 'ref-b', password: PASSWORD, leagueSlug: other.slug }))).cookie!;
  return { importer, other, adminA, refereeB, liveGameId };
}

type Sample = { dueAt: number; ms: number; ok: boolean };

// Requests on a fixed schedule until stopped; each one timed from its due instant.
function stream(intervalMs: number, send: () => Promise<boolean>): { stop: () => Promise<Sample[]> } {
  const samples: Sample[] = [];
  let running = true;
  const loop = (async () => {
    const start = performance.now();
    for (let k = 0; running; k++) {
      const dueAt = start + k * intervalMs;
      const wait = dueAt - performance.now();
      if (wait > 0) await sleep(wait);
      const ok = await send().catch(() => false);
      samples.push({ dueAt, ms: performance.now() - dueAt, ok });
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return samples;
    },
  };
}

type Setup = Awaited<ReturnType<typeof setUp>>;

function traffic(url: string, setup: Setup) {
  const readPath = `/api/leagues/${setup.other.slug}/public/games?status=live`;
  const readers = Array.from({ length: READERS }, () => stream(READ_INTERVAL_MS, async () => (await fetch(`${url}${readPath}`).then(async (r) => (await r.arrayBuffer(), r.status))) === 200));
  let k = 0;
  const actions = [{ type: 'addScore', team: 'home', delta: 1 }, { type: 'setDown', down: 2 }, { type: 'addScore', team: 'home', delta: -1 }, { type: 'setDown', down: 1 }];
  const referee = stream(ACTION_INTERVAL_MS, async () => {
    const action = actions[k++ % actions.length];
    const res = await api(url, 'POST', `/api/games/${setup.liveGameId}/actions`, setup.refereeB, action, { 'idempotency-key': crypto.randomUUID() });
    return res.status === 200;
  });
  return {
    async stop() {
      return { reads: (await Promise.all(readers.map((r) => r.stop()))).flat(), actions: await referee.stop() };
    },
  };
}

type Row = { count: number; failed: number; p50: number | null; p95: number | null; p99: number | null; max: number | null };

function summarize(samples: Sample[], from: number, to: number): Row {
  const inWindow = samples.filter((s) => s.dueAt >= from && s.dueAt <= to);
  const histogram = new Histogram();
  for (const s of inWindow) histogram.record(s.ms);
  return { count: inWindow.length, failed: inWindow.filter((s) => !s.ok).length, p50: histogram.percentile(50), p95: histogram.percentile(95), p99: histogram.percentile(99), max: histogram.count ? Math.max(...inWindow.map((s) => s.ms)) : null };
}

async function runImport(url: string, setup: Setup, csv: string, dryRun: boolean) {
  const form = new FormData();
  form.append('leagueSlug', setup.importer.slug);
  if (dryRun) form.append('dryRun', 'true');
  form.append('csvFile', new Blob([csv]), 'season.csv');
  const started = performance.now();
  const res = await fetch(`${url}/api/import/sports-connect`, { method: 'POST', body: form, headers: { cookie: setup.adminA } });
  const body = (await res.json()) as Record<string, unknown>;
  if (res.status !== 200) throw new Error(`the import answered ${res.status}: ${JSON.stringify(body)}`);
  return { started, ended: performance.now(), body };
}

async function phase(url: string, setup: Setup, label: string, csv: string | null, dryRun = false) {
  const load = traffic(url, setup);
  await sleep(1000); // the streams settle before the window opens
  let from = performance.now();
  let to: number;
  let imported: Awaited<ReturnType<typeof runImport>> | null = null;
  if (csv) {
    imported = await runImport(url, setup, csv, dryRun);
    from = imported.started;
    to = imported.ended;
  } else {
    await sleep(BASELINE_MS);
    to = performance.now();
  }
  await sleep(500);
  const { reads, actions } = await load.stop();
  return { label, seconds: (to - from) / 1000, reads: summarize(reads, from, to), actions: summarize(actions, from, to), result: imported?.body ?? null };
}

const fmt = (ms: number | null) => (ms === null ? '-' : `${ms.toFixed(1)} ms`);

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ffl-bench-import-traffic-'));
  const { url, child } = await startServer(dataDir);
  try {
    const setup = await setUp(url);
    const csv = generatedExport(MAX_ROWS, { firstMatchId: 700000 });
    const phases = [
      await phase(url, setup, 'no import (baseline)', null),
      await phase(url, setup, `dry run of ${MAX_ROWS.toLocaleString('en-US')} rows`, csv, true),
      await phase(url, setup, `import of ${MAX_ROWS.toLocaleString('en-US')} rows (creates every game)`, csv),
      await phase(url, setup, `same file again (matches every game)`, csv),
      await phase(url, setup, 'no import (baseline, after)', null),
    ];
    const lines = [
      '# Another league\'s traffic during the largest allowed import (issue 14)',
      '',
      `Machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}; load average at the end ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`,
      'Command: `flock /tmp/heavy.lock npm run bench:import-traffic` (the server from source through tsx, PGlite on a fresh data dir)',
      `Date: ${new Date().toISOString()}`,
      '',
      `League A imports a generated file of ${MAX_ROWS.toLocaleString('en-US')} rows (the cap, IMPORT_MAX_ROWS) through POST /api/import/sports-connect. Meanwhile league B gets ${READERS} streams of`,
      `\`GET /api/leagues/league-b/public/games?status=live\` every ${READ_INTERVAL_MS} ms and one referee's \`POST /api/games/:id/actions\` every ${ACTION_INTERVAL_MS} ms on a live game.`,
      'Each latency is timed from the instant the request was due; only requests due while the import ran count (the baseline: an 8 s window).',
      '',
      '| phase | window | B public reads: n | p50 | p95 | p99 | max | B referee actions: n | p50 | p95 | p99 | max | failed |',
      '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
      ...phases.map(
        (p) =>
          `| ${p.label} | ${p.seconds.toFixed(2)} s | ${p.reads.count} | ${fmt(p.reads.p50)} | ${fmt(p.reads.p95)} | ${fmt(p.reads.p99)} | ${fmt(p.reads.max)} | ${p.actions.count} | ${fmt(p.actions.p50)} | ${fmt(p.actions.p95)} | ${fmt(p.actions.p99)} | ${fmt(p.actions.max)} | ${p.reads.failed + p.actions.failed} |`,
      ),
      '',
      'Import answers:',
      '',
      ...phases.filter((p) => p.result).map((p) => `- ${p.label}: ${JSON.stringify({ ...p.result, errors: (p.result!.errors as unknown[]).length })}`),
    ];
    fs.writeFileSync(path.join(import.meta.dirname, 'IMPORT-TRAFFIC-REPORT.md'), lines.join('\n') + '\n');
    console.log(lines.join('\n'));
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
