// Issue 38: the games a rainout takes, read through the league's scope (auth/scope.ts); issue 45:
// the games of their brackets, for the order the plan keeps and the games a cancellation takes along.
import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { games } from '../../db/schema';
import { inScope, type LeagueScope } from '../../auth/scope';

export type DayGame = Pick<typeof games.$inferSelect, 'id' | 'homeTeamId' | 'awayTeamId' | 'refereeId' | 'field' | 'scheduledDate' | 'totalPeriods' | 'periodDuration' | 'halftimeDuration' | 'bracketId'>;

const dayGameColumns = {
  id: games.id,
  homeTeamId: games.homeTeamId,
  awayTeamId: games.awayTeamId,
  refereeId: games.refereeId,
  field: games.field,
  scheduledDate: games.scheduledDate,
  totalPeriods: games.totalPeriods,
  periodDuration: games.periodDuration,
  halftimeDuration: games.halftimeDuration,
  bracketId: games.bracketId,
};

// The scheduled games kicking off in [from, to), in kickoff order (then id).
export async function scheduledGamesBetween(db: DbOrTx, scope: LeagueScope, from: Date, to: Date): Promise<DayGame[]> {
  return db
    .select(dayGameColumns)
    .from(games)
    .where(and(inScope(games.leagueId, scope), eq(games.status, 'scheduled'), gte(games.scheduledDate, from), lt(games.scheduledDate, to)))
    .orderBy(asc(games.scheduledDate), asc(games.id));
}

export type LinkedGame = DayGame & Pick<typeof games.$inferSelect, 'status' | 'bracketKey' | 'bracketRoundName' | 'homeFrom' | 'awayFrom'>;

// Every game of these brackets, whatever its day or status, in id order.
export async function gamesOfBrackets(db: DbOrTx, scope: LeagueScope, bracketIds: readonly number[]): Promise<LinkedGame[]> {
  if (bracketIds.length === 0) return [];
  return db
    .select({ ...dayGameColumns, status: games.status, bracketKey: games.bracketKey, bracketRoundName: games.bracketRoundName, homeFrom: games.homeFrom, awayFrom: games.awayFrom })
    .from(games)
    .where(and(inScope(games.leagueId, scope), inArray(games.bracketId, [...bracketIds])))
    .orderBy(asc(games.id));
}
