// GET /ws (spec 7 Live push channel, docs/decisions/016-live-push.md). Anyone may follow a league's
// scoreboard (`league:<slug>`); following one game (`game:<id>`) needs a signed-in referee or admin
// of its league, read from the session cookie at the upgrade. Client messages are small JSON
// objects; anything else gets an error message, a flood gets the socket closed.
import websocket from '@fastify/websocket';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { RawData } from 'ws';
import { can } from '../../common/roles';
import { LIVE_LIMITS, LIVE_TEXT, liveClientMessage, type LiveServerMessage } from '../../common/schemas/games';
import type { AppDeps } from '../deps';
import type { UserWithLeague } from '../modules/accounts/store';
import { presentGame } from '../modules/games/present';
import { gameInScope } from '../modules/games/store';
import { scopeOf } from '../modules/leagues/scope';
import { CLOSE, gameRoom, leagueRoom, type LiveConnection } from './hub';

type Subscription = { room: string; snapshot?: LiveServerMessage } | { refused: string };

async function subscriptionFor(deps: AppDeps, user: UserWithLeague | null, channel: string): Promise<Subscription> {
  const league = /^league:([a-z0-9-]{1,100})$/.exec(channel);
  if (league) {
    const found = await deps.publicLeagues.bySlug(league[1]!);
    if (!found) return { refused: LIVE_TEXT.leagueNotFound };
    if (found.status === 'suspended' && user?.role !== 'super_admin') return { refused: LIVE_TEXT.leagueSuspended };
    return { room: leagueRoom(found.id) };
  }
  const game = /^game:([1-9]\d{0,8})$/.exec(channel);
  if (game) {
    if (!user || !can(user.role, 'use:referee-screens')) return { refused: LIVE_TEXT.signInRequired };
    // another league's game is not found, as over HTTP
    const found = await gameInScope(deps.db, scopeOf(user), Number(game[1]));
    if (!found) return { refused: LIVE_TEXT.gameNotFound };
    if (found.league.status === 'suspended' && user.role !== 'super_admin') return { refused: LIVE_TEXT.leagueSuspended };
    const data = { ...presentGame(found, deps.now().getTime()), receivedAt: null };
    return { room: gameRoom(found.leagueId, found.id), snapshot: { type: 'gameUpdated', data } };
  }
  return { refused: LIVE_TEXT.unknownChannel };
}

function parse(data: RawData, isBinary: boolean): unknown {
  if (isBinary) return undefined;
  try {
    return JSON.parse(data.toString());
  } catch {
    return undefined;
  }
}

// What a socket keeps of its upgrade request: the signed-in user, if any (not the request itself).
type Peer = { user: UserWithLeague | null; log: FastifyBaseLogger };

async function handleMessage(deps: AppDeps, peer: Peer, connection: LiveConnection, data: RawData, isBinary: boolean): Promise<void> {
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
      const subscription = await subscriptionFor(deps, peer.user, message.channel);
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

export async function registerLiveSocket(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { hub } = deps.live;
  // a client that vanished mid-frame, a bad frame: the socket closes on its own; nothing to answer
  const logSocketError = (err: Error) => app.log.debug({ err }, 'live socket error');
  await app.register(async (scope) => {
    await scope.register(websocket, {
      // larger client messages close the socket (1009); compression off: one set of bytes for all
      options: { maxPayload: LIVE_LIMITS.maxMessageBytes, perMessageDeflate: false },
    });
    hub.start();
    scope.addHook('onClose', async () => hub.close());

    scope.get('/ws', { websocket: true }, (socket, request) => {
      // @fastify/websocket's error listener holds the upgrade's request and reply for as long as
      // the socket lives (a few KB each, times thousands of scoreboards): this one holds nothing
      socket.removeAllListeners('error');
      socket.on('error', logSocketError);
      const peer: Peer = { user: request.user, log: scope.log };
      const connection = hub.connect(socket, peer.user?.id ?? null);
      socket.on('message', (data, isBinary) => {
        handleMessage(deps, peer, connection, data, isBinary).catch((err: unknown) => {
          peer.log.warn({ err }, 'live message failed');
          hub.send(connection, { type: 'error', data: { message: 'Something went wrong on our side. Please try again.' } });
        });
      });
    });
  });
}
