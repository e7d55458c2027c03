// Issue 49: the game_checkins rows of a game (this module's own table), and the players it names,
// read from the players table (the rosters module's, read only). Every read names the league
// (architecture rule 1).
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { holdsSlot } from '../../../common/crews/crew';
import type { DbOrTx, Tx } from '../../db/client';
import { gameCheckins, gameCrew, players } from '../../db/schema';

export type CheckinRow = typeof gameCheckins.$inferSelect;
export type PlayerRow = typeof players.$inferSelect;

// A roster's order: by number (none last), then name.
const rosterOrder = [sql`${players.jerseyNumber} asc nulls last`, asc(players.firstName), asc(players.lastName), asc(players.id)];

export async function activePlayersOf(db: DbOrTx, leagueId: number, teamIds: number[]): Promise<PlayerRow[]> {
  if (teamIds.length === 0) return [];
  return db
    .select()
    .from(players)
    .where(and(eq(players.leagueId, leagueId), inArray(players.teamId, teamIds), eq(players.status, 'active')))
    .orderBy(...rosterOrder);
}

export async function playersByIds(db: DbOrTx, leagueId: number, ids: number[]): Promise<PlayerRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(players)
    .where(and(eq(players.leagueId, leagueId), inArray(players.id, ids)))
    .orderBy(...rosterOrder);
}

export async function checkinsOf(db: DbOrTx, leagueId: number, gameId: number): Promise<CheckinRow[]> {
  return db
    .select()
    .from(gameCheckins)
    .where(and(eq(gameCheckins.leagueId, leagueId), eq(gameCheckins.gameId, gameId)));
}

export async function removeCheckins(tx: Tx, leagueId: number, gameId: number, playerIds: number[]): Promise<void> {
  if (playerIds.length === 0) return;
  await tx.delete(gameCheckins).where(and(eq(gameCheckins.leagueId, leagueId), eq(gameCheckins.gameId, gameId), inArray(gameCheckins.playerId, playerIds)));
}

export async function insertCheckins(tx: Tx, rows: (typeof gameCheckins.$inferInsert)[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(gameCheckins).values(rows);
}

// The officials holding a position of the game (offered or accepted): its crew, beside games.referee_id.
export async function crewIdsOfGame(db: DbOrTx, leagueId: number, gameId: number): Promise<number[]> {
  const rows = await db
    .select({ refereeId: gameCrew.refereeId, status: gameCrew.status })
    .from(gameCrew)
    .where(and(eq(gameCrew.leagueId, leagueId), eq(gameCrew.gameId, gameId)));
  return rows.filter((row) => row.refereeId !== null && holdsSlot(row.status)).map((row) => row.refereeId!);
}
