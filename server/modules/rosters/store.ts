// Issue 49: a team's players (decision 078). Every lookup goes through the team, itself found in the
// caller's league scope, so another league's player is not found. Who coaches a team is read from
// team_coaches (the coaches' own table, written by their use cases).
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { PlayerDto } from '../../../common/schemas/rosters';
import type { PlayerStatus } from '../../../common/rosters/roster';
import type { DbOrTx } from '../../db/client';
import { divisions, players, teamCoaches } from '../../db/schema';

export type Player = typeof players.$inferSelect;
type TeamRef = { id: number; leagueId: number };

// The roster's order: by number (players without one last), then by name.
const rosterOrder = [asc(sql`${players.jerseyNumber} is null`), asc(players.jerseyNumber), asc(sql`lower(${players.lastName})`), asc(sql`lower(${players.firstName})`), asc(players.id)];

export async function playersOfTeam(db: DbOrTx, team: TeamRef, status: PlayerStatus | 'all'): Promise<Player[]> {
  const ofTeam = and(eq(players.teamId, team.id), eq(players.leagueId, team.leagueId));
  return db
    .select()
    .from(players)
    .where(status === 'all' ? ofTeam : and(ofTeam, eq(players.status, status)))
    .orderBy(...rosterOrder);
}

export async function playerOfTeam(db: DbOrTx, team: TeamRef, id: number): Promise<Player | null> {
  const [row] = await db
    .select()
    .from(players)
    .where(and(eq(players.id, id), eq(players.teamId, team.id), eq(players.leagueId, team.leagueId)))
    .limit(1);
  return row ?? null;
}

// The active player wearing a number on the team (but `exceptId`), to name him in a refusal.
export async function wearerOf(db: DbOrTx, team: TeamRef, jersey: number, exceptId: number | null): Promise<Player | null> {
  const [row] = await db
    .select()
    .from(players)
    .where(and(eq(players.teamId, team.id), eq(players.status, 'active'), eq(players.jerseyNumber, jersey), exceptId === null ? undefined : ne(players.id, exceptId)))
    .limit(1);
  return row ?? null;
}

export async function countActivePlayers(db: DbOrTx, team: TeamRef): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(players)
    .where(and(eq(players.teamId, team.id), eq(players.status, 'active')));
  return row?.n ?? 0;
}

export type PlayerValues = { firstName?: string; lastName?: string; jerseyNumber?: number | null; birthDate?: string | null; status?: PlayerStatus };

export async function insertPlayer(db: DbOrTx, team: TeamRef, values: PlayerValues & { firstName: string; lastName: string }): Promise<Player> {
  const [row] = await db
    .insert(players)
    .values({ ...values, teamId: team.id, leagueId: team.leagueId })
    .returning();
  return row!;
}

export async function updatePlayer(db: DbOrTx, player: Player, values: PlayerValues): Promise<Player> {
  const [row] = await db
    .update(players)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(players.id, player.id), eq(players.leagueId, player.leagueId)))
    .returning();
  return row!;
}

export async function isCoachOf(db: DbOrTx, teamId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ teamId: teamCoaches.teamId })
    .from(teamCoaches)
    .where(and(eq(teamCoaches.teamId, teamId), eq(teamCoaches.userId, userId)))
    .limit(1);
  return !!row;
}

// What a team's division says of its roster: the lock date and whether public pages name players
// (a team in no division: never locked, names shown).
export type RosterRules = { lockDate: string | null; publicPlayerNames: boolean };
export async function rosterRulesOf(db: DbOrTx, team: { leagueId: number; divisionId: number | null }): Promise<RosterRules> {
  if (team.divisionId === null) return { lockDate: null, publicPlayerNames: true };
  const [row] = await db
    .select({ lockDate: divisions.rosterLockDate, publicPlayerNames: divisions.publicPlayerNames })
    .from(divisions)
    .where(and(eq(divisions.id, team.divisionId), eq(divisions.leagueId, team.leagueId)))
    .limit(1);
  return row ?? { lockDate: null, publicPlayerNames: true };
}

// The coach's and the admin's view: never the guardian's address (nothing on the wire needs it yet).
export function presentPlayer(p: Player): PlayerDto {
  return { id: p.id, teamId: p.teamId, firstName: p.firstName, lastName: p.lastName, jerseyNumber: p.jerseyNumber, birthDate: p.birthDate, status: p.status };
}
