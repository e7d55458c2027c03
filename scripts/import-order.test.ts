import { describe, expect, it } from 'vitest';
import { scriptCounts } from './script-counts';

// Decision 034, issues 35 and 46 (decision 068): the server's module order and layers, the client's
// floors, and the folder graph of server/, client/src and common/ (every folder a room, on its floor,
// no circle). scripts/import-order.mjs counts each import that breaks them; every count stays 0.
describe('the import order (scripts/import-order.mjs)', () => {
  const found = scriptCounts('scripts/import-order.mjs');
  const trees = ['client', 'common', 'server'];
  it.each([
    'module order',
    'lower layer -> module',
    'auth -> transport',
    'server -> client',
    'below the route -> plugins or routes',
    'below the route reaches Fastify',
    'module not in the order',
    ...trees.flatMap((tree) => [`${tree} floors`, `${tree} folder circles`, `${tree} circles`]),
  ])('%s: none', (rule) => {
    expect(found[rule]).toBe(0);
  });
});
