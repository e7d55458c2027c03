// Test-only helpers of the games and live suites: a league with its staff, teams and a field, and a
// real `ws` client that collects what the server pushes.
import WebSocket from 'ws';
import type { GameDto } from '../../../common/schemas/games/dto';
import type { LiveServerMessage } from '../../../common/schemas/live-protocol';
import { fields, leagues, teams } from '../../db/schema';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { buildLeague, buildUser, signIn, startTestServer, type ApiClient, type BuiltUser, type TestServer, type TestServerOptions } from '../../test/helpers';
import type { League } from '../leagues/store';

export type Staffed = {
  league: League;
  admin: BuiltUser;
  adminClient: ApiClient;
  referee: BuiltUser;
  refereeClient: ApiClient;
  homeTeamId: number;
  awayTeamId: number;
  thirdTeamId: number;
  fieldName: string;
};

export async function staffedLeague(server: TestServer, values: Partial<typeof leagues.$inferInsert> = {}): Promise<Staffed> {
  const league = await buildLeague(server, values);
  const admin = await buildUser(server, { role: 'admin', league });
  const referee = await buildUser(server, { role: 'referee', league });
  const rows = await server.deps.db
    .insert(teams)
    .values([
      { leagueId: league.id, name: 'Hawks', color: '#112233' },
      { leagueId: league.id, name: 'Bears', color: '#445566' },
      { leagueId: league.id, name: 'Owls' },
    ])
    .returning();
  const [field] = await server.deps.db.insert(fields).values({ leagueId: league.id, name: 'North Field', surface: 'Grass' }).returning();
  return {
    league,
    admin,
    adminClient: await signIn(server, admin, league.slug),
    referee,
    refereeClient: await signIn(server, referee, league.slug),
    homeTeamId: rows[0]!.id,
    awayTeamId: rows[1]!.id,
    thirdTeamId: rows[2]!.id,
    fieldName: field!.name,
  };
}

// A server with a staffed league (the games and rules suites).
async function staffedServer(options: TestServerOptions = {}): Promise<{ server: TestServer; s: Staffed }> {
  const server = await startTestServer(options);
  return { server, s: await staffedLeague(server) };
}

// The staffed server of a whole file: started before its first test and handed to the file's own
// variables by `ready`, closed after its last test.
export function staffedSuite(options: TestServerOptions, ready: (suite: { server: TestServer; s: Staffed }) => void): void {
  let server: TestServer | undefined;
  beforeAll(async () => {
    const suite = await staffedServer(options);
    server = suite.server;
    ready(suite);
  });
  afterAll(() => server?.close());
}

export type TestClock = { ms: number; now: () => Date };

// The server's clock for a suite that moves it by hand (`clock.ms += 5_000`); it also moves an hour
// on before each test.
export function hourlyClock(start: string): TestClock {
  const clock: TestClock = { ms: Date.parse(start), now: () => new Date(clock.ms) };
  beforeEach(() => {
    clock.ms += 60 * 60 * 1000;
  });
  return clock;
}

// A kickoff no other game of the suite has (a day apart): games of one pair of teams at one time
// would be a double booking (issue 19), which a test means only when it says so.
let kickoffs = 0;
export function nextKickoff(): string {
  return new Date(Date.UTC(2030, 0, 1, 14) + ++kickoffs * 24 * 60 * 60 * 1000).toISOString();
}

export async function createGameVia(client: ApiClient, staffed: Staffed, body: Record<string, unknown> = {}): Promise<GameDto> {
  const res = await client.post<GameDto>('/api/games', {
    homeTeamId: staffed.homeTeamId,
    awayTeamId: staffed.awayTeamId,
    scheduledDate: nextKickoff(),
    ...body,
  });
  if (res.status !== 201) throw new Error(`create game failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export async function liveGame(staffed: Staffed, body: Record<string, unknown> = {}): Promise<GameDto> {
  const game = await createGameVia(staffed.adminClient, staffed, body);
  const started = await staffed.refereeClient.post<GameDto>(`/api/games/${game.id}/actions`, { type: 'startGame' });
  if (started.status !== 200) throw new Error(`start failed: ${started.status}`);
  return started.body;
}

export type TestSocket = {
  ws: WebSocket;
  messages: LiveServerMessage[];
  closed: Promise<{ code: number; reason: string }>;
  send(value: unknown): void;
  next(predicate: (m: LiveServerMessage) => boolean, timeoutMs?: number): Promise<LiveServerMessage>;
  close(): void;
};

// localAddress: the client's own address (any 127.x.y.z on Linux), to open sockets from several
// addresses; headers: more upgrade headers (X-Forwarded-For behind a trusted proxy)
export type SocketOptions = { localAddress?: string; headers?: Record<string, string> };

export async function openSocket(url: string, client?: ApiClient, options: SocketOptions = {}): Promise<TestSocket> {
  const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/ws`, {
    headers: { ...options.headers, ...(client?.cookie ? { cookie: client.cookie } : {}) },
    localAddress: options.localAddress,
  });
  const messages: LiveServerMessage[] = [];
  const waiters: { predicate: (m: LiveServerMessage) => boolean; resolve: (m: LiveServerMessage) => void }[] = [];
  ws.on('message', (data) => {
    const message = JSON.parse(data.toString()) as LiveServerMessage;
    messages.push(message);
    for (const waiter of [...waiters]) {
      if (waiter.predicate(message)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(message);
      }
    }
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return {
    ws,
    messages,
    closed,
    send: (value) => ws.send(typeof value === 'string' ? value : JSON.stringify(value)),
    // resolves with the first message matching, including one already received
    next(predicate, timeoutMs = 5000) {
      const already = messages.find(predicate);
      if (already) {
        messages.splice(messages.indexOf(already), 1);
        return Promise.resolve(already);
      }
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no matching message in ${timeoutMs} ms; got ${JSON.stringify(messages).slice(0, 500)}`)), timeoutMs);
        waiters.push({
          predicate,
          resolve: (m) => {
            clearTimeout(timer);
            messages.splice(messages.indexOf(m), 1);
            resolve(m);
          },
        });
      });
    },
    close: () => ws.close(),
  };
}

export async function subscribe(socket: TestSocket, channel: string): Promise<LiveServerMessage> {
  socket.send({ type: 'subscribe', channel });
  return socket.next((m) => (m.type === 'subscribed' || m.type === 'error') && (m.data as { channel?: string }).channel === channel);
}
