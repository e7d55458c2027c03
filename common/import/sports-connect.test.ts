import { describe, expect, it } from 'vitest';
import { cleanName, formulaEscaped, formulaUnescaped, isHeaderRow, parseDate, parseScheduleRow, parseTime, TeamLookup } from './sports-connect';

const row = (overrides: Record<number, string> = {}, length = 16) => {
  const cells = ['10401', 'U10 Coed', '1', 'Red Hawks', 'Black Panthers', '09/12/2026', '09:00 AM', '10:00 AM', 'Riverside Park - Field 1', 'addr', '', '', '', 'Final', '14', '7'];
  for (const [i, v] of Object.entries(overrides)) cells[Number(i)] = v;
  return cells.slice(0, length);
};

describe('parseScheduleRow', () => {
  it('reads a played game by column position', () => {
    expect(parseScheduleRow(row())).toEqual({
      kind: 'game',
      row: { matchId: '10401', division: 'U10 Coed', homeTeam: 'Red Hawks', awayTeam: 'Black Panthers', start: { year: 2026, month: 9, day: 12, hour: 9, minute: 0 }, field: 'Riverside Park - Field 1', score: { home: 14, away: 7 } },
    });
  });

  it('reads an unplayed game, PM times and a field with an embedded newline', () => {
    const parsed = parseScheduleRow(row({ 6: '01:15 PM', 8: 'Memorial Complex,\nField B', 14: '', 15: '' }));
    expect(parsed).toMatchObject({ kind: 'game', row: { start: { hour: 13, minute: 15 }, field: 'Memorial Complex, Field B', score: null } });
    expect(parseScheduleRow(row({ 14: '', 15: '' }, 14))).toMatchObject({ kind: 'game', row: { score: null } });
    // the bounds themselves are accepted
    expect(parseScheduleRow(row({ 3: 'H'.repeat(100), 0: '9'.repeat(100), 5: '01/01/2000' }))).toMatchObject({ kind: 'game', row: { start: { year: 2000 } } });
    expect(parseScheduleRow(row({ 5: '12/31/2100' }))).toMatchObject({ kind: 'game', row: { start: { year: 2100 } } });
  });

  it.each([
    [row({ 4: 'Practice' }), { kind: 'practice' }],
    [row({ 4: ' practice ', 3: '' }), { kind: 'practice' }],
    [[''], { kind: 'blank' }],
    [['', '  ', ''], { kind: 'blank' }],
  ])('classifies %j', (cells, expected) => expect(parseScheduleRow(cells)).toEqual(expected));

  it.each([
    [row({ 5: '13/45/2026' }), 'impossible date "13/45/2026" (expected MM/DD/YYYY)'],
    [row({ 5: '02/30/2026' }), 'impossible date "02/30/2026" (expected MM/DD/YYYY)'],
    [row({ 5: '' }), 'missing date'],
    [row({ 6: '' }), 'missing start time'],
    [row({ 6: '25:00 PM' }), 'unreadable start time "25:00 PM" (expected HH:MM AM/PM)'],
    [row({ 3: '' }), 'missing home team'],
    [row({ 4: '' }), 'missing away team'],
    [row({ 0: '' }), 'missing match ID'],
    [row({ 4: 'red hawks ' }), 'Red Hawks cannot play itself'],
    [row({}, 7), 'row is cut short (7 of at least 9 columns)'],
    [row({ 14: '14', 15: '' }), 'only one of the two scores is given'],
    [row({ 14: 'W', 15: 'L' }), 'scores must be whole numbers'],
    // issue 14: values the team and field forms would refuse are refused whole, never cut
    [row({ 0: '9'.repeat(101) }), 'match ID is longer than 100 characters (101)'],
    [row({ 3: 'H'.repeat(5000) }), 'home team is longer than 100 characters (5000)'],
    [row({ 4: 'A'.repeat(101) }), 'away team is longer than 100 characters (101)'],
    [row({ 8: 'F'.repeat(101) }), 'field is longer than 100 characters (101)'],
    // issue 14: dates outside 2000 to 2100
    [row({ 5: '01/01/0001' }), 'date "01/01/0001" is outside the years 2000 to 2100'],
    [row({ 5: '12/31/1999' }), 'date "12/31/1999" is outside the years 2000 to 2100'],
    [row({ 5: '01/01/2101' }), 'date "01/01/2101" is outside the years 2000 to 2100'],
    [row({ 6: `${'9'.repeat(50)}` }), `unreadable start time "${'9'.repeat(40)}..." (expected HH:MM AM/PM)`],
  ])('refuses %j: %s', (cells, reason) => expect(parseScheduleRow(cells)).toEqual({ kind: 'error', reason }));
});

describe('pieces', () => {
  it('parses dates and times strictly', () => {
    expect(parseDate('2/29/2028')).toEqual({ year: 2028, month: 2, day: 29 });
    expect(parseDate('2/29/2026')).toBeNull();
    expect(parseDate('2026-09-12')).toBeNull();
    expect(parseTime('12:00 AM')).toEqual({ hour: 0, minute: 0 });
    expect(parseTime('12:30 pm')).toEqual({ hour: 12, minute: 30 });
    expect(parseTime('9:05AM')).toEqual({ hour: 9, minute: 5 });
    expect(parseTime('13:00')).toBeNull();
  });

  it('recognises the header row and cleans names', () => {
    expect(isHeaderRow(['Match ID', 'Division', 'Round', 'Home Team', 'Away Team', 'Date'])).toBe(true);
    expect(isHeaderRow(row())).toBe(false);
    expect(cleanName('  Memorial Complex,\r\n Field B ')).toBe('Memorial Complex, Field B');
  });
});

describe('formulaEscaped / formulaUnescaped (OWASP CSV injection)', () => {
  it.each(['=1+1', '+1 Tigers', '-Lions', '@SUM(A1)', '\tTab', '\rReturn'])('writes %j with a leading quote and reads it back', (value) => {
    expect(formulaEscaped(value)).toBe(`'${value}`);
    expect(formulaUnescaped(formulaEscaped(value))).toBe(value);
  });

  it("leaves other cells, and a ' not before a formula character, as they are", () => {
    for (const value of ['Red Hawks', "'Til Dawn", "O'Brien", '']) {
      expect(formulaEscaped(value)).toBe(value);
      expect(formulaUnescaped(value)).toBe(value);
    }
    expect(parseScheduleRow(row({ 3: "'=Red Hawks", 8: "'@Field" }))).toMatchObject({ kind: 'game', row: { homeTeam: '=Red Hawks', field: '@Field' } });
  });
});

describe('a row\'s division and team (issue 34)', () => {
  it('reads column B as the division, empty as none, and refuses one longer than 60 characters', () => {
    expect(parseScheduleRow(row({ 1: '  U12   Coed ' }))).toMatchObject({ kind: 'game', row: { division: 'U12 Coed' } });
    expect(parseScheduleRow(row({ 1: ' ' }))).toMatchObject({ kind: 'game', row: { division: null } });
    expect(parseScheduleRow(row({ 1: 'D'.repeat(60) }))).toMatchObject({ kind: 'game' });
    expect(parseScheduleRow(row({ 1: 'D'.repeat(61) }))).toEqual({ kind: 'error', reason: 'division is longer than 60 characters (61)' });
  });

  it('finds a team within its division; without one, the team in none, else the only team of that name', () => {
    const lookup = new TeamLookup([
      { id: 1, name: 'Red Hawks', division: 'U10 Coed' },
      { id: 2, name: 'Red Hawks', division: 'U12 Coed' },
      { id: 3, name: 'Titans', division: 'U12 Coed' },
      { id: 4, name: 'Owls', division: null },
      { id: 5, name: 'Owls', division: 'U10 Coed' },
    ]);
    expect(lookup.find('u10  coed', 'RED hawks')).toBe(1);
    expect(lookup.find('U12 Coed', 'Red Hawks')).toBe(2);
    expect(lookup.find('U10 Coed', 'Titans')).toBeUndefined();
    expect(lookup.find(null, 'titans')).toBe(3);
    expect(lookup.find(null, 'Red Hawks')).toBeUndefined();
    expect(lookup.find(null, 'Owls')).toBe(4);
    expect(lookup.find('U12 Coed', 'Owls')).toBeUndefined();
    lookup.add({ id: -1, name: 'Cubs', division: 'U8' });
    expect(lookup.find(null, 'Cubs')).toBe(-1);
  });
});
