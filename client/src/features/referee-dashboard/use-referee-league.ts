import { DEFAULT_LEAGUE_TITLE, DEFAULT_TIMEZONE } from '@common/constants';
import { useCurrentUser } from '@client/features/auth/use-current-user';
import { useLeague } from '@client/features/league/league-context';
import { useLeagueBySlug } from '@client/features/league/use-league';

// The league the referee screens work in: the route's (/{slug}/referee...) or, on the bare forms,
// the signed-in user's own. Dates and times show in its time zone (spec 9 default otherwise).
export function useRefereeLeague() {
  const routeLeague = useLeague();
  const { data: user } = useCurrentUser(false);
  const ownSlug = routeLeague ? null : (user?.leagueSlug ?? null);
  // The bare form loads the user's league only for its time zone; the route's is already loaded.
  const own = useLeagueBySlug(ownSlug ?? '');
  const league = routeLeague ?? (ownSlug ? (own.data ?? null) : null);
  return {
    // Set only on the slug forms: API paths and links keep the form the page was opened in.
    routeSlug: routeLeague?.slug ?? null,
    // The league whose pushes to follow (league:<slug>).
    liveSlug: routeLeague?.slug ?? ownSlug,
    timeZone: league?.timezone ?? DEFAULT_TIMEZONE,
    // Spec 2.4's top bar title: the league name, falling back to the default title.
    title: league?.name ?? DEFAULT_LEAGUE_TITLE,
  };
}

export function refereeHomePath(routeSlug: string | null): string {
  return routeSlug ? `/${routeSlug}/referee` : '/referee';
}

export function gameControlPath(routeSlug: string | null, gameId: number): string {
  return `${refereeHomePath(routeSlug)}/${gameId}`;
}
