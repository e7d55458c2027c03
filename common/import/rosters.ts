// Issue 49: a roster export's rows (../shared/fixtures/README.md). Unlike the schedule, roster exports
// differ between organisations, so the columns are found by the header's names (case, spacing and
// punctuation forgiven), an unknown column is ignored and a missing required one is named. Pure: the
// server reads the CSV into cells, matches teams and applies the rows (decision 079).
import { ROSTER_LIMITS, type CoachRole, type PlayerStatus } from '../rosters/roster';
import { cleanName, nameKey, parseDate } from './sports-connect';

export type RosterColumn = 'division' | 'team' | 'role' | 'firstName' | 'lastName' | 'jersey' | 'birthDate' | 'email' | 'guardianEmail' | 'status';

// Each column's names as exports spell them; the first is the one a refusal names.
const NAMES: Record<RosterColumn, readonly string[]> = {
  division: ['Division Name', 'Division'],
  team: ['Team Name', 'Team'],
  role: ['Team Personnel Role', 'Personnel Role', 'Role'],
  firstName: ['First Name', 'Player First Name', 'First'],
  lastName: ['Last Name', 'Player Last Name', 'Last'],
  jersey: ['Jersey Number', 'Jersey', 'Jersey No', 'Number'],
  birthDate: ['Birth Date', 'Birth Date MM/DD/YYYY', 'Date of Birth', 'Birthdate', 'DOB'],
  email: ['Email', 'Email Address', 'Coach Email'],
  guardianEmail: ['Guardian Email', 'Parent Email', 'Guardian Email Address'],
  status: ['Status', 'Player Status', 'Status Active/Dropped'],
};
// Without these a row says nothing a roster can use.
const REQUIRED_COLUMNS: readonly RosterColumn[] = ['team', 'firstName', 'lastName'];

// "Team  name", "TEAM_NAME", "team-name" are one name.
const headerKey = (value: string): string => value.toLowerCase().replace(/[^a-z0-9]/g, '');
const BY_KEY = new Map<string, RosterColumn>(Object.entries(NAMES).flatMap(([column, names]) => names.map((n) => [headerKey(n), column as RosterColumn] as const)));

export type RosterColumns = Partial<Record<RosterColumn, number>>;

// The header row's columns, or the required ones it lacks (by their export names).
export function readRosterHeader(cells: readonly string[]): { columns: RosterColumns } | { missing: string[] } {
  const columns: RosterColumns = {};
  cells.forEach((cell, index) => {
    const column = BY_KEY.get(headerKey(cell.replace(/^\uFEFF/, '')));
    if (column !== undefined && columns[column] === undefined) columns[column] = index;
  });
  const missing = REQUIRED_COLUMNS.filter((c) => columns[c] === undefined).map((c) => NAMES[c][0]!);
  return missing.length > 0 ? { missing } : { columns };
}

export type RosterRole = 'player' | CoachRole;

export type RosterRow = {
  row: number;
  division: string | null;
  team: string;
  role: RosterRole;
  firstName: string;
  lastName: string;
  jerseyNumber: number | null;
  // YYYY-MM-DD
  birthDate: string | null;
  email: string | null;
  guardianEmail: string | null;
  status: PlayerStatus;
};

// A row the import leaves out, said with its row number, team and name as the file has them.
export type RosterRowProblem = { row: number; team: string | null; name: string | null; reason: string };

export type ParsedRosterRow = { kind: 'row'; value: RosterRow } | { kind: 'blank' } | { kind: 'refused'; problem: RosterRowProblem };

const ROLES = new Map<string, RosterRole>([
  ['player', 'player'],
  ['headcoach', 'head'],
  ['coach', 'head'],
  ['assistantcoach', 'assistant'],
  ['assistant', 'assistant'],
]);
const STATUSES = new Map<string, PlayerStatus>([
  ['active', 'active'],
  ['dropped', 'dropped'],
]);
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX_EMAIL = 254;

// MM/DD/YYYY as the export writes it (YYYY-MM-DD taken too), as a calendar date; null: not a date.
export function rosterDate(value: string): string | null {
  const text = value.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const parts = iso ? parseDate(`${iso[2]}/${iso[3]}/${iso[1]}`) : parseDate(text);
  if (!parts || parts.year < 1900 || parts.year > 2100) return null;
  return `${parts.year}-${String(parts.month).padStart(2, '0')}-${String(parts.day).padStart(2, '0')}`;
}

// Who a player is in the league's export: his names and birth date, compared as names are (decision 079).
export function rosterImportKey(row: Pick<RosterRow, 'firstName' | 'lastName' | 'birthDate'>): string {
  return `${nameKey(row.firstName)}|${nameKey(row.lastName)}|${row.birthDate ?? ''}`;
}

const quoted = (value: string): string => `"${value.length > 40 ? `${value.slice(0, 40)}...` : value}"`;

// One data row (`row`: its number as a spreadsheet shows it, the header being row 1).
export function parseRosterRow(cells: readonly string[], columns: RosterColumns, row: number): ParsedRosterRow {
  if (cells.every((c) => c.trim() === '')) return { kind: 'blank' };
  const cell = (column: RosterColumn): string => {
    const index = columns[column];
    return index === undefined ? '' : cleanName(cells[index]);
  };
  const team = cell('team');
  const firstName = cell('firstName');
  const lastName = cell('lastName');
  const name = `${firstName} ${lastName}`.trim() || null;
  const refuse = (reason: string): ParsedRosterRow => ({ kind: 'refused', problem: { row, team: team || null, name, reason } });

  if (!team) return refuse('missing team name');
  if (!firstName || !lastName) return refuse(!firstName && !lastName ? 'missing first and last name' : !firstName ? 'missing first name' : 'missing last name');
  if (firstName.length > ROSTER_LIMITS.name.max || lastName.length > ROSTER_LIMITS.name.max) return refuse(`a name longer than ${ROSTER_LIMITS.name.max} characters`);
  const roleText = cell('role');
  const role = roleText === '' ? 'player' : ROLES.get(headerKey(roleText));
  if (role === undefined) return refuse(`unknown Team Personnel Role ${quoted(roleText)} (expected Player, Head Coach or Assistant Coach)`);
  const statusText = cell('status');
  const status = statusText === '' ? 'active' : STATUSES.get(statusText.toLowerCase());
  if (status === undefined) return refuse(`unknown Status ${quoted(statusText)} (expected Active or Dropped)`);

  const jerseyText = cell('jersey').replace(/^#/, '');
  let jerseyNumber: number | null = null;
  if (jerseyText !== '') {
    if (!/^\d{1,2}$/.test(jerseyText)) return refuse(`jersey number ${quoted(jerseyText)} is not a number from ${ROSTER_LIMITS.jersey.min} to ${ROSTER_LIMITS.jersey.max}`);
    jerseyNumber = Number(jerseyText);
  }
  const dateText = cell('birthDate');
  const birthDate = dateText === '' ? null : rosterDate(dateText);
  if (dateText !== '' && birthDate === null) return refuse(`impossible birth date ${quoted(dateText)} (expected MM/DD/YYYY)`);

  const email = cell('email') || null;
  const guardianEmail = cell('guardianEmail') || null;
  for (const [label, value] of [
    ['Email', email],
    ['Guardian Email', guardianEmail],
  ] as const) {
    if (value !== null && (value.length > MAX_EMAIL || !EMAIL.test(value))) return refuse(`${label} ${quoted(value)} is not an email address`);
  }
  if (role !== 'player' && email === null) return refuse('a coach row needs an Email (the invitation is mailed there)');

  const division = cell('division') || null;
  return { kind: 'row', value: { row, division, team, role, firstName, lastName, jerseyNumber, birthDate, email: email?.toLowerCase() ?? null, guardianEmail, status } };
}

export type RosterFile = { rows: RosterRow[]; refused: RosterRowProblem[] } | { missing: string[] };

// The file's records (the header first) as rows and the rows refused on their own; rows are numbered
// as a spreadsheet shows them.
export function readRosterFile(records: readonly (readonly string[])[]): RosterFile {
  const header = readRosterHeader(records[0] ?? []);
  if ('missing' in header) return header;
  const rows: RosterRow[] = [];
  const refused: RosterRowProblem[] = [];
  records.slice(1).forEach((cells, index) => {
    const parsed = parseRosterRow(cells, header.columns, index + 2);
    if (parsed.kind === 'row') rows.push(parsed.value);
    else if (parsed.kind === 'refused') refused.push(parsed.problem);
  });
  return { rows, refused };
}
