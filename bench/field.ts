// `npm run bench:field` (issue 17): the parent's phone at the field. Starts the built server
// (`npm run build` first) on a fresh embedded database with the demo league (one live game), opens
// /demo in Chromium at 390x844 with a cold cache and the network throttled through the DevTools
// protocol (2,000 ms latency, 50,000 B/s each way), and measures the time until the live game's
// score is on screen and the bytes moved until then; also the scoreboard route's JavaScript in gzip
// bytes. Writes bench/FIELD-REPORT.md (and, with --save-baseline, bench/FIELD-BASELINE.json, the
// figures a later run compares itself with).
//   npm run bench:field                  3 cold runs, report
//   npm run bench:field -- --runs 5
//   npm run bench:field -- --save-baseline
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type CDPSession } from 'playwright-core';
import { freePort } from './free-port';

const ROOT = path.resolve(import.meta.dirname, '..');
const CLIENT_DIR = path.join(ROOT, 'dist', 'client');
const REPORT = path.join(ROOT, 'bench', 'FIELD-REPORT.md');
const BASELINE = path.join(ROOT, 'bench', 'FIELD-BASELINE.json');
const PROFILE = { latencyMs: 2000, bytesPerSecond: 50_000, viewport: { width: 390, height: 844 } } as const;
const SETTLE_MS = 20_000;

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1]) || 3;
const saveBaseline = args.includes('--save-baseline');

type Run = {
  scoreMs: number;
  firstContentfulPaintMs: number | null;
  bytesToScore: number;
  requestsToScore: number;
  bytesSettled: number;
  requestsSettled: number;
  scriptUrls: string[];
};

async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: '1', NODE_ENV: 'production', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      const live = await fetch(`http://127.0.0.1:${port}/api/leagues/demo/public/games?status=live`);
      if (live.ok && ((await live.json()) as unknown[]).length > 0) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.kill('SIGTERM');
  throw new Error('the server did not answer within 60 s');
}

// Bytes on the wire per request (headers included), as the DevTools protocol reports them.
function countBytes(cdp: CDPSession) {
  const finished = new Map<string, number>();
  cdp.on('Network.loadingFinished', (event) => finished.set(event.requestId, event.encodedDataLength));
  cdp.on('Network.webSocketFrameReceived', (event) => finished.set(`${event.requestId}:${event.timestamp}`, event.response.payloadData.length));
  return { total: () => [...finished.values()].reduce((sum, n) => sum + n, 0), count: () => finished.size };
}

async function oneRun(origin: string): Promise<Run> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  try {
    const context = await browser.newContext({ viewport: PROFILE.viewport });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PROFILE.latencyMs,
      downloadThroughput: PROFILE.bytesPerSecond,
      uploadThroughput: PROFILE.bytesPerSecond,
    });
    const bytes = countBytes(cdp);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    // The first animation frame after the live game's score is in the document: when it is painted.
    // (a string: tsx would wrap a function's inner functions in a helper the page does not have)
    await page.addInitScript(`
      const check = () => {
        if (window.__scoreAt !== undefined) return;
        const score = document.querySelector('[data-testid="live-game"] [data-testid="home-score"]');
        if (score && score.textContent.trim()) requestAnimationFrame(() => { if (window.__scoreAt === undefined) window.__scoreAt = performance.now(); });
      };
      new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
    `);
    await page.goto(`${origin}/demo`, { waitUntil: 'commit' });
    await page.waitForFunction(() => (window as unknown as { __scoreAt?: number }).__scoreAt !== undefined, null, { timeout: 120_000, polling: 50 });
    const bytesToScore = bytes.total();
    const requestsToScore = bytes.count();
    const timings = await page.evaluate(() => ({
      scoreAt: (window as unknown as { __scoreAt: number }).__scoreAt,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    }));
    await page.waitForTimeout(SETTLE_MS);
    return {
      scoreMs: Math.round(timings.scoreAt),
      firstContentfulPaintMs: timings.fcp === null ? null : Math.round(timings.fcp),
      bytesToScore,
      requestsToScore,
      bytesSettled: bytes.total(),
      requestsSettled: bytes.count(),
      scriptUrls: [...new Set(scripts)],
    };
  } finally {
    await browser.close();
  }
}

function gzipBytesOf(urlPath: string): number {
  const file = path.join(CLIENT_DIR, urlPath);
  return fs.existsSync(file) ? zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length : 0;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

type Summary = { measuredAt: string; commit: string; runs: Run[]; scoreMs: number; bytesToScore: number; routeJsGzip: number; scripts: { path: string; gzip: number }[] };

function summarize(all: Run[]): Summary {
  const scripts = all[0]!.scriptUrls.map((urlPath) => ({ path: urlPath, gzip: gzipBytesOf(urlPath) }));
  let commit = 'unknown';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
  } catch {
    // not a git checkout
  }
  return {
    measuredAt: new Date().toISOString(),
    commit,
    runs: all,
    scoreMs: median(all.map((run) => run.scoreMs)),
    bytesToScore: median(all.map((run) => run.bytesToScore)),
    routeJsGzip: scripts.reduce((sum, script) => sum + script.gzip, 0),
    scripts,
  };
}

function report(summary: Summary, baseline: Summary | null): string {
  const row = (label: string, s: Summary) => `| ${label} (${s.commit}, ${s.measuredAt.slice(0, 16)}Z) | ${(s.scoreMs / 1000).toFixed(2)} s | ${kib(s.bytesToScore)} | ${kib(s.routeJsGzip)} |`;
  return [
    '# Field report: the parent\'s phone (issue 17)',
    '',
    `Command: \`npm run bench:field\` (after \`npm run build\`). Chromium (${'/usr/bin/chromium'}) at ${PROFILE.viewport.width}x${PROFILE.viewport.height}, cold cache,`,
    `DevTools protocol throttling: ${PROFILE.latencyMs} ms latency, ${PROFILE.bytesPerSecond.toLocaleString('en-US')} B/s down and up. The page is \`/demo\``,
    'of a fresh demo league (one live game). "Score on screen" is the first animation frame after the live',
    "game's home score is in the document, from the navigation's start; bytes are the DevTools protocol's",
    'encoded lengths (headers included) of everything loaded until then. The route\'s JavaScript is every',
    'script the page loads in 20 s, gzipped at level 9 (the server sends brotli when asked, which is smaller).',
    '',
    '| build | score on screen (median) | bytes moved until then | scoreboard route JS, gzip |',
    '|---|---|---|---|',
    ...(baseline ? [row('before', baseline)] : []),
    row(baseline ? 'after' : 'this build', summary),
    '',
    `Runs of this build: ${summary.runs.map((run) => `${(run.scoreMs / 1000).toFixed(2)} s / ${kib(run.bytesToScore)} (${run.requestsToScore} requests; FCP ${run.firstContentfulPaintMs ?? '?'} ms; ${kib(run.bytesSettled)} in ${run.requestsSettled} after 20 s)`).join('; ')}.`,
    '',
    'Scripts of the scoreboard route (gzip -9):',
    '',
    ...summary.scripts.map((script) => `- \`${script.path}\`: ${kib(script.gzip)}`),
    '',
  ].join('\n');
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ffl-field-'));
const port = await freePort();
if (!fs.existsSync(path.join(ROOT, 'dist', 'server', 'main.js')) || !fs.existsSync(path.join(CLIENT_DIR, 'index.html'))) {
  console.error('No build: run `npm run build` first.');
  process.exit(1);
}
const server = await startServer(port, dataDir);
try {
  const all: Run[] = [];
  for (let i = 0; i < runs; i += 1) {
    const run = await oneRun(`http://127.0.0.1:${port}`);
    console.log(`run ${i + 1}: score at ${run.scoreMs} ms, ${run.bytesToScore} B in ${run.requestsToScore} requests`);
    all.push(run);
  }
  const summary = summarize(all);
  if (saveBaseline) {
    fs.writeFileSync(BASELINE, `${JSON.stringify(summary, null, 2)}\n`);
    console.log(`baseline written to ${path.relative(ROOT, BASELINE)}`);
  }
  const baseline = !saveBaseline && fs.existsSync(BASELINE) ? (JSON.parse(fs.readFileSync(BASELINE, 'utf8')) as Summary) : null;
  fs.writeFileSync(REPORT, report(summary, baseline));
  console.log(`score on screen (median) ${summary.scoreMs} ms, ${summary.bytesToScore} B moved; route JS ${summary.routeJsGzip} B gzip; written to ${path.relative(ROOT, REPORT)}`);
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
