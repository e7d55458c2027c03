import { describe, expect, it } from 'vitest';
import { computeStandings } from '../standings/rank';
import { meetsSportsmanshipMinimum, sportsmanshipAverages } from './sportsmanship';

describe('sportsmanshipAverages (issue 48)', () => {
  it('averages the scores each team was given, home or away, to one decimal', () => {
    const averages = sportsmanshipAverages([
      { homeTeamId: 1, awayTeamId: 2, home: 5, away: 3 },
      { homeTeamId: 2, awayTeamId: 1, home: 4, away: 4 },
      { homeTeamId: 1, awayTeamId: 3, home: 4, away: 0 },
    ]);
    expect(averages.get(1)).toBe(4.3); // (5 + 4 + 4) / 3
    expect(averages.get(2)).toBe(3.5);
    expect(averages.get(3)).toBe(0);
  });

  it('leaves out a team no report scored', () => {
    expect(sportsmanshipAverages([]).size).toBe(0);
    expect(sportsmanshipAverages([{ homeTeamId: 1, awayTeamId: 2, home: 5, away: 5 }]).has(3)).toBe(false);
  });
});

describe('meetsSportsmanshipMinimum', () => {
  it('keeps a team at or over the minimum, and one without an approved report', () => {
    expect(meetsSportsmanshipMinimum(3.5, 3.5)).toBe(true);
    expect(meetsSportsmanshipMinimum(3.4, 3.5)).toBe(false);
    expect(meetsSportsmanshipMinimum(null, 5)).toBe(true);
    expect(meetsSportsmanshipMinimum(undefined, 5)).toBe(true);
    expect(meetsSportsmanshipMinimum(0, undefined)).toBe(true);
  });
});

describe('the sportsmanship tiebreaker (common/standings/rank.ts)', () => {
  const team = (id: number, name: string) => ({ id, name, color: '#000000' });
  const [A, B, C] = [team(1, 'Aces'), team(2, 'Bears'), team(3, 'Colts')];
  // Aces and Bears each beat the Colts 14-7: level on everything but sportsmanship
  const games = [
    { id: 1, homeTeamId: 1, awayTeamId: 3, homeScore: 14, awayScore: 7, playedAt: '2026-11-01T15:00:00.000Z' },
    { id: 2, homeTeamId: 2, awayTeamId: 3, homeScore: 14, awayScore: 7, playedAt: '2026-11-02T15:00:00.000Z' },
  ];
  const rules = { tiebreakers: ['pointDifferential', 'sportsmanship'] as const, pointDifferentialCap: null };

  it('puts the higher average first and says so', () => {
    const rows = computeStandings([A, B, C], games, rules, new Map([[1, 3.5], [2, 4.5], [3, 4]]));
    expect(rows.map((row) => [row.team.name, row.rank, row.tiebreak, row.sportsmanship])).toEqual([
      ['Bears', 1, null, 4.5],
      ['Aces', 2, 'sportsmanship', 3.5],
      ['Colts', 3, null, 4],
    ]);
  });

  it('skips the step when a tied team has no approved report (they share the rank)', () => {
    const rows = computeStandings([A, B, C], games, rules, new Map([[2, 4.5]]));
    expect(rows.slice(0, 2).map((row) => [row.team.name, row.rank, row.sportsmanship])).toEqual([
      ['Aces', 1, null],
      ['Bears', 1, 4.5],
    ]);
  });
});
