// The hub with stand-in sockets: one serialization per broadcast, slow readers dropped, dead ones
// found by the heartbeat, a socket in two rooms served once.
import { EventEmitter } from 'node:events';
import type { WebSocket } from 'ws';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LiveHub, gameRoom, leagueRoom } from './hub';

class FakeSocket extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  bufferedAmount = 0;
  sent: unknown[] = [];
  terminated = false;
  pings = 0;
  send(data: unknown) {
    this.sent.push(data);
  }
  terminate() {
    this.terminated = true;
    this.readyState = 3;
    this.emit('close');
  }
  close() {
    this.readyState = 3;
    this.emit('close');
  }
  ping() {
    this.pings += 1;
  }
}

const message = { type: 'pong', data: { serverNow: 1 } } as const;

afterEach(() => vi.useRealTimers());

describe('LiveHub', () => {
  it('serializes a broadcast once: every socket gets the same bytes, a socket in two rooms gets them once', () => {
    const hub = new LiveHub();
    const sockets = Array.from({ length: 5 }, () => new FakeSocket());
    const connections = sockets.map((socket) => hub.connect(socket as unknown as WebSocket, null));
    connections.forEach((c, i) => hub.join(c, `league:x${i}`, leagueRoom(1)));
    hub.join(connections[0]!, 'game:7', gameRoom(1, 7));
    expect(hub.broadcast([leagueRoom(1), gameRoom(1, 7)], message)).toBe(5);
    const first = sockets[0]!.sent[0];
    expect(Buffer.isBuffer(first)).toBe(true);
    for (const socket of sockets) expect(socket.sent).toEqual([first]);
    expect(sockets.every((socket) => socket.sent[0] === first)).toBe(true);
    expect(JSON.parse(String(first))).toEqual(message);
  });

  it('writes a large broadcast a slice per turn of the event loop, broadcasts in order, skipping a socket closed meanwhile', async () => {
    // no time to spare: each slice is the sockets written before the first look at the clock (32)
    const hub = new LiveHub({ broadcastSliceMs: 0 });
    const sockets = Array.from({ length: 100 }, () => new FakeSocket());
    for (const socket of sockets) hub.join(hub.connect(socket as unknown as WebSocket, null), 'league:a', leagueRoom(1));
    const first = { type: 'pong', data: { serverNow: 1 } } as const;
    const second = { type: 'pong', data: { serverNow: 2 } } as const;
    expect(hub.broadcast([leagueRoom(1)], first)).toBe(100);
    expect(hub.broadcast([leagueRoom(1)], second)).toBe(100);
    // the first slice went at once; the rest waits for the next turns
    expect(sockets.filter((socket) => socket.sent.length > 0)).toHaveLength(32);
    sockets[99]!.close();
    const turn = () => new Promise((resolve) => setImmediate(resolve));
    for (let i = 0; i < 10; i += 1) await turn();
    for (const socket of sockets.slice(0, 99)) expect(socket.sent.map((bytes) => JSON.parse(String(bytes)).data.serverNow)).toEqual([1, 2]);
    expect(sockets[99]!.sent).toEqual([]);
  });

  it('terminates a socket whose send buffer passed the bound instead of queueing more', () => {
    const hub = new LiveHub({ maxBufferedBytes: 1000 });
    const fast = new FakeSocket();
    const slow = new FakeSocket();
    for (const socket of [fast, slow]) hub.join(hub.connect(socket as unknown as WebSocket, null), 'league:a', leagueRoom(1));
    slow.bufferedAmount = 1001;
    // both are in the room when the broadcast is made; the slow one is dropped, not written to
    expect(hub.broadcast([leagueRoom(1)], message)).toBe(2);
    expect(fast.sent).toHaveLength(1);
    expect(slow.terminated).toBe(true);
    expect(slow.sent).toEqual([]);
    expect(hub.connectionCount).toBe(1);
    expect(hub.broadcast([leagueRoom(1)], message)).toBe(1);
  });

  it('drops a socket that did not answer the previous ping', () => {
    vi.useFakeTimers();
    const hub = new LiveHub({ heartbeatMs: 1000 });
    const alive = new FakeSocket();
    const dead = new FakeSocket();
    hub.connect(alive as unknown as WebSocket, null);
    hub.connect(dead as unknown as WebSocket, null);
    hub.start();
    vi.advanceTimersByTime(1000);
    expect([alive.pings, dead.pings]).toEqual([1, 1]);
    alive.emit('pong');
    vi.advanceTimersByTime(1000);
    expect(dead.terminated).toBe(true);
    expect(alive.terminated).toBe(false);
    expect(hub.connectionCount).toBe(1);
    hub.close();
  });

  it('leaves rooms on close and on unsubscribe; disconnectUser closes only that user', () => {
    const hub = new LiveHub();
    const mine = new FakeSocket();
    const theirs = new FakeSocket();
    const a = hub.connect(mine as unknown as WebSocket, owner(7, 'session-7', 1));
    const b = hub.connect(theirs as unknown as WebSocket, owner(8, 'session-8', 1));
    hub.join(a, 'league:a', leagueRoom(1));
    hub.join(b, 'league:a', leagueRoom(1));
    expect(hub.leave(b, 'league:a')).toBe(true);
    expect(hub.leave(b, 'league:a')).toBe(false);
    expect(hub.disconnectUser(7)).toBe(1);
    expect(hub.hasSubscribers(leagueRoom(1))).toBe(false);
    expect(theirs.readyState).toBe(1);
  });

  it("disconnectSession closes one session's sockets; disconnectLeague spares super admins and visitors", () => {
    const hub = new LiveHub();
    const sockets = Array.from({ length: 5 }, () => new FakeSocket());
    const [phone, tablet, otherLeague, superAdmin, visitor] = sockets as [FakeSocket, FakeSocket, FakeSocket, FakeSocket, FakeSocket];
    hub.connect(phone as unknown as WebSocket, owner(7, 'session-phone', 1));
    hub.connect(tablet as unknown as WebSocket, owner(7, 'session-tablet', 1));
    hub.connect(otherLeague as unknown as WebSocket, owner(9, 'session-9', 2));
    hub.connect(superAdmin as unknown as WebSocket, owner(1, 'session-root', null));
    hub.connect(visitor as unknown as WebSocket, null);
    expect(hub.disconnectSession('session-phone')).toBe(1);
    expect([phone.readyState, tablet.readyState]).toEqual([3, 1]);
    expect(hub.disconnectLeague(1)).toBe(1);
    expect(sockets.map((socket) => socket.readyState)).toEqual([3, 3, 1, 1, 1]);
    expect(hub.connectionCount).toBe(3);
  });
});

function owner(userId: number, sessionIdHash: string, leagueId: number | null) {
  return { userId, sessionIdHash, leagueId };
}
