import type { GameStatus } from '@common/constants';
import { GAME_REFUSAL_TEXT } from '@common/game-rules';

function scoreButton(delta: number): string {
  return delta > 0 ? `+${delta}` : `${delta}`;
}

function scoreWords(delta: number, teamName: string): string {
  return delta > 0 ? `Add ${delta} to ${teamName}` : `Take ${Math.abs(delta)} from ${teamName}`;
}

const DOWN_NAMES = ['1st', '2nd', '3rd', '4th'] as const;

// The Game Control page's texts (spec 2.6, 2.7, 8), shared by the page and e2e/game-control.spec.ts.
// The engine's own texts (period labels, refusals, event descriptions) are in common/game-rules/texts.ts.
export const GAME_CONTROL_TEXT = {
  topBarLabel: 'Game Control',
  // issue 36: a tied bracket game's overtime
  overtimeTitle: (round: number) => `Overtime, round ${round}`,
  overtimeTry: (team: string) => `Try: ${team}`,
  overtimeBothTried: 'Both teams have had their try: end the round',
  overtimeHint: 'One try per team: score it as a PAT 1 or PAT 2 scoring play, or none. The game ends with a round that leaves the scores unequal.',
  endOvertimeRound: 'End round',
  overtimeConfirmTitle: 'Start overtime?',
  overtimeConfirmBody: 'The scores are level and a playoff game cannot end tied: untimed rounds follow, one try per team, until a round ends with the scores unequal.',
  startOvertime: 'Start overtime',
  backToDashboard: 'Referee Dashboard',
  startGame: 'Start Game',
  versus: 'vs',

  statusLabel: { scheduled: 'Scheduled', live: 'Live', completed: 'Completed', cancelled: 'Cancelled' } satisfies Record<GameStatus, string>,
  // Not in the spec: one line under the header when the controls are at rest, reusing the engine's refusals.
  statusNotice: {
    scheduled: `${GAME_REFUSAL_TEXT.notStarted}. Press Start Game at kickoff.`,
    completed: `${GAME_REFUSAL_TEXT.completed}.`,
    cancelled: `${GAME_REFUSAL_TEXT.cancelled}.`,
  } satisfies Partial<Record<GameStatus, string>>,
  noField: 'No field set',

  // spec 2.6 and 2.7 (the scoreboard banner's words, so both screens say the same)
  timeoutBanner: (teamName: string | null) => (teamName ? `${teamName.toUpperCase()} TIMEOUT` : 'TIMEOUT'),
  autoEnding: 'AUTO-ENDING',
  halftimeBanner: 'HALFTIME BREAK',
  autoResuming: 'AUTO-RESUMING',
  // Not in the spec: a manual timeout has no countdown.
  manualTimeoutHint: 'Press End Timeout when play resumes',

  clockTitle: 'Game Clock',
  startClock: 'Start Clock',
  stopClock: 'Stop Clock',
  resetClock: 'Reset Clock',
  nextPeriod: 'Next Period',
  clockRunning: 'Running',
  clockStopped: 'Stopped',
  // Not in the spec: the confirmations before the two clock actions that cannot be undone by a tap.
  resetConfirmTitle: 'Reset the clock?',
  resetConfirmBody: (clock: string) => `The clock goes back to ${clock} and stops.`,
  nextPeriodConfirmTitle: (label: string) => `Start the ${label}?`,
  nextPeriodConfirmBody:
    'The clock resets and stops, blitzes start again for both teams, and the timeouts too when they count per period.',
  endGameConfirmTitle: 'End the game?',
  endGameConfirmBody: (home: string, homeScore: number, away: string, awayScore: number) =>
    `This was the last period. The game is recorded as final: ${home} ${homeScore}, ${away} ${awayScore}.`,
  endGame: 'End Game',
  cancel: 'Cancel',
  // Not in the spec (issue 16): the confirmation before Start Game, here and on the Referee Dashboard.
  startConfirmTitle: 'Start this game?',
  startConfirmBody: (home: string, away: string, kickoff: string) => `${home} vs ${away}, kickoff ${kickoff}.`,
  startConfirmEffect: 'The game goes live with the clock stopped.',
  // The second question when the kickoff is more than 2 hours from now.
  startFarAhead: (date: string, time: string) => `This game is scheduled for ${date} at ${time}, more than 2 hours from now.`,
  startFarPast: (date: string, time: string) => `This game was scheduled for ${date} at ${time}, more than 2 hours ago.`,
  startFarQuestion: 'Start it anyway?',
  startAnyway: 'Start Anyway',

  timeAdjustmentTitle: 'Time Adjustment',
  // Not in the spec: the card's hint.
  timeAdjustmentHint: 'Adjusting stops the clock.',
  adjustLabel: (seconds: number) => `${seconds > 0 ? 'Add' : 'Remove'} ${Math.abs(seconds)} seconds`,
  adjustButton: (seconds: number) => `${seconds > 0 ? '+' : '-'}${Math.abs(seconds)}s`,

  home: 'Home',
  away: 'Away',
  scoreButton,
  // A score button's accessible name: its visible '+6' first (WCAG 2.5.3, label in name), then in words.
  scoreLabel: (delta: number, teamName: string) => `${scoreButton(delta)}, ${scoreWords(delta, teamName)}`,
  setScore: 'Set Score',
  // Not in the spec: the set-score field's placeholder (narrow on phones).
  scorePlaceholder: 'Score',
  set: 'Set',
  setScoreLabel: (teamName: string) => `Set ${teamName} score`,
  // Not in the spec (spec 5 says only that set-score needs a number of 0 or more).
  setScoreInvalid: 'Enter a whole number of 0 or more',

  // Not in the spec (issue 18): the scoring-play picker of each team.
  scoringPlay: 'Scoring play',
  scoringPlayLabel: (teamName: string) => `Scoring play for ${teamName}`,
  scoringPlayTitle: (teamName: string) => `Scoring play: ${teamName}`,
  scoringPlayHint: 'Note the jersey if you know it, then tap the play.',
  scoringPlaysList: 'Plays',
  jerseyLabel: 'Jersey #',
  jerseyPlaceholder: 'optional',
  closePicker: 'Close',

  timeoutsTitle: 'Timeout Management',
  callTimeout: 'Call Timeout',
  callTimeoutLabel: (teamName: string) => `Call timeout for ${teamName}`,
  endTimeout: 'End Timeout',
  usedOf: (used: number, allowed: number) => `${used} of ${allowed} used`,
  // Not in the spec: the allowance under the two team columns.
  perPeriod: 'each period',
  perGame: 'for the whole game',
  allowance: (allowed: number, word: string, scope: string) => `${allowed} ${word} per team ${scope}`,
  decrease: (what: string, teamName: string) => `Decrease ${teamName} ${what} used`,
  increase: (what: string, teamName: string) => `Increase ${teamName} ${what} used`,
  timeoutsWord: 'timeouts',
  blitzesTitle: 'Blitz Management',
  callBlitz: 'Call Blitz',
  callBlitzLabel: (teamName: string) => `Call blitz for ${teamName}`,
  blitzesWord: 'blitzes',

  downTitle: 'Down Control',
  downNames: DOWN_NAMES,
  // a down button's accessible name: its visible '3rd' first (WCAG 2.5.3), then in words
  downLabel: (down: number) => `${DOWN_NAMES[down - 1]}, Down ${down}`,

  // Not in the spec (issue 37): the play clock and the rush counter, on this phone only.
  playClockTitle: 'Play Clock',
  playClockHint: 'On this phone only',
  playClockStart: 'Start',
  playClockRestart: 'Restart',
  playClockReady: (seconds: number) => `${seconds} s from the ready-for-play`,
  playClockRunning: 'Running',
  playClockExpired: 'Delay of game: time is up',
  rushesTitle: 'Rushes',
  rushesHint: (allowed: number) => `${allowed} per team each series; the 1st down starts again`,
  rush: 'Rush',
  rushDecrease: (teamName: string) => `Take back a rush of ${teamName}`,

  // Not in the spec (issue 37): undo, the mercy rule, the two-minute warning and forfeits.
  undo: 'Undo',
  undoTap: (what: string) => `Undo ${what}`,
  undoEvent: (description: string) => `, ${description}`,
  undoTimeout: 'Timeout',
  undoBlitz: 'Blitz',
  undoDown: (ordinalDown: string) => `${ordinalDown} down`,
  undone: 'Undone',
  undoNotYet: 'That tap is still on its way. Undo it from Game Events once it shows there.',
  // issue 45: the Undo dock's quiet line, when no tap's Undo is offered (decision 060)
  undoDockHint: (seconds: number) => `Undo a tap here for ${seconds} s, then from Game Events`,
  mercyPrompt: 'End the game (mercy rule)?',
  mercyLead: (team: string, lead: number) => `${team} leads by ${lead}.`,
  mercyEnd: 'End Game',
  twoMinuteWarning: 'Two-minute warning',
  twoMinuteWarningHint: 'The clock stopped at 2:00. Start it when play resumes.',
  forfeit: 'Forfeit',
  forfeitTitle: 'Record a forfeit?',
  forfeitBody: (winnerScore: number, loserScore: number) =>
    `The game ends now, recorded as won ${winnerScore}-${loserScore} by the other team. Which team forfeits?`,
  forfeitTeam: (team: string) => `${team} forfeits`,
  endedMercy: 'Final, mercy rule',
  endedForfeit: 'Forfeit',

  eventsTitle: 'Game Events',
  eventsEmpty: 'No events recorded yet',

  // spec 8
  updateFailed: 'Failed to update game',
  timeoutFailed: 'Failed to start timeout',
  blitzFailed: 'Failed to call blitz',
  // spec 8: kept for the manual event call (POST /api/games/{id}/events); this page records events
  // through the actions, which store them in the same transaction.
  createEventFailed: 'Failed to create event',
  fetchGameFailed: 'Failed to fetch game',
  fetchEventsFailed: 'Failed to fetch events',
  // Not in the spec: the page for an id that is not a game.
  gameNotFound: 'Game not found',
  gameNotFoundBody: 'This game does not exist or belongs to another league.',
  loadingGame: 'Loading game...',

  // Not in the spec (issue 16, decision 023): what the server has and what still waits on this phone.
  syncLabel: 'Sync status',
  allSynced: 'All synced',
  sending: (waiting: number) => (waiting > 1 ? `Sending… ${waiting} actions waiting` : 'Sending…'),
  offline: (waiting: number) => `Offline: ${waiting === 0 ? 'no actions' : waiting === 1 ? '1 action' : `${waiting} actions`} waiting`,
  offlineHint: 'Keep scoring: every tap is kept on this phone and sent when the signal returns.',
  signedOut: (waiting: number) => `Signed out: ${waiting === 1 ? '1 action' : `${waiting} actions`} waiting. Sign in again to send them.`,
} as const;
