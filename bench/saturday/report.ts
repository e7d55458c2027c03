// bench/REPORT.md and its JSON twin, from one run's results: every figure of issue 10, each goal
// with its measured value, its baseline and the ratio.
import fs from 'node:fs';
import path from 'node:path';
import type { LatencySummary } from './histogram';
import type { ProfileSummary } from './profile';
import { ROOT } from './rpc';
import type { BenchResults } from './run';
import { footprintLines } from '../footprint';

const ms = (v: number | null | undefined) => (v === null || v === undefined || Number.isNaN(v) ? 'n/a' : `${v < 10 ? v.toFixed(1) : Math.round(v)} ms`);
const ratio = (a: number | null | undefined, b: number | null | undefined) => (a == null || b == null || b === 0 ? null : a / b);
const x = (v: number | null) => (v === null ? 'n/a' : `${v.toFixed(2)}x`);
const int = (v: number) => Math.round(v).toLocaleString('en-US');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;
const pct = (part: number, whole: number) => (whole === 0 ? 'n/a' : `${((part / whole) * 100).toFixed(part === whole ? 0 : 3)}%`);
const yes = (ok: boolean) => (ok ? 'met' : '**missed**');

type Goal = { goal: string; target: string; measured: string; baseline: string; ratio: string; met: boolean };

function statusMix(status: Record<string, number>): string {
  return Object.entries(status)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([code, count]) => `${code}: ${int(count)}`)
    .join(', ');
}

function heldAll(run: BenchResults['runs'][string] | undefined): boolean {
  if (!run) return false;
  const p = run.push;
  return p.failedToConnect === 0 && p.dropped === 0 && p.statesDelivered === p.statesExpected && p.connected === p.spectators;
}

// One figure over a run's measured windows (issue 39: each goal is the median of three): the median,
// and the lowest and highest for the spread. Reports before issue 39 have one window per run.
type Spread = { median: number; min: number; max: number; n: number };
type Run = BenchResults['runs'][string];

function spreadOf(r: BenchResults, key: string, pick: (run: Run) => number | null | undefined): Spread | null {
  const runs = r.windows?.[key] ?? (r.runs[key] ? [r.runs[key]] : []);
  const values = runs.map(pick).filter((v): v is number => typeof v === 'number' && !Number.isNaN(v)).sort((a, b) => a - b);
  if (values.length === 0) return null;
  const mid = values.length / 2;
  const median = values.length % 2 === 1 ? values[Math.floor(mid)]! : (values[mid - 1]! + values[mid]!) / 2;
  return { median, min: values[0]!, max: values.at(-1)!, n: values.length };
}

const msSpread = (s: Spread | null) => (s === null ? 'n/a' : s.n > 1 ? `${ms(s.median)} (${ms(s.min)}-${ms(s.max)}, ${s.n} windows)` : ms(s.median));

// The ratio of two medians, against the bare durable server when the report has it, with the bare
// server's beside (the fan-out's floor); `met` by the first.
function againstBaselines(r: BenchResults, product: Spread | null, size: string, pick: (run: Run) => number | null | undefined, limit: number) {
  const durable = spreadOf(r, `baseline-durable-${size}`, pick);
  const bare = spreadOf(r, `baseline-${size}`, pick);
  const main = durable ?? bare;
  const q = ratio(product?.median, main?.median);
  const floor = durable ? ratio(product?.median, bare?.median) : null;
  return {
    baseline: `${durable ? `durable ${msSpread(durable)}; ` : ''}bare ${msSpread(bare)}`,
    ratio: `${x(q)} ${durable ? 'durable' : 'bare'}${floor !== null ? ` (${x(floor)} bare)` : ''}`,
    met: q !== null && q <= limit,
  };
}

export function goalsOf(r: BenchResults): Goal[] {
  const goals: Goal[] = [];
  const app10 = r.runs['product-10k'];
  const base10 = r.runs['baseline-10k'];
  const app19 = r.runs['product-19k'];
  const base19 = r.runs['baseline-19k'];
  const held = (run: typeof app10) =>
    run ? `${int(run.push.connected)} held, ${int(run.push.dropped)} dropped, ${int(run.push.statesDelivered)} / ${int(run.push.statesExpected)} delivered` : 'n/a';
  goals.push({ goal: `${int(r.scenario.spectators)} spectators held, every message delivered`, target: 'no drops, all delivered', measured: held(app10), baseline: held(base10), ratio: '', met: heldAll(app10) });
  goals.push({ goal: `${int(r.scenario.high)} spectators on one process (stretch)`, target: 'no drops, all delivered', measured: held(app19), baseline: held(base19), ratio: '', met: heldAll(app19) });
  const tap = (run: Run) => run.push.tap?.p99;
  for (const key of ['10k', '2k', '19k']) {
    const a = r.runs[`product-${key}`];
    if (!a || !r.runs[`baseline-${key}`]) continue;
    const product = spreadOf(r, `product-${key}`, tap);
    const target = r.runs[`baseline-durable-${key}`] ? '<= 1.25x the bare durable server' : '<= 1.25x bare ws';
    goals.push({ goal: `push p99 from the tap at ${int(a.push.spectators)} spectators`, target, measured: msSpread(product), ...againstBaselines(r, product, key, tap, 1.25) });
  }
  // GET and referee p99 at 10,000 spectators, with the sockets in the server's process and in a
  // process of their own (LIVE_SOCKETS=process, decision 037)
  const loaded = (key: string, how: string) => {
    const a = r.runs[key];
    if (!a || !base10) return;
    const durable = Boolean(r.runs['baseline-durable-10k']);
    if (key !== 'product-10k') {
      const product = spreadOf(r, key, tap);
      const against = againstBaselines(r, product, '10k', tap, 1.25);
      goals.push({ goal: `push p99 from the tap at ${int(a.push.spectators)} spectators, ${how}`, target: durable ? '<= 1.25x the bare durable server' : '<= 1.25x bare ws', measured: msSpread(product), ...against, met: against.met && heldAll(a) });
    }
    const get = (run: Run) => run.get.latency.p99;
    const product = spreadOf(r, key, get);
    const against = againstBaselines(r, product, '10k', get, 1.25);
    goals.push({
      goal: `GET p99 at ${int(a.get.ratePerSecond)} requests/s with ${int(a.push.spectators)} sockets held, ${how}`,
      target: durable ? "<= 1.25x the bare durable server's route (broadcasts in the same 5 ms slices)" : "<= 1.25x the bare route's",
      measured: msSpread(product),
      ...against,
      met: against.met && a.get.errors === 0,
    });
    if (a.referee) {
      const referee = spreadOf(r, key, (run) => run.referee?.latency.p99);
      goals.push({ goal: `referee action p99 at ${int(a.push.spectators)} spectators, ${how}`, target: '< 50 ms', measured: msSpread(referee), baseline: '', ratio: '', met: referee !== null && referee.median < 50 && a.referee.errors === 0 });
    }
  };
  loaded('product-10k', 'sockets in the server (default)');
  loaded('product-process-10k', 'sockets in their own process');
  for (const variant of new Set(r.peak.map((p) => p.variant))) {
    const a = r.peak.find((p) => p.variant === variant && p.target === 'product');
    const b = r.peak.find((p) => p.variant === variant && p.target === 'baseline');
    if (!a || !b) continue;
    const q = ratio(a.requestsPerSecond, b.requestsPerSecond);
    goals.push({ goal: `peak GET throughput, no sockets: ${variant}`, target: '>= 80% of the bare route', measured: perSecondSpread(a), baseline: perSecondSpread(b), ratio: x(q), met: q !== null && q >= 0.8 });
  }
  const memory = r.memory['product-10k'];
  if (memory) {
    const base = r.memory['baseline-10k'];
    // PGlite's own memory (hundreds of MB) moves the product's RSS by more than the sockets do, so
    // the per-socket figure is also estimated as the product's heap per socket plus the native part
    // per socket that the bare server shows (its RSS minus its heap); the larger of the two counts
    const nativePerSocket = base ? Math.max(0, base.rssPerSocket - base.heapPerSocket - base.externalPerSocket) : 0;
    const estimate = memory.heapPerSocket + memory.externalPerSocket + nativePerSocket;
    const counted = Math.max(memory.rssPerSocket, estimate);
    goals.push({
      goal: 'server memory per connected spectator',
      target: '<= 8 KB',
      measured: `${kb(counted)} (RSS ${kb(memory.rssPerSocket)}; heap ${kb(memory.heapPerSocket)} + native ${kb(nativePerSocket)})`,
      baseline: base ? `${kb(base.rssPerSocket)} (heap ${kb(base.heapPerSocket)})` : '',
      ratio: base ? x(ratio(counted, base.rssPerSocket)) : '',
      met: counted <= 8192,
    });
  }
  for (const f of r.footprint ?? []) {
    if (f.database !== 'PGlite') continue;
    goals.push({ goal: 'server resident memory idle, empty embedded database (second start, 15 s idle)', target: '<= 200 MB', measured: mb(f.empty.second.idleBytes), baseline: '', ratio: '', met: f.empty.second.idleBytes <= 200 * 2 ** 20 });
    goals.push({ goal: 'server peak resident memory, first start (with the demo league)', target: '<= 400 MB', measured: mb(f.demo.first.peakBytes), baseline: '', ratio: '', met: f.demo.first.peakBytes <= 400 * 2 ** 20 });
  }
  if ('oneProcess' in r.postgres) {
    const { oneProcess, twoProcesses } = r.postgres;
    const q = ratio(twoProcesses.push.tap.p99, oneProcess.push.tap.p99);
    goals.push({
      goal: 'two processes on one PostgreSQL: push p99 from the tap against one process',
      target: '<= 1.5x',
      measured: ms(twoProcesses.push.tap.p99),
      baseline: ms(oneProcess.push.tap.p99),
      ratio: x(q),
      met: q !== null && q <= 1.5 && heldAll(twoProcesses),
    });
    const g = ratio(twoProcesses.get.latency.p99, oneProcess.get.latency.p99);
    goals.push({ goal: 'two processes: GET p99 against one process', target: '<= 1.5x', measured: ms(twoProcesses.get.latency.p99), baseline: ms(oneProcess.get.latency.p99), ratio: x(g), met: g !== null && g <= 1.5 });
    const f = ratio(twoProcesses.referee?.latency.p99, oneProcess.referee?.latency.p99);
    goals.push({ goal: 'two processes: referee action p99 against one process', target: '<= 1.5x', measured: ms(twoProcesses.referee?.latency.p99), baseline: ms(oneProcess.referee?.latency.p99), ratio: x(f), met: f !== null && f <= 1.5 });
  } else {
    goals.push({ goal: 'two processes on one PostgreSQL', target: '<= 1.5x one process', measured: `not measured: ${r.postgres.skipped}`, baseline: '', ratio: '', met: false });
  }
  return goals;
}

function latencyCells(l: LatencySummary): string {
  return `${ms(l.p50)} | ${ms(l.p99)} | ${ms(l.max)}`;
}

const PUSH_HEADER = [
  '| Run | Spectators | Connected | Failed to connect | Dropped | Delivered / expected | p50 | p99 | max | from the tap p50 | from the tap p99 | from the answer p50 | from the answer p99 | Messages | Client requests (per push per spectator) |',
  '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
];

function pushRow(name: string, run: BenchResults['runs'][string]): string {
  const p = run.push;
  // runs recorded before issue 15 have no client figures
  const client = p.client ? `${int(p.client.requests)} (${p.client.requestsPerPushPerSpectator.toFixed(4)})` : 'n/a';
  return `| ${name} | ${int(p.spectators)} | ${int(p.connected)} | ${int(p.failedToConnect)} | ${int(p.dropped)} | ${int(p.statesDelivered)} / ${int(p.statesExpected)} (${pct(p.statesDelivered, p.statesExpected)}) | ${latencyCells(p.latency)} | ${p.tap ? `${ms(p.tap.p50)} | ${ms(p.tap.p99)}` : 'n/a | n/a'} | ${p.answer ? `${ms(p.answer.p50)} | ${ms(p.answer.p99)}` : 'n/a | n/a'} | ${int(p.messages)} | ${client} |`;
}

function getRow(name: string, run: BenchResults['runs'][string]): string {
  const g = run.get;
  return `| ${name} | ${int(g.ratePerSecond)}/s | ${ms(g.latency.p50)} | ${ms(g.latency.p99)} | ${ms(g.latency.max)} | ${statusMix(g.status)} | ${int(g.errors)} |`;
}

// the push runs in the report's order: by size, each product run (with LIVE_SOCKETS=process too, at
// 10,000) before its baseline
function pairedRuns(r: BenchResults): [string, BenchResults['runs'][string]][] {
  return ['2k', '10k', '19k'].flatMap((key) =>
    ['product', 'product-process', 'baseline-durable', 'baseline'].flatMap((who): [string, BenchResults['runs'][string]][] => {
      const run = r.runs[`${who}-${key}`];
      return run ? [[`${who} ${key}`, run]] : [];
    }),
  );
}

export function markdownOf(r: BenchResults, analysis: string | null): string {
  const goals = goalsOf(r);
  const m = r.machine;
  const lines: string[] = [];
  const out = (...more: string[]) => lines.push(...more);
  out(
    '# Saturday benchmark',
    '',
    `Generated by \`${r.command}\` on ${r.startedAt.slice(0, 10)} (${Math.round(r.seconds / 60)} min). Machine: ${m.cpus} cores (${m.cpuModel}), ${m.memoryGiB} GiB, Node ${m.node}, ${m.os}, ${m.descriptorLimit} descriptors per process.`,
    '',
    `The built server (\`dist/server/main.js\`, as \`npm start\` runs it) on a fresh ${r.database}; ${r.scenario.leagues} leagues x ${r.scenario.gamesPerLeague} live games, one referee client per game acting every ${r.scenario.refereeIntervalMs / 1000} s on average through \`POST /api/games/:id/actions\`; spectators on \`/ws\` subscribed to \`league:<slug>\`, held by ${r.scenario.spectatorProcesses} processes on source addresses 127.0.0.11-${10 + r.scenario.spectatorProcesses}, each socket pinging every ${r.scenario.heartbeatMs / 1000} s as the client's heartbeat does; the spectators run the client's own code on the pushes (\`applyLiveMessage\` on a real TanStack \`QueryClient\` holding the scoreboard's three lists, one per league and process, fed by one spectator's socket) and every spectator of that league makes each request that code makes (bench/saturday/client-twin.ts; the requests per push per spectator are in the push table); every spectator also polls \`GET /api/leagues/:slug/public/games?status=live\` every ${r.scenario.pollIntervalMs / 1000} s (the client's live-list poll while its socket is fresh, decision 025) with \`If-None-Match\` at a fixed rate, the polls made by ${r.scenario.pollerProcesses} more processes (${r.scenario.pollConnectionsPerProcess} keep-alive connections each; each poll timed from the instant it was due, so a stall counts in full). Push latency is given three ways: from the server's read of the referee's request (the referee's reading of his answer less the answer's \`Server-Timing: app;dur\`, decision 069; no push carries a stamp) to the receipt in the spectator process; from the tap (the instant the referee's request was sent; for the bare server, the instant its write was due, not when its timer could fire) to the receipt, which adds whatever time the request waited for the server and is what a parent waits; and from the referee's answer (for the bare server, which writes nothing, the due instant again), which leaves the write out. The goals use the tap, each as the median of ${r.scenario.windows ?? 1} measured windows of its run with the lowest and highest beside it. Two baselines run at the same load: the **bare durable server** (issue 39), which the push and GET goals are measured against, writes each action as one \`UPDATE\` of a game row in a transaction on the product's database as the product opens it (PGlite with its fsync settings) before it broadcasts the same bytes, and writes its broadcasts in the product's 5 ms slices, so its route waits for them as the product's does; the **bare server** (the fan-out's floor, no write) is reported beside it, the ratio against it in brackets. Each is one bare process (a Fastify route serving the product's bytes with the same ETag rule, and a bare \`ws\` server on the same port) driven by the same spectator processes at the same rate, with messages of the same size (${int(r.messageBytes)} bytes; the live list is ${int(r.listBytes.plain)} bytes, ${int(r.listBytes.gzip)} gzipped).`,
    '',
    '## Goals',
    '',
    '| Goal | Target | Product | Baseline | Ratio | |',
    '|---|---|---|---|---|---|',
    ...goals.map((g) => `| ${g.goal} | ${g.target} | ${g.measured} | ${g.baseline} | ${g.ratio} | ${yes(g.met)} |`),
    '',
  );
  if (analysis) out('## What the figures say', '', analysis.trim(), '');
  out(
    '## Push (fan-out)',
    '',
    'Delivered counts game states (each version a referee wrote in the window) that reached each socket of its league; a message that carries two coalesced writes delivers both. p50, p99 and max count from the server\'s read of the referee\'s request, taken as the referee\'s reading of his answer less its `Server-Timing` app;dur (so a little short, by the answer\'s way back to the referee\'s process; the bare server: its timer\'s firing); "from the tap" counts from the referee\'s sending (the bare server: the write\'s due instant); "from the answer" counts from the referee\'s reading of his answer, after which the server sends the push (the bare server, which writes nothing: the due instant, as from the tap), so it is the fan-out without the write, the wait behind earlier broadcasts included, a little short by however long the referee\'s process took to read the answer.',
    '',
    ...PUSH_HEADER,
  );
  for (const [name, run] of pairedRuns(r)) out(pushRow(name, run));
  out(
    '',
    '## GET polls during the push runs',
    '',
    '| Run | Rate | p50 | p99 | max | Status mix | Errors |',
    '|---|---|---|---|---|---|---|',
  );
  for (const [name, run] of pairedRuns(r)) out(getRow(name, run));
  out(
    '',
    '## Server event loop during the runs',
    '',
    "How long ready work (a poll, a referee's write, a push) waited for the server process's event loop (`monitorEventLoopDelay`, 10 ms resolution). Run with `LIVE_SOCKETS=process`, the product's socket process (decision 037), which writes the pushes to the sockets, has a line of its own.",
    '',
    '| Run | Server | p50 | p99 | max |',
    '|---|---|---|---|---|',
  );
  const loopRuns: [string, BenchResults['runs'][string]][] = Object.entries(r.runs);
  if ('oneProcess' in r.postgres) loopRuns.push(['PostgreSQL one process', r.postgres.oneProcess], ['PostgreSQL two processes', r.postgres.twoProcesses]);
  for (const [name, run] of loopRuns) {
    for (const [server, d] of Object.entries(run.serverLoopDelay ?? {})) out(`| ${name} | ${server} | ${ms(d.p50)} | ${ms(d.p99)} | ${ms(d.max)} |`);
  }
  const cpuRuns = loopRuns.filter(([, run]) => run.cpu);
  if (cpuRuns.length > 0) {
    out(
      '',
      '## CPU during the runs',
      '',
      `How busy the machine's ${cpuRuns[0]![1].cpu!.cores} cores were over each window (\`/proc/stat\`, 100% = all of them), and the CPU each process group used (\`/proc/<pid>/stat\`, 100% = one core): the server's process, its socket process with \`LIVE_SOCKETS=process\`, and the load generator (the spectator, poller and referee processes). A machine near 100% queues every process for a core.`,
      '',
      '| Run | Machine busy | Processes (% of one core) |',
      '|---|---|---|',
      ...cpuRuns.map(([name, run]) => `| ${name} | ${run.cpu!.machineBusyPercent}% | ${Object.entries(run.cpu!.processPercent).map(([group, percent]) => `${group} ${percent}%`).join('; ')} |`),
    );
  }
  out(
    '',
    "## The product's own time to answer",
    '',
    "From the request's headers read by the server to its answer handed to the kernel (`diagnostics_channel` in the server's process), beside what the clients saw: the clients' figure counts from the instant a request was due (a referee's: also from its sending), so what lies between the two is time the request waited before the server read it. An action's wait is also measured directly (its sending instant, carried in a header, against the server reading it): in the listening socket's queue for a new connection (decision 037) or behind the event loop.",
    '',
    '| Run | Server | Polls answered | p50 | p99 | max | clients saw p99 | Actions answered | p50 | p99 | max | referees saw p99 (from sending) | action waited before read p50 / p99 / max |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  );
  for (const [name, run] of loopRuns) {
    for (const [server, a] of Object.entries(run.serverAnswers ?? {})) {
      const sent = run.referee?.sent ? ` (${ms(run.referee.sent.p99)})` : '';
      out(
        `| ${name} | ${server} | ${a.poll.count.toLocaleString('en-US')} | ${ms(a.poll.p50)} | ${ms(a.poll.p99)} | ${ms(a.poll.max)} | ${ms(run.get.latency.p99)} | ${a.action.count.toLocaleString('en-US')} | ${ms(a.action.p50)} | ${ms(a.action.p99)} | ${ms(a.action.max)} | ${run.referee ? ms(run.referee.latency.p99) : '-'}${sent} | ${a.wait ? `${ms(a.wait.p50)} / ${ms(a.wait.p99)} / ${ms(a.wait.max)}` : '-'} |`,
      );
    }
  }
  out(
    '',
    `## Peak GET throughput, no sockets`,
    '',
    `Closed loop: ${r.scenario.spectatorProcesses + r.scenario.pollerProcesses} client processes x ${r.scenario.peakConnectionsPerProcess} keep-alive connections for ${r.scenario.peakSeconds} s after ${r.scenario.peakWarmupSeconds} s of warm-up; the median of ${r.scenario.peakRounds} interleaved rounds per target (every round's figure in brackets).`,
    '',
    '| Target | Request | Requests/s | p50 | p99 | max | Status mix | Errors |',
    '|---|---|---|---|---|---|---|---|',
    ...r.peak.map((p) => `| ${p.target} | ${p.variant} | ${perSecondSpread(p)} | ${latencyCells(p.latency)} | ${statusMix(p.status)} | ${int(p.errors)} |`),
    '',
    '## Referee actions',
    '',
    '| Run | Actions | p50 | p99 | max | Status mix |',
    '|---|---|---|---|---|---|',
  );
  const refereeRuns: [string, BenchResults['runs'][string]][] = Object.entries(r.runs).filter(([, run]) => run.referee);
  if ('oneProcess' in r.postgres) refereeRuns.push(['PostgreSQL one process', r.postgres.oneProcess], ['PostgreSQL two processes', r.postgres.twoProcesses]);
  for (const [name, run] of refereeRuns) out(`| ${name} | ${int(run.referee!.actions)} | ${latencyCells(run.referee!.latency)} | ${statusMix(run.referee!.status)} |`);
  out(
    '',
    '## Server memory',
    '',
    "After a full garbage collection, before the spectators connect and once they all hold a subscribed socket. Run with `LIVE_SOCKETS=process`, the product's figures are its two processes' together (the server's and its socket process's, decision 037).",
    '',
    '| Run | Sockets | RSS before | RSS after | RSS per socket | Heap before | Heap after | Heap per socket | External per socket |',
    '|---|---|---|---|---|---|---|---|---|',
  );
  for (const [name, f] of Object.entries(r.memory)) {
    if (!f) continue;
    out(`| ${name} | ${int(f.sockets)} | ${mb(f.before.rss)} | ${mb(f.after.rss)} | ${kb(f.rssPerSocket)} | ${mb(f.before.heapUsed)} | ${mb(f.after.heapUsed)} | ${kb(f.heapPerSocket)} | ${kb(f.externalPerSocket)} |`);
  }
  if ((r.footprint ?? []).length > 0) {
    out(
      '',
      "## The server's footprint",
      '',
      'The built server (`node dist/server/main.js`) started on a fresh database, its resident memory read from `/proc/<pid>/status` every 50 ms until it answered (VmHWM, the peak) and once it had been idle 15 s (VmRSS); each pair of starts on a database of its own (`npx tsx bench/footprint.ts` measures the same alone). Decision 050 says what was measured to bring it down.',
      '',
    );
    for (const f of r.footprint ?? []) out(...footprintLines(f), '');
  }
  out('', '## Two server processes on one PostgreSQL', '');
  if ('oneProcess' in r.postgres) {
    const { oneProcess, twoProcesses } = r.postgres;
    out(
      `A fresh database on one PostgreSQL server; the referees write through process A. One process: all ${int(oneProcess.push.spectators)} spectators on A. Two processes: half on A, half on B, whose pushes come through PostgreSQL NOTIFY.`,
      '',
      ...PUSH_HEADER,
      pushRow('one process', oneProcess),
      ...(r.postgres.durable ? [pushRow('bare durable server on the same PostgreSQL', r.postgres.durable)] : []),
      pushRow('two processes, all sockets', twoProcesses),
      ...Object.entries(twoProcesses.pushBySocketsOf ?? {}).map(([name, p]) => pushRow(`two processes, sockets on ${name}`, { ...twoProcesses, push: { ...p, connected: p.spectators, failedToConnect: 0 } })),
      '',
      '| Run | GET rate | p50 | p99 | max | Status mix | Errors |',
      '|---|---|---|---|---|---|---|',
      getRow('one process', oneProcess),
      ...(r.postgres.durable ? [getRow('bare durable server on the same PostgreSQL', r.postgres.durable)] : []),
      getRow('two processes', twoProcesses),
    );
  } else {
    out(`Not measured: ${r.postgres.skipped}.`);
  }
  const profileSection = (title: string, spectators: number, p: ProfileSummary) =>
    out(
      '',
      `## ${title} (CPU profile, ${int(spectators)} spectators)`,
      '',
      `A second ${r.scenario.profileMs / 1000} s window of the ${int(spectators)}-spectator run under V8's sampling profiler (what \`node --cpu-prof\` records); the profile is written to \`${p.file}\` (open it in Chrome DevTools). Idle ${p.idlePercent}%, garbage collection ${p.gcPercent}%.`,
      '',
      '| Package | Self time | Share |',
      '|---|---|---|',
      ...p.byPackage.map((e) => `| ${e.name} | ${int(e.ms)} ms | ${e.percent}% |`),
      '',
      '| Function | Where | Self time | Share |',
      '|---|---|---|---|',
      ...p.byFunction.map((e) => `| ${e.name} | ${e.where} | ${int(e.ms)} ms | ${e.percent}% |`),
    );
  for (const [key, p] of Object.entries(r.profiles ?? {})) {
    const spectators = r.runs[key]?.push.spectators ?? r.scenario.spectators;
    const how = key.startsWith('product-process') ? ', LIVE_SOCKETS=process' : '';
    profileSection(`Where the server's time goes${how}`, spectators, p.server);
    if (p.sockets) profileSection(`Where its socket process's time goes${how}`, spectators, p.sockets);
  }
  if (r.profile) profileSection("Where the server's time goes", r.scenario.spectators, r.profile);
  if (r.socketProfile) profileSection("Where the socket process's time goes", r.scenario.spectators, r.socketProfile);
  out('', '## Connect times', '', '| Run | Seconds to connect and subscribe all |', '|---|---|', ...Object.entries(r.connectSeconds).map(([name, s]) => `| ${name} | ${s.toFixed(1)} |`), '');
  return lines.join('\n');
}

export function writeReport(results: BenchResults, dir = path.join(ROOT, 'bench')): string[] {
  const jsonFile = path.join(dir, 'REPORT.json');
  const mdFile = path.join(dir, 'REPORT.md');
  const analysisFile = path.join(ROOT, 'bench', 'saturday', 'ANALYSIS.md');
  const analysis = fs.existsSync(analysisFile) ? fs.readFileSync(analysisFile, 'utf8') : null;
  fs.writeFileSync(jsonFile, JSON.stringify({ ...results, goals: goalsOf(results) }, null, 2) + '\n');
  fs.writeFileSync(mdFile, markdownOf(results, analysis));
  const shown = (file: string) => (file.startsWith(ROOT) ? path.relative(ROOT, file) : file);
  return [shown(mdFile), shown(jsonFile)];
}

// `node --import tsx bench/saturday/report.ts`: rewrites REPORT.md from REPORT.json (after the
// analysis in bench/saturday/ANALYSIS.md changed), without running the scenario again.
if (process.argv[1] && path.resolve(process.argv[1]) === path.join(ROOT, 'bench', 'saturday', 'report.ts')) {
  const { goals: _goals, ...results } = JSON.parse(fs.readFileSync(path.join(ROOT, 'bench', 'REPORT.json'), 'utf8')) as BenchResults & { goals: unknown };
  console.log(`wrote ${writeReport(results).join(' and ')}`);
}

// a peak figure: the median round's requests per second, and every round's in brackets
function perSecondSpread(p: { requestsPerSecond: number; rounds?: number[] }): string {
  return `${int(p.requestsPerSecond)}/s${p.rounds && p.rounds.length > 1 ? ` (${p.rounds.map(int).join(', ')})` : ''}`;
}
