import { describe, expect, it } from 'vitest';
import { standingsByDivision, type DivisionTeam, type StandingsDivision } from './divisions';
import { STANDINGS_DEFAULTS, type StandingsGame } from './rank';

// Hand-made leagues: U10 and U12 sharing fields, plus teams not yet placed in a division.
const U10: StandingsDivision = { id: 10, name: 'U10 Coed', sortOrder: 1 };
const U12: StandingsDivision = { id: 12, name: 'U12 Coed', sortOrder: 2 };
const team = (id: number, name: string, divisionId: number | null): DivisionTeam => ({ id, name, color: '#000000', divisionId });
const [hawks, bears, owls] = [team(1, 'Hawks', 10), team(2, 'Bears', 10), team(3, 'Owls', 10)];
const [lions, tigers] = [team(4, 'Lions', 12), team(5, 'Tigers', 12)];
const [foxes, wolves] = [team(6, 'Foxes', null), team(7, 'Wolves', null)];
let nextId = 1;
const game = (homeTeamId: number, homeScore: number, awayScore: number, awayTeamId: number): StandingsGame => ({
  id: nextId++,
  homeTeamId,
  awayTeamId,
  homeScore,
  awayScore,
  playedAt: `2026-10-${String(nextId).padStart(2, '0')}T15:00:00.000Z`,
});
const table = (rows: { rank: number; team: { name: string }; played: number; wins: number }[]) => rows.map((r) => [r.rank, r.team.name, r.played, r.wins]);

describe('standingsByDivision', () => {
  it('one table per division, ranks restarting at 1, each row naming its division', () => {
    const tables = standingsByDivision([U12, U10], [hawks, bears, owls, lions, tigers], [game(1, 21, 7, 2), game(2, 14, 0, 3), game(5, 28, 0, 4)], STANDINGS_DEFAULTS);
    expect(tables.map((t) => [t.id, t.name])).toEqual([
      [10, 'U10 Coed'],
      [12, 'U12 Coed'],
    ]);
    expect(table(tables[0]!.rows)).toEqual([
      [1, 'Hawks', 1, 1],
      [2, 'Bears', 2, 1],
      [3, 'Owls', 1, 0],
    ]);
    expect(table(tables[1]!.rows)).toEqual([
      [1, 'Tigers', 1, 1],
      [2, 'Lions', 1, 0],
    ]);
    expect(tables[0]!.rows.every((r) => r.division?.id === 10 && r.division.name === 'U10 Coed')).toBe(true);
    expect(tables[1]!.rows.every((r) => r.division?.id === 12)).toBe(true);
  });

  it('a crossover game counts in no table', () => {
    // Hawks (U10) beat Lions (U12) by 50: neither table sees it
    const tables = standingsByDivision([U10, U12], [hawks, bears, lions, tigers], [game(1, 50, 0, 4), game(2, 7, 0, 1), game(4, 7, 6, 5)], STANDINGS_DEFAULTS);
    expect(table(tables[0]!.rows)).toEqual([
      [1, 'Bears', 1, 1],
      [2, 'Hawks', 1, 0],
    ]);
    expect(tables[0]!.rows.find((r) => r.team.name === 'Hawks')).toMatchObject({ pointsFor: 0, pointsAgainst: 7, streak: 'L1', lastFive: ['L'] });
    expect(table(tables[1]!.rows)).toEqual([
      [1, 'Lions', 1, 1],
      [2, 'Tigers', 1, 0],
    ]);
  });

  it('teams without a division are one more table, last, with id and name null; a game of theirs against a division team is a crossover', () => {
    const tables = standingsByDivision([U10], [hawks, bears, foxes, wolves], [game(6, 14, 7, 7), game(6, 35, 0, 1), game(1, 7, 0, 2)], STANDINGS_DEFAULTS);
    expect(tables.map((t) => [t.id, t.name])).toEqual([
      [10, 'U10 Coed'],
      [null, null],
    ]);
    expect(table(tables[1]!.rows)).toEqual([
      [1, 'Foxes', 1, 1],
      [2, 'Wolves', 1, 0],
    ]);
    expect(tables[1]!.rows.every((r) => r.division === null)).toBe(true);
    expect(tables[0]!.rows.find((r) => r.team.name === 'Hawks')).toMatchObject({ played: 1, wins: 1 });
  });

  it('a league without divisions gives one table, id and name null, counting every game as before', () => {
    const flat = [team(1, 'Hawks', null), team(2, 'Bears', null), team(3, 'Owls', null)];
    const games = [game(1, 21, 7, 2), game(2, 14, 0, 3)];
    const tables = standingsByDivision([], flat, games, STANDINGS_DEFAULTS);
    expect(tables).toHaveLength(1);
    expect(tables[0]).toMatchObject({ id: null, name: null });
    expect(table(tables[0]!.rows)).toEqual([
      [1, 'Hawks', 1, 1],
      [2, 'Bears', 2, 1],
      [3, 'Owls', 1, 0],
    ]);
  });

  it('every team in a division: no table for "no division"; a division without teams is an empty table', () => {
    const tables = standingsByDivision([U10, U12], [hawks, bears], [], STANDINGS_DEFAULTS);
    expect(tables.map((t) => [t.id, t.rows.length])).toEqual([
      [10, 2],
      [12, 0],
    ]);
  });

  it('orders divisions by sortOrder, then name whatever its case', () => {
    const divisions: StandingsDivision[] = [
      { id: 1, name: 'zebras', sortOrder: 0 },
      { id: 2, name: 'Apples', sortOrder: 0 },
      { id: 3, name: 'bears', sortOrder: 0 },
      { id: 4, name: 'First', sortOrder: -1 },
    ];
    expect(standingsByDivision(divisions, [], [], STANDINGS_DEFAULTS).map((t) => t.name)).toEqual(['First', 'Apples', 'bears', 'zebras']);
  });
});
