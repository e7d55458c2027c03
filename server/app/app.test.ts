import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { fields, games, leagues, teams, users } from '../db/schema';
import { bootstrap } from '../seed/bootstrap';
import { ApiClient, buildLeague, startTestServer, type TestServer } from '../test/helpers';

let server: TestServer;
let clientDir: string;
beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ffl-client-'));
  fs.mkdirSync(path.join(clientDir, 'assets'));
  fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(clientDir, 'assets', 'app-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(clientDir, 'assets', 'app-abc123.js.br'), zlib.brotliCompressSync('console.log(1)'));
  server = await startTestServer({ build: { clientDir } });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

describe('serving', () => {
  it('answers unknown API paths with JSON 404', async () => {
    const res = await new ApiClient(server.url).get('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(res.body.message).toMatch(/No such API route/);
  });

  it('falls back to index.html for client routes and serves built assets', async () => {
    for (const route of ['/', '/demo', '/demo/admin', '/leagues/demo/login', '/some/unknown/page']) {
      const res = await fetch(server.url + route);
      expect(res.status, route).toBe(200);
      expect(await res.text()).toContain('<div id="root">');
    }
    const asset = await fetch(server.url + '/assets/app-abc123.js', { headers: { 'accept-encoding': 'br' } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toMatch(/immutable/);
    expect(asset.headers.get('content-encoding')).toBe('br');
    expect(await asset.text()).toBe('console.log(1)');
    expect((await fetch(server.url + '/assets/missing-123.js')).status).toBe(404);
    const traversal = await fetch(server.url + '/assets/..%2f..%2fpackage.json');
    expect(await traversal.text()).not.toContain('"name"');
  });

  it('sends security headers', async () => {
    const res = await fetch(server.url + '/api/leagues/by-slug');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('GET /api/leagues/by-slug', () => {
  it('answers a league by slug, case-insensitively, and 404 for an unknown one', async () => {
    const league = await buildLeague(server, { name: 'Northside Flag' });
    const client = new ApiClient(server.url);
    const res = await client.get(`/api/leagues/by-slug/${league.slug.toUpperCase()}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: league.id, name: 'Northside Flag', slug: league.slug, status: 'active', timezone: 'America/New_York', defaultTotalPeriods: 4 });
    const missing = await client.get('/api/leagues/by-slug/no-such-league');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'League not found' });
  });

  it('lists leagues with name, slug and status only', async () => {
    const suspended = await buildLeague(server, { status: 'suspended' });
    const res = await new ApiClient(server.url).get<{ name: string; slug: string; status: string }[]>('/api/leagues/by-slug');
    expect(res.status).toBe(200);
    expect(res.body.find((l) => l.slug === suspended.slug)).toEqual({ name: suspended.name, slug: suspended.slug, status: 'suspended' });
    for (const league of res.body) expect(Object.keys(league).sort()).toEqual(['name', 'slug', 'status']);
  });
});

describe('first start', () => {
  it('creates the super admin with a random password kept in a 0600 file, and the demo league once', async () => {
    const fresh = await startTestServer();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ffl-boot-'));
    try {
      const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, SUPER_ADMIN_USERNAME: 'root-admin' });
      const report = await bootstrap(fresh.deps.db, config);
      expect(report.firstStart).toBe(true);
      expect(report.superAdmin?.username).toBe('root-admin');
      expect(report.superAdmin?.password).toMatch(/^[\w-]{16}$/);
      const file = path.join(dataDir, 'super-admin-password.txt');
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(fs.readFileSync(file, 'utf8')).toContain(report.superAdmin!.password!);

      const login = await new ApiClient(fresh.url).post('/api/login', { username: 'root-admin', password: report.superAdmin!.password });
      expect(login.status).toBe(200);

      const [demo] = await fresh.deps.db.select().from(leagues).where(eq(leagues.slug, 'demo'));
      expect(demo).toBeDefined();
      const count = async (table: typeof teams | typeof fields | typeof games, where = sql`true`) =>
        (await fresh.deps.db.select({ n: sql<number>`count(*)::int` }).from(table).where(where))[0]!.n;
      expect(await count(teams)).toBe(8);
      expect(await count(fields)).toBe(4);
      expect(await count(games)).toBe(28);
      expect(await count(games, sql`status = 'completed' and home_score + away_score >= 0`)).toBe(12);
      expect(await count(games, sql`status = 'live'`)).toBe(1);
      const demoUsers = await fresh.deps.db.select({ role: users.role }).from(users).where(eq(users.leagueId, demo!.id));
      expect(demoUsers.map((u) => u.role).sort()).toEqual(['admin', 'fan', 'referee', 'referee']);
      for (const account of report.demoAccounts) {
        const res = await new ApiClient(fresh.url).post('/api/login', { username: account.username, password: account.password, leagueSlug: 'demo' });
        expect(res.status, account.username).toBe(200);
      }

      const again = await bootstrap(fresh.deps.db, config);
      expect(again).toMatchObject({ firstStart: false, superAdmin: null, demoAccounts: [] });
      expect(await count(teams)).toBe(8);
    } finally {
      await fresh.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('skips the demo league with SEED_DEMO=0 and uses SUPER_ADMIN_PASSWORD without writing a file', async () => {
    const fresh = await startTestServer();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ffl-boot-'));
    try {
      const config = loadConfig({ DATA_DIR: dataDir, SEED_DEMO: '0', SUPER_ADMIN_PASSWORD: 'from-the-environment' });
      const report = await bootstrap(fresh.deps.db, config);
      expect(report.superAdmin).toMatchObject({ password: null, passwordFile: null });
      expect(fs.existsSync(path.join(dataDir, 'super-admin-password.txt'))).toBe(false);
      expect(await fresh.deps.db.select().from(leagues)).toHaveLength(0);
    } finally {
      await fresh.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('configuration', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, databaseUrl: null, seedDemo: true, superAdmin: { username: 'superadmin', password: null } });
    expect(config.dataDir).toBe(path.resolve('./data'));
  });

  it('refuses bad values with every problem named', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SESSION_SECRET: 'short', SEED_DEMO: 'maybe' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SESSION_SECRET: 'short' });
    } catch (err) {
      expect((err as Error).message).toMatch(/PORT/);
      expect((err as Error).message).toMatch(/DATABASE_URL: must start with postgres/);
      expect((err as Error).message).toMatch(/SESSION_SECRET: must be at least 32/);
    }
  });

  it('holds the live sockets in the server process unless told otherwise, and refuses another place by name', () => {
    expect(loadConfig({}).liveSockets).toBe('inline');
    expect(loadConfig({ LIVE_SOCKETS: 'process' }).liveSockets).toBe('process');
    expect(() => loadConfig({ LIVE_SOCKETS: 'thread' })).toThrow(/LIVE_SOCKETS/);
  });

  it("caps the live sockets at 50 per address by default, the total from the open-file limit, and refuses a cap that is not a count", () => {
    expect(loadConfig({}).liveCaps).toEqual({ perAddress: 50, total: null, graceMs: 10_000 });
    expect(loadConfig({ LIVE_SOCKETS_PER_ADDRESS: '200', LIVE_SOCKETS_MAX: '30000', LIVE_SOCKET_GRACE_MS: '500' }).liveCaps).toEqual({ perAddress: 200, total: 30_000, graceMs: 500 });
    expect(() => loadConfig({ LIVE_SOCKETS_PER_ADDRESS: '0' })).toThrow(/LIVE_SOCKETS_PER_ADDRESS/);
    expect(() => loadConfig({ LIVE_SOCKETS_MAX: 'lots', LIVE_SOCKET_GRACE_MS: '-1' })).toThrow(/LIVE_SOCKETS_MAX[\s\S]*LIVE_SOCKET_GRACE_MS/);
  });
});
