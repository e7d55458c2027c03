// Spec 3 (User.role) and spec 6: the roles, and the one capability map both sides read (issue 46,
// decision 067). Each capability names the roles that hold it on "any" resource of the leagues they
// reach, and those that hold it on their "own" only, as Epic Stack's permissions do: amending a game
// is any game's for the league's admins, the own game's for its referee (its crew; a coach's team
// next). Which resource is the user's own is said by the predicates of common/policies/, which the
// server asserts and the client reads; a role's name is compared only here and there
// (scripts/role-names.mjs counts the rest: 0).

export const ROLES = ['super_admin', 'admin', 'referee', 'pending', 'fan', 'parent', 'coach'] as const;
export type Role = (typeof ROLES)[number];

export type Access = 'any' | 'own';
type Holders = { any: readonly (Role | 'public')[]; own?: readonly Role[] };

export const CAPABILITIES = {
  'view:scoreboard': { any: ['public', 'pending', 'fan', 'parent', 'referee', 'admin', 'super_admin', 'coach'] },
  'use:referee-screens': { any: ['referee', 'admin', 'super_admin'] },
  'use:admin-dashboard': { any: ['admin', 'super_admin'] },
  'manage:league': { any: ['admin', 'super_admin'] },
  'manage:users': { any: ['admin', 'super_admin'] },
  'import:schedule': { any: ['admin', 'super_admin'] },
  'manage:all-leagues': { any: ['super_admin'] },
  'manage:api-keys': { any: ['super_admin'] },
  'use:fan-features': { any: ['fan', 'parent'] },
  // issues 37 and 45: forfeit a game or undo its record (another referee of the league runs its
  // clock and score, but takes back nothing)
  'amend:game': { any: ['admin', 'super_admin'], own: ['referee'] },
  // spec 7: be named a game's referee (a super admin belongs to no league, so to none of its games)
  'officiate:game': { any: ['referee', 'admin'] },
  // decisions 004 and 065: a viewer account resets its own password by mail; staff ask their admin
  'reset:password-by-mail': { any: [], own: ['fan', 'parent'] },
  // issue 48 (decision 073): a game's report is filed by its own referee only, read by its crew and
  // the league's admins, reviewed (approved, returned; its private note read) by the admins
  'file:game-report': { any: [], own: ['referee', 'admin'] },
  'read:game-report': { any: ['admin', 'super_admin'], own: ['referee'] },
  'review:game-report': { any: ['admin', 'super_admin'] },
  // issue 49: a team's roster is any team's for the league's admins, his own team's for its coach (a
  // coach's account, or a referee's or admin's who also coaches: team_coaches says whose team);
  // the final is answered by the coaches of its teams; who played is checked in by the game's
  // referee, or by the admin, who alone lets in a player off both rosters; the admin rules on a protest
  'edit:roster': { any: ['admin', 'super_admin'], own: ['coach', 'referee'] },
  'answer:result': { any: [], own: ['coach', 'referee', 'admin'] },
  'check-in:game': { any: ['admin', 'super_admin'], own: ['referee'] },
  'override:check-in': { any: ['admin', 'super_admin'] },
  'rule:result': { any: ['admin', 'super_admin'] },
} as const satisfies Record<string, Holders>;

export type Capability = keyof typeof CAPABILITIES;

// Whether a role holds a capability on any resource (the default), or on one of its own: the "any"
// holders hold it on their own too.
export function can(role: Role | null | undefined, capability: Capability, access: Access = 'any'): boolean {
  const holders: Holders = CAPABILITIES[capability];
  if (holders.any.includes(role ?? 'public')) return true;
  return access === 'own' && role != null && (holders.own ?? []).includes(role);
}

// Where a user lands after signing in (spec 2.3).
export function homePathFor(role: Role, leagueSlug: string | null): string {
  const prefix = leagueSlug ? `/${leagueSlug}` : '';
  if (role === 'admin' || role === 'super_admin') return `${prefix}/admin`;
  if (role === 'referee') return `${prefix}/referee`;
  if (role === 'coach') return `${prefix}/coach`;
  return prefix || '/';
}
