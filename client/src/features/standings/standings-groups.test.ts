import { describe, expect, it } from 'vitest';
import type { StandingsRow } from '@common/standings/rank';
import { phoneGroupKey, standingsGroups } from './standings-groups';

const row = (id: number) => ({ rank: 1, team: { id, name: `T${id}`, color: '#000000' } }) as StandingsRow;
const base = { tiebreakers: [], pointDifferentialCap: null };

describe('standings by division (issue 34)', () => {
  it('draws one table per division, or the rows as one table', () => {
    const divisions = [
      { id: 4, name: 'U10 Coed', rows: [row(1)] },
      { id: 7, name: 'U12 Coed', rows: [row(2)] },
    ];
    expect(standingsGroups({ ...base, rows: [row(1), row(2)], divisions })).toBe(divisions);
    expect(standingsGroups({ ...base, rows: [row(1)] })).toEqual([{ id: null, name: null, rows: [row(1)] }]);
    expect(standingsGroups({ ...base, rows: [row(1)], divisions: [] })).toEqual([{ id: null, name: null, rows: [row(1)] }]);
  });

  it("shows a phone the chosen division's table, else the first", () => {
    const groups = [
      { id: 4, name: 'U10', rows: [] },
      { id: 7, name: 'U12', rows: [] },
    ];
    expect(phoneGroupKey(groups, 7)).toBe(7);
    expect(phoneGroupKey(groups, 99)).toBe(4);
    expect(phoneGroupKey(groups, null)).toBe(4);
    expect(phoneGroupKey([{ id: null, name: null, rows: [] }], null)).toBeNull();
  });
});
