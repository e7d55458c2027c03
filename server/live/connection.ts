// One held socket's conversation (spec 7 Live push channel): client messages are small JSON
// objects; anything else gets an error message, a flood gets the socket closed. The same code runs
// where the sockets are held: in the server's process, or in the socket process (decision 037),
// which asks the server's process to resolve each subscription.
import type { RawData, WebSocket } from 'ws';
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
  return { user, owner: { userId: user.id, sessionIdHash: session.idHash, leagueId: user.role === 'super_admin' ? null : user.leagueId } };
}

function parse(data: RawData, isBinary: boolean): unknown {
  if (isBinary) return undefined;
  try {
    return JSON.parse(data.toString());
  } catch {
    return undefined;
  }
}

type Context = { hub: LiveHub; resolve: ChannelResolver; now: () => number; log: SocketLog };

async function handleMessage(context: Context, peer: SocketPeer, connection: LiveConnection, data: RawData, isBinary: boolean): Promise<void> {
  const { hub } = context;
  if (!hub.allowMessage(connection)) {
    connection.socket.close(CLOSE.policy, 'Too many messages');
    return;
  }
  const raw = parse(data, isBinary);
  if (raw === undefined) return hub.send(connection, { type: 'error', data: { message: LIVE_TEXT.notJson } });
  const parsed = liveClientMessage.safeParse(raw);
  if (!parsed.success) {
    context.log.debug({ message: data.toString().slice(0, 200) }, 'unknown live message');
    return hub.send(connection, { type: 'error', data: { message: LIVE_TEXT.unknownMessage } });
  }
  const message = parsed.data;
  switch (message.type) {
    case 'ping':
      return hub.send(connection, { type: 'pong', data: { serverNow: context.now() } });
    case 'unsubscribe':
      return hub.send(
        connection,
        hub.leave(connection, message.channel)
          ? { type: 'unsubscribed', data: { channel: message.channel } }
          : { type: 'error', data: { message: LIVE_TEXT.notSubscribed, channel: message.channel } },
      );
    case 'subscribe': {
      const subscription = await context.resolve(peer.user, message.channel);
      if ('refused' in subscription) {
        return hub.send(connection, { type: 'error', data: { message: subscription.refused, channel: message.channel } });
      }
      if (hub.join(connection, message.channel, subscription.room) === 'full') {
        return hub.send(connection, { type: 'error', data: { message: LIVE_TEXT.tooManySubscriptions, channel: message.channel } });
      }
      hub.send(connection, { type: 'subscribed', data: { channel: message.channel } });
      if (subscription.snapshot) hub.send(connection, subscription.snapshot);
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
