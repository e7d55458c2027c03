// The game engine (issue 4): pure functions of (state, now). The server runs them as the authority,
// the client to predict between pushes. See docs/decisions/009-game-clock-timeouts-halftime.md.
export type { ActionContext, GameAction, GameActionType, UndoableEvent } from './action-types';
export { applyAction } from './actions';
export { tiedPlayoffProblem } from './overtime';
export { undoableEvents } from './undo';
export { deriveView, nextChangeAt, remainingMs, settle, TWO_MINUTES_MS, twoMinuteWarningAt, wholeSeconds } from './clock';
export { mercyOf, type Mercy } from './end-actions';
export { DEFAULT_RULES, effectiveRules, PRESET_VALUES, presetProfile, RULES_FIELDS, RULES_PRESETS, type RulesField, type RulesOverrides, type RulesPreset, type RulesProfile } from './rules-profile';
export { ordinal, periodLabel } from './labels';
export { gameStateOfDto } from './of-response';
export { gameStateFields, type GameStateFields } from './to-response';
export type { ActionRefusal, ActionResult } from './result';
export {
  halftimeAfterPeriod,
  initialGameState,
  isClockRunning,
  isHalftimeActive,
  isTimeoutActive,
  periodLengthMs,
  settingsOf,
  SIDES,
} from './state';
export type { EndReason, EventRevert, GameEventDraft, GameEventType, GameSettings, GameState, GameView, Overtime, Side } from './state';
export { ALLOWED_STATUSES } from './status-gate';
export { GAME_EVENT_TEXT, GAME_INPUT_TEXT, GAME_REFUSAL_TEXT, PERIOD_TEXT, SCORING_PLAY_TEXT, scoringPlayName } from './texts';
export { isScoringPlay, JERSEY_PATTERN, SCORING_PLAY_POINTS, SCORING_PLAYS, type ScoringPlay } from './scoring-plays';
export { MAX_SCORE, SCORE_DELTA_LIMIT } from './validate';
