import { ALLOWED_STATUSES, deriveView, gameStateOfDto, MAX_SCORE, periodLabel, type GameActionType, type GameView, type Side } from '@common/game-rules';
import type { GameDto } from '@common/schemas/games';

// What the control page shows and allows at an instant: the engine run on the last game the
// server sent, at the estimated server time (architecture rule 4: the client predicts, the server decides).

// Never before the answer's own instant: a late estimate would run the clock backwards.
export function predictView(game: GameDto, estimatedServerNow: number): GameView {
  return deriveView(gameStateOfDto(game), Math.max(estimatedServerNow, game.serverNow));
}

export function teamName(game: GameDto, side: Side): string {
  return side === 'home' ? game.homeTeam.name : game.awayTeam.name;
}

export function scoreOf(game: GameDto, side: Side): number {
  return side === 'home' ? game.homeScore : game.awayScore;
}

export function timeoutsUsed(game: GameDto, side: Side): number {
  return side === 'home' ? game.homeTimeoutsUsed : game.awayTimeoutsUsed;
}

export function blitzesUsed(game: GameDto, side: Side): number {
  return side === 'home' ? game.homeBlitzesUsed : game.awayBlitzesUsed;
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
  callTimeout: boolean;
  endTimeout: boolean;
  timeoutCount: Record<Side, Counter>;
  callBlitz: boolean;
  blitzCount: Record<Side, Counter>;
  setDown: boolean;
};

function counter(live: boolean, used: number, allowed: number): Counter {
  return { decrease: live && used > 0, increase: live && used < allowed };
}

// Which buttons can do something now. Call Timeout and Call Blitz stay pressable at the limit so
// the referee reads the engine's reason ('Timeout not allowed', spec 5) instead of a dead button.
export function controlsOf(game: GameDto, view: GameView): Controls {
  const live = game.status === 'live';
  const breakActive = view.isTimeoutActive || view.isHalftimeActive;
  return {
    startGame: allows(game, 'startGame'),
    startClock: allows(game, 'startClock') && !view.isClockRunning && (game.status === 'scheduled' || view.timeRemaining > 0),
    stopClock: live && view.isClockRunning,
    resetClock: allows(game, 'resetClock'),
    nextPeriod: allows(game, 'nextPeriod'),
    adjustTime: allows(game, 'adjustTime'),
    addScore: allows(game, 'addScore'),
    // spec 5: the minus-one button is disabled at 0
    subtractScore: { home: allows(game, 'addScore') && game.homeScore > 0, away: allows(game, 'addScore') && game.awayScore > 0 },
    setScore: allows(game, 'setScore'),
    callTimeout: allows(game, 'callTimeout') && !breakActive,
    endTimeout: allows(game, 'endTimeout') && view.isTimeoutActive,
    timeoutCount: {
      home: counter(live, game.homeTimeoutsUsed, game.timeoutsPerPeriod),
      away: counter(live, game.awayTimeoutsUsed, game.timeoutsPerPeriod),
    },
    callBlitz: allows(game, 'callBlitz') && game.blitzesPerPeriod > 0,
    blitzCount: {
      home: counter(live, game.homeBlitzesUsed, game.blitzesPerPeriod),
      away: counter(live, game.awayBlitzesUsed, game.blitzesPerPeriod),
    },
    setDown: allows(game, 'setDown'),
  };
}

// spec 5: set-score needs a whole number of 0 or more (at most the engine's typo guard).
export function parseScoreInput(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,4}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value <= MAX_SCORE ? value : null;
}
