import { describe, expect, it } from 'vitest';
import { computeStandings, STANDINGS_DEFAULTS, type StandingsGame, type StandingsRules, type StandingsTeam } from './rank';

// Hand-made seasons for every rule of issue 18's standings.
const team = (id: number, name: string): StandingsTeam => ({ id, name, color: '#000000' });
let nextId = 1;
// home score - away score, played on day `day` of November
const game = (homeTeamId: number, homeScore: number, awayScore: number, awayTeamId: number, day = 1): StandingsGame => ({
  id: nextId++,
  homeTeamId,
  awayTeamId,
  homeScore,
  awayScore,
  playedAt: `2026-11-${String(day).padStart(2, '0')}T15:00:00.000Z`,
});
const order = (rows: { team: StandingsTeam }[]) => rows.map((r) => r.team.name);
const rules = (tiebreakers: StandingsRules['tiebreakers'], pointDifferentialCap: number | null = null): StandingsRules => ({ tiebreakers, pointDifferentialCap });

const [A, B, C, D, E] = [team(1, 'Aces'), team(2, 'Bears'), team(3, 'Colts'), team(4, 'Dukes'), team(5, 'Eagles')];

describe('computeStandings', () => {
  it("issue 49: a row is provisional while a game it counts is provisional or protested; the game counts as played", () => {
    const rows = computeStandings([A, B, C, D], [{ ...game(1, 14, 7, 2, 1), resultStatus: 'provisional' }, { ...game(3, 7, 0, 4, 2), resultStatus: 'final' }, { ...game(4, 7, 6, 3, 3), resultStatus: 'protested' }], STANDINGS_DEFAULTS);
    const row = (t: StandingsTeam) => rows.find((r) => r.team === t)!;
    expect([A, B, C, D].map((t) => row(t).provisional)).toEqual([true, true, true, true]);
    expect(row(A)).toMatchObject({ wins: 1, played: 1 });
    const final = computeStandings([A, B], [{ ...game(1, 14, 7, 2, 1), resultStatus: 'final' }, game(2, 3, 0, 1, 2)], STANDINGS_DEFAULTS);
    expect(final.map((r) => r.provisional)).toEqual([false, false]);
  });

  it('issue 37: a forfeit is a loss of the team that forfeited, counted in its forfeits; a mercy end is a plain result', () => {
    const rows = computeStandings(
      [A, B],
      [{ ...game(1, 0, 21, 2, 1), endReason: 'forfeit' }, { ...game(2, 35, 7, 1, 2), endReason: 'mercy' }, game(1, 14, 7, 2, 3)],
      STANDINGS_DEFAULTS,
    );
    expect(rows.find((row) => row.team === A)).toMatchObject({ wins: 1, losses: 2, forfeits: 1 });
    expect(rows.find((row) => row.team === B)).toMatchObject({ wins: 2, losses: 1, forfeits: 0 });
  });

  it('counts records, points, half a win per tie, streaks and the last five; a team with no game is a row', () => {
    const rows = computeStandings(
      [A, B, C, E],
      [game(1, 20, 6, 2, 1), game(1, 7, 7, 3, 2), game(2, 14, 13, 1, 3), game(1, 21, 0, 3, 4), game(1, 28, 0, 2, 5)],
      STANDINGS_DEFAULTS,
    );
    expect(rows[0]).toMatchObject({ rank: 1, team: A, played: 5, wins: 3, losses: 1, ties: 1, winPct: 0.7, pointsFor: 89, pointsAgainst: 27, tiebreak: null });
    expect(rows[0]).toMatchObject({ streak: 'W2', lastFive: ['W', 'W', 'L', 'T', 'W'] });
    // capped per game at 14: +14, 0, -1, +14, +14
    expect(rows[0]!.pointDifferential).toBe(41);
    expect(rows.find((r) => r.team.id === 2)).toMatchObject({ played: 3, wins: 1, losses: 2, winPct: 0.333, streak: 'L1', lastFive: ['L', 'W', 'L'] });
    expect(rows.find((r) => r.team.id === 5)).toMatchObject({ played: 0, wins: 0, winPct: 0, streak: '', lastFive: [], pointDifferential: 0 });
  });

  it('rounds the win percentage to 3 decimals', () => {
    const rows = computeStandings([A, B, C], [game(1, 7, 0, 2), game(1, 7, 0, 3), game(2, 7, 0, 1)], rules([]));
    expect(rows[0]).toMatchObject({ team: A, winPct: 0.667 });
  });

  it('a 3-way tie where not every pair met skips head-to-head; the next step decides', () => {
    const season = [game(1, 14, 7, 2), game(2, 21, 0, 3), game(3, 10, 0, 4), game(4, 3, 0, 1), game(2, 0, 6, 4)];
    const rows = computeStandings([A, B, C, D], season, rules(['headToHead', 'pointDifferential', 'pointsAllowed']));
    // A: beat B by 7, lost to D by 3 -> 1-1, +4. C: lost to B by 21, beat D by 10 -> 1-1, -11.
    // B 1-2, D 2-1. A and C never met: head-to-head is skipped, the point differential separates them.
    expect(order(rows)).toEqual(['Dukes', 'Aces', 'Colts', 'Bears']);
    expect(rows[1]).toMatchObject({ team: A, rank: 2, tiebreak: null });
    expect(rows[2]).toMatchObject({ team: C, rank: 3, tiebreak: 'pointDifferential' });
  });

  it('a 3-way tie that head-to-head splits, and the two still tied restart from the first step', () => {
    // A, B and C all at .500 and all met: A beat both, B and C tied. B and C restart from the first
    // step: their own head-to-head (one tie) is equal, so the point differential decides.
    const season = [
      game(1, 14, 0, 2, 1), // A beat B by 14
      game(1, 7, 0, 3, 2), // A beat C by 7
      game(2, 6, 6, 3, 3), // B tied C
      game(4, 20, 0, 1, 4), // D beat A
      game(5, 20, 0, 1, 5), // E beat A
      game(2, 30, 0, 4, 6), // B beat D by 30
      game(3, 1, 0, 5, 7), // C beat E by 1
      game(4, 3, 0, 5, 8), // D beat E
    ];
    const rows = computeStandings([A, B, C, D, E], season, rules(['headToHead', 'pointDifferential']));
    expect(rows.map((r) => [r.team.name, r.rank, r.winPct, r.tiebreak])).toEqual([
      ['Dukes', 1, 0.667, null],
      ['Aces', 2, 0.5, null],
      ['Bears', 3, 0.5, 'headToHead'],
      ['Colts', 4, 0.5, 'pointDifferential'],
      ['Eagles', 5, 0.333, null],
    ]);
  });

  it('the per-game cap on the point differential changes the ranking', () => {
    // A and B both 1-1 and never met. A: +30 and -5; B: +10 and -3.
    const season = [game(1, 37, 7, 3), game(4, 5, 0, 1), game(2, 10, 0, 5), game(4, 3, 0, 2)];
    const uncapped = computeStandings([A, B, C, D, E], season, rules(['headToHead', 'pointDifferential']));
    const capped = computeStandings([A, B, C, D, E], season, rules(['headToHead', 'pointDifferential'], 5));
    const pair = (rows: ReturnType<typeof computeStandings>) => order(rows.filter((r) => r.team.id === 1 || r.team.id === 2));
    expect(pair(uncapped)).toEqual(['Aces', 'Bears']);
    expect(pair(capped)).toEqual(['Bears', 'Aces']);
    expect(capped.find((r) => r.team.id === 1)!.pointDifferential).toBe(0);
    expect(capped.find((r) => r.team.id === 2)!.pointDifferential).toBe(2);
  });

  it('points allowed: fewer first; points for: more first', () => {
    const season = [game(1, 10, 3, 3), game(2, 20, 9, 4)];
    expect(order(computeStandings([A, B, C, D], season, rules(['pointsAllowed'])).slice(0, 2))).toEqual(['Aces', 'Bears']);
    expect(order(computeStandings([A, B, C, D], season, rules(['pointsFor'])).slice(0, 2))).toEqual(['Bears', 'Aces']);
  });

  it('teams tied after every step share the rank (1, 2, 2, 4) and are listed by name', () => {
    // A 2-0; B and C 1-0 by the same score against different teams; D and E 0-2, never met
    const season = [game(1, 7, 0, 4), game(1, 7, 0, 5), game(3, 7, 0, 4, 2), game(2, 7, 0, 5, 2)];
    const rows = computeStandings([A, B, C, D, E], season, STANDINGS_DEFAULTS);
    expect(rows.map((r) => [r.team.name, r.rank, r.tiebreak])).toEqual([
      ['Aces', 1, null],
      // B and C (1-0, never met) trail A (2-0) on the point differential, then nothing splits them
      ['Bears', 2, 'pointDifferential'],
      ['Colts', 2, null],
      ['Dukes', 4, null],
      ['Eagles', 4, null],
    ]);
  });
});
