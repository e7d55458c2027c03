import {
  FORMAT_PRESETS,
  GAME_DEFAULTS,
  LIMITS,
  type GameFormat,
  type GameStatus,
  type TimeoutType,
} from '@common/constants';
import type { GameDto } from '@common/schemas/games/dto';
import type { LeagueDto } from '@common/schemas/league';
import { fromLeagueInputValue, toLeagueInputValue } from '@client/lib/league-time';
import { ADMIN_TEXT } from './texts';

// The Create New Game and Edit Game forms as plain values, and the checks of spec 5 that turn
// them into request bodies. Pure, so the rules are unit-tested without a browser.

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

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

export type CreateGameValues = {
  homeTeamId: string;
  awayTeamId: string;
  refereeId: string;
  field: string;
  scheduledDate: string; // datetime-local, the league's wall clock
  gameFormat: GameFormat;
  periodDuration: string;
  timeoutsPerPeriod: string;
  timeoutType: TimeoutType;
  blitzesPerPeriod: string;
  autoTimeouts: boolean;
  timeoutDuration: string;
  halftimeDuration: string;
};

// Spec 2.4: the form starts from the league's settings; the game form offers at most 3 timeouts
// and 3 blitzes (spec 5), so a league default above that starts at 3.
export function createGameDefaults(league: LeagueDto | null): CreateGameValues {
  const format = league?.defaultGameFormat ?? GAME_DEFAULTS.gameFormat;
  return {
    homeTeamId: '',
    awayTeamId: '',
    refereeId: '',
    field: '',
    scheduledDate: '',
    gameFormat: format,
    periodDuration: String(league?.defaultPeriodDuration ?? FORMAT_PRESETS[format].periodDuration),
    timeoutsPerPeriod: String(clamp(league?.defaultTimeoutsPerPeriod ?? GAME_DEFAULTS.timeoutsPerPeriod, 0, LIMITS.gameFormTimeouts.max)),
    timeoutType: league?.timeoutType ?? GAME_DEFAULTS.timeoutType,
    blitzesPerPeriod: String(clamp(league?.defaultBlitzesPerPeriod ?? GAME_DEFAULTS.blitzesPerPeriod, 0, LIMITS.gameFormBlitzes.max)),
    autoTimeouts: league?.autoTimeouts ?? GAME_DEFAULTS.autoTimeouts,
    timeoutDuration: String(league?.timeoutDuration ?? GAME_DEFAULTS.timeoutDuration),
    halftimeDuration: String(league?.halftimeDuration ?? GAME_DEFAULTS.halftimeDuration),
  };
}

export type CreateGameRequest = {
  homeTeamId: number;
  awayTeamId: number;
  refereeId: number | null;
  field: string | null;
  scheduledDate: string;
  gameFormat: GameFormat;
  periodDuration: number;
  totalPeriods: number;
  timeoutsPerPeriod: number;
  timeoutType: TimeoutType;
  blitzesPerPeriod: number;
  autoTimeouts: boolean;
  timeoutDuration: number;
  halftimeDuration: number;
  leagueId: number | null;
};

const F = ADMIN_TEXT.gameFields;

// Spec 5 Create game: the required fields first, then different teams, then the limits.
export function buildCreateGameRequest(values: CreateGameValues, timeZone: string, leagueId: number | null): Checked<CreateGameRequest> {
  const scheduledDate = values.scheduledDate ? fromLeagueInputValue(values.scheduledDate, timeZone) : null;
  if (!values.homeTeamId || !values.awayTeamId || !scheduledDate) return { ok: false, message: ADMIN_TEXT.requiredFields };
  if (values.homeTeamId === values.awayTeamId) return { ok: false, message: ADMIN_TEXT.teamsMustDiffer };
  const period = wholeNumberIn(values.periodDuration, 'Period duration', LIMITS.periodDuration.min, LIMITS.periodDuration.max);
  if (!period.ok) return period;
  const timeouts = wholeNumberIn(values.timeoutsPerPeriod, F.timeoutsPerPeriod, LIMITS.gameFormTimeouts.min, LIMITS.gameFormTimeouts.max);
  if (!timeouts.ok) return timeouts;
  const blitzes = wholeNumberIn(values.blitzesPerPeriod, F.blitzesPerPeriod, LIMITS.gameFormBlitzes.min, LIMITS.gameFormBlitzes.max);
  if (!blitzes.ok) return blitzes;
  const timeoutDuration = wholeNumberIn(values.timeoutDuration, 'Timeout duration', LIMITS.timeoutDuration.min, LIMITS.timeoutDuration.max);
  if (!timeoutDuration.ok) return timeoutDuration;
  const halftime = wholeNumberIn(values.halftimeDuration, 'Halftime duration', LIMITS.halftimeDuration.min, LIMITS.halftimeDuration.max);
  if (!halftime.ok) return halftime;
  return {
    ok: true,
    value: {
      homeTeamId: Number(values.homeTeamId),
      awayTeamId: Number(values.awayTeamId),
      refereeId: values.refereeId ? Number(values.refereeId) : null,
      field: values.field.trim() || null,
      scheduledDate,
      gameFormat: values.gameFormat,
      periodDuration: period.value,
      totalPeriods: FORMAT_PRESETS[values.gameFormat].totalPeriods,
      timeoutsPerPeriod: timeouts.value,
      timeoutType: values.timeoutType,
      blitzesPerPeriod: blitzes.value,
      autoTimeouts: values.autoTimeouts,
      timeoutDuration: timeoutDuration.value,
      halftimeDuration: halftime.value,
      leagueId,
    },
  };
}

export type EditGameValues = {
  scheduledDate: string;
  field: string;
  refereeId: string;
  status: GameStatus;
  homeScore: string;
  awayScore: string;
};

export function editGameValues(game: GameDto, timeZone: string): EditGameValues {
  return {
    scheduledDate: toLeagueInputValue(game.scheduledDate, timeZone),
    field: game.field ?? '',
    refereeId: game.refereeId === null ? '' : String(game.refereeId),
    status: game.status,
    homeScore: String(game.homeScore),
    awayScore: String(game.awayScore),
  };
}

export type EditGameRequest = {
  scheduledDate?: string;
  field?: string | null;
  refereeId?: number | null;
  status?: GameStatus;
  homeScore?: number;
  awayScore?: number;
  version: number;
};

function score(text: string, label: string): Checked<number> {
  const value = Number(text.trim());
  if (text.trim() === '' || !Number.isInteger(value) || value < 0) return { ok: false, message: ADMIN_TEXT.scoreInvalid(label) };
  return { ok: true, value };
}

// Edit Game sends only what changed, with the version it was read at (a stale one answers 409).
export function buildEditGameRequest(game: GameDto, values: EditGameValues, timeZone: string): Checked<EditGameRequest> {
  const scheduledDate = fromLeagueInputValue(values.scheduledDate, timeZone);
  if (!scheduledDate) return { ok: false, message: ADMIN_TEXT.requiredFields };
  const homeScore = score(values.homeScore, F.homeScore);
  if (!homeScore.ok) return homeScore;
  const awayScore = score(values.awayScore, F.awayScore);
  if (!awayScore.ok) return awayScore;
  const request: EditGameRequest = { version: game.version };
  if (values.scheduledDate !== toLeagueInputValue(game.scheduledDate, timeZone)) request.scheduledDate = scheduledDate;
  const field = values.field.trim() || null;
  if (field !== game.field) request.field = field;
  const refereeId = values.refereeId ? Number(values.refereeId) : null;
  if (refereeId !== game.refereeId) request.refereeId = refereeId;
  if (values.status !== game.status) request.status = values.status;
  if (homeScore.value !== game.homeScore) request.homeScore = homeScore.value;
  if (awayScore.value !== game.awayScore) request.awayScore = awayScore.value;
  return { ok: true, value: request };
}
