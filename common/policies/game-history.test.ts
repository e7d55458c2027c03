import { describe, expect, it } from 'vitest';
import { ROLES } from '../roles';
import { mayReadGameHistory } from './games';

// Issue 46: a game's timeline is its league's admins' (any game) and its referee's (his own); the
// server asserts this (server/modules/games/read-history.ts) and the admin's game dialog reads it.
describe('mayReadGameHistory', () => {
  const game = { refereeId: 7 };

  it('allows an admin or super admin on any game, and the game\'s own referee', () => {
    expect(mayReadGameHistory({ id: 3, role: 'admin' }, game)).toBe(true);
    expect(mayReadGameHistory({ id: 4, role: 'super_admin' }, { refereeId: null })).toBe(true);
    expect(mayReadGameHistory({ id: 7, role: 'referee' }, game)).toBe(true);
  });

  it('refuses another referee, the viewer roles (even one the game still names) and the signed out', () => {
    expect(mayReadGameHistory({ id: 8, role: 'referee' }, game)).toBe(false);
    expect(mayReadGameHistory({ id: 8, role: 'referee' }, { refereeId: null })).toBe(false);
    for (const role of ROLES.filter((r) => !['admin', 'super_admin', 'referee'].includes(r))) expect(mayReadGameHistory({ id: 7, role }, game)).toBe(false);
    expect(mayReadGameHistory(null, game)).toBe(false);
    expect(mayReadGameHistory(undefined, game)).toBe(false);
  });
});
