import { describe, expect, it } from 'vitest';
import { scriptCounts } from './script-counts';

// Issue 46: no export that nothing imports (scripts/dead-exports.mjs says which rule counts a user).
describe('dead exports (scripts/dead-exports.mjs)', () => {
  it('finds none', () => {
    expect(scriptCounts('scripts/dead-exports.mjs')['dead exports']).toBe(0);
  });
});
