import { describe, expect, it } from 'vitest';
import type { ApiKeyDto } from '@common/schemas/api-keys';
import { formatKeyDate, maskKey, sortKeys } from './format';

const FULL_KEY = 'ffl_0123456789abcdef_Ab3_x-Yz0123456789abcdefghijklmnopqrstuvwxy';

function key(id: number, isActive: boolean, createdAt: string): ApiKeyDto {
  return { id, keyId: id.toString(16).padStart(16, '0'), name: `Key ${id}`, permissions: ['read', 'write'], isActive, lastFour: 'abcd', createdAt, lastUsed: null };
}

describe('maskKey', () => {
  it('keeps the prefix and key id, and hides the whole secret', () => {
    const masked = maskKey(FULL_KEY);
    expect(masked).toBe(`ffl_0123456789abcdef_${'•'.repeat(12)}`);
    expect(masked).not.toContain('Ab3');
    expect(masked).not.toContain('wxy');
  });

  it('shows only four characters of a key of another shape', () => {
    expect(maskKey('something-else')).toBe(`some${'•'.repeat(12)}`);
  });
});

describe('formatKeyDate', () => {
  it('reads as a date and time in the given zone', () => {
    expect(formatKeyDate('2026-03-04T17:05:00.000Z', 'America/New_York')).toBe('Mar 4, 2026, 12:05 PM');
  });

  it('is empty for a date it cannot read', () => {
    expect(formatKeyDate('not a date')).toBe('');
  });
});

describe('sortKeys', () => {
  it('puts active keys first, newest first within each group', () => {
    const keys = [
      key(1, false, '2026-03-05T00:00:00.000Z'),
      key(2, true, '2026-03-01T00:00:00.000Z'),
      key(3, true, '2026-03-04T00:00:00.000Z'),
      key(4, false, '2026-03-02T00:00:00.000Z'),
    ];
    expect(sortKeys(keys).map((k) => k.id)).toEqual([3, 2, 1, 4]);
  });
});
