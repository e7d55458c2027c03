import { z } from 'zod';
import { FORMAT_PRESETS, GAME_FORMATS, LEAGUE_STATUSES, LIMITS, TIMEOUT_TYPES, TIMEZONES } from '../constants';
import type { GameFormat, LeagueStatus, TimeoutType } from '../constants';
import { CREW_LIMITS, CREW_POSITIONS, type CrewSettings } from '../crews/crew';
import { embedOriginsField } from '../embeds/embeds';
import { TIEBREAKERS, type Tiebreaker } from '../standings/rank';
import { rowId } from './base/ids';
import { patchBody } from './base/patch';

// GET /api/leagues/by-slug/:slug
export type LeagueDto = {
  id: number;
  name: string;
  slug: string;
  status: LeagueStatus;
  defaultGameFormat: GameFormat;
  defaultPeriodDuration: number;
  defaultTotalPeriods: number;
  defaultTimeoutsPerPeriod: number;
  defaultBlitzesPerPeriod: number;
  timeoutType: TimeoutType;
  autoTimeouts: boolean;
  timeoutDuration: number;
  halftimeDuration: number;
  timezone: string;
  standingsTiebreakers: Tiebreaker[];
  pointDifferentialCap: number | null;
  // issue 50: the sites that may frame the league's embeds (origins; empty: any https: site)
  embedOrigins: string[];
  createdAt: string;
} & CrewSettings;

// GET /api/leagues/by-slug (the lists on the not-found and suspended pages)
export type LeagueSummaryDto = { name: string; slug: string; status: LeagueStatus };

const intIn = (min: number, max: number) =>
  z.number({ error: 'must be a number' }).int('must be a whole number').min(min, `must be between ${min} and ${max}`).max(max, `must be between ${min} and ${max}`);

// Spec 5 League form and League Settings limits.
const leagueSettingsFields = {
  defaultGameFormat: z.enum(GAME_FORMATS),
  defaultPeriodDuration: intIn(LIMITS.periodDuration.min, LIMITS.periodDuration.max),
  defaultTotalPeriods: intIn(1, 4),
  defaultTimeoutsPerPeriod: intIn(LIMITS.leagueTimeouts.min, LIMITS.leagueTimeouts.max),
  defaultBlitzesPerPeriod: intIn(LIMITS.leagueBlitzes.min, LIMITS.leagueBlitzes.max),
  timeoutType: z.enum(TIMEOUT_TYPES),
  autoTimeouts: z.boolean(),
  timeoutDuration: intIn(LIMITS.timeoutDuration.min, LIMITS.timeoutDuration.max),
  halftimeDuration: intIn(LIMITS.halftimeDuration.min, LIMITS.halftimeDuration.max),
  timezone: z.enum(TIMEZONES.map((t) => t.value) as [string, ...string[]], { error: 'must be one of the offered time zones' }),
  // issue 18: known steps, each at most once (an empty list ranks ties by name)
  standingsTiebreakers: z
    .array(z.enum(TIEBREAKERS, { error: `must be one of ${TIEBREAKERS.join(', ')}` }), { error: 'must be a list of tiebreakers' })
    .refine((steps) => new Set(steps).size === steps.length, 'must not name a tiebreaker twice'),
  pointDifferentialCap: intIn(1, 100).nullable(),
  // issue 48: the referees' loop (common/crews/crew.ts)
  selfAssign: z.boolean({ error: 'must be true or false' }),
  maxGamesPerDay: intIn(CREW_LIMITS.maxGamesPerDay.min, CREW_LIMITS.maxGamesPerDay.max),
  restMinutes: intIn(CREW_LIMITS.restMinutes.min, CREW_LIMITS.restMinutes.max),
  autoDeclineHours: intIn(CREW_LIMITS.autoDeclineHours.min, CREW_LIMITS.autoDeclineHours.max),
  payRates: z
    .array(
      z
        .object({
          divisionId: rowId.nullable(),
          position: z.enum(CREW_POSITIONS, { error: `must be one of ${CREW_POSITIONS.join(', ')}` }),
          cents: intIn(CREW_LIMITS.rateCents.min, CREW_LIMITS.rateCents.max),
        })
        .strict(),
      { error: 'must be a list of pay rates' },
    )
    .max(CREW_LIMITS.payRates.max, `must have at most ${CREW_LIMITS.payRates.max} rates`)
    .refine((rates) => new Set(rates.map((r) => `${r.divisionId}:${r.position}`)).size === rates.length, 'must not name a division and position twice'),
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .refine((code) => /^[A-Z]{3}$/.test(code) && Intl.supportedValuesOf('currency').includes(code), 'must be an ISO 4217 currency code, such as USD'),
  // issue 50: the sites that may frame the embeds (common/embeds/embeds.ts)
  embedOrigins: embedOriginsField,
};

const leagueName = z.string().trim().min(1, 'is required').max(LIMITS.name.max, `must be at most ${LIMITS.name.max} characters`);

// The number of periods follows the format (labels exist for quarters and halves only).
function periodsMatchFormat(value: { defaultGameFormat?: string; defaultTotalPeriods?: number }): boolean {
  if (value.defaultGameFormat === undefined || value.defaultTotalPeriods === undefined) return true;
  return FORMAT_PRESETS[value.defaultGameFormat as keyof typeof FORMAT_PRESETS].totalPeriods === value.defaultTotalPeriods;
}
const periodsMessage = { message: 'Default total periods must be 4 for quarters and 2 for halves', path: ['defaultTotalPeriods'] };

const leagueSettings = z.object(leagueSettingsFields).partial();

export const createLeagueBody = leagueSettings
  .extend({ name: leagueName, slug: z.string().max(100).optional().nullable() })
  .strict()
  .refine(periodsMatchFormat, periodsMessage);

const leagueChanges = leagueSettings.extend({ name: leagueName.optional(), slug: z.string().max(100).optional() }).strict();
export const updateLeagueBody = patchBody(leagueChanges).refine(periodsMatchFormat, periodsMessage);

export const leagueStatusBody = z.object({ status: z.enum(LEAGUE_STATUSES) });
