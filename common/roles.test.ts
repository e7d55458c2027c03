import { describe, expect, it } from 'vitest';
import { can, homePathFor } from './roles';

describe('capability table (spec 6)', () => {
  it.each([
    ['public', 'view:scoreboard', true],
    ['pending', 'use:referee-screens', false],
    ['fan', 'use:referee-screens', false],
    ['referee', 'use:referee-screens', true],
    ['admin', 'use:referee-screens', true],
    ['super_admin', 'use:referee-screens', true],
    ['referee', 'use:admin-dashboard', false],
    ['admin', 'use:admin-dashboard', true],
    ['admin', 'manage:users', true],
    ['admin', 'import:schedule', true],
    ['admin', 'manage:all-leagues', false],
    ['admin', 'manage:api-keys', false],
    ['super_admin', 'manage:api-keys', true],
    ['fan', 'use:fan-features', true],
    ['referee', 'use:fan-features', false],
  ] as const)('%s %s -> %s', (role, capability, allowed) => {
    expect(can(role === 'public' ? null : role, capability)).toBe(allowed);
  });
});

describe('capability map: "any" and "own" (issue 46)', () => {
  it.each([
    ['admin', 'amend:game', 'any', true],
    ['super_admin', 'amend:game', 'any', true],
    ['referee', 'amend:game', 'any', false],
    ['referee', 'amend:game', 'own', true],
    ['admin', 'amend:game', 'own', true],
    ['fan', 'amend:game', 'own', false],
    ['fan', 'reset:password-by-mail', 'any', false],
    ['fan', 'reset:password-by-mail', 'own', true],
    ['referee', 'reset:password-by-mail', 'own', false],
    ['referee', 'use:referee-screens', 'own', true],
  ] as const)('%s %s on %s -> %s', (role, capability, access, allowed) => {
    expect(can(role, capability, access)).toBe(allowed);
  });

  it('gives nothing of its own to the signed out', () => expect(can(null, 'amend:game', 'own')).toBe(false));
});

describe('homePathFor (spec 2.3: where sign-in lands)', () => {
  it.each([
    ['admin', 'demo', '/demo/admin'],
    ['super_admin', null, '/admin'],
    ['referee', 'demo', '/demo/referee'],
    ['fan', 'demo', '/demo'],
    ['parent', 'demo', '/demo'],
    ['fan', null, '/'],
  ] as const)('%s in %s -> %s', (role, slug, path) => expect(homePathFor(role, slug)).toBe(path));
});
