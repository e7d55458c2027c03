import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import type { LiveServerMessage } from '@common/schemas/live-protocol';
import { LiveSocket, type WebSocketLike } from './live-socket';

// A real WebSocket server on a random port, and the `ws` client in the browser's place.

type Server = { wss: WebSocketServer; url: string; received: string[]; sockets: Set<WebSocket> };

async function startServer(): Promise<Server> {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
  const address = wss.address();
  if (!address || typeof address === 'string') throw new Error('unexpected address');
  const server: Server = { wss, url: `ws://127.0.0.1:${address.port}/ws`, received: [], sockets: new Set() };
  wss.on('connection', (socket) => {
    server.sockets.add(socket);
    socket.on('close', () => server.sockets.delete(socket));
    socket.on('message', (data) => server.received.push(String(data)));
  });
  return server;
}

async function until(check: () => boolean, what: string, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

function liveSocketTo(server: Server, extra: Partial<ConstructorParameters<typeof LiveSocket>[0]> = {}): LiveSocket {
  return new LiveSocket({
    url: () => server.url,
    createSocket: (url) => new WebSocket(url) as unknown as WebSocketLike,
    initialBackoffMs: 20,
    maxBackoffMs: 100,
    idleCloseMs: 50,
    ...extra,
  });
}

const subscribes = (server: Server, channel: string) =>
  server.received.filter((raw) => raw === JSON.stringify({ type: 'subscribe', channel })).length;

describe('LiveSocket against a real WebSocket server', () => {
  let server: Server;
  let live: LiveSocket;

  beforeEach(async () => {
    server = await startServer();
  });

  afterEach(async () => {
    live?.close();
    for (const socket of server.sockets) socket.terminate();
    await new Promise<void>((resolve) => server.wss.close(() => resolve()));
    vi.restoreAllMocks();
  });

  it('opens one connection on the first subscription and subscribes each channel once', async () => {
    live = liveSocketTo(server);
    const off1 = live.subscribe('game:7');
    live.subscribe('game:7');
    live.subscribe('league:demo');
    await until(() => server.received.length >= 2, 'the subscriptions');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.sockets.size).toBe(1);
    expect(subscribes(server, 'game:7')).toBe(1);
    expect(subscribes(server, 'league:demo')).toBe(1);
    // The channel stays while one of its two holders remains.
    off1();
    off1();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(server.received).not.toContain(JSON.stringify({ type: 'unsubscribe', channel: 'game:7' }));
  });

  it('unsubscribes when the last holder leaves and closes the idle connection', async () => {
    live = liveSocketTo(server);
    const off = live.subscribe('game:1');
    await until(() => subscribes(server, 'game:1') === 1, 'the subscription');
    off();
    await until(() => server.received.includes(JSON.stringify({ type: 'unsubscribe', channel: 'game:1' })), 'the unsubscribe');
    await until(() => server.sockets.size === 0, 'the idle close');
  });

  it('delivers pushes to listeners', async () => {
    live = liveSocketTo(server);
    const messages: LiveServerMessage[] = [];
    live.addListener({ onMessage: (message) => messages.push(message) });
    live.subscribe('game:3');
    await until(() => server.sockets.size === 1 && server.received.length > 0, 'the connection');
    const push = { type: 'gameDeleted', data: { gameId: 3, leagueId: 1 } };
    for (const socket of server.sockets) socket.send(JSON.stringify(push));
    await until(() => messages.length === 1, 'the push');
    expect(messages[0]).toEqual(push);
  });

  it('only logs a message it cannot parse and keeps going (spec 8)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    live = liveSocketTo(server);
    const messages: LiveServerMessage[] = [];
    live.addListener({ onMessage: (message) => messages.push(message) });
    live.subscribe('game:3');
    await until(() => server.sockets.size === 1 && server.received.length > 0, 'the connection');
    for (const socket of server.sockets) {
      socket.send('not json{');
      socket.send(JSON.stringify({ type: 'pong', data: { serverNow: 1 } }));
    }
    await until(() => messages.length === 1, 'the next message');
    expect(logged).toHaveBeenCalled();
    expect(messages[0]?.type).toBe('pong');
    expect(live.isOpen).toBe(true);
  });

  it('reconnects after the server drops it, subscribes again and tells listeners', async () => {
    live = liveSocketTo(server);
    let reconnects = 0;
    live.addListener({ onReconnect: () => (reconnects += 1) });
    live.subscribe('game:9');
    live.subscribe('league:demo');
    await until(() => subscribes(server, 'game:9') === 1, 'the first subscription');
    for (const socket of server.sockets) socket.terminate();
    await until(() => subscribes(server, 'game:9') === 2 && subscribes(server, 'league:demo') === 2, 'the resubscription');
    expect(reconnects).toBe(1);
  });

  it('is fresh for a channel once the server confirms it, stale after freshMs of silence, and says so', async () => {
    live = liveSocketTo(server, { freshMs: 150, heartbeatMs: 10_000 });
    let changes = 0;
    live.onStatusChange(() => (changes += 1));
    expect(live.isFresh('league:demo')).toBe(false);
    expect(live.lastMessageAt).toBeNull();
    live.subscribe('league:demo');
    await until(() => subscribes(server, 'league:demo') === 1, 'the subscription');
    // open and heard (the handshake), but the channel is not confirmed yet
    expect(live.isFresh()).toBe(true);
    expect(live.isFresh('league:demo')).toBe(false);
    const before = changes;
    for (const socket of server.sockets) socket.send(JSON.stringify({ type: 'subscribed', data: { channel: 'league:demo' } }));
    await until(() => live.isFresh('league:demo'), 'the confirmation');
    expect(changes).toBeGreaterThan(before);
    expect(live.lastMessageAt).not.toBeNull();
    // nothing more arrives: stale, and the listener hears it
    const confirmedAt = changes;
    await until(() => !live.isFresh('league:demo'), 'staleness', 1000);
    expect(changes).toBe(confirmedAt + 1);
    // a message makes it fresh again; the connection closing makes it stale at once
    for (const socket of server.sockets) socket.send(JSON.stringify({ type: 'pong', data: { serverNow: 1 } }));
    await until(() => live.isFresh('league:demo'), 'freshness after a pong');
    for (const socket of server.sockets) socket.terminate();
    await until(() => !live.isOpen, 'the drop');
    expect(live.isFresh()).toBe(false);
    expect(live.isFresh('league:demo')).toBe(false);
  });

  it('a refused subscription is not fresh', async () => {
    live = liveSocketTo(server);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    live.subscribe('league:gone');
    await until(() => subscribes(server, 'league:gone') === 1, 'the subscription');
    for (const socket of server.sockets) {
      socket.send(JSON.stringify({ type: 'subscribed', data: { channel: 'league:gone' } }));
      socket.send(JSON.stringify({ type: 'error', data: { message: 'League not found', channel: 'league:gone' } }));
    }
    await until(() => live.lastMessageAt !== null && !live.isFresh('league:gone'), 'the refusal');
    expect(live.isFresh()).toBe(true);
  });

  it('sends a subscription again when the server has not answered it within answerMs, and stops once it is answered', async () => {
    live = liveSocketTo(server, { answerMs: 100 });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    live.subscribe('league:demo');
    live.subscribe('league:gone');
    await until(() => subscribes(server, 'league:demo') === 1 && subscribes(server, 'league:gone') === 1, 'the first subscriptions');
    // the first 'league:demo' is lost; 'league:gone' is refused at once
    for (const socket of server.sockets) socket.send(JSON.stringify({ type: 'error', data: { message: 'League not found', channel: 'league:gone' } }));
    await until(() => subscribes(server, 'league:demo') === 2, 'the subscription sent again', 1000);
    expect(live.isFresh('league:demo')).toBe(false);
    for (const socket of server.sockets) socket.send(JSON.stringify({ type: 'subscribed', data: { channel: 'league:demo' } }));
    await until(() => live.isFresh('league:demo'), 'the confirmation');
    // answered, either way: neither goes out again
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(subscribes(server, 'league:demo')).toBe(2);
    expect(subscribes(server, 'league:gone')).toBe(1);
  });

  it('waits twice as long before each further try, and stops when the channel is left', async () => {
    live = liveSocketTo(server, { answerMs: 100 });
    const off = live.subscribe('game:4');
    await until(() => subscribes(server, 'game:4') === 1, 'the first subscription');
    const sentAt = [Date.now()];
    await until(() => subscribes(server, 'game:4') === 2, 'the second try', 1000);
    sentAt.push(Date.now());
    await until(() => subscribes(server, 'game:4') === 3, 'the third try', 1000);
    sentAt.push(Date.now());
    expect(sentAt[2]! - sentAt[1]!).toBeGreaterThan(sentAt[1]! - sentAt[0]! + 50);
    off();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(subscribes(server, 'game:4')).toBe(3);
  });

  it('keeps retrying with backoff while the server is down', async () => {
    const port = Number(new URL(server.url).port);
    live = liveSocketTo(server);
    live.subscribe('game:2');
    await until(() => subscribes(server, 'game:2') === 1, 'the first subscription');
    for (const socket of server.sockets) socket.terminate();
    await new Promise<void>((resolve) => server.wss.close(() => resolve()));
    await new Promise((resolve) => setTimeout(resolve, 250));
    // The server comes back on the same port.
    const wss = new WebSocketServer({ port, host: '127.0.0.1' });
    await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
    server = { ...server, wss, received: [], sockets: new Set() };
    wss.on('connection', (socket) => {
      server.sockets.add(socket);
      socket.on('message', (data) => server.received.push(String(data)));
    });
    await until(() => subscribes(server, 'game:2') === 1, 'the subscription after the restart');
  });
});
