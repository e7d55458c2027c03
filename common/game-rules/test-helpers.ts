// Fixtures for the engine's tests: fixed instants and states built from the spec's defaults.
import { applyAction } from './actions';
import type { GameAction } from './action-types';
import { initialGameState, type GameSettings, type GameState } from './state';

export const T0 = Date.UTC(2026, 10, 22, 18, 0, 0);
export const SEC = 1000;
export const MIN = 60 * SEC;

export function scheduled(overrides: Partial<GameState> = {}, settings: Partial<GameSettings> = {}): GameState {
  return { ...initialGameState(settings), ...overrides };
}

// A live game, 1st period, clock stopped at full time unless overridden.
export function live(overrides: Partial<GameState> = {}, settings: Partial<GameSettings> = {}): GameState {
  return { ...initialGameState(settings), status: 'live', ...overrides };
}

export function running(since: number, remaining: number, overrides: Partial<GameState> = {}): GameState {
  return live({ clockStartedAt: since, timeRemainingMs: remaining, ...overrides });
}

// The new state of an accepted action; fails the test if it was refused.
export function accepted(state: GameState, action: GameAction, now: number = T0) {
  const result = applyAction(state, action, now);
  if (!result.ok) throw new Error(`refused ${action.type}: ${result.status} ${result.message}`);
  return result;
}
