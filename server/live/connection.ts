// One held socket's conversation (spec 7 Live push channel): client messages are small JSON
// objects; anything else gets an error message, a flood gets the socket closed. The same code runs
// where the sockets are held: in the server's process, or in the socket process (decision 037),
// which asks the server's process to resolve each subscription.
import type { RawData, WebSocket } from 'ws';
import { isInEveryLeague } from '../../common/policies/leagues';
import { LIVE_TEXT, liveClientMessage, type LiveServerMessage } from '../../common/schemas/live-protocol';
import { SERVER_TEXT } from '../../common/texts';
import type { Actor } from '../auth/actor';
import { CLOSE, type LiveConnection, type LiveHub, type SocketOwner } from './hub';

// What a subscribe message gets: the room to join (and a first message to send), or a refusal.
// The module that owns the channels decides (modules/games/live-channels.ts); the transport only
// joins rooms.
export type Subscription = { room: string; snapshot?: LiveServerMessage } | { refused: string };
export type ChannelResolver = (user: Actor | null, channel: string) => Promise<Subscription>;

// What a socket keeps of its upgrade request: who opened it (not the request itself). user: null
// for a visitor (a scoreboard); owner: what closes it later (the end of its session, the
// suspension of the user's league), null for a visitor.
export type SocketPeer = { user: Actor | null; owner: SocketOwner | null };

export type SocketLog = { debug(obj: unknown, msg?: string): void; warn(obj: unknown, msg?: string): void };

// The peer of a socket opened with a session (or none): a super admin's belongs to no league, so no
// suspension closes it.
export function peerOf(session: { user: Actor; idHash: string } | null): SocketPeer {
  if (!session) return { user: null, owner: null };
  const { user } = session;
  return { user, owner: { userId: user.id, sessionIdHash: session.idHash, leagueId: isInEveryLeague(user) ? null : user.leagueId } };
}

function parse(data: RawData, isBinary: boolean): unknown {
  if (isBinary) return undefined;
  try {
    return JSON.parse(data.toString());
  } catch {
    return undefined;
  }
}

// The subscriptions a process's sockets sent, and those it could not answer (decision 037: now and
// then one was never answered): the socket closed or fell behind while its channel was resolved, or
// the resolver failed. The client sends one again when no answer comes within 3 s.
export type SubscriptionCounts = { received: number; unanswered: number };

type Context = { hub: LiveHub; resolve: ChannelResolver; now: () => number; log: SocketLog; subscriptions: SubscriptionCounts };

// Counts and logs a subscription that got no answer; a socket its client closed meanwhile only at
// debug level (a page left during its subscription is ordinary).
function unanswered(context: Context, connection: LiveConnection, channel: string, reason: string): void {
  const counts = context.subscriptions;
  counts.unanswered += 1;
  const closed = connection.socket.readyState !== connection.socket.OPEN;
  const fields = { channel, reason, unanswered: counts.unanswered, received: counts.received };
  if (closed) context.log.debug(fields, 'live subscription not answered: the socket closed');
  else context.log.warn(fields, 'live subscription not answered');
}

async function handleMessage(context: Context, peer: SocketPeer, connection: LiveConnection, data: RawData, isBinary: boolean): Promise<void> {
  const { hub } = context;
  if (!hub.allowMessage(connection)) {
    connection.socket.close(CLOSE.policy, 'Too many messages');
    return;
  }
  const raw = parse(data, isBinary);
  if (raw === undefined) return void hub.send(connection, { type: 'error', data: { message: LIVE_TEXT.notJson } });
  const parsed = liveClientMessage.safeParse(raw);
  if (!parsed.success) {
    context.log.debug({ message: data.toString().slice(0, 200) }, 'unknown live message');
    return void hub.send(connection, { type: 'error', data: { message: LIVE_TEXT.unknownMessage } });
  }
  const message = parsed.data;
  switch (message.type) {
    case 'ping':
      return void hub.send(connection, { type: 'pong', data: { serverNow: context.now() } });
    case 'unsubscribe':
      return void hub.send(
        connection,
        hub.leave(connection, message.channel)
          ? { type: 'unsubscribed', data: { channel: message.channel } }
          : { type: 'error', data: { message: LIVE_TEXT.notSubscribed, channel: message.channel } },
      );
    case 'subscribe': {
      const { channel } = message;
      context.subscriptions.received += 1;
      let subscription: Subscription;
      try {
        subscription = await context.resolve(peer.user, channel);
      } catch (err) {
        // no answer naming the channel (that would be a refusal): the client sends it again
        unanswered(context, connection, channel, err instanceof Error ? err.message : String(err));
        return void hub.send(connection, { type: 'error', data: { message: SERVER_TEXT.unexpected } });
      }
      const answer: LiveServerMessage =
        'refused' in subscription
          ? { type: 'error', data: { message: subscription.refused, channel } }
          : hub.join(connection, channel, subscription.room) === 'full'
            ? { type: 'error', data: { message: LIVE_TEXT.tooManySubscriptions, channel } }
            : { type: 'subscribed', data: { channel } };
      if (!hub.send(connection, answer)) return unanswered(context, connection, channel, 'the socket could not take the answer');
      if (answer.type === 'subscribed' && 'snapshot' in subscription && subscription.snapshot) hub.send(connection, subscription.snapshot);
    }
  }
}

// Takes a socket whose handshake is done into the hub and answers its messages.
export function acceptSocket(context: Context, socket: WebSocket, peer: SocketPeer): void {
  // a client that vanished mid-frame, a bad frame: the socket closes on its own; nothing to answer
  socket.on('error', (err) => context.log.debug({ err }, 'live socket error'));
  const connection = context.hub.connect(socket, peer.owner);
  socket.on('message', (data, isBinary) => {
    handleMessage(context, peer, connection, data, isBinary).catch((err: unknown) => {
      context.log.warn({ err }, 'live message failed');
      context.hub.send(connection, { type: 'error', data: { message: SERVER_TEXT.unexpected } });
    });
  });
}
