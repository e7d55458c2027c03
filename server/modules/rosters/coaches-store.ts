// Issue 49: a team's coaches (team_coaches) and their invitations (coach_invitations), the coaches'
// own tables (decision 077). Every lookup names the team's league, itself found in the caller's
// scope, so another league's row is not found.
import crypto from 'node:crypto';
import { and, asc, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { CoachRole } from '../../../common/rosters/roster';
import type { CoachDto, CoachInvitationDto } from '../../../common/schemas/rosters';
import type { DbOrTx } from '../../db/client';
import { coachInvitations, teamCoaches, teams, users } from '../../db/schema';

export type Invitation = typeof coachInvitations.$inferSelect;
type TeamRef = { id: number; leagueId: number };

// Only a token's SHA-256 is kept (as a password reset's): the database alone does not open a link.
export const invitationTokenHash = (token: string) => crypto.createHash('sha256').update(token).digest('base64url');

const fullName = (first: string | null, last: string | null) => [first, last].filter((part) => part && part.trim()).join(' ');
const sameAddress = (column: typeof users.email | typeof coachInvitations.email, email: string) => sql`lower(${column}) = ${email.trim().toLowerCase()}`;

export async function coachesOfTeam(db: DbOrTx, team: TeamRef): Promise<CoachDto[]> {
  const rows = await db
    .select({ userId: users.id, username: users.username, firstName: users.firstName, lastName: users.lastName, email: users.email, coachRole: teamCoaches.coachRole })
    .from(teamCoaches)
    .innerJoin(users, eq(users.id, teamCoaches.userId))
    .where(and(eq(teamCoaches.teamId, team.id), eq(teamCoaches.leagueId, team.leagueId)))
    // the head coach first, then by name
    .orderBy(asc(sql`${teamCoaches.coachRole} <> 'head'`), asc(sql`lower(coalesce(${users.lastName}, ${users.username}))`), asc(users.id));
  return rows.map((row) => ({ userId: row.userId, name: fullName(row.firstName, row.lastName) || row.username, email: row.email, coachRole: row.coachRole }));
}

// The invitations still waiting (unused, not expired), the newest first.
export async function openInvitationsOfTeam(db: DbOrTx, team: TeamRef, now: Date): Promise<CoachInvitationDto[]> {
  const rows = await db
    .select()
    .from(coachInvitations)
    .where(and(eq(coachInvitations.teamId, team.id), eq(coachInvitations.leagueId, team.leagueId), isNull(coachInvitations.usedAt), gt(coachInvitations.expiresAt, now)))
    .orderBy(desc(coachInvitations.id));
  return rows.map((row) => ({ id: row.id, email: row.email, name: fullName(row.firstName, row.lastName), coachRole: row.coachRole, expiresAt: row.expiresAt.toISOString() }));
}

export async function isCoachOfTeam(db: DbOrTx, team: TeamRef, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: teamCoaches.userId })
    .from(teamCoaches)
    .where(and(eq(teamCoaches.teamId, team.id), eq(teamCoaches.leagueId, team.leagueId), eq(teamCoaches.userId, userId)))
    .limit(1);
  return !!row;
}

// The ids of the teams a user coaches among `teamIds`.
export async function coachedAmong(db: DbOrTx, userId: number, teamIds: readonly number[]): Promise<number[]> {
  if (teamIds.length === 0) return [];
  const rows = await db
    .select({ teamId: teamCoaches.teamId })
    .from(teamCoaches)
    .where(and(eq(teamCoaches.userId, userId), inArray(teamCoaches.teamId, [...teamIds])));
  return rows.map((row) => row.teamId);
}

export async function teamName(db: DbOrTx, teamId: number): Promise<string> {
  const [row] = await db.select({ name: teams.name }).from(teams).where(eq(teams.id, teamId)).limit(1);
  return row?.name ?? '';
}

// true when the row is new (a coach already on the team keeps his role)
export async function insertCoach(db: DbOrTx, values: { teamId: number; userId: number; leagueId: number; coachRole: CoachRole }): Promise<boolean> {
  const rows = await db.insert(teamCoaches).values(values).onConflictDoNothing().returning({ userId: teamCoaches.userId });
  return rows.length > 0;
}

export async function deleteCoach(db: DbOrTx, team: TeamRef, userId: number): Promise<boolean> {
  const rows = await db
    .delete(teamCoaches)
    .where(and(eq(teamCoaches.teamId, team.id), eq(teamCoaches.leagueId, team.leagueId), eq(teamCoaches.userId, userId)))
    .returning({ userId: teamCoaches.userId });
  return rows.length > 0;
}

// The league's accounts with this address (its case forgiven), the oldest first.
export async function accountsWithAddress(db: DbOrTx, leagueId: number, email: string) {
  return db
    .select({ id: users.id, username: users.username, email: users.email, role: users.role })
    .from(users)
    .where(and(eq(users.leagueId, leagueId), sameAddress(users.email, email)))
    .orderBy(asc(users.id));
}

export async function openInvitationFor(db: DbOrTx, team: TeamRef, email: string, now: Date): Promise<Invitation | null> {
  const [row] = await db
    .select()
    .from(coachInvitations)
    .where(and(eq(coachInvitations.teamId, team.id), eq(coachInvitations.leagueId, team.leagueId), sameAddress(coachInvitations.email, email), isNull(coachInvitations.usedAt), gt(coachInvitations.expiresAt, now)))
    .orderBy(desc(coachInvitations.id))
    .limit(1);
  return row ?? null;
}

// A replaced invitation ends now (its link then says it was replaced).
export async function endOpenInvitations(db: DbOrTx, team: TeamRef, email: string, now: Date): Promise<void> {
  await db
    .update(coachInvitations)
    .set({ expiresAt: now })
    .where(and(eq(coachInvitations.teamId, team.id), eq(coachInvitations.leagueId, team.leagueId), sameAddress(coachInvitations.email, email), isNull(coachInvitations.usedAt), gt(coachInvitations.expiresAt, now)));
}

export async function insertInvitation(db: DbOrTx, values: typeof coachInvitations.$inferInsert): Promise<Invitation> {
  const [row] = await db.insert(coachInvitations).values(values).returning();
  return row!;
}

export async function invitationByTokenHash(db: DbOrTx, tokenHash: string, options: { lock?: boolean } = {}): Promise<Invitation | null> {
  const query = db.select().from(coachInvitations).where(eq(coachInvitations.tokenHash, tokenHash)).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function newerInvitationExists(db: DbOrTx, invitation: Invitation): Promise<boolean> {
  const [row] = await db
    .select({ id: coachInvitations.id })
    .from(coachInvitations)
    .where(and(eq(coachInvitations.teamId, invitation.teamId), sameAddress(coachInvitations.email, invitation.email), gt(coachInvitations.id, invitation.id)))
    .limit(1);
  return !!row;
}

// The league's other invitations still waiting for this address (other teams'): the new account takes them too.
export async function openInvitationsOfAddress(db: DbOrTx, leagueId: number, email: string, now: Date): Promise<Invitation[]> {
  return db
    .select()
    .from(coachInvitations)
    .where(and(eq(coachInvitations.leagueId, leagueId), sameAddress(coachInvitations.email, email), isNull(coachInvitations.usedAt), gt(coachInvitations.expiresAt, now)))
    .for('update');
}

export async function markInvitationUsed(db: DbOrTx, id: number, userId: number, at: Date): Promise<void> {
  await db.update(coachInvitations).set({ usedAt: at, userId }).where(eq(coachInvitations.id, id));
}
