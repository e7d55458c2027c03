// The pay page's texts (issue 48: the officials' pay, its CSV, the league's rates), shared by the
// screen, its rules (pay.ts) and e2e/pay.spec.ts.
import type { CrewPosition } from '@common/crews/crew';
import type { UnpaidReason } from '@common/crews/pay';
import type { ReportState } from '@common/crews/report';

export const PAY_TEXT = {
  topBarLabel: 'Admin Dashboard',
  navLabel: 'Pay',
  heading: 'Officials Pay',
  description: "What each official is owed for the games he worked: an approved report of a game whose console ran. Dates are the league's.",

  periodHeading: 'Period',
  from: 'From date',
  to: 'To date',
  downloadCsv: 'Download CSV',
  periodInvalid: 'Choose a From date on or before the To date, at most 366 days apart.',

  listHeading: 'Pay by official',
  loading: 'Loading the pay...',
  loadFailed: 'The pay could not be loaded',
  empty: 'No accepted positions in games of this period.',
  total: 'Total',
  leagueTotal: (amount: string) => `All officials: ${amount}`,
  officialTotal: (name: string, amount: string) => `${name}: ${amount}`,
  columns: { game: 'Game', position: 'Position', rate: 'Rate', console: 'Console', report: 'Report', amount: 'Amount', reason: 'Reason' },
  vs: (home: string, away: string) => `${home} vs ${away}`,
  positions: { referee: 'Referee', second: 'Second official', line: 'Line judge' } satisfies Record<CrewPosition, string>,
  consoleRan: 'Ran',
  consoleOff: 'Played off the console',
  consoleNot: 'Did not run',
  reports: { submitted: 'Submitted', approved: 'Approved', returned: 'Returned' } satisfies Record<ReportState, string>,
  noReport: 'None',
  paid: 'Paid',
  reasons: {
    noReport: 'No report yet',
    reportNotApproved: 'Report not approved',
    noShow: 'Reported as a no-show',
    consoleNotRun: 'The console did not run',
    noRate: 'No rate for this position',
  } satisfies Record<UnpaidReason, string>,

  markOffConsole: 'Played off the console',
  markLabel: (game: string) => `Mark ${game} as played off the console`,
  markTitle: 'Played off the console',
  markDescription: (game: string) => `${game} was played without the console. Its crew becomes payable once its report is approved; the mark is recorded with your name.`,
  markNote: 'Note (optional)',
  markNoteHint: 'Why the console did not run, e.g. the tablet died.',
  markSubmit: 'Mark as played',
  marking: 'Marking...',
  cancel: 'Cancel',
  marked: 'Marked as played off the console',
  markFailed: 'The game could not be marked',

  ratesHeading: 'Pay rates',
  ratesDescription: "The amount of each position per game; a division's rate replaces the league's default, an empty cell has none.",
  ratesTable: 'Pay rates by division and position',
  leagueDefault: 'League default',
  division: 'Division',
  currency: 'Currency',
  currencyHint: 'Three letters (ISO 4217), e.g. USD, EUR, CAD.',
  rateLabel: (division: string, position: string) => `${position} rate, ${division}`,
  rateInvalid: 'Write an amount such as 25 or 25.50',
  currencyInvalid: 'Write three letters, e.g. USD',
  saveRates: 'Save rates',
  savingRates: 'Saving...',
  ratesSaved: 'Pay rates saved',
  ratesFailed: 'The pay rates could not be saved',
} as const;
