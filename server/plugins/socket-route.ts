// GET /ws (spec 7 Live push channel, docs/decisions/016-live-push.md): the transport's door. The
// upgrade reads the session cookie and refuses what the server refuses to every request; the
// socket is then held where the live sockets are (deps.live.sockets: this process, or the socket
// process, decision 037). Which channels exist and who may follow them is the channel resolver's
// (modules/games/live-channels.ts).
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { SERVER_TEXT } from '../../common/texts';
import type { AppDeps } from '../deps';
import { CSRF_TEXT, isCrossSite, isMisdirected } from './csrf';
import { SESSION_COOKIE, sessionOf } from '../auth/session';
import { socketAddress } from '../live/caps';
import { peerOf, type ChannelResolver } from '../live/connection';
import { refuseUntilLater, refuseUpgrade } from '../live/sockets';

const destroySocket = function (this: Duplex) {
  this.destroy();
};

// The upgrade is handled by a bare `ws` server, not through Fastify's request cycle: a socket then
// keeps only what it needs (its hub connection and user), not the upgrade's request and response
// objects, which is most of the memory of a held scoreboard (bench/REPORT.md, decision 017).
export async function registerLiveSocket(app: FastifyInstance, deps: AppDeps, channels: ChannelResolver): Promise<void> {
  const { sockets } = deps.live;
  sockets.start(channels, app.log);

  app.server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', destroySocket);
    if ((request.url ?? '').split('?')[0] !== '/ws') return refuseUpgrade(socket, 404, 'Not Found');
    // cross-site WebSocket hijacking: a page of another site would open a staff game channel with
    // the visitor's cookie; the same check as every state-changing HTTP request
    if (isMisdirected(deps.config, request.headers)) return refuseUpgrade(socket, 421, 'Misdirected Request', CSRF_TEXT.misdirected(deps.config.publicUrl));
    if (isCrossSite(deps.config, request.headers)) return refuseUpgrade(socket, 403, 'Forbidden', CSRF_TEXT.crossSite);
    const token = app.parseCookie(request.headers.cookie ?? '')[SESSION_COOKIE];
    sessionOf(deps, token).then(
      (session) => {
        // the session check of every request (decision 018): a suspended league's user gets no socket
        if (session?.leagueSuspended) return refuseUpgrade(socket, 403, 'Forbidden', SERVER_TEXT.leagueSuspended);
        // counted, and refused over the caps, where the sockets are held (decision 042)
        sockets.accept(request, socket, head, peerOf(session), socketAddress(request.socket.remoteAddress, request.headers, deps.config.trustProxy));
      },
      (err: unknown) => {
        app.log.warn({ err }, 'live upgrade failed');
        refuseUntilLater(socket);
      },
    );
  });
  // /ws over plain HTTP: it only takes WebSocket connections
  app.get('/ws', async (_request, reply) => reply.code(426).header('upgrade', 'websocket').send({ message: 'Open /ws as a WebSocket' }));

  app.addHook('onClose', () => sockets.close());
}
