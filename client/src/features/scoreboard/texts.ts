// The public scoreboard's and the Team Statistics modal's texts (spec 2.7, 2.8, 8), shared by the
// page and e2e/scoreboard.spec.ts. Entries marked 'ours' are not in the spec.
export const SCOREBOARD_TEXT = {
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
} as const;
