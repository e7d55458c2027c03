// The socket caps (decision 042), with small caps configured, wherever the sockets are held (this
// process, or the socket process): a visitor's socket subscribed to nothing is closed after the
// grace; one address holds its cap and no more, the process its total, a refused upgrade answers
// 503 with Retry-After, and sign-in and public reads answer while the sockets are held.
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_TEXT, leagueChannel } from '../../common/schemas/live-protocol';
import { loadConfig } from '../config';
import { openSocket, subscribe, type SocketOptions, type TestSocket } from '../modules/games/test-fixtures';
import { ApiClient, buildLeague, buildUser, signIn, startTestServer, type TestServer } from '../test/helpers';
import type { League } from '../modules/leagues/store';
import { SOCKET_RETRY_AFTER_SECONDS } from './caps';
import { CLOSE } from './hub';
import { SocketProcess } from './socket-process';
import { socketLimits } from './sockets';

const PER_ADDRESS = 3;
const TOTAL = 5;
const GRACE_MS = 300;
const env = { LIVE_SOCKETS_PER_ADDRESS: String(PER_ADDRESS), LIVE_SOCKETS_MAX: String(TOTAL), LIVE_SOCKET_GRACE_MS: String(GRACE_MS) };

const entry = fileURLToPath(new URL('./socket-process-entry.ts', import.meta.url));
const quiet = { debug: () => {}, warn: () => {} };

const modes = [
  { mode: 'inline', start: (extra: Record<string, string> = {}) => startTestServer({ env: { ...env, ...extra } }) },
  {
    mode: 'process',
    start: async (extra: Record<string, string> = {}) => {
      const config = loadConfig({ ...env, ...extra });
      const sockets = await SocketProcess.start(entry, quiet, { execArgv: ['--import', 'tsx'], limits: socketLimits(config.liveCaps, null) });
      return startTestServer({ env: { ...env, ...extra }, sockets });
    },
  },
];

type Refusal = { status: number; retryAfter: string | undefined; body: unknown };

// An upgrade the server refuses: what it answered instead.
function refusedUpgrade(url: string, options: SocketOptions): Promise<Refusal> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/ws`, { headers: options.headers, localAddress: options.localAddress });
    ws.on('open', () => {
      ws.close();
      reject(new Error(`the upgrade from ${options.localAddress ?? 'the default address'} was accepted`));
    });
    ws.on('error', reject);
    ws.on('unexpected-response', (request, response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, retryAfter: response.headers['retry-after'], body: text ? JSON.parse(text) : null });
        request.destroy();
      });
    });
  });
}

// A scoreboard's socket: open, and subscribed to the league (so no grace closes it). The server
// learns of an earlier test's close a moment after its client: a refusal is tried again meanwhile.
async function scoreboard(server: TestServer, league: League, options: SocketOptions): Promise<TestSocket> {
  for (let i = 0; i < 50; i += 1) {
    const socket = await openSocket(server.url, undefined, options).catch(() => null);
    if (socket) {
      expect(await subscribe(socket, leagueChannel(league.slug))).toMatchObject({ type: 'subscribed' });
      return socket;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no socket from ${options.localAddress}`);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(modes)('live sockets held $mode', ({ start }) => {
  let server: TestServer;
  let league: League;
  const held: TestSocket[] = [];
  beforeAll(async () => {
    server = await start();
    league = await buildLeague(server);
  });
  afterEach(() => {
    for (const socket of held.splice(0)) socket.close();
  });
  afterAll(() => server.close());

  it('closes a visitor socket subscribed to nothing after the grace, not a subscribed one or a signed-in one', async () => {
    const subscribed = await scoreboard(server, league, { localAddress: '127.0.0.4' });
    held.push(subscribed);
    const idle = await openSocket(server.url, undefined, { localAddress: '127.0.0.4' });
    const refused = await openSocket(server.url, undefined, { localAddress: '127.0.0.5' });
    expect(await subscribe(refused, 'league:no-such-league')).toMatchObject({ type: 'error', data: { message: LIVE_TEXT.leagueNotFound } });
    const left = await scoreboard(server, league, { localAddress: '127.0.0.5' });
    left.send({ type: 'unsubscribe', channel: leagueChannel(league.slug) });
    await left.next((m) => m.type === 'unsubscribed');
    const admin = await signIn(server, await buildUser(server, { role: 'admin', league }), league.slug);
    const signedIn = await openSocket(server.url, admin, { localAddress: '127.0.0.6' });
    held.push(signedIn);

    const started = Date.now();
    for (const socket of [idle, refused, left]) expect((await socket.closed).code).toBe(CLOSE.idle);
    expect(Date.now() - started).toBeLessThan(GRACE_MS * 10);

    await sleep(GRACE_MS * 3);
    for (const socket of [subscribed, signedIn]) {
      socket.send({ type: 'ping' });
      expect(await socket.next((m) => m.type === 'pong')).toMatchObject({ type: 'pong' });
    }
  });

  it('holds one address to its cap and the server to its total (503 with Retry-After past them), while sign-in and public reads answer', async () => {
    const fan = await buildUser(server, { role: 'fan', league });
    for (let i = 0; i < PER_ADDRESS; i += 1) held.push(await scoreboard(server, league, { localAddress: '127.0.0.1' }));

    const overAddress = await refusedUpgrade(server.url, { localAddress: '127.0.0.1' });
    expect(overAddress).toEqual({ status: 503, retryAfter: String(SOCKET_RETRY_AFTER_SECONDS), body: { message: LIVE_TEXT.tooManyFromAddress } });

    // past the cap, from the same address: sign-in and the public scoreboard's read answer
    const signingIn = new ApiClient(server.url);
    const login = await signingIn.post('/api/login', { username: fan.username, password: fan.password, leagueSlug: league.slug });
    expect(login.status).toBe(200);
    expect((await signingIn.get('/api/user')).status).toBe(200);
    expect((await new ApiClient(server.url).get(`/api/leagues/${league.slug}/public/games`)).status).toBe(200);

    // another address is not held by the first one's cap, up to the total
    for (let i = PER_ADDRESS; i < TOTAL; i += 1) held.push(await scoreboard(server, league, { localAddress: '127.0.0.2' }));
    const overTotal = await refusedUpgrade(server.url, { localAddress: '127.0.0.3' });
    expect(overTotal).toEqual({ status: 503, retryAfter: String(SOCKET_RETRY_AFTER_SECONDS), body: { message: LIVE_TEXT.tooManyOnServer } });

    // a socket closed gives its place back
    held.shift()!.close();
    held.push(await scoreboard(server, league, { localAddress: '127.0.0.3' }));
  });
});

describe('live sockets behind a trusted proxy', () => {
  let server: TestServer;
  let league: League;
  beforeAll(async () => {
    server = await startTestServer({ env: { ...env, TRUST_PROXY: '1' } });
    league = await buildLeague(server);
  });
  afterAll(() => server.close());

  it("counts the address the proxy wrote last, not the proxy's own nor one the client put ahead of it", async () => {
    const from = (client: string, claimed: string) => ({ localAddress: '127.0.0.1', headers: { 'x-forwarded-for': `${claimed}, ${client}` } });
    const held: TestSocket[] = [];
    // every socket comes from the proxy (127.0.0.1), each claims another address first
    for (let i = 0; i < PER_ADDRESS; i += 1) held.push(await scoreboard(server, league, from('203.0.113.7', `198.51.100.${i}`)));
    expect((await refusedUpgrade(server.url, from('203.0.113.7', '198.51.100.99'))).status).toBe(503);
    // another client behind the same proxy
    held.push(await scoreboard(server, league, from('203.0.113.8', '198.51.100.1')));
    for (const socket of held) socket.close();
  });
});
