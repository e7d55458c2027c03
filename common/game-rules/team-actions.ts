// Spec 4 and 5: scores, downs, timeouts and blitzes. States come in settled at now.
import type { GameEventDraft } from './action-types';
import { finishTimeout, remainingMs, wholeSeconds } from './clock';
import { correctionEvent } from './corrections';
import { ordinal } from './labels';
import { conflict, done, type ActionOutcome } from './result';
import {
  counterOf,
  isHalftimeActive,
  isTimeoutActive,
  withCounter,
  type GameState,
  type Side,
} from './state';
import { SCORING_PLAY_POINTS, type ScoringPlay } from './scoring-plays';
import { GAME_EVENT_TEXT, GAME_REFUSAL_TEXT } from './texts';
import { MAX_SCORE } from './validate';

function eventNow(
  state: GameState,
  now: number,
  fields: Omit<GameEventDraft, 'period' | 'timeRemaining'>,
): GameEventDraft {
  return { ...fields, period: state.currentPeriod, timeRemaining: wholeSeconds(remainingMs(state, now)) };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

// spec 5: scores never go below 0; the event records the change actually made. The cap that
// setScore refuses above holds here too (one cap for every path).
export function addScore(state: GameState, team: Side, delta: number, now: number, teamName: string): ActionOutcome {
  const before = counterOf(state, team, 'Score');
  if (before + delta > MAX_SCORE) return conflict(GAME_REFUSAL_TEXT.scoreAboveMax(MAX_SCORE));
  const after = Math.max(0, before + delta);
  const points = after - before;
  if (points === 0) return done(state);
  return done(withCounter(state, team, 'Score', after), [
    eventNow(state, now, { eventType: 'score', team, points, description: GAME_EVENT_TEXT.score(teamName, points) }),
  ]);
}

// Issue 18: a scoring play changes the score by its points, under addScore's cap; its event names
// the play (and the jersey) and keeps both as values.
export function scoringPlay(state: GameState, team: Side, play: ScoringPlay, jersey: string | null, now: number, teamName: string): ActionOutcome {
  const points = SCORING_PLAY_POINTS[play];
  const after = counterOf(state, team, 'Score') + points;
  if (after > MAX_SCORE) return conflict(GAME_REFUSAL_TEXT.scoreAboveMax(MAX_SCORE));
  const description = GAME_EVENT_TEXT.scoringPlay(teamName, play, jersey);
  return done(withCounter(state, team, 'Score', after), [eventNow(state, now, { eventType: 'score', team, points, description, play, jersey })]);
}

// Issue 45: a set score is a correction: "Score corrected to 20-0", with the change made as points.
export function setScore(state: GameState, team: Side, value: number, now: number): ActionOutcome {
  const points = value - counterOf(state, team, 'Score');
  if (points === 0) return done(state);
  const next = withCounter(state, team, 'Score', value);
  return done(next, [correctionEvent(next, now, team, points, GAME_EVENT_TEXT.scoreCorrected(next.homeScore, next.awayScore))]);
}

// Issue 37: a change of down is an event of its own, so it can be undone.
export function setDown(state: GameState, down: number, now: number): ActionOutcome {
  if (down === state.currentDown) return done(state);
  return done({ ...state, currentDown: down }, [eventNow(state, now, { eventType: 'down', team: null, points: null, description: GAME_EVENT_TEXT.down(ordinal(down)) })]);
}

// spec 4 and 5: a timeout stops the clock; with auto timeouts it ends by itself after
// timeoutDuration and then resumes the clock if it was running when called.
export function callTimeout(state: GameState, team: Side, now: number, teamName: string): ActionOutcome {
  const title = GAME_REFUSAL_TEXT.timeoutNotAllowedTitle;
  if (isTimeoutActive(state)) return conflict(GAME_REFUSAL_TEXT.timeoutAlreadyActive, title);
  if (isHalftimeActive(state)) return conflict(GAME_REFUSAL_TEXT.timeoutDuringHalftime, title);
  const used = counterOf(state, team, 'TimeoutsUsed');
  if (used >= state.timeoutsPerPeriod) {
    return conflict(GAME_REFUSAL_TEXT.timeoutsUsedUp(team, state.timeoutType), title);
  }
  const wasRunning = state.clockStartedAt !== null;
  const next: GameState = {
    ...withCounter(state, team, 'TimeoutsUsed', used + 1),
    timeRemainingMs: remainingMs(state, now),
    clockStartedAt: null,
    timeoutTeam: team,
    timeoutEndsAt: state.autoTimeouts ? now + state.timeoutDuration * 1000 : null,
    timeoutResumesClock: wasRunning,
  };
  const description = GAME_EVENT_TEXT.timeout(teamName, used + 1, state.timeoutsPerPeriod);
  return done(next, [eventNow(state, now, { eventType: 'timeout', team, points: null, description })]);
}

// Ending a timeout by hand (early, for an auto timeout) does what its countdown does at its end.
// No timeout left to end (it just expired) is not an error: the referee's intent already holds.
export function endTimeout(state: GameState, now: number): ActionOutcome {
  return done(isTimeoutActive(state) ? finishTimeout(state, now) : state);
}

export function callBlitz(state: GameState, team: Side, now: number, teamName: string): ActionOutcome {
  const title = GAME_REFUSAL_TEXT.blitzNotAllowedTitle;
  if (state.blitzesPerPeriod <= 0) return conflict(GAME_REFUSAL_TEXT.blitzesDisabled, title);
  const used = counterOf(state, team, 'BlitzesUsed');
  if (used >= state.blitzesPerPeriod) return conflict(GAME_REFUSAL_TEXT.blitzesUsedUp(team), title);
  const description = GAME_EVENT_TEXT.blitz(teamName, used + 1, state.blitzesPerPeriod);
  return done(withCounter(state, team, 'BlitzesUsed', used + 1), [
    eventNow(state, now, { eventType: 'blitz', team, points: null, description }),
  ]);
}

// spec 5: manual adjustments are clamped between 0 and the allowed count. Issue 45: each one that
// changes the count is a correction, naming the count set.
export function setTimeoutsUsed(state: GameState, team: Side, count: number, now: number, teamName: string): ActionOutcome {
  const value = clamp(count, 0, Math.max(0, state.timeoutsPerPeriod));
  if (value === counterOf(state, team, 'TimeoutsUsed')) return done(state);
  const next = withCounter(state, team, 'TimeoutsUsed', value);
  return done(next, [correctionEvent(next, now, team, null, GAME_EVENT_TEXT.timeoutsCorrected(teamName, value))]);
}

export function setBlitzesUsed(state: GameState, team: Side, count: number, now: number, teamName: string): ActionOutcome {
  const value = clamp(count, 0, Math.max(0, state.blitzesPerPeriod));
  if (value === counterOf(state, team, 'BlitzesUsed')) return done(state);
  const next = withCounter(state, team, 'BlitzesUsed', value);
  return done(next, [correctionEvent(next, now, team, null, GAME_EVENT_TEXT.blitzesCorrected(teamName, value))]);
}
