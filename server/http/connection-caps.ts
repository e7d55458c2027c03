// How many TCP connections one address, and the whole server, may hold open, and how long the HTTP
// server waits for a request (decision 058). Counted from the Node HTTP server's `connection` event,
// before anything is read: an idle connection holds a descriptor as a WebSocket does, and 1,150 of
// them from one address took every descriptor (issue 45). A WebSocket upgraded from a connection is
// still that connection, counted until its descriptor closes (the socket caps count it again as a
// socket: decision 042).
import type { IncomingMessage, Server, ServerOptions, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { addressKey } from './client-address';

export type ConnectionLimits = {
  // connections one address may hold (an IPv6 address by its /64); null: no cap per address (behind
  // a trusted proxy every connection comes from the proxy, which caps its own clients)
  perAddress: number | null;
  // connections held in all: the open-file limit less a reserve for the database and files
  total: number;
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
};

// The global cap that follows from the open-file limit in force: every descriptor but a reserve for
// the database and files, half the live sockets' reserve (caps.ts's defaultTotalCap, which also
// keeps room for HTTP): a quarter of a small limit; 500 or a fortieth of a large one, whichever is
// more. So the sockets' cap leaves HTTP connections room under this one. Unknown limit (not
// Linux): the sockets' 10,000 and 1,000 more.
export function defaultConnectionCap(openFileLimit: number | null): number {
  if (openFileLimit === null || !Number.isFinite(openFileLimit)) return 11_000;
  const reserve = openFileLimit < 2000 ? Math.ceil(openFileLimit / 4) : Math.max(500, Math.ceil(openFileLimit / 40));
  return Math.max(1, openFileLimit - reserve);
}

export function connectionLimits(
  configured: { perAddress: number | null; total: number | null; headersTimeoutMs: number; requestTimeoutMs: number; keepAliveTimeoutMs: number },
  openFileLimit: number | null,
): ConnectionLimits {
  return { ...configured, total: configured.total ?? defaultConnectionCap(openFileLimit) };
}

// Fastify's options for the Node server's timeouts. headersTimeout: a request's headers, from the
// connection's opening (one that sends nothing is closed too) or a later request's first byte;
// Node checks it every connectionsCheckingInterval, so that is a fraction of it. requestTimeout: the
// whole request, its body included (a CSV import on a slow uplink: 5 MB in 300 s is 140 kbit/s);
// neither applies once the request is read (a long answer) nor to an upgraded WebSocket.
// keepAliveTimeout: an idle connection between requests.
export function serverTimeouts(limits: ConnectionLimits): { http: ServerOptions; requestTimeout: number; keepAliveTimeout: number } {
  return {
    http: { headersTimeout: limits.headersTimeoutMs, connectionsCheckingInterval: Math.min(1000, Math.max(100, Math.floor(limits.headersTimeoutMs / 4))) },
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
  };
}

export type ConnectionLog = { warn(obj: object, message: string): void };

// How often the refusals are summed up in the log: never a line per connection.
const SUMMARY_MS = 60_000;

type Held = { key: string | null; busy: number };
type Tally = { overAddress: number; overTotal: number; closedIdle: number };

// The connections held, per address and in all. A connection over its address's cap is destroyed
// before the HTTP server sees it. At the total, the connection idle the longest (one with no request
// in flight and not upgraded: a keep-alive between requests, or one that never finished its headers)
// is closed to make room, so a flood of idle connections from many addresses cannot keep a sign-in
// out; with none idle, the new one is destroyed.
export class ConnectionGuard {
  private readonly held = new Map<Socket, Held>();
  // the connections with no request in flight, the longest idle first (a Set keeps insertion order)
  private readonly idle = new Set<Socket>();
  private readonly byAddress = new Map<string, number>();
  private readonly tally: Tally = { overAddress: 0, overTotal: 0, closedIdle: 0 };
  private summary: NodeJS.Timeout | null = null;

  constructor(
    readonly limits: ConnectionLimits,
    private readonly log: ConnectionLog,
  ) {}

  // Counts the server's connections from now on. Node's own `connection` listener (the HTTP parser's
  // set-up) is moved behind the check, so a refused connection is never parsed.
  attach(server: Server): void {
    const nodeListeners = server.listeners('connection') as ((socket: Socket) => void)[];
    server.removeAllListeners('connection');
    server.on('connection', (socket: Socket) => {
      if (!this.admit(socket)) return;
      for (const listener of nodeListeners) listener.call(server, socket);
    });
    server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      this.busy(request.socket, +1);
      response.once('close', () => this.busy(request.socket, -1));
    });
    // a WebSocket is never idle in this sense: the live caps and the hub decide its end
    server.on('upgrade', (request: IncomingMessage) => this.idle.delete(request.socket as Socket));
    server.once('close', () => {
      if (this.summary) clearTimeout(this.summary);
    });
  }

  private admit(socket: Socket): boolean {
    const key = this.limits.perAddress === null ? null : addressKey(socket.remoteAddress ?? 'unknown');
    if (key !== null && (this.byAddress.get(key) ?? 0) >= this.limits.perAddress!) return this.refuse(socket, 'overAddress');
    if (this.held.size >= this.limits.total && !this.closeIdlest()) return this.refuse(socket, 'overTotal');
    this.held.set(socket, { key, busy: 0 });
    this.idle.add(socket);
    if (key !== null) this.byAddress.set(key, (this.byAddress.get(key) ?? 0) + 1);
    socket.once('close', () => this.release(socket));
    return true;
  }

  private busy(socket: Socket, change: 1 | -1): void {
    const held = this.held.get(socket);
    if (!held) return;
    held.busy += change;
    // moved to the end: idle from now
    this.idle.delete(socket);
    if (held.busy === 0 && !socket.destroyed) this.idle.add(socket);
  }

  private closeIdlest(): boolean {
    const idlest = this.idle.values().next();
    if (idlest.done) return false;
    this.release(idlest.value);
    idlest.value.destroy();
    this.count('closedIdle');
    return true;
  }

  // Counts a connection out, at once (its close event comes a turn later); once only.
  private release(socket: Socket): void {
    const held = this.held.get(socket);
    if (!held) return;
    this.held.delete(socket);
    this.idle.delete(socket);
    if (held.key === null) return;
    const count = this.byAddress.get(held.key) ?? 1;
    if (count <= 1) this.byAddress.delete(held.key);
    else this.byAddress.set(held.key, count - 1);
  }

  private refuse(socket: Socket, why: 'overAddress' | 'overTotal'): false {
    socket.destroy();
    this.count(why);
    return false;
  }

  private count(what: keyof Tally): void {
    this.tally[what] += 1;
    this.summary ??= setTimeout(() => this.summarize(), SUMMARY_MS).unref();
  }

  private summarize(): void {
    this.summary = null;
    const { overAddress, overTotal, closedIdle } = this.tally;
    this.log.warn(
      { overAddress, overTotal, closedIdle, held: this.held.size, perAddress: this.limits.perAddress, total: this.limits.total },
      `connections in the last minute: ${overAddress + overTotal} refused (${overAddress} over CONNECTIONS_PER_ADDRESS, ${overTotal} over CONNECTIONS_MAX), ${closedIdle} idle ones closed to make room`,
    );
    this.tally.overAddress = 0;
    this.tally.overTotal = 0;
    this.tally.closedIdle = 0;
  }
}
