// The Saturday benchmark (issue 10): the built server on a fresh database, 5 leagues x 10 live
// games with a referee each, thousands of scoreboard sockets that also poll the public live list,
// measured beside bare baselines in the same run. Writes bench/REPORT.md and bench/REPORT.json.
// Started by `npm run bench` (scripts/bench.mjs builds first and may provide BENCH_PG_URL).
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { POLL_MS } from '../../common/constants';
import { livePollMs } from '../../client/src/lib/live-poll';
import { LIVE_HEARTBEAT_MS } from '../../client/src/lib/live-socket';
import { freePort } from '../free-port';
import { benchServerEnv } from '../server-env';
import { serverEnv, serverNodeFlags } from '../../scripts/server-flags.mjs';
import { createScratchDatabase } from '../../server/db/scratch';
import { Histogram, type LatencySummary } from './histogram';
import type { BaselineSetup } from './baseline';
import type { RefereeGame, RunReport } from './referees';
import { BENCH_DIR, Child, ROOT, forkWorker } from './rpc';
import type { ConnectArgs, ConnectReport, LeaguePlan, PeakReport, PollArgs, WindowReport } from './spectators';
import { summarizeProfile, type Profile, type ProfileSummary } from './profile';
import { cpuFigures, sampleCpu, withDescendants, type CpuFigures } from './cpu';
import { writeReport } from './report';
import { footprintLines, measureFootprint, type Footprint } from '../footprint';

const quick = process.argv.includes('--quick');
// --smoke: 300 spectators, one 8 s window against the product and one against the baseline, the
// report written to a temporary directory (bench/REPORT.md is left alone): does the harness work?
const smoke = process.argv.includes('--smoke');
// --focus: only the 10,000-spectator runs (product and baseline), 30 s each: for trying a change
// (another crowd with --size)
const focus = smoke || process.argv.includes('--focus');
// --profile (with --focus): the product's window profiled as in the full run
const profileFocus = process.argv.includes('--profile');
// --size 2k|10k|19k (with --focus): the crowd of the focused pair, 10k unless told
const SIZES = ['10k', '2k', '19k'] as const;
const focusSize = process.argv.includes('--size') ? process.argv[process.argv.indexOf('--size') + 1] : '10k';
if (!SIZES.some((size) => size === focusSize)) throw new Error(`--size takes one of ${SIZES.join(', ')}`);
if (!focus && process.argv.includes('--size')) throw new Error('--size goes with --focus');
// --windows N: how many measured windows each push run has (3 unless told; the goals take their median)
const windowsArg = process.argv.includes('--windows') ? Number(process.argv[process.argv.indexOf('--windows') + 1]) : null;
if (windowsArg !== null && !(Number.isInteger(windowsArg) && windowsArg >= 1)) throw new Error('--windows takes a whole number of 1 or more');
const FULL_SCENARIO = {
  leagues: 5,
  gamesPerLeague: 10,
  spectators: 10_000,
  low: 2_000,
  high: 19_000,
  spectatorProcesses: 4,
  pollerProcesses: 2,
  refereeIntervalMs: 5_000,
  // the scoreboard's live-list poll while its socket is fresh (decision 025): spec 9's 5 s, stretched
  pollIntervalMs: livePollMs(POLL_MS.livePublicGames, true),
  // the client's heartbeat: every socket pings this often (the spectator processes do the same)
  heartbeatMs: LIVE_HEARTBEAT_MS,
  measureMs: 60_000,
  shortMeasureMs: 30_000,
  profileMs: 20_000,
  drainMs: 3_000,
  peakSeconds: 8,
  peakWarmupSeconds: 2,
  peakRounds: 3,
  peakConnectionsPerProcess: 8,
  pollConnectionsPerProcess: 128,
  // measured windows per push run, one after another on the same sockets: each goal is their median
  windows: 3,
};
// --quick: a tenth of the spectators and short windows
const QUICK_CHANGES: Partial<typeof FULL_SCENARIO> = {
  spectators: 1_000,
  low: 200,
  high: 1_900,
  measureMs: 10_000,
  shortMeasureMs: 8_000,
  profileMs: 5_000,
  peakSeconds: 3,
  peakWarmupSeconds: 1,
  peakRounds: 1,
};
const SMOKE_CHANGES: Partial<typeof FULL_SCENARIO> = { ...QUICK_CHANGES, spectators: 300, shortMeasureMs: 8_000 };
export const SCENARIO = { ...FULL_SCENARIO, ...(quick ? QUICK_CHANGES : {}), ...(smoke ? SMOKE_CHANGES : {}), ...(windowsArg ? { windows: windowsArg } : {}) };

const SUPER_ADMIN = { username: 'bench-super', password: 'bench-super-password' };
const REFEREE_PASSWORD = 'bench-referee-password';
const SESSION_SECRET = 'bench-session-secret-bench-session-secret';

const log = (message: string) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// --- the processes ----------------------------------------------------------------------------

type Memory = NodeJS.MemoryUsage;

type Target = {
  name: string;
  httpUrl: string;
  wsUrl: string;
  memory(): Promise<Memory>;
  child: Child;
};

async function waitForHttp(url: string, child: Child): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.process.exitCode !== null) throw new Error(`${child.name} exited with ${child.process.exitCode} while starting`);
    try {
      const res = await fetch(`${url}/api/leagues/by-slug`);
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${child.name} did not answer at ${url} within 2 minutes`);
}

// The product as `npm start` runs it (dist/server/main.js), with the bench's settings.
async function startApp(name: string, database: { dataDir: string } | { url: string }, settings: NodeJS.ProcessEnv = {}): Promise<Target> {
  const port = await freePort();
  const env = { ...serverEnv, ...benchServerEnv(port, SUPER_ADMIN, SESSION_SECRET), ...settings, ...('url' in database ? { DATABASE_URL: database.url } : { DATA_DIR: database.dataDir }) };
  const child = new Child(
    name,
    fork(path.join(BENCH_DIR, 'server-host.mjs'), [], { cwd: ROOT, env, execArgv: ['--expose-gc', ...serverNodeFlags], stdio: ['ignore', 'ignore', 'inherit', 'ipc'] }),
  );
  const httpUrl = `http://127.0.0.1:${port}`;
  await waitForHttp(httpUrl, child);
  return { name, httpUrl, wsUrl: `ws://127.0.0.1:${port}/ws`, child, memory: () => child.call<Memory>('memory') };
}

// The bare server (the fan-out's floor), or with `durable` the bare durable server on that database
// (baseline.ts): pglite:<dir> or postgres:<url>
async function startBaseline(name: string, durable?: string): Promise<Target> {
  const port = await freePort();
  // the bare durable server's PGlite is compiled as the product's is (the server's Node flags)
  const child = forkWorker(name, 'baseline.ts', { ...serverEnv, ...(durable ? { BASELINE_DURABLE: durable } : {}) }, ['--expose-gc', ...serverNodeFlags]);
  await child.call('listen', { port });
  return { name, httpUrl: `http://127.0.0.1:${port}`, wsUrl: `ws://127.0.0.1:${port}/ws`, child, memory: () => child.call<Memory>('memory') };
}

// --- the league data, through the same API the admin screens use ------------------------------

type Plan = { leagues: LeaguePlan[]; referees: RefereeGame[] };

async function api<T>(baseUrl: string, method: string, url: string, cookie: string | null, body?: unknown): Promise<{ status: number; body: T; cookie: string | null }> {
  const res = await fetch(`${baseUrl}${url}`, {
    method,
    headers: { ...(cookie ? { cookie } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  const setCookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T, cookie: setCookie || null };
}

async function must<T>(what: string, call: Promise<{ status: number; body: T }>, expected: number[] = [200, 201]): Promise<T> {
  const res = await call;
  if (!expected.includes(res.status)) throw new Error(`${what} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body;
}

async function createLeagues(baseUrl: string): Promise<Plan> {
  const login = await api<unknown>(baseUrl, 'POST', '/api/login', null, SUPER_ADMIN);
  if (login.status !== 200 || !login.cookie) throw new Error(`super admin sign-in answered ${login.status}`);
  const cookie = login.cookie;
  const plan: Plan = { leagues: [], referees: [] };
  const kickoff = new Date().toISOString();
  for (let l = 1; l <= SCENARIO.leagues; l++) {
    const league = await must('create league', api<{ id: number; slug: string }>(baseUrl, 'POST', '/api/leagues', cookie, { name: `Saturday League ${l}`, slug: `saturday-${l}` }));
    const gameIds: number[] = [];
    for (let g = 1; g <= SCENARIO.gamesPerLeague; g++) {
      await must('create field', api(baseUrl, 'POST', '/api/fields', cookie, { name: `Field ${g}`, leagueId: league.id }));
      const team = (name: string) => must('create team', api<{ id: number }>(baseUrl, 'POST', '/api/teams', cookie, { name, leagueId: league.id }));
      const home = await team(`L${l} Hawks ${g}`);
      const away = await team(`L${l} Bears ${g}`);
      const username = `ref-${l}-${g}`;
      const referee = await must(
        'create referee',
        api<{ id: number }>(baseUrl, 'POST', '/api/users', cookie, { firstName: 'Referee', lastName: `${l}-${g}`, username, password: REFEREE_PASSWORD, role: 'referee', leagueId: league.id }),
      );
      const game = await must(
        'create game',
        api<{ id: number }>(baseUrl, 'POST', '/api/games', cookie, { homeTeamId: home.id, awayTeamId: away.id, refereeId: referee.id, field: `Field ${g}`, scheduledDate: kickoff, leagueId: league.id }),
      );
      await must('start game', api(baseUrl, 'POST', `/api/games/${game.id}/actions`, cookie, { type: 'startGame' }));
      gameIds.push(game.id);
      plan.referees.push({ gameId: game.id, leagueSlug: league.slug, username, password: REFEREE_PASSWORD });
    }
    plan.leagues.push({ slug: league.slug, gameIds });
  }
  return plan;
}

// --- spectators -------------------------------------------------------------------------------

// the processes that hold the spectators' sockets, and those that make the same spectators' polls
type Clients = { sockets: Child[]; pollers: Child[] };
// which server a client process talks to, by its place among the processes of its kind (0 <= share < 1)
type TargetOf = (share: number) => Target;

function spreadCounts(total: number, parts: number): number[] {
  return Array.from({ length: parts }, (_, i) => Math.floor(total / parts) + (i < total % parts ? 1 : 0));
}

const sourceAddress = (worker: number) => `127.0.0.${11 + worker}`;
// a spectator process's sockets come from 127.<block>.x.y (spectators.ts)
const socketBlock = (worker: number) => 11 + worker;

// Opens `total` sockets spread over the socket processes.
async function connectSpectators(workers: Child[], total: number, plan: Plan, targetOf: TargetOf) {
  const counts = spreadCounts(total, workers.length);
  let first = 0;
  const results = await Promise.all(
    workers.map((worker, i) => {
      const target = targetOf(i / workers.length);
      const args: ConnectArgs = { wsUrl: target.wsUrl, httpUrl: target.httpUrl, localAddress: sourceAddress(i), socketBlock: socketBlock(i), leagues: plan.leagues, count: counts[i]!, firstIndex: first };
      first += counts[i]!;
      return worker.call<ConnectReport>('connect', args);
    }),
  );
  const failures: Record<string, number> = {};
  for (const r of results) for (const [why, n] of Object.entries(r.failures)) failures[why] = (failures[why] ?? 0) + n;
  return {
    connected: results.reduce((n, r) => n + r.connected, 0),
    failed: results.reduce((n, r) => n + r.failed, 0),
    failures,
    seconds: Math.max(...results.map((r) => r.ms)) / 1000,
  };
}

type PushFigures = {
  spectators: number;
  connected: number;
  failedToConnect: number;
  dropped: number;
  // from the server's read of the referee's request (the product: the referee's reading of his
  // answer minus its Server-Timing app;dur, decision 069; the bare server: its timer's firing) to
  // the receipt
  latency: LatencySummary;
  // from the tap (the referee's sending; the bare server's due instant) to the receipt: what a
  // parent waits, including any time the request waited for the server before it was read
  tap: LatencySummary;
  untapped: number;
  // from the referee's reading of his answer (the bare server: the due instant) to the receipt: the
  // fan-out without the write, the wait behind earlier broadcasts included (absent before 2026-11-25)
  answer?: LatencySummary;
  messages: number;
  unstampedMessages: number;
  statesDelivered: number;
  statesExpected: number;
  socketsBehind: number;
  // the games whose last version did not reach every socket (spectators.ts), over every process
  behind?: WindowReport['behind'];
  // the requests the client's own code made because of the pushes, over every spectator
  client: { requests: number; failed: number; byPath: Record<string, number>; pings: number; requestsPerPushPerSpectator: number };
};

type GetFigures = { latency: LatencySummary; status: Record<string, number>; errors: number; issued: number; completed: number; ratePerSecond: number };

// how long ready work waited for the server's event loop in the window (monitorEventLoopDelay)
type LoopDelay = { p50: number; p99: number; max: number };
// the product's own time to answer, request read to response written (server-host.mjs)
// wait: an action's sending to the server reading it (absent from reports before 2026-11-24, 23:30)
type Answers = Record<'poll' | 'action', LoopDelay & { count: number }> & { wait?: LoopDelay & { count: number } };

export type LoadResult = {
  label: string;
  // how busy the machine and each process group were over the window (absent before 2026-11-25)
  cpu?: CpuFigures | null;
  serverLoopDelay?: Record<string, LoopDelay>;
  serverAnswers?: Record<string, Answers>;
  target: string;
  seconds: number;
  push: PushFigures;
  pushBySocketsOf?: Record<string, PushFigures>;
  get: GetFigures;
  referee?: { latency: LatencySummary; sent: LatencySummary; actions: number; status: Record<string, number>; errors: number };
};

function pushFigures(reports: WindowReport[], connected: number, failed: number): PushFigures {
  return {
    spectators: reports.reduce((n, r) => n + r.sockets, 0),
    connected,
    failedToConnect: failed,
    dropped: reports.reduce((n, r) => n + r.droppedInWindow, 0),
    latency: Histogram.of(reports.map((r) => r.push)).summary(),
    tap: Histogram.of(reports.map((r) => r.tap)).summary(),
    untapped: reports.reduce((n, r) => n + r.untapped, 0),
    answer: Histogram.of(reports.map((r) => r.answer)).summary(),
    messages: reports.reduce((n, r) => n + r.pushMessages, 0),
    unstampedMessages: reports.reduce((n, r) => n + r.unstampedMessages, 0),
    statesDelivered: reports.reduce((n, r) => n + r.statesDelivered, 0),
    statesExpected: reports.reduce((n, r) => n + r.statesExpected, 0),
    socketsBehind: reports.reduce((n, r) => n + r.socketsBehind, 0),
    behind: mergeBehind(reports),
    client: clientFigures(reports),
  };
}

function mergeBehind(reports: WindowReport[]): WindowReport['behind'] {
  const merged: WindowReport['behind'] = {};
  for (const report of reports) {
    for (const [game, { sockets, open, lowestSeen }] of Object.entries(report.behind)) {
      const entry = (merged[game] ??= { sockets: 0, open: 0, lowestSeen });
      entry.sockets += sockets;
      entry.open += open;
      entry.lowestSeen = Math.min(entry.lowestSeen, lowestSeen);
    }
  }
  return merged;
}

function clientFigures(reports: WindowReport[]): PushFigures['client'] {
  const requests = reports.reduce((n, r) => n + r.client.requests, 0);
  const received = reports.reduce((n, r) => n + r.pushMessages + r.unstampedMessages, 0);
  return {
    requests,
    failed: reports.reduce((n, r) => n + r.client.failed, 0),
    byPath: mergeStatus(reports.map((r) => r.client.byPath)),
    pings: reports.reduce((n, r) => n + r.client.pings, 0),
    // every gameUpdated a spectator received is one push to one spectator
    requestsPerPushPerSpectator: received === 0 ? 0 : requests / received,
  };
}

function mergeStatus(parts: Record<string, number>[]): Record<string, number> {
  const total: Record<string, number> = {};
  for (const part of parts) for (const [key, count] of Object.entries(part)) total[key] = (total[key] ?? 0) + count;
  return total;
}

// What one run is: its clients and servers, how long, what writes (the referees or the baseline's
// own timer), and which socket processes to report apart (by index)
type Run = {
  label: string;
  clients: Clients;
  spectators: number;
  plan: Plan;
  targetOf: TargetOf;
  ms: number;
  source: { kind: 'referees'; referees: Child } | { kind: 'baseline'; baseline: Child };
  groups?: Record<string, number[]>;
};

// One measured window over sockets already connected: the source of writes (the referees or the
// baseline's own timer) runs for `ms`, every spectator polls, then the pushes drain.
async function measureWindow(opts: Run & { connected: { connected: number; failed: number } }): Promise<LoadResult> {
  const { clients, ms } = opts;
  const all = [...clients.sockets, ...clients.pollers];
  await Promise.all(all.map((w) => w.call('openWindow')));
  const pollCounts = spreadCounts(opts.spectators, clients.pollers.length);
  await Promise.all(
    clients.pollers.map((w, i) => {
      const args: PollArgs = {
        httpUrl: opts.targetOf(i / clients.pollers.length).httpUrl,
        localAddress: sourceAddress(clients.sockets.length + i),
        intervalMs: SCENARIO.pollIntervalMs,
        connections: SCENARIO.pollConnectionsPerProcess,
        leagues: opts.plan.leagues,
        count: pollCounts[i]!,
        firstIndex: pollCounts.slice(0, i).reduce((n, c) => n + c, 0),
      };
      return w.call('startPolling', args);
    }),
  );
  const servers = [...new Set(clients.sockets.map((_, i) => opts.targetOf(i / clients.sockets.length)))];
  await Promise.all(servers.map((server) => server.child.call('loopReset')));
  // the CPU each server's processes and the load generator used over the window
  const cpuGroups: Record<string, number[]> = {};
  for (const server of servers) {
    const [own, ...sockets] = withDescendants(server.child.process.pid!);
    cpuGroups[server.name] = [own!];
    if (sockets.length > 0) cpuGroups[`${server.name} (socket process)`] = sockets;
  }
  cpuGroups['load generator'] = [...all, ...(opts.source.kind === 'referees' ? [opts.source.referees] : [])].map((worker) => worker.process.pid!);
  const cpuBefore = sampleCpu(Object.values(cpuGroups).flat());
  const started = Date.now();
  let written: Pick<RunReport, 'ranges' | 'taps' | 'answers' | 'served'>;
  let referee: RunReport | null = null;
  if (opts.source.kind === 'referees') {
    written = referee = await opts.source.referees.call<RunReport>('run', { meanIntervalMs: SCENARIO.refereeIntervalMs, durationMs: ms });
  } else {
    written = await opts.source.baseline.call<Pick<RunReport, 'ranges' | 'taps' | 'answers' | 'served'>>('run', { meanIntervalMs: SCENARIO.refereeIntervalMs, durationMs: ms });
  }
  const { ranges, taps, answers, served } = written;
  const cpuAfter = sampleCpu(Object.values(cpuGroups).flat());
  await sleep(SCENARIO.drainMs);
  const seconds = (Date.now() - started) / 1000;
  // each server's process, and the product's socket process beside it (decision 037)
  const loops = await Promise.all(servers.map(async (server) => [server.name, await server.child.call<{ server: LoopDelay; sockets?: LoopDelay }>('loopStats')] as const));
  const serverLoopDelay = Object.fromEntries(loops.flatMap(([name, { server, sockets }]) => [[name, server] as const, ...(sockets ? [[`${name} (socket process)`, sockets] as const] : [])]));
  // the product's processes (the referees' source) measure their own answers; the bare server does not
  const products = opts.source.kind === 'referees' ? servers : [];
  const serverAnswers = Object.fromEntries(await Promise.all(products.map(async (server) => [server.name, await server.child.call<Answers>('answerStats')] as const)));
  const reports = await Promise.all(clients.sockets.map((w) => w.call<WindowReport>('closeWindow', { ranges, taps, answers, served })));
  const polls = (await Promise.all(clients.pollers.map((w) => w.call<WindowReport>('closeWindow', { ranges, taps: {}, answers: {}, served: {} })))).map((r) => r.poll);
  const result: LoadResult = {
    label: opts.label,
    target: [...new Set(clients.sockets.map((_, i) => opts.targetOf(i / clients.sockets.length).name))].join(' + '),
    seconds,
    cpu: cpuBefore && cpuAfter ? cpuFigures(cpuBefore, cpuAfter, cpuGroups, os.cpus().length) : null,
    serverLoopDelay,
    serverAnswers,
    push: pushFigures(reports, opts.connected.connected, opts.connected.failed),
    get: {
      latency: Histogram.of(polls.map((p) => p.latency)).summary(),
      status: mergeStatus(polls.map((p) => p.status)),
      errors: polls.reduce((n, p) => n + p.errors, 0),
      issued: polls.reduce((n, p) => n + p.issued, 0),
      completed: polls.reduce((n, p) => n + p.completed, 0),
      ratePerSecond: polls.reduce((n, p) => n + p.completed, 0) / seconds,
    },
  };
  if (opts.groups) {
    result.pushBySocketsOf = Object.fromEntries(
      Object.entries(opts.groups).map(([name, indexes]) => [name, pushFigures(indexes.map((i) => reports[i]!), Number.NaN, Number.NaN)]),
    );
  }
  if (referee) {
    result.referee = { latency: Histogram.of([referee.latency]).summary(), sent: Histogram.of([referee.sent]).summary(), actions: referee.actions, status: referee.status, errors: referee.errors };
  }
  return result;
}

type MemoryFigures = { before: Memory; after: Memory; sockets: number; rssPerSocket: number; heapPerSocket: number; externalPerSocket: number };

function memoryFigures(before: Memory, after: Memory, sockets: number): MemoryFigures {
  const per = (key: keyof Memory) => (after[key] - before[key]) / Math.max(1, sockets);
  return { before, after, sockets, rssPerSocket: per('rss'), heapPerSocket: per('heapUsed'), externalPerSocket: per('external') };
}

// Connect, measure, optionally profile a second window, disconnect.
async function loadPhase(
  opts: Run & { memoryOf?: Target; profile?: (window: () => Promise<unknown>) => Promise<Profiles> },
): Promise<{ load: LoadResult; windows: LoadResult[]; memory: MemoryFigures | null; connectSeconds: number; profile: Profiles | null }> {
  const before = opts.memoryOf ? await opts.memoryOf.memory() : null;
  log(`${opts.label}: connecting ${opts.spectators} spectators`);
  const connected = await connectSpectators(opts.clients.sockets, opts.spectators, opts.plan, opts.targetOf);
  log(`${opts.label}: ${connected.connected} connected, ${connected.failed} failed${Object.entries(connected.failures).map(([why, n]) => ` (${n}: ${why})`).join('')}, in ${connected.seconds.toFixed(1)} s`);
  await sleep(2_000);
  const after = opts.memoryOf ? await opts.memoryOf.memory() : null;
  const windows: LoadResult[] = [];
  for (let w = 1; w <= SCENARIO.windows; w++) {
    log(`${opts.label}: measuring for ${opts.ms / 1000} s (window ${w} of ${SCENARIO.windows})`);
    windows.push(await measureWindow({ ...opts, connected }));
    logWindow(opts.label, windows.at(-1)!);
  }
  // the tables show the window whose push p99 from the tap is the median; the goals the median of each figure
  const load = [...windows].sort((a, b) => (a.push.tap.p99 ?? Infinity) - (b.push.tap.p99 ?? Infinity))[Math.floor((windows.length - 1) / 2)]!;
  let profile: Profiles | null = null;
  if (opts.profile) {
    log(`${opts.label}: a second, profiled window of ${SCENARIO.profileMs / 1000} s`);
    profile = await opts.profile(() => measureWindow({ ...opts, label: `${opts.label} (profiled)`, ms: SCENARIO.profileMs, connected }));
  }
  await Promise.all(opts.clients.sockets.map((w) => w.call('closeAll')));
  await sleep(2_000);
  return { load, windows, memory: before && after ? memoryFigures(before, after, connected.connected) : null, connectSeconds: connected.seconds, profile };
}

function logWindow(label: string, load: LoadResult): void {
  log(
    `${label}: push p50 ${load.push.latency.p50} ms p99 ${load.push.latency.p99} ms (from the tap p50 ${load.push.tap.p50} p99 ${load.push.tap.p99} ms, ${load.push.untapped} untapped; from the answer p50 ${load.push.answer?.p50} p99 ${load.push.answer?.p99} ms), delivered ${load.push.statesDelivered}/${load.push.statesExpected}, dropped ${load.push.dropped}; client requests ${load.push.client.requests} (${load.push.client.requestsPerPushPerSpectator.toFixed(4)} per push per spectator), pings ${load.push.client.pings}; GET p99 ${load.get.latency.p99} ms at ${load.get.ratePerSecond.toFixed(0)}/s; referee p99 ${load.referee?.latency.p99 ?? '-'} ms (from sending ${load.referee?.sent.p99 ?? '-'} ms); server loop delay ${Object.values(load.serverLoopDelay ?? {}).map((d) => `p99 ${d.p99.toFixed(0)} max ${d.max.toFixed(0)}`).join(', ')} ms${Object.values(load.serverAnswers ?? {}).map((a) => `; answered in the server: polls p99 ${a.poll.p99.toFixed(1)} ms, actions p99 ${a.action.p99.toFixed(1)} ms (waited before read p99 ${a.wait?.p99.toFixed(0) ?? '-'} ms)`).join('')}`,
  );
  const behind = Object.entries(load.push.behind ?? {});
  if (behind.length > 0) {
    log(`${label}: not every socket saw the last version of ${behind.length} game(s): ${behind.slice(0, 10).map(([game, b]) => `${game} missed by ${b.sockets} sockets (${b.open} open, lowest seen ${b.lowestSeen})`).join('; ')}`);
  }
}

// --- peak GET throughput, no sockets -----------------------------------------------------------

// `rounds`: every round's requests per second, the figure being their median's round
type PeakFigures = { target: string; variant: string; requestsPerSecond: number; latency: LatencySummary; status: Record<string, number>; errors: number; rounds?: number[] };

async function peakGet(workers: Child[], target: Target, slug: string, etag: string | null, variant: string): Promise<PeakFigures> {
  const load = (seconds: number) =>
    Promise.all(
      workers.map((w, i) =>
        w.call<PeakReport>('peak', {
          httpUrl: target.httpUrl,
          localAddress: sourceAddress(i),
          path: `/api/leagues/${slug}/public/games?status=live`,
          etag,
          connections: SCENARIO.peakConnectionsPerProcess,
          seconds,
        }),
      ),
    );
  await load(SCENARIO.peakWarmupSeconds); // the JIT and the connections warm up first, unmeasured
  const reports = await load(SCENARIO.peakSeconds);
  const seconds = Math.max(...reports.map((r) => r.seconds));
  return {
    target: target.name,
    variant,
    requestsPerSecond: reports.reduce((n, r) => n + r.completed, 0) / seconds,
    latency: Histogram.of(reports.map((r) => r.latency)).summary(),
    status: mergeStatus(reports.map((r) => r.status)),
    errors: reports.reduce((n, r) => n + r.errors, 0),
  };
}

// --- profiling the product's process ------------------------------------------------------------

// The V8 CPU profiler of the server's processes (what `node --cpu-prof` records), for one window
// only: the server's, and its socket process's (decision 037).
export type Profiles = { server: ProfileSummary; sockets?: ProfileSummary };
async function profileOf(target: Target, window: () => Promise<unknown>, runKey: string, spectators: number): Promise<Profiles> {
  await target.child.call('profileStart');
  await window();
  const profiles = await target.child.call<{ server: Profile; sockets?: Profile }>('profileStop');
  const summaryOf = (name: string, profile: Profile) => {
    const file = path.join(ROOT, 'bench', 'profiles', `${runKey}-${name}-${spectators}.cpuprofile`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify(profile));
    return summarizeProfile(profile, path.relative(ROOT, file));
  };
  return { server: summaryOf('server', profiles.server), ...(profiles.sockets ? { sockets: summaryOf('sockets', profiles.sockets) } : {}) };
}

// --- the run ----------------------------------------------------------------------------------

export type MachineFigures = { cpus: number; cpuModel: string; memoryGiB: number; node: string; os: string; descriptorLimit: string };

function machine(): MachineFigures {
  let descriptorLimit = 'unknown';
  try {
    descriptorLimit = /Max open files\s+(\d+)/.exec(fs.readFileSync('/proc/self/limits', 'utf8'))?.[1] ?? 'unknown';
  } catch {
    // not Linux
  }
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    node: process.version,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    descriptorLimit,
  };
}

export type BenchResults = {
  command: string;
  startedAt: string;
  seconds: number;
  machine: MachineFigures;
  scenario: typeof SCENARIO;
  database: string;
  messageBytes: number;
  listBytes: { plain: number; gzip: number };
  peak: PeakFigures[];
  runs: Record<string, LoadResult>;
  // every measured window of each run (the run's entry in runs is its median window); absent before issue 39
  windows?: Record<string, LoadResult[]>;
  // the server's resident memory at its start and idle (bench/footprint.ts), on PGlite and on
  // PostgreSQL when one is given; absent before issue 39 and with --focus
  footprint?: Footprint[];
  memory: Record<string, MemoryFigures>;
  connectSeconds: Record<string, number>;
  // a profiled second window of each product run, by the run's key (product-10k, product-2k, ...):
  // its server's process and, with LIVE_SOCKETS=process, its socket process (decision 037)
  profiles?: Record<string, Profiles>;
  // reports before 2026-11-25: the 10,000-spectator window's only
  profile?: ProfileSummary | null;
  socketProfile?: ProfileSummary | null;
  postgres: { skipped: string } | { oneProcess: LoadResult; twoProcesses: LoadResult; durable?: LoadResult };
};

async function main(): Promise<void> {
  const startedAt = new Date();
  const results: Partial<BenchResults> = {
    command: process.env.BENCH_COMMAND ?? `node bench/saturday/run.ts ${process.argv.slice(2).join(' ')}`.trim(),
    startedAt: startedAt.toISOString(),
    machine: machine(),
    scenario: SCENARIO,
    database: 'PGlite (embedded, a fresh DATA_DIR)',
    runs: {},
    windows: {},
    footprint: [],
    profiles: {},
    memory: {},
    connectSeconds: {},
  };
  // a phase's figures in the report, under its key
  const keep = (key: string, phase: Awaited<ReturnType<typeof loadPhase>>) => {
    results.runs![key] = phase.load;
    results.windows![key] = phase.windows;
    results.memory![key] = phase.memory!;
    results.connectSeconds![key] = phase.connectSeconds;
    if (phase.profile) results.profiles![key] = phase.profile;
  };
  const children: Child[] = [];
  const cleanups: (() => Promise<void>)[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ffl-bench-'));
  cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  try {
    if (!focus) {
      log('the server\'s footprint: four starts on fresh PGlite databases');
      results.footprint!.push(await measureFootprint({ pglite: true }));
      const pgUrlForFootprint = process.env.BENCH_PG_URL;
      if (pgUrlForFootprint) {
        log('the server\'s footprint: four starts on fresh PostgreSQL databases');
        results.footprint!.push(await measureFootprint({ url: pgUrlForFootprint }));
      }
      for (const f of results.footprint!) log(footprintLines(f).join('\n'));
    }
    log(`starting the built server on a fresh PGlite database in ${dataDir}`);
    const app = await startApp('product', { dataDir });
    children.push(app.child);
    const baseline = await startBaseline('baseline');
    children.push(baseline.child);
    const durableDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ffl-bench-durable-'));
    cleanups.push(async () => fs.rmSync(durableDir, { recursive: true, force: true }));
    const durable = await startBaseline('baseline-durable', `pglite:${durableDir}`);
    children.push(durable.child);
    const clients: Clients = {
      sockets: Array.from({ length: SCENARIO.spectatorProcesses }, (_, i) => forkWorker(`spectators-${i}`, 'spectators.ts')),
      pollers: Array.from({ length: SCENARIO.pollerProcesses }, (_, i) => forkWorker(`pollers-${i}`, 'spectators.ts')),
    };
    children.push(...clients.sockets, ...clients.pollers);
    const workers = [...clients.sockets, ...clients.pollers];
    const referees = forkWorker('referees', 'referees.ts');
    children.push(referees);

    log('creating 5 leagues, 50 fields, 100 teams, 50 referees and 50 live games through the API');
    const plan = await createLeagues(app.httpUrl);
    await referees.call('signIn', { httpUrl: app.httpUrl, localAddress: '127.0.0.2', games: plan.referees });

    // the baseline serves the product's own bytes: each league's live list and one of its games
    const setup: BaselineSetup = { leagues: [], sampleGame: {} };
    for (const league of plan.leagues) {
      const body = await (await fetch(`${app.httpUrl}/api/leagues/${league.slug}/public/games?status=live`)).text();
      setup.leagues.push({ ...league, body });
    }
    setup.sampleGame = (JSON.parse(setup.leagues[0]!.body) as Record<string, unknown>[])[0]!;
    await baseline.child.call('setup', setup);
    await durable.child.call('setup', setup);
    results.messageBytes = Buffer.byteLength(JSON.stringify({ type: 'gameUpdated', data: setup.sampleGame }));
    const firstBody = setup.leagues[0]!.body;
    results.listBytes = { plain: Buffer.byteLength(firstBody), gzip: (await import('node:zlib')).gzipSync(firstBody).length };

    results.peak = [];
    if (!focus) log('peak GET throughput, no sockets');
    const slug = plan.leagues[0]!.slug;
    const etagOf = async (target: Target) => (await fetch(`${target.httpUrl}/api/leagues/${slug}/public/games?status=live`)).headers.get('etag');
    // the median of interleaved rounds, with every round kept: on two cores one round swings by a tenth either way
    for (const [variant, withEtag] of focus ? [] : ([['poll with a current ETag (304)', true], ['first poll, gzip body (200)', false]] as const)) {
      const rounds = new Map<string, PeakFigures[]>();
      for (let round = 0; round < SCENARIO.peakRounds; round++) {
        for (const target of [app, baseline]) {
          const figures = await peakGet(workers, target, slug, withEtag ? await etagOf(target) : null, variant);
          rounds.set(target.name, [...(rounds.get(target.name) ?? []), figures]);
        }
      }
      for (const figures of rounds.values()) {
        const sorted = [...figures].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
        results.peak.push({ ...sorted[Math.floor((sorted.length - 1) / 2)]!, rounds: figures.map((f) => f.requestsPerSecond) });
      }
    }
    for (const p of results.peak) log(`peak ${p.target} ${p.variant}: ${p.requestsPerSecond.toFixed(0)} req/s`);

    const crowds: Record<(typeof SIZES)[number], [number, number]> = {
      '10k': [SCENARIO.spectators, SCENARIO.measureMs],
      '2k': [SCENARIO.low, SCENARIO.shortMeasureMs],
      '19k': [SCENARIO.high, SCENARIO.shortMeasureMs],
    };
    const sizes: [string, number, number][] = focus
      ? [[focusSize!, crowds[focusSize as (typeof SIZES)[number]][0], SCENARIO.shortMeasureMs]]
      : SIZES.map((size) => [size, ...crowds[size]]);
    for (const [key, spectators, ms] of sizes) {
      // the product, then the bare durable server and the bare server at the same load
      for (const who of ['product', 'baseline-durable', 'baseline'] as const) {
        const target = who === 'product' ? app : who === 'baseline' ? baseline : durable;
        const phase = await loadPhase({
          label: `${who} ${key}`,
          clients,
          spectators,
          plan,
          targetOf: () => target,
          ms,
          source: who === 'product' ? { kind: 'referees', referees } : { kind: 'baseline', baseline: target.child },
          memoryOf: target,
          profile: who === 'product' && (!focus || profileFocus) ? (window) => profileOf(app, window, `${who}-${key}`, spectators) : undefined,
        });
        keep(`${who}-${key}`, phase);
      }
    }
    await app.child.stop();
    await referees.call('close');

    // The product with its sockets in a process of their own (LIVE_SOCKETS=process, decision 037),
    // on a fresh database, under the same 10,000-spectator load: the other side of the trade
    if (!focus) {
      const processDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ffl-bench-process-'));
      cleanups.push(async () => fs.rmSync(processDir, { recursive: true, force: true }));
      log(`the product with LIVE_SOCKETS=process, on a fresh PGlite database in ${processDir}`);
      const split = await startApp('product-process', { dataDir: processDir }, { LIVE_SOCKETS: 'process' });
      children.push(split.child);
      const splitPlan = await createLeagues(split.httpUrl);
      await referees.call('signIn', { httpUrl: split.httpUrl, localAddress: '127.0.0.2', games: splitPlan.referees });
      const phase = await loadPhase({
        label: 'product-process 10k',
        clients,
        spectators: SCENARIO.spectators,
        plan: splitPlan,
        targetOf: () => split,
        ms: SCENARIO.measureMs,
        source: { kind: 'referees', referees },
        memoryOf: split,
        profile: (window) => profileOf(split, window, 'product-process-10k', SCENARIO.spectators),
      });
      keep('product-process-10k', phase);
      await split.child.stop();
      await referees.call('close');
    }

    const pgUrl = focus ? undefined : process.env.BENCH_PG_URL;
    if (!pgUrl) {
      results.postgres = { skipped: 'no PostgreSQL: set DATABASE_URL, or install the PostgreSQL server binaries for a throwaway one' };
    } else {
      log('PostgreSQL: a fresh database, two server processes');
      const database = await createScratchDatabase(pgUrl, 'ffl_bench');
      cleanups.unshift(database.drop);
      const first = await startApp('product A', { url: database.url });
      children.push(first.child);
      const second = await startApp('product B', { url: database.url });
      children.push(second.child);
      const pgPlan = await createLeagues(first.httpUrl);
      const socketsOn = (on: (share: number) => boolean) => clients.sockets.flatMap((_, i) => (on(i / clients.sockets.length) ? [i] : []));
      await referees.call('signIn', { httpUrl: first.httpUrl, localAddress: '127.0.0.2', games: pgPlan.referees });
      // the three PostgreSQL phases: the 10k crowd on the same leagues
      const onPostgres = { clients, spectators: SCENARIO.spectators, plan: pgPlan, ms: SCENARIO.measureMs };
      const one = await loadPhase({ ...onPostgres, label: 'PostgreSQL, one process', targetOf: () => first, source: { kind: 'referees', referees } });
      const two = await loadPhase({
        ...onPostgres,
        label: 'PostgreSQL, two processes',
        targetOf: (share) => (share < 0.5 ? first : second),
        source: { kind: 'referees', referees },
        groups: {
          'A (the referees write here)': socketsOn((share) => share < 0.5),
          'B (pushes cross PostgreSQL)': socketsOn((share) => share >= 0.5),
        },
      });
      await referees.call('close');
      // the bare durable server on the same PostgreSQL, for the one-process row
      const pgDurable = await startBaseline('baseline-durable-pg', `postgres:${database.url}`);
      children.push(pgDurable.child);
      await pgDurable.child.call('setup', { ...setup, leagues: setup.leagues.map((league, i) => ({ ...league, slug: pgPlan.leagues[i]!.slug, gameIds: pgPlan.leagues[i]!.gameIds })) });
      const bare = await loadPhase({ ...onPostgres, label: 'PostgreSQL, bare durable server', targetOf: () => pgDurable, source: { kind: 'baseline', baseline: pgDurable.child } });
      results.postgres = { oneProcess: one.load, twoProcesses: two.load, durable: bare.load };
    }
    results.seconds = (Date.now() - startedAt.getTime()) / 1000;
    const written = writeReport(results as BenchResults, smoke ? fs.mkdtempSync(path.join(os.tmpdir(), 'ffl-bench-smoke-')) : undefined);
    log(`wrote ${written.join(' and ')}`);
  } finally {
    await Promise.all(children.map((child) => child.stop().catch(() => undefined)));
    for (const cleanup of cleanups) await cleanup().catch((err: unknown) => console.error(err));
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
