import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { ManagedUserDto } from '../../../common/schemas/users';
import type { Role } from '../../../common/roles';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { shownUserColumns, shownUserFields, type User } from '../../auth/actor';
import { inScope, type LeagueScope } from '../../auth/scope';

const managedColumns = shownUserColumns;

function present(row: Omit<ManagedUserDto, 'createdAt'> & { createdAt: Date }): ManagedUserDto {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

export async function usersOfLeagueWithRoles(db: DbOrTx, leagueId: number, roles: Role[]): Promise<ManagedUserDto[]> {
  const rows = await db
    .select(managedColumns)
    .from(users)
    .where(and(eq(users.leagueId, leagueId), inArray(users.role, roles)))
    .orderBy(asc(users.createdAt), asc(users.id));
  return rows.map(present);
}

// Tenant isolation in the query: a user of another league is simply not found.
export async function userInScope(db: DbOrTx, scope: LeagueScope, userId: number): Promise<User | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), inScope(users.leagueId, scope)))
    .limit(1);
  return row ?? null;
}

// Counted under a row lock of the league's admins so two demotions cannot both pass the check.
export async function otherAdminsOfLeague(db: DbOrTx, leagueId: number, exceptUserId: number): Promise<number> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.leagueId, leagueId), eq(users.role, 'admin'), ne(users.id, exceptUserId)))
    .for('update');
  return rows.length;
}

export async function updateUser(
  db: DbOrTx,
  userId: number,
  values: Partial<Pick<User, 'role' | 'firstName' | 'lastName' | 'email' | 'username' | 'passwordHash'>>,
): Promise<User> {
  const [row] = await db
    .update(users)
    // a new role or password ends the private calendar feed too (issue 33): a removed referee's URL is dead
    .set({ ...values, ...('role' in values || 'passwordHash' in values ? { calendarToken: null } : {}), updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning();
  return row!;
}

export function presentManagedUser(user: User): ManagedUserDto {
  return present(shownUserFields(user));
}
