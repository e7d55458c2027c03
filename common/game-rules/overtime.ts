// Issue 36: a bracket game never ends tied. At the end of its last period with the scores level,
// Next Period starts overtime: untimed rounds in which each team has one try (a PAT 1 or PAT 2
// scoring play, a set score 1 or 2 above its score, or none); the referee ends each round, and the
// game completes when a round ends with the scores unequal. Both sides run this: the server as the
// authority, the console offline.
import type { GameAction, GameEventDraft } from './action-types';
import { stoppedAt, wholeSeconds, withoutTimeout } from './clock';
import { conflict, done, type ActionOutcome, type ActionRefusal } from './result';
import type { GameState, Side } from './state';
import { GAME_EVENT_TEXT, GAME_REFUSAL_TEXT } from './texts';

const TRIES = ['pat1', 'pat2'] as const;

// A completed bracket game may not stand tied, but by a forfeit: the refusal of a change (one action,
// or the admin's edit of several, judged on where they end) that would leave it so.
export function tiedPlayoffProblem(before: GameState, after: GameState): ActionRefusal | null {
  const tied = (state: GameState) => state.playoff && state.status === 'completed' && state.homeScore === state.awayScore && state.endReason !== 'forfeit';
  return tied(after) && !tied(before) ? conflict(GAME_REFUSAL_TEXT.playoffTied) : null;
}

function roundStart(state: GameState, round: number): GameEventDraft {
  return { eventType: 'period_start', team: null, points: null, period: state.currentPeriod, timeRemaining: wholeSeconds(state.timeRemainingMs), description: GAME_EVENT_TEXT.overtimeRoundStart(round) };
}

// Next Period in the last period of a tied bracket game.
export function startOvertime(state: GameState, now: number): ActionOutcome {
  const next: GameState = { ...withoutTimeout(stoppedAt(state, now)), halftimeEndsAt: null, overtime: { round: 1, tried: [] } };
  return done(next, [roundStart(next, 1)]);
}

export function endOvertimeRound(state: GameState): ActionOutcome {
  const overtime = state.overtime!;
  if (state.homeScore !== state.awayScore) return done({ ...state, status: 'completed', overtime: null });
  const round = overtime.round + 1;
  return done({ ...state, overtime: { round, tried: [] } }, [roundStart(state, round)]);
}

// A scoring play in overtime is the team's try of the round.
export function withTry(state: GameState, team: Side): GameState {
  return state.overtime === null ? state : { ...state, overtime: { ...state.overtime, tried: [...state.overtime.tried, team] } };
}

// What overtime refuses: the actions of timed play, scoring other than a try, a second try.
export function overtimeProblem(state: GameState, action: GameAction, names: Record<Side, string>): ActionRefusal | null {
  if (state.overtime === null) return action.type === 'endOvertimeRound' ? conflict(GAME_REFUSAL_TEXT.notInOvertime) : null;
  switch (action.type) {
    case 'nextPeriod':
      return conflict(GAME_REFUSAL_TEXT.inOvertime);
    case 'startClock':
      return conflict(GAME_REFUSAL_TEXT.overtimeUntimed);
    case 'addScore':
      return conflict(GAME_REFUSAL_TEXT.overtimeScoring);
    case 'scoringPlay':
      if (!(TRIES as readonly string[]).includes(action.play)) return conflict(GAME_REFUSAL_TEXT.overtimeScoring);
      return state.overtime.tried.includes(action.team) ? conflict(GAME_REFUSAL_TEXT.overtimeTried(names[action.team])) : null;
    case 'setScore': {
      // issue 45: a set score is the side's try, so it obeys the try's rule (a value sent unchanged
      // changes nothing)
      const points = action.value - (action.team === 'home' ? state.homeScore : state.awayScore);
      if (points === 0) return null;
      if (points !== 1 && points !== 2) return conflict(GAME_REFUSAL_TEXT.overtimeSetScore);
      return state.overtime.tried.includes(action.team) ? conflict(GAME_REFUSAL_TEXT.overtimeTried(names[action.team])) : null;
    }
    default:
      return null;
  }
}
