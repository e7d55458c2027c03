// Where the live sockets are held (decision 037): LiveSockets is what the server's process asks of
// them, wherever they are. HeldSockets holds them in this process (a hub and a `ws` server without
// an HTTP server of its own); the socket process (socket-process.ts) is the same HeldSockets in a
// child process, which the server's process reaches over IPC.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { LIVE_LIMITS, LIVE_TEXT, type LiveServerMessage } from '../../common/schemas/live-protocol';
import { SOCKET_RETRY_AFTER_SECONDS, SocketCounts, defaultTotalCap, type SocketCaps } from './caps';
import { acceptSocket, type ChannelResolver, type SocketLog, type SocketPeer, type SubscriptionCounts } from './connection';
import { LiveHub, type HubOptions, type LiveRooms } from './hub';

// What the handshake reads of the upgrade request (all a socket process receives of it).
export type UpgradeRequest = Pick<IncomingMessage, 'method' | 'url' | 'headers'>;

export interface LiveSockets extends LiveRooms {
  // the channels' resolver and a log, before the first socket
  start(resolve: ChannelResolver, log: SocketLog): void;
  // a socket whose upgrade request passed the server's checks: complete its handshake and hold it,
  // unless its address (caps.ts's socketAddress) or the process holds as many as allowed
  accept(request: UpgradeRequest, socket: Duplex, head: Buffer, peer: SocketPeer, address: string): void;
  close(): Promise<void>;
}

// What limits the sockets held (decision 042), from the configuration and the open-file limit:
// the caps, and the grace of a visitor's socket subscribed to nothing.
export type SocketLimits = { caps: SocketCaps; idleGraceMs: number };

// The limits from the configuration (config.liveCaps); an unset total follows from the open-file
// limit in force.
export function socketLimits(configured: { perAddress: number; total: number | null; graceMs: number }, openFileLimit: number | null): SocketLimits {
  return { caps: { perAddress: configured.perAddress, total: configured.total ?? defaultTotalCap(openFileLimit) }, idleGraceMs: configured.graceMs };
}

// A refusal before the upgrade, as a plain HTTP answer on the raw socket (with a JSON {message}
// when there is a sentence to say). The server's checks (plugins/socket-route.ts) and the caps answer so.
export function refuseUpgrade(socket: Duplex, status: number, reason: string, message?: string, headers = ''): void {
  const body = message === undefined ? '' : JSON.stringify({ message });
  const type = message === undefined ? '' : 'Content-Type: application/json; charset=utf-8\r\n';
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\n${headers}${type}Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
}

// A refusal that will pass: 503 with when to try again.
export function refuseUntilLater(socket: Duplex, message?: string): void {
  refuseUpgrade(socket, 503, 'Service Unavailable', message, `Retry-After: ${SOCKET_RETRY_AFTER_SECONDS}\r\n`);
}

export class HeldSockets implements LiveSockets {
  readonly hub: LiveHub;
  // larger client messages close the socket (1009); compression off: one set of bytes for all;
  // no tracking: the hub holds the sockets
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: LIVE_LIMITS.maxMessageBytes, perMessageDeflate: false, clientTracking: false });
  private context: Parameters<typeof acceptSocket>[0] | null = null;
  // the sockets held per address and in all, each counted from its upgrade to its descriptor's close
  private readonly counts: SocketCounts;
  // when the global cap last refused a socket in the log (once a minute at most)
  private fullLoggedAt = -Infinity;
  // the subscriptions received, and those that could not be answered (connection.ts)
  readonly subscriptions: SubscriptionCounts = { received: 0, unanswered: 0 };

  // hub: the hub's other options (a test's, the socket process's onRoom)
  constructor(
    limits: SocketLimits,
    hub: Partial<HubOptions> = {},
    private readonly now: () => number = Date.now,
  ) {
    this.hub = new LiveHub({ ...hub, idleGraceMs: limits.idleGraceMs });
    this.counts = new SocketCounts(limits.caps);
  }

  start(resolve: ChannelResolver, log: SocketLog): void {
    this.context = { hub: this.hub, resolve, now: this.now, log, subscriptions: this.subscriptions };
    this.hub.start();
  }

  accept(request: UpgradeRequest, socket: Duplex, head: Buffer, peer: SocketPeer, address: string): void {
    const context = this.context;
    if (!context) throw new Error('HeldSockets.accept before start');
    // gone while its session was read
    if (socket.destroyed) return;
    const taken = this.counts.take(address);
    if (taken !== 'taken') {
      if (taken === 'total' && this.now() - this.fullLoggedAt >= 60_000) {
        this.fullLoggedAt = this.now();
        context.log.warn({ held: this.counts.total }, 'live sockets at their global cap (LIVE_SOCKETS_MAX): refusing more');
      } else context.log.debug({ address, held: this.counts.total, cap: taken }, 'live socket refused');
      return refuseUntilLater(socket, taken === 'address' ? LIVE_TEXT.tooManyFromAddress : LIVE_TEXT.tooManyOnServer);
    }
    socket.once('close', () => this.counts.release(address));
    this.wss.handleUpgrade(request as IncomingMessage, socket, head, (ws) => acceptSocket(context, ws, peer));
  }

  broadcast(rooms: string[], message: LiveServerMessage): void {
    this.hub.broadcast(rooms, message);
  }

  hasSubscribers(room: string): boolean {
    return this.hub.hasSubscribers(room);
  }

  roomKeys(): string[] {
    return this.hub.roomKeys();
  }

  disconnectUser(userId: number): void {
    this.hub.disconnectUser(userId);
  }

  disconnectSession(sessionIdHash: string): void {
    this.hub.disconnectSession(sessionIdHash);
  }

  disconnectLeague(leagueId: number): void {
    this.hub.disconnectLeague(leagueId);
  }

  async close(): Promise<void> {
    this.hub.close();
    this.wss.close();
  }
}
