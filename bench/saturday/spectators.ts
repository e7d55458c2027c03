// A spectator process: holds its share of the scoreboard sockets (spread over loopback addresses,
// fewer per address than the product's cap, as a crowd's phones come from many), records
// when each push arrives (once the window closes: receipt - the server's read of the referee's
// request that wrote that version, from the answer's Server-Timing; receipt - the referee's tap;
// receipt - the referee's reading of his answer; no push carries a stamp) and which game states
// reached which socket, pings as the client's heartbeat does, and runs the client's own cache code
// on the pushes, making every request it decides on (client-twin.ts); or makes its share of the
// spectators' polls of the public live list at a fixed rate (each request timed from the instant it
// was due, not from when it could be sent: no coordinated omission).
import { performance } from 'node:perf_hooks';
import { Pool } from 'undici';
import WebSocket from 'ws';
import { LIVE_HEARTBEAT_MS } from '../../client/src/lib/live-socket';
import { ClientTwin, type TwinCounts } from './client-twin';
import { Histogram, type HistogramData } from './histogram';
import { serve } from './rpc';

export type LeaguePlan = { slug: string; gameIds: number[] };

export type ConnectArgs = {
  wsUrl: string;
  // the same server's HTTP address, for the requests the client makes
  httpUrl: string;
  // the address of the client code's requests
  localAddress: string;
  // the sockets' addresses: 127.<socketBlock>.x.y, SOCKETS_PER_ADDRESS on each
  socketBlock: number;
  leagues: LeaguePlan[];
  count: number;
  // the global index of this process's first socket: socket i follows league i % leagues.length
  firstIndex: number;
};

// The polls of `count` spectators (spectator i follows league i % leagues.length), each every
// intervalMs; a process of their own, so that no socket's burst of pushes delays a poll's start.
export type PollArgs = { httpUrl: string; localAddress: string; intervalMs: number; connections: number; leagues: LeaguePlan[]; count: number; firstIndex: number };

export type PeakArgs = { httpUrl: string; localAddress: string; path: string; etag: string | null; connections: number; seconds: number };

export type WindowReport = {
  sockets: number;
  open: number;
  droppedInWindow: number;
  // receipt - the server's read of the request that wrote the message's version (the referee's
  // reading of his answer minus the answer's Server-Timing app;dur; the bare server: its timer's firing)
  push: HistogramData;
  pushMessages: number;
  // messages whose version no write of the window's referees (or the bare server) names: no
  // server instant to count from (a deadline's push, the two-minute warning)
  unstampedMessages: number;
  // receipt - the tap that wrote the message's version (the referee's sending instant; the bare
  // server's due instant): what a parent waits, including any time the request waited for the server
  tap: HistogramData;
  // stamped messages whose version has no tap
  untapped: number;
  // receipt - the referee's reading of his answer (the bare server: the due instant, as the tap):
  // the fan-out without the write (absent from reports before 2026-11-25, 09:30)
  answer: HistogramData;
  // game states (versions written in the window) that reached a socket, against those expected
  statesDelivered: number;
  statesExpected: number;
  // sockets that did not see some game's final version
  socketsBehind: number;
  // per game whose last version some socket did not see (game id:last version): how many sockets,
  // how many of them still open, and the lowest version one of them saw; for finding where it stopped
  behind: Record<string, { sockets: number; open: number; lowestSeen: number }>;
  // what the client's own code asked for because of the pushes (every spectator's requests), and
  // the heartbeat pings the sockets sent
  client: TwinCounts & { pings: number };
  poll: { latency: HistogramData; status: Record<string, number>; errors: number; issued: number; completed: number; bodyBytes: number };
};

export type PeakReport = { completed: number; seconds: number; latency: HistogramData; status: Record<string, number>; errors: number };

const CONNECTS_IN_FLIGHT = 100;
// Sockets opened from one loopback address (Linux takes any 127.x.y.z as a local address): under
// the product's default cap of 50 per address (LIVE_SOCKETS_PER_ADDRESS, decision 042), so the bench
// runs the product as configured. 19,000 sockets over 4 processes use 119 addresses in each.
const SOCKETS_PER_ADDRESS = 40;

function socketAddress(block: number, index: number): string {
  const n = Math.floor(index / SOCKETS_PER_ADDRESS);
  return `127.${block}.${Math.floor(n / 254)}.${(n % 254) + 1}`;
}
const SUBSCRIBE_TIMEOUT_MS = 60_000;

type Spectator = { ws: WebSocket; league: number; open: boolean; closingOnPurpose: boolean };

let spectators: Spectator[] = [];
let leagues: LeaguePlan[] = [];
// league index -> game id -> column; versions[socket][column] is the highest version seen
let columns: Map<number, number>[] = [];
let versions = new Int32Array(0);
let width = 1;

// one client per league held here, fed by its first spectator's socket (client-twin.ts)
let twins = new Map<number, ClientTwin>();
let designated = new Map<number, number>();
let twinPool: Pool | null = null;
let heartbeat: NodeJS.Timeout | null = null;
let pings = 0;

let windowOpen = false;
// per message (game id:version): each socket's receipt (epoch ms), for the figures the window's
// close computes once the writers' instants are known
let arrivals = new Map<string, number[]>();
let droppedInWindow = 0;

const GAME_ID = Buffer.from('"data":{"id":');
const VERSION = Buffer.from('"version":');
const GAME_UPDATED = Buffer.from('{"type":"gameUpdated"');
const SUBSCRIBED = Buffer.from('{"type":"subscribed"');
const ERROR = Buffer.from('{"type":"error"');

const startsWith = (data: Buffer, prefix: Buffer) => data.length >= prefix.length && data.compare(prefix, 0, prefix.length, 0, prefix.length) === 0;

// The whole number after key in the message's bytes (no string is made of the message: this
// process reads tens of thousands of them a second).
function numberAfter(data: Buffer, key: Buffer): number | null {
  const at = data.indexOf(key);
  if (at < 0) return null;
  let value = 0;
  let digits = 0;
  for (let i = at + key.length; i < data.length; i++) {
    const c = data[i]!;
    if (c < 48 || c > 57) break;
    value = value * 10 + (c - 48);
    digits += 1;
  }
  return digits > 0 ? value : null;
}

function onPush(index: number, spectator: Spectator, data: Buffer): void {
  if (!windowOpen || !startsWith(data, GAME_UPDATED)) return;
  const now = performance.timeOrigin + performance.now();
  const gameId = numberAfter(data, GAME_ID);
  const version = numberAfter(data, VERSION);
  if (gameId === null || version === null) return;
  const key = `${gameId}:${version}`;
  let arrival = arrivals.get(key);
  if (!arrival) arrivals.set(key, (arrival = []));
  arrival.push(now);
  const column = columns[spectator.league]!.get(gameId);
  if (column === undefined) return;
  const slot = index * width + column;
  if (version > versions[slot]!) versions[slot] = version;
}

// Resolves null once subscribed, or why the socket failed.
function openOne(args: ConnectArgs, index: number): Promise<string | null> {
  const league = (args.firstIndex + index) % args.leagues.length;
  return new Promise((resolve) => {
    const ws = new WebSocket(args.wsUrl, { localAddress: socketAddress(args.socketBlock, index), perMessageDeflate: false, handshakeTimeout: 30_000 });
    const spectator: Spectator = { ws, league, open: false, closingOnPurpose: false };
    spectators[index] = spectator;
    const timer = setTimeout(() => {
      ws.terminate();
      resolve(`no answer to the subscription in ${SUBSCRIBE_TIMEOUT_MS / 1000} s`);
    }, SUBSCRIBE_TIMEOUT_MS);
    let lastError = '';
    let subscribed = false;
    ws.on('open', () => {
      spectator.open = true;
      ws.send(JSON.stringify({ type: 'subscribe', channel: `league:${args.leagues[league]!.slug}` }));
    });
    ws.on('message', (data: Buffer) => {
      if (!subscribed) {
        if (startsWith(data, SUBSCRIBED)) {
          subscribed = true;
          clearTimeout(timer);
          resolve(null);
        } else if (startsWith(data, ERROR)) {
          clearTimeout(timer);
          ws.terminate();
          resolve(`answered ${data.toString().slice(0, 120)}`);
        }
        return;
      }
      onPush(index, spectator, data);
      if (designated.get(league) === index) twins.get(league)?.receive(data.toString());
    });
    ws.on('error', (err) => {
      // 'close' follows; an unanswered handshake resolves there
      lastError = err.message;
    });
    ws.on('close', (code) => {
      const wasOpen = spectator.open;
      spectator.open = false;
      if (windowOpen && wasOpen && !spectator.closingOnPurpose) droppedInWindow += 1;
      clearTimeout(timer);
      if (!subscribed) resolve(`closed with ${code} ${wasOpen ? 'after the handshake' : `before the handshake${lastError ? ` (${lastError})` : ''}`}, not subscribed`);
    });
  });
}

// The client's heartbeat (LiveSocket): every socket pings every LIVE_HEARTBEAT_MS, spread evenly.
function startHeartbeat(): void {
  const tickMs = 250;
  let next = 0;
  // pings owed so far: the fraction carries over, so the rate is exact for any number of sockets
  let owed = 0;
  heartbeat = setInterval(() => {
    owed += (spectators.length * tickMs) / LIVE_HEARTBEAT_MS;
    for (; owed >= 1 && spectators.length > 0; owed -= 1) {
      const spectator = spectators[next % spectators.length];
      next += 1;
      if (spectator?.open && spectator.ws.readyState === WebSocket.OPEN) {
        spectator.ws.send('{"type":"ping"}');
        pings += 1;
      }
    }
  }, tickMs);
}

// The scoreboard page of each league held here, opened once, before its sockets subscribe.
async function openTwins(args: ConnectArgs): Promise<void> {
  twinPool = new Pool(args.httpUrl, { connections: 32, pipelining: 1, connect: { localAddress: args.localAddress } as never });
  twins = new Map();
  designated = new Map();
  for (let index = 0; index < args.count; index++) {
    const league = (args.firstIndex + index) % args.leagues.length;
    if (designated.has(league)) continue;
    designated.set(league, index);
    const twin = new ClientTwin(twinPool, args.leagues[league]!.slug, () => spectators.filter((s) => s?.open && s.league === league).length);
    await twin.open();
    twins.set(league, twin);
  }
}

// failures: why the sockets that failed did, with how many each
export type ConnectReport = { connected: number; failed: number; failures: Record<string, number>; ms: number };

async function connect(args: ConnectArgs): Promise<ConnectReport> {
  const started = performance.now();
  await openTwins(args);
  leagues = args.leagues;
  columns = leagues.map((league) => new Map(league.gameIds.map((id, column) => [id, column])));
  width = Math.max(1, ...leagues.map((league) => league.gameIds.length));
  spectators = new Array<Spectator>(args.count);
  versions = new Int32Array(args.count * width).fill(-1);
  let next = 0;
  let connected = 0;
  let failed = 0;
  const failures: Record<string, number> = {};
  const lane = async () => {
    while (next < args.count) {
      const index = next++;
      const failure = await openOne(args, index);
      if (failure === null) connected += 1;
      else {
        failed += 1;
        failures[failure] = (failures[failure] ?? 0) + 1;
      }
    }
  };
  await Promise.all(Array.from({ length: CONNECTS_IN_FLIGHT }, lane));
  startHeartbeat();
  return { connected, failed, failures, ms: performance.now() - started };
}

// --- the fixed-rate poll ---------------------------------------------------------------------

type PollState = {
  pool: Pool;
  timer: NodeJS.Timeout;
  latency: Histogram;
  status: Record<string, number>;
  errors: number;
  issued: number;
  completed: number;
  bodyBytes: number;
  inFlight: Set<Promise<void>>;
};
let poll: PollState | null = null;

function countStatus(status: Record<string, number>, key: string): void {
  status[key] = (status[key] ?? 0) + 1;
}

function startPolling(args: PollArgs): void {
  if (poll) throw new Error('already polling');
  const pool = new Pool(args.httpUrl, { connections: args.connections, pipelining: 1, connect: { localAddress: args.localAddress } as never });
  const count = args.count;
  const etags: (string | null)[] = new Array<string | null>(count).fill(null);
  const paths = Array.from({ length: count }, (_, k) => `/api/leagues/${args.leagues[(args.firstIndex + k) % args.leagues.length]!.slug}/public/games?status=live`);
  // spectator k is due at start + offset_k + n * interval; offsets spread evenly over the interval
  const start = performance.now() + 50;
  const offset = (k: number) => (k * args.intervalMs) / count;
  let cycle = 0;
  let k = 0;
  const state: PollState = {
    pool,
    timer: setInterval(() => {
      const now = performance.now();
      for (;;) {
        if (count === 0) return;
        const due = start + cycle * args.intervalMs + offset(k);
        if (due > now) return;
        fire(state, pool, paths, etags, k, due);
        k += 1;
        if (k === count) {
          k = 0;
          cycle += 1;
        }
      }
    }, 2),
    latency: new Histogram(),
    status: {},
    errors: 0,
    issued: 0,
    completed: 0,
    bodyBytes: 0,
    inFlight: new Set(),
  };
  poll = state;
}

function fire(state: PollState, pool: Pool, paths: string[], etags: (string | null)[], k: number, due: number): void {
  state.issued += 1;
  const headers: Record<string, string> = { 'accept-encoding': 'gzip' };
  const etag = etags[k];
  if (etag) headers['if-none-match'] = etag;
  const request = pool
    .request({ path: paths[k]!, method: 'GET', headers })
    .then(async (res) => {
      const body = Buffer.from(await res.body.arrayBuffer());
      state.latency.record(performance.now() - due);
      state.completed += 1;
      countStatus(state.status, String(res.statusCode));
      if (res.statusCode === 200) {
        state.bodyBytes += body.length;
        const tag = res.headers.etag;
        etags[k] = typeof tag === 'string' ? tag : null;
      } else if (res.statusCode !== 304) {
        state.errors += 1;
      }
    })
    .catch(() => {
      state.latency.record(performance.now() - due);
      state.errors += 1;
      countStatus(state.status, 'network error');
    })
    .finally(() => state.inFlight.delete(request));
  state.inFlight.add(request);
}

async function stopPolling(): Promise<void> {
  if (!poll) return;
  clearInterval(poll.timer);
  await Promise.all([...poll.inFlight]);
  await poll.pool.close();
}

// --- closed-loop peak throughput ------------------------------------------------------------

async function peak(args: PeakArgs): Promise<PeakReport> {
  const pool = new Pool(args.httpUrl, { connections: args.connections, pipelining: 1, connect: { localAddress: args.localAddress } as never });
  const latency = new Histogram();
  const status: Record<string, number> = {};
  let errors = 0;
  let completed = 0;
  const headers: Record<string, string> = { 'accept-encoding': 'gzip' };
  if (args.etag) headers['if-none-match'] = args.etag;
  const started = performance.now();
  const end = started + args.seconds * 1000;
  const loop = async () => {
    while (performance.now() < end) {
      const sent = performance.now();
      try {
        const res = await pool.request({ path: args.path, method: 'GET', headers });
        await res.body.arrayBuffer();
        countStatus(status, String(res.statusCode));
        if (res.statusCode !== 200 && res.statusCode !== 304) errors += 1;
      } catch {
        errors += 1;
        countStatus(status, 'network error');
      }
      latency.record(performance.now() - sent);
      completed += 1;
    }
  };
  await Promise.all(Array.from({ length: args.connections }, loop));
  const seconds = (performance.now() - started) / 1000;
  await pool.close();
  return { completed, seconds, latency: latency.data(), status, errors };
}

// --- the measurement window ----------------------------------------------------------------

function openWindow(): void {
  arrivals = new Map();
  droppedInWindow = 0;
  versions.fill(-1);
  for (const twin of twins.values()) twin.resetCounts();
  pings = 0;
  windowOpen = true;
}

// ranges: per game id, the version when the window opened and the last one written in it; taps:
// per game id:version, the instant (epoch ms) of the tap that wrote it
// answers: the same, the instant the referee read his answer (the bare server: the due instant)
// served: the same, the instant the server read the request (the referee's reading of his answer
// minus its Server-Timing app;dur; the bare server: its timer's firing)
export type CloseWindowArgs = { ranges: Record<string, [number, number]>; taps: Record<string, number>; answers: Record<string, number>; served: Record<string, number> };

async function closeWindow(args: CloseWindowArgs): Promise<WindowReport> {
  windowOpen = false;
  await stopPolling();
  const pollState = poll;
  poll = null;
  let statesDelivered = 0;
  let statesExpected = 0;
  let socketsBehind = 0;
  const behindGames: WindowReport['behind'] = {};
  spectators.forEach((spectator, index) => {
    let behind = false;
    leagues[spectator.league]!.gameIds.forEach((gameId, column) => {
      const range = args.ranges[gameId];
      if (!range) return;
      const [from, to] = range;
      const seen = versions[index * width + column]!;
      statesExpected += to - from;
      statesDelivered += Math.max(0, Math.min(seen, to) - from);
      if (seen < to) {
        behind = true;
        const entry = (behindGames[`${gameId}:${to}`] ??= { sockets: 0, open: 0, lowestSeen: seen });
        entry.sockets += 1;
        if (spectator.open) entry.open += 1;
        entry.lowestSeen = Math.min(entry.lowestSeen, seen);
      }
    });
    if (behind) socketsBehind += 1;
  });
  const push = new Histogram();
  const tap = new Histogram();
  const answer = new Histogram();
  let pushMessages = 0;
  let unstampedMessages = 0;
  let untapped = 0;
  for (const [key, receipts] of arrivals) {
    // each socket's receipt, counted from one of the writer's instants
    const since = (histogram: Histogram, at: number) => receipts.forEach((receipt) => histogram.record(receipt - at));
    const served = args.served[key];
    if (served === undefined) {
      unstampedMessages += receipts.length;
      continue;
    }
    pushMessages += receipts.length;
    since(push, served);
    const at = args.taps[key];
    if (at === undefined) untapped += receipts.length;
    else since(tap, at);
    const answered = args.answers[key];
    if (answered !== undefined) since(answer, answered);
  }
  arrivals = new Map();
  return {
    sockets: spectators.length,
    open: spectators.filter((s) => s.open).length,
    droppedInWindow,
    push: push.data(),
    pushMessages,
    unstampedMessages,
    tap: tap.data(),
    untapped,
    answer: answer.data(),
    statesDelivered,
    statesExpected,
    socketsBehind,
    behind: behindGames,
    client: clientCounts(),
    poll: pollState
      ? { latency: pollState.latency.data(), status: pollState.status, errors: pollState.errors, issued: pollState.issued, completed: pollState.completed, bodyBytes: pollState.bodyBytes }
      : { latency: new Histogram().data(), status: {}, errors: 0, issued: 0, completed: 0, bodyBytes: 0 },
  };
}

function clientCounts(): WindowReport['client'] {
  const total: WindowReport['client'] = { requests: 0, failed: 0, byPath: {}, pings };
  for (const twin of twins.values()) {
    total.requests += twin.counts.requests;
    total.failed += twin.counts.failed;
    for (const [path, count] of Object.entries(twin.counts.byPath)) total.byPath[path] = (total.byPath[path] ?? 0) + count;
  }
  return total;
}

async function closeAll(): Promise<{ closed: number }> {
  if (heartbeat) clearInterval(heartbeat);
  heartbeat = null;
  for (const twin of twins.values()) twin.close();
  twins = new Map();
  designated = new Map();
  await twinPool?.close();
  twinPool = null;
  const closing = spectators.filter((s) => s.open);
  await Promise.all(
    closing.map(
      (s) =>
        new Promise<void>((resolve) => {
          s.closingOnPurpose = true;
          s.ws.once('close', () => resolve());
          s.ws.terminate();
        }),
    ),
  );
  spectators = [];
  return { closed: closing.length };
}

serve({
  connect: (args: ConnectArgs) => connect(args),
  openWindow: () => openWindow(),
  startPolling: (args: PollArgs) => startPolling(args),
  closeWindow: (args: CloseWindowArgs) => closeWindow(args),
  peak: (args: PeakArgs) => peak(args),
  closeAll: () => closeAll(),
});
