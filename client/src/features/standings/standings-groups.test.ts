import { describe, expect, it } from 'vitest';
import { phoneGroupKey } from './standings-groups';

describe('standings by division on a phone (issue 34)', () => {
  it("shows the chosen division's table, else the first", () => {
    const groups = [
      { id: 4, name: 'U10', rows: [] },
      { id: 7, name: 'U12', rows: [] },
    ];
    expect(phoneGroupKey(groups, 7)).toBe(7);
    expect(phoneGroupKey(groups, 99)).toBe(4);
    expect(phoneGroupKey(groups, null)).toBe(4);
    // a league without divisions: its one table
    expect(phoneGroupKey([{ id: null, name: null, rows: [] }], null)).toBeNull();
  });
});
