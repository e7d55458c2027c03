import { and, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import type { UserDto } from '../../../common/schemas/auth';
import type { LeagueStatus } from '../../../common/constants';
import type { Role } from '../../../common/roles';
import type { DbOrTx } from '../../db/client';
import { leagues, sessions, users } from '../../db/schema';

// the calendar token is read only by the calendar feeds, never with the session's user
export type User = Omit<typeof users.$inferSelect, 'calendarToken'>;
// leagueStatus: the status of the user's league, so the session check can refuse a suspended one
export type UserWithLeague = User & { leagueSlug: string | null; leagueStatus: LeagueStatus | null };

const userWithLeagueColumns = {
  id: users.id,
  username: users.username,
  passwordHash: users.passwordHash,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  leagueId: users.leagueId,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
  leagueSlug: leagues.slug,
  leagueStatus: leagues.status,
};

// Usernames are unique across the platform, compared without case.
export async function userByUsername(db: DbOrTx, username: string): Promise<UserWithLeague | null> {
  const [row] = await db
    .select(userWithLeagueColumns)
    .from(users)
    .leftJoin(leagues, eq(users.leagueId, leagues.id))
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
    .limit(1);
  return row ?? null;
}

export async function usernameTaken(db: DbOrTx, username: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
    .limit(1);
  return row !== undefined;
}

export type NewUser = {
  username: string;
  passwordHash: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  role: Role;
  leagueId: number | null;
};

export async function insertUser(db: DbOrTx, user: NewUser): Promise<User> {
  const [row] = await db.insert(users).values(user).returning();
  return row!;
}

export async function setPasswordHash(db: DbOrTx, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function countUsers(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return row?.n ?? 0;
}

export async function superAdminExists(db: DbOrTx): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'super_admin')).limit(1);
  return row !== undefined;
}

export function presentUser(user: User, leagueSlug: string | null): UserDto {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    leagueId: user.leagueId,
    leagueSlug,
    createdAt: user.createdAt.toISOString(),
  };
}

// --- sessions: only the HMAC of the id is stored (architecture rule 8) ---

export type SessionRow = { idHash: string; lastSeenAt: Date; expiresAt: Date; user: UserWithLeague };

export async function insertSession(
  db: DbOrTx,
  session: { idHash: string; userId: number; createdAt: Date; expiresAt: Date; userAgent: string | null; ipAddress: string | null },
): Promise<void> {
  await db.insert(sessions).values({ ...session, lastSeenAt: session.createdAt });
}

export async function sessionByHash(db: DbOrTx, idHash: string): Promise<SessionRow | null> {
  const [row] = await db
    .select({ idHash: sessions.idHash, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt, user: userWithLeagueColumns })
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

// Suspension and reactivation (docs/decisions/018): every session of the league's users but its
// super admins, who keep access to every league.
export async function deleteSessionsOfLeague(db: DbOrTx, leagueId: number): Promise<number> {
  const members = db.select({ id: users.id }).from(users).where(and(eq(users.leagueId, leagueId), ne(users.role, 'super_admin')));
  const rows = await db.delete(sessions).where(inArray(sessions.userId, members)).returning({ id: sessions.idHash });
  return rows.length;
}

export async function deleteExpiredSessions(db: DbOrTx, now: Date): Promise<void> {
  await db.delete(sessions).where(lte(sessions.expiresAt, now));
}
