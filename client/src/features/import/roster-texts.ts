// The Import page's Rosters tab (issue 49, decision 079), shared by the tab and e2e/roster-import.spec.ts.
import type { RosterImportDto } from '@common/schemas/rosters';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const ROSTER_IMPORT_TEXT = {
  tab: 'Rosters',
  chooserHeading: 'Roster file',
  chooserDescription: "The league's roster export: players and their numbers, head and assistant coaches. Preview shows what it would change without saving anything.",
  preview: 'Preview',
  previewing: 'Previewing...',
  importRosters: 'Import Rosters',
  importing: 'Importing...',
  failedTitle: 'Roster import failed',

  previewHeading: 'Roster preview',
  previewBadge: 'Nothing saved yet',
  previewHint: 'This is what Import Rosters would do with this file. No player is saved and no coach is mailed yet.',
  resultsHeading: 'Roster import results',
  resultsBadge: 'Saved',
  resultsHint: (fileName: string) => `${fileName} was imported. New coaches were mailed their invitation.`,
  resultsEmpty: 'Choose the roster export, then select Preview to see what it would change. The counts and any rows left out show here.',
  completedTitle: 'Rosters imported',
  completedBody: (result: RosterImportDto) =>
    `${plural(result.players.created + result.players.changed + result.players.dropped, 'player', 'players')} and ${plural(result.coaches.invited + result.coaches.linked, 'coach', 'coaches')} added or updated.` +
    (result.refused.length ? ` ${plural(result.refused.length, 'row was', 'rows were')} left out.` : ''),

  players: 'Players',
  coaches: 'Coaches',
  created: (n: number) => `${n} new`,
  changed: (n: number) => `${n} changed`,
  dropped: (n: number) => `${n} dropped`,
  unchanged: (n: number) => `${n} unchanged`,
  invited: (n: number) => `${n} invited`,
  linked: (n: number) => `${n} linked`,

  refusedHeading: (n: number) => `Rows left out (${n})`,
  refusedHint: 'Fix these rows in the export and import the file again; every other row was read.',
  notesHeading: (n: number) => `Rows to check (${n})`,
  notesHint: 'These rows were imported as they are.',
  noRefused: 'Every row was read.',
  rowLabel: (row: number) => `Row ${row}`,
  rowWho: (team: string | null, name: string | null) => [name, team].filter(Boolean).join(', '),

  formatHeading: 'Roster columns',
  formatIntro: 'Columns are found by the header row\'s names (case and spacing do not matter); other columns are ignored.',
  formatColumns: [
    { column: 'Division Name', meaning: 'with Team Name, finds the team' },
    { column: 'Team Name', meaning: 'required' },
    { column: 'Team Personnel Role', meaning: 'Player, Head Coach or Assistant Coach' },
    { column: 'First Name, Last Name', meaning: 'required' },
    { column: 'Jersey Number', meaning: '0 to 99; may be empty' },
    { column: 'Birth Date', meaning: 'MM/DD/YYYY; never shown publicly' },
    { column: 'Email', meaning: "a coach's invitation goes here" },
    { column: 'Guardian Email', meaning: "a player's guardian" },
    { column: 'Status', meaning: 'Active or Dropped' },
  ],
  formatNote: 'A player is known by his names and birth date: importing the file again updates him instead of adding a copy.',
} as const;
