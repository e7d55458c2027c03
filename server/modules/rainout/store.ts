// Issue 38: the games a rainout takes, read through the league's scope (auth/scope.ts).
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { games } from '../../db/schema';
import { inScope, type LeagueScope } from '../../auth/scope';

export type DayGame = Pick<typeof games.$inferSelect, 'id' | 'homeTeamId' | 'awayTeamId' | 'refereeId' | 'field' | 'scheduledDate' | 'totalPeriods' | 'periodDuration' | 'halftimeDuration'>;

// The scheduled games kicking off in [from, to), in kickoff order (then id).
export async function scheduledGamesBetween(db: DbOrTx, scope: LeagueScope, from: Date, to: Date): Promise<DayGame[]> {
  return db
    .select({
      id: games.id,
      homeTeamId: games.homeTeamId,
      awayTeamId: games.awayTeamId,
      refereeId: games.refereeId,
      field: games.field,
      scheduledDate: games.scheduledDate,
      totalPeriods: games.totalPeriods,
      periodDuration: games.periodDuration,
      halftimeDuration: games.halftimeDuration,
    })
    .from(games)
    .where(and(inScope(games.leagueId, scope), eq(games.status, 'scheduled'), gte(games.scheduledDate, from), lt(games.scheduledDate, to)))
    .orderBy(asc(games.scheduledDate), asc(games.id));
}
