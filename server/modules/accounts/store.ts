import { eq, sql } from 'drizzle-orm';
import type { UserDto } from '../../../common/schemas/auth';
import type { Role } from '../../../common/roles';
import type { DbOrTx } from '../../db/client';
import { leagues, users } from '../../db/schema';
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
