import { describe, expect, it } from 'vitest';
import { withDown } from './rush-count';

describe('the rush counter', () => {
  it('keeps the counts through the 2nd to 4th down and starts again at the first down', () => {
    const start = { home: 0, away: 0, down: 1 };
    const counted = { ...start, home: 1, away: 2 };
    expect(withDown(counted, 1)).toBe(counted);
    const second = withDown(counted, 2);
    expect(second).toEqual({ home: 1, away: 2, down: 2 });
    expect(withDown(second, 4)).toEqual({ home: 1, away: 2, down: 4 });
    expect(withDown(second, 1)).toEqual({ home: 0, away: 0, down: 1 });
  });
});
