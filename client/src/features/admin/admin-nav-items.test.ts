import { describe, expect, it } from 'vitest';
import { ADMIN_NAV_KEYS, APPROVALS_NAV_KEYS, adminNavItems } from './admin-nav-items';

describe('adminNavItems (spec 2.4, 2.9)', () => {
  it('shows API Keys, League Management and Mail only to a super admin', () => {
    expect(adminNavItems('demo', 'admin', ADMIN_NAV_KEYS).map((i) => i.label)).toEqual([
      'Dashboard',
      'Referee Dashboard',
      'Manage Referees',
      'Import Data',
      'Announcements',
      'League Changes',
      'Reports',
      'Game day',
      'Pay',
      'Scoreboard',
    ]);
    expect(adminNavItems('demo', 'super_admin', ADMIN_NAV_KEYS).map((i) => i.label)).toEqual([
      'Dashboard',
      'Referee Dashboard',
      'Manage Referees',
      'Import Data',
      'Announcements',
      'League Changes',
      'Reports',
      'Game day',
      'Pay',
      'API Keys',
      'Scoreboard',
      'League Management',
      'Mail',
    ]);
  });

  it('shows Announcements inside a league only (issue 47)', () => {
    expect(adminNavItems('demo', 'admin', ADMIN_NAV_KEYS).find((i) => i.key === 'announcements')?.href).toBe('/demo/admin/announcements');
    expect(adminNavItems(null, 'super_admin', ADMIN_NAV_KEYS).map((i) => i.key)).not.toContain('announcements');
  });

  it('shows League Changes inside a league only, to those who manage it (issue 46)', () => {
    expect(adminNavItems('demo', 'admin', ADMIN_NAV_KEYS).find((i) => i.key === 'changes')?.href).toBe('/demo/admin/changes');
    expect(adminNavItems(null, 'super_admin', ADMIN_NAV_KEYS).map((i) => i.key)).not.toContain('changes');
    expect(adminNavItems('demo', 'referee', ADMIN_NAV_KEYS).map((i) => i.key)).not.toContain('changes');
  });

  it('shows Game day inside a league only, to those who manage it (issue 48)', () => {
    expect(adminNavItems('demo', 'admin', ADMIN_NAV_KEYS).find((i) => i.key === 'game-day')?.href).toBe('/demo/admin/game-day');
    expect(adminNavItems(null, 'super_admin', ADMIN_NAV_KEYS).map((i) => i.key)).not.toContain('game-day');
    expect(adminNavItems('demo', 'referee', ADMIN_NAV_KEYS).map((i) => i.key)).not.toContain('game-day');
  });

  it('shows Reports inside a league only, to those who review them (issue 48)', () => {
    expect(adminNavItems('demo', 'admin', ADMIN_NAV_KEYS).find((i) => i.key === 'reports')?.href).toBe('/demo/admin/reports');
    expect(adminNavItems(null, 'super_admin', ADMIN_NAV_KEYS).map((i) => i.key)).not.toContain('reports');
    expect(adminNavItems('demo', 'referee', ADMIN_NAV_KEYS).map((i) => i.key)).not.toContain('reports');
  });

  it('points inside the league, or at the bare forms', () => {
    expect(adminNavItems('demo', 'admin', APPROVALS_NAV_KEYS).map((i) => i.href)).toEqual([
      '/demo/admin',
      '/demo/referee',
      '/demo/pending-approvals',
      '/demo',
    ]);
    expect(adminNavItems(null, 'super_admin', APPROVALS_NAV_KEYS).map((i) => i.href)).toEqual([
      '/admin',
      '/referee',
      '/pending-approvals',
      '/',
      '/leagues',
    ]);
  });
});
