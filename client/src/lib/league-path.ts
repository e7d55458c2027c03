import { isReservedSegment, leagueSlugFromPath, pathSegments, safeReturnPath } from '@common/slug';

// Browser paths derived from a league slug (spec 2.1-2.3, 4, 8).

export function leagueHomePath(leagueSlug: string | null): string {
  return leagueSlug ? `/${leagueSlug}` : '/';
}

// The login page of a league (or the bare one), remembering where to go after signing in.
export function loginPath(leagueSlug: string | null, returnTo?: string | null): string {
  const base = leagueSlug ? `/${leagueSlug}/login` : '/login';
  const safe = safeReturnPath(returnTo);
  return safe ? `${base}?returnTo=${encodeURIComponent(safe)}` : base;
}

// Spec 2.3: after logout, the league home when the current path is inside a league, else /.
export function logoutDestination(pathname: string): string {
  return leagueHomePath(leagueSlugFromPath(pathname));
}

// Spec 4/8: after a league-restriction error, /{league}/login, or /login when the first segment is reserved or absent.
export function assignedLeagueLoginPath(pathname: string): string {
  const [first] = pathSegments(pathname);
  return first === undefined || isReservedSegment(first) ? '/login' : `/${first.toLowerCase()}/login`;
}

// The returnTo query value of a search string ('?a=b' or 'a=b'), only when it stays on this site.
export function returnToFromSearch(search: string): string | null {
  return safeReturnPath(new URLSearchParams(search).get('returnTo'));
}
