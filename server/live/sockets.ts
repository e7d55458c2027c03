// Where the live sockets are held (decision 037): LiveSockets is what the server's process asks of
// them, wherever they are. HeldSockets holds them in this process (a hub and a `ws` server without
// an HTTP server of its own); the socket process (socket-process.ts) is the same HeldSockets in a
// child process, which the server's process reaches over IPC.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { LIVE_LIMITS, type LiveServerMessage } from '../../common/schemas/live-protocol';
import { acceptSocket, type ChannelResolver, type SocketLog, type SocketPeer } from './connection';
import { LiveHub, type HubOptions, type LiveRooms } from './hub';

// What the handshake reads of the upgrade request (all a socket process receives of it).
export type UpgradeRequest = Pick<IncomingMessage, 'method' | 'url' | 'headers'>;

export interface LiveSockets extends LiveRooms {
  // the channels' resolver and a log, before the first socket
  start(resolve: ChannelResolver, log: SocketLog): void;
  // a socket whose upgrade request passed the server's checks: complete its handshake and hold it
  accept(request: UpgradeRequest, socket: Duplex, head: Buffer, peer: SocketPeer): void;
  close(): Promise<void>;
}

export class HeldSockets implements LiveSockets {
  readonly hub: LiveHub;
  // larger client messages close the socket (1009); compression off: one set of bytes for all;
  // no tracking: the hub holds the sockets
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: LIVE_LIMITS.maxMessageBytes, perMessageDeflate: false, clientTracking: false });
  private context: Parameters<typeof acceptSocket>[0] | null = null;

  constructor(
    options: Partial<HubOptions> = {},
    private readonly now: () => number = Date.now,
  ) {
    this.hub = new LiveHub(options);
  }

  start(resolve: ChannelResolver, log: SocketLog): void {
    this.context = { hub: this.hub, resolve, now: this.now, log };
    this.hub.start();
  }

  accept(request: UpgradeRequest, socket: Duplex, head: Buffer, peer: SocketPeer): void {
    const context = this.context;
    if (!context) throw new Error('HeldSockets.accept before start');
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
