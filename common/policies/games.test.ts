import { describe, expect, it } from 'vitest';
import { ROLES } from '../roles';
import { mayBeGameReferee, mayForfeit, mayReadGameHistory, mayUndo } from './games';

// Issues 37, 45 and 46: amending a game (forfeit, undo) and reading its timeline are any game's for
// the league's admins, the own game's for its referee; the server asserts these (live-actions.ts,
// read-history.ts) and the console and the admin's game dialog read them.
describe.each([
  ['mayForfeit', mayForfeit],
  ['mayUndo', mayUndo],
  ['mayReadGameHistory', mayReadGameHistory],
] as const)('%s: the game\'s referee and the admins', (_, may) => {
  const game = { refereeId: 7 };

  it('allows the game\'s own referee, and an admin or super admin on any game', () => {
    expect(may({ id: 7, role: 'referee' }, game)).toBe(true);
    expect(may({ id: 3, role: 'admin' }, game)).toBe(true);
    expect(may({ id: 4, role: 'super_admin' }, game)).toBe(true);
    expect(may({ id: 3, role: 'admin' }, { refereeId: null })).toBe(true);
    // an admin who referees the game holds it on any game anyway
    expect(may({ id: 7, role: 'admin' }, game)).toBe(true);
  });

  it('refuses another referee of the league, a game with no referee, and the signed out', () => {
    expect(may({ id: 8, role: 'referee' }, game)).toBe(false);
    expect(may({ id: 8, role: 'referee' }, { refereeId: null })).toBe(false);
    expect(may(null, game)).toBe(false);
    expect(may(undefined, game)).toBe(false);
  });

  it('refuses the viewer roles even when the game names them (a referee since made a fan)', () => {
    for (const role of ['pending', 'fan', 'parent'] as const) expect(may({ id: 7, role }, game)).toBe(false);
  });
});

describe('mayBeGameReferee (spec 7): an approved referee or an admin of the league', () => {
  it.each(ROLES.map((role) => [role, role === 'referee' || role === 'admin'] as const))('%s -> %s', (role, allowed) => {
    expect(mayBeGameReferee({ role })).toBe(allowed);
  });
});
