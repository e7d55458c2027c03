import type { GameStatus, LeagueStatus, TimeoutType } from '@common/constants';
import type { GameChangeDoor } from '@common/schemas/games/history';
import { GAMES_TEXT } from '@common/schemas/games/texts';

// The admin dashboard's and League Management's texts (spec 2.4, 5, 8), shared by the screens and
// e2e/admin-dashboard.spec.ts. Texts marked 'ours' are not in the spec.
export const ADMIN_TEXT = {
  // issue 49: the games list's badge of a game with a player let in off both rosters
  rosterFlag: 'Roster flag',
  topBarLabel: 'Admin Dashboard',
  heading: 'League Administration',
  superAdminLabel: 'Super Admin', // ours: the /leagues top bar

  cards: {
    totalGames: 'Total Games',
    liveGames: 'Live Games',
    teams: 'Teams',
    referees: 'Referees',
    fields: 'Fields',
  },

  actions: {
    createGame: 'Create New Game',
    manageTeams: 'Manage Teams',
    manageFields: 'Manage Fields',
    // issue 34 (ours)
    manageDivisions: 'Manage Divisions',
    manageSeasons: 'Manage Seasons',
    manageLeagues: 'Manage Leagues',
    leagueSettings: 'League Settings',
    manageReferees: 'Manage Referees',
  },

  // Spec 2.4 games tables.
  upcomingHeading: 'Upcoming Games',
  upcomingEmpty: 'No active games. Create your first game to get started.',
  finishedHeading: 'Finished Games',
  columns: {
    dateTime: 'Date & Time',
    date: 'Date',
    teams: 'Teams',
    field: 'Field',
    referee: 'Referee',
    status: 'Status',
    actions: 'Actions',
    finalScore: 'Final Score',
    division: 'Division', // ours (issue 34)
  },
  viewLive: 'View Live',
  edit: 'Edit',
  delete: 'Delete',
  winner: (team: string) => `Winner: ${team}`,
  tie: 'Tie',
  versus: 'vs',
  noField: 'No field', // ours
  noReferee: 'Unassigned', // ours
  selectAll: (table: string) => `Select all ${table.toLowerCase()}`, // ours (screen readers)
  selectGame: (home: string, away: string) => `Select ${home} vs ${away}`, // ours (screen readers)
  deleteSelected: (count: number) => (count > 0 ? `Delete Selected (${count})` : 'Delete Selected'), // ours
  timeZoneNote: (zone: string) => `Times in ${zone} time`, // ours

  // Spec 5 bulk delete, exact.
  noGamesSelectedTitle: 'No Games Selected',
  noGamesSelectedBody: 'Please select games to delete',
  bulkDeleteConfirm: (count: number) =>
    `Are you sure you want to delete ${count} selected games? This action cannot be undone.`,
  bulkDeleteTitle: 'Delete selected games?', // ours
  // ours: the single-game delete asks too.
  deleteGameTitle: 'Delete this game?',
  deleteGameConfirm: (home: string, away: string) => `Are you sure you want to delete ${home} vs ${away}? This action cannot be undone.`,
  deleting: 'Deleting...',
  cancel: 'Cancel',
  close: 'Close', // ours
  invalidDeleteId: GAMES_TEXT.invalidDeleteId,

  gameStatus: { scheduled: 'Scheduled', live: 'Live', completed: 'Completed', cancelled: 'Cancelled' } satisfies Record<GameStatus, string>,
  leagueStatus: { active: 'Active', suspended: 'Suspended', archived: 'Archived' } satisfies Record<LeagueStatus, string>,
  timeoutType: { per_period: 'Per period', per_game: 'Per game' } satisfies Record<TimeoutType, string>,
  gameFormat: { quarters: 'Quarters', halves: 'Halves' },
  blitzesDisabled: 'Disabled',

  // Create New Game / Edit Game (spec 5, 7).
  createGameTitle: 'Create New Game',
  createGameDescription: 'Schedule a game. Fields marked * are required; game settings start from the league settings.', // ours
  editGameTitle: 'Edit Game',
  editGameDescription: (home: string, away: string) => `${home} vs ${away}`,
  createGame: 'Create Game',
  creating: 'Creating...',
  saveChanges: 'Save Changes',
  saving: 'Saving...',
  requiredFields: GAMES_TEXT.requiredFields,
  teamsMustDiffer: GAMES_TEXT.teamsMustDiffer,
  gameFields: {
    homeTeam: 'Home Team',
    awayTeam: 'Away Team',
    referee: 'Referee',
    field: 'Field',
    dateTime: 'Date & Time',
    gameFormat: 'Game Format',
    periodDuration: 'Period Duration (minutes)',
    timeoutsPerPeriod: 'Timeouts',
    timeoutType: 'Timeout Type',
    blitzesPerPeriod: 'Blitzes per Period',
    autoTimeouts: 'Automatic timeouts',
    timeoutDuration: 'Timeout Duration (seconds)',
    halftimeDuration: 'Halftime Duration (seconds)',
    status: 'Status',
    homeScore: 'Home Score',
    awayScore: 'Away Score',
  },
  matchupSection: 'Matchup', // ours
  gameSettingsSection: 'Game settings', // ours
  chooseTeam: 'Select a team', // ours
  noRefereeOption: 'No referee', // ours
  noFieldOption: 'No field', // ours
  autoTimeoutsHint: 'A called timeout ends by itself and the game resumes.', // ours

  // The Edit Game dialog's History tab (issue 46, ours): the game's timeline, oldest first.
  gameHistory: {
    detailsTab: 'Details',
    tab: 'History',
    // the row action of a live or finished game, and its dialog's title
    open: 'History',
    dialogTitle: 'Game History',
    timeZoneNote: (zone: string) => `Changes to this game, oldest first. Times in ${zone} time.`,
    loading: 'Loading history...',
    empty: 'No changes recorded for this game yet.',
    fetchFailed: 'Failed to fetch game history', // in the spec's pattern
    retry: 'Try again',
    system: (reason: string) => `System — ${reason}`,
    withReason: (name: string, reason: string) => `${name} — ${reason}`,
    through: (door: string) => `via ${door}`,
    noFieldChanged: 'Recorded an event; no field changed.',
    change: (label: string, before: string, after: string) => `${label}: ${before} → ${after}`,
    value: (label: string, value: string) => `${label}: ${value}`,
    none: '—',
    yes: 'Yes',
    no: 'No',
    deleted: 'Deleted',
    team: (id: number) => `Team #${id}`,
    user: (id: number) => `User #${id}`,
    seconds: (value: number) => `${value} s`,
    minutes: (value: number) => `${value} min`,
    overtimeRound: (round: number) => `Round ${round}`,
    doors: {
      console: 'Console',
      edit: 'Edit',
      create: 'Created',
      import: 'Import',
      rainout: 'Rainout',
      bracket: 'Bracket',
      'field-rename': 'Field renamed',
      'league-defaults': 'League defaults',
      'season-publish': 'Season publish',
      delete: 'Deleted',
      crew: 'Crew answer',
      result: 'Final result',
      'check-in': 'Check-in',
    } satisfies Record<GameChangeDoor, string>,
    endReason: { mercy: 'Mercy rule', forfeit: 'Forfeit' },
    // each field a change names, in the order they are listed
    fields: {
      status: 'Status',
      scheduledDate: 'Date & time',
      field: 'Field',
      homeTeamId: 'Home team',
      awayTeamId: 'Away team',
      refereeId: 'Referee',
      homeScore: 'Home score',
      awayScore: 'Away score',
      currentPeriod: 'Period',
      timeRemainingMs: 'Time remaining',
      clockStartedAt: 'Clock started',
      currentDown: 'Down',
      homeTimeoutsUsed: 'Home timeouts used',
      awayTimeoutsUsed: 'Away timeouts used',
      homeBlitzesUsed: 'Home blitzes used',
      awayBlitzesUsed: 'Away blitzes used',
      timeoutTeam: 'Timeout called by',
      timeoutEndsAt: 'Timeout ends',
      timeoutResumesClock: 'Clock resumes after the timeout',
      halftimeEndsAt: 'Halftime ends',
      endReason: 'Ended by',
      completedAt: 'Completed',
      resultStatus: 'Result',
      rosterFlag: 'Roster flag',
      overtime: 'Overtime',
      gameFormat: 'Game format',
      totalPeriods: 'Periods',
      periodDuration: 'Period duration',
      timeoutsPerPeriod: 'Timeouts',
      timeoutType: 'Timeout type',
      blitzesPerPeriod: 'Blitzes per period',
      autoTimeouts: 'Automatic timeouts',
      timeoutDuration: 'Timeout duration',
      halftimeDuration: 'Halftime duration',
      externalId: 'Import id',
      bracketKey: 'Bracket slot',
    },
  },

  // issue 49: the dashboard's entry to the protest case (/{slug}/admin/protests)
  protests: {
    card: 'Protests',
    count: (count: number) => (count === 1 ? '1 protest waits for a ruling' : `${count} protests wait for a ruling`),
  },

  // Spec 8 admin toasts, exact.
  createGameFailed: 'Failed to create game',
  deleteGameFailed: 'Failed to delete game',
  updateGameFailed: 'Failed to update game',
  deleteGamesFailed: 'Failed to delete games',
  createTeamFailed: 'Failed to create team',
  updateTeamFailed: 'Failed to update team',
  deleteTeamFailed: 'Failed to delete team',
  createFieldFailed: 'Failed to create field',
  updateFieldFailed: 'Failed to update field',
  deleteFieldFailed: 'Failed to delete field',
  createLeagueFailed: 'Failed to create league',
  updateLeagueStatusFailed: 'Failed to update league status',
  saveSettingsFailed: 'Failed to save league settings',
  syncFailed: 'Failed to sync game settings',
  // Spec 8 fetch errors.
  fetchGamesFailed: 'Failed to fetch games',
  fetchRefereesFailed: 'Failed to fetch referees',
  fetchTeamsFailed: 'Failed to fetch teams', // ours, in the spec's pattern
  fetchFieldsFailed: 'Failed to fetch fields', // ours, in the spec's pattern
  fetchDivisionsFailed: 'Failed to fetch divisions', // ours (issue 34), in the spec's pattern
  fetchSeasonsFailed: 'Failed to fetch seasons', // ours (issue 34), in the spec's pattern
  fetchLeaguesFailed: 'Failed to fetch leagues', // ours, in the spec's pattern
  // ours: when the league update failure has no server message, and the league delete failure.
  updateLeagueFailed: 'Failed to update league',
  deleteLeagueFailed: 'Failed to delete league',
  reloadHint: 'Please reload the page to try again.', // ours
  loadingGames: 'Loading games...', // ours
  loadingLeagues: 'Loading leagues...', // ours
  archivedTitle: 'This league is archived', // ours
  archivedBody: 'An archived league is read-only: its games, teams, fields and settings cannot be changed.', // ours

  // Success toasts: ours.
  gameCreated: 'Game created successfully',
  gameUpdated: 'Game updated successfully',
  gameDeleted: 'Game deleted successfully',
  gamesDeleted: (count: number) => `${count} game${count === 1 ? '' : 's'} deleted`,
  someGamesNotDeleted: (failed: number, total: number, reason: string) =>
    `${failed} of ${total} selected games could not be deleted: ${reason}`,
  teamCreated: 'Team created successfully',
  teamUpdated: 'Team updated successfully',
  teamDeleted: 'Team deleted successfully',
  fieldCreated: 'Field created successfully',
  fieldUpdated: 'Field updated successfully',
  fieldDeleted: 'Field deleted successfully',
  leagueCreated: 'League created successfully',
  leagueUpdated: 'League updated successfully',
  leagueStatusUpdated: (name: string, status: string) => `${name} is now ${status.toLowerCase()}`,
  leagueStatusUpdatedTitle: 'League status updated',
  leagueDeleted: 'League deleted successfully',
  settingsSaved: 'League settings saved',
  gamesSyncedTitle: 'Game settings synced',
  gamesUpdated: (count: number) => `${count} game${count === 1 ? '' : 's'} updated`, // the spec's report, 'N games updated'

  // Manage Teams (spec 2.4, 5).
  teamsTitle: 'Manage Teams',
  teamsDescription: 'Add, rename and recolour the teams of the league.', // ours
  teamName: 'Team Name',
  teamColor: 'Team Color',
  addTeam: 'Add Team',
  teamNameRequired: 'Please enter a team name', // ours; spec 5 requires a non-blank name
  teamsEmpty: 'No teams yet. Add the first one above.', // ours
  editTeam: (name: string) => `Edit ${name}`,
  deleteTeam: (name: string) => `Delete ${name}`,
  deleteTeamTitle: (name: string) => `Delete ${name}?`, // ours
  deleteTeamConfirm: 'The team is removed from the league. A team that plays in games cannot be deleted.', // ours
  save: 'Save',

  // Manage Fields (spec 2.4, 5).
  fieldsTitle: 'Manage Fields',
  fieldsDescription: 'The places games are played. The game form offers these fields.', // ours
  fieldName: 'Field Name',
  fieldLocation: 'Location',
  fieldSurface: 'Surface',
  surfaceNotSet: 'Not set', // ours
  addField: 'Add Field',
  fieldNameRequired: 'Please enter a field name', // ours; spec 5 requires a name
  fieldsEmpty: 'No fields yet. Add the first one above.', // ours
  editField: (name: string) => `Edit ${name}`,
  deleteField: (name: string) => `Delete ${name}`,
  deleteFieldTitle: (name: string) => `Delete ${name}?`, // ours
  deleteFieldConfirm: 'The field is removed from the league. A field that games are played at cannot be deleted.', // ours

  // Manage Divisions (issue 34, ours).
  divisionsTitle: 'Manage Divisions',
  divisionsDescription: 'The age divisions of the league. Each team plays in one; each division has its own standings.',
  division: 'Division',
  noDivision: 'No division',
  allDivisions: 'All divisions',
  divisionName: 'Division Name',
  divisionOrder: 'Order',
  divisionOrderHint: 'Lower comes first',
  addDivision: 'Add Division',
  divisionsEmpty: 'No divisions yet. A league without divisions keeps one table and one scoreboard.',
  divisionCreated: 'Division created successfully',
  divisionUpdated: 'Division updated successfully',
  divisionDeleted: 'Division deleted successfully',
  createDivisionFailed: 'Failed to create division',
  updateDivisionFailed: 'Failed to update division',
  deleteDivisionFailed: 'Failed to delete division',
  divisionTeams: (count: number) => `${count} ${count === 1 ? 'team' : 'teams'}`,
  editDivision: (name: string) => `Edit ${name}`,
  deleteDivision: (name: string) => `Delete ${name}`,
  deleteDivisionTitle: (name: string) => `Delete ${name}?`,
  deleteDivisionConfirm: 'The division is removed from the league. A division that still has teams cannot be deleted: move its teams first.',
  crossover: 'Crossover',
  gamesDivisionFilter: 'Show games of',

  // Manage Seasons (issue 34, ours).
  seasonsTitle: 'Manage Seasons',
  seasonsDescription: 'The seasons of the league, by their dates. Standings count the games of one season; seasons never overlap.',
  seasonName: 'Season Name',
  seasonStart: 'Start Date',
  seasonEnd: 'End Date',
  addSeason: 'Add Season',
  seasonsEmpty: 'No seasons yet. Without one, standings count every game.',
  currentSeason: 'Current',
  seasonCreated: 'Season created successfully',
  seasonUpdated: 'Season updated successfully',
  seasonDeleted: 'Season deleted successfully',
  createSeasonFailed: 'Failed to create season',
  updateSeasonFailed: 'Failed to update season',
  deleteSeasonFailed: 'Failed to delete season',
  editSeason: (name: string) => `Edit ${name}`,
  deleteSeason: (name: string) => `Delete ${name}`,
  deleteSeasonTitle: (name: string) => `Delete ${name}?`,
  deleteSeasonConfirm: 'The season is removed. Its games stay: they count in no season until another holds their dates.',

  // League Settings (spec 2.4, 5).
  settingsTitle: 'League Settings',
  settingsDescription: 'The default game settings of the league. New games start from these.', // ours
  settingsFields: {
    gameFormat: 'Default Game Format',
    periodDuration: 'Period Duration (minutes)',
    timeoutsPerPeriod: 'Timeouts per Period',
    timeoutType: 'Timeout Type',
    blitzesPerPeriod: 'Blitzes per Period',
    autoTimeouts: 'Automatic timeouts',
    timeoutDuration: 'Auto Timeout Duration (seconds)',
    halftimeDuration: 'Halftime Duration (seconds)',
    timezone: 'Time Zone',
    // issue 18 (ours)
    standingsHeading: 'Standings',
    standingsHint: 'Teams level on win percentage are separated by these steps, in this order.',
    tiebreaker: (n: number) => `Tiebreaker ${n}`,
    noTiebreaker: 'None',
    pointDifferentialCap: 'Point differential cap per game',
    pointDifferentialCapHint: 'Blank = no cap',
    // issue 48 (ours): the referees' loop; pay rates are on the pay page
    refereesHeading: 'Referees',
    refereesHint: 'Offers, claims and game-day limits of the league’s officials.',
    selfAssign: 'Self-assignment',
    selfAssignHint: 'Approved referees may claim open positions themselves.',
    maxGamesPerDay: 'Max games per day',
    restMinutes: 'Rest between games (minutes)',
    restMinutesHint: 'From the end of his previous game',
    autoDeclineHours: 'Auto-decline after (hours)',
    autoDeclineHoursHint: 'An unanswered offer; never within 48 h of kickoff',
    currency: 'Currency',
    currencyHint: '3-letter code, such as USD',
  },
  tiebreakerNames: { headToHead: 'Head-to-head', pointDifferential: 'Point differential', pointsAllowed: 'Fewest points allowed', pointsFor: 'Most points scored', sportsmanship: 'Best sportsmanship' },
  tiebreakerTwice: 'Each tiebreaker can be chosen only once',
  saveSettings: 'Save Settings',
  syncHeading: 'Apply to scheduled games', // ours
  syncDescription: 'Copies the saved settings to every game of the league that has not started yet.', // ours
  syncUnsaved: 'Save your changes first; sync applies the saved settings.', // ours
  syncGames: 'Sync Game Settings',
  syncing: 'Syncing...',

  // League Management / Edit League (spec 2.4, 5).
  leaguesTitle: 'League Management',
  leaguesDescription: 'Every league on this installation: create, edit, suspend, archive or delete.', // ours
  leaguesEmpty: 'No leagues yet.', // ours
  createLeagueHeading: 'Create League', // ours
  defaultSettingsSection: 'Default game settings', // ours
  createLeague: 'Create League',
  editLeagueTitle: 'Edit League',
  editLeague: (name: string) => `Edit ${name}`,
  deleteLeague: (name: string) => `Delete ${name}`,
  leagueStatusLabel: (name: string) => `Status of ${name}`,
  openDashboard: (name: string) => `Open the dashboard of ${name}`, // ours
  dashboard: 'Dashboard', // ours
  leagueFields: {
    name: 'League Name',
    slug: 'Address (slug)',
  },
  leagueNameRequired: 'Please enter a league name', // ours; spec 5 requires a name on create
  slugHint: (slug: string) => (slug ? `Pages live at /${slug}` : 'Lowercase letters, digits and hyphens; left blank, it follows the name.'), // ours
  deleteLeagueTitle: (name: string) => `Delete ${name}?`,
  // Spec 5: the warning that all associated data is permanently removed.
  deleteLeagueWarning:
    'This permanently removes the league and all associated data: its teams, fields, games, users and fan data. This action cannot be undone.',
  deleteLeagueConfirm: 'Delete League',
  chooseLeagueHeading: 'Choose a league', // ours: the bare /admin of a super admin
  chooseLeagueDescription: 'You administer every league. Open the dashboard of one of them.', // ours
} as const;
