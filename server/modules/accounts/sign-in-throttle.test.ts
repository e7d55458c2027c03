// The sign-in throttle through real HTTP (docs/decisions/005-sessions-and-rate-limits.md): failures
// block the pair (account, address) and the address, an account failing from everywhere is only
// slowed, and on PostgreSQL two instances count against one budget. Addresses come from
// X-Forwarded-For (TRUST_PROXY=1), as behind the proxy a deployment runs.
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_TEXT } from '../../../common/texts';
import { buildApp } from '../../app/app';
import { loadConfig } from '../../config';
import { createDeps } from '../../app/create-deps';
import { openDatabase, type Database } from '../../db/client';
import { accountDelayMs } from '../../http/sign-in-throttle';
import { ApiClient, buildLeague, buildUser, startTestServer, type TestServer } from '../../test/helpers';

const ENV = { TRUST_PROXY: '1', RATE_LIMIT_LOGIN_MAX_DELAY_MS: '20' };

let server: TestServer;
const delays: number[] = [];
beforeAll(async () => {
  // the shipped limits: 10 failures per pair, 50 per address, slower answers past 10 per account
  server = await startTestServer({ env: ENV });
  // see each hold without waiting long for it (RATE_LIMIT_LOGIN_MAX_DELAY_MS bounds it at 20 ms)
  const throttle = server.deps.limiters.signIn;
  const sleep = throttle.sleep;
  throttle.sleep = (ms) => {
    delays.push(ms);
    return sleep(ms);
  };
});
afterAll(() => server.close());

let addresses = 0;
// A new address each call, so no two attempts share an address's budget by accident.
function freshAddress(): string {
  addresses += 1;
  return `10.0.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
}

function from(address: string, baseUrl = server.url) {
  const client = new ApiClient(baseUrl);
  return {
    client,
    post: (path: string, body: unknown) => client.request('POST', path, body, { headers: { 'x-forwarded-for': address } }),
  };
}

const signInFrom = (address: string, username: string, password: string, baseUrl?: string) =>
  from(address, baseUrl).post('/api/login', { username, password });

describe('sign-in throttle', () => {
  it('ten wrong passwords from ten addresses do not keep the real user out: the right one from a fresh address signs in, only slowed', async () => {
    const referee = await buildUser(server, { role: 'referee' });
    for (let i = 0; i < 12; i++) {
      const res = await signInFrom(freshAddress(), referee.username, `wrong-guess-${i}`);
      expect(res.status, `failure ${i + 1}`).toBe(401);
      expect(res.body).toEqual({ message: SERVER_TEXT.invalidCredentials });
    }
    delays.length = 0;
    const real = from(freshAddress());
    const res = await real.post('/api/login', { username: referee.username, password: referee.password });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: referee.id, role: 'referee' });
    expect((await real.client.get('/api/user')).status).toBe(200);
    // past the account's ceiling the answer was held, within the bound
    expect(delays).toHaveLength(1);
    expect(delays[0]).toBeGreaterThan(0);
    expect(delays[0]).toBeLessThanOrEqual(20);
  });

  it('behind the proxy, the address counted is the one the proxy wrote: entries a client forges before it change nothing', async () => {
    const fan = await buildUser(server, { role: 'fan' });
    const address = freshAddress();
    for (let i = 0; i < 10; i++) {
      const forged = `${freshAddress()}, ${address}`;
      expect((await signInFrom(forged, fan.username, 'wrong-guess')).status).toBe(401);
    }
    const blocked = await signInFrom(`${freshAddress()}, ${address}`, fan.username, fan.password);
    expect(blocked.status).toBe(429);
  });

  it('a pair that keeps failing is refused with 429, Retry-After and a message, even with the right password', async () => {
    const fan = await buildUser(server, { role: 'fan' });
    const other = await buildUser(server, { role: 'fan' });
    const address = freshAddress();
    for (let i = 0; i < 10; i++) expect((await signInFrom(address, fan.username, 'wrong-guess')).status).toBe(401);

    const blocked = await signInFrom(address, fan.username, fan.password);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: expect.stringMatching(/^Too many attempts\. Please wait \d+ minute\(s\) and try again\.$/) });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);

    // the same account from another address, and another account from this address, go on
    expect((await signInFrom(freshAddress(), fan.username, fan.password)).status).toBe(200);
    expect((await signInFrom(address, other.username, other.password)).status).toBe(200);
  });

  it('a right password forgives the failures of its pair', async () => {
    const fan = await buildUser(server, { role: 'fan' });
    const address = freshAddress();
    for (let i = 0; i < 9; i++) expect((await signInFrom(address, fan.username, 'typo')).status).toBe(401);
    expect((await signInFrom(address, fan.username, fan.password)).status).toBe(200);
    for (let i = 0; i < 9; i++) expect((await signInFrom(address, fan.username, 'typo')).status).toBe(401);
    expect((await signInFrom(address, fan.username, fan.password)).status).toBe(200);
  });

  it('reset goes through it: a pair guessing emails is refused with 429, and a guess that matched changes nothing in when (decision 065)', async () => {
    const league = await buildLeague(server);
    const reset = (address: string, username: string, email: string) =>
      from(address).post('/api/reset-password', { username, email, newPassword: 'brand-new-pass', leagueSlug: league.slug });
    // two accounts guessed from two addresses: for one, the fifth guess is its email
    const guessed = await Promise.all([0, 1].map(() => buildUser(server, { role: 'fan', league })));
    const seen: number[][] = [];
    for (const [n, fan] of guessed.entries()) {
      const address = freshAddress();
      const statuses = [];
      for (let i = 0; i < 11; i++) statuses.push((await reset(address, fan.username, n === 1 && i === 4 ? fan.email! : `guess-${i}@example.com`)).status);
      seen.push(statuses);
      const blocked = await reset(address, fan.username, fan.email!);
      expect(blocked.status).toBe(429);
      expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
    }
    // the same answers, in the same order, whether or not a guess matched: the 11th is refused
    expect(seen[0]).toEqual([...Array(10).fill(200), 429]);
    expect(seen[1]).toEqual(seen[0]);
    // nothing was changed by the resets: the old passwords sign in
    for (const fan of guessed) expect((await signInFrom(freshAddress(), fan.username, fan.password)).status).toBe(200);
  });

  it('holds answers longer the more an account fails, up to the bound', () => {
    expect([-1, 0].map((over) => accountDelayMs(over, 4000))).toEqual([0, 0]);
    expect([1, 2, 3, 4, 5, 9].map((over) => accountDelayMs(over, 4000))).toEqual([250, 500, 1000, 2000, 4000, 4000]);
    expect(accountDelayMs(1000, 4000)).toBe(4000);
    expect(accountDelayMs(3, 0)).toBe(0);
  });
});

describe('per-address limits', () => {
  let small: TestServer;
  beforeAll(async () => {
    small = await startTestServer({ env: { ...ENV, RATE_LIMIT_LOGIN_PER_ADDRESS: '3' } });
  });
  afterAll(() => small.close());

  it('an address failing on many accounts is refused; a right password from elsewhere is not', async () => {
    const fan = await buildUser(small, { role: 'fan' });
    const address = freshAddress();
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await signInFrom(address, `someone-${i}`, 'whatever', small.url)).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect((await signInFrom(address, fan.username, fan.password, small.url)).status).toBe(429);
    expect((await signInFrom(freshAddress(), fan.username, fan.password, small.url)).status).toBe(200);
  });

  it('registration counts every account made against the address', async () => {
    const league = await buildLeague(small);
    const address = freshAddress();
    const register = (addr: string) =>
      from(addr, small.url).post('/api/register', {
        username: `reg-${crypto.randomBytes(4).toString('hex')}`,
        password: 'long-enough-pass',
        leagueSlug: league.slug,
      });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await register(address)).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
    expect((await register(freshAddress())).status).toBe(201);
  });

  it("a registration answered 'username taken' counts too: probing names through registration is held to the same budget (decision 044)", async () => {
    const league = await buildLeague(small);
    const taken = await buildUser(small, { role: 'fan', league });
    const address = freshAddress();
    const register = (username: string) => from(address, small.url).post('/api/register', { username, password: 'long-enough-pass', leagueSlug: league.slug });
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await register(i === 0 ? taken.username : `${taken.username}-${i}`.slice(0, 30)));
    expect(answers[0]!.status).toBe(409);
    expect((answers[0]!.body as { message: string }).message).toBe(SERVER_TEXT.usernameTaken);
    const refused = await register(taken.username);
    expect(refused.status).toBe(429);
    expect((refused.body as { message: string }).message).not.toBe(SERVER_TEXT.usernameTaken);
  });
});

// Two app instances on one PostgreSQL: the counters live in the database, so failures on one
// instance count on the other (on the embedded database there is one process, and memory is enough).
describe.runIf(process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL', () => {
  let second: { app: FastifyInstance; url: string; database: Database };
  beforeAll(async () => {
    const source = server.database.listenSource;
    if (source.kind !== 'postgres') throw new Error('expected PostgreSQL');
    const database = await openDatabase({ kind: 'postgres', url: source.url, poolSize: 3 });
    const config = loadConfig({ NODE_ENV: 'test', SEED_DEMO: '0', DATA_DIR: '/nonexistent-test-data-dir', ...ENV });
    const app = await buildApp(createDeps(config, database.db, server.deps.sessionSecret, undefined, 'postgres'));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    second = { app, url: `http://127.0.0.1:${address.port}`, database };
  });
  afterAll(async () => {
    await second.app.close();
    await second.database.close();
  });

  it('failures on either instance count against one budget', async () => {
    const referee = await buildUser(server, { role: 'referee' });
    const address = freshAddress();
    for (let i = 0; i < 10; i++) {
      const url = i % 2 === 0 ? server.url : second.url;
      expect((await signInFrom(address, referee.username, 'wrong-guess', url)).status).toBe(401);
    }
    // five failures on each: alone, neither instance would refuse yet
    expect((await signInFrom(address, referee.username, referee.password, second.url)).status).toBe(429);
    expect((await signInFrom(address, referee.username, referee.password, server.url)).status).toBe(429);
    // and the right password from another address still signs in, on either
    expect((await signInFrom(freshAddress(), referee.username, referee.password, second.url)).status).toBe(200);
  });
});
