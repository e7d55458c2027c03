// The public scoreboard's and the Team Statistics modal's texts (spec 2.7, 2.8, 8), shared by the
// page and e2e/scoreboard.spec.ts. Entries marked 'ours' are not in the spec.
export const SCOREBOARD_TEXT = {
  // issue 49 (ours, decision 082): an instructional division's game keeps no public score
  noScoreKept: 'No score kept',
  // spec 2.7, exact
  referee: 'Referee',
  admin: 'Admin',
  // issue 18 (ours): the league table, linked from the top bar
  standings: 'Standings',
  // issue 36
  playoffs: 'Playoffs',
  overtime: 'OT',
  selectGame: 'SELECT GAME TO WATCH',
  home: 'HOME',
  away: 'AWAY',
  live: 'LIVE',
  down: 'DOWN',
  timeouts: 'TIMEOUTS',
  blitzes: 'BLITZES',
  timeout: 'TIMEOUT',
  teamTimeout: (team: string) => `${team.toUpperCase()} TIMEOUT`,
  autoEnding: 'AUTO-ENDING',
  halftimeBreak: 'HALFTIME BREAK',
  autoResuming: 'AUTO-RESUMING',
  noLiveGames: 'NO LIVE GAMES',
  checkBackLater: 'CHECK BACK LATER FOR LIVE COVERAGE!',
  otherGames: 'OTHER GAMES',
  allGames: 'ALL GAMES',
  noGamesScheduled: 'NO GAMES SCHEDULED',
  completedGames: 'COMPLETED GAMES',
  // ours
  // issue 34: the division switcher
  divisions: 'Divisions',
  allDivisions: 'All',
  clock: 'Game clock',
  final: 'FINAL',
  // issue 37: a game ended early says how
  finalMercy: 'FINAL, MERCY RULE',
  forfeit: 'FORFEIT',
  versus: 'vs',
  noField: 'Field TBD',
  teamStatsFor: (team: string) => `Team statistics for ${team}`,
  watching: 'Watching',
  reconnecting: 'Reconnecting…',
  lastUpdate: (elapsed: string) => `last update ${elapsed} ago`,
  moreGames: (count: number) => `MORE GAMES (${count})`,
  halftime: 'HALFTIME',
  nextPeriod: (label: string) => `Next: ${label}`,
  liveGamesUnavailable: 'Live games could not be loaded. Trying again…',
  loadingGames: 'Loading games…',
  joinFans: 'Join the fan community',
  myPredictions: 'My predictions',
  chooseLeague: 'Choose a league',
  noLeagues: 'No leagues are available yet.',
  // issue 18 (ours): the latest plays under the board, and the league's games in a phone calendar
  latestPlays: 'LATEST PLAYS',
  noPlaysYet: 'No scores yet',
  playsLoading: 'Loading plays…',
  bareScore: (points: number) => `${points} ${points === 1 ? 'point' : 'points'}`,
  scoreCorrected: (points: number) => `Score corrected (${points})`,
  addLeagueCalendar: 'Add the league’s games to your calendar',
  // spec 8
  fetchLiveFailed: 'Failed to fetch live games',
  fetchGamesFailed: 'Failed to fetch games',
  fetchRecordFailed: 'Failed to fetch team record',
} as const;

export const TEAM_STATS_TEXT = {
  // issue 18 (ours): the team's games in a phone calendar (webcal://)
  addToCalendar: 'Add this team’s games to your calendar',
  // ours: the modal's title line under the team name
  title: 'Team Statistics',
  // issue 34 (ours): the team's division beside it
  titleInDivision: (division: string) => `Team Statistics · ${division}`,
  // spec 2.8, exact
  seasonRecord: 'Season Record',
  wins: 'Wins',
  losses: 'Losses',
  ties: 'Ties',
  winPercent: 'Win %',
  scoringStatistics: 'Scoring Statistics',
  pointsFor: 'Points For',
  pointsAgainst: 'Points Against',
  pointDifferential: 'Point Differential',
  upcomingGames: 'Upcoming Games',
  versus: (away: string) => `vs ${away}`,
  at: (home: string) => `@ ${home}`,
  moreGames: (count: number) => `+${count} more games`,
  noUpcoming: 'No upcoming games scheduled',
  // ours
  loading: 'Loading…',
  noField: 'Field TBD',
  // spec 8
  fetchRecordFailed: 'Failed to fetch team record',
  fetchUpcomingFailed: 'Failed to fetch upcoming games',
  fetchStatsFailed: 'Failed to fetch team stats',
  // issue 49 (ours): points by player of the season, and an instructional division's team
  scorers: 'Points by Player',
  noScorers: 'No scoring plays with a jersey number yet',
  player: 'Player',
  touchdowns: 'TD',
  touchdownsLong: 'Touchdowns',
  pat1: 'PAT 1',
  pat1Long: 'One-point conversions',
  pat2: 'PAT 2',
  pat2Long: 'Two-point conversions',
  safeties: 'SAF',
  safetiesLong: 'Safeties',
  points: 'PTS',
  pointsLong: 'Points',
  notKept: 'This is an instructional division: no scores, standings or statistics are kept.',
} as const;

// Issue 38 (ours): the bell beside a team on the board and in Team Statistics, and the notifications
// the service worker shows (client/src/service-worker/sw.ts reads notificationFallback).
export const FOLLOW_TEXT = {
  follow: (team: string) => `Follow ${team}`,
  following: (team: string) => `Following ${team}`,
  followingDetail: 'Kickoff, scores, the final and schedule changes reach this device.',
  // a browser's subscription follows the teams of one league (the server keeps one per endpoint)
  otherLeagueLeft: 'The teams you followed in another league on this device are no longer followed: notifications come from one league at a time.',
  unfollowed: (team: string) => `Stopped following ${team}`,
  // iPhone and iPad: Safari has Web Push only in a page added to the Home Screen
  homeScreenTitle: 'Notifications need the Home Screen',
  homeScreen: 'Add this page to your Home Screen to get notifications: tap Share, then Add to Home Screen, and open it from there.',
  unsupportedTitle: 'No notifications in this browser',
  unsupported: 'This browser cannot show notifications from a web page. Open the scoreboard in Chrome, Firefox, Edge or Safari to follow a team.',
  blockedTitle: 'Notifications are blocked',
  blocked: 'Notifications are blocked for this site. Allow them in your browser’s site settings, then tap the bell again.',
  notAllowedTitle: 'Notifications were not allowed',
  notAllowed: (team: string) => `Tap the bell again and choose Allow to follow ${team}.`,
  followFailed: (team: string) => `Could not follow ${team}`,
  unfollowFailed: (team: string) => `Could not stop following ${team}`,
  // the browser's push service did not answer the subscription (offline, or blocked by the device)
  subscribeFailed: 'This device could not register for notifications. Check the connection and try again.',
  // a notification whose payload could not be read (the browser still requires one to be shown)
  notificationFallback: 'Flag Football',
} as const;
