import { describe, expect, it } from 'vitest';
import { divisionCookie, divisionCookieOf, divisionHref, divisionParamOf, inDivision, shownDivision } from './division-choice';

const U10 = { id: 4 };
const U12 = { id: 7 };

describe('the scoreboard division', () => {
  it('reads the address: a positive whole number, anything else is none', () => {
    expect(divisionParamOf('?division=7')).toBe(7);
    expect(divisionParamOf('division=7&x=1')).toBe(7);
    expect(divisionParamOf('')).toBeNull();
    for (const bad of ['?division=0', '?division=-3', '?division=abc', '?division=1.5', '?division=']) expect(divisionParamOf(bad), bad).toBeNull();
  });

  it('reads and writes the device cookie, on the league path only', () => {
    expect(divisionCookieOf('ffl_session=abc; ffl_division=7')).toBe(7);
    expect(divisionCookieOf('ffl_division=x')).toBeNull();
    expect(divisionCookieOf(undefined)).toBeNull();
    expect(divisionCookieOf('other_division=3')).toBeNull();
    expect(divisionCookie('north', 7)).toMatch(/^ffl_division=7; Max-Age=31536000; Path=\/north; SameSite=Lax$/);
    expect(divisionCookie('north', null)).toBe('ffl_division=; Max-Age=0; Path=/north; SameSite=Lax');
  });

  it('shows the address division, else the remembered one, when the league has it', () => {
    expect(shownDivision([U10, U12], 7, 4)).toBe(7);
    expect(shownDivision([U10, U12], null, 4)).toBe(4);
    // a division deleted since, or another league's: every division
    expect(shownDivision([U10, U12], 99, null)).toBeNull();
    expect(shownDivision([U10, U12], 99, 4)).toBe(4);
    // a league without divisions shows everything, whatever the address says
    expect(shownDivision([], 7, 7)).toBeNull();
    // before the divisions are known, the asked one
    expect(shownDivision(undefined, null, 4)).toBe(4);
    expect(shownDivision(undefined, 7, 4)).toBe(7);
  });

  it('keeps the games of the division; a crossover belongs to none', () => {
    const games = [
      { id: 1, divisionId: 4 },
      { id: 2, divisionId: 7 },
      { id: 3, divisionId: null },
    ];
    expect(inDivision(games, 7).map((game) => game.id)).toEqual([2]);
    expect(inDivision(games, null)).toBe(games);
  });

  it('links each chip to the same page', () => {
    expect(divisionHref('/north', 7)).toBe('/north?division=7');
    expect(divisionHref('/north/parent', null)).toBe('/north/parent');
  });
});
