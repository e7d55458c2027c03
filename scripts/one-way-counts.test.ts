import { describe, expect, it } from 'vitest';
import { scriptCounts } from './script-counts';

// Decision 035 and issue 35: the client saves, fails, checks its forms and labels its fields one way.
// scripts/one-way-counts.mjs counts each place that does it another way; every count stays 0.
describe('one way on the client (scripts/one-way-counts.mjs)', () => {
  const found = scriptCounts('scripts/one-way-counts.mjs');
  it.each(['bare useMutation', 'error toast by hand', 'form checked by hand', 'raw label'])('%s: none', (rule) => {
    expect(found[rule]).toBe(0);
  });
});
