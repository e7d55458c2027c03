// Spec 5 Import and ../shared/fixtures/README.md: a Sports Connect schedule row, read by column
// position (A match ID, B division, D home, E away, F date MM/DD/YYYY, G time HH:MM AM/PM, I field,
// O/P scores).
import { LIMITS } from '../constants';
import { isScheduleYear, SCHEDULE_YEARS } from '../schedule/dates';
import { DIVISION_LIMITS } from '../schemas/divisions';
import type { WallClock } from '../time';

const COLUMN = { matchId: 0, division: 1, home: 3, away: 4, date: 5, time: 6, field: 8, homeScore: 14, awayScore: 15 } as const;
// A row must reach the field column (I) to be a schedule row; scores (O, P) may be cut off.
const MIN_COLUMNS = COLUMN.field + 1;
const PRACTICE = 'practice';

export type ScheduleRow = {
  matchId: string;
  // issue 34: the row's division (column B), null when the cell is empty
  division: string | null;
  homeTeam: string;
  awayTeam: string;
  start: WallClock;
  field: string | null;
  score: { home: number; away: number } | null;
};

export type ParsedRow =
  | { kind: 'game'; row: ScheduleRow }
  | { kind: 'practice' }
  | { kind: 'blank' }
  | { kind: 'error'; reason: string };

// Names are compared and stored with runs of whitespace (an embedded newline too) made one space.
export function cleanName(value: string | undefined): string {
  return (value ?? '').replace(/\s+/g, ' ').trim();
}

export function nameKey(value: string): string {
  return cleanName(value).toLowerCase();
}

export function parseDate(value: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value.trim());
  if (!match) return null;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (month < 1 || month > 12 || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  return { year, month, day };
}

export function parseTime(value: string): { hour: number; minute: number } | null {
  const match = /^(\d{1,2}):(\d{2})\s*([AaPp])\.?[Mm]\.?$/.exec(value.trim());
  if (!match) return null;
  const [hour12, minute] = [Number(match[1]), Number(match[2])];
  if (hour12 < 1 || hour12 > 12 || minute > 59) return null;
  const pm = match[3]!.toLowerCase() === 'p';
  return { hour: (hour12 % 12) + (pm ? 12 : 0), minute };
}

// A value echoed in a row's error, shortened so a pasted paragraph does not flood the report.
function quoted(value: string): string {
  return `"${value.length > 40 ? `${value.slice(0, 40)}...` : value}"`;
}

function parseScore(value: string | undefined): number | null | 'bad' {
  const text = (value ?? '').trim();
  if (text === '') return null;
  return /^\d{1,3}$/.test(text) ? Number(text) : 'bad';
}

// The export's own header row: its date column holds no date and its match ID no digits.
export function isHeaderRow(cells: string[]): boolean {
  return !parseDate(cells[COLUMN.date] ?? '') && !/\d/.test(cells[COLUMN.matchId] ?? '');
}

// OWASP's CSV injection rule: a cell a spreadsheet would read as a formula (it starts with =, +, -, @,
// a tab or a carriage return) is written with a leading ', which the spreadsheet shows as text; the
// import takes that ' off again, so an exported season imports back to the same names.
const FORMULA_START = /^[=+\-@\t\r]/;

export function formulaEscaped(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export function formulaUnescaped(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}

export function parseScheduleRow(raw: string[]): ParsedRow {
  const cells = raw.map(formulaUnescaped);
  if (cells.every((c) => c.trim() === '')) return { kind: 'blank' };
  const away = cleanName(cells[COLUMN.away]);
  if (away.toLowerCase() === PRACTICE) return { kind: 'practice' };
  if (cells.length < MIN_COLUMNS) return { kind: 'error', reason: `row is cut short (${cells.length} of at least ${MIN_COLUMNS} columns)` };

  const matchId = cleanName(cells[COLUMN.matchId]);
  const home = cleanName(cells[COLUMN.home]);
  const dateText = (cells[COLUMN.date] ?? '').trim();
  const timeText = (cells[COLUMN.time] ?? '').trim();
  if (!matchId) return { kind: 'error', reason: 'missing match ID' };
  if (!home) return { kind: 'error', reason: 'missing home team' };
  if (!away) return { kind: 'error', reason: 'missing away team' };
  const field = cleanName(cells[COLUMN.field]) || null;
  const division = cleanName(cells[COLUMN.division]) || null;
  if (division && division.length > DIVISION_LIMITS.name) return { kind: 'error', reason: `division is longer than ${DIVISION_LIMITS.name} characters (${division.length})` };
  // the team and field forms' own bound (common/schemas/teams.ts); a value is refused whole, never cut
  const tooLong = (
    [
      ['match ID', matchId],
      ['home team', home],
      ['away team', away],
      ['field', field ?? ''],
    ] as const
  ).find(([, value]) => value.length > LIMITS.name.max);
  if (tooLong) return { kind: 'error', reason: `${tooLong[0]} is longer than ${LIMITS.name.max} characters (${tooLong[1].length})` };
  if (nameKey(home) === nameKey(away)) return { kind: 'error', reason: `${home} cannot play itself` };
  if (!dateText) return { kind: 'error', reason: 'missing date' };
  const date = parseDate(dateText);
  if (!date) return { kind: 'error', reason: `impossible date ${quoted(dateText)} (expected MM/DD/YYYY)` };
  if (!isScheduleYear(date.year)) return { kind: 'error', reason: `date ${quoted(dateText)} is outside the years ${SCHEDULE_YEARS.min} to ${SCHEDULE_YEARS.max}` };
  if (!timeText) return { kind: 'error', reason: 'missing start time' };
  const time = parseTime(timeText);
  if (!time) return { kind: 'error', reason: `unreadable start time ${quoted(timeText)} (expected HH:MM AM/PM)` };

  const homeScore = parseScore(cells[COLUMN.homeScore]);
  const awayScore = parseScore(cells[COLUMN.awayScore]);
  if (homeScore === 'bad' || awayScore === 'bad') return { kind: 'error', reason: 'scores must be whole numbers' };
  if ((homeScore === null) !== (awayScore === null)) return { kind: 'error', reason: 'only one of the two scores is given' };

  return {
    kind: 'game',
    row: {
      matchId,
      division,
      homeTeam: home,
      awayTeam: away,
      start: { ...date, ...time },
      field,
      score: homeScore === null || awayScore === null ? null : { home: homeScore, away: awayScore },
    },
  };
}

export type ImportResult = {
  // issue 34: divisions named in column B that the league did not have
  divisionsCreated: number;
  teamsCreated: number;
  teamsUpdated: number;
  fieldsCreated: number;
  fieldsUpdated: number;
  gamesCreated: number;
  gamesUpdated: number;
  skippedPractices: number;
  errors: string[];
  dryRun: boolean;
};

export type KnownTeam = { id: number; name: string; division: string | null };

// Issue 46: the league's own export (GET .../schedule.csv) names a game no file brought in (no match
// ID of its own: a published season's, a bracket's, one an admin created) by its id, so the export
// imported again finds each of its rows' own game instead of adding it a second time.
const EXPORT_MATCH_ID = /^FFL-(\d{1,9})$/i;

export const exportMatchId = (gameId: number): string => `FFL-${gameId}`;

// The game id an exported match ID names (null: a match ID of another kind).
export function gameIdOfExportMatchId(matchId: string): number | null {
  const match = EXPORT_MATCH_ID.exec(matchId.trim());
  return match ? Number(match[1]) : null;
}

// Issue 34 (docs/decisions/040-divisions-in-the-import.md): how a row's team is found. A team is
// found by its name within the row's division; a row with no division (a crossover the export
// wrote) takes the team in no division, else the league's only team of that name. Names and
// divisions compare as nameKey does.
export class TeamLookup {
  private readonly inDivision = new Map<string, number>();
  // null: teams of that name in more than one division
  private readonly byName = new Map<string, number | null>();

  constructor(teams: readonly KnownTeam[]) {
    for (const team of teams) this.add(team);
  }

  add(team: KnownTeam): void {
    this.inDivision.set(TeamLookup.key(team.division, team.name), team.id);
    const name = nameKey(team.name);
    this.byName.set(name, this.byName.has(name) ? null : team.id);
  }

  find(division: string | null, name: string): number | undefined {
    const found = this.inDivision.get(TeamLookup.key(division, name));
    if (found !== undefined || division !== null) return found;
    return this.byName.get(nameKey(name)) ?? undefined;
  }

  static key(division: string | null, name: string): string {
    return `${division === null ? '' : nameKey(division)}\u0000${nameKey(name)}`;
  }
}
