import { isAwaitingApproval, isLeagueAdmin } from '@common/policies/users';
import { can, type Role } from '@common/roles';
import { ACCESS_TEXT } from '@common/texts';
import { loginPath } from '@client/lib/league-path';
import { SUPER_ADMIN_REQUIRED_TEXT, TOP_TIER_ADMIN_PATH, TOP_TIER_ADMIN_USERNAME } from './constants';
import type { ResolvedRoute } from './routes';

// What the access column of spec 2.2 means for one visitor on one route. Pure, so tested as a table.

export type GuardUser = { username: string; role: Role } | null;

export type AccessDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  | { kind: 'denied'; message: string; signInPath?: string }
  | { kind: 'approval-pending' };

const ALLOW: AccessDecision = { kind: 'allow' };

// currentPath is pathname plus search: the place to come back to after signing in.
export function decideAccess(route: ResolvedRoute, user: GuardUser, currentPath: string): AccessDecision {
  const toLogin: AccessDecision = { kind: 'redirect', to: loginPath(route.leagueSlug, currentPath) };
  const role = user?.role ?? null;

  switch (route.guard) {
    case 'public':
      return ALLOW;

    case 'admin-league':
      return can(role, 'use:admin-dashboard') ? ALLOW : toLogin;

    case 'admin-bare':
      if (!user) return toLogin;
      if (user.username === TOP_TIER_ADMIN_USERNAME) return { kind: 'redirect', to: TOP_TIER_ADMIN_PATH };
      return ALLOW;

    case 'referee-league':
    case 'referee-bare':
      if (!user) return toLogin;
      // Spec 2.5 / 6: pending accounts are blocked with their own screen, not a login loop.
      if (isAwaitingApproval(user)) return { kind: 'approval-pending' };
      if (can(role, 'use:referee-screens')) return ALLOW;
      return route.guard === 'referee-league' ? toLogin : { kind: 'denied', message: ACCESS_TEXT.refereeRequired };

    case 'approvals':
      if (!user) return toLogin;
      return can(role, 'manage:users') ? ALLOW : { kind: 'denied', message: ACCESS_TEXT.adminRequired };

    case 'approvals-admin-only':
      if (!user) return toLogin;
      // Spec 2.2: /pending allows only admin, unlike the other two forms of the page.
      return isLeagueAdmin(user) ? ALLOW : { kind: 'denied', message: ACCESS_TEXT.adminRequired };

    case 'import-league':
      return can(role, 'import:schedule') ? ALLOW : toLogin;

    case 'import-bare':
      if (!user) return toLogin;
      return can(role, 'import:schedule') ? ALLOW : { kind: 'denied', message: ACCESS_TEXT.adminRequired };

    case 'api-keys':
      // Spec 2.2: this page explains itself instead of redirecting.
      if (!user) return { kind: 'denied', message: ACCESS_TEXT.apiKeysLoggedOut, signInPath: loginPath(null, currentPath) };
      return can(role, 'manage:api-keys') ? ALLOW : { kind: 'denied', message: ACCESS_TEXT.apiKeysSuperAdminRequired };

    case 'signed-in-league':
      // issue 49: the page itself says "You coach no team" to one who coaches none
      return user ? ALLOW : toLogin;

    case 'super-admin':
      if (!user) return toLogin;
      return can(role, 'manage:all-leagues') ? ALLOW : { kind: 'denied', message: SUPER_ADMIN_REQUIRED_TEXT };
  }
}
