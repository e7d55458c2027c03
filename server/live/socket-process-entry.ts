// The socket process's own program (decision 037): HeldSockets, as the server's process would hold
// them, fed over IPC by SocketProcess (socket-process.ts). Each socket arrives as a file descriptor
// with the upgrade request's method, URL, headers and first bytes, and `ws` completes its handshake
// here; pings, unsubscriptions and floods are answered here; a subscription is resolved by the
// server's process, which holds the database.
import type { Socket } from 'node:net';
import type { Actor } from '../auth/actor';
import type { SocketLog, Subscription } from './connection';
import type { FromSocketProcess, ToSocketProcess } from './socket-process';
import { HeldSockets, type SocketLimits } from './sockets';

const send = (message: FromSocketProcess) => {
  if (process.connected) process.send!(message);
};

const debug = ['debug', 'trace'].includes(process.env.LOG_LEVEL ?? '');
const write = (level: string, obj: unknown, msg?: string) => {
  const err = (obj as { err?: unknown })?.err;
  console.error(JSON.stringify({ level, process: 'sockets', msg, ...(err instanceof Error ? { err: err.message } : {}) }));
};
const log: SocketLog = {
  debug: (obj, msg) => debug && write('debug', obj, msg),
  warn: (obj, msg) => write('warn', obj, msg),
};

// How long a subscription waits for the server's process: one still unanswered then is counted and
// logged as not answered (connection.ts), and the client sends it again (decision 037).
const ANSWER_TIMEOUT_MS = 10_000;

// subscriptions the server's process is resolving
const pending = new Map<number, (subscription: Subscription | null) => void>();
let nextId = 0;
const resolveChannel = (user: Actor | null, channel: string) =>
  new Promise<Subscription>((resolve, reject) => {
    const id = (nextId += 1);
    const timer = setTimeout(() => {
      pending.delete(id);
      reject(new Error(`the server's process did not answer subscription ${id} in ${ANSWER_TIMEOUT_MS / 1000} s`));
    }, ANSWER_TIMEOUT_MS);
    pending.set(id, (subscription) => {
      clearTimeout(timer);
      if (subscription) resolve(subscription);
      else reject(new Error(`subscription to ${channel} failed`));
    });
    send({ type: 'subscribe', id, user, channel });
  });

// the caps and grace, from the server's process (SocketProcess.spawn)
const limits = JSON.parse(process.argv[2] ?? '') as SocketLimits;
const sockets = new HeldSockets(limits, { onRoom: (room, present) => send({ type: 'room', room, present }) });
sockets.start(resolveChannel, log);

let closing = false;
const close = async () => {
  if (closing) return;
  closing = true;
  await sockets.close();
  process.exit(0);
};

process.on('message', (message: ToSocketProcess, handle?: Socket) => {
  switch (message.type) {
    case 'socket':
      // a descriptor that did not cross (Node closes it on the server's side): the client's socket
      // closes before its handshake, and it reconnects
      if (!handle) return void log.warn({}, 'a socket arrived without its descriptor');
      if (closing) return void handle.destroy();
      handle.on('error', () => handle.destroy());
      return sockets.accept(message.request, handle, Buffer.from(message.head), message.peer, message.address);
    case 'broadcast':
      return sockets.broadcast(message.rooms, message.message);
    case 'disconnect':
      if (message.userId !== undefined) sockets.disconnectUser(message.userId);
      if (message.sessionIdHash !== undefined) sockets.disconnectSession(message.sessionIdHash);
      if (message.leagueId !== undefined) sockets.disconnectLeague(message.leagueId);
      return;
    case 'subscription': {
      const answer = pending.get(message.id);
      if (!answer) return void log.warn({ id: message.id }, "the server's process answered a subscription after its timeout");
      pending.delete(message.id);
      return answer(message.subscription);
    }
    case 'close':
      void close();
  }
});
// the server's process ended without a word (killed): nothing is left to serve
process.on('disconnect', () => void close());
// a terminal's Ctrl+C reaches the whole group: the server's process decides when this one ends
process.on('SIGINT', () => {});
process.on('SIGTERM', () => {});

send({ type: 'ready' });
