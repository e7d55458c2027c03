import { z } from 'zod';
import { CREW_DEFAULTS } from '@common/crews/crew';
import { DEFAULT_TIMEZONE, FORMAT_PRESETS, GAME_DEFAULTS, GAME_FORMATS, TIMEOUT_TYPES, TIMEZONES } from '@common/constants';
import { createLeagueBody, updateLeagueBody, type LeagueDto } from '@common/schemas/league';
import { STANDINGS_DEFAULTS, TIEBREAKERS, type Tiebreaker } from '@common/standings/rank';
import { requireFilled } from '@client/lib/form-errors';
import { checkAllowedSites, originsOfText, originsText } from '@client/features/embeds/allowed-sites';
import { EMBEDS_TEXT } from '@client/features/embeds/texts';
import { numberOf } from '@client/lib/form-values';
import { ADMIN_TEXT } from './texts';

// League Settings and the League Management form (spec 5): their values as the inputs hold them,
// and the zod schemas that check them and turn them into the request bodies the server parses with
// the same common/schemas rules (the error beside each field, the first one in the spec's toast).

const leagueSettingsValuesSchema = z.object({
  defaultGameFormat: z.enum(GAME_FORMATS),
  defaultPeriodDuration: z.string(),
  defaultTimeoutsPerPeriod: z.string(),
  timeoutType: z.enum(TIMEOUT_TYPES),
  defaultBlitzesPerPeriod: z.string(),
  autoTimeouts: z.boolean(),
  timeoutDuration: z.string(),
  halftimeDuration: z.string(),
  timezone: z.string(),
  // one select per step, '' for none; the cap '' for none (issue 18)
  tiebreakers: z.array(z.string()),
  pointDifferentialCap: z.string(),
  // issue 48: the referees' loop (League Settings alone sends them; pay rates: the pay page)
  selfAssign: z.boolean(),
  maxGamesPerDay: z.string(),
  restMinutes: z.string(),
  autoDeclineHours: z.string(),
  currency: z.string(),
  // issue 50: the sites that may show the league's embeds, one per line (League Settings alone sends them)
  embedOrigins: z.string(),
});

export type LeagueSettingsValues = z.input<typeof leagueSettingsValuesSchema>;

export function leagueSettingsValues(league: LeagueDto | null): LeagueSettingsValues {
  const format = league?.defaultGameFormat ?? GAME_DEFAULTS.gameFormat;
  return {
    defaultGameFormat: format,
    defaultPeriodDuration: String(league?.defaultPeriodDuration ?? FORMAT_PRESETS[format].periodDuration),
    defaultTimeoutsPerPeriod: String(league?.defaultTimeoutsPerPeriod ?? GAME_DEFAULTS.timeoutsPerPeriod),
    timeoutType: league?.timeoutType ?? GAME_DEFAULTS.timeoutType,
    defaultBlitzesPerPeriod: String(league?.defaultBlitzesPerPeriod ?? GAME_DEFAULTS.blitzesPerPeriod),
    autoTimeouts: league?.autoTimeouts ?? GAME_DEFAULTS.autoTimeouts,
    timeoutDuration: String(league?.timeoutDuration ?? GAME_DEFAULTS.timeoutDuration),
    halftimeDuration: String(league?.halftimeDuration ?? GAME_DEFAULTS.halftimeDuration),
    timezone: league?.timezone ?? DEFAULT_TIMEZONE,
    tiebreakers: TIEBREAKERS.map((_, index) => (league?.standingsTiebreakers ?? STANDINGS_DEFAULTS.tiebreakers)[index] ?? ''),
    pointDifferentialCap: String((league ? league.pointDifferentialCap : STANDINGS_DEFAULTS.pointDifferentialCap) ?? ''),
    selfAssign: league?.selfAssign ?? CREW_DEFAULTS.selfAssign,
    maxGamesPerDay: String(league?.maxGamesPerDay ?? CREW_DEFAULTS.maxGamesPerDay),
    restMinutes: String(league?.restMinutes ?? CREW_DEFAULTS.restMinutes),
    autoDeclineHours: String(league?.autoDeclineHours ?? CREW_DEFAULTS.autoDeclineHours),
    currency: league?.currency ?? CREW_DEFAULTS.currency,
    embedOrigins: originsText(league?.embedOrigins ?? []),
  };
}

// A step chosen twice is named beside the selects (the request's rule would name the list).
function eachTiebreakerOnce(values: { tiebreakers: string[] }, ctx: z.RefinementCtx): void {
  const steps = values.tiebreakers.filter((step) => step !== '');
  if (new Set(steps).size !== steps.length) ctx.addIssue({ code: 'custom', path: ['tiebreakers'], message: ADMIN_TEXT.tiebreakerTwice });
}

// Spec 5: blank numeric settings fall back to 0 (and 0 is then held to the limits like any number);
// the format sets the period count; the chosen steps in order, blank selects skipped; a blank cap is no cap.
function settingsRequest(values: z.output<typeof leagueSettingsValuesSchema>): z.input<typeof updateLeagueBody> {
  const cap = values.pointDifferentialCap.trim();
  return {
    defaultGameFormat: values.defaultGameFormat,
    defaultPeriodDuration: numberOf(values.defaultPeriodDuration),
    defaultTotalPeriods: FORMAT_PRESETS[values.defaultGameFormat].totalPeriods,
    defaultTimeoutsPerPeriod: numberOf(values.defaultTimeoutsPerPeriod),
    timeoutType: values.timeoutType,
    defaultBlitzesPerPeriod: numberOf(values.defaultBlitzesPerPeriod),
    autoTimeouts: values.autoTimeouts,
    timeoutDuration: numberOf(values.timeoutDuration),
    halftimeDuration: numberOf(values.halftimeDuration),
    timezone: values.timezone,
    standingsTiebreakers: values.tiebreakers.filter((step) => step !== '') as Tiebreaker[],
    pointDifferentialCap: cap === '' ? null : Number(cap),
  };
}

// The League Management form's values; League Settings shows the same form without name and address.
const leagueValuesSchema = leagueSettingsValuesSchema.extend({ name: z.string(), slug: z.string() });
export type LeagueValues = z.input<typeof leagueValuesSchema>;

// Issue 48: the referees' loop, on League Settings only (blank numbers are 0 like the others, then
// held to their limits; the currency as typed, which the request's rule upper-cases and checks).
function refereesRequest(values: z.output<typeof leagueSettingsValuesSchema>): Pick<z.input<typeof updateLeagueBody>, 'selfAssign' | 'maxGamesPerDay' | 'restMinutes' | 'autoDeclineHours' | 'currency'> {
  return {
    selfAssign: values.selfAssign,
    maxGamesPerDay: numberOf(values.maxGamesPerDay),
    restMinutes: numberOf(values.restMinutes),
    autoDeclineHours: numberOf(values.autoDeclineHours),
    currency: values.currency,
  };
}

// League Settings (spec 2.4): the league's defaults, the referees' settings (issue 48) and the sites
// that may show its embeds (issue 50: each refused line named).
export const leagueSettingsForm = leagueValuesSchema
  .superRefine(eachTiebreakerOnce)
  .superRefine(checkAllowedSites<LeagueValues>('embedOrigins'))
  .transform((values): z.input<typeof updateLeagueBody> => ({ ...settingsRequest(values), ...refereesRequest(values), embedOrigins: originsOfText(values.embedOrigins) }))
  .pipe(updateLeagueBody);
export type LeagueSettingsRequest = z.output<typeof leagueSettingsForm>;

export function timezoneLabel(zone: string): string {
  return TIMEZONES.find((t) => t.value === zone)?.label ?? zone;
}

// Spec 5, applied while typing: lowercase, and any character outside a-z, 0-9 and hyphen becomes
// a hyphen. No trimming here, or a space typed between two words would vanish.
export function slugAsTyped(input: string): string {
  return input.toLowerCase().replace(/[^a-z0-9-]/g, '-');
}


const S = ADMIN_TEXT.settingsFields;

// The label each field's error follows in the toast ('Period Duration (minutes) must be between 1 and 30').
export const LEAGUE_FIELD_LABELS: Record<keyof LeagueValues, string> = {
  name: ADMIN_TEXT.leagueFields.name,
  slug: ADMIN_TEXT.leagueFields.slug,
  defaultGameFormat: S.gameFormat,
  defaultPeriodDuration: S.periodDuration,
  defaultTimeoutsPerPeriod: S.timeoutsPerPeriod,
  timeoutType: S.timeoutType,
  defaultBlitzesPerPeriod: S.blitzesPerPeriod,
  autoTimeouts: S.autoTimeouts,
  timeoutDuration: S.timeoutDuration,
  halftimeDuration: S.halftimeDuration,
  timezone: S.timezone,
  tiebreakers: S.standingsHeading,
  pointDifferentialCap: S.pointDifferentialCap,
  selfAssign: S.selfAssign,
  maxGamesPerDay: S.maxGamesPerDay,
  restMinutes: S.restMinutes,
  autoDeclineHours: S.autoDeclineHours,
  currency: S.currency,
  embedOrigins: EMBEDS_TEXT.sitesLabel,
};

export function leagueValues(league: LeagueDto | null): LeagueValues {
  return { name: league?.name ?? '', slug: league?.slug ?? '', ...leagueSettingsValues(league) };
}


// Create League and Edit League: name required; a blank slug on create lets the server derive it
// from the name (and on edit keeps the address).
export const leagueForm = leagueValuesSchema
  .superRefine(requireFilled<LeagueValues>(ADMIN_TEXT.leagueNameRequired, { text: ['name'] }))
  .superRefine(eachTiebreakerOnce)
  .transform((values): z.input<typeof createLeagueBody> => {
    const slug = slugAsTyped(values.slug.trim());
    return { name: values.name, ...(slug ? { slug } : {}), ...settingsRequest(values) };
  })
  .pipe(createLeagueBody);
export type LeagueRequest = z.output<typeof leagueForm>;
