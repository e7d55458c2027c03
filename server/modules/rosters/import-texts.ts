// The roster import's answers (issue 49, decision 079): the file refused as a whole, and each row's reason.
export const ROSTER_IMPORT_TEXT = {
  notText: 'The file is not a text CSV file (save it from the spreadsheet as CSV, UTF-8)',
  unreadable: (problem: string) => `The file could not be read as CSV: ${problem}`,
  noRows: 'The file has a header row but no roster rows',
  tooManyRows: (count: number, max: number) => `The file has ${count} rows; at most ${max} are imported at once. Split it and import each part.`,
  missingColumns: (names: string[]) => `The file has no ${names.map((n) => `"${n}"`).join(', ')} ${names.length === 1 ? 'column' : 'columns'} (its header row names the columns)`,
  raced: 'Someone changed this league\'s rosters while the file was imported; import it again',

  unknownTeam: (team: string, division: string | null) => (division ? `unknown team "${team}" in division "${division}"` : `unknown team "${team}"`),
  samePlayer: (earlier: number) => `the same player (names and birth date) as row ${earlier}`,
  sameCoach: (earlier: number) => `the same coach of the same team as row ${earlier}`,
  jerseyInFile: (jersey: number, earlier: number) => `jersey ${jersey} is also row ${earlier}'s in this team`,
  jerseyOnRoster: (jersey: number, name: string) => `jersey ${jersey} is worn by ${name}, an active player of this team`,
  rosterFull: (max: number) => `the team already has ${max} active players`,
  keyTaken: 'another player of the league has these names and birth date',
  noJersey: 'no jersey number yet: imported without one',
  droppedCoach: 'a coach marked Dropped is not removed by the import: remove him on the team',
} as const;
