import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SERVER_TEXT } from '../../common/texts';
import type { AppDeps } from '../deps';
import { publishSessionEnded } from '../live/notify';
import type { Actor } from '../auth/actor';
import { SESSION_COOKIE, sessionOf } from '../auth/session';
import { deleteSession, insertSession } from '../auth/session-store';
import { hmacSha256, randomToken } from '../http/tokens';

declare module 'fastify' {
  interface FastifyRequest {
    user: Actor | null;
    sessionIdHash: string | null;
  }
}

export function registerSessions(app: FastifyInstance, deps: AppDeps): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionIdHash', null);

  // a callback hook: a request without a session cookie (every scoreboard poll) costs no promise
  app.addHook('onRequest', (request, reply, done) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token || !request.url.startsWith('/api/')) return done();
    sessionOf(deps, token).then((session) => {
      if (session?.leagueSuspended) {
        // The one suspension check of every signed-in request (docs/decisions/018-suspended-leagues.md): such a session
        // can only end itself, by signing out or signing in again (which ends it first). The slug
        // lets the client show that league's League Suspended page after signing out.
        if (!endsTheSession(request)) {
          reply.code(403).send({ message: SERVER_TEXT.leagueSuspended, leagueSlug: session.user.leagueSlug });
          return;
        }
        request.sessionIdHash = session.idHash;
      } else if (session) {
        request.user = session.user;
        request.sessionIdHash = session.idHash;
      }
      done();
    }, done);
  });
}

function endsTheSession(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  return request.method === 'POST' && (route === '/api/logout' || route === '/api/login');
}

function cookieOptions(request: FastifyRequest) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: request.protocol === 'https',
  };
}

// A new id at every sign-in; the session the browser held before (if any) is ended.
export async function startSession(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
): Promise<void> {
  if (request.sessionIdHash) await closeSession(deps, request.sessionIdHash);
  const token = randomToken(32);
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + deps.config.session.absoluteMs);
  await insertSession(deps.db, {
    idHash: hmacSha256(deps.sessionSecret, token),
    userId,
    createdAt: now,
    expiresAt,
    userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
    ipAddress: request.ip,
  });
  reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(request), expires: expiresAt });
}

export async function endSession(deps: AppDeps, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.sessionIdHash) await closeSession(deps, request.sessionIdHash);
  reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
}

// A session ends with the sockets it opened, on every instance (a socket opened before logout
// would otherwise keep receiving a staff game channel).
async function closeSession(deps: AppDeps, idHash: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await deleteSession(tx, idHash);
    await publishSessionEnded(tx, idHash);
  });
}
