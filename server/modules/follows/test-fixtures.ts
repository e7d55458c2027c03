// A local push service for the tests and the benchmark (issue 38): a plain HTTP server on 127.0.0.1
// that takes real Web Push requests as FCM or autopush would. Each "browser" subscribes the way a
// browser does (a P-256 key pair and a 16-byte auth secret); the service checks each request's VAPID
// Authorization (the JWT's ES256 signature under the key it names, its audience and expiry) and
// decrypts the aes128gcm payload with that browser's private key, as the browser would.
import crypto from 'node:crypto';
import http from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import type { PushMessage } from '../../../common/schemas/push';
import { startTestServer, type TestServer, type TestServerOptions } from '../../test/helpers';

type Ece = { decrypt(buffer: Buffer, params: { version: 'aes128gcm'; privateKey: crypto.ECDH; authSecret: Buffer }): Buffer };
const ece = createRequire(import.meta.url)('http_ece') as Ece;

export type Received = { message: PushMessage; ttl: string | undefined; urgency: string | undefined; topic: string | undefined; vapidKey: string; at: number };

export type TestBrowser = {
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  received: Received[];
  // answer every request to this endpoint with this status, without taking it (410: expired)
  answerWith: number | null;
  // answer the next requests 503 (a push service that is briefly down)
  failNext: number;
  // answer every request with a redirect to this path of the service (never to be followed)
  redirectTo: string | null;
  // take the message, then answer 201 with a body of this many bytes (0: an empty body), counting
  // what the socket took before the sender hung up
  hugeAnswer: number;
  answered: { bytes: number; closed: boolean };
  // take no request to this endpoint and answer none, leaving each open (a push in flight)
  hold: boolean;
};

export type TestPushService = {
  origin: string;
  browser(): TestBrowser;
  // requests refused for a bad VAPID header or payload (a test expects none)
  refused: string[];
  waitFor(browser: TestBrowser, count: number, timeoutMs?: number): Promise<Received[]>;
  // every request received, in order (the benchmark counts them)
  total(): number;
  // the requests received at this path
  hits(path: string): number;
  close(): Promise<void>;
};

function base64url(value: string): Buffer {
  return Buffer.from(value, 'base64url');
}

// RFC 8292: `vapid t=<JWT>, k=<the server's public key>`; answers the key, or throws what is wrong.
function checkVapid(header: string | undefined, audience: string): string {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`Authorization is not a VAPID header: ${header}`);
  const [, token, key] = match as unknown as [string, string, string];
  const [head, claims, signature] = token.split('.') as [string, string, string];
  const raw = base64url(key);
  const publicKey = crypto.createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33, 65).toString('base64url') }, format: 'jwk' });
  if (JSON.parse(base64url(head).toString()).alg !== 'ES256') throw new Error('VAPID JWT is not ES256');
  if (!crypto.verify('sha256', Buffer.from(`${head}.${claims}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, base64url(signature))) throw new Error('VAPID JWT signature does not verify');
  const body = JSON.parse(base64url(claims).toString()) as { aud?: string; exp?: number; sub?: string };
  if (body.aud !== audience) throw new Error(`VAPID audience ${body.aud} is not ${audience}`);
  if (!body.exp || body.exp * 1000 < Date.now() || body.exp * 1000 > Date.now() + 24 * 3600_000) throw new Error('VAPID expiry out of range');
  if (!/^(mailto:|https:)/.test(body.sub ?? '')) throw new Error(`VAPID subject ${body.sub}`);
  return key;
}

// A 201 whose body is browser.hugeAnswer bytes, written as fast as the socket takes it, until it is
// all written or the sender hangs up (a sender that reads only a few KB leaves most of it unwritten).
function streamAnswer(response: http.ServerResponse, browser: TestBrowser): void {
  const chunk = Buffer.alloc(64 * 1024, 'x');
  const answered = browser.answered;
  response.writeHead(201, { 'content-length': String(browser.hugeAnswer) });
  response.on('close', () => {
    answered.closed = true;
  });
  const write = () => {
    while (answered.bytes < browser.hugeAnswer && !response.destroyed) {
      const part = chunk.subarray(0, Math.min(chunk.length, browser.hugeAnswer - answered.bytes));
      answered.bytes += part.length;
      if (!response.write(part)) return void response.once('drain', write);
    }
    if (!response.destroyed) response.end();
  };
  write();
}

export async function startPushService(): Promise<TestPushService> {
  const browsers = new Map<string, { browser: TestBrowser; ecdh: crypto.ECDH; auth: Buffer }>();
  const waiters = new Set<() => void>();
  const refused: string[] = [];
  let total = 0;
  const hits = new Map<string, number>();
  let origin = '';
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      total++;
      hits.set(request.url ?? '', (hits.get(request.url ?? '') ?? 0) + 1);
      const entry = browsers.get(request.url ?? '');
      if (!entry) return void response.writeHead(404).end();
      if (entry.browser.hold) return;
      if (entry.browser.answerWith !== null) return void response.writeHead(entry.browser.answerWith).end();
      if (entry.browser.redirectTo !== null) return void response.writeHead(302, { location: origin + entry.browser.redirectTo }).end();
      if (entry.browser.failNext > 0) {
        entry.browser.failNext--;
        return void response.writeHead(503).end();
      }
      try {
        const vapidKey = checkVapid(request.headers.authorization, origin);
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error(`Content-Encoding ${request.headers['content-encoding']}`);
        const plain = ece.decrypt(Buffer.concat(chunks), { version: 'aes128gcm', privateKey: entry.ecdh, authSecret: entry.auth });
        const header = (name: string) => request.headers[name] as string | undefined;
        entry.browser.received.push({ message: JSON.parse(plain.toString('utf8')) as PushMessage, ttl: header('ttl'), urgency: header('urgency'), topic: header('topic'), vapidKey, at: Date.now() });
        if (entry.browser.hugeAnswer > 0) streamAnswer(response, entry.browser);
        else response.writeHead(201).end();
      } catch (err) {
        refused.push((err as Error).message);
        response.writeHead(400).end();
      }
      for (const wake of waiters) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    refused,
    browser() {
      const ecdh = crypto.createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = crypto.randomBytes(16);
      const path = `/push/${crypto.randomBytes(12).toString('base64url')}`;
      const browser: TestBrowser = {
        subscription: { endpoint: origin + path, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } },
        received: [],
        answerWith: null,
        failNext: 0,
        redirectTo: null,
        hugeAnswer: 0,
        answered: { bytes: 0, closed: false },
        hold: false,
      };
      browsers.set(path, { browser, ecdh, auth });
      return browser;
    },
    waitFor(browser, count, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (browser.received.length < count) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(browser.received);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`waited ${timeoutMs} ms for ${count} pushes, got ${browser.received.length}: ${JSON.stringify(browser.received.map((r) => r.message.type))}; refused: ${refused.join('; ')}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    total: () => total,
    hits: (path) => hits.get(path) ?? 0,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

// A suite's server whose push senders may reach a push service of the test's own
// (PUSH_SERVICE_ORIGINS: any port of 127.0.0.1): the service started first, both closed after the
// suite. `options.env` adds to the server's; `ready` sets the suite up once both run.
export function pushSuite(options: TestServerOptions, ready: (suite: { server: TestServer; push: TestPushService }) => Promise<void> | void): void {
  let server: TestServer | undefined;
  let push: TestPushService | undefined;
  beforeAll(async () => {
    push = await startPushService();
    server = await startTestServer({ ...options, env: { PUSH_SERVICE_ORIGINS: 'http://127.0.0.1:*', ...options.env } });
    await ready({ server, push });
  });
  afterAll(async () => {
    await server?.close();
    await push?.close();
  });
}
