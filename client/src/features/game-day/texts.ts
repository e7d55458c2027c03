// The Game day board's texts (issue 48, decision 072), shared by the screen and e2e/game-day.spec.ts.
import type { CrewPosition } from '@common/crews/crew';
import type { MemberBadge } from './board';

export const GAME_DAY_TEXT = {
  topBarLabel: 'Admin Dashboard',
  navLabel: 'Game day',
  heading: 'Game day',
  description: "Each game's officials as they accept and arrive, and the games no referee has reached 15 minutes before kickoff. Times are the league's.",

  dateHeading: 'Day',
  dateLabel: 'Date',
  today: 'Today',
  listHeading: 'Games',
  loadFailed: 'The Game day board could not be loaded',
  loading: 'Loading the games…',
  empty: 'No games on this date.',

  columns: { kickoff: 'Kickoff', teams: 'Teams', field: 'Field', crew: 'Officials', console: 'Console' },
  vs: 'vs',
  noField: 'No field yet',
  positions: { referee: 'Referee', second: 'Second', line: 'Line judge' } satisfies Record<CrewPosition, string>,
  nobody: 'Nobody',
  badges: { offered: 'Offered', accepted: 'Accepted', arrived: 'Arrived', declined: 'Declined', open: 'Open' } satisfies Record<MemberBadge, string>,
  consoleStarted: 'Console started',
  consoleNotStarted: 'Not started',
  cancelled: 'Cancelled',
  alert: 'No referee has arrived',
  alertCount: (n: number) => (n === 1 ? '1 game has no referee at the field yet' : `${n} games have no referee at the field yet`),
} as const;
