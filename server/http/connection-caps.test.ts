// Issue 45 finding 4: bare TCP connections, not only WebSockets, are capped (connection-caps.ts).
// 1,000 connections from one address that send nothing, or headers slowly, took every descriptor
// and sign-in failed for everyone. Here the flood runs in a child process (server/test/connection-flood.ts)
// and this process, the server's, lowers its own open-file limit to 1,024, as a small deployment's;
// every other caller binds another loopback address.
import { spawn } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { loadConfig } from '../config';
import { defaultTotalCap } from '../live/caps';
import { readOpenFileLimit } from '../app/open-file-limit';
import { defaultConnectionCap } from './connection-caps';
import { buildUser, startTestServer, type BuiltUser, type TestServer } from '../test/helpers';
import { hasPrlimit, setOwnOpenFileLimit } from '../test/own-open-files';
import type { HeldConnection } from '../test/connection-flood';

const OPEN_FILES = 1024;
const PER_ADDRESS = 100;
// longer than the server takes to accept the whole flood, so the cap is seen whole before the first
// held connection times out and frees its place
const HEADERS_TIMEOUT_MS = 3000;
const KEEP_ALIVE_MS = 1000;

const limit = readOpenFileLimit();

const portOf = (server: TestServer) => Number(new URL(server.url).port);

// A request from a chosen loopback address, on a connection of its own; its time to the full answer.
function requestFrom(
  server: TestServer,
  localAddress: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: unknown; ms: number }> {
  const started = performance.now();
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port: portOf(server), localAddress, method, path, agent: false, headers: payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}, timeout: 10_000 },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? (JSON.parse(text) as unknown) : null, ms: performance.now() - started }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('no answer in 10 s')));
    req.on('error', reject);
    req.end(payload);
  });
}

// One bare connection; resolves once connected, with a promise of its close (ms after connecting,
// and the first line the server wrote, if any).
function bareConnection(server: TestServer, localAddress: string): Promise<{ socket: net.Socket; closed: Promise<{ afterMs: number; firstLine: string | null }> }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port: portOf(server), localAddress });
    let firstLine: string | null = null;
    socket.on('data', (chunk: Buffer) => (firstLine ??= chunk.toString('latin1').split('\r\n')[0] ?? ''));
    socket.on('error', () => {});
    socket.once('error', reject);
    socket.once('connect', () => {
      const connectedAt = performance.now();
      const closed = new Promise<{ afterMs: number; firstLine: string | null }>((done) => socket.once('close', () => done({ afterMs: performance.now() - connectedAt, firstLine })));
      resolve({ socket, closed });
    });
  });
}

const within = <T>(promise: Promise<T>, ms: number): Promise<T | 'still open'> =>
  Promise.race([promise, new Promise<'still open'>((resolve) => setTimeout(() => resolve('still open'), ms))]);

type FloodRun = { opened: Promise<number>; done: Promise<HeldConnection[]> };

// The flood in a child process (its own descriptors), from 127.0.0.1.
function flood(server: TestServer, options: { count: number; slowHeaders: number; holdMs: number }): FloodRun {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/test/connection-flood.ts', JSON.stringify({ port: portOf(server), localAddress: '127.0.0.1', ...options })], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  let opened: (n: number) => void = () => {};
  let done: (c: HeldConnection[]) => void = () => {};
  lines.on('line', (line) => {
    const message = JSON.parse(line) as { opened?: number; connections?: HeldConnection[] };
    if (message.opened !== undefined) opened(message.opened);
    if (message.connections) done(message.connections);
  });
  return { opened: new Promise((resolve) => (opened = resolve)), done: new Promise((resolve) => (done = resolve)) };
}

describe.runIf(limit !== null && hasPrlimit && limit.hard >= OPEN_FILES)('connections per address, with an open-file limit of 1,024', () => {
  let server: TestServer;
  let fan: BuiltUser;
  beforeAll(async () => {
    setOwnOpenFileLimit(OPEN_FILES, limit!.hard);
    server = await startTestServer({
      env: { CONNECTIONS_PER_ADDRESS: String(PER_ADDRESS), HTTP_HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS), HTTP_KEEP_ALIVE_TIMEOUT_MS: String(KEEP_ALIVE_MS) },
    });
    fan = await buildUser(server, { role: 'fan' });
  });
  afterAll(async () => {
    await server?.close();
    setOwnOpenFileLimit(limit!.soft, limit!.hard);
  });

  it('1,000 idle connections from one address, some sending headers slowly: sign-in from another address is answered within 1 s; those over the cap are closed at once, the rest after the header timeout', async () => {
    const run = flood(server, { count: 1000, slowHeaders: 20, holdMs: HEADERS_TIMEOUT_MS * 2 });
    expect(await run.opened).toBe(1000);

    // while the flood is held: three sign-ins from another address, then a public read from a third
    for (let i = 0; i < 3; i += 1) {
      const signIn = await requestFrom(server, '127.0.0.2', 'POST', '/api/login', { username: fan.username, password: fan.password });
      expect(signIn.status).toBe(200);
      expect(signIn.ms).toBeLessThan(1000);
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    const read = await requestFrom(server, '127.0.0.3', 'GET', '/api/public/games');
    expect(read.status).toBe(200);
    expect(read.ms).toBeLessThan(1000);

    const connections = await run.done;
    const connected = connections.filter((c) => c.connectedAt !== null);
    expect(connected).toHaveLength(1000);
    // refused: closed as soon as the server took them (its accept queue's wait is all their time),
    // with not a byte written: no parsing, no answer
    const refused = connected.filter((c) => c.bytes === 0);
    expect(refused.length).toBe(1000 - PER_ADDRESS);
    for (const c of refused) expect(c.closedAt! - c.connectedAt!).toBeLessThan(HEADERS_TIMEOUT_MS);
    // held: closed by the header timeout (408), the slow ones too
    const held = connected.filter((c) => c.bytes > 0);
    expect(held.length).toBe(PER_ADDRESS);
    for (const c of held) {
      expect(c.firstLine).toBe('HTTP/1.1 408 Request Timeout');
      expect(c.closedAt! - c.connectedAt!).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 100);
    }
    expect(held.some((c) => c.slow)).toBe(true);
  });

  it('a WebSocket counts as the connection it was upgraded from, and outlives the header timeout', async () => {
    const address = '127.0.0.4';
    const wsUrl = server.url.replace(/^http/, 'ws') + '/ws';
    // the socket cap of an address (LIVE_SOCKETS_PER_ADDRESS, 50) is below the connections' (100)
    const sockets = await Promise.all(
      Array.from({ length: 50 }, () => new Promise<WebSocket>((resolve, reject) => {
        const ws = new WebSocket(wsUrl, { localAddress: address });
        ws.once('open', () => resolve(ws));
        ws.once('error', reject);
      })),
    );
    const bare = await Promise.all(Array.from({ length: PER_ADDRESS - 50 }, () => bareConnection(server, address)));
    const over = await bareConnection(server, address);
    expect(await within(over.closed, 300)).toEqual({ afterMs: expect.any(Number), firstLine: null });

    // past the header timeout: the bare ones are closed, the WebSockets held
    const closed = await Promise.all(bare.map((c) => within(c.closed, HEADERS_TIMEOUT_MS + 2000)));
    expect(closed.every((c) => c !== 'still open' && c.firstLine === 'HTTP/1.1 408 Request Timeout')).toBe(true);
    expect(sockets.every((ws) => ws.readyState === WebSocket.OPEN)).toBe(true);
    for (const ws of sockets) ws.terminate();
  });

  it('a body sent slowly, for longer than the header timeout, is answered (the header timeout ends at the headers)', async () => {
    const body = JSON.stringify({ username: fan.username, password: 'not-the-password' });
    const { socket } = await bareConnection(server, '127.0.0.5');
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    const ended = new Promise((resolve) => socket.once('close', resolve));
    socket.write(`POST /api/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n`);
    const pieces = body.match(/.{1,8}/g)!;
    for (const piece of pieces) {
      await new Promise((resolve) => setTimeout(resolve, (HEADERS_TIMEOUT_MS + 1000) / pieces.length));
      socket.write(piece);
    }
    await ended;
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 401 Unauthorized');
  });

  it('an idle keep-alive connection is closed after HTTP_KEEP_ALIVE_TIMEOUT_MS', async () => {
    const { socket, closed } = await bareConnection(server, '127.0.0.6');
    socket.write('GET /api/public/games HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    const result = await within(closed, KEEP_ALIVE_MS * 4);
    expect(result).not.toBe('still open');
    expect(result !== 'still open' && result.firstLine).toBe('HTTP/1.1 200 OK');
  });
});

// a suite's own server with these settings, closed after the suite
function serverSuite(env: Record<string, string>, started: (server: TestServer) => void): void {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer({ env });
    started(server);
  });
  afterAll(() => server?.close());
}

describe('connections in all (CONNECTIONS_MAX)', () => {
  let server: TestServer;
  serverSuite({ CONNECTIONS_MAX: '30', CONNECTIONS_PER_ADDRESS: '20' }, (s) => (server = s));

  it('at the cap, a new connection closes the longest idle one: sign-in from another address gets in', async () => {
    const fan = await buildUser(server, { role: 'fan' });
    const first = await bareConnection(server, '127.0.1.1');
    const rest = await Promise.all([
      ...Array.from({ length: 19 }, () => bareConnection(server, '127.0.1.1')),
      ...Array.from({ length: 10 }, () => bareConnection(server, '127.0.1.2')),
    ]);
    const signIn = await requestFrom(server, '127.0.0.2', 'POST', '/api/login', { username: fan.username, password: fan.password });
    expect(signIn.status).toBe(200);
    expect(signIn.ms).toBeLessThan(1000);
    // the oldest connection, which never sent a request, made room
    expect(await within(first.closed, 500)).toEqual({ afterMs: expect.any(Number), firstLine: null });
    for (const c of rest) c.socket.destroy();
  });
});

describe('behind a trusted proxy (TRUST_PROXY=1)', () => {
  let server: TestServer;
  serverSuite({ TRUST_PROXY: '1', CONNECTIONS_PER_ADDRESS: '5' }, (s) => (server = s));

  it('every connection comes from the proxy: no cap per address (the proxy caps its clients), only the total', async () => {
    const connections = await Promise.all(Array.from({ length: 10 }, () => bareConnection(server, '127.0.1.3')));
    const closed = await Promise.all(connections.map((c) => within(c.closed, 300)));
    expect(closed.every((c) => c === 'still open')).toBe(true);
    for (const c of connections) c.socket.destroy();
  });
});

describe('the caps and timeouts by default', () => {
  it.each([
    [1024, 768],
    [2000, 1500],
    [20_000, 19_500],
    [null, 11_000],
  ])('an open-file limit of %s: %s in all, leaving a reserve for the database and files', (openFiles, total) => {
    expect(defaultConnectionCap(openFiles)).toBe(total);
  });

  it('leaves room for HTTP above the live sockets', () => {
    for (const openFiles of [1024, 2000, 20_000, 1_048_576, null]) expect(defaultConnectionCap(openFiles)).toBeGreaterThan(defaultTotalCap(openFiles));
  });

  it('300 per address, headers within 10 s, a request within 300 s, keep-alive 5 s; behind a trusted proxy no cap per address and keep-alive 72 s', () => {
    expect(loadConfig({}).connections).toEqual({ perAddress: 300, total: null, headersTimeoutMs: 10_000, requestTimeoutMs: 300_000, keepAliveTimeoutMs: 5000 });
    expect(loadConfig({ TRUST_PROXY: '1' }).connections).toMatchObject({ perAddress: null, keepAliveTimeoutMs: 72_000 });
    expect(loadConfig({ CONNECTIONS_PER_ADDRESS: '20', CONNECTIONS_MAX: '900', HTTP_KEEP_ALIVE_TIMEOUT_MS: '2000' }).connections).toMatchObject({ perAddress: 20, total: 900, keepAliveTimeoutMs: 2000 });
    expect(() => loadConfig({ CONNECTIONS_PER_ADDRESS: '0' })).toThrow(/CONNECTIONS_PER_ADDRESS/);
    expect(() => loadConfig({ HTTP_HEADERS_TIMEOUT_MS: '60000', HTTP_REQUEST_TIMEOUT_MS: '30000' })).toThrow(/HTTP_HEADERS_TIMEOUT_MS: must not be above HTTP_REQUEST_TIMEOUT_MS/);
  });
});
