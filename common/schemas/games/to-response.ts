import { deriveView, isTwoMinutePeriod, settle, TWO_MINUTES_MS, twoMinuteWarningAt } from '../../game-rules/clock';
import { mercyOf } from '../../game-rules/end-actions';
import { halfOf, settingsOf, type GameState } from '../../game-rules/state';
import type { GameDto } from './dto';

// The part of a game response the engine owns: the state settled at `now` and its derived view.
// The server presents stored games with it; the referee's phone presents the game it predicts
// from the actions still waiting for the server (the inverse of gameStateOfDto).
export type GameStateFields = Omit<GameDto, 'id' | 'leagueId' | 'homeTeamId' | 'awayTeamId' | 'divisionId' | 'homeTeam' | 'awayTeam' | 'refereeId' | 'referee' | 'field' | 'scheduledDate' | 'version' | 'bracket' | 'homeFrom' | 'awayFrom' | 'rosterFlag' | 'resultStatus'>;

export function gameStateFields(stored: GameState, now: number): GameStateFields {
  const state = settle(stored, now).state;
  const view = deriveView(state, now);
  return {
    status: state.status,
    ...settingsOf(state),
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
    rules: state.rules,
    mercy: mercyOf(state),
    endReason: state.endReason,
    overtime: state.overtime,
    twoMinuteWarning: {
      dueAt: twoMinuteWarningAt(state),
      active:
        state.status === 'live' && state.clockStartedAt === null && state.timeRemainingMs === TWO_MINUTES_MS && isTwoMinutePeriod(state) && state.twoMinuteWarningHalf === halfOf(state),
      half: state.twoMinuteWarningHalf,
    },
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
