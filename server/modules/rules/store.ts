// Issue 37: where the rules profiles live: the league's row and each division's overrides. Writes
// name the league, so a row of another league is never touched.
import { and, eq } from 'drizzle-orm';
import { storedRules, type RulesOverrides, type RulesProfile } from '../../../common/game-rules';
import type { DbOrTx } from '../../db/client';
import { divisions, leagues } from '../../db/schema';
import type { League } from '../leagues/store';

export type RulesDivision = { id: number; leagueId: number; rulesOverrides: RulesOverrides | null };

// A profile stored before issue 48 has no crew size: it reads as 1 (storedRules).
export function rulesOfLeague(league: Pick<League, 'rulesProfile'>): RulesProfile {
  return storedRules(league.rulesProfile);
}

export async function saveLeagueRules(db: DbOrTx, league: League, profile: RulesProfile): Promise<void> {
  await db.update(leagues).set({ rulesProfile: profile, updatedAt: new Date() }).where(eq(leagues.id, league.id));
}

// Public reads find a division by id alone; its league then decides who may see it.
export async function divisionById(db: DbOrTx, id: number): Promise<RulesDivision | null> {
  const [row] = await db.select({ id: divisions.id, leagueId: divisions.leagueId, rulesOverrides: divisions.rulesOverrides }).from(divisions).where(eq(divisions.id, id)).limit(1);
  return row ?? null;
}

export async function saveDivisionRules(db: DbOrTx, division: RulesDivision, overrides: RulesOverrides | null): Promise<void> {
  await db.update(divisions).set({ rulesOverrides: overrides }).where(and(eq(divisions.id, division.id), eq(divisions.leagueId, division.leagueId)));
}
