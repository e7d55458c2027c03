import { describe, expect, it } from 'vitest';
import { isRosterLocked, mayEditRoster, mayReadDroppedPlayers, mayReadRoster } from './rosters';

describe('roster policies (issue 49)', () => {
  it('lets the admins read any roster, a coach his own, a referee any, nobody else', () => {
    expect(mayReadRoster({ role: 'admin' }, { isCoach: false })).toBe(true);
    expect(mayReadRoster({ role: 'super_admin' }, { isCoach: false })).toBe(true);
    expect(mayReadRoster({ role: 'coach' }, { isCoach: true })).toBe(true);
    expect(mayReadRoster({ role: 'coach' }, { isCoach: false })).toBe(false);
    expect(mayReadRoster({ role: 'referee' }, { isCoach: false })).toBe(true);
    expect(mayReadRoster({ role: 'fan' }, { isCoach: false })).toBe(false);
    expect(mayReadRoster({ role: 'parent' }, { isCoach: true })).toBe(false);
    expect(mayReadRoster(null, { isCoach: false })).toBe(false);
  });

  it('lets a coach edit his own team until the lock, the admins always', () => {
    expect(mayEditRoster({ role: 'admin' }, { isCoach: false, locked: true })).toBe(true);
    expect(mayEditRoster({ role: 'coach' }, { isCoach: true, locked: false })).toBe(true);
    expect(mayEditRoster({ role: 'coach' }, { isCoach: true, locked: true })).toBe(false);
    expect(mayEditRoster({ role: 'coach' }, { isCoach: false, locked: false })).toBe(false);
    // a referee who also coaches a team edits that one
    expect(mayEditRoster({ role: 'referee' }, { isCoach: true, locked: false })).toBe(true);
    expect(mayEditRoster({ role: 'referee' }, { isCoach: false, locked: false })).toBe(false);
    expect(mayEditRoster({ role: 'fan' }, { isCoach: true, locked: false })).toBe(false);
  });

  it('shows dropped players to the admins only', () => {
    expect(mayReadDroppedPlayers({ role: 'admin' })).toBe(true);
    expect(mayReadDroppedPlayers({ role: 'coach' })).toBe(false);
    expect(mayReadDroppedPlayers(null)).toBe(false);
  });

  it('locks from the lock date on, in the league\'s dates', () => {
    expect(isRosterLocked(null, '2026-09-01')).toBe(false);
    expect(isRosterLocked('2026-09-01', '2026-08-31')).toBe(false);
    expect(isRosterLocked('2026-09-01', '2026-09-01')).toBe(true);
    expect(isRosterLocked('2026-09-01', '2026-09-02')).toBe(true);
  });
});
