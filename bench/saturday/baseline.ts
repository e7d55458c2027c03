// The baselines: a bare process doing only what the product's hot paths must do, on the same
// machine in the same run. One Fastify route answers the public live list with the same bytes,
// headers and ETag rule as the product; a bare `ws` server on the same port keeps league rooms
// and, at the referees' rate, makes a "write", serializes a message of the product's size once
// and writes it to every socket of the league (the game itself as the product's list shows it, one
// version newer, so the spectators' client code applies it as it applies the product's), and
// answers the client's heartbeat pings. No database, no sessions, no game rules.
//
// With BASELINE_DURABLE set it is the bare durable server (issue 39): the same, but each write is
// first one `UPDATE` of the game's row in a transaction, on the product's database as the product
// opens it (`pglite:<dir>`: PGlite with its fsync settings; `postgres:<url>`: a PostgreSQL), and
// its broadcasts are written in the product's 5 ms slices (decision 017), so its GET route waits
// for them as the product's does. The limit a correct, durable push can reach on this machine.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import pg from 'pg';
import { WebSocketServer, type WebSocket } from 'ws';
import { openDurablePglite } from '../../server/db/durable-node-fs';
import { DEFAULT_HUB_OPTIONS, SLICE_CHECK_EVERY } from '../../server/live/hub';
import { serve } from './rpc';

export type BaselineSetup = {
  leagues: { slug: string; gameIds: number[]; body: string }[];
  // one public game as the product pushes it
  sampleGame: Record<string, unknown>;
};
export type BaselineRun = { meanIntervalMs: number; durationMs: number };

type League = { slug: string; gameIds: number[]; body: string; gzipped: Buffer; etag: string; generation: number };

// The lists other than the live one: every game of the bench is live.
const EMPTY_LIST = '[]';

const MAX_BUFFERED_BYTES = 1024 * 1024;
const rooms = new Map<string, Set<WebSocket>>();
const leagues = new Map<string, League>();
const versions = new Map<number, number>();
let sampleGame: Record<string, unknown> = {};
// each game as the product's live list showed it at setup
const gamesById = new Map<number, Record<string, unknown>>();

const app = Fastify({ logger: false });
app.get('/api/leagues/:slug/public/games', async (request, reply) => {
  const league = leagues.get((request.params as { slug: string }).slug);
  if (!league) return reply.code(404).send({ message: 'League not found' });
  reply.header('x-server-now', String(Date.now()));
  const { status } = request.query as { status?: string };
  if (status !== undefined && status !== 'live') return reply.type('application/json; charset=utf-8').send(EMPTY_LIST);
  reply.header('etag', league.etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === league.etag) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) return reply.header('content-encoding', 'gzip').send(league.gzipped);
  return reply.send(league.body);
});

const wss = new WebSocketServer({ noServer: true, perMessageDeflate: false, maxPayload: 4096 });
app.server.on('upgrade', (request, socket, head) => {
  if (!request.url?.startsWith('/ws')) return socket.destroy();
  wss.handleUpgrade(request, socket, head, (ws) => {
    let room: Set<WebSocket> | null = null;
    ws.on('message', (data: Buffer) => {
      if (data.toString() === '{"type":"ping"}') return ws.send(JSON.stringify({ type: 'pong', data: { serverNow: Date.now() } }));
      const match = /"channel":"league:([a-z0-9-]+)"/.exec(data.toString());
      if (!match || !leagues.has(match[1]!)) return ws.send(JSON.stringify({ type: 'error', data: { message: 'League not found' } }));
      room = rooms.get(match[1]!) ?? new Set();
      rooms.set(match[1]!, room);
      room.add(ws);
      ws.send(JSON.stringify({ type: 'subscribed', data: { channel: `league:${match[1]}` } }));
    });
    ws.on('close', () => room?.delete(ws));
  });
});

// The durable server's database: one UPDATE of a game row in a transaction per write.
type Durable = { write(gameId: number, version: number, body: string): Promise<void> };

const durableTarget = process.env.BASELINE_DURABLE ?? '';

async function openDurable(gameIds: number[]): Promise<Durable> {
  const create = 'CREATE TABLE IF NOT EXISTS bench_games (id integer PRIMARY KEY, version integer NOT NULL, body text NOT NULL)';
  const update = 'UPDATE bench_games SET version = $2, body = $3 WHERE id = $1';
  if (durableTarget.startsWith('pglite:')) {
    const client = await openDurablePglite(durableTarget.slice('pglite:'.length));
    await client.exec(create);
    for (const id of gameIds) await client.query("INSERT INTO bench_games VALUES ($1, 0, '') ON CONFLICT (id) DO NOTHING", [id]);
    return { write: (id, version, body) => client.transaction(async (tx) => void (await tx.query(update, [id, version, body]))) };
  }
  if (durableTarget.startsWith('postgres:')) {
    const pool = new pg.Pool({ connectionString: durableTarget.slice('postgres:'.length), max: 10 });
    await pool.query(create);
    for (const id of gameIds) await pool.query("INSERT INTO bench_games VALUES ($1, 0, '') ON CONFLICT (id) DO NOTHING", [id]);
    return {
      write: async (id, version, body) => {
        const client = await pool.connect();
        try {
          await client.query('BEGIN');
          await client.query(update, [id, version, body]);
          await client.query('COMMIT');
        } finally {
          client.release();
        }
      },
    };
  }
  throw new Error(`BASELINE_DURABLE takes pglite:<dir> or postgres:<url>, not ${durableTarget}`);
}

let durable: Durable | null = null;

// Broadcasts still being written, oldest first: the durable server writes them as the product's hub
// does, for broadcastSliceMs, then again after the next turn's I/O (a poll, a timer).
const outbox: { bytes: Buffer; targets: WebSocket[]; next: number }[] = [];

function deliver(ws: WebSocket, bytes: Buffer): void {
  if (ws.readyState !== ws.OPEN) return;
  if (ws.bufferedAmount > MAX_BUFFERED_BYTES) return void ws.terminate();
  ws.send(bytes, { binary: false });
}

function writeSlice(): void {
  const until = performance.now() + DEFAULT_HUB_OPTIONS.broadcastSliceMs;
  let written = 0;
  while (outbox.length > 0) {
    const head = outbox[0]!;
    deliver(head.targets[head.next]!, head.bytes);
    head.next += 1;
    if (head.next === head.targets.length) outbox.shift();
    written += 1;
    if (written % SLICE_CHECK_EVERY === 0 && performance.now() >= until) break;
  }
  if (outbox.length > 0) setImmediate(writeSlice);
}

// The message of a game's next version (one serialization for every socket).
function nextMessage(league: League, gameId: number): { version: number; bytes: Buffer } {
  const version = (versions.get(gameId) ?? 0) + 1;
  versions.set(gameId, version);
  league.generation += 1;
  league.etag = `"${league.slug}-${league.generation}"`;
  const game = gamesById.get(gameId) ?? { ...sampleGame, id: gameId };
  return { version, bytes: Buffer.from(JSON.stringify({ type: 'gameUpdated', data: { ...game, version } })) };
}

function broadcast(league: League, bytes: Buffer): void {
  const targets = [...(rooms.get(league.slug) ?? [])];
  if (!durable) {
    for (const ws of targets) deliver(ws, bytes);
    return;
  }
  if (targets.length === 0) return;
  outbox.push({ bytes, targets, next: 0 });
  if (outbox.length === 1) writeSlice();
}

// taps: per game id:version, the instant (epoch ms) its write was due, which is when the product's
// referee sends his: a timer that fires late because the loop is busy counts in the push's latency;
// answers: for the bare server the same instants, since it has no write to answer: its fan-out may
// begin when it is due, and a late timer is the queue of broadcasts the product's answer waits in
// too; for the durable one, the instant its write committed (where the product answers its referee);
// served: the instant its timer fired (where the product reads its referee's request)
async function run(args: BaselineRun): Promise<{ ranges: Record<string, [number, number]>; taps: Record<string, number>; answers: Record<string, number>; served: Record<string, number> }> {
  const ranges: Record<string, [number, number]> = {};
  const taps: Record<string, number> = {};
  const answers: Record<string, number> = durable ? {} : taps;
  const served: Record<string, number> = {};
  const timers: NodeJS.Timeout[] = [];
  const end = Date.now() + args.durationMs;
  const interval = () => args.meanIntervalMs * (0.5 + Math.random());
  for (const league of leagues.values()) {
    for (const gameId of league.gameIds) {
      const from = versions.get(gameId) ?? 0;
      versions.set(gameId, from);
      ranges[gameId] = [from, from];
      const schedule = (delay: number) => {
        const due = Date.now() + delay;
        timers.push(
          setTimeout(async () => {
            if (Date.now() >= end) return;
            const fired = Date.now();
            const { version, bytes } = nextMessage(league, gameId);
            served[`${gameId}:${version}`] = fired;
            if (durable) {
              await durable.write(gameId, version, bytes.toString());
              answers[`${gameId}:${version}`] = Date.now();
            }
            broadcast(league, bytes);
            ranges[gameId]![1] = version;
            taps[`${gameId}:${version}`] = due;
            schedule(interval());
          }, delay),
        );
      };
      schedule(Math.random() * args.meanIntervalMs);
    }
  }
  await new Promise((resolve) => setTimeout(resolve, args.durationMs));
  for (const timer of timers) clearTimeout(timer);
  return { ranges, taps, answers, served };
}

const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();

serve({
  loopReset: () => loop.reset(),
  loopStats: () => ({ server: { p50: loop.percentile(50) / 1e6, p99: loop.percentile(99) / 1e6, max: loop.max / 1e6 } }),
  listen: async ({ port }: { port: number }) => {
    await app.listen({ port, host: '127.0.0.1' });
    return { port };
  },
  setup: async (setup: BaselineSetup) => {
    if (durableTarget) durable = await openDurable(setup.leagues.flatMap((league) => league.gameIds));
    sampleGame = setup.sampleGame;
    for (const league of setup.leagues) {
      for (const game of JSON.parse(league.body) as Record<string, unknown>[]) {
        gamesById.set(game.id as number, game);
        // the pushes continue from the listed version, as the product's would
        if (!versions.has(game.id as number)) versions.set(game.id as number, game.version as number);
      }
      leagues.set(league.slug, { ...league, gzipped: zlib.gzipSync(league.body), etag: `"${league.slug}-0"`, generation: 0 });
    }
  },
  run: (args: BaselineRun) => run(args),
  memory: () => {
    globalThis.gc?.();
    globalThis.gc?.();
    return process.memoryUsage();
  },
  sockets: () => wss.clients.size,
});
