// The game engine (issue 4): pure functions of (state, now). The server runs them as the authority,
// the client to predict between pushes. See docs/decisions/009-game-clock-timeouts-halftime.md.
export type { GameAction, GameActionType, GameEventDraft, UndoableEvent } from './action-types';
export { applyAction } from './actions';
export { tiedPlayoffProblem } from './overtime';
export { undoableEvents } from './undo';
export { deriveView, nextChangeAt, settle, twoMinuteWarningAt } from './clock';
export { DEFAULT_RULES, effectiveRules, presetProfile, storedRules, type RulesOverrides, type RulesProfile } from './rules-profile';
export { ordinal, periodLabel } from './labels';
export type { ActionRefusal, ActionResult } from './result';
export { initialGameState, settingsOf, SIDES } from './state';
export type { GameSettings, GameState, GameView, Side } from './state';
export { ALLOWED_STATUSES } from './status-gate';
export { GAME_EVENT_TEXT, GAME_INPUT_TEXT, GAME_REFUSAL_TEXT, SCORING_PLAY_TEXT } from './texts';
export { JERSEY_PATTERN, SCORING_PLAY_POINTS, SCORING_PLAYS, type ScoringPlay } from './scoring-plays';
export { MAX_SCORE } from './validate';
