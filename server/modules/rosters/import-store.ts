// Issue 49, the roster import's statements (decision 079): the league's teams as the lookup knows
// them, its players, and the import's own writes on the players table. Every statement is filtered
// by the league the route resolved.
import { and, eq, inArray } from 'drizzle-orm';
import type { KnownTeam } from '../../../common/import/sports-connect';
import type { PlayerStatus } from '../../../common/rosters/roster';
import type { DbOrTx } from '../../db/client';
import { divisions, players, teams } from '../../db/schema';

export type ImportedPlayer = typeof players.$inferSelect;

export async function teamsOfLeague(db: DbOrTx, leagueId: number): Promise<KnownTeam[]> {
  return db.select({ id: teams.id, name: teams.name, division: divisions.name }).from(teams).leftJoin(divisions, eq(divisions.id, teams.divisionId)).where(eq(teams.leagueId, leagueId));
}

// Every player of the league, dropped ones too: a dropped player coming back is the same player.
export async function playersOfLeague(db: DbOrTx, leagueId: number): Promise<ImportedPlayer[]> {
  return db.select().from(players).where(eq(players.leagueId, leagueId)).orderBy(players.id);
}

export type ImportedValues = {
  teamId: number;
  firstName: string;
  lastName: string;
  jerseyNumber: number | null;
  birthDate: string | null;
  guardianEmail: string | null;
  status: PlayerStatus;
  importKey: string;
};

export async function insertImportedPlayers(db: DbOrTx, leagueId: number, rows: ImportedValues[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(players).values(rows.map((row) => ({ ...row, leagueId })));
}

// A changed player's numbers are taken off first (one statement), so two players of a team swapping
// numbers never meet on the unique index players_team_jersey_unique.
export async function clearJerseys(db: DbOrTx, leagueId: number, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(players)
    .set({ jerseyNumber: null })
    .where(and(eq(players.leagueId, leagueId), inArray(players.id, ids)));
}

export async function updateImportedPlayer(db: DbOrTx, leagueId: number, id: number, values: ImportedValues, now: Date): Promise<void> {
  await db
    .update(players)
    .set({ ...values, updatedAt: now })
    .where(and(eq(players.leagueId, leagueId), eq(players.id, id)));
}
