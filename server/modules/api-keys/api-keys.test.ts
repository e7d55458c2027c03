import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiKeyDto, CheckSlugDto, CreatedApiKeyDto } from '../../../common/schemas/api-keys';
import { GAMES_TEXT } from '../../../common/schemas/games/texts';
import { apiKeys, auditLog, leagues, users } from '../../db/schema';
import { ApiClient, buildLeague, buildUser, signIn, startTestServer, startWithSuperAdmin, type TestServer } from '../../test/helpers';
import { BEARER_TEXT } from './bearer';

let server: TestServer;
let root: ApiClient;
beforeAll(async () => {
  ({ server, root } = await startWithSuperAdmin({ env: { RATE_LIMIT_API_KEY_PER_MINUTE: '1000' } }));
});
afterAll(() => server.close());

async function newKey(permissions?: ('read' | 'write')[]): Promise<CreatedApiKeyDto> {
  const res = await root.post<CreatedApiKeyDto>('/api/auth/api-keys', { name: 'WordPress site', permissions });
  expect(res.status).toBe(201);
  return res.body;
}

function external(key: string | null, init: { authorization?: string; cookie?: string } = {}) {
  const client = new ApiClient(server.url);
  const headers: Record<string, string> = {};
  if (key) headers.authorization = `Bearer ${key}`;
  if (init.authorization !== undefined) headers.authorization = init.authorization;
  if (init.cookie) headers.cookie = init.cookie;
  return {
    get: (path: string) => client.request<CheckSlugDto & { message: string }>('GET', path, undefined, { headers }),
    post: (path: string, body: unknown, extra: Record<string, string> = {}) => client.request<Record<string, never> & { message: string }>('POST', path, body, { headers: { ...headers, ...extra } }),
  };
}

const adminBody = (slug: string, username: string) => ({
  name: `League ${slug}`,
  slug,
  timezone: 'America/Denver',
  admin: { username, password: 'strong-admin-pass', email: `${username}@example.com`, firstName: 'First', lastName: 'Admin' },
});

describe('API key life cycle', () => {
  it('shows the full key once, stores only a hash, lists and revokes', async () => {
    const created = await newKey();
    expect(created.fullKey).toMatch(/^ffl_[a-f0-9]{16}_[\w-]{43}$/);
    expect(created).toMatchObject({ name: 'WordPress site', permissions: ['read', 'write'], isActive: true, lastUsed: null });
    const secret = created.fullKey.split('_').slice(2).join('_');
    const [row] = await server.deps.db.select().from(apiKeys).where(eq(apiKeys.keyId, created.keyId));
    expect(JSON.stringify(row)).not.toContain(secret);
    const dump = await server.deps.db.execute(sql`select * from api_keys`);
    expect(JSON.stringify(dump)).not.toContain(secret);

    const list = await root.get<ApiKeyDto[]>('/api/auth/api-keys');
    const listed = list.body.find((k) => k.keyId === created.keyId)!;
    expect(listed).not.toHaveProperty('fullKey');
    expect(listed.lastFour).toBe(secret.slice(-4));

    expect((await external(created.fullKey).get('/api/wordpress/leagues/check-slug/fresh-one')).status).toBe(200);
    const used = (await root.get<ApiKeyDto[]>('/api/auth/api-keys')).body.find((k) => k.keyId === created.keyId)!;
    expect(used.lastUsed).not.toBeNull();

    const revoked = await root.request<ApiKeyDto>('DELETE', `/api/auth/api-keys/${created.keyId}`);
    expect(revoked.body.isActive).toBe(false);
    const after = await external(created.fullKey).get('/api/wordpress/leagues/check-slug/fresh-one');
    expect(after.status).toBe(401);
    expect(after.body.message).toBe(BEARER_TEXT.revoked);
    expect((await root.request('DELETE', '/api/auth/api-keys/0000000000000000')).status).toBe(404);
  });

  it('is for the super admin only, with the spec texts', async () => {
    const league = await buildLeague(server);
    const admin = await signIn(server, await buildUser(server, { role: 'admin', league }));
    const denied = await admin.get('/api/auth/api-keys');
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe('Super admin access required for API key management.');
    const out = await new ApiClient(server.url).post('/api/auth/api-keys', { name: 'x' });
    expect(out.status).toBe(401);
    expect(out.body.message).toBe('Please log in to access API keys.');
    expect((await root.post('/api/auth/api-keys', { name: '   ' })).body.message).toMatch(/Name is required/);
    expect((await root.post('/api/auth/api-keys', { name: 'x', permissions: ['admin'] })).status).toBe(400);
  });

  it('a key never opens the session API', async () => {
    const key = await newKey();
    const res = await new ApiClient(server.url).request('GET', '/api/user', undefined, { headers: { authorization: `Bearer ${key.fullKey}` } });
    expect(res.status).toBe(401);
  });
});

describe('Bearer header variants', () => {
  it('answers 401 with a JSON message for missing, malformed, unknown keys and a cookie instead', async () => {
    const key = await newKey();
    const path = '/api/wordpress/leagues/check-slug/anything';
    const cases: [ReturnType<typeof external>, string][] = [
      [external(null), BEARER_TEXT.missing],
      [external(null, { authorization: '' }), BEARER_TEXT.missing],
      [external(null, { authorization: `Basic ${key.fullKey}` }), BEARER_TEXT.malformed],
      [external(null, { authorization: 'Bearer not-a-key' }), BEARER_TEXT.malformed],
      [external(null, { authorization: `Bearer ${key.fullKey} extra` }), BEARER_TEXT.malformed],
      [external(`ffl_${'0'.repeat(16)}_${'A'.repeat(43)}`), BEARER_TEXT.invalid],
      [external(`${key.fullKey.slice(0, -1)}${key.fullKey.endsWith('A') ? 'B' : 'A'}`), BEARER_TEXT.invalid],
      [external(null, { cookie: root.cookie! }), BEARER_TEXT.missing],
    ];
    for (const [client, message] of cases) {
      const res = await client.get(path);
      expect(res.status, message).toBe(401);
      expect(res.body.message).toBe(message);
    }
    // the scheme is case-insensitive and spaces around the key are tolerated
    expect((await external(null, { authorization: `bearer   ${key.fullKey}  ` }).get(path)).status).toBe(200);
  });

  it('a read key cannot create (403); rate limits per key', async () => {
    const readOnly = await newKey(['read']);
    const res = await external(readOnly.fullKey).post('/api/wordpress/leagues/with-admin', adminBody('read-only-try', 'read-only-admin'));
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(BEARER_TEXT.permission('write'));
    expect(await server.deps.db.select().from(leagues).where(eq(leagues.slug, 'read-only-try'))).toHaveLength(0);

    const limited = await startTestServer({ env: { RATE_LIMIT_API_KEY_PER_MINUTE: '2' } });
    try {
      const sa = await signIn(limited, await buildUser(limited, { role: 'super_admin' }));
      const key = (await sa.post<CreatedApiKeyDto>('/api/auth/api-keys', { name: 'k' })).body.fullKey;
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await new ApiClient(limited.url).request('GET', '/api/wordpress/leagues/check-slug/x', undefined, { headers: { authorization: `Bearer ${key}` } })).status);
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /api/wordpress/leagues/check-slug/:slug', () => {
  it('reports free, taken, reserved and unnormalised slugs with suggestions', async () => {
    const key = (await newKey(['read'])).fullKey;
    const taken = await buildLeague(server, { slug: 'river-city' });
    expect((await external(key).get('/api/wordpress/leagues/check-slug/brand-new-league')).body).toMatchObject({ available: true, normalizedSlug: 'brand-new-league', reason: 'available' });
    expect((await external(key).get(`/api/wordpress/leagues/check-slug/${taken.slug}`)).body).toMatchObject({ available: false, reason: 'taken', suggestion: 'river-city-2' });
    expect((await external(key).get('/api/wordpress/leagues/check-slug/admin')).body).toMatchObject({ available: false, reason: 'reserved', suggestion: 'admin-league' });
    expect((await external(key).get('/api/wordpress/leagues/check-slug/River%20City')).body).toMatchObject({ normalizedSlug: 'river-city', available: false, reason: 'taken' });
    expect((await external(key).get('/api/wordpress/leagues/check-slug/My%20New%20League')).body).toMatchObject({ normalizedSlug: 'my-new-league', available: true });
    expect((await external(key).get('/api/wordpress/leagues/check-slug/%21%21%21')).body).toMatchObject({ available: false, reason: 'invalid' });
  });
});

describe('POST /api/wordpress/leagues/with-admin', () => {
  it('creates the league and its admin, who signs in at the returned URL', async () => {
    const key = await newKey();
    const res = await external(key.fullKey).post('/api/wordpress/leagues/with-admin', adminBody('Mountain View Flag', 'mv-admin'));
    expect(res.status).toBe(201);
    const body = res.body as unknown as { league: { slug: string; timezone: string; id: number }; admin: Record<string, unknown>; loginUrl: string };
    expect(body.league).toMatchObject({ slug: 'mountain-view-flag', timezone: 'America/Denver' });
    expect(body.admin).toMatchObject({ username: 'mv-admin', role: 'admin', leagueSlug: 'mountain-view-flag' });
    expect(JSON.stringify(body)).not.toMatch(/password/i);
    // PUBLIC_URL, unset here: http://localhost:PORT (login-url.test.ts checks a set one)
    expect(body.loginUrl).toBe(`${server.deps.config.publicUrl}/mountain-view-flag/login`);
    const login = await new ApiClient(server.url).post('/api/login', { username: 'mv-admin', password: 'strong-admin-pass', leagueSlug: 'mountain-view-flag' });
    expect(login.status).toBe(200);
    const audit = await server.deps.db.select().from(auditLog).where(eq(auditLog.leagueId, body.league.id));
    expect(audit.map((a) => a.actorApiKeyId)).toEqual([key.keyId, key.keyId]);
  });

  it('a taken slug or username is 409 and creates nothing; bad bodies are 400', async () => {
    const key = (await newKey()).fullKey;
    await buildLeague(server, { slug: 'already-here' });
    const takenSlug = await external(key).post('/api/wordpress/leagues/with-admin', adminBody('already-here', 'unused-admin'));
    expect(takenSlug.status).toBe(409);
    expect(await server.deps.db.select().from(users).where(eq(users.username, 'unused-admin'))).toHaveLength(0);
    const existing = await buildUser(server, { role: 'referee' });
    const takenUser = await external(key).post('/api/wordpress/leagues/with-admin', adminBody('free-slug-9', existing.username));
    expect(takenUser.status).toBe(409);
    expect(await server.deps.db.select().from(leagues).where(eq(leagues.slug, 'free-slug-9'))).toHaveLength(0);

    const { admin: _admin, ...noAdmin } = adminBody('no-admin', 'x');
    expect((await external(key).post('/api/wordpress/leagues/with-admin', noAdmin)).body.message).toMatch(/Admin is required/);
    const weak = adminBody('weak-pass', 'weak-admin');
    weak.admin.password = 'short';
    expect((await external(key).post('/api/wordpress/leagues/with-admin', weak)).body.message).toMatch(/Admin.password must be at least 8/);
    expect((await external(key).post('/api/wordpress/leagues/with-admin', adminBody('reserved', 'r-admin'))).status).toBe(201);
    expect((await external(key).post('/api/wordpress/leagues/with-admin', adminBody('api', 'api-admin'))).body.message).toMatch(/reserved/);
  });

  it('the same Idempotency-Key sent twice, even racing, creates one league', async () => {
    const key = (await newKey()).fullKey;
    const body = adminBody('idempotent-league', 'idem-admin');
    const [a, b] = await Promise.all([
      external(key).post('/api/wordpress/leagues/with-admin', body, { 'idempotency-key': 'order-1234' }),
      external(key).post('/api/wordpress/leagues/with-admin', body, { 'idempotency-key': 'order-1234' }),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body).toEqual(b.body);
    const again = await external(key).post('/api/wordpress/leagues/with-admin', body, { 'idempotency-key': 'order-1234' });
    expect(again.status).toBe(201);
    expect(await server.deps.db.select().from(leagues).where(eq(leagues.slug, 'idempotent-league'))).toHaveLength(1);
  });

  it('the same Idempotency-Key with another body is 422 and creates nothing; a bad key is 400', async () => {
    const key = (await newKey()).fullKey;
    expect((await external(key).post('/api/wordpress/leagues/with-admin', adminBody('reused-key-league', 'reused-admin'), { 'idempotency-key': 'order-77' })).status).toBe(201);
    const other = await external(key).post('/api/wordpress/leagues/with-admin', adminBody('reused-key-other', 'reused-other'), { 'idempotency-key': 'order-77' });
    expect(other.status).toBe(422);
    expect(other.body.message).toBe(GAMES_TEXT.idempotencyKeyReused);
    expect(await server.deps.db.select().from(leagues).where(eq(leagues.slug, 'reused-key-other'))).toHaveLength(0);
    expect((await external(key).post('/api/wordpress/leagues/with-admin', adminBody('bad-key-league', 'bad-key-admin'), { 'idempotency-key': 'has space' })).status).toBe(400);
  });
});
