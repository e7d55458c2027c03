import { describe, expect, it } from 'vitest';
import { ROLES } from '../roles';
import { mayEditReport, mayFileReport, mayReadReport, mayReviewReport, reportEditableUntil } from './reports';

const HOUR = 60 * 60 * 1000;

describe('game report policies (issue 48)', () => {
  const game = { refereeId: 7, crewIds: [8] };

  it('lets only the game\'s own referee file it (an admin who refereed it too)', () => {
    expect(mayFileReport({ id: 7, role: 'referee' }, game)).toBe(true);
    expect(mayFileReport({ id: 7, role: 'admin' }, game)).toBe(true);
    expect(mayFileReport({ id: 8, role: 'referee' }, game)).toBe(false);
    expect(mayFileReport({ id: 3, role: 'admin' }, game)).toBe(false);
    expect(mayFileReport({ id: 7, role: 'fan' }, game)).toBe(false);
    expect(mayFileReport(null, game)).toBe(false);
  });

  it('lets the crew and the admins read it, not another referee', () => {
    expect(mayReadReport({ id: 7, role: 'referee' }, game)).toBe(true);
    expect(mayReadReport({ id: 8, role: 'referee' }, game)).toBe(true);
    expect(mayReadReport({ id: 9, role: 'referee' }, game)).toBe(false);
    expect(mayReadReport({ id: 3, role: 'admin' }, game)).toBe(true);
    expect(mayReadReport({ id: 8, role: 'fan' }, game)).toBe(false);
  });

  it.each(ROLES.map((role) => [role, role === 'admin' || role === 'super_admin'] as const))('review by %s: %s', (role, allowed) => {
    expect(mayReviewReport({ role })).toBe(allowed);
  });

  it('keeps a report editable 24 h from its submission, or from its return; an approved one never', () => {
    const submitted = { state: 'submitted' as const, submittedAt: 0, reviewedAt: null, authorId: 7 };
    expect(reportEditableUntil(submitted)).toBe(24 * HOUR);
    expect(mayEditReport({ id: 7, role: 'referee' }, submitted, 24 * HOUR - 1)).toBe(true);
    expect(mayEditReport({ id: 7, role: 'referee' }, submitted, 24 * HOUR)).toBe(false);
    expect(mayEditReport({ id: 8, role: 'referee' }, submitted, 1)).toBe(false);
    const returned = { ...submitted, state: 'returned' as const, reviewedAt: 30 * HOUR };
    expect(mayEditReport({ id: 7, role: 'referee' }, returned, 40 * HOUR)).toBe(true);
    expect(reportEditableUntil({ ...returned, state: 'approved' })).toBeNull();
  });
});
