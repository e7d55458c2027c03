// The Referee Dashboard's texts (spec 2.5, 8), shared by the page and e2e/game-control.spec.ts.
export const REFEREE_TEXT = {
  heading: 'Referee Dashboard',
  topBarLabel: 'Referee',
  // Not in the spec: one line under the heading.
  description: 'Run a live game or start a scheduled one.',
  liveGames: 'Live Games',
  live: 'Live',
  manageLiveGame: 'Manage Live Game',
  scheduledGames: 'Scheduled Games',
  // Not in the spec (issue 16): the scheduled games split into the referee's own and the league's others.
  yourGames: 'Your Games',
  noGamesAssigned: 'No scheduled games are assigned to you.',
  otherGames: 'Other League Games',
  startGame: 'Start Game',
  // Not in the spec: the button while the start call runs.
  starting: 'Starting...',
  // spec 2.5, exact
  noScheduledTitle: 'No Scheduled Games',
  noScheduledBody: 'There are no games scheduled at this time.',
  versus: 'vs',
  noField: 'No field set',
  // Not in the spec: the terms a screen reader announces before a game card's field, date and time.
  fieldTerm: 'Field',
  dateTerm: 'Date',
  timeTerm: 'Time',
  loading: 'Loading games...',
  // Not in the spec (issue 18): the referee's private calendar feed.
  calendarHeading: 'Your games in your calendar',
  calendarBody: 'Subscribe once: games assigned to you appear in your phone’s calendar, and move when the league moves them. The link is private to you.',
  addToCalendar: 'Add to calendar',
  copyLink: 'Copy link',
  linkCopied: 'Link copied',
  resetLink: 'Reset link',
  resetTitle: 'Reset your calendar link?',
  resetBody: 'The old link stops working at once: calendars subscribed to it stop updating. Subscribe again with the new link.',
  resetting: 'Resetting...',
  calendarFailed: 'Failed to load your calendar link',
  // Not in the spec (issue 19): the dates a referee cannot referee; the season builder skips them.
  unavailableHeading: 'Dates you cannot referee',
  unavailableBody: 'The league gives you no game on these dates when it builds a season.',
  unavailableDate: 'Date',
  markUnavailable: 'Mark unavailable',
  noUnavailableDates: 'No dates marked.',
  removeUnavailable: (date: string) => `Remove ${date}`,
  unavailableFailed: 'Failed to save your unavailable dates',
  unavailableSaved: 'Unavailable dates saved',
  // spec 8
  fetchLiveFailed: 'Failed to fetch live games',
  fetchGamesFailed: 'Failed to fetch games',
  startFailed: 'Failed to update game',
} as const;
