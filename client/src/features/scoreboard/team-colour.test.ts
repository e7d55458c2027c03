import { describe, expect, it } from 'vitest';
import { contrastRatio, needsOutlineOnBoard } from './team-colour';

describe('team colour on the board', () => {
  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#1F2937', '#000000')).toBeCloseTo(1.47, 1);
    expect(contrastRatio('#DC2626', '#000000')).toBeCloseTo(4.35, 2);
    expect(contrastRatio('red', '#000000')).toBeNull();
  });

  it('outlines the colours too dark for the black board, and nothing else', () => {
    expect(needsOutlineOnBoard('#1F2937')).toBe(true);
    expect(needsOutlineOnBoard('#2563EB')).toBe(false);
    expect(needsOutlineOnBoard('#7C3AED')).toBe(false);
    expect(needsOutlineOnBoard('#333333')).toBe(true);
    expect(needsOutlineOnBoard('not a colour')).toBe(true);
  });
});
