// A socket's subscriptions counted where the sockets are held (decision 037): one answered, one whose
// resolver failed (the client hears an error that names no channel, so it sends it again) and one
// whose socket closed while its channel was resolved; the two not answered are logged.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { afterEach, describe, expect, it } from 'vitest';
import { SERVER_TEXT } from '../../common/texts';
import type { Subscription } from './connection';
import { HeldSockets } from './sockets';

type Logged = { level: string; fields: unknown; msg?: string };

async function holdSockets(resolve: (channel: string) => Promise<Subscription>) {
  const logged: Logged[] = [];
  const sockets = new HeldSockets({ caps: { perAddress: 10, total: 10 }, idleGraceMs: 10_000 });
  sockets.start((_user, channel) => resolve(channel), {
    debug: (fields, msg) => logged.push({ level: 'debug', fields, msg }),
    warn: (fields, msg) => logged.push({ level: 'warn', fields, msg }),
  });
  const server = http.createServer();
  server.on('upgrade', (request, socket, head) => sockets.accept(request, socket, head, { user: null, owner: null }, '127.0.0.1'));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/ws`;
  const close = async () => {
    await sockets.close();
    await new Promise((r) => server.close(r));
  };
  return { sockets, logged, url, close };
}

async function open(url: string): Promise<{ ws: WebSocket; next: () => Promise<unknown> }> {
  const ws = new WebSocket(url);
  const queue: unknown[] = [];
  const waiting: ((m: unknown) => void)[] = [];
  ws.on('message', (data) => {
    const message: unknown = JSON.parse(String(data));
    const waiter = waiting.shift();
    if (waiter) waiter(message);
    else queue.push(message);
  });
  await new Promise((r, j) => ws.once('open', r).once('error', j));
  return { ws, next: () => (queue.length > 0 ? Promise.resolve(queue.shift()) : new Promise((r) => waiting.push(r))) };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
};

describe('subscriptions not answered', () => {
  let close: () => Promise<void> = async () => {};
  afterEach(() => close());

  it('counts each subscription received, and counts and logs those it could not answer', async () => {
    let release: () => void = () => {};
    const held = await holdSockets((channel) => {
      if (channel === 'league:broken') return Promise.reject(new Error('the resolver failed'));
      if (channel === 'league:slow') return new Promise((r) => (release = () => r({ room: 'league:1' })));
      return Promise.resolve({ room: 'league:1' });
    });
    close = held.close;
    const client = await open(held.url);
    client.ws.send(JSON.stringify({ type: 'subscribe', channel: 'league:demo' }));
    expect(await client.next()).toEqual({ type: 'subscribed', data: { channel: 'league:demo' } });
    expect(held.sockets.subscriptions).toEqual({ received: 1, unanswered: 0 });

    client.ws.send(JSON.stringify({ type: 'subscribe', channel: 'league:broken' }));
    expect(await client.next()).toEqual({ type: 'error', data: { message: SERVER_TEXT.unexpected } });
    expect(held.sockets.subscriptions).toEqual({ received: 2, unanswered: 1 });
    expect(held.logged).toContainEqual({ level: 'warn', fields: { channel: 'league:broken', reason: 'the resolver failed', unanswered: 1, received: 2 }, msg: 'live subscription not answered' });

    // the page is left while its subscription is resolved
    const leaving = await open(held.url);
    leaving.ws.send(JSON.stringify({ type: 'subscribe', channel: 'league:slow' }));
    await until(() => held.sockets.subscriptions.received === 3);
    leaving.ws.close();
    await until(() => held.sockets.hub.connectionCount === 1);
    release();
    await until(() => held.sockets.subscriptions.unanswered === 2);
    expect(held.logged.at(-1)).toMatchObject({ level: 'debug', fields: { channel: 'league:slow', unanswered: 2 }, msg: 'live subscription not answered: the socket closed' });
    client.ws.close();
  });
});
