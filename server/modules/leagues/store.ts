import { asc, eq } from 'drizzle-orm';
import type { LeagueDto, LeagueSummaryDto } from '../../../common/schemas/league';
import type { DbOrTx } from '../../db/client';
import type { League } from '../../db/rows';
import { leagues } from '../../db/schema';

export type { League };

export async function leagueBySlug(db: DbOrTx, slug: string): Promise<League | null> {
  const [row] = await db.select().from(leagues).where(eq(leagues.slug, slug.toLowerCase())).limit(1);
  return row ?? null;
}

export async function leagueById(db: DbOrTx, id: number): Promise<League | null> {
  const [row] = await db.select().from(leagues).where(eq(leagues.id, id)).limit(1);
  return row ?? null;
}

export async function firstLeague(db: DbOrTx): Promise<League | null> {
  const [row] = await db.select().from(leagues).orderBy(asc(leagues.id)).limit(1);
  return row ?? null;
}

export async function leagueSummaries(db: DbOrTx): Promise<LeagueSummaryDto[]> {
  return db
    .select({ name: leagues.name, slug: leagues.slug, status: leagues.status })
    .from(leagues)
    .orderBy(asc(leagues.name));
}

export function presentLeague(league: League): LeagueDto {
  return {
    id: league.id,
    name: league.name,
    slug: league.slug,
    status: league.status,
    defaultGameFormat: league.defaultGameFormat,
    defaultPeriodDuration: league.defaultPeriodDuration,
    defaultTotalPeriods: league.defaultTotalPeriods,
    defaultTimeoutsPerPeriod: league.defaultTimeoutsPerPeriod,
    defaultBlitzesPerPeriod: league.defaultBlitzesPerPeriod,
    timeoutType: league.timeoutType,
    autoTimeouts: league.autoTimeouts,
    timeoutDuration: league.timeoutDuration,
    halftimeDuration: league.halftimeDuration,
    timezone: league.timezone,
    standingsTiebreakers: league.standingsTiebreakers,
    pointDifferentialCap: league.pointDifferentialCap,
    selfAssign: league.selfAssign,
    maxGamesPerDay: league.maxGamesPerDay,
    restMinutes: league.restMinutes,
    autoDeclineHours: league.autoDeclineHours,
    payRates: league.payRates,
    currency: league.currency,
    embedOrigins: league.embedOrigins,
    createdAt: league.createdAt.toISOString(),
  };
}
