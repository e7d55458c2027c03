// Issue 45 finding 3: every per-address limit counts an IPv6 address by its /64 (client-address.ts),
// since one home or phone is given a whole /64. Behind a trusted proxy (TRUST_PROXY=1), as a
// deployment runs, the address is the X-Forwarded-For entry the proxy wrote last; what a client
// writes before it is forged and counts for nothing. Sign-in, registration and reset share the
// throttle's counters (memory on PGlite, the rate_limit_counters table on PostgreSQL); public reads
// their in-memory budget.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema';
import { ApiClient, buildLeague, buildUser, startTestServer, type TestServer } from '../test/helpers';

// the shipped sign-in limits (50 failures an address in 15 minutes); public reads lowered to 20 a minute
const PER_ADDRESS = 50;
const PUBLIC_PER_MINUTE = 20;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: '1', RATE_LIMIT_PUBLIC_PER_MINUTE: String(PUBLIC_PER_MINUTE), RATE_LIMIT_LOGIN_MAX_DELAY_MS: '0' } });
});
afterAll(() => server.close());

// Each test takes /64s of its own (2001:db8:<n>::/48), so no two tests share a budget.
let prefixes = 0;
function fresh64(): (host: number) => string {
  prefixes += 1;
  const prefix = `2001:db8:${prefixes.toString(16)}:45`;
  return (host) => `${prefix}:${(host + 1).toString(16)}:0:0:${(host * 7 + 3).toString(16)}`;
}

const post = (forwardedFor: string, path: string, body: unknown) =>
  new ApiClient(server.url).request('POST', path, body, { headers: { 'x-forwarded-for': forwardedFor } });
const get = (forwardedFor: string, path: string) => new ApiClient(server.url).request('GET', path, undefined, { headers: { 'x-forwarded-for': forwardedFor } });

// The status of each call, in order, and where the first 429 came.
async function statuses(count: number, call: (i: number) => Promise<{ status: number }>): Promise<number[]> {
  const seen: number[] = [];
  for (let i = 0; i < count; i += 1) seen.push((await call(i)).status);
  return seen;
}

describe('sign-in counts an IPv6 address by its /64', () => {
  it('70 failed sign-ins from 70 addresses of one /64 are refused with 429 after the limit; another /64 goes on', async () => {
    const address = fresh64();
    // a new account name each time: only the address's budget is spent, no pair's and no account's
    const seen = await statuses(70, (i) => post(address(i), '/api/login', { username: `nobody-${prefixes}-${i}`, password: 'wrong-guess' }));
    expect(seen.slice(0, PER_ADDRESS)).toEqual(Array(PER_ADDRESS).fill(401));
    expect(seen.slice(PER_ADDRESS)).toEqual(Array(70 - PER_ADDRESS).fill(429));

    const refused = await post(address(999), '/api/login', { username: 'nobody-else', password: 'wrong-guess' });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: expect.stringMatching(/^Too many attempts\./) });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // the next /64 has a budget of its own
    expect((await post(fresh64()(0), '/api/login', { username: 'nobody-else', password: 'wrong-guess' })).status).toBe(401);
  });

  it('an address a client forges before the one the proxy wrote is ignored: the /64 of the last entry is counted', async () => {
    const address = fresh64();
    const seen = await statuses(PER_ADDRESS + 1, (i) =>
      post(`198.51.100.${i % 250}, ${fresh64()(i)}, ${address(i)}`, '/api/login', { username: `forger-${prefixes}-${i}`, password: 'wrong-guess' }),
    );
    expect(seen.at(-1)).toBe(429);
    expect(seen.slice(0, PER_ADDRESS)).toEqual(Array(PER_ADDRESS).fill(401));
  });

  it('an IPv4 address, also written IPv4-mapped, is one address', async () => {
    const seen = await statuses(PER_ADDRESS + 1, (i) =>
      post(i % 2 === 0 ? '192.0.2.45' : '::ffff:192.0.2.45', '/api/login', { username: `mapped-${i}`, password: 'wrong-guess' }),
    );
    expect(seen.at(-1)).toBe(429);
  });
});

describe('registration and reset count an IPv6 address by its /64', () => {
  it('registrations from many addresses of one /64 are refused with 429 after the limit; the audit keeps the full address', async () => {
    const league = await buildLeague(server);
    const archived = await buildLeague(server, { status: 'archived' });
    const address = fresh64();
    const register = (i: number, slug: string) => post(address(i), '/api/register', { username: `joiner-${prefixes}-${i}`, password: 'a-good-password', leagueSlug: slug });
    const first = await register(0, league.slug);
    expect(first.status).toBe(201);
    // every registration counts against the address (register.ts); the archived league's refusal
    // (409, before any password is hashed) keeps the rest cheap
    const seen = await statuses(PER_ADDRESS - 1, (i) => register(i + 1, archived.slug));
    expect(seen).toEqual(Array(PER_ADDRESS - 1).fill(409));
    expect((await register(PER_ADDRESS, league.slug)).status).toBe(429);
    expect((await post(fresh64()(0), '/api/register', { username: `joiner-${prefixes}-b`, password: 'a-good-password', leagueSlug: league.slug })).status).toBe(201);

    const [row] = await server.deps.db
      .select({ ip: auditLog.ipAddress })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.register'), eq(auditLog.targetId, String((first.body as { user: { id: number } }).user.id))));
    expect(row?.ip).toBe(address(0));
  });

  it('resets guessing emails from many addresses of one /64 are refused with 429 after the limit', async () => {
    const league = await buildLeague(server);
    const fan = await buildUser(server, { role: 'fan', league });
    const address = fresh64();
    const seen = await statuses(PER_ADDRESS + 1, (i) =>
      post(address(i), '/api/reset-password', { username: `guess-${prefixes}-${i}`, email: 'guess@example.com', newPassword: 'brand-new-pass', leagueSlug: league.slug }),
    );
    // no account by those names: the same answer as a match (decision 065)
    expect(seen.slice(0, PER_ADDRESS)).toEqual(Array(PER_ADDRESS).fill(200));
    expect(seen.at(-1)).toBe(429);
    // a real reset from that /64 waits too; from another it goes through
    const body = { username: fan.username, email: fan.email, newPassword: 'brand-new-pass', leagueSlug: league.slug };
    expect((await post(address(777), '/api/reset-password', body)).status).toBe(429);
    expect((await post(fresh64()(0), '/api/reset-password', body)).status).toBe(200);
  });
});

describe('public reads count an IPv6 address by its /64', () => {
  it('reads from many addresses of one /64 share one budget: 429 past it, with Retry-After; another /64 reads on', async () => {
    const league = await buildLeague(server);
    const address = fresh64();
    const path = `/api/leagues/${league.slug}/public/games`;
    const seen = await statuses(PUBLIC_PER_MINUTE + 5, (i) => get(address(i), path));
    expect(seen.slice(0, PUBLIC_PER_MINUTE)).toEqual(Array(PUBLIC_PER_MINUTE).fill(200));
    expect(seen.slice(PUBLIC_PER_MINUTE)).toEqual(Array(5).fill(429));
    const refused = await get(`203.0.113.9, ${address(321)}`, `/api/leagues/${league.slug}/standings`);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: expect.stringMatching(/^Too many attempts\./) });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await get(fresh64()(0), path)).status).toBe(200);
  });
});
