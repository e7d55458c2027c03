// The report review list's texts (issue 48, /{slug}/admin/reports), shared by the screen, its
// formatter (reports.ts) and e2e/reports.spec.ts.
import type { CrewPosition } from '@common/crews/crew';
import type { FieldCondition, IncidentKind, ReportState } from '@common/crews/report';

export const REPORTS_TEXT = {
  topBarLabel: 'Admin Dashboard',
  navLabel: 'Reports',
  heading: 'Game Reports',
  description: "The referees' reports of completed games. Approved reports count for the standings' sportsmanship and for pay.",

  filtersHeading: 'Filter',
  state: 'State',
  states: { submitted: 'Waiting for review', approved: 'Approved', returned: 'Returned' } satisfies Record<ReportState, string>,
  stateBadges: { submitted: 'Submitted', approved: 'Approved', returned: 'Returned' } satisfies Record<ReportState, string>,
  allStates: 'All',

  listHeading: 'Reports',
  loading: 'Loading reports...',
  loadFailed: 'The reports could not be loaded',
  empty: { submitted: 'No report waits for review.', approved: 'No approved report yet.', returned: 'No returned report.', all: 'No report yet.' },

  game: (home: string, away: string) => `${home} vs ${away}`,
  filedBy: (name: string, at: string) => `Filed by ${name}, ${at}`,
  reviewedBy: (state: string, name: string, at: string) => `${state} by ${name}, ${at}`,
  sportsmanship: 'Sportsmanship',
  score: (team: string, score: number) => `${team}: ${score} of 5`,
  incidents: 'Incidents',
  noIncidents: 'None',
  incidentKinds: { unsportsmanlike: 'Unsportsmanlike conduct', ejection: 'Ejection', injury: 'Injury', other: 'Other' } satisfies Record<IncidentKind, string>,
  incidentWho: (team: string | null, jersey: string | undefined) => [team, jersey ? `#${jersey}` : null].filter(Boolean).join(' '),
  noShows: 'No-shows',
  noNoShows: 'None',
  positions: { referee: 'Referee', second: 'Second official', line: 'Line judge' } satisfies Record<CrewPosition, string>,
  fieldCondition: 'Field condition',
  conditions: { good: 'Good', fair: 'Fair', poor: 'Poor' } satisfies Record<FieldCondition, string>,
  privateNote: 'Private note (admins only)',
  noPrivateNote: 'None',
  returnReason: 'Returned because',

  approve: 'Approve',
  approving: 'Approving...',
  approved: 'Report approved',
  approveFailed: 'Failed to approve the report',
  approveLabel: (game: string) => `Approve the report of ${game}`,
  return: 'Return',
  returnLabel: (game: string) => `Return the report of ${game}`,
  returnTitle: 'Return the report',
  returnDescription: (game: string) => `The report of ${game} goes back to its referee, who is mailed your reason and may change it for 24 hours.`,
  reason: 'Reason',
  reasonRequired: 'Say what the referee should change',
  cancel: 'Cancel',
  returning: 'Returning...',
  returned: 'Report returned to its referee',
  returnFailed: 'Failed to return the report',
} as const;
