// POST /api/leagues (spec 5) and the WordPress endpoint's league: a new league with the format's
// preset filling what the form left out.
import type { z } from 'zod';
import { CREW_DEFAULTS } from '../../../common/crews/crew';
import { FORMAT_PRESETS, GAME_DEFAULTS, DEFAULT_TIMEZONE } from '../../../common/constants';
import type { createLeagueBody } from '../../../common/schemas/league';
import { normalizeSlug, slugProblem, SLUG_PROBLEM_TEXT } from '../../../common/slug';
import { STANDINGS_DEFAULTS } from '../../../common/standings/rank';
import { audit, auditTarget, type AuditBy } from '../../auth/audit';
import type { DbOrTx } from '../../db/client';
import { badRequest, conflictOnUnique } from '../../http/errors';
import { insertLeague } from './admin-store';
import type { League } from './store';

export const LEAGUE_TEXT = {
  slugTaken: (slug: string) => `The league address "${slug}" is already taken`,
  superAdminFields: 'Only a super admin can rename a league or change its address',
  payRateDivision: (id: number) => `payRates: division ${id} is not one of this league's divisions`,
} as const;

// Spec 5: the slug is lowercased and other characters become hyphens; then it must be usable.
export function checkedSlug(input: string): string {
  const slug = normalizeSlug(input);
  const problem = slugProblem(slug);
  if (problem) throw badRequest(SLUG_PROBLEM_TEXT[problem]);
  return slug;
}

export function rethrowSlugTaken(slug: string): (err: unknown) => never {
  return conflictOnUnique(LEAGUE_TEXT.slugTaken(slug));
}

// A league's settings with the format's preset filling what the form left out.
function settingsFor(body: z.output<typeof createLeagueBody>) {
  const format = body.defaultGameFormat ?? GAME_DEFAULTS.gameFormat;
  return {
    defaultGameFormat: format,
    defaultPeriodDuration: body.defaultPeriodDuration ?? FORMAT_PRESETS[format].periodDuration,
    defaultTotalPeriods: body.defaultTotalPeriods ?? FORMAT_PRESETS[format].totalPeriods,
    defaultTimeoutsPerPeriod: body.defaultTimeoutsPerPeriod ?? GAME_DEFAULTS.timeoutsPerPeriod,
    defaultBlitzesPerPeriod: body.defaultBlitzesPerPeriod ?? GAME_DEFAULTS.blitzesPerPeriod,
    timeoutType: body.timeoutType ?? GAME_DEFAULTS.timeoutType,
    autoTimeouts: body.autoTimeouts ?? GAME_DEFAULTS.autoTimeouts,
    timeoutDuration: body.timeoutDuration ?? GAME_DEFAULTS.timeoutDuration,
    halftimeDuration: body.halftimeDuration ?? GAME_DEFAULTS.halftimeDuration,
    timezone: body.timezone ?? DEFAULT_TIMEZONE,
    standingsTiebreakers: body.standingsTiebreakers ?? STANDINGS_DEFAULTS.tiebreakers,
    pointDifferentialCap: body.pointDifferentialCap === undefined ? STANDINGS_DEFAULTS.pointDifferentialCap : body.pointDifferentialCap,
    selfAssign: body.selfAssign ?? CREW_DEFAULTS.selfAssign,
    maxGamesPerDay: body.maxGamesPerDay ?? CREW_DEFAULTS.maxGamesPerDay,
    restMinutes: body.restMinutes ?? CREW_DEFAULTS.restMinutes,
    autoDeclineHours: body.autoDeclineHours ?? CREW_DEFAULTS.autoDeclineHours,
    // a new league has no divisions yet: only the league's default rates
    payRates: (body.payRates ?? CREW_DEFAULTS.payRates).filter((rate) => rate.divisionId === null),
    currency: body.currency ?? CREW_DEFAULTS.currency,
    embedOrigins: body.embedOrigins ?? [],
  };
}

// In the caller's transaction: the WordPress endpoint creates the league's first admin with it.
export async function createLeague(db: DbOrTx, by: AuditBy, body: z.output<typeof createLeagueBody>): Promise<League> {
  const slug = checkedSlug(body.slug?.trim() ? body.slug : body.name);
  const league = await insertLeague(db, { name: body.name, slug, ...settingsFor(body) }).catch(rethrowSlugTaken(slug));
  await audit(db, by, 'league.create', auditTarget.league(league), { slug });
  return league;
}
