import type { Tiebreaker } from '@common/standings/rank';

// The standings page (issue 18): not in the spec; these are ours.
export const STANDINGS_TEXT = {
  title: 'Standings',
  backToScoreboard: 'Scoreboard',
  loading: 'Loading standings...',
  failed: 'Failed to fetch standings',
  empty: 'No teams yet.',
  noGames: 'No completed games yet: every team starts level.',
  columns: { rank: '#', team: 'Team', wins: 'W', losses: 'L', ties: 'T', winPct: 'PCT', pointsFor: 'PF', pointsAgainst: 'PA', pointDifferential: 'DIFF', streak: 'STRK', lastFive: 'Last 5', sportsmanship: 'SPT' },
  columnNames: { winPct: 'Win percentage', pointsFor: 'Points for', pointsAgainst: 'Points against', pointDifferential: 'Point differential', streak: 'Streak', lastFive: 'Last five games, most recent first', sportsmanship: 'Sportsmanship: the average of the referees\' approved reports, 0 to 5' },
  rulesTitle: 'How ties are broken',
  rulesIntro: 'Teams are ranked by win percentage (a tie counts as half a win). Teams level on it are separated by, in order:',
  rulesNone: 'Teams level on win percentage share the rank.',
  rulesRestart: 'When a step separates some of the tied teams, those still level start again from the first step. Teams level after every step share the rank.',
  tiebreaker: (step: Tiebreaker, cap: number | null): string => {
    switch (step) {
      case 'headToHead':
        return 'Head-to-head: win percentage in the games among the tied teams (only when each of them has played each of the others)';
      case 'pointDifferential':
        return cap === null ? 'Point differential' : `Point differential, counting at most ${cap} points per game`;
      case 'pointsAllowed':
        return 'Fewest points allowed';
      case 'pointsFor':
        return 'Most points scored';
      case 'sportsmanship':
        return 'Best sportsmanship: the average the referees\' approved reports gave (only when each tied team has one)';
    }
  },
  tiebreakShort: { headToHead: 'head-to-head', pointDifferential: 'point differential', pointsAllowed: 'points allowed', pointsFor: 'points scored', sportsmanship: 'sportsmanship' } satisfies Record<Tiebreaker, string>,
  noSportsmanship: '–',
  separatedBy: (step: string) => `Below the team above on ${step}`,
  openTeam: (name: string) => `${name}: team statistics`,
  // issue 49: a row counting a final not yet agreed by both coaches, or protested
  provisional: 'Provisional',
  addLeagueCalendar: 'Add every game of the league to your calendar',
  // issue 34: one table per division, the season they count
  divisions: 'Divisions',
  noDivision: 'No division',
  tableOf: (division: string) => `Standings: ${division}`,
  season: 'Season',
  seasonDates: (start: string, end: string) => `${start} – ${end}`,
  fetchSeasonsFailed: 'Failed to fetch seasons',
} as const;

// .667, 1.000, .000: the way standings print a win percentage.
export function formatWinPct(value: number): string {
  const fixed = value.toFixed(3);
  return fixed.startsWith('0') ? fixed.slice(1) : fixed;
}

// Issue 48: 4.5; a team without an approved report has none yet.
export function formatSportsmanship(value: number | null): string {
  return value === null ? STANDINGS_TEXT.noSportsmanship : value.toFixed(1);
}

export function formatDifferential(value: number): string {
  return value > 0 ? `+${value}` : String(value);
}
