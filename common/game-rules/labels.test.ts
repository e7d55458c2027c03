import { describe, expect, it } from 'vitest';
import type { GameFormat } from '../constants';
import { ordinal, periodLabel } from './labels';

describe('periodLabel (spec 9)', () => {
  it.each([
    [1, 'quarters', '1st Quarter'],
    [2, 'quarters', '2nd Quarter'],
    [3, 'quarters', '3rd Quarter'],
    [4, 'quarters', '4th Quarter'],
    [1, 'halves', '1st Half'],
    [2, 'halves', '2nd Half'],
    // beyond the preset's named periods (a game configured with more periods)
    [5, 'quarters', 'Period 5'],
    [3, 'halves', 'Period 3'],
    [0, 'quarters', 'Period 0'],
  ] as [number, GameFormat, string][])('period %i of %s is %s', (period, format, label) => {
    expect(periodLabel(period, format)).toBe(label);
  });

  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
    [101, '101st'],
  ])('ordinal(%i) = %s', (n, text) => expect(ordinal(n)).toBe(text));
});
