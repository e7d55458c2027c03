import { leagueSlugFromPath, pathSegments } from '@common/slug';

// The route table of spec 2.2, in order; the first match wins. Pure data plus a matcher,
// so the router and the unit tests read the same table. router.tsx maps each screen to its page.

export type Screen =
  | 'home'
  | 'login'
  | 'admin-dashboard'
  | 'announcements'
  | 'league-changes'
  | 'reports'
  | 'game-day'
  | 'pay'
  | 'protests'
  | 'coach-home'
  | 'referee-dashboard'
  | 'game-control'
  | 'pending-approvals'
  | 'import'
  | 'api-keys'
  | 'league-management'
  | 'mail'
  | 'fan-dashboard'
  | 'scoreboard'
  | 'standings'
  | 'playoffs'
  | 'bracket'
  | 'not-found';

// Access rules of spec 2.2; guards.ts decides what each means for a user.
export type Guard =
  | 'public'
  | 'admin-league' // /{slug}/admin: admin or super_admin, else league login
  | 'admin-bare' // /admin: any signed-in user
  | 'referee-league' // slug forms redirect to login
  | 'referee-bare' // bare forms show 'Access denied. Referee access required.'
  | 'approvals' // admin or super_admin
  | 'approvals-admin-only' // /pending: admin only
  | 'import-league' // slug form redirects non-admins to login
  | 'import-bare'
  | 'api-keys'
  | 'super-admin'
  | 'signed-in-league'; // issue 49: /{slug}/coach: any signed-in user, else league login

export type RouteEntry = { pattern: string; screen: Screen; guard: Guard };

// ':slug' matches only the segment common/slug.ts names as the league slug (spec 2.1); ':gameId' and
// ':bracketId' any segment.
export const ROUTES: readonly RouteEntry[] = [
  { pattern: '/', screen: 'home', guard: 'public' },

  { pattern: '/login', screen: 'login', guard: 'public' },
  { pattern: '/leagues/:slug/login', screen: 'login', guard: 'public' },
  { pattern: '/:slug/login', screen: 'login', guard: 'public' },
  { pattern: '/:slug/auth', screen: 'login', guard: 'public' },

  { pattern: '/admin', screen: 'admin-dashboard', guard: 'admin-bare' },
  { pattern: '/:slug/admin', screen: 'admin-dashboard', guard: 'admin-league' },
  // issue 47: the league's announcements
  { pattern: '/:slug/admin/announcements', screen: 'announcements', guard: 'admin-league' },
  // issue 46: the league's changes (its audit list)
  { pattern: '/:slug/admin/changes', screen: 'league-changes', guard: 'admin-league' },
  // issue 48: the referees' game reports to review
  { pattern: '/:slug/admin/reports', screen: 'reports', guard: 'admin-league' },
  // issue 48: the league's Game day board
  { pattern: '/:slug/admin/game-day', screen: 'game-day', guard: 'admin-league' },
  // issue 48: the officials' pay and the league's pay rates
  { pattern: '/:slug/admin/pay', screen: 'pay', guard: 'admin-league' },
  // issue 49: the protested finals to rule on
  { pattern: '/:slug/admin/protests', screen: 'protests', guard: 'admin-league' },
  // issue 49: the coach's home (his teams, the finals waiting for his answer)
  { pattern: '/:slug/coach', screen: 'coach-home', guard: 'signed-in-league' },

  { pattern: '/referee', screen: 'referee-dashboard', guard: 'referee-bare' },
  { pattern: '/:slug/referee', screen: 'referee-dashboard', guard: 'referee-league' },
  { pattern: '/referee/:gameId', screen: 'game-control', guard: 'referee-bare' },
  { pattern: '/:slug/referee/:gameId', screen: 'game-control', guard: 'referee-league' },

  { pattern: '/pending-approvals', screen: 'pending-approvals', guard: 'approvals' },
  { pattern: '/:slug/pending-approvals', screen: 'pending-approvals', guard: 'approvals' },
  { pattern: '/pending', screen: 'pending-approvals', guard: 'approvals-admin-only' },

  { pattern: '/import', screen: 'import', guard: 'import-bare' },
  { pattern: '/:slug/import', screen: 'import', guard: 'import-league' },

  { pattern: '/api-keys', screen: 'api-keys', guard: 'api-keys' },
  { pattern: '/leagues', screen: 'league-management', guard: 'super-admin' },
  // issue 47: the mail outbox
  { pattern: '/mail', screen: 'mail', guard: 'super-admin' },

  { pattern: '/:slug/fan', screen: 'fan-dashboard', guard: 'public' },
  { pattern: '/:slug/standings', screen: 'standings', guard: 'public' },
  // issue 36
  { pattern: '/:slug/playoffs', screen: 'playoffs', guard: 'public' },
  { pattern: '/:slug/playoffs/:bracketId', screen: 'bracket', guard: 'public' },
  { pattern: '/:slug', screen: 'scoreboard', guard: 'public' },
  { pattern: '/:slug/parent', screen: 'scoreboard', guard: 'public' },
];

const FALLBACK_ROUTE: RouteEntry = { pattern: '*', screen: 'not-found', guard: 'public' };

export type ResolvedRoute = {
  screen: Screen;
  guard: Guard;
  pattern: string;
  // Set for league-scoped routes: the league is loaded (and checked) before the screen shows.
  leagueSlug: string | null;
  gameId: string | null;
  bracketId: string | null;
};

function matchPattern(
  pattern: string,
  segments: readonly string[],
  leagueSlug: string | null,
): Record<string, string> | null {
  const parts = pathSegments(pattern);
  if (parts.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of parts.entries()) {
    const segment = segments[index]!;
    if (part === ':slug') {
      if (leagueSlug === null || segment.toLowerCase() !== leagueSlug) return null;
      params.slug = leagueSlug;
    } else if (part.startsWith(':')) {
      params[part.slice(1)] = segment;
    } else if (part !== segment) {
      return null;
    }
  }
  return params;
}

export function resolveRoute(pathname: string): ResolvedRoute {
  const segments = pathSegments(pathname);
  const leagueSlug = leagueSlugFromPath(pathname);
  for (const entry of ROUTES) {
    const params = matchPattern(entry.pattern, segments, leagueSlug);
    if (params) {
      return {
        screen: entry.screen,
        guard: entry.guard,
        pattern: entry.pattern,
        leagueSlug: params.slug ?? null,
        gameId: params.gameId ?? null,
        bracketId: params.bracketId ?? null,
      };
    }
  }
  return { ...FALLBACK_ROUTE, leagueSlug: null, gameId: null, bracketId: null };
}
