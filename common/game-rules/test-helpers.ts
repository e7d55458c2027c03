// Fixtures for the engine's tests: fixed instants and states built from the spec's defaults.
import { applyAction } from './actions';
import type { GameAction, GameEventDraft, UndoableEvent } from './action-types';
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

// The engine as the server runs it: each tap applied to the game so far with its events, the events
// it records given ids, an undone one marked. `attempt` asks without applying; `tap` fails the test on
// a refusal.
export function played(state: GameState) {
  let current = state;
  let nextId = 1;
  const log: (UndoableEvent & { draft: GameEventDraft })[] = [];
  const attempt = (action: GameAction, now = T0, context: { autoEnd?: boolean } = {}) => applyAction(current, action, now, { events: log, ...context });
  const tap = (action: GameAction, now = T0, context: { autoEnd?: boolean } = {}) => {
    const result = attempt(action, now, context);
    if (!result.ok) throw new Error(`${result.status} ${result.message}`);
    current = result.state;
    for (const draft of result.events) {
      if (draft.undoes !== undefined) log.find((event) => event.id === draft.undoes)!.undone = true;
      log.push({ id: nextId++, eventType: draft.eventType, team: draft.team, description: draft.description, undone: false, revert: draft.revert ?? null, draft });
    }
    return result;
  };
  const find = (description: string) => log.find((event) => event.description === description)!;
  return { tap, attempt, find, state: () => current, last: () => log.at(-1)!, log };
}
