// The sessions table (docs/decisions/005-sessions-and-rate-limits.md): only the HMAC of a session id is stored
// (architecture rule 8). The session plugin reads it on every request; sign-in, sign-out,
// password changes and suspensions write it.
import { and, eq, inArray, lte, ne } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { leagues, sessions, users } from '../db/schema';
import { actorColumns, type Actor } from './actor';


export type SessionRow = { idHash: string; lastSeenAt: Date; expiresAt: Date; user: Actor };

export async function insertSession(
  db: DbOrTx,
  session: { idHash: string; userId: number; createdAt: Date; expiresAt: Date; userAgent: string | null; ipAddress: string | null },
): Promise<void> {
  await db.insert(sessions).values({ ...session, lastSeenAt: session.createdAt });
}

export async function sessionByHash(db: DbOrTx, idHash: string): Promise<SessionRow | null> {
  const [row] = await db
    .select({ idHash: sessions.idHash, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt, user: actorColumns })
    .from(sessions)
    .innerJoin(users, eq(sessions.userId, users.id))
    .leftJoin(leagues, eq(users.leagueId, leagues.id))
    .where(eq(sessions.idHash, idHash))
    .limit(1);
  return row ?? null;
}

export async function touchSession(db: DbOrTx, idHash: string, at: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.idHash, idHash));
}

export async function deleteSession(db: DbOrTx, idHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
}

export async function deleteSessionsOfUser(db: DbOrTx, userId: number): Promise<number> {
  const rows = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.idHash });
  return rows.length;
}

// Suspension and reactivation (docs/decisions/018-suspended-leagues.md): every session of the league's users but its
// super admins, who keep access to every league.
export async function deleteSessionsOfLeague(db: DbOrTx, leagueId: number): Promise<number> {
  const members = db.select({ id: users.id }).from(users).where(and(eq(users.leagueId, leagueId), ne(users.role, 'super_admin')));
  const rows = await db.delete(sessions).where(inArray(sessions.userId, members)).returning({ id: sessions.idHash });
  return rows.length;
}

export async function deleteExpiredSessions(db: DbOrTx, now: Date): Promise<void> {
  await db.delete(sessions).where(lte(sessions.expiresAt, now));
}
