import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { UserDto } from '../../../common/schemas/auth';
import type { Role } from '../../../common/roles';
import type { DbOrTx } from '../../db/client';
import { leagues, mailOutbox, passwordResets, users } from '../../db/schema';
import { actorColumns, shownUserFields, type Actor, type User } from '../../auth/actor';

// Usernames are unique across the platform, compared without case.
export async function userByUsername(db: DbOrTx, username: string): Promise<Actor | null> {
  const [row] = await db
    .select(actorColumns)
    .from(users)
    .leftJoin(leagues, eq(users.leagueId, leagues.id))
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
    .limit(1);
  return row ?? null;
}

// A user with its league's name (the reset link's page names both).
export async function userById(db: DbOrTx, userId: number): Promise<(Actor & { leagueName: string | null }) | null> {
  const [row] = await db.select({ ...actorColumns, leagueName: leagues.name }).from(users).leftJoin(leagues, eq(users.leagueId, leagues.id)).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

// Holds the user's row until the transaction ends: two resets of one account take turns.
export async function lockUser(db: DbOrTx, userId: number): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
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
  // a new password ends the private calendar feed too, as a role change does (users/store.ts)
  await db.update(users).set({ passwordHash, calendarToken: null, updatedAt: new Date() }).where(eq(users.id, userId));
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
  return { ...shownUserFields(user), leagueSlug, createdAt: user.createdAt.toISOString() };
}

// --- password resets waiting for their mailed link (issue 47, decision 065) ---

export type PasswordReset = typeof passwordResets.$inferSelect;

export async function insertPasswordReset(db: DbOrTx, reset: { userId: number; tokenHash: string; passwordHash: string; expiresAt: Date; createdAt: Date }): Promise<void> {
  await db.insert(passwordResets).values(reset);
}

// The requests of a user made since `since` (used, replaced and expired ones too): what bounds the
// link mails one account gets.
export async function resetsOfUserSince(db: DbOrTx, userId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(passwordResets)
    .where(and(eq(passwordResets.userId, userId), gt(passwordResets.createdAt, since)));
  return row?.n ?? 0;
}

// The user's links still waiting stop working now (a newer request, or one of them used).
export async function voidPendingResets(db: DbOrTx, userId: number, now: Date, exceptId?: number): Promise<void> {
  await db
    .update(passwordResets)
    .set({ expiresAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now), exceptId === undefined ? undefined : ne(passwordResets.id, exceptId)));
}

export async function resetByTokenHash(db: DbOrTx, tokenHash: string, options: { lock?: boolean } = {}): Promise<PasswordReset | null> {
  const query = db.select().from(passwordResets).where(eq(passwordResets.tokenHash, tokenHash)).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

// Was a request made for this user after this one? (Then this one was replaced, not left to expire.)
export async function newerResetExists(db: DbOrTx, reset: Pick<PasswordReset, 'id' | 'userId'>): Promise<boolean> {
  const [row] = await db
    .select({ id: passwordResets.id })
    .from(passwordResets)
    .where(and(eq(passwordResets.userId, reset.userId), gt(passwordResets.id, reset.id)))
    .limit(1);
  return row !== undefined;
}

export async function markResetUsed(db: DbOrTx, resetId: number, at: Date): Promise<void> {
  await db.update(passwordResets).set({ usedAt: at }).where(eq(passwordResets.id, resetId));
}

// Messages of a kind queued to an address within the last hour, by the database's clock (the
// outbox's own): what keeps the "ask your league's admin" mail to one an hour. Read only; the mail
// module owns the outbox.
export async function mailsToAddressInLastHour(db: DbOrTx, address: string, kind: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(and(gt(mailOutbox.createdAt, sql`now() - interval '1 hour'`), eq(mailOutbox.kind, kind), eq(mailOutbox.toAddress, address)));
  return row?.n ?? 0;
}
