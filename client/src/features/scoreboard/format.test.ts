import { describe, expect, it } from 'vitest';
import { eachCase } from '@client/lib/each-case';
import { isPlaceholderTeam, pointDifferential, recordText, truncateTeamName, updateAge, winPercent } from './format';

describe('truncateTeamName (spec 2.7, 9: 8 characters on small screens)', () => {
  eachCase(truncateTeamName, [
    ['Red Hawks', 'Red Hawk…'],
    ['Blue Thunder', 'Blue Thu…'],
    ['Gold Rush', 'Gold Rus…'],
    ['Panthers', 'Panthers'],
    ['Sharks', 'Sharks'],
    ['Black Panthers', 'Black Pa…'],
    // no space before the ellipsis
    ['Orange  Crush', 'Orange…'],
    ['  Padded  ', 'Padded'],
    ['TBD', 'TBD'],
    ['', ''],
    // characters, not UTF-16 units
    ['Águilas Doradas', 'Águilas…'],
    ['🦅🦅🦅🦅🦅🦅🦅🦅🦅', '🦅🦅🦅🦅🦅🦅🦅🦅…'],
  ]);
});

describe('recordText (spec 2.7: wins-losses-ties)', () => {
  eachCase(recordText, [
    [{ wins: 0, losses: 0, ties: 0 }, '0-0-0'],
    [{ wins: 3, losses: 1, ties: 2 }, '3-1-2'],
    [{ wins: 12, losses: 10, ties: 0 }, '12-10-0'],
  ], '%j -> %s');
});

describe('winPercent (spec 2.8, 9: one decimal, 0.0 with no games)', () => {
  it.each([
    [0, 0, 0, '0.0'],
    [1, 0, 0, '100.0'],
    [0, 3, 0, '0.0'],
    [1, 1, 1, '33.3'],
    [2, 1, 0, '66.7'],
    [1, 0, 1, '50.0'],
    [5, 2, 1, '62.5'],
    [1, 6, 0, '14.3'],
  ])('%i-%i-%i -> %s', (wins, losses, ties, expected) => {
    expect(winPercent({ wins, losses, ties })).toBe(expected);
  });
});

describe('pointDifferential (spec 2.8: plus sign when positive; green / red)', () => {
  it.each([
    [41, 33, '+8', 'positive'],
    [7, 20, '-13', 'negative'],
    [14, 14, '0', 'even'],
    [0, 0, '0', 'even'],
    [1, 0, '+1', 'positive'],
  ] as const)('%i for, %i against -> %s (%s)', (pointsFor, pointsAgainst, text, tone) => {
    expect(pointDifferential(pointsFor, pointsAgainst)).toEqual({ text, tone });
  });
});

describe('isPlaceholderTeam (spec 2.7: TBD is not clickable)', () => {
  eachCase(isPlaceholderTeam, [
    ['TBD', true],
    ['tbd', true],
    [' TBD ', true],
    ['TBD Hawks', false],
    ['Red Hawks', false],
  ], '%j -> %s');
});

describe('updateAge', () => {
  it('counts minutes and seconds within the hour, then hours and minutes, then days', () => {
    expect(updateAge(42)).toBe('0:42');
    expect(updateAge(3599)).toBe('59:59');
    expect(updateAge(3600 + 5 * 60 + 59)).toBe('1 h 05 min');
    expect(updateAge(86_399)).toBe('23 h 59 min');
    expect(updateAge(86_400)).toBe('1 day');
    expect(updateAge(3 * 86_400 + 7)).toBe('3 days');
  });
});
