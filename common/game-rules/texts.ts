// The game engine's user-facing texts (spec 2.6, 5, 9), one place, shared by server, client and tests.
import type { GameStatus, TimeoutType } from '../constants';
import type { ScoringPlay } from './scoring-plays';
import type { Side } from './state';

const SIDE_NAME: Record<Side, string> = { home: 'Home', away: 'Away' };

export const PERIOD_TEXT = {
  quarter: (ordinal: string) => `${ordinal} Quarter`,
  half: (ordinal: string) => `${ordinal} Half`,
  other: (period: number) => `Period ${period}`,
} as const;

// Issue 18: each scoring play's name, on the score event, the control page's picker and the scoreboard.
export const SCORING_PLAY_TEXT: Record<ScoringPlay, string> = {
  touchdown: 'Touchdown',
  pat1: 'PAT 1',
  pat2: 'PAT 2',
  safety: 'Safety',
  patReturn: 'Defensive PAT return',
};

// "Touchdown #12", or "Touchdown" when nobody noted the jersey.
export function scoringPlayName(play: ScoringPlay, jersey: string | null): string {
  return jersey ? `${SCORING_PLAY_TEXT[play]} #${jersey}` : SCORING_PLAY_TEXT[play];
}

// 409: the action is valid but the game's state refuses it.
export const GAME_REFUSAL_TEXT = {
  timeoutNotAllowedTitle: 'Timeout not allowed',
  // spec 5, exact
  timeoutsUsedUp: (side: Side, timeoutType: TimeoutType) =>
    `${SIDE_NAME[side]} team has used all timeouts for this ${timeoutType === 'per_game' ? 'game' : 'period'}`,
  timeoutAlreadyActive: 'A timeout is already in progress',
  timeoutDuringHalftime: 'Timeouts cannot be called during halftime',
  blitzNotAllowedTitle: 'Blitz not allowed',
  // spec 5, exact
  blitzesUsedUp: (side: Side) => `${SIDE_NAME[side]} team has used all blitzes for this period`,
  blitzesDisabled: 'Blitzes are disabled for this game',
  clockAtZero: 'The clock is at 0:00. Reset the clock or start the next period.',
  scoreAboveMax: (max: number) => `A score cannot go above ${max}. Set the score directly if it is wrong.`,
  // issue 37
  mercyNotReached: (points: number | null) =>
    points === null ? 'This game has no mercy rule' : `The mercy rule does not apply: no team leads by ${points} or more`,
  mercyNotYet: 'The mercy rule applies from the second half only',
  eventNotFound: 'That event is not one of this game',
  alreadyUndone: 'That event is already undone',
  notLatest: (later: string | null) => `Only the latest event can be undone; "${later ?? 'another event'}" came after it`,
  cannotUndo: (description: string | null) => `"${description ?? 'This event'}" cannot be undone`,
  // issue 36: overtime of a bracket game
  playoffTied: 'A playoff game cannot end tied: play overtime (Next Period at the end of the last period), or change the score',
  notInOvertime: 'This game is not in overtime',
  inOvertime: 'The game is in overtime: end the round with End Overtime Round',
  overtimeUntimed: 'Overtime rounds are untimed: the clock does not run',
  overtimeScoring: 'In overtime each team scores only by a try: a PAT 1 or PAT 2 scoring play',
  overtimeTried: (team: string) => `${team} has had its try in this overtime round`,
  // issue 45: a set score in overtime counts as the side's try
  overtimeSetScore: 'In overtime a set score is a try: 1 or 2 points more than the score, once a side a round',
  undoBelowZero: (undone: string | null, correction: string | null) =>
    `Undoing "${undone ?? 'this event'}" would take the score below 0 after "${correction ?? 'a correction'}"; set the score instead`,
  notStarted: 'This game has not started yet',
  alreadyStarted: 'This game has already started',
  completed: 'This game is completed',
  cancelled: 'This game is cancelled',
} as const;

// 400: the action's values are wrong whatever the game's state.
export const GAME_INPUT_TEXT = {
  unknownAction: 'Unknown game action',
  team: 'Team must be home or away',
  timeAdjustment: 'Time adjustment must be plus or minus 10, 30 or 60 seconds',
  timeRemaining: (maxSeconds: number) => `Time remaining must be a whole number of seconds from 0 to ${maxSeconds}`,
  period: (totalPeriods: number) => `Period must be a whole number from 1 to ${totalPeriods}`,
  status: 'Status must be scheduled, live, completed or cancelled',
  scoreDelta: 'Points must be a whole number from -99 to 99 other than 0',
  scoringPlay: 'Play must be touchdown, pat1, pat2, safety or patReturn',
  jersey: 'Jersey number must be 1 to 3 digits',
  scoreValue: (max: number) => `Score must be a whole number from 0 to ${max}`,
  down: 'Down must be 1, 2, 3 or 4',
  count: 'The count must be a whole number',
  endReason: 'A game ends early for reason mercy only',
  eventId: 'Event id must be a whole number from 1',
} as const;

// Descriptions of the events the engine records; team names come from the server when it has them.
export const GAME_EVENT_TEXT = {
  score: (team: string, points: number) =>
    points > 0
      ? `${team} scored ${points} ${points === 1 ? 'point' : 'points'}`
      : `${team} score corrected by ${points}`,
  // issue 18: "Black Panthers: Touchdown #12"
  scoringPlay: (team: string, play: ScoringPlay, jersey: string | null) => `${team}: ${scoringPlayName(play, jersey)}`,
  timeout: (team: string, used: number, allowed: number) => `${team} timeout (${used} of ${allowed})`,
  blitz: (team: string, used: number, allowed: number) => `${team} blitz (${used} of ${allowed})`,
  periodStart: (label: string) => `${label} started`,
  // issue 37
  down: (ordinal: string) => `${ordinal} down`,
  time: (seconds: number) => `Clock ${seconds > 0 ? '+' : '-'}${Math.abs(seconds)} s`,
  twoMinuteWarning: 'Two-minute warning',
  mercyEnd: (team: string, lead: number) => `Game ended (mercy rule): ${team} led by ${lead}`,
  forfeit: (team: string) => `${team} forfeited`,
  // issue 36
  overtimeRound: (round: number) => `Overtime, round ${round}`,
  overtimeRoundStart: (round: number) => `Overtime, round ${round} started`,
  overtimeRoundEnd: (round: number) => `Overtime, round ${round} ended`,
  undone: (description: string | null) => `Undone: ${description ?? 'event'}`,
  // issue 45: corrections, the values set outright
  scoreCorrected: (home: number, away: number) => `Score corrected to ${home}-${away}`,
  timeoutsCorrected: (team: string, count: number) => `${team} timeouts used corrected to ${count}`,
  blitzesCorrected: (team: string, count: number) => `${team} blitzes used corrected to ${count}`,
  periodCorrected: (label: string) => `Period corrected to ${label}`,
  clockSet: (seconds: number) => `Clock set to ${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`,
  statusSet: (status: GameStatus) => `Status set to ${status}`,
  defaultTeamNames: { home: SIDE_NAME.home, away: SIDE_NAME.away } as Record<Side, string>,
} as const;
