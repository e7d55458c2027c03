// Spec 9: business constants and limits, shared by server and client.

export const GAME_FORMATS = ['quarters', 'halves'] as const;
export type GameFormat = (typeof GAME_FORMATS)[number];

export const GAME_STATUSES = ['scheduled', 'live', 'completed', 'cancelled'] as const;
export type GameStatus = (typeof GAME_STATUSES)[number];

export const LEAGUE_STATUSES = ['active', 'suspended', 'archived'] as const;
export type LeagueStatus = (typeof LEAGUE_STATUSES)[number];

export const TIMEOUT_TYPES = ['per_period', 'per_game'] as const;
export type TimeoutType = (typeof TIMEOUT_TYPES)[number];

export const FIELD_SURFACES = ['Grass', 'Turf', 'Indoor', 'Dirt'] as const;

export const FORMAT_PRESETS: Record<GameFormat, { totalPeriods: number; periodDuration: number }> = {
  quarters: { totalPeriods: 4, periodDuration: 15 },
  halves: { totalPeriods: 2, periodDuration: 25 },
};

export const GAME_DEFAULTS = {
  gameFormat: 'quarters' as GameFormat,
  periodDuration: 15,
  totalPeriods: 4,
  timeoutsPerPeriod: 2,
  timeoutType: 'per_period' as TimeoutType,
  blitzesPerPeriod: 0,
  autoTimeouts: true,
  timeoutDuration: 60,
  halftimeDuration: 300,
  currentDown: 1,
} as const;

export const DEFAULT_TIMEZONE = 'America/New_York';
export const DEFAULT_TEAM_COLOR = '#FF4500';
export const DEFAULT_LEAGUE_TITLE = 'Flag Football League';

export const TIMEZONES = [
  { value: 'America/New_York', label: 'Eastern' },
  { value: 'America/Chicago', label: 'Central' },
  { value: 'America/Denver', label: 'Mountain' },
  { value: 'America/Los_Angeles', label: 'Pacific' },
  { value: 'America/Phoenix', label: 'Arizona' },
  { value: 'America/Anchorage', label: 'Alaska' },
  { value: 'Pacific/Honolulu', label: 'Hawaii' },
] as const;

export const LIMITS = {
  periodDuration: { min: 1, max: 30 },
  gameFormTimeouts: { min: 0, max: 3 },
  gameFormBlitzes: { min: 0, max: 3 },
  leagueTimeouts: { min: 0, max: 10 },
  leagueBlitzes: { min: 0, max: 10 },
  timeoutDuration: { min: 30, max: 300 },
  halftimeDuration: { min: 60, max: 1800 },
  down: { min: 1, max: 4 },
  // Not in the spec: a bound that catches a typo; no flag football score comes near it. Every path
  // that sets or adds a score (and a predicted score) holds to it.
  score: { min: 0, max: 999 },
  // Not in the spec (decision 023): how far back a tap queued offline may be placed; older ones
  // happen this long ago at most (a game of 4 x 30 min with every break fits in 6 hours).
  tapAgeMs: 6 * 60 * 60 * 1000,
  // Not in the spec: sane bounds for free text and passwords.
  name: { max: 100 },
  username: { min: 3, max: 50 },
  email: { max: 254 },
  password: { min: 8, max: 200 },
  // Not in the spec (issue 19, decision 030): the season builder's bounds. 64 teams is 2,016 games a
  // leg; a year of dates; a slot list of every field at many times on every weekday.
  season: { teams: 64, slots: 300, days: 366, blackoutDates: 366, teamBlackouts: 2000, unavailableDates: 366 },
  // Issue 36: a playoff bracket takes 2 to 32 teams (the bound; 64 games at most, double
  // elimination); a slot list as long as the season builder's; a rest of at most a day (not in the spec).
  bracket: { teams: { min: 2, max: 32 }, slots: 300, restMinutes: 1440 },
  // Issue 38 (decision 049): the fields a rainout names (a list as long as the builder's slots);
  // issue 45 (decision 059): the games a publish's preview lists (a day's games, and those cancelled with them).
  rainout: { fields: 300, games: 1000 },
} as const;

export const SCORE_BUTTONS = [1, 6, -1] as const;
export const TIME_ADJUSTMENTS = [10, 30, 60] as const;

export const POLL_MS = {
  gameControl: 1000,
  livePublicGames: 5000,
  leaderboard: 30000,
  upcomingGames: 60000,
} as const;

export const UNAUTHORIZED_REDIRECT_DELAY_MS = 500;
export const CURRENT_USER_STALE_MS = 5 * 60 * 1000;
export const CURRENT_USER_GC_MS = 10 * 60 * 1000;

export const TOAST = { limit: 1, durationMs: 5000, swipeThresholdPx: 50, hotkey: 'F8', maxWidthPx: 420 } as const;

export const FAN = {
  pointsPerLevel: 100,
  defaultConfidence: 50,
  defaultNotificationPreferences: { gameReminders: true, scoreUpdates: true, teamNews: true, email: true, push: false },
} as const;

export const MOBILE_TEAM_NAME_LENGTH = 8;
export const SCOREBOARD_SELECTED_GAME_KEY = 'scoreboard:selectedGameId';

// Issue 17: a scheduled game whose kickoff passed this long ago without starting is overdue, not
// upcoming: the parent's lists and a team's 'Upcoming Games' leave it out (the admin still lists it).
export const OVERDUE_AFTER_MS = 3 * 60 * 60 * 1000;
