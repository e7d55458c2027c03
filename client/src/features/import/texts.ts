// The Import Data page's texts (spec 2.10, 5 Import, 8 Import), shared by the page and e2e/import.spec.ts.
export const IMPORT_TEXT = {
  pageTitle: 'Import Data',
  topBarLabel: 'Admin Dashboard',
  // Not in the spec: one line under the heading saying what the page is for.
  pageDescription: 'Bring a season schedule in from a Sports Connect export. Running the same file again updates games in place.',
  tab: 'Sports Connect CSV Import',

  // Not in the spec: the chooser card and its steps.
  chooserHeading: 'Schedule file',
  chooserDescription: 'Preview shows what the file would change without saving anything; Import Data saves it.',
  chooseFile: 'Choose CSV File',
  chooseAnother: 'Choose Another File',
  dropHint: 'or drop a .csv file here',
  fileLabel: 'CSV file',
  noFileChosen: 'No file chosen',
  fileSize: (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`,
  preview: 'Preview',
  previewing: 'Previewing...',
  importData: 'Import Data',
  importing: 'Importing...',

  // Spec 5 / 8 Import: the toasts, exactly.
  noFileTitle: 'No file selected',
  noFileBody: 'Please select a CSV file to import',
  failedTitle: 'Import failed',
  failedFallback: 'Failed to import data',
  httpError: (status: number) => `HTTP error! status: ${status}`,
  completedTitle: 'Import completed',
  // Spec 8: the totals of games, teams and fields, created plus updated.
  completedBody: (games: number, teams: number, fields: number) =>
    `${games} ${games === 1 ? 'game' : 'games'}, ${teams} ${teams === 1 ? 'team' : 'teams'} and ${fields} ${fields === 1 ? 'field' : 'fields'} created or updated.`,
  // Not in the spec: the sentence added when some rows were refused.
  completedRowErrors: (count: number) => ` ${count} ${count === 1 ? 'row was' : 'rows were'} skipped with errors.`,
  // Not in the spec: a chosen file that is not .csv (spec 5: only .csv accepted).
  wrongTypeTitle: 'Not a CSV file',
  wrongTypeBody: (name: string) => `"${name}" is not a .csv file. Export the schedule from Sports Connect as CSV and choose that file.`,

  // Not in the spec: the results panel.
  previewHeading: 'Preview',
  previewBadge: 'Nothing saved yet',
  previewHint: 'This is what Import Data would do with this file. Nothing has been saved yet.',
  resultsHeading: 'Import results',
  resultsBadge: 'Saved',
  resultsHint: (fileName: string) => `${fileName} was imported. Games, teams and fields are on the dashboard now.`,
  totals: {
    games: 'Games',
    teams: 'Teams',
    fields: 'Fields',
    practices: 'Practices',
  },
  created: (n: number) => `${n} created`,
  updated: (n: number) => `${n} updated`,
  skipped: (n: number) => `${n} skipped`,
  practicesNote: 'Rows with Practice as the away team',
  resultsEmpty: 'Choose a file, then select Preview to see what it would change, or Import Data to save it. The totals and any rows with errors show here.',
  errorsHeading: (count: number) => `Rows with errors (${count})`,
  errorsHint: 'These rows were skipped; every other row was read. Fix them in the export and import the file again.',
  noErrors: 'Every row was read without errors.',

  // Spec 2.10 / 5: the help box.
  formatHeading: 'Expected CSV Format',
  formatIntro: 'A Sports Connect schedule export. Columns are read by position; the others are ignored.',
  formatColumns: [
    { column: 'A', meaning: 'Match ID — identifies the game, so importing again updates it instead of adding a copy' },
    { column: 'D', meaning: 'Home team' },
    { column: 'E', meaning: 'Away team — rows with Practice here are skipped' },
    { column: 'F', meaning: 'Date, MM/DD/YYYY' },
    { column: 'G', meaning: 'Start time, HH:MM AM/PM' },
    { column: 'I', meaning: 'Field' },
    { column: 'O', meaning: 'Home score' },
    { column: 'P', meaning: 'Away score — with both scores the game is marked completed' },
  ],
  formatNotes: (timeZone: string) => [
    'A header row at the top is recognised and skipped.',
    `Dates and times are the league's local time (${timeZone}).`,
    'New team and field names are added to the league; existing ones are matched by name.',
  ],

  // Not in the spec: the league's import history.
  historyHeading: 'Import history',
  historyEmpty: 'No imports yet for this league.',
  historyLoading: 'Loading import history...',
  historyFailed: 'Failed to fetch import history',
  reloadHint: 'Please reload the page to try again.',
  historyBy: (username: string | null) => (username ? `by ${username}` : 'by a removed user'),
  historyRows: (count: number) => `${count} ${count === 1 ? 'row' : 'rows'}`,
  historySummary: (gamesCreated: number, gamesUpdated: number, errors: number) =>
    `${gamesCreated} ${gamesCreated === 1 ? 'game' : 'games'} created, ${gamesUpdated} updated${errors ? `, ${errors} ${errors === 1 ? 'row' : 'rows'} with errors` : ''}`,
  historyUnnamed: 'Unnamed file',
} as const;
