import type { GameDto } from '../schemas/games/dto';
import { deriveView, settle } from './clock';
import type { GameState } from './state';

// The part of a game response the engine owns: the state settled at `now` and its derived view.
// The server presents stored games with it; the referee's phone presents the game it predicts
// from the actions still waiting for the server (the inverse of gameStateOfDto).
export type GameStateFields = Omit<GameDto, 'id' | 'leagueId' | 'homeTeamId' | 'awayTeamId' | 'divisionId' | 'homeTeam' | 'awayTeam' | 'refereeId' | 'referee' | 'field' | 'scheduledDate' | 'version'>;

export function gameStateFields(stored: GameState, now: number): GameStateFields {
  const state = settle(stored, now).state;
  const view = deriveView(state, now);
  return {
    status: state.status,
    gameFormat: state.gameFormat,
    periodDuration: state.periodDuration,
    totalPeriods: state.totalPeriods,
    timeoutsPerPeriod: state.timeoutsPerPeriod,
    timeoutType: state.timeoutType,
    blitzesPerPeriod: state.blitzesPerPeriod,
    autoTimeouts: state.autoTimeouts,
    timeoutDuration: state.timeoutDuration,
    halftimeDuration: state.halftimeDuration,
    homeScore: state.homeScore,
    awayScore: state.awayScore,
    currentPeriod: state.currentPeriod,
    periodLabel: view.periodLabel,
    timeRemaining: view.timeRemaining,
    isClockRunning: view.isClockRunning,
    currentDown: state.currentDown,
    homeTimeoutsUsed: state.homeTimeoutsUsed,
    awayTimeoutsUsed: state.awayTimeoutsUsed,
    homeBlitzesUsed: state.homeBlitzesUsed,
    awayBlitzesUsed: state.awayBlitzesUsed,
    homeTimeoutsRemaining: view.homeTimeoutsRemaining,
    awayTimeoutsRemaining: view.awayTimeoutsRemaining,
    homeBlitzesRemaining: view.homeBlitzesRemaining,
    awayBlitzesRemaining: view.awayBlitzesRemaining,
    isTimeoutActive: view.isTimeoutActive,
    timeoutTeam: view.timeoutTeam,
    timeoutTimeRemaining: view.timeoutTimeRemaining,
    isHalftimeActive: view.isHalftimeActive,
    halftimeTimeRemaining: view.halftimeTimeRemaining,
    clock: {
      timeRemainingMs: state.timeRemainingMs,
      clockStartedAt: state.clockStartedAt,
      timeoutEndsAt: state.timeoutEndsAt,
      timeoutResumesClock: state.timeoutResumesClock,
      halftimeEndsAt: state.halftimeEndsAt,
    },
    serverNow: now,
  };
}
