import type { Db } from '../db/client';
import type { Actor } from './actor';
import { hmacSha256 } from '../http/tokens';
import { isClosedTo } from './policy';
import { deleteSession, sessionByHash, touchSession } from './session-store';

// The session cookie: its name, and the signed-in user its value stands for. The session plugin
// (plugins/session.ts) asks it on every /api request, the /ws upgrade and the server-rendered
// scoreboard too; it is here, below them all, so none of them imports a Fastify plugin for it.
export const SESSION_COOKIE = 'ffl_session';
// lastSeenAt is refreshed at most this often, so a busy page does not write on every call.
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

// leagueSuspended: the user's league is suspended and the user is not a super admin; the session
// then gives no access at all (spec 4, docs/decisions/018-suspended-leagues.md).
export type Session = { user: Actor; idHash: string; leagueSuspended: boolean };

// what it reads of the app's deps (server/deps.ts stands above auth/: decision 068)
type SessionDeps = { db: Db; sessionSecret: string; now: () => Date; config: { session: { idleMs: number } } };

// The signed-in user of a session cookie's value, or null; an expired session is deleted, a busy
// one is touched now and then. Every /api request and every /ws upgrade asks it.
export async function sessionOf(deps: SessionDeps, token: string | undefined): Promise<Session | null> {
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
  // a suspended league's session is not touched: unused, it idles out
  const leagueSuspended = isClosedTo(session.user, session.user.leagueStatus);
  if (!leagueSuspended && now.getTime() - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) await touchSession(deps.db, idHash, now);
  return { user: session.user, idHash, leagueSuspended };
}
