import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import webpush from 'web-push';
import type { ImportResult } from '../../common/import/sports-connect';
import type { Role } from '../../common/roles';
import { buildApp, type BuildOptions } from '../app/app';
import { loadConfig, type Config } from '../config';
import { createDeps } from '../app/create-deps';
import { openDatabase, type Database } from '../db/client';
import { createScratchDatabase } from '../db/scratch';
import { games, leagues, teams } from '../db/schema';
import type { AppDeps } from '../deps';
import type { LiveSockets } from '../live/sockets';
import { startLiveBridge, type LiveBridge } from '../modules/games/live-bridge';
import { hashPassword } from '../modules/accounts/passwords';
import type { User } from '../auth/actor';
import { insertUser } from '../modules/accounts/store';
import type { GameRow } from '../modules/games/store';
import type { League } from '../modules/leagues/store';

export type TestServer = {
  url: string;
  // the Fastify instance, to list its routes (server/bad-input.test.ts)
  app: FastifyInstance;
  deps: AppDeps;
  database: Database;
  close(): Promise<void>;
};

// A fresh database per test file: in-memory PGlite, or a new database on the PostgreSQL server
// named by TEST_DATABASE_URL (npm test runs the API suite both ways).
async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return { database: await openDatabase({ kind: 'pglite', dataDir: null }), drop: async () => {} };
  const scratch = await createScratchDatabase(adminUrl, 'ffl_test');
  return { database: await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 5 }), drop: scratch.drop };
}

export type TestServerOptions = {
  env?: Record<string, string>;
  now?: () => Date;
  build?: BuildOptions;
  // where the live sockets are held (the server's own process unless given)
  sockets?: LiveSockets;
};

// one VAPID pair for the test servers of this process (no DATA_DIR to keep one in)
let vapidKeys: { publicKey: string; privateKey: string } | null = null;

// The environment of a test that sends every route many requests (the bad-input property test, the
// API document's coverage): budgets far above its run, since a 429 would hide what the route does,
// and a push endpoint on a closed port of this machine, so no push leaves it.
export const EVERY_ROUTE_ENV: Record<string, string> = {
  RATE_LIMIT_PUBLIC_PER_MINUTE: '1000000',
  RATE_LIMIT_API_KEY_PER_MINUTE: '1000000',
  RATE_LIMIT_LOGIN_PER_ADDRESS: '1000000',
  RATE_LIMIT_LOGIN_PER_ACCOUNT: '1000000',
  RATE_LIMIT_LOGIN_PER_ACCOUNT_ADDRESS: '1000000',
  RATE_LIMIT_LOGIN_MAX_DELAY_MS: '0',
  PUSH_SERVICE_ORIGINS: 'http://127.0.0.1:9',
};

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  vapidKeys ??= webpush.generateVAPIDKeys();
  const config: Config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: '/nonexistent-test-data-dir',
    SEED_DEMO: '0',
    VAPID_PUBLIC_KEY: vapidKeys.publicKey,
    VAPID_PRIVATE_KEY: vapidKeys.privateKey,
    ...options.env,
  });
  const { database, drop } = await openTestDatabase();
  const deps = createDeps(config, database.db, crypto.randomBytes(32).toString('hex'), options.now, database.kind, options.sockets);
  const app = await buildApp(deps, { timers: false, ...options.build });
  const live = await startLiveBridge(database, deps);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    app,
    deps,
    database,
    async close() {
      await app.close();
      await live.stop();
      await database.close();
      await drop();
    },
  };
}

export type ApiResponse<T = unknown> = { status: number; body: T; headers: Headers };

// A browser-like caller: keeps the session cookie between calls.
export class ApiClient {
  cookie: string | null = null;

  constructor(readonly baseUrl: string) {}

  async request<T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
    init: { headers?: Record<string, string>; rawBody?: string } = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...init.headers };
    if (this.cookie) headers.cookie = this.cookie;
    let payload: string | undefined = init.rawBody;
    if (body !== undefined) {
      payload = JSON.stringify(body);
      headers['content-type'] = 'application/json';
    } else if (payload !== undefined) {
      headers['content-type'] ??= 'application/json';
    }
    const res = await fetch(this.baseUrl + path, { method, headers, body: payload, redirect: 'manual' });
    const setCookie = res.headers.get('set-cookie');
    if (setCookie) {
      const [pair] = setCookie.split(';');
      const value = pair!.slice(pair!.indexOf('=') + 1);
      this.cookie = value === '' || /expires=Thu, 01 Jan 1970/i.test(setCookie) ? null : pair!;
    }
    const text = await res.text();
    let parsed: unknown = text;
    if ((res.headers.get('content-type') ?? '').includes('application/json') && text) parsed = JSON.parse(text);
    return { status: res.status, body: parsed as T, headers: res.headers };
  }

  get<T = Record<string, unknown>>(path: string) {
    return this.request<T>('GET', path);
  }

  post<T = Record<string, unknown>>(path: string, body?: unknown) {
    return this.request<T>('POST', path, body);
  }
}

let counter = 0;
const unique = (prefix: string) => `${prefix}-${process.pid}-${++counter}-${crypto.randomBytes(3).toString('hex')}`;

// Factories make a fresh league unless one is passed, so every "wrong user" test is cross-league too.
export async function buildLeague(server: TestServer, values: Partial<typeof leagues.$inferInsert> = {}): Promise<League> {
  const slug = values.slug ?? unique('league');
  const [league] = await server.deps.db
    .insert(leagues)
    .values({ name: values.name ?? `League ${slug}`, slug, ...values })
    .returning();
  return league!;
}

export type BuiltUser = User & { password: string };

export async function buildUser(
  server: TestServer,
  options: { role?: Role; league?: League | null; password?: string; email?: string | null; username?: string } = {},
): Promise<BuiltUser> {
  const role = options.role ?? 'referee';
  const league = role === 'super_admin' ? null : options.league ?? (await buildLeague(server));
  const password = options.password ?? `pw-${crypto.randomBytes(6).toString('hex')}`;
  const username = options.username ?? unique(role);
  const user = await insertUser(server.deps.db, {
    username,
    passwordHash: await hashPassword(password),
    email: options.email === undefined ? `${username}@example.com` : options.email,
    firstName: 'Test',
    lastName: role,
    role,
    leagueId: league?.id ?? null,
  });
  return { ...user, password };
}

export async function signIn(server: TestServer, user: BuiltUser, leagueSlug?: string): Promise<ApiClient> {
  const client = new ApiClient(server.url);
  const res = await client.post('/api/login', { username: user.username, password: user.password, leagueSlug });
  if (res.status !== 200) throw new Error(`sign-in of ${user.username} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return client;
}

// A server with its super admin signed in (the league-management suites).
export async function startWithSuperAdmin(options: TestServerOptions = {}): Promise<{ server: TestServer; root: ApiClient }> {
  const server = await startTestServer(options);
  return { server, root: await signIn(server, await buildUser(server, { role: 'super_admin' })) };
}

// A league's admin (of a fresh league unless one is given), signed in to it by its slug.
export async function signedInAdmin(server: TestServer, league?: League): Promise<{ league: League; client: ApiClient }> {
  const l = league ?? (await buildLeague(server));
  const admin = await buildUser(server, { role: 'admin', league: l });
  return { league: l, client: await signIn(server, admin, l.slug) };
}

export type UploadOptions = { fileName?: string; leagueSlug?: string; dryRun?: boolean };

// The schedule import's multipart upload as the browser sends it (POST /api/import/sports-connect).
export async function uploadSchedule(server: TestServer, client: ApiClient, content: Buffer | string, options: UploadOptions = {}) {
  const form = new FormData();
  if (options.leagueSlug) form.append('leagueSlug', options.leagueSlug);
  if (options.dryRun) form.append('dryRun', 'true');
  form.append('csvFile', new Blob([typeof content === 'string' ? content : new Uint8Array(content)]), options.fileName ?? 'schedule.csv');
  const res = await fetch(`${server.url}/api/import/sports-connect`, { method: 'POST', body: form, headers: client.cookie ? { cookie: client.cookie } : {} });
  return { status: res.status, body: (await res.json()) as ImportResult & { message?: string } };
}

// A game of a league (fresh teams unless given), scheduled by default; `values` sets any column.
export async function buildGame(
  server: TestServer,
  options: { league?: League; homeTeamId?: number; awayTeamId?: number; values?: Partial<typeof games.$inferInsert> } = {},
): Promise<GameRow> {
  const league = options.league ?? (await buildLeague(server));
  const team = async (side: string) => {
    const [row] = await server.deps.db.insert(teams).values({ leagueId: league.id, name: unique(side) }).returning();
    return row!.id;
  };
  const [game] = await server.deps.db
    .insert(games)
    .values({
      leagueId: league.id,
      homeTeamId: options.homeTeamId ?? (await team('Home')),
      awayTeamId: options.awayTeamId ?? (await team('Away')),
      scheduledDate: new Date('2026-05-02T14:00:00Z'),
      ...options.values,
    })
    .returning();
  return game!;
}

// A second app process on the test server's PostgreSQL (the same session secret, as every instance of
// one installation has), with its own live bridge: what two instances share goes through the database.
export type SecondInstance = { app: FastifyInstance; url: string; database: Database; bridge: LiveBridge; close(): Promise<void> };

export async function startSecondInstance(server: TestServer): Promise<SecondInstance> {
  const source = server.database.listenSource;
  if (source.kind !== 'postgres') throw new Error('expected PostgreSQL');
  const database = await openDatabase({ kind: 'postgres', url: source.url, poolSize: 3 });
  const deps = createDeps(loadConfig({ NODE_ENV: 'test', SEED_DEMO: '0', DATA_DIR: '/nonexistent-test-data-dir' }), database.db, server.deps.sessionSecret);
  const app = await buildApp(deps, { timers: false });
  const bridge = await startLiveBridge(database, deps);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return {
    app,
    url: `http://127.0.0.1:${address.port}`,
    database,
    bridge,
    close: async () => {
      await app.close();
      await bridge.stop();
      await database.close();
    },
  };
}
