import { describe, expect, it } from 'vitest';
import { JERSEY_PATTERN } from '@common/game-rules';
import { jerseyDraft } from './scoring-play-dialog';

describe('jerseyDraft', () => {
  it('keeps digits only, at most 3, so what is sent is always a jersey the engine takes', () => {
    expect(jerseyDraft('12')).toBe('12');
    expect(jerseyDraft('#12')).toBe('12');
    expect(jerseyDraft(' 0 7')).toBe('07');
    expect(jerseyDraft('1234')).toBe('123');
    expect(jerseyDraft('abc')).toBe('');
    for (const typed of ['#12', '00', '1234', '9x9']) expect(JERSEY_PATTERN.test(jerseyDraft(typed))).toBe(true);
  });
});
