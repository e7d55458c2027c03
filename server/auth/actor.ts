// Who acts: the signed-in user with its league's slug and status, as the session check reads it.
// Use cases take an Actor (never a request); the routes get it from the session.
import type { LeagueStatus } from '../../common/constants';
import { leagues, users } from '../db/schema';

// the calendar token is read only by the calendar feeds, never with the session's user
export type User = Omit<typeof users.$inferSelect, 'calendarToken'>;

// leagueStatus: the status of the user's league, so the session check can refuse a suspended one
export type Actor = User & { leagueSlug: string | null; leagueStatus: LeagueStatus | null };

// An actor and the address it acts from: what a writing use case knows of its request (the
// address goes to the audit log).
export type Caller = { actor: Actor; ip: string };

// Whoever calls a public use case (registration, password reset): signed in or not.
export type Visitor = { user: Actor | null; ip: string };

// What a user is shown by (the signed-in user, the managed users' lists): its columns, and its
// fields picked from a row.
export const shownUserColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  leagueId: users.leagueId,
  createdAt: users.createdAt,
};

export function shownUserFields({ id, username, email, firstName, lastName, role, leagueId, createdAt }: User) {
  return { id, username, email, firstName, lastName, role, leagueId, createdAt };
}

// The columns of an Actor: the user joined with its league (a left join: a super admin has none).
export const actorColumns = {
  ...shownUserColumns,
  passwordHash: users.passwordHash,
  updatedAt: users.updatedAt,
  leagueSlug: leagues.slug,
  leagueStatus: leagues.status,
};
