// Issue 50 (decision 084): the embed pages' words (ours) and the module's refusals. The words the
// page's script writes too (a live game's line, the frames' titles) are common/embeds/live.ts'.
export const EMBED_TEXT = {
  // headings
  scoreboard: 'Scoreboard',
  standings: 'Standings',
  schedule: 'Schedule',
  live: 'Live',
  upcoming: 'Upcoming',
  results: 'Results',
  // a row's state
  liveBadge: 'LIVE',
  final: 'FINAL',
  finalMercy: 'FINAL, MERCY RULE',
  forfeit: 'FORFEIT',
  noScoreKept: 'No score kept',
  versus: 'vs',
  noField: 'Field TBD',
  // every row and the heading's link open the product's page in a new tab
  newTab: '(opens in a new tab)',
  fullPage: (what: string) => `Open the full ${what.toLowerCase()}`,
  // empty states
  noGames: 'No games to show right now.',
  noUpcoming: 'No upcoming games scheduled.',
  noStandings: 'No standings yet.',
  instructional: 'This is an instructional division: no scores or standings are kept.',
  noBracketGames: 'The bracket has no games yet.',
  // the standings' columns (abbreviation, its meaning)
  columns: {
    rank: ['#', 'Rank'],
    team: ['Team', 'Team'],
    wins: ['W', 'Wins'],
    losses: ['L', 'Losses'],
    ties: ['T', 'Ties'],
    winPct: ['Pct', 'Win percentage'],
    pointDifferential: ['PD', 'Point differential'],
  },
  seed: (seed: number) => `(${seed})`,
  // a suspended league's embed says so instead of showing its data (as its public pages do)
  suspendedTitle: 'League Suspended',
  suspended: (league: string) => `${league} is suspended and cannot be used at the moment.`,
  // refusals
  teamNotInLeague: 'Team not found in this league',
  scriptsNotBuilt: 'The embed scripts are not built: run npm run build',
} as const;
