import {
  DEFAULT_TIMEZONE,
  FORMAT_PRESETS,
  GAME_DEFAULTS,
  LIMITS,
  TIMEZONES,
  type GameFormat,
  type TimeoutType,
} from '@common/constants';
import type { LeagueDto } from '@common/schemas/league';
import { STANDINGS_DEFAULTS, TIEBREAKERS, type Tiebreaker } from '@common/standings/rank';
import { ADMIN_TEXT } from './texts';

// League Settings and the League Management form (spec 5) as plain values and their checks.

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

// Inputs hold text; this reads a whole number within limits, or explains why not.
export function wholeNumberIn(text: string, label: string, min: number, max: number): Checked<number> {
  const trimmed = text.trim();
  const value = Number(trimmed);
  if (trimmed === '' || !Number.isInteger(value) || value < min || value > max) {
    return { ok: false, message: ADMIN_TEXT.outOfRange(label, min, max) };
  }
  return { ok: true, value };
}

export type LeagueSettingsValues = {
  defaultGameFormat: GameFormat;
  defaultPeriodDuration: string;
  defaultTimeoutsPerPeriod: string;
  timeoutType: TimeoutType;
  defaultBlitzesPerPeriod: string;
  autoTimeouts: boolean;
  timeoutDuration: string;
  halftimeDuration: string;
  timezone: string;
  // one select per step, '' for none; the cap '' for none (issue 18)
  tiebreakers: string[];
  pointDifferentialCap: string;
};

export type LeagueSettingsRequest = {
  defaultGameFormat: GameFormat;
  defaultPeriodDuration: number;
  defaultTotalPeriods: number;
  defaultTimeoutsPerPeriod: number;
  timeoutType: TimeoutType;
  defaultBlitzesPerPeriod: number;
  autoTimeouts: boolean;
  timeoutDuration: number;
  halftimeDuration: number;
  timezone: string;
  standingsTiebreakers: Tiebreaker[];
  pointDifferentialCap: number | null;
};

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
  };
}

// The chosen steps in order (blank selects skipped), each once; a blank cap is no cap.
function standingsRequest(values: LeagueSettingsValues): Checked<Pick<LeagueSettingsRequest, 'standingsTiebreakers' | 'pointDifferentialCap'>> {
  const steps = values.tiebreakers.filter((step): step is Tiebreaker => (TIEBREAKERS as readonly string[]).includes(step));
  if (new Set(steps).size !== steps.length) return { ok: false, message: ADMIN_TEXT.tiebreakerTwice };
  if (values.pointDifferentialCap.trim() === '') return { ok: true, value: { standingsTiebreakers: steps, pointDifferentialCap: null } };
  const cap = wholeNumberIn(values.pointDifferentialCap, S.pointDifferentialCap, 1, 100);
  return cap.ok ? { ok: true, value: { standingsTiebreakers: steps, pointDifferentialCap: cap.value } } : cap;
}

// Spec 5: blank numeric settings fall back to 0 (and 0 is then held to the limits like any number).
function setting(text: string, label: string, min: number, max: number): Checked<number> {
  return wholeNumberIn(text.trim() === '' ? '0' : text, label, min, max);
}

const S = ADMIN_TEXT.settingsFields;

export function buildLeagueSettingsRequest(values: LeagueSettingsValues): Checked<LeagueSettingsRequest> {
  const period = setting(values.defaultPeriodDuration, 'Period duration', LIMITS.periodDuration.min, LIMITS.periodDuration.max);
  if (!period.ok) return period;
  const timeouts = setting(values.defaultTimeoutsPerPeriod, S.timeoutsPerPeriod, LIMITS.leagueTimeouts.min, LIMITS.leagueTimeouts.max);
  if (!timeouts.ok) return timeouts;
  const blitzes = setting(values.defaultBlitzesPerPeriod, S.blitzesPerPeriod, LIMITS.leagueBlitzes.min, LIMITS.leagueBlitzes.max);
  if (!blitzes.ok) return blitzes;
  const timeoutDuration = setting(values.timeoutDuration, 'Auto timeout duration', LIMITS.timeoutDuration.min, LIMITS.timeoutDuration.max);
  if (!timeoutDuration.ok) return timeoutDuration;
  const halftime = setting(values.halftimeDuration, 'Halftime duration', LIMITS.halftimeDuration.min, LIMITS.halftimeDuration.max);
  if (!halftime.ok) return halftime;
  const standings = standingsRequest(values);
  if (!standings.ok) return standings;
  return {
    ok: true,
    value: {
      ...standings.value,
      defaultGameFormat: values.defaultGameFormat,
      defaultPeriodDuration: period.value,
      defaultTotalPeriods: FORMAT_PRESETS[values.defaultGameFormat].totalPeriods,
      defaultTimeoutsPerPeriod: timeouts.value,
      timeoutType: values.timeoutType,
      defaultBlitzesPerPeriod: blitzes.value,
      autoTimeouts: values.autoTimeouts,
      timeoutDuration: timeoutDuration.value,
      halftimeDuration: halftime.value,
      timezone: values.timezone,
    },
  };
}

export function timezoneLabel(zone: string): string {
  return TIMEZONES.find((t) => t.value === zone)?.label ?? zone;
}

// Spec 5, applied while typing: lowercase, and any character outside a-z, 0-9 and hyphen becomes
// a hyphen. No trimming here, or a space typed between two words would vanish.
export function slugAsTyped(input: string): string {
  return input.toLowerCase().replace(/[^a-z0-9-]/g, '-');
}

export type LeagueValues = LeagueSettingsValues & { name: string; slug: string };

export function leagueValues(league: LeagueDto | null): LeagueValues {
  return { name: league?.name ?? '', slug: league?.slug ?? '', ...leagueSettingsValues(league) };
}

export type LeagueRequest = LeagueSettingsRequest & { name: string; slug?: string };

// Create League and Edit League: name required; a blank slug on create lets the server derive it from the name.
export function buildLeagueRequest(values: LeagueValues): Checked<LeagueRequest> {
  const name = values.name.trim();
  if (!name) return { ok: false, message: ADMIN_TEXT.leagueNameRequired };
  const settings = buildLeagueSettingsRequest(values);
  if (!settings.ok) return settings;
  const slug = slugAsTyped(values.slug.trim());
  return { ok: true, value: { name, ...(slug ? { slug } : {}), ...settings.value } };
}
