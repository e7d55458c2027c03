import { z } from 'zod';
import { FORMAT_PRESETS, GAME_DEFAULTS, GAME_FORMATS, GAME_STATUSES, LIMITS, TIMEOUT_TYPES, type GameFormat, type GameStatus, type TimeoutType } from '@common/constants';
import type { GameDto } from '@common/schemas/games/dto';
import { createGameBody, updateGameStateBody } from '@common/schemas/games/requests';
import { GAMES_TEXT } from '@common/schemas/games/texts';
import type { LeagueDto } from '@common/schemas/league';
import { numberOf } from '@client/lib/form-values';
import { fromLeagueInputValue, toLeagueInputValue } from '@client/lib/league-time';

// The Create New Game and Edit Game forms: their values as the inputs hold them, and the zod
// schemas that check them (spec 5) and turn them into the request bodies the server parses with the
// same common/schemas rules. Pure, so the rules are unit-tested without a browser.

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

const idOf = (text: string) => (text ? Number(text) : null);

const createGameValues = z.object({
  homeTeamId: z.string(),
  awayTeamId: z.string(),
  refereeId: z.string(),
  field: z.string(),
  scheduledDate: z.string(),
  gameFormat: z.enum(GAME_FORMATS),
  periodDuration: z.string(),
  timeoutsPerPeriod: z.string(),
  timeoutType: z.enum(TIMEOUT_TYPES),
  blitzesPerPeriod: z.string(),
  autoTimeouts: z.boolean(),
  timeoutDuration: z.string(),
  halftimeDuration: z.string(),
});

// Spec 5 Create game: the required fields (each marked), then different teams; the request's own
// rules (createGameBody, the server's) hold the settings to their limits.
export function createGameForm(timeZone: string, leagueId: number | null) {
  return createGameValues
    .superRefine((values, ctx) => {
      const missing = { homeTeamId: !values.homeTeamId, awayTeamId: !values.awayTeamId, scheduledDate: !fromLeagueInputValue(values.scheduledDate, timeZone) };
      for (const [path, isMissing] of Object.entries(missing)) if (isMissing) ctx.addIssue({ code: 'custom', path: [path], message: GAMES_TEXT.requiredFields });
      if (values.homeTeamId && values.homeTeamId === values.awayTeamId) ctx.addIssue({ code: 'custom', path: ['awayTeamId'], message: GAMES_TEXT.teamsMustDiffer });
    })
    .transform((values): z.input<typeof createGameBody> => ({
      homeTeamId: Number(values.homeTeamId),
      awayTeamId: Number(values.awayTeamId),
      refereeId: idOf(values.refereeId),
      field: values.field.trim() || null,
      scheduledDate: fromLeagueInputValue(values.scheduledDate, timeZone) ?? '',
      gameFormat: values.gameFormat,
      periodDuration: numberOf(values.periodDuration),
      totalPeriods: FORMAT_PRESETS[values.gameFormat].totalPeriods,
      timeoutsPerPeriod: numberOf(values.timeoutsPerPeriod),
      timeoutType: values.timeoutType,
      blitzesPerPeriod: numberOf(values.blitzesPerPeriod),
      autoTimeouts: values.autoTimeouts,
      timeoutDuration: numberOf(values.timeoutDuration),
      halftimeDuration: numberOf(values.halftimeDuration),
      leagueId,
    }))
    .pipe(createGameBody);
}
export type CreateGameRequest = z.output<ReturnType<typeof createGameForm>>;

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

// Spec 5: scores never go below 0 (the engine's rule; checked here so the field says so).
const score = z.string().trim().regex(/^\d+$/, 'must be a whole number of 0 or more');

const editGameValuesSchema = z.object({
  scheduledDate: z.string(),
  field: z.string(),
  refereeId: z.string(),
  status: z.enum(GAME_STATUSES),
  homeScore: score,
  awayScore: score,
});

// Edit Game sends only what changed, with the version it was read at (a stale one answers 409).
export function editGameForm(game: GameDto, timeZone: string) {
  return editGameValuesSchema
    .superRefine((values, ctx) => {
      if (!fromLeagueInputValue(values.scheduledDate, timeZone)) ctx.addIssue({ code: 'custom', path: ['scheduledDate'], message: GAMES_TEXT.requiredFields });
    })
    .transform((values): z.input<typeof updateGameStateBody> => {
      const field = values.field.trim() || null;
      const refereeId = idOf(values.refereeId);
      const [homeScore, awayScore] = [Number(values.homeScore), Number(values.awayScore)];
      return {
        version: game.version,
        ...(values.scheduledDate === toLeagueInputValue(game.scheduledDate, timeZone) ? {} : { scheduledDate: fromLeagueInputValue(values.scheduledDate, timeZone) ?? '' }),
        ...(field === game.field ? {} : { field }),
        ...(refereeId === game.refereeId ? {} : { refereeId }),
        ...(values.status === game.status ? {} : { status: values.status }),
        ...(homeScore === game.homeScore ? {} : { homeScore }),
        ...(awayScore === game.awayScore ? {} : { awayScore }),
      };
    })
    .pipe(updateGameStateBody);
}
export type EditGameRequest = z.output<ReturnType<typeof editGameForm>>;
