import { can, type Role } from '@common/roles';

export type AdminNavKey = 'dashboard' | 'announcements' | 'changes' | 'reports' | 'game-day' | 'pay' | 'referee-dashboard' | 'manage-referees' | 'import' | 'api-keys' | 'scoreboard' | 'leagues' | 'mail';

export type AdminNavItem = { key: AdminNavKey; label: string; href: string };

// Spec 2.4 navigation, in its order; spec 2.9 uses a subset.
export const ADMIN_NAV_KEYS: readonly AdminNavKey[] = [
  'dashboard',
  'referee-dashboard',
  'manage-referees',
  'import',
  // issue 47 (ours)
  'announcements',
  // issue 46 (ours)
  'changes',
  // issue 48 (ours)
  'reports',
  'game-day',
  'pay',
  'api-keys',
  'scoreboard',
  'leagues',
  'mail',
];
export const APPROVALS_NAV_KEYS: readonly AdminNavKey[] = ['dashboard', 'referee-dashboard', 'manage-referees', 'scoreboard', 'leagues'];

// The links a role sees, pointing inside the league when there is one.
export function adminNavItems(leagueSlug: string | null, role: Role | null, keys: readonly AdminNavKey[]): AdminNavItem[] {
  const prefix = leagueSlug ? `/${leagueSlug}` : '';
  const all: Record<AdminNavKey, AdminNavItem | null> = {
    dashboard: { key: 'dashboard', label: 'Dashboard', href: `${prefix}/admin` },
    // a league's: shown inside one
    announcements: leagueSlug && can(role, 'manage:league') ? { key: 'announcements', label: 'Announcements', href: `${prefix}/admin/announcements` } : null,
    changes: leagueSlug && can(role, 'manage:league') ? { key: 'changes', label: 'League Changes', href: `${prefix}/admin/changes` } : null,
    reports: leagueSlug && can(role, 'review:game-report') ? { key: 'reports', label: 'Reports', href: `${prefix}/admin/reports` } : null,
    'game-day': leagueSlug && can(role, 'manage:league') ? { key: 'game-day', label: 'Game day', href: `${prefix}/admin/game-day` } : null,
    pay: leagueSlug && can(role, 'manage:league') ? { key: 'pay', label: 'Pay', href: `${prefix}/admin/pay` } : null,
    'referee-dashboard': { key: 'referee-dashboard', label: 'Referee Dashboard', href: `${prefix}/referee` },
    'manage-referees': { key: 'manage-referees', label: 'Manage Referees', href: `${prefix}/pending-approvals` },
    import: { key: 'import', label: 'Import Data', href: `${prefix}/import` },
    'api-keys': can(role, 'manage:api-keys') ? { key: 'api-keys', label: 'API Keys', href: '/api-keys' } : null,
    scoreboard: { key: 'scoreboard', label: 'Scoreboard', href: prefix || '/' },
    leagues: can(role, 'manage:all-leagues') ? { key: 'leagues', label: 'League Management', href: '/leagues' } : null,
    mail: can(role, 'manage:all-leagues') ? { key: 'mail', label: 'Mail', href: '/mail' } : null,
  };
  return keys.map((key) => all[key]).filter((item): item is AdminNavItem => item !== null);
}
