// Issue 36: a league's brackets. Every lookup by id is scoped to the actor's league (auth/scope.ts);
// a bracket's games are rows of `games` (modules/games/store.ts reads them as games).
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import type { League } from '../../db/rows';
import { brackets, games, leagues } from '../../db/schema';
import { inScope, type LeagueScope } from '../../auth/scope';

export type Bracket = typeof brackets.$inferSelect;
export type BracketWithLeague = Bracket & { league: League };

export async function insertBracket(tx: Tx, values: typeof brackets.$inferInsert): Promise<Bracket> {
  const [row] = await tx.insert(brackets).values(values).returning();
  return row!;
}

export async function bracketsOfLeague(db: DbOrTx, leagueId: number): Promise<Bracket[]> {
  return db.select().from(brackets).where(eq(brackets.leagueId, leagueId)).orderBy(asc(brackets.createdAt), asc(brackets.id));
}

export async function bracketInScope(db: DbOrTx, scope: LeagueScope, id: number): Promise<BracketWithLeague | null> {
  const [row] = await db.select({ bracket: brackets, league: leagues }).from(brackets).innerJoin(leagues, eq(leagues.id, brackets.leagueId)).where(and(eq(brackets.id, id), inScope(brackets.leagueId, scope))).limit(1);
  return row ? { ...row.bracket, league: row.league } : null;
}

export async function deleteBracketRow(tx: Tx, bracket: Bracket): Promise<void> {
  await tx.delete(brackets).where(and(eq(brackets.id, bracket.id), eq(brackets.leagueId, bracket.leagueId)));
}

// The columns advancing reads and writes, its games locked for the rest of the transaction.
export type BracketGameRow = Pick<typeof games.$inferSelect, 'id' | 'leagueId' | 'status' | 'homeTeamId' | 'awayTeamId' | 'bracketKey' | 'bracketRoundName' | 'homeFrom' | 'awayFrom' | 'homeScore' | 'awayScore' | 'endReason'>;

const bracketGameColumns = {
  id: games.id,
  leagueId: games.leagueId,
  status: games.status,
  homeTeamId: games.homeTeamId,
  awayTeamId: games.awayTeamId,
  bracketKey: games.bracketKey,
  bracketRoundName: games.bracketRoundName,
  homeFrom: games.homeFrom,
  awayFrom: games.awayFrom,
  homeScore: games.homeScore,
  awayScore: games.awayScore,
  endReason: games.endReason,
};

export async function bracketGames(db: DbOrTx, bracketId: number): Promise<BracketGameRow[]> {
  return db.select(bracketGameColumns).from(games).where(eq(games.bracketId, bracketId)).orderBy(asc(games.id));
}

// Locked in id order for the rest of the transaction (the delete; advancing locks only the games it
// moves, so two results of one round completing at once queue on the game they both feed, never on
// each other).
export async function lockBracketGames(tx: Tx, bracketId: number, ids?: number[]): Promise<BracketGameRow[]> {
  return tx
    .select(bracketGameColumns)
    .from(games)
    .where(and(eq(games.bracketId, bracketId), ids ? inArray(games.id, ids) : undefined))
    .orderBy(asc(games.id))
    .for('update');
}
