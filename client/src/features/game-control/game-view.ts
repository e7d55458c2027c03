import { sideName } from '@common/brackets/sides';
import {
  ALLOWED_STATUSES,
  applyAction,
  deriveView,
  MAX_SCORE,
  periodLabel,
  type GameAction,
  type GameActionType,
  type GameState,
  type GameView,
  type Side,
} from '@common/game-rules';
import type { GameDto } from '@common/schemas/games/dto';
import { gameStateOfDto } from '@common/schemas/games/of-response';

// What the control page shows and allows at an instant: the engine run on the last game the
// server sent, at the estimated server time (architecture rule 4: the client predicts, the server decides).

// The engine's state of a game shown, converted once per game object (the console reads it at every
// tick of its clock, issue 39); a game shown is never changed, a change is a new object.
const states = new WeakMap<GameDto, GameState>();
function stateOf(game: GameDto): GameState {
  let state = states.get(game);
  if (!state) {
    state = gameStateOfDto(game);
    states.set(game, state);
  }
  return state;
}

// Never before the answer's own instant: a late estimate would run the clock backwards.
export function predictView(game: GameDto, estimatedServerNow: number): GameView {
  return deriveView(stateOf(game), Math.max(estimatedServerNow, game.serverNow));
}

// Issue 37: the clock stands at 2:00, stopped by the two-minute warning: the server said so, or the
// running clock the view counts down has reached the instant it announced (no answer needed).
export function twoMinuteStop(game: GameDto, view: GameView): boolean {
  if (game.status !== 'live' || view.isClockRunning || view.timeRemaining !== 120) return false;
  const { active, dueAt } = game.twoMinuteWarning;
  return active || (dueAt !== null && view.serverNow >= dueAt);
}

export function teamName(game: GameDto, side: Side): string {
  return side === 'home' ? sideName(game, 'home') : sideName(game, 'away');
}

export function scoreOf(game: GameDto, side: Side): number {
  return side === 'home' ? game.homeScore : game.awayScore;
}

export function isLastPeriod(game: GameDto): boolean {
  return game.currentPeriod >= game.totalPeriods;
}

// The label of the period Next Period starts (not used at the last period, which ends the game).
export function nextPeriodLabel(game: GameDto): string {
  return periodLabel(game.currentPeriod + 1, game.gameFormat);
}

function allows(game: GameDto, type: GameActionType): boolean {
  return ALLOWED_STATUSES[type].includes(game.status);
}

type Counter = { decrease: boolean; increase: boolean };

// A team's Call Timeout or Call Blitz: pressable, or not with the engine's reason to show beside it.
export type Call = { allowed: boolean; reason: string | null };

export type Controls = {
  startGame: boolean;
  startClock: boolean;
  stopClock: boolean;
  resetClock: boolean;
  nextPeriod: boolean;
  adjustTime: boolean;
  addScore: boolean;
  subtractScore: Record<Side, boolean>;
  setScore: boolean;
  callTimeout: Record<Side, Call>;
  endTimeout: boolean;
  timeoutCount: Record<Side, Counter>;
  callBlitz: Record<Side, Call>;
  blitzCount: Record<Side, Counter>;
  setDown: boolean;
  forfeit: boolean;
  undo: boolean;
  endOvertimeRound: boolean;
};

function counter(live: boolean, used: number, allowed: number): Counter {
  return { decrease: live && used > 0, increase: live && used < allowed };
}

// The engine itself answers whether a team's call would be accepted at the view's instant, so a used-up
// allowance (spec 5), a timeout already running or halftime disable the button with the engine's own
// sentence (decision 024). Outside a live game the page's status notice says why, once.
function callOf(game: GameDto, view: GameView, action: (team: Side) => GameAction): Record<Side, Call> {
  const state = stateOf(game);
  function call(team: Side): Call {
    if (game.status !== 'live') return { allowed: false, reason: null };
    const result = applyAction(state, action(team), view.serverNow);
    return result.ok ? { allowed: true, reason: null } : { allowed: false, reason: result.message };
  }
  return { home: call('home'), away: call('away') };
}

// Which buttons can do something now.
export function controlsOf(game: GameDto, view: GameView): Controls {
  const live = game.status === 'live';
  // issue 36: overtime is untimed (its rounds end by End round)
  const timed = game.overtime === null;
  return {
    startGame: allows(game, 'startGame'),
    startClock: allows(game, 'startClock') && timed && !view.isClockRunning && (game.status === 'scheduled' || view.timeRemaining > 0),
    stopClock: live && view.isClockRunning,
    resetClock: allows(game, 'resetClock'),
    nextPeriod: allows(game, 'nextPeriod') && timed,
    adjustTime: allows(game, 'adjustTime'),
    addScore: allows(game, 'addScore'),
    // spec 5: the minus-one button is disabled at 0
    subtractScore: { home: allows(game, 'addScore') && game.homeScore > 0, away: allows(game, 'addScore') && game.awayScore > 0 },
    setScore: allows(game, 'setScore'),
    callTimeout: callOf(game, view, (team) => ({ type: 'callTimeout', team })),
    endTimeout: allows(game, 'endTimeout') && view.isTimeoutActive,
    timeoutCount: {
      home: counter(live, game.homeTimeoutsUsed, game.timeoutsPerPeriod),
      away: counter(live, game.awayTimeoutsUsed, game.timeoutsPerPeriod),
    },
    callBlitz: callOf(game, view, (team) => ({ type: 'callBlitz', team })),
    blitzCount: {
      home: counter(live, game.homeBlitzesUsed, game.blitzesPerPeriod),
      away: counter(live, game.awayBlitzesUsed, game.blitzesPerPeriod),
    },
    setDown: allows(game, 'setDown'),
    forfeit: allows(game, 'forfeit'),
    undo: allows(game, 'undo'),
    endOvertimeRound: allows(game, 'endOvertimeRound') && !timed,
  };
}

// spec 5: set-score needs a whole number of 0 or more (at most the engine's typo guard).
export function parseScoreInput(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,4}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value <= MAX_SCORE ? value : null;
}

// Issue 39: what the console draws of an instant apart from the counting digits. It stays the same
// from tick to tick while the clock runs, and changes only at a moment of the game: the clock
// started, stopped or at 0:00, a timeout or the halftime break begun or over, the two-minute
// warning's stop, a call the engine would now refuse. The console draws again only then.
// The banner above the cards (countdown-banner.tsx): the halftime break, a timeout (with its
// countdown when auto timeouts count it), or the two-minute warning's stop.
export type BannerState = { kind: 'halftime' | 'timeout' | 'twoMinuteStop'; team: Side | null; counting: boolean };

export type ConsoleState = {
  isClockRunning: boolean;
  periodLabel: string;
  isTimeoutActive: boolean;
  banner: BannerState | null;
  controls: Controls;
};

function bannerOf(game: GameDto, view: GameView): BannerState | null {
  if (view.isHalftimeActive) return { kind: 'halftime', team: null, counting: view.halftimeTimeRemaining !== null };
  if (view.isTimeoutActive) return { kind: 'timeout', team: view.timeoutTeam, counting: view.timeoutTimeRemaining !== null };
  if (twoMinuteStop(game, view)) return { kind: 'twoMinuteStop', team: null, counting: false };
  return null;
}

export function consoleStateOf(game: GameDto, estimatedServerNow: number): ConsoleState {
  const view = predictView(game, estimatedServerNow);
  return {
    isClockRunning: view.isClockRunning,
    periodLabel: view.periodLabel,
    isTimeoutActive: view.isTimeoutActive,
    banner: bannerOf(game, view),
    controls: controlsOf(game, view),
  };
}

// The counting digits, each read by its own small component: the game clock, and the halftime
// break's or an auto timeout's countdown (null when none counts).
export function clockSecondsOf(game: GameDto, estimatedServerNow: number): number {
  return predictView(game, estimatedServerNow).timeRemaining;
}

export function breakSecondsOf(game: GameDto, estimatedServerNow: number): number | null {
  const view = predictView(game, estimatedServerNow);
  return view.isHalftimeActive ? view.halftimeTimeRemaining : view.isTimeoutActive ? view.timeoutTimeRemaining : null;
}
