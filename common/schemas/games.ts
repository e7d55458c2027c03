// Spec 3 (Game, Game event), 5 and 7 (Games, Live push channel): the games API contract, shared by
// the server's routes and the client's forms, queries and live socket.
import { z } from 'zod';
import {
  FORMAT_PRESETS,
  GAME_FORMATS,
  GAME_STATUSES,
  LIMITS,
  TIMEOUT_TYPES,
  type GameFormat,
  type GameStatus,
  type TimeoutType,
} from '../constants';
import { SCORING_PLAYS, type ScoringPlay } from '../game-rules/scoring-plays';
import { SIDES, type Side } from '../game-rules/state';
import { rowId } from './ids';

// The server's own texts for games (the engine's live-action texts are in common/game-rules/texts.ts).
export const GAMES_TEXT = {
  // spec 5, exact
  requiredFields: 'Please fill in all required fields',
  teamsMustDiffer: 'Home and away teams must be different',
  invalidDeleteId: 'Cannot delete game with invalid ID',
  gameNotFound: 'Game not found',
  homeTeamNotFound: 'Home team not found in this league',
  awayTeamNotFound: 'Away team not found in this league',
  refereeNotFound: 'Referee not found in this league',
  refereeRole: 'The referee must be an approved referee or admin of this league',
  fieldNotFound: (name: string) => `"${name}" is not a field of this league. Add it under Manage Fields first.`,
  periodsMatchFormat: 'Total periods must be 4 for quarters and 2 for halves',
  staleVersion: 'This game was changed by someone else in the meantime. Review the current values and try again.',
  badIfMatch: 'If-Match must be the game version, a whole number',
  badTappedAt: 'Tapped-At must be an instant in milliseconds since 1970 (a whole number)',
  badIdempotencyKey: 'Idempotency-Key must be 1 to 200 visible characters',
  refereeFieldsOnly: (fields: string[]) =>
    `Only an admin can change ${fields.join(', ')}. Referees change the live game values only.`,
  refereeStatusOnly: 'Referees can only start a game; ask an admin to set another status',
  eventTeam: "Team must be one of this game's two teams",
  eventPeriod: (total: number) => `Period must be a whole number from 1 to ${total}`,
  eventTime: (maxSeconds: number) => `Time remaining must be a whole number of seconds from 0 to ${maxSeconds}`,
} as const;

// 'is required' when absent, 'must be a number' when something else was sent
const numberError = { error: (issue: { input?: unknown }) => (issue.input === undefined ? 'is required' : 'must be a number') };

const intIn = (min: number, max: number) =>
  z
    .number(numberError)
    .int('must be a whole number')
    .min(min, `must be between ${min} and ${max}`)
    .max(max, `must be between ${min} and ${max}`);

// Not in the spec: a scheduled date outside these years is a typo (0001-01-01, 20266-...), refused by
// the games API and by the schedule import alike. Judged on the date as written (the league's wall date).
export const SCHEDULE_YEARS = { min: 2000, max: 2100 } as const;
export const SCHEDULE_RANGE_TEXT = `must be between ${SCHEDULE_YEARS.min}-01-01 and ${SCHEDULE_YEARS.max}-12-31`;
export function isScheduleYear(year: number): boolean {
  return year >= SCHEDULE_YEARS.min && year <= SCHEDULE_YEARS.max;
}

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
export const updateGameStateBody = z
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
  ],
  { error: 'must be one of the game actions (startGame, startClock, stopClock, resetClock, adjustTime, setTimeRemaining, nextPeriod, setPeriod, setStatus, addScore, scoringPlay, setScore, setDown, callTimeout, endTimeout, callBlitz, setTimeoutsUsed, setBlitzesUsed)' },
);

export const GAME_EVENT_TYPES = ['score', 'timeout', 'blitz', 'period_start'] as const;
export type GameEventType = (typeof GAME_EVENT_TYPES)[number];

// POST /api/games/:id/events (spec 7): a manual entry in the game's log; it changes no score.
export const createGameEventBody = z
  .object({
    period: z.number(numberError),
    timeRemaining: z.number(numberError),
    eventType: z.enum(GAME_EVENT_TYPES, { error: 'must be score, timeout, blitz or period_start' }),
    teamId: rowId.nullable().optional(),
    points: z.number(numberError).int('must be a whole number').min(-99, 'must be between -99 and 99').max(99, 'must be between -99 and 99').nullable().optional(),
    description: z.string({ error: 'must be text' }).trim().max(500, 'must be at most 500 characters').nullable().optional(),
  })
  .strict();

export const gameListQuery = z.object({
  status: z.enum(GAME_STATUSES, { error: 'must be scheduled, live, completed or cancelled' }).optional(),
});

// Spec 3 Game, with the derived clock values at serverNow (architecture rule 4).
export type GameDto = {
  id: number;
  leagueId: number;
  homeTeamId: number;
  awayTeamId: number;
  homeTeam: { name: string; color: string };
  awayTeam: { name: string; color: string };
  refereeId: number | null;
  referee: { firstName: string | null; lastName: string | null } | null;
  field: string | null;
  scheduledDate: string;
  status: GameStatus;
  gameFormat: GameFormat;
  periodDuration: number;
  totalPeriods: number;
  timeoutsPerPeriod: number;
  timeoutType: TimeoutType;
  blitzesPerPeriod: number;
  autoTimeouts: boolean;
  timeoutDuration: number;
  halftimeDuration: number;
  homeScore: number;
  awayScore: number;
  currentPeriod: number;
  periodLabel: string;
  timeRemaining: number; // whole seconds, rounded up, derived at serverNow
  isClockRunning: boolean;
  currentDown: number;
  homeTimeoutsUsed: number;
  awayTimeoutsUsed: number;
  homeBlitzesUsed: number;
  awayBlitzesUsed: number;
  homeTimeoutsRemaining: number;
  awayTimeoutsRemaining: number;
  homeBlitzesRemaining: number;
  awayBlitzesRemaining: number;
  isTimeoutActive: boolean;
  timeoutTeam: Side | null;
  timeoutTimeRemaining: number | null;
  isHalftimeActive: boolean;
  halftimeTimeRemaining: number | null;
  // The engine's stored instants (epoch ms), settled at serverNow, so the client can run
  // deriveView(gameStateOfDto(game), estimatedServerNow) between responses.
  clock: {
    timeRemainingMs: number;
    clockStartedAt: number | null;
    timeoutEndsAt: number | null;
    timeoutResumesClock: boolean;
    halftimeEndsAt: number | null;
  };
  version: number;
  serverNow: number; // epoch ms at which the derived values hold
};

// Spec 3 Game event; `team` says which side teamId is.
export type GameEventDto = {
  id: number;
  gameId: number;
  period: number;
  timeRemaining: number;
  eventType: GameEventType;
  teamId: number | null;
  team: Side | null;
  points: number | null;
  description: string | null;
  // issue 18: the scoring play and jersey of a score event (null for a bare +1/+6/-1), and the
  // game's score right after it (null for an entry that changed no score)
  play: ScoringPlay | null;
  jersey: string | null;
  homeScore: number | null;
  awayScore: number | null;
  createdAt: string;
};

// A refusal of the games API: every non-2xx body. `title` where the spec has one ('Timeout not
// allowed', 'Blitz not allowed'); `game` with a stale-version 409, the current game.
export type GameErrorBody = { message: string; title?: string; game?: GameDto };

// --- Live push channel (/ws), spec 7 and docs/decisions/016-live-push.md ---

export const LIVE_LIMITS = {
  maxMessageBytes: 4096,
  maxSubscriptions: 20,
} as const;

export const leagueChannel = (slug: string) => `league:${slug}`;
export const gameChannel = (gameId: number) => `game:${gameId}`;

export const liveClientMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('subscribe'), channel: z.string().max(120) }),
  z.object({ type: z.literal('unsubscribe'), channel: z.string().max(120) }),
  z.object({ type: z.literal('ping') }),
]);
export type LiveClientMessage = z.output<typeof liveClientMessage>;

// receivedAt: the server's clock (epoch ms) when it received the write that caused the message;
// null for a push the server made by itself (a timeout or halftime ending, the clock reaching 0).
// What anyone may see of a game: the public lists and the (public) league channel leave out the referee.
export type PublicGameDto = Omit<GameDto, 'refereeId' | 'referee'>;

// gameUpdated carries the full game on a game channel and the public game on a league channel.
export type LiveServerMessage =
  | { type: 'gameUpdated'; data: (GameDto | PublicGameDto) & { receivedAt: number | null } }
  | { type: 'eventCreated'; data: { gameId: number; event: GameEventDto; receivedAt: number | null } }
  | { type: 'gameDeleted'; data: { gameId: number; leagueId: number; receivedAt: number | null } }
  | { type: 'subscribed'; data: { channel: string } }
  | { type: 'unsubscribed'; data: { channel: string } }
  | { type: 'pong'; data: { serverNow: number } }
  | { type: 'error'; data: { message: string; channel?: string } };

export const LIVE_TEXT = {
  notJson: 'Messages must be JSON objects like {"type":"subscribe","channel":"league:demo"}',
  unknownMessage: 'Unknown message; send subscribe, unsubscribe or ping',
  unknownChannel: 'Channels are league:<slug> or game:<id>',
  tooManySubscriptions: `At most ${LIVE_LIMITS.maxSubscriptions} subscriptions per connection`,
  signInRequired: 'Sign in as a referee or admin of this league to follow a game',
  leagueNotFound: 'League not found',
  leagueSuspended: 'This league is suspended',
  gameNotFound: 'Game not found',
  notSubscribed: 'Not subscribed to that channel',
} as const;
