import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { GameFormat, GameStatus, LeagueStatus, TimeoutType } from '../../common/constants';
import type { RulesOverrides, RulesProfile } from '../../common/game-rules/rules-profile';
import type { ScoringPlay } from '../../common/game-rules/scoring-plays';
import type { EventRevert } from '../../common/game-rules/action-types';
import type { EndReason, GameEventType } from '../../common/game-rules/state';
import type { Role } from '../../common/roles';
import type { BracketFormat, BracketSideFeed } from '../../common/brackets/bracket';
import type { CrewPosition, CrewStatus, PayRate } from '../../common/crews/crew';
import type { WebhookEvent, WebhookState } from '../../common/schemas/webhooks';
import type { FieldCondition, ReportIncident, ReportState } from '../../common/crews/report';
import type { CoachRole, PlayerStatus, ResultAnswer, ResultStatus, RulingDecision } from '../../common/rosters/roster';
import type { Overtime } from '../../common/game-rules/state';
import type { PushMessage } from '../../common/schemas/push';
import type { Tiebreaker } from '../../common/standings/rank';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const leagues = pgTable(
  'leagues',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    status: text('status').$type<LeagueStatus>().notNull().default('active'),
    defaultGameFormat: text('default_game_format').$type<GameFormat>().notNull().default('quarters'),
    defaultPeriodDuration: integer('default_period_duration').notNull().default(15),
    defaultTotalPeriods: integer('default_total_periods').notNull().default(4),
    defaultTimeoutsPerPeriod: integer('default_timeouts_per_period').notNull().default(2),
    defaultBlitzesPerPeriod: integer('default_blitzes_per_period').notNull().default(0),
    timeoutType: text('timeout_type').$type<TimeoutType>().notNull().default('per_period'),
    autoTimeouts: boolean('auto_timeouts').notNull().default(true),
    timeoutDuration: integer('timeout_duration').notNull().default(60),
    halftimeDuration: integer('halftime_duration').notNull().default(300),
    timezone: text('timezone').notNull().default('America/New_York'),
    // standings (issue 18): the tiebreak steps in order, and the per-game cap of the point differential (null: none)
    standingsTiebreakers: jsonb('standings_tiebreakers').$type<Tiebreaker[]>().notNull().default(['headToHead', 'pointDifferential', 'pointsAllowed']),
    pointDifferentialCap: integer('point_differential_cap').default(14),
    // issue 37: the league's rules profile; null until an admin sets one (DEFAULT_RULES)
    rulesProfile: jsonb('rules_profile').$type<RulesProfile>(),
    // issue 48: the referees' loop (common/crews/crew.ts: CREW_DEFAULTS)
    selfAssign: boolean('self_assign').notNull().default(false),
    maxGamesPerDay: integer('max_games_per_day').notNull().default(4),
    restMinutes: integer('rest_minutes').notNull().default(0),
    autoDeclineHours: integer('auto_decline_hours').notNull().default(72),
    payRates: jsonb('pay_rates').$type<PayRate[]>().notNull().default([]),
    currency: text('currency').notNull().default('USD'),
    // issue 49: the hours after the final in which a coach may protest it (common/rosters/result.ts)
    protestHours: integer('protest_hours').notNull().default(24),
    // issue 50: the sites that may frame the league's embeds (origins; empty: any https: site)
    embedOrigins: jsonb('embed_origins').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('leagues_slug_unique').on(t.slug),
    check('leagues_status_check', sql`${t.status} in ('active', 'suspended', 'archived')`),
  ],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    email: text('email'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    role: text('role').$type<Role>().notNull(),
    // null only for super admins, who belong to no league
    leagueId: integer('league_id').references(() => leagues.id, { onDelete: 'cascade' }),
    // the secret of a referee's private calendar feed URL (issue 18, decision 029); null until asked for
    calendarToken: text('calendar_token'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_username_lower_unique').on(sql`lower(${t.username})`),
    uniqueIndex('users_calendar_token_unique').on(t.calendarToken),
    index('users_league_idx').on(t.leagueId),
    check(
      'users_role_check',
      sql`${t.role} in ('super_admin', 'admin', 'referee', 'pending', 'fan', 'parent', 'coach')`,
    ),
    check('users_league_check', sql`(${t.role} = 'super_admin') or (${t.leagueId} is not null)`),
  ],
);

// Only the HMAC of the session id is stored (architecture rule 8).
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
    ipAddress: text('ip_address'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

// Issue 34: a league's age divisions. They share the league's fields and referees; a team is in at
// most one. A division that still has teams is not deleted (the route says how many; the key refuses too).
export const divisions = pgTable(
  'divisions',
  {
    id: serial('id').primaryKey(),
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    // issue 37: the fields of the league's rules profile this division overrides (null: none)
    rulesOverrides: jsonb('rules_overrides').$type<RulesOverrides>(),
    // issue 49: the day from which only the admin changes its rosters (null: never locked), whether
    // public pages name its players (else numbers only), and an instructional division's scores,
    // standings, stats and predictions kept off every public page
    rosterLockDate: date('roster_lock_date', { mode: 'string' }),
    publicPlayerNames: boolean('public_player_names').notNull().default(true),
    instructional: boolean('instructional').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('divisions_league_name_unique').on(t.leagueId, sql`lower(${t.name})`)],
);

// Issue 34: a league's seasons. A game's season is derived from its kickoff's date in league time,
// never stored (decision 039); seasons of one league never overlap (checked under the league's lock).
export const seasons = pgTable(
  'seasons',
  {
    id: serial('id').primaryKey(),
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('seasons_league_idx').on(t.leagueId, t.startDate),
    check('seasons_dates_ordered', sql`${t.startDate} <= ${t.endDate}`),
  ],
);

export const teams = pgTable(
  'teams',
  {
    id: serial('id').primaryKey(),
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    divisionId: integer('division_id').references(() => divisions.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    color: text('color').notNull().default('#FF4500'),
    icon: text('icon').notNull().default('fa-users'),
    createdAt: createdAt(),
  },
  // Names are unique within a division (no division counts as one), so two divisions may each have a "Red Hawks".
  (t) => [
    uniqueIndex('teams_league_division_name_unique').on(t.leagueId, sql`coalesce(${t.divisionId}, 0)`, sql`lower(${t.name})`),
    index('teams_division_idx').on(t.divisionId),
  ],
);

export const fields = pgTable(
  'fields',
  {
    id: serial('id').primaryKey(),
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    location: text('location'),
    surface: text('surface'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('fields_league_name_unique').on(t.leagueId, sql`lower(${t.name})`)],
);

// Issue 36: a league's playoff brackets (docs/decisions/046-brackets.md); its games are rows of
// `games` (bracket_id), deleted with it.
export const brackets = pgTable(
  'brackets',
  {
    id: serial('id').primaryKey(),
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    format: text('format').$type<BracketFormat>().notNull(),
    divisionId: integer('division_id').references(() => divisions.id, { onDelete: 'set null' }),
    seasonId: integer('season_id').references(() => seasons.id, { onDelete: 'set null' }),
    thirdPlace: boolean('third_place').notNull().default(false),
    // the teams in seed order: the bracket's layout (seeds, byes) is rebuilt from them and the format
    seedTeamIds: jsonb('seed_team_ids').$type<number[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('brackets_league_idx').on(t.leagueId), check('brackets_format_check', sql`${t.format} in ('single', 'double')`)],
);

// The clock is derived (architecture rule 4): time_remaining_ms holds the time at clock_started_at,
// a null clock_started_at means the clock is stopped. Timeouts and halftime store their end instants.
export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    // Sports Connect match id: the import's upsert key within the league
    externalId: text('external_id'),
    // null only in a bracket game whose side waits on an earlier game (issue 36)
    homeTeamId: integer('home_team_id').references(() => teams.id, { onDelete: 'restrict' }),
    awayTeamId: integer('away_team_id').references(() => teams.id, { onDelete: 'restrict' }),
    refereeId: integer('referee_id').references(() => users.id, { onDelete: 'set null' }),
    field: text('field'),
    scheduledDate: timestamp('scheduled_date', { withTimezone: true }).notNull(),
    status: text('status').$type<GameStatus>().notNull().default('scheduled'),
    gameFormat: text('game_format').$type<GameFormat>().notNull().default('quarters'),
    periodDuration: integer('period_duration').notNull().default(15),
    totalPeriods: integer('total_periods').notNull().default(4),
    timeoutsPerPeriod: integer('timeouts_per_period').notNull().default(2),
    timeoutType: text('timeout_type').$type<TimeoutType>().notNull().default('per_period'),
    blitzesPerPeriod: integer('blitzes_per_period').notNull().default(0),
    autoTimeouts: boolean('auto_timeouts').notNull().default(true),
    timeoutDuration: integer('timeout_duration').notNull().default(60),
    halftimeDuration: integer('halftime_duration').notNull().default(300),
    homeScore: integer('home_score').notNull().default(0),
    awayScore: integer('away_score').notNull().default(0),
    currentPeriod: integer('current_period').notNull().default(1),
    timeRemainingMs: integer('time_remaining_ms').notNull().default(900000),
    clockStartedAt: timestamp('clock_started_at', { withTimezone: true, precision: 3 }),
    currentDown: integer('current_down').notNull().default(1),
    homeTimeoutsUsed: integer('home_timeouts_used').notNull().default(0),
    awayTimeoutsUsed: integer('away_timeouts_used').notNull().default(0),
    homeBlitzesUsed: integer('home_blitzes_used').notNull().default(0),
    awayBlitzesUsed: integer('away_blitzes_used').notNull().default(0),
    timeoutTeam: text('timeout_team').$type<'home' | 'away'>(),
    timeoutEndsAt: timestamp('timeout_ends_at', { withTimezone: true, precision: 3 }),
    // whether the clock was running when the timeout was called, so an auto-ending timeout resumes it
    timeoutResumesClock: boolean('timeout_resumes_clock').notNull().default(false),
    halftimeEndsAt: timestamp('halftime_ends_at', { withTimezone: true, precision: 3 }),
    // issue 37: the last half whose two-minute warning stopped the clock (0: none yet)
    twoMinuteWarningHalf: integer('two_minute_warning_half').notNull().default(0),
    // the instant of the last write that changed the clock (status, period, time, timeout,
    // halftime): a tap queued offline never lands before it (decision 023)
    clockChangedAt: timestamp('clock_changed_at', { withTimezone: true, precision: 3 }),
    // the calendar feeds' SEQUENCE (issue 18): raised when the game moves (kickoff or field)
    calendarSequence: integer('calendar_sequence').notNull().default(0),
    // issue 37: the rules profile read when the game started (null while scheduled: it follows its
    // league and division), and why it ended early
    rules: jsonb('rules').$type<RulesProfile>(),
    endReason: text('end_reason').$type<EndReason>(),
    // issue 36: a bracket's game (null: a regular-season game), its key (W1-1, L2-1, 3P, GF, GF2),
    // round and round name, the earlier games its sides wait on (with the screens' "Winner of ..."),
    // and, in overtime, the round and the sides that have had their try in it
    bracketId: integer('bracket_id').references(() => brackets.id, { onDelete: 'cascade' }),
    bracketKey: text('bracket_key'),
    bracketRound: integer('bracket_round'),
    bracketRoundName: text('bracket_round_name'),
    homeFrom: jsonb('home_from').$type<BracketSideFeed>(),
    awayFrom: jsonb('away_from').$type<BracketSideFeed>(),
    overtime: jsonb('overtime').$type<Overtime>(),
    version: integer('version').notNull().default(0),
    // issue 49: a player the admin let play off both rosters (the check-in's override), and the
    // final's standing with the coaches (null: not completed)
    rosterFlag: boolean('roster_flag').notNull().default(false),
    resultStatus: text('result_status').$type<ResultStatus>(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('games_bracket_key_unique').on(t.bracketId, t.bracketKey),
    check('games_teams_known', sql`${t.bracketId} is not null or (${t.homeTeamId} is not null and ${t.awayTeamId} is not null)`),
    index('games_league_status_idx').on(t.leagueId, t.status, t.scheduledDate),
    uniqueIndex('games_league_external_unique').on(t.leagueId, t.externalId),
    index('games_home_team_idx').on(t.homeTeamId),
    index('games_away_team_idx').on(t.awayTeamId),
    check('games_status_check', sql`${t.status} in ('scheduled', 'live', 'completed', 'cancelled')`),
    check('games_scores_check', sql`${t.homeScore} >= 0 and ${t.awayScore} >= 0`),
    check('games_down_check', sql`${t.currentDown} between 1 and 4`),
    check('games_teams_differ', sql`${t.homeTeamId} <> ${t.awayTeamId}`),
    check('games_result_status_check', sql`${t.resultStatus} in ('provisional', 'final', 'protested')`),
  ],
);

// Issue 19: the dates a referee marked unavailable; the season builder gives them no game then.
export const refereeUnavailableDates = pgTable(
  'referee_unavailable_dates',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.date] })],
);

export const gameEvents = pgTable(
  'game_events',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    period: integer('period').notNull(),
    timeRemaining: integer('time_remaining').notNull(),
    eventType: text('event_type').$type<GameEventType>().notNull(),
    teamId: integer('team_id').references(() => teams.id, { onDelete: 'set null' }),
    points: integer('points'),
    description: text('description'),
    // issue 18: a score event's scoring play (null for a bare +1/+6/-1 or a hand-written entry), the
    // scorer's jersey, and the game's score right after it (null when the event changed no score)
    play: text('play').$type<ScoringPlay>(),
    jersey: text('jersey'),
    homeScore: integer('home_score'),
    awayScore: integer('away_score'),
    // issue 37: an undo names the event it undoes; the undone event is kept and marked. `revert`
    // holds what an undo of this event puts back (the engine's inverse), null for what cannot be undone.
    undoes: integer('undoes'),
    undone: boolean('undone').notNull().default(false),
    revert: jsonb('revert').$type<EventRevert>(),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('game_events_game_idx').on(t.gameId, t.createdAt)],
);

export const fanProfiles = pgTable(
  'fan_profiles',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    displayName: text('display_name').notNull(),
    profileImageUrl: text('profile_image_url'),
    totalPoints: integer('total_points').notNull().default(0),
    favoriteTeamId: integer('favorite_team_id').references(() => teams.id, { onDelete: 'set null' }),
    notificationPreferences: jsonb('notification_preferences')
      .$type<{ gameReminders: boolean; scoreUpdates: boolean; teamNews: boolean; email: boolean; push: boolean }>()
      .notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('fan_profiles_user_league_unique').on(t.userId, t.leagueId)],
);

export const predictions = pgTable(
  'predictions',
  {
    id: serial('id').primaryKey(),
    fanProfileId: integer('fan_profile_id')
      .notNull()
      .references(() => fanProfiles.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    predictedWinnerId: integer('predicted_winner_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    confidence: integer('confidence').notNull().default(50),
    predictedHomeScore: integer('predicted_home_score').notNull(),
    predictedAwayScore: integer('predicted_away_score').notNull(),
    isCorrect: boolean('is_correct'),
    points: integer('points').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('predictions_fan_game_unique').on(t.fanProfileId, t.gameId),
    index('predictions_game_idx').on(t.gameId),
    check('predictions_confidence_check', sql`${t.confidence} between 1 and 100`),
  ],
);

// Unlocked achievements; the catalog (title, description, points) lives in common/.
export const achievements = pgTable(
  'achievements',
  {
    id: serial('id').primaryKey(),
    fanProfileId: integer('fan_profile_id')
      .notNull()
      .references(() => fanProfiles.id, { onDelete: 'cascade' }),
    achievementKey: text('achievement_key').notNull(),
    unlockedAt: timestamp('unlocked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('achievements_fan_key_unique').on(t.fanProfileId, t.achievementKey)],
);

export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    keyId: text('key_id').notNull(),
    name: text('name').notNull(),
    secretHash: text('secret_hash').notNull(),
    lastFour: text('last_four').notNull(),
    permissions: text('permissions').array().$type<('read' | 'write')[]>().notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    lastUsed: timestamp('last_used', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('api_keys_key_id_unique').on(t.keyId)],
);

export const importRuns = pgTable(
  'import_runs',
  {
    id: serial('id').primaryKey(),
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    fileName: text('file_name'),
    rowCount: integer('row_count').notNull().default(0),
    result: jsonb('result').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('import_runs_league_idx').on(t.leagueId, t.createdAt)],
);

// Who did what, kept when the actor or the league is gone (no foreign keys on purpose).
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorUserId: integer('actor_user_id'),
    actorApiKeyId: text('actor_api_key_id'),
    leagueId: integer('league_id'),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    details: jsonb('details'),
    ipAddress: text('ip_address'),
  },
  (t) => [index('audit_log_league_idx').on(t.leagueId, t.at)],
);

// Issue 46: the timeline of every change to a game, written by the games' one door in the change's
// transaction: who (a user, an API key or the system with its reason), through which door, when, and
// each field before and after. Append-only (a trigger refuses UPDATE and DELETE) and kept when the
// game or the league is gone, like the audit log (no foreign keys on purpose).
export const gameHistory = pgTable(
  'game_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    gameId: integer('game_id').notNull(),
    leagueId: integer('league_id').notNull(),
    at: timestamp('at', { withTimezone: true, precision: 3 }).notNull(),
    actorType: text('actor_type').$type<'user' | 'api-key' | 'system'>().notNull(),
    actorId: text('actor_id'),
    actorName: text('actor_name').notNull(),
    reason: text('reason'),
    via: text('via').notNull(),
    changes: jsonb('changes').$type<Record<string, [unknown, unknown]>>().notNull(),
    eventId: integer('event_id'),
  },
  (t) => [index('game_history_game_idx').on(t.gameId, t.id), index('game_history_league_idx').on(t.leagueId, t.at), check('game_history_actor_check', sql`${t.actorType} in ('user', 'api-key', 'system')`)],
);

// Remembered answers for retried writes that carry an Idempotency-Key.
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').notNull(),
    // SHA-256 of the request body: the same key with another body is refused (422), not replayed.
    // Null on keys stored before it was kept.
    requestHash: text('request_hash'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('idempotency_scope_key_unique').on(t.scope, t.key)],
);

// The sign-in throttle's counters when the app runs on PostgreSQL, so every instance counts against
// one budget; on the embedded database (one process) they stay in memory (decision 005).
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_reset_idx').on(t.resetAt)],
);

// Issue 38: a browser's Web Push subscription (no account), following teams of one league. The
// endpoint is the push service's address for that browser; the same endpoint again replaces it.
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    endpoint: text('endpoint').notNull(),
    // the browser's P-256 public key and auth secret (base64url), for the payload's encryption
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    // failed pushes in a row (issue 45): the third deletes the subscription; a push sent resets it
    failures: integer('failures').notNull().default(0),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_unique').on(t.endpoint), index('push_subscriptions_league_idx').on(t.leagueId)],
);

export const pushSubscriptionTeams = pgTable(
  'push_subscription_teams',
  {
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.subscriptionId, t.teamId] }), index('push_subscription_teams_team_idx').on(t.teamId)],
);

// What a game write left to send its teams' followers, written in the write's transaction and sent
// after the commit (decision 048). No foreign key to the game: a deleted game is announced too.
export const pushOutbox = pgTable('push_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  gameId: integer('game_id').notNull(),
  homeTeamId: integer('home_team_id').notNull(),
  awayTeamId: integer('away_team_id').notNull(),
  // the payload: { type, gameId, title, body, url }
  message: jsonb('message').$type<PushMessage>().notNull(),
  createdAt: createdAt(),
});

// A score push's 30 s window per game and subscription: the first change goes at once and opens the
// window; later changes wait in `pending` (the latest one kept) and go as one when it ends.
export const pushScoreWindows = pgTable(
  'push_score_windows',
  {
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    gameId: integer('game_id').notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true, precision: 3 }).notNull(),
    pending: jsonb('pending').$type<PushMessage>(),
  },
  (t) => [primaryKey({ columns: [t.subscriptionId, t.gameId] }), index('push_score_windows_due_idx').on(t.endsAt)],
);

// A push that failed and waits for its retry (issue 45, decision 056): its due time, not a wait in
// the sender, so it holds up no other push; kept here, it survives a restart and is taken by one
// instance (`for update skip locked`). `attempt` counts the tries already made.
export const pushRetries = pgTable(
  'push_retries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    message: jsonb('message').$type<PushMessage>().notNull(),
    attempt: integer('attempt').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [index('push_retries_due_idx').on(t.dueAt), index('push_retries_subscription_idx').on(t.subscriptionId)],
);

// The mail outbox (issue 47, decision 061): one row per message, written in the transaction of the
// change that causes it, sent after the commit by one instance (`for update skip locked`). `state`:
// queued (waiting for `next_attempt_at`), sending (claimed, its lease ends at `next_attempt_at`),
// sent, failed (`last_error` says why), no_server (no SMTP_URL when it was taken). `attempts` counts
// the tries begun, and fences a late answer of a try whose lease ran out.
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    leagueId: integer('league_id').references(() => leagues.id, { onDelete: 'set null' }),
    toAddress: text('to_address').notNull(),
    kind: text('kind').notNull(),
    // the display name of the sender when MAIL_FROM is not set (the league's name)
    fromName: text('from_name').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    state: text('state').$type<'queued' | 'sending' | 'sent' | 'failed' | 'no_server'>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true, precision: 3 }),
    // the announcement it carries (issue 47), for its history's counts
    announcementId: integer('announcement_id').references((): AnyPgColumn => announcements.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('mail_outbox_announcement_idx').on(t.announcementId).where(sql`${t.announcementId} is not null`),
    index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.state} in ('queued', 'sending')`),
    index('mail_outbox_created_idx').on(t.createdAt, t.id),
    check('mail_outbox_state_check', sql`${t.state} in ('queued', 'sending', 'sent', 'failed', 'no_server')`),
  ],
);

// An address that asked for no more of one kind of mail of a league (RFC 8058 one-click, decision
// 061); league_id 0 stands for mail of no league. Addresses are kept in lower case.
export const mailUnsubscribes = pgTable(
  'mail_unsubscribes',
  {
    address: text('address').notNull(),
    kind: text('kind').notNull(),
    leagueId: integer('league_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.address, t.kind, t.leagueId] })],
);

// A follow of teams by email (issue 47, decision 062): no account; a row exists only once the link
// mailed to the address was opened and its page's button POSTed (`confirmedAt`: the last such
// confirmation). One row per address and league (lower case); its teams below. `kinds`: what it is sent (kickoff, score,
// final, moved, cancelled, reminder, news). A new request for a confirmed follow waits in
// `mail_follow_requests` until its own link is confirmed: nobody changes another's follow.
export const mailFollows = pgTable(
  'mail_follows',
  {
    id: serial('id').primaryKey(),
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    kinds: jsonb('kinds').$type<string[]>().notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, precision: 3 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('mail_follows_league_address_unique').on(t.leagueId, t.address)],
);

export const mailFollowTeams = pgTable(
  'mail_follow_teams',
  {
    followId: integer('follow_id')
      .notNull()
      .references(() => mailFollows.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.followId, t.teamId] }), index('mail_follow_teams_team_idx').on(t.teamId)],
);

// A follow asked for and not yet confirmed: what it asks (teams, kinds), the hash of its link's
// token, and when the link stops working.
export const mailFollowRequests = pgTable(
  'mail_follow_requests',
  {
    id: serial('id').primaryKey(),
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    teamIds: jsonb('team_ids').$type<number[]>().notNull(),
    kinds: jsonb('kinds').$type<string[]>().notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, precision: 3 }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('mail_follow_requests_token_unique').on(t.tokenHash), index('mail_follow_requests_expires_idx').on(t.expiresAt)],
);

// A game's score mail window (issue 47): at most one score mail per game per 30 s; a score within
// the window sets `pending`, and the window's end mails the score then standing.
export const mailScoreWindows = pgTable(
  'mail_score_windows',
  {
    gameId: integer('game_id').primaryKey(),
    endsAt: timestamp('ends_at', { withTimezone: true, precision: 3 }).notNull(),
    pending: boolean('pending').notNull().default(false),
  },
  (t) => [index('mail_score_windows_due_idx').on(t.endsAt)],
);

// The evening-before reminders of a league for one day (its date in league time, YYYY-MM-DD): the
// instance that inserts the row queues them, so they go out once.
export const mailReminderDays = pgTable(
  'mail_reminder_days',
  {
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.leagueId, t.day] })],
);

// An announcement (issue 47): what was sent, to whom (the audience as asked, the counts as sent), by
// whom. Its mail rows name it (`mail_outbox.announcement_id`), so the history counts queued, sent and
// failed from the outbox.
export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    audience: jsonb('audience').$type<Record<string, unknown>>().notNull(),
    emailCount: integer('email_count').notNull(),
    pushCount: integer('push_count').notNull(),
    sentByUserId: integer('sent_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    sentByName: text('sent_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('announcements_league_idx').on(t.leagueId, t.createdAt)],
);

// A viewer's password reset waiting for its mailed link (issue 47): the new password's hash, kept
// until the link's page is POSTed within 30 minutes; the old password works until then.
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    passwordHash: text('password_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, precision: 3 }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_resets_token_unique').on(t.tokenHash), index('password_resets_user_idx').on(t.userId)],
);

// Issue 48: a game's crew, a row per position that has ever been offered or opened. The `referee`
// position's official is also games.referee_id (the one who runs the console; the crews module keeps
// the two in step through the games' door). An offered or accepted position holds its official's slot.
export const gameCrew = pgTable(
  'game_crew',
  {
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    position: text('position').$type<CrewPosition>().notNull(),
    // declined: the official who said no (the position is open again)
    refereeId: integer('referee_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').$type<CrewStatus>().notNull().default('open'),
    offeredAt: timestamp('offered_at', { withTimezone: true, precision: 3 }),
    answeredAt: timestamp('answered_at', { withTimezone: true, precision: 3 }),
    arrivedAt: timestamp('arrived_at', { withTimezone: true, precision: 3 }),
    remindedAt: timestamp('reminded_at', { withTimezone: true, precision: 3 }),
    declineReason: text('decline_reason'),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.gameId, t.position] }),
    index('game_crew_referee_idx').on(t.refereeId, t.status),
    index('game_crew_league_idx').on(t.leagueId, t.status),
    check('game_crew_position_check', sql`${t.position} in ('referee', 'second', 'line')`),
    check('game_crew_status_check', sql`${t.status} in ('offered', 'accepted', 'declined', 'open')`),
  ],
);

// Issue 48: the report of a completed game by its referee; approved ones count for the standings'
// sportsmanship and for pay.
export const gameReports = pgTable(
  'game_reports',
  {
    gameId: integer('game_id')
      .primaryKey()
      .references(() => games.id, { onDelete: 'cascade' }),
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    sportsmanshipHome: integer('sportsmanship_home').notNull(),
    sportsmanshipAway: integer('sportsmanship_away').notNull(),
    incidents: jsonb('incidents').$type<ReportIncident[]>().notNull().default([]),
    noShows: jsonb('no_shows').$type<CrewPosition[]>().notNull().default([]),
    fieldCondition: text('field_condition').$type<FieldCondition>().notNull(),
    privateNote: text('private_note'),
    state: text('state').$type<ReportState>().notNull().default('submitted'),
    submittedAt: timestamp('submitted_at', { withTimezone: true, precision: 3 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull(),
    reviewedById: integer('reviewed_by_id').references(() => users.id, { onDelete: 'set null' }),
    reviewedByName: text('reviewed_by_name'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true, precision: 3 }),
    returnReason: text('return_reason'),
  },
  (t) => [
    index('game_reports_league_idx').on(t.leagueId, t.state),
    check('game_reports_sportsmanship_check', sql`${t.sportsmanshipHome} between 0 and 5 and ${t.sportsmanshipAway} between 0 and 5`),
    check('game_reports_state_check', sql`${t.state} in ('submitted', 'approved', 'returned')`),
    check('game_reports_field_check', sql`${t.fieldCondition} in ('good', 'fair', 'poor')`),
  ],
);

// Issue 48: a game the admin marked as played without the console (pay needs a console that ran, or this).
export const gamesPlayedOffConsole = pgTable('games_played_off_console', {
  gameId: integer('game_id')
    .primaryKey()
    .references(() => games.id, { onDelete: 'cascade' }),
  leagueId: integer('league_id')
    .notNull()
    .references(() => leagues.id, { onDelete: 'cascade' }),
  byUserId: integer('by_user_id').references(() => users.id, { onDelete: 'set null' }),
  byName: text('by_name').notNull(),
  note: text('note'),
  at: timestamp('at', { withTimezone: true, precision: 3 }).notNull(),
});

// Issue 48: the Game day board's alert (no arrived referee 15 minutes before kickoff), mailed to the
// league's admins once per game.
export const gameDayAlerts = pgTable('game_day_alerts', {
  gameId: integer('game_id')
    .primaryKey()
    .references(() => games.id, { onDelete: 'cascade' }),
  leagueId: integer('league_id')
    .notNull()
    .references(() => leagues.id, { onDelete: 'cascade' }),
  sentAt: timestamp('sent_at', { withTimezone: true, precision: 3 }).notNull(),
});

// Issue 49: a team's coaches (any account: a coach's, or a referee's who also coaches), head or assistant.
export const teamCoaches = pgTable(
  'team_coaches',
  {
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    coachRole: text('coach_role').$type<CoachRole>().notNull().default('head'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.userId] }), index('team_coaches_user_idx').on(t.userId), check('team_coaches_role_check', sql`${t.coachRole} in ('head', 'assistant')`)],
);

// Issue 49: a coach's invitation, mailed as a link (the token's HMAC stored), valid 7 days, used once.
export const coachInvitations = pgTable(
  'coach_invitations',
  {
    id: serial('id').primaryKey(),
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    coachRole: text('coach_role').$type<CoachRole>().notNull().default('head'),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, precision: 3 }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    invitedById: integer('invited_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('coach_invitations_token_unique').on(t.tokenHash), index('coach_invitations_team_idx').on(t.teamId)],
);

// Issue 49: a team's roster. A dropped player leaves the roster but stays in the games he played (his
// check-ins). `importKey`: who he is in the league's roster export (names and birth date), the import's upsert key.
export const players = pgTable(
  'players',
  {
    id: serial('id').primaryKey(),
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    jerseyNumber: integer('jersey_number'),
    birthDate: date('birth_date', { mode: 'string' }),
    guardianEmail: text('guardian_email'),
    status: text('status').$type<PlayerStatus>().notNull().default('active'),
    importKey: text('import_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('players_team_idx').on(t.teamId, t.status),
    uniqueIndex('players_team_jersey_unique').on(t.teamId, t.jerseyNumber).where(sql`${t.status} = 'active' and ${t.jerseyNumber} is not null`),
    uniqueIndex('players_league_import_unique').on(t.leagueId, t.importKey),
    check('players_jersey_check', sql`${t.jerseyNumber} between 0 and 99`),
    check('players_status_check', sql`${t.status} in ('active', 'dropped')`),
  ],
);

// Issue 49: who the referee (or the admin, overriding) marked present at a game.
export const gameCheckins = pgTable(
  'game_checkins',
  {
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    // the player's team when checked in (null: on neither team's roster, let in by the admin's override)
    teamId: integer('team_id').references(() => teams.id, { onDelete: 'set null' }),
    override: boolean('override').notNull().default(false),
    byUserId: integer('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    byName: text('by_name').notNull(),
    at: timestamp('at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.playerId] })],
);

// Issue 49: each team's answer to a final (agreed or protested), once per team.
export const gameResultAnswers = pgTable(
  'game_result_answers',
  {
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    side: text('side').$type<'home' | 'away'>().notNull(),
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    answer: text('answer').$type<ResultAnswer>().notNull(),
    reason: text('reason'),
    byUserId: integer('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    byName: text('by_name').notNull(),
    at: timestamp('at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.side] }), check('game_result_answers_side_check', sql`${t.side} in ('home', 'away')`), check('game_result_answers_answer_check', sql`${t.answer} in ('agreed', 'protested')`)],
);

// Issue 49: the admin's ruling on a protested final.
export const gameRulings = pgTable(
  'game_rulings',
  {
    gameId: integer('game_id')
      .primaryKey()
      .references(() => games.id, { onDelete: 'cascade' }),
    leagueId: integer('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    decision: text('decision').$type<RulingDecision>().notNull(),
    homeScore: integer('home_score'),
    awayScore: integer('away_score'),
    note: text('note').notNull(),
    byUserId: integer('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    byName: text('by_name').notNull(),
    at: timestamp('at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [check('game_rulings_decision_check', sql`${t.decision} in ('upheld', 'denied')`)],
);

// Issue 50 (decision 085): an API key's webhooks. `secret` signs each delivery (Standard Webhooks,
// whsec_ and base64); it is answered once, at the create. `league_ids` null: every league. `state`:
// active, paused (by the super admin), disabled (by the server, after failing for 3 days since
// `failing_since`; the super admin is told).
export const webhooks = pgTable(
  'webhooks',
  {
    id: serial('id').primaryKey(),
    apiKeyId: integer('api_key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    events: text('events').array().$type<WebhookEvent[]>().notNull(),
    leagueIds: integer('league_ids').array(),
    secret: text('secret').notNull(),
    state: text('state').$type<WebhookState>().notNull().default('active'),
    failingSince: timestamp('failing_since', { withTimezone: true, precision: 3 }),
    disabledAt: timestamp('disabled_at', { withTimezone: true, precision: 3 }),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('webhooks_api_key_idx').on(t.apiKeyId), check('webhooks_state_check', sql`${t.state} in ('active', 'paused', 'disabled')`)],
);

// One event to one webhook, written in the transaction of the change that causes it and sent after
// the commit (the mail outbox's way: claimed with `for update skip locked` and a lease). `message_id`
// is the webhook-id header, the same on every attempt. `state`: queued (due at `next_attempt_at`),
// sending (claimed; its lease ends at `next_attempt_at`), delivered, failed (a 4xx, or retried for a
// day). `attempts` counts the tries begun and fences a late answer of a try whose lease ran out.
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    webhookId: integer('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    messageId: text('message_id').notNull(),
    event: text('event').notNull(),
    payload: jsonb('payload').notNull(),
    state: text('state').$type<'queued' | 'sending' | 'delivered' | 'failed'>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_message_unique').on(t.messageId),
    index('webhook_deliveries_webhook_idx').on(t.webhookId, t.id),
    index('webhook_deliveries_due_idx').on(t.nextAttemptAt).where(sql`${t.state} in ('queued', 'sending')`),
    check('webhook_deliveries_state_check', sql`${t.state} in ('queued', 'sending', 'delivered', 'failed')`),
  ],
);

// Each try of a delivery: the receiver's status (null: no answer) or why it failed, and how long it took.
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deliveryId: bigint('delivery_id', { mode: 'number' })
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true, precision: 3 }).notNull(),
    statusCode: integer('status_code'),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId, t.id)],
);
