// GET /ws (spec 7 Live push channel, docs/decisions/016-live-push.md): the transport. The upgrade
// reads the session cookie; which channels exist and who may follow them is the channel resolver's
// (modules/games/live-channels.ts). Client messages are small JSON objects; anything else gets an
// error message, a flood gets the socket closed.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { SERVER_TEXT } from '../../common/texts';
import { LIVE_LIMITS, LIVE_TEXT, liveClientMessage, type LiveServerMessage } from '../../common/schemas/live-protocol';
import type { AppDeps } from '../deps';
import { CSRF_TEXT, isCrossSite } from '../plugins/csrf';
import { SESSION_COOKIE, sessionOf, type Session } from '../plugins/session';
import type { Actor } from '../auth/actor';
import { CLOSE, type LiveConnection } from './hub';

// What a subscribe message gets: the room to join (and a first message to send), or a refusal.
// The module that owns the channels decides (modules/games/live-channels.ts); the transport only
// joins rooms.
export type Subscription = { room: string; snapshot?: LiveServerMessage } | { refused: string };
export type ChannelResolver = (user: Actor | null, channel: string) => Promise<Subscription>;

function parse(data: RawData, isBinary: boolean): unknown {
  if (isBinary) return undefined;
  try {
    return JSON.parse(data.toString());
  } catch {
    return undefined;
  }
}

// What a socket keeps of its upgrade request: the signed-in user, if any (not the request itself).
type Peer = { user: Actor | null; log: FastifyBaseLogger };

async function handleMessage(deps: AppDeps, channels: ChannelResolver, peer: Peer, connection: LiveConnection, data: RawData, isBinary: boolean): Promise<void> {
  const { hub } = deps.live;
  if (!hub.allowMessage(connection)) {
    connection.socket.close(CLOSE.policy, 'Too many messages');
    return;
  }
  const raw = parse(data, isBinary);
  if (raw === undefined) return hub.send(connection, { type: 'error', data: { message: LIVE_TEXT.notJson } });
  const parsed = liveClientMessage.safeParse(raw);
  if (!parsed.success) {
    peer.log.debug({ message: data.toString().slice(0, 200) }, 'unknown live message');
    return hub.send(connection, { type: 'error', data: { message: LIVE_TEXT.unknownMessage } });
  }
  const message = parsed.data;
  switch (message.type) {
    case 'ping':
      return hub.send(connection, { type: 'pong', data: { serverNow: deps.now().getTime() } });
    case 'unsubscribe':
      return hub.send(
        connection,
        hub.leave(connection, message.channel)
          ? { type: 'unsubscribed', data: { channel: message.channel } }
          : { type: 'error', data: { message: LIVE_TEXT.notSubscribed, channel: message.channel } },
      );
    case 'subscribe': {
      const subscription = await channels(peer.user, message.channel);
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

// A refusal before the upgrade, as a plain HTTP answer on the raw socket (with a JSON {message}
// when there is a sentence to say).
function refuseUpgrade(socket: Duplex, status: number, reason: string, message?: string): void {
  const body = message === undefined ? '' : JSON.stringify({ message });
  const type = message === undefined ? '' : 'Content-Type: application/json; charset=utf-8\r\n';
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\n${type}Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
}

const destroySocket = function (this: Duplex) {
  this.destroy();
};

// The upgrade is handled by a bare `ws` server, not through Fastify's request cycle: a socket then
// keeps only what it needs (its hub connection and user), not the upgrade's request and response
// objects, which is most of the memory of a held scoreboard (bench/REPORT.md, decision 017).
export async function registerLiveSocket(app: FastifyInstance, deps: AppDeps, channels: ChannelResolver): Promise<void> {
  const { hub } = deps.live;
  // larger client messages close the socket (1009); compression off: one set of bytes for all
  const wss = new WebSocketServer({ noServer: true, maxPayload: LIVE_LIMITS.maxMessageBytes, perMessageDeflate: false, clientTracking: false });
  // a client that vanished mid-frame, a bad frame: the socket closes on its own; nothing to answer
  const logSocketError = (err: Error) => app.log.debug({ err }, 'live socket error');

  const accept = (socket: WebSocket, session: Session | null) => {
    socket.on('error', logSocketError);
    const user = session?.user ?? null;
    const peer: Peer = { user, log: app.log };
    // what closes it later: the end of its session, or the suspension of the user's league
    const owner = session && { userId: session.user.id, sessionIdHash: session.idHash, leagueId: session.user.role === 'super_admin' ? null : session.user.leagueId };
    const connection = hub.connect(socket, owner);
    socket.on('message', (data, isBinary) => {
      handleMessage(deps, channels, peer, connection, data, isBinary).catch((err: unknown) => {
        peer.log.warn({ err }, 'live message failed');
        hub.send(connection, { type: 'error', data: { message: 'Something went wrong on our side. Please try again.' } });
      });
    });
  };

  app.server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', destroySocket);
    if ((request.url ?? '').split('?')[0] !== '/ws') return refuseUpgrade(socket, 404, 'Not Found');
    // cross-site WebSocket hijacking: a page of another site would open a staff game channel with
    // the visitor's cookie; the same check as every state-changing HTTP request
    if (isCrossSite(deps.config, request.headers)) return refuseUpgrade(socket, 403, 'Forbidden', CSRF_TEXT.crossSite);
    const token = app.parseCookie(request.headers.cookie ?? '')[SESSION_COOKIE];
    sessionOf(deps, token).then(
      (session) => {
        // the session check of every request (decision 018): a suspended league's user gets no socket
        if (session?.leagueSuspended) return refuseUpgrade(socket, 403, 'Forbidden', SERVER_TEXT.leagueSuspended);
        wss.handleUpgrade(request, socket, head, (ws) => accept(ws, session));
      },
      (err: unknown) => {
        app.log.warn({ err }, 'live upgrade failed');
        refuseUpgrade(socket, 503, 'Service Unavailable');
      },
    );
  });
  // /ws over plain HTTP: it only takes WebSocket connections
  app.get('/ws', async (_request, reply) => reply.code(426).header('upgrade', 'websocket').send({ message: 'Open /ws as a WebSocket' }));

  hub.start();
  app.addHook('onClose', async () => {
    hub.close();
    wss.close();
  });
}
