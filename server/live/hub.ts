// The WebSocket hub of one process (architecture rule 6, docs/decisions/016-live-push.md): rooms per
// league and per game; each message is serialized once and the same bytes go to every socket; a
// socket that cannot keep up is dropped, never buffered without bound; dead sockets are found by
// ping/pong. Kept lean: thousands of scoreboards hold one connection each.
import type { WebSocket } from 'ws';
import { LIVE_LIMITS, type LiveServerMessage } from '../../common/schemas/live-protocol';

export const leagueRoom = (leagueId: number) => `league:${leagueId}`;
export const gameRoom = (leagueId: number, gameId: number) => `game:${leagueId}:${gameId}`;

// Who opened a socket with a session cookie: what later closes it (a sign-out, the end of that
// session, the suspension of the league). leagueId is null for a super admin: no suspension reaches it.
export type SocketOwner = { readonly userId: number; readonly sessionIdHash: string; readonly leagueId: number | null };

export type LiveConnection = {
  readonly socket: WebSocket;
  // null: a visitor (a scoreboard), which only the grace (subscribed to nothing) or a shutdown closes
  readonly owner: SocketOwner | null;
  // the client's channel name -> room key; null until the first subscription
  channels: Map<string, string> | null;
  alive: boolean;
  // client messages in the current rate window
  messages: number;
  windowStartedAt: number;
  // a visitor's socket subscribed to nothing: what closes it when the grace is over
  graceTimer: NodeJS.Timeout | null;
};

export type HubOptions = {
  // told when a room gets its first socket (true) and loses its last (false)
  onRoom?: (room: string, present: boolean) => void;
  maxBufferedBytes: number;
  heartbeatMs: number;
  maxSubscriptions: number;
  // client messages allowed per window before the socket is closed
  messagesPerWindow: number;
  windowMs: number;
  // how long a broadcast writes before it lets the event loop take the I/O that came in meanwhile
  // (a referee's write, a poll, a ping)
  broadcastSliceMs: number;
  // how long a visitor's socket may stay subscribed to nothing, after it opens or leaves its last
  // channel, before it is closed (decision 042); a signed-in one is closed by its session's end
  idleGraceMs: number;
};

export const DEFAULT_HUB_OPTIONS: HubOptions = {
  maxBufferedBytes: 1024 * 1024,
  heartbeatMs: 30_000,
  maxSubscriptions: LIVE_LIMITS.maxSubscriptions,
  messagesPerWindow: 60,
  windowMs: 10_000,
  // on loopback a socket's write is 5-15 us: about 500 sockets (decision 017)
  broadcastSliceMs: 5,
  // longer than the client's own close of a socket left without subscriptions (5 s, live-socket.ts)
  idleGraceMs: 10_000,
};

const HEARTBEAT_SLICES = 30;
// sockets a broadcast writes between two looks at the clock (the bench's durable baseline too)
export const SLICE_CHECK_EVERY = 32;

// WebSocket close codes the hub uses (4000-4999 are the application's).
export const CLOSE = { policy: 1008, slow: 4008, signedOut: 4001, idle: 4002, leagueSuspended: 4003, shutdown: 1001 } as const;

// What the fan-out needs of the sockets, wherever they are held (this process's hub, or the
// socket process's through SocketProcess, decision 037).
export interface LiveRooms {
  broadcast(rooms: string[], message: LiveServerMessage): void;
  hasSubscribers(room: string): boolean;
  roomKeys(): string[];
  disconnectUser(userId: number): void;
  disconnectSession(sessionIdHash: string): void;
  disconnectLeague(leagueId: number): void;
}

export class LiveHub implements LiveRooms {
  private readonly rooms = new Map<string, Set<LiveConnection>>();
  private readonly connections = new Set<LiveConnection>();
  private heartbeat: NodeJS.Timeout | null = null;
  // the heartbeat's current round: the sockets to visit, a slice per tick
  private round: LiveConnection[] = [];
  private roundTick = 0;
  // broadcasts still being written, oldest first (see broadcast); while any is, a slice is due
  private readonly outbox: { bytes: Buffer; targets: LiveConnection[]; next: number }[] = [];
  readonly options: HubOptions;

  constructor(options: Partial<HubOptions> = {}) {
    this.options = { ...DEFAULT_HUB_OPTIONS, ...options };
  }

  get connectionCount(): number {
    return this.connections.size;
  }

  connect(socket: WebSocket, owner: SocketOwner | null): LiveConnection {
    const connection: LiveConnection = { socket, owner, channels: null, alive: true, messages: 0, windowStartedAt: Date.now(), graceTimer: null };
    this.connections.add(connection);
    this.startGrace(connection);
    socket.on('pong', () => {
      connection.alive = true;
    });
    socket.on('close', () => this.remove(connection));
    return connection;
  }

  // false when the client sends faster than the window allows
  allowMessage(connection: LiveConnection, now = Date.now()): boolean {
    if (now - connection.windowStartedAt >= this.options.windowMs) {
      connection.windowStartedAt = now;
      connection.messages = 0;
    }
    connection.messages += 1;
    return connection.messages <= this.options.messagesPerWindow;
  }

  join(connection: LiveConnection, channel: string, room: string): 'joined' | 'already' | 'full' {
    connection.channels ??= new Map();
    if (connection.channels.has(channel)) return 'already';
    if (connection.channels.size >= this.options.maxSubscriptions) return 'full';
    if (!this.connections.has(connection)) return 'joined'; // closed while the subscription was checked
    connection.channels.set(channel, room);
    this.endGrace(connection);
    let members = this.rooms.get(room);
    if (!members) {
      members = new Set();
      this.rooms.set(room, members);
      this.options.onRoom?.(room, true);
    }
    members.add(connection);
    return 'joined';
  }

  leave(connection: LiveConnection, channel: string): boolean {
    const room = connection.channels?.get(channel);
    if (room === undefined) return false;
    connection.channels!.delete(channel);
    // the same room may still be joined under another channel name (a league's old and new slug)
    if (![...connection.channels!.values()].includes(room)) this.leaveRoom(connection, room);
    if (connection.channels!.size === 0) this.startGrace(connection);
    return true;
  }

  // A visitor's socket that holds no subscription only holds a descriptor: one that still has none
  // when the grace is over is closed (a scoreboard subscribes as soon as it opens).
  private startGrace(connection: LiveConnection): void {
    if (connection.owner || connection.graceTimer) return;
    connection.graceTimer = setTimeout(() => {
      connection.graceTimer = null;
      if (!this.connections.has(connection) || (connection.channels?.size ?? 0) > 0) return;
      connection.socket.close(CLOSE.idle, 'Subscribed to nothing');
      this.remove(connection);
    }, this.options.idleGraceMs);
    connection.graceTimer.unref();
  }

  private endGrace(connection: LiveConnection): void {
    if (connection.graceTimer) clearTimeout(connection.graceTimer);
    connection.graceTimer = null;
  }

  private leaveRoom(connection: LiveConnection, room: string): void {
    const members = this.rooms.get(room);
    if (!members) return;
    members.delete(connection);
    if (members.size > 0) return;
    this.rooms.delete(room);
    this.options.onRoom?.(room, false);
  }

  private remove(connection: LiveConnection): void {
    if (!this.connections.delete(connection)) return;
    this.endGrace(connection);
    for (const room of connection.channels?.values() ?? []) this.leaveRoom(connection, room);
    connection.channels = null;
  }

  hasSubscribers(room: string): boolean {
    return this.rooms.has(room);
  }

  roomKeys(): string[] {
    return [...this.rooms.keys()];
  }

  // One serialization per message, whatever the number of sockets; a socket in several of the
  // rooms gets it once. The sockets are written a slice of time per turn of the event loop, in the
  // order the broadcasts came (decision 017): the first slice at once, the rest each after the I/O
  // that came in meanwhile, so a referee's write or a poll never waits for a whole league's
  // broadcast. Returns how many sockets it is handed to.
  broadcast(rooms: string[], message: LiveServerMessage): number {
    const present = rooms
      .map((room) => this.rooms.get(room))
      .filter((members) => members !== undefined)
      .sort((a, b) => b.size - a.size);
    if (present.length === 0) return 0;
    // the largest room (a league's scoreboards) as is; the others skip who is already in
    const targets = [...present[0]!];
    present.slice(1).forEach((members, index) => {
      const earlier = present.slice(0, index + 1);
      for (const connection of members) if (!earlier.some((room) => room.has(connection))) targets.push(connection);
    });
    // a room is deleted with its last member, so this holds; an empty entry would stall the outbox
    if (targets.length === 0) return 0;
    const idle = this.outbox.length === 0;
    this.outbox.push({ bytes: Buffer.from(JSON.stringify(message)), targets, next: 0 });
    if (idle) this.writeSlice();
    return targets.length;
  }

  // Writes the oldest broadcasts on for broadcastSliceMs, and comes back after the next turn's
  // I/O while any is left. A socket closed meanwhile is skipped.
  private readonly writeSlice = (): void => {
    const until = performance.now() + this.options.broadcastSliceMs;
    let written = 0;
    while (this.outbox.length > 0) {
      const head = this.outbox[0]!;
      this.deliver(head.targets[head.next]!, head.bytes);
      head.next += 1;
      if (head.next === head.targets.length) this.outbox.shift();
      written += 1;
      if (written % SLICE_CHECK_EVERY === 0 && performance.now() >= until) break;
    }
    if (this.outbox.length > 0) setImmediate(this.writeSlice);
  };

  // false when the socket is closed or too far behind to take it (then it is dropped)
  send(connection: LiveConnection, message: LiveServerMessage): boolean {
    return this.deliver(connection, Buffer.from(JSON.stringify(message)));
  }

  private deliver(connection: LiveConnection, bytes: Buffer): boolean {
    const { socket } = connection;
    if (socket.readyState !== socket.OPEN) return false;
    // a reader that fell this far behind is gone or too slow: drop it rather than hold its backlog
    if (socket.bufferedAmount > this.options.maxBufferedBytes) {
      socket.terminate();
      this.remove(connection);
      return false;
    }
    socket.send(bytes, { binary: false });
    return true;
  }

  // Closes every socket of a user (role or password changed: the session it opened with is over).
  disconnectUser(userId: number): number {
    return this.disconnectWhere((owner) => owner.userId === userId, CLOSE.signedOut, 'Signed out');
  }

  // Closes the sockets opened with one session (logout): the user's other devices keep theirs.
  disconnectSession(sessionIdHash: string): number {
    return this.disconnectWhere((owner) => owner.sessionIdHash === sessionIdHash, CLOSE.signedOut, 'Signed out');
  }

  // Closes the sockets of a suspended league's users (spec 4: not accessible to users).
  disconnectLeague(leagueId: number): number {
    return this.disconnectWhere((owner) => owner.leagueId === leagueId, CLOSE.leagueSuspended, 'League suspended');
  }

  private disconnectWhere(matches: (owner: SocketOwner) => boolean, code: number, reason: string): number {
    let closed = 0;
    for (const connection of this.connections) {
      if (!connection.owner || !matches(connection.owner)) continue;
      connection.socket.close(code, reason);
      this.remove(connection);
      closed += 1;
    }
    return closed;
  }

  // The heartbeat visits every socket once per heartbeatMs, a slice of them per tick, so ten
  // thousand pings do not stall the process at once (bench/REPORT.md).
  start(): void {
    if (this.heartbeat) return;
    this.heartbeat = setInterval(() => this.checkAliveSlice(), Math.max(1, Math.floor(this.options.heartbeatMs / HEARTBEAT_SLICES)));
    this.heartbeat.unref();
  }

  private checkAliveSlice(): void {
    if (this.roundTick === 0) this.round = [...this.connections];
    const size = Math.ceil(this.round.length / HEARTBEAT_SLICES);
    for (const connection of this.round.slice(this.roundTick * size, (this.roundTick + 1) * size)) this.checkAlive(connection);
    this.roundTick = (this.roundTick + 1) % HEARTBEAT_SLICES;
    if (this.roundTick === 0) this.round = [];
  }

  // A socket that did not answer the last ping is dead (a phone that lost its network).
  private checkAlive(connection: LiveConnection): void {
    if (!this.connections.has(connection)) return;
    if (!connection.alive) {
      connection.socket.terminate();
      this.remove(connection);
      return;
    }
    connection.alive = false;
    try {
      connection.socket.ping();
    } catch {
      // not open any more: its close event removes it
    }
  }

  close(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    this.round = [];
    for (const connection of this.connections) {
      this.endGrace(connection);
      connection.socket.terminate();
    }
    this.connections.clear();
    this.rooms.clear();
  }
}
