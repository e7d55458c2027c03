// The baselines: a bare process doing only what the product's hot paths must do, on the same
// machine in the same run. One Fastify route answers the public live list with the same bytes,
// headers and ETag rule as the product; a bare `ws` server on the same port keeps league rooms
// and, at the referees' rate, stamps a "write", serializes a message of the product's size once
// and writes it to every socket of the league (the game itself as the product's list shows it, one
// version newer, so the spectators' client code applies it as it applies the product's), and
// answers the client's heartbeat pings. No database, no sessions, no game rules.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import { WebSocketServer, type WebSocket } from 'ws';
import { serve } from './rpc';

export type BaselineSetup = {
  leagues: { slug: string; gameIds: number[]; body: string }[];
  // one public game as the product pushes it, without receivedAt
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

function broadcast(league: League, gameId: number): void {
  const version = (versions.get(gameId) ?? 0) + 1;
  versions.set(gameId, version);
  const receivedAt = Date.now();
  league.generation += 1;
  league.etag = `"${league.slug}-${league.generation}"`;
  const game = gamesById.get(gameId) ?? { ...sampleGame, id: gameId };
  const bytes = Buffer.from(JSON.stringify({ type: 'gameUpdated', data: { ...game, version, receivedAt } }));
  for (const ws of rooms.get(league.slug) ?? []) {
    if (ws.readyState !== ws.OPEN) continue;
    if (ws.bufferedAmount > MAX_BUFFERED_BYTES) {
      ws.terminate();
      continue;
    }
    ws.send(bytes, { binary: false });
  }
}

// taps: per game id:version, the instant (epoch ms) its write was due, which is when the product's
// referee sends his: a timer that fires late because the loop is busy counts in the push's latency;
// answers: the same instants, since the bare server has no write to answer: its fan-out may begin
// when it is due, and a late timer is the queue of broadcasts the product's answer waits in too
async function run(args: BaselineRun): Promise<{ ranges: Record<string, [number, number]>; taps: Record<string, number>; answers: Record<string, number> }> {
  const ranges: Record<string, [number, number]> = {};
  const taps: Record<string, number> = {};
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
          setTimeout(() => {
            if (Date.now() >= end) return;
            broadcast(league, gameId);
            const version = versions.get(gameId)!;
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
  return { ranges, taps, answers: taps };
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
  setup: (setup: BaselineSetup) => {
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
