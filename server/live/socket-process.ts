// The socket process (decision 037): the live sockets held by a child process, so the process that
// answers HTTP and writes games never waits for a broadcast's thousands of writes. This is the
// server's side: a LiveSockets that hands each upgraded socket's file descriptor to the child
// (which completes the handshake), sends each broadcast as one IPC message, answers the child's
// subscription questions with the channel resolver (it needs the database), and knows which rooms
// have sockets from the child's reports. The child is socket-process-entry.ts.
import { fork, type ChildProcess } from 'node:child_process';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import type { LiveServerMessage } from '../../common/schemas/live-protocol';
import type { Actor } from '../auth/actor';
import type { ChannelResolver, SocketLog, SocketPeer, Subscription } from './connection';
import type { LiveSockets, SocketLimits, UpgradeRequest } from './sockets';

// server -> socket process
export type ToSocketProcess =
  | { type: 'socket'; request: UpgradeRequest; head: Uint8Array; peer: SocketPeer; address: string }
  | { type: 'broadcast'; rooms: string[]; message: LiveServerMessage }
  | { type: 'disconnect'; userId?: number; sessionIdHash?: string; leagueId?: number }
  | { type: 'subscription'; id: number; subscription: Subscription | null }
  | { type: 'close' };

// socket process -> server
export type FromSocketProcess =
  | { type: 'ready' }
  | { type: 'room'; room: string; present: boolean }
  | { type: 'subscribe'; id: number; user: Actor | null; channel: string };

// How long the child may take to close its sockets at shutdown.
const CLOSE_TIMEOUT_MS = 5000;

// Messages handed to the IPC channel and not yet written to it. A child this far behind is stuck or
// too slow, so it is replaced rather than buffered for without bound; its clients reconnect and
// resubscribe. The hub treats a socket that cannot keep up the same way.
const MAX_UNWRITTEN = 10_000;

export type SocketProcessOptions = {
  // the caps and grace the child holds its sockets to (it counts them: they are its descriptors)
  limits: SocketLimits;
  // the child's Node flags (this process's by default; a test gives tsx's loader)
  execArgv?: string[];
  // a test's smaller bound on the messages not yet written to the child
  maxUnwritten?: number;
};

export class SocketProcess implements LiveSockets {
  private child: ChildProcess;
  // rooms that have a socket in the child (its reports), and those a subscription is joining
  private readonly rooms = new Set<string>();
  private resolve: ChannelResolver | null = null;
  private log: SocketLog;
  private closing = false;
  // messages to the current child not yet written to its channel
  private unwritten = 0;
  // the child killed for falling behind, until the next one starts
  private replacing: ChildProcess | null = null;

  private constructor(
    private readonly entry: string,
    private readonly options: Required<SocketProcessOptions>,
    child: ChildProcess,
    log: SocketLog,
  ) {
    this.log = log;
    this.child = child;
    this.watch(child);
  }

  // Starts the child and waits for it to be ready; a child that cannot start fails the server's start.
  static async start(entry: string, log: SocketLog, options: SocketProcessOptions): Promise<SocketProcess> {
    const complete = { execArgv: process.execArgv, maxUnwritten: MAX_UNWRITTEN, ...options };
    const child = await SocketProcess.spawn(entry, complete);
    return new SocketProcess(entry, complete, child, log);
  }

  private static spawn(entry: string, { execArgv, limits }: Required<SocketProcessOptions>): Promise<ChildProcess> {
    // advanced serialization: a user's dates and the upgrade's bytes cross as they are; the limits
    // are the child's one argument (it inherits the open-file limit too)
    const child = fork(entry, [JSON.stringify(limits)], { execArgv, serialization: 'advanced', stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    return new Promise((resolve, reject) => {
      const failed = (reason: string) => reject(new Error(`the socket process did not start: ${reason}`));
      child.once('error', (err) => failed(err.message));
      child.once('exit', (code, signal) => failed(signal ?? `exit code ${code}`));
      child.once('message', (message: FromSocketProcess) => {
        if (message.type !== 'ready') return failed(`unexpected first message ${message.type}`);
        child.removeAllListeners('exit');
        child.removeAllListeners('error');
        resolve(child);
      });
    });
  }

  private watch(child: ChildProcess): void {
    child.on('message', (message: FromSocketProcess) => this.receive(message));
    child.on('error', (err) => this.log.warn({ err }, 'socket process error'));
    child.on('exit', (code, signal) => {
      if (this.closing) return;
      // its sockets are gone with it; the clients reconnect (and resubscribe) to the next one
      this.log.warn({ code, signal }, 'the socket process stopped; starting another');
      this.rooms.clear();
      SocketProcess.spawn(this.entry, this.options).then(
        (next) => {
          this.child = next;
          this.unwritten = 0;
          this.watch(next);
        },
        (err: unknown) => this.log.warn({ err }, 'the socket process could not be restarted'),
      );
    });
  }

  private post(message: ToSocketProcess, socket?: Socket): void {
    const child = this.child;
    if (!child.connected) {
      socket?.destroy();
      return;
    }
    this.unwritten += 1;
    child.send(message, socket, { keepOpen: false }, (err) => {
      if (child === this.child) this.unwritten -= 1;
      if (!err) return;
      socket?.destroy();
      if (!this.closing) this.log.warn({ err }, 'socket process message failed');
    });
    if (this.unwritten > this.options.maxUnwritten && !this.closing && this.replacing !== child) {
      this.log.warn({ unwritten: this.unwritten }, 'the socket process fell behind; replacing it');
      // its exit starts the next one, which starts with nothing unwritten (watch)
      this.replacing = child;
      child.kill('SIGKILL');
    }
  }

  private receive(message: FromSocketProcess): void {
    switch (message.type) {
      case 'room':
        if (message.present) this.rooms.add(message.room);
        else this.rooms.delete(message.room);
        return;
      case 'subscribe': {
        const { id } = message;
        if (!this.resolve) return this.post({ type: 'subscription', id, subscription: null });
        this.resolve(message.user, message.channel).then(
          (subscription) => {
            // the child joins it next: a push meanwhile goes to it (its report comes later)
            if ('room' in subscription) this.rooms.add(subscription.room);
            this.post({ type: 'subscription', id, subscription });
          },
          (err: unknown) => {
            this.log.warn({ err }, 'live subscription failed');
            this.post({ type: 'subscription', id, subscription: null });
          },
        );
        return;
      }
      case 'ready':
        return;
    }
  }

  start(resolve: ChannelResolver, log: SocketLog): void {
    this.resolve = resolve;
    this.log = log;
  }

  accept(request: UpgradeRequest, socket: Duplex, head: Buffer, peer: SocketPeer, address: string): void {
    // gone while its session was read
    if (socket.destroyed) return;
    const { method, url, headers } = request;
    this.post({ type: 'socket', request: { method, url, headers }, head, peer, address }, socket as Socket);
  }

  broadcast(rooms: string[], message: LiveServerMessage): void {
    if (rooms.some((room) => this.rooms.has(room))) this.post({ type: 'broadcast', rooms, message });
  }

  hasSubscribers(room: string): boolean {
    return this.rooms.has(room);
  }

  roomKeys(): string[] {
    return [...this.rooms];
  }

  disconnectUser(userId: number): void {
    this.post({ type: 'disconnect', userId });
  }

  disconnectSession(sessionIdHash: string): void {
    this.post({ type: 'disconnect', sessionIdHash });
  }

  disconnectLeague(leagueId: number): void {
    this.post({ type: 'disconnect', leagueId });
  }

  // Has the child drop its sockets and end, and waits for it.
  async close(): Promise<void> {
    if (this.closing) return;
    this.closing = true;
    const child = this.child;
    if (child.exitCode !== null || child.signalCode !== null) return;
    const ended = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    this.post({ type: 'close' });
    const timer = setTimeout(() => child.kill('SIGKILL'), CLOSE_TIMEOUT_MS);
    await ended;
    clearTimeout(timer);
  }
}
