// Spec 5 and 7: the request bodies and queries of the games API, parsed by the server's routes and
// the client's game form.
import { z } from 'zod';
import { FORMAT_PRESETS, GAME_FORMATS, GAME_STATUSES, LIMITS, TIMEOUT_TYPES, type GameFormat } from '../../constants';
import { SCORING_PLAYS } from '../../game-rules/scoring-plays';
import { isScheduleYear, LAST_SCHEDULE_DATE, SCHEDULE_YEARS } from '../../schedule/dates';
import { SIDES } from '../../game-rules/state';
import { rowId, rowIdText } from '../base/ids';
import { patchBody } from '../base/patch';
import { MANUAL_EVENT_TYPES } from './dto';
import { GAMES_TEXT } from './texts';

// 'is required' when absent, 'must be a number' when something else was sent
const numberError = { error: (issue: { input?: unknown }) => (issue.input === undefined ? 'is required' : 'must be a number') };

const intIn = (min: number, max: number) =>
  z
    .number(numberError)
    .int('must be a whole number')
    .min(min, `must be between ${min} and ${max}`)
    .max(max, `must be between ${min} and ${max}`);

// a kickoff, like every date a request carries, is in the schedule years (common/schedule/dates.ts)
export const SCHEDULE_RANGE_TEXT = `must be between ${SCHEDULE_YEARS.min}-01-01 and ${LAST_SCHEDULE_DATE}`;

const isoDateTime = z.iso
  .datetime({ offset: true, error: 'must be an ISO date and time, like 2026-05-02T14:00:00Z' })
  .refine((value) => isScheduleYear(Number(value.slice(0, 4))), SCHEDULE_RANGE_TEXT);

const fieldName = z
  .string({ error: 'must be text' })
  .trim()
  .max(LIMITS.name.max, `must be at most ${LIMITS.name.max} characters`)
  .transform((v) => (v === '' ? null : v));

// A plain number; the engine checks whole numbers and ranges with its own texts.
const engineNumber = z.number(numberError);

// spec 5: the three fields the Create New Game form requires; checked before the rest so the
// answer is the form's own text.
export function missingRequiredGameFields(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return true;
  const record = body as Record<string, unknown>;
  return ['homeTeamId', 'awayTeamId', 'scheduledDate'].some((key) => record[key] === undefined || record[key] === null || record[key] === '');
}

export function periodsMatchFormat(value: { gameFormat?: GameFormat; totalPeriods?: number }): boolean {
  if (value.gameFormat === undefined || value.totalPeriods === undefined) return true;
  return FORMAT_PRESETS[value.gameFormat].totalPeriods === value.totalPeriods;
}

// A game's settings as a form or the season builder may send them (limits of spec 5 and 9).
export const gameSettingsFields = {
  gameFormat: z.enum(GAME_FORMATS).optional(),
  periodDuration: intIn(LIMITS.periodDuration.min, LIMITS.periodDuration.max).optional(),
  totalPeriods: intIn(1, 4).optional(),
  timeoutsPerPeriod: intIn(LIMITS.gameFormTimeouts.min, LIMITS.gameFormTimeouts.max).optional(),
  timeoutType: z.enum(TIMEOUT_TYPES).optional(),
  blitzesPerPeriod: intIn(LIMITS.gameFormBlitzes.min, LIMITS.gameFormBlitzes.max).optional(),
  autoTimeouts: z.boolean({ error: 'must be true or false' }).optional(),
  timeoutDuration: intIn(LIMITS.timeoutDuration.min, LIMITS.timeoutDuration.max).optional(),
  halftimeDuration: intIn(LIMITS.halftimeDuration.min, LIMITS.halftimeDuration.max).optional(),
};

// POST /api/games (spec 7). Settings left out come from the league's defaults; limits of spec 5 and 9.
export const createGameBody = z
  .object({
    homeTeamId: rowId,
    awayTeamId: rowId,
    refereeId: rowId.nullable().optional(),
    field: fieldName.nullable().optional(),
    scheduledDate: isoDateTime,
    ...gameSettingsFields,
    leagueId: rowId.nullable().optional(),
  })
  .strict()
  .refine(periodsMatchFormat, { message: GAMES_TEXT.periodsMatchFormat, path: ['totalPeriods'] });
export type CreateGameBody = z.output<typeof createGameBody>;
// The game settings a body may set (the rest come from the league): the season builder's too.
export type GameSettingsBody = Pick<CreateGameBody, keyof typeof gameSettingsFields>;

// The fields a referee may change through PATCH /api/games/:id/state; the rest are the admin's.
export const LIVE_STATE_FIELDS = [
  'status',
  'homeScore',
  'awayScore',
  'isClockRunning',
  'timeRemaining',
  'currentPeriod',
  'currentDown',
  'homeTimeoutsUsed',
  'awayTimeoutsUsed',
  'homeBlitzesUsed',
  'awayBlitzesUsed',
] as const;

// PATCH /api/games/:id/state (spec 7): partial absolute values. `version` (or If-Match) makes the
// edit conditional: a stale one answers 409 with the current game.
const gameStateChanges = z
  .object({
    scheduledDate: isoDateTime,
    field: fieldName.nullable(),
    homeTeamId: rowId,
    awayTeamId: rowId,
    refereeId: rowId.nullable(),
    status: z.enum(GAME_STATUSES, { error: 'must be scheduled, live, completed or cancelled' }),
    homeScore: engineNumber,
    awayScore: engineNumber,
    isClockRunning: z.boolean({ error: 'must be true or false' }),
    timeRemaining: engineNumber,
    currentPeriod: engineNumber,
    currentDown: engineNumber,
    homeTimeoutsUsed: engineNumber,
    awayTimeoutsUsed: engineNumber,
    homeBlitzesUsed: engineNumber,
    awayBlitzesUsed: engineNumber,
    version: z.number(numberError).int('must be a whole number').min(0),
  })
  .partial()
  .strict();
export const updateGameStateBody = patchBody(gameStateChanges);
export type UpdateGameStateBody = z.output<typeof updateGameStateBody>;

const side = z.enum(SIDES, { error: 'must be home or away' });
export const teamSideBody = z.object({ team: side });

// POST /api/games/:id/actions: one of the engine's GameAction values (common/game-rules/action-types.ts).
export const gameActionBody = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('startGame') }),
    z.object({ type: z.literal('startClock') }),
    z.object({ type: z.literal('stopClock') }),
    z.object({ type: z.literal('resetClock') }),
    z.object({ type: z.literal('adjustTime'), deltaSeconds: engineNumber }),
    z.object({ type: z.literal('setTimeRemaining'), seconds: engineNumber }),
    z.object({ type: z.literal('nextPeriod') }),
    z.object({ type: z.literal('setPeriod'), period: engineNumber }),
    z.object({ type: z.literal('setStatus'), status: z.enum(GAME_STATUSES, { error: 'must be scheduled, live, completed or cancelled' }) }),
    z.object({ type: z.literal('addScore'), team: side, delta: engineNumber }),
    // issue 18; the engine checks the jersey (1-3 digits) with its own text
    z.object({
      type: z.literal('scoringPlay'),
      team: side,
      play: z.enum(SCORING_PLAYS, { error: 'must be touchdown, pat1, pat2, safety or patReturn' }),
      jersey: z.string({ error: 'must be text (1 to 3 digits)' }).nullable().optional(),
    }),
    z.object({ type: z.literal('setScore'), team: side, value: engineNumber }),
    z.object({ type: z.literal('setDown'), down: engineNumber }),
    z.object({ type: z.literal('callTimeout'), team: side }),
    z.object({ type: z.literal('endTimeout') }),
    z.object({ type: z.literal('callBlitz'), team: side }),
    z.object({ type: z.literal('setTimeoutsUsed'), team: side, count: engineNumber }),
    z.object({ type: z.literal('setBlitzesUsed'), team: side, count: engineNumber }),
    // issue 37
    z.object({ type: z.literal('endGame'), reason: z.literal('mercy', { error: 'must be mercy' }) }),
    z.object({ type: z.literal('forfeit'), team: side }),
    z.object({ type: z.literal('undo'), eventId: rowId }),
    // issue 36
    z.object({ type: z.literal('endOvertimeRound') }),
  ],
  { error: 'must be one of the game actions (startGame, startClock, stopClock, resetClock, adjustTime, setTimeRemaining, nextPeriod, setPeriod, setStatus, addScore, scoringPlay, setScore, setDown, callTimeout, endTimeout, callBlitz, setTimeoutsUsed, setBlitzesUsed, endGame, forfeit, undo, endOvertimeRound)' },
);

// POST /api/games/:id/events (spec 7): a manual entry in the game's log; it changes no score.
export const createGameEventBody = z
  .object({
    period: z.number(numberError),
    timeRemaining: z.number(numberError),
    eventType: z.enum(MANUAL_EVENT_TYPES, { error: 'must be score, timeout, blitz or period_start' }),
    teamId: rowId.nullable().optional(),
    points: z.number(numberError).int('must be a whole number').min(-99, 'must be between -99 and 99').max(99, 'must be between -99 and 99').nullable().optional(),
    description: z.string({ error: 'must be text' }).trim().max(500, 'must be at most 500 characters').nullable().optional(),
  })
  .strict();

export const gameListQuery = z.object({
  status: z.enum(GAME_STATUSES, { error: 'must be scheduled, live, completed or cancelled' }).optional(),
  // issue 34: the games between two teams of this division
  divisionId: rowIdText.optional(),
});
