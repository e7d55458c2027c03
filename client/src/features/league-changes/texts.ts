// The League Changes screen's texts (issue 46: the league's audit list for its admins), shared by
// the screen, its formatter (changes.ts) and e2e/league-changes.spec.ts.
import type { AuditKind } from '@common/schemas/audit';

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

export const LEAGUE_CHANGES_TEXT = {
  topBarLabel: 'Admin Dashboard',
  navLabel: 'League Changes',
  heading: 'League Changes',
  description: "Who changed what in the league, newest first. Times are the league's.",

  filtersHeading: 'Filters',
  from: 'From date',
  to: 'To date',
  kind: 'Kind',
  allKinds: 'All kinds',
  kinds: {
    announcement: 'Announcements',
    'api-key': 'API keys',
    bracket: 'Playoff brackets',
    division: 'Divisions',
    field: 'Fields',
    game: 'Games',
    import: 'Imports',
    league: 'League settings',
    rainout: 'Rainouts',
    schedule: 'Schedules',
    season: 'Seasons',
    team: 'Teams',
    user: 'Users',
  } satisfies Record<AuditKind, string>,

  listHeading: 'Changes',
  empty: 'No changes in this period.',
  loadFailed: 'The changes could not be loaded',
  loadMore: 'Load more',
  apiKey: (name: string) => `${name} (API key)`,

  // the sentence of each change (changes.ts)
  verbs: { create: 'Created', update: 'Edited', edit: 'Edited', delete: 'Deleted' } as Record<string, string>,
  nouns: { game: 'game', team: 'team', field: 'field', division: 'division', season: 'season', user: 'user', bracket: 'bracket', league: 'league', 'api-key': 'API key' } as Record<string, string>,
  ref: (noun: string, id: string | null) => (id === null ? noun : `${noun} #${id}`),
  fields: (names: string[]) => `fields: ${names.join(', ')}`,
  gameDeleted: (home: string, away: string) => `${home} vs ${away}`,
  rainout: (day: string, moved: number, cancelled: number) => `Rained out ${day}: ${count(moved, 'game', 'games')} moved, ${count(cancelled, 'game', 'games')} cancelled`,
  rainoutOnFields: (n: number) => ` (${count(n, 'field', 'fields')})`,
  syncSettings: (n: number) => `Applied the league's game settings to ${count(n, 'game', 'games')}`,
  leagueUpdate: 'Edited the league settings',
  leagueRules: 'Changed the league rules',
  leagueStatus: (from: string, to: string) => `Changed the league status from ${from} to ${to}`,
  leagueCreate: 'Created the league',
  leagueDelete: 'Deleted the league',
  divisionRules: (division: string) => `Changed the rules of ${division}`,
  roleChange: (user: string, to: string) => `Changed the role of ${user} to ${to}`,
  userCreate: (user: string, role: string) => `Created ${user} (${role})`,
  passwordChange: (user: string) => `Changed the password of ${user}`,
  passwordReset: (user: string) => `Reset the password of ${user} by a mailed link`,
  passwordResetRequested: (user: string) => `Asked for a password reset of ${user}`,
  passwordResetRefused: (user: string) => `Refused a password reset of ${user}`,
  register: (user: string) => `Registered ${user}`,
  importRun: (file: string, created: number, updated: number, errors: number) =>
    `Imported ${file}: ${count(created, 'game', 'games')} created, ${updated.toLocaleString('en-US')} updated, ${count(errors, 'error', 'errors')}`,
  schedulePublish: (games: number, unscheduled: number) => `Published a schedule of ${count(games, 'game', 'games')}${unscheduled > 0 ? ` (${unscheduled.toLocaleString('en-US')} unscheduled)` : ''}`,
  bracketPublish: (name: string, games: number) => `Published the bracket "${name}" (${count(games, 'game', 'games')})`,
  bracketDelete: (name: string) => `Deleted the bracket "${name}"`,
  announcementSend: (subject: string) => `Sent the announcement "${subject}"`,
  apiKeyCreate: (name: string) => `Created the API key "${name}"`,
  apiKeyRevoke: 'Revoked an API key',
  generic: (action: string, target: string | null, keys: string[]) => `${action}${target ? ` on ${target}` : ''}${keys.length > 0 ? ` (${keys.join(', ')})` : ''}`,
} as const;
