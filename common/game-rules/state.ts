// Spec 3 (Game) and architecture rule 4: the stored game state the rules work on. Times are epoch ms.
import { DEFAULT_RULES, type RulesProfile } from './rules-profile';
import { GAME_DEFAULTS, type GameFormat, type GameStatus, type TimeoutType } from '../constants';

export type Side = 'home' | 'away';
export const SIDES = ['home', 'away'] as const satisfies readonly Side[];

// The per-game settings, copied from the league when the game is created.
export type GameSettings = {
  gameFormat: GameFormat;
  totalPeriods: number;
  periodDuration: number; // minutes
  timeoutsPerPeriod: number; // the allowed count; per game when timeoutType is per_game
  timeoutType: TimeoutType;
  blitzesPerPeriod: number;
  autoTimeouts: boolean;
  timeoutDuration: number; // seconds
  halftimeDuration: number; // seconds
};

// A game's settings alone, taken from its state, its response or its row.
export function settingsOf(game: GameSettings): GameSettings {
  return {
    gameFormat: game.gameFormat,
    totalPeriods: game.totalPeriods,
    periodDuration: game.periodDuration,
    timeoutsPerPeriod: game.timeoutsPerPeriod,
    timeoutType: game.timeoutType,
    blitzesPerPeriod: game.blitzesPerPeriod,
    autoTimeouts: game.autoTimeouts,
    timeoutDuration: game.timeoutDuration,
    halftimeDuration: game.halftimeDuration,
  };
}

// Issue 37: why a game ended before its last period ran out.
export type EndReason = 'mercy' | 'forfeit';

// Issue 36: a bracket game tied at the end of its last period plays untimed overtime rounds; `tried`:
// the sides that have had their try (a PAT 1 or PAT 2 scoring play, or none) in this round.
export type Overtime = { round: number; tried: Side[] };

export type GameState = GameSettings & {
  // issue 37: the rules profile the game plays by (its league's and division's while scheduled,
  // the copy taken when it started afterwards)
  rules: RulesProfile;
  status: GameStatus;
  endReason: EndReason | null;
  homeScore: number;
  awayScore: number;
  currentPeriod: number;
  // The remaining time at clockStartedAt; clockStartedAt null means the clock is stopped.
  timeRemainingMs: number;
  clockStartedAt: number | null;
  currentDown: number;
  homeTimeoutsUsed: number;
  awayTimeoutsUsed: number;
  homeBlitzesUsed: number;
  awayBlitzesUsed: number;
  // A timeout is active exactly while timeoutTeam is set. timeoutEndsAt is its end instant when it
  // ends by itself (auto timeouts) and null for a manual timeout, which lasts until endTimeout.
  timeoutTeam: Side | null;
  timeoutEndsAt: number | null;
  // The clock was running when the timeout was called, so ending the timeout starts it again.
  timeoutResumesClock: boolean;
  halftimeEndsAt: number | null;
  // issue 37: the last half (1 or 2) whose two-minute warning stopped the clock; 0 before the first
  twoMinuteWarningHalf: number;
  // issue 36: a bracket game never ends tied (overtime instead); in overtime, the round (null otherwise)
  playoff: boolean;
  overtime: Overtime | null;
};

// issue 45: `correction`, a value set outright (a score, a count, the period, the clock, the status)
export type GameEventType = 'score' | 'timeout' | 'blitz' | 'period_start' | 'down' | 'time' | 'two_minute_warning' | 'game_end' | 'undo' | 'correction';

// The derived values every game response carries (architecture rule 4). Seconds are rounded up.
export type GameView = {
  timeRemaining: number;
  isClockRunning: boolean;
  isTimeoutActive: boolean;
  timeoutTeam: Side | null;
  timeoutTimeRemaining: number | null; // null when no timeout counts down
  isHalftimeActive: boolean;
  halftimeTimeRemaining: number | null; // null outside halftime
  periodLabel: string;
  homeTimeoutsRemaining: number;
  awayTimeoutsRemaining: number;
  homeBlitzesRemaining: number;
  awayBlitzesRemaining: number;
  serverNow: number;
};

export function initialGameState(settings: Partial<GameSettings> = {}): GameState {
  const merged: GameSettings = {
    gameFormat: GAME_DEFAULTS.gameFormat,
    totalPeriods: GAME_DEFAULTS.totalPeriods,
    periodDuration: GAME_DEFAULTS.periodDuration,
    timeoutsPerPeriod: GAME_DEFAULTS.timeoutsPerPeriod,
    timeoutType: GAME_DEFAULTS.timeoutType,
    blitzesPerPeriod: GAME_DEFAULTS.blitzesPerPeriod,
    autoTimeouts: GAME_DEFAULTS.autoTimeouts,
    timeoutDuration: GAME_DEFAULTS.timeoutDuration,
    halftimeDuration: GAME_DEFAULTS.halftimeDuration,
    ...settings,
  };
  return {
    ...merged,
    rules: DEFAULT_RULES,
    status: 'scheduled',
    endReason: null,
    homeScore: 0,
    awayScore: 0,
    currentPeriod: 1,
    timeRemainingMs: periodLengthMs(merged),
    clockStartedAt: null,
    currentDown: GAME_DEFAULTS.currentDown,
    homeTimeoutsUsed: 0,
    awayTimeoutsUsed: 0,
    homeBlitzesUsed: 0,
    awayBlitzesUsed: 0,
    timeoutTeam: null,
    timeoutEndsAt: null,
    timeoutResumesClock: false,
    halftimeEndsAt: null,
    twoMinuteWarningHalf: 0,
    playoff: false,
    overtime: null,
  };
}

export function periodLengthMs(settings: Pick<GameSettings, 'periodDuration'>): number {
  return settings.periodDuration * 60_000;
}

export function isTimeoutActive(state: GameState): boolean {
  return state.timeoutTeam !== null;
}

export function isHalftimeActive(state: GameState): boolean {
  return state.halftimeEndsAt !== null;
}

// The period after which halftime starts: the 2nd of 4 quarters, the 1st of 2 halves. An odd
// number of periods has no middle, so no halftime.
export function halftimeAfterPeriod(state: GameState): number | null {
  return state.totalPeriods >= 2 && state.totalPeriods % 2 === 0 ? state.totalPeriods / 2 : null;
}

type Counter = 'Score' | 'TimeoutsUsed' | 'BlitzesUsed';

export function counterOf(state: GameState, side: Side, counter: Counter): number {
  const key: `${Side}${Counter}` = `${side}${counter}`;
  return state[key];
}

export function withCounter(state: GameState, side: Side, counter: Counter, value: number): GameState {
  const key: `${Side}${Counter}` = `${side}${counter}`;
  return { ...state, [key]: value };
}

const GAME_STATE_KEYS = Object.keys(initialGameState()) as (keyof GameState)[];

export function sameGameState(a: GameState, b: GameState): boolean {
  return GAME_STATE_KEYS.every((key) => (key === 'rules' || key === 'overtime' ? JSON.stringify(a[key]) === JSON.stringify(b[key]) : a[key] === b[key]));
}

// Issue 37: the half a period is in (1 or 2); a game of one period, or of an odd number, has its
// second half after the middle one.
export function halfOf(state: Pick<GameState, 'currentPeriod' | 'totalPeriods'>, period: number = state.currentPeriod): 1 | 2 {
  return period > Math.floor(state.totalPeriods / 2) && state.totalPeriods > 1 ? 2 : 1;
}
