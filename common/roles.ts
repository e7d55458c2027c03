// Spec 3 (User.role) and spec 6: roles and the one capability table both sides read.

export const ROLES = ['super_admin', 'admin', 'referee', 'pending', 'fan', 'parent'] as const;
export type Role = (typeof ROLES)[number];

export const CAPABILITIES = {
  'view:scoreboard': ['public', 'pending', 'fan', 'parent', 'referee', 'admin', 'super_admin'],
  'use:referee-screens': ['referee', 'admin', 'super_admin'],
  'use:admin-dashboard': ['admin', 'super_admin'],
  'manage:league': ['admin', 'super_admin'],
  'manage:users': ['admin', 'super_admin'],
  'import:schedule': ['admin', 'super_admin'],
  'manage:all-leagues': ['super_admin'],
  'manage:api-keys': ['super_admin'],
  'use:fan-features': ['fan', 'parent'],
} as const satisfies Record<string, readonly (Role | 'public')[]>;

export type Capability = keyof typeof CAPABILITIES;

export function can(role: Role | null | undefined, capability: Capability): boolean {
  return (CAPABILITIES[capability] as readonly string[]).includes(role ?? 'public');
}

// Where a user lands after signing in (spec 2.3).
export function homePathFor(role: Role, leagueSlug: string | null): string {
  const prefix = leagueSlug ? `/${leagueSlug}` : '';
  if (role === 'admin' || role === 'super_admin') return `${prefix}/admin`;
  if (role === 'referee') return `${prefix}/referee`;
  return prefix || '/';
}
