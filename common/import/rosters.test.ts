import { describe, expect, it } from 'vitest';
import { parseRosterRow, readRosterFile, readRosterHeader, rosterDate, rosterImportKey } from './rosters';

const HEADER = ['Program Name', 'Division Name', 'Team Name', 'Team Personnel Role', 'First Name', 'Last Name', 'Jersey Number', 'Birth Date', 'Gender', 'Email', 'Guardian Email', 'Status'];
const header = readRosterHeader(HEADER);
const columns = 'columns' in header ? header.columns : {};
const cells = (values: Partial<Record<(typeof HEADER)[number], string>>) => HEADER.map((name) => values[name] ?? '');
const player = { 'Division Name': 'U10 Coed', 'Team Name': 'Black Panthers', 'Team Personnel Role': 'Player', 'First Name': 'Isaac', 'Last Name': 'Lewis', 'Jersey Number': '64', 'Birth Date': '12/25/2018', 'Guardian Email': 'parent@example.net', Status: 'Active' };

describe('readRosterHeader', () => {
  it('finds the columns by name, case, spacing and punctuation forgiven, and ignores unknown ones', () => {
    expect(header).toEqual({ columns: { division: 1, team: 2, role: 3, firstName: 4, lastName: 5, jersey: 6, birthDate: 7, email: 9, guardianEmail: 10, status: 11 } });
    expect(readRosterHeader(['\uFEFFteam  NAME', 'first_name', 'LAST-name', 'Birth Date MM/DD/YYYY', 'Shoe Size'])).toEqual({ columns: { team: 0, firstName: 1, lastName: 2, birthDate: 3 } });
  });

  it('names each required column the header lacks', () => {
    expect(readRosterHeader(['Division Name', 'First Name', 'Jersey Number'])).toEqual({ missing: ['Team Name', 'Last Name'] });
  });
});

describe('parseRosterRow', () => {
  it('reads a player', () => {
    expect(parseRosterRow(cells(player), columns, 3)).toEqual({
      kind: 'row',
      value: { row: 3, division: 'U10 Coed', team: 'Black Panthers', role: 'player', firstName: 'Isaac', lastName: 'Lewis', jerseyNumber: 64, birthDate: '2018-12-25', email: null, guardianEmail: 'parent@example.net', status: 'active' },
    });
  });

  it('reads coaches and a dropped player, with no number yet', () => {
    const coach = parseRosterRow(cells({ ...player, 'Team Personnel Role': 'Assistant Coach', 'Jersey Number': '', 'Birth Date': '', 'Guardian Email': '', Email: 'Coach@Example.org' }), columns, 4);
    expect(coach).toMatchObject({ kind: 'row', value: { role: 'assistant', email: 'coach@example.org', jerseyNumber: null, birthDate: null } });
    expect(parseRosterRow(cells({ ...player, 'Team Personnel Role': 'head coach', Email: 'x@example.org' }), columns, 5)).toMatchObject({ value: { role: 'head' } });
    expect(parseRosterRow(cells({ ...player, Status: 'DROPPED', 'Jersey Number': '' }), columns, 6)).toMatchObject({ value: { status: 'dropped', jerseyNumber: null } });
  });

  it('refuses a row with its number, team, name and reason', () => {
    const reason = (values: Record<string, string>) => {
      const parsed = parseRosterRow(cells({ ...player, ...values }), columns, 9);
      return parsed.kind === 'refused' ? parsed.problem.reason : null;
    };
    expect(parseRosterRow(cells({ ...player, 'First Name': '' }), columns, 9)).toEqual({ kind: 'refused', problem: { row: 9, team: 'Black Panthers', name: 'Lewis', reason: 'missing first name' } });
    expect(reason({ 'First Name': '', 'Last Name': ' ' })).toBe('missing first and last name');
    expect(reason({ 'Team Name': '' })).toBe('missing team name');
    expect(reason({ 'Birth Date': '02/30/2018' })).toBe('impossible birth date "02/30/2018" (expected MM/DD/YYYY)');
    expect(reason({ 'Jersey Number': '100' })).toMatch(/^jersey number "100" is not a number from 0 to 99/);
    expect(reason({ 'Team Personnel Role': 'Head Coach', Email: '' })).toMatch(/^a coach row needs an Email/);
    expect(reason({ 'Team Personnel Role': 'Team Mom' })).toMatch(/^unknown Team Personnel Role "Team Mom"/);
    expect(reason({ Status: 'Waitlist' })).toMatch(/^unknown Status "Waitlist"/);
    expect(reason({ 'Guardian Email': 'not-an-address' })).toBe('Guardian Email "not-an-address" is not an email address');
  });

  it('skips a blank row and takes a player when the role column is absent', () => {
    expect(parseRosterRow(['', ' ', ''], columns, 2)).toEqual({ kind: 'blank' });
    const minimal = readRosterHeader(['Team Name', 'First Name', 'Last Name']);
    expect(parseRosterRow(['Titans', 'Ana', 'Ruiz'], 'columns' in minimal ? minimal.columns : {}, 2)).toMatchObject({ kind: 'row', value: { role: 'player', division: null, status: 'active' } });
  });
});

describe('readRosterFile', () => {
  it('numbers rows as a spreadsheet does and keeps refused rows apart', () => {
    const file = readRosterFile([HEADER, cells(player), [], cells({ ...player, 'Last Name': '' })]);
    expect(file).toMatchObject({ rows: [{ row: 2 }], refused: [{ row: 4, reason: 'missing last name' }] });
    expect(readRosterFile([['Name']])).toEqual({ missing: ['Team Name', 'First Name', 'Last Name'] });
  });
});

describe('rosterDate and rosterImportKey', () => {
  it('reads MM/DD/YYYY and YYYY-MM-DD, and keys a player by names and birth date', () => {
    expect(rosterDate('3/4/2017')).toBe('2017-03-04');
    expect(rosterDate('2017-03-04')).toBe('2017-03-04');
    expect(rosterDate('13/01/2017')).toBeNull();
    expect(rosterImportKey({ firstName: ' Isaac ', lastName: 'LEWIS', birthDate: '2018-12-25' })).toBe('isaac|lewis|2018-12-25');
    expect(rosterImportKey({ firstName: 'Sam', lastName: 'Whitfield', birthDate: null })).toBe('sam|whitfield|');
  });
});
