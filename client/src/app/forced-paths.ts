import { leagueSlugFromPath } from '@common/slug';
import { loginPath } from '@client/lib/league-path';
import { resolveRoute, type Screen } from './routes';

// Spec 8: these pages sign in again through the server's GET /api/login redirect.
const SERVER_LOGIN_SCREENS: ReadonlySet<Screen> = new Set(['pending-approvals', 'fan-dashboard', 'api-keys']);

// Where the forced re-login after an unauthorized error goes, remembering the current place.
export function unauthorizedRedirectPath(pathname: string, search: string): string {
  const current = `${pathname}${search && !search.startsWith('?') ? `?${search}` : search}`;
  const route = resolveRoute(pathname);
  if (SERVER_LOGIN_SCREENS.has(route.screen)) return `/api/login?returnTo=${encodeURIComponent(current)}`;
  return loginPath(route.leagueSlug ?? leagueSlugFromPath(pathname), current);
}
