import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps';
import {
  deleteSession,
  insertSession,
  sessionByHash,
  touchSession,
  type UserWithLeague,
} from '../modules/accounts/store';
import { hmacSha256, randomToken } from '../secrets';

export const SESSION_COOKIE = 'ffl_session';
// lastSeenAt is refreshed at most this often, so a busy page does not write on every call.
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

declare module 'fastify' {
  interface FastifyRequest {
    user: UserWithLeague | null;
    sessionIdHash: string | null;
  }
}

export function registerSessions(app: FastifyInstance, deps: AppDeps): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionIdHash', null);

  // a callback hook: a request without a session cookie (every scoreboard poll) costs no promise
  app.addHook('onRequest', (request, _reply, done) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token || !request.url.startsWith('/api/')) return done();
    sessionOf(deps, token).then((session) => {
      if (session) {
        request.user = session.user;
        request.sessionIdHash = session.idHash;
      }
      done();
    }, done);
  });
}

// The signed-in user of a session cookie's value, or null; an expired session is deleted, a busy
// one is touched now and then. Every /api request and every /ws upgrade asks it.
export async function sessionOf(deps: AppDeps, token: string | undefined): Promise<{ user: UserWithLeague; idHash: string } | null> {
  if (!token || token.length > 100) return null;
  const idHash = hmacSha256(deps.sessionSecret, token);
  const session = await sessionByHash(deps.db, idHash);
  if (!session) return null;
  const now = deps.now();
  const idleExpired = now.getTime() - session.lastSeenAt.getTime() > deps.config.session.idleMs;
  if (idleExpired || session.expiresAt <= now) {
    await deleteSession(deps.db, idHash);
    return null;
  }
  if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) await touchSession(deps.db, idHash, now);
  return { user: session.user, idHash };
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
  if (request.sessionIdHash) await deleteSession(deps.db, request.sessionIdHash);
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
  if (request.sessionIdHash) await deleteSession(deps.db, request.sessionIdHash);
  reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
}
