import { DEFAULT_LEAGUE_TITLE, DEFAULT_TIMEZONE } from '@common/constants';
import { useCurrentUser } from '@client/lib/use-current-user';
import { useLeague } from './league-context';
import { useLeagueBySlug } from './use-league';

// The league a staff screen works in: the route's (/{slug}/referee, /{slug}/import) or, on the bare
// forms (/referee, /import), the signed-in user's own, which the server also picks when a request
// names no league. Dates and times show in its time zone (spec 9 default otherwise).
export function useWorkingLeague() {
  const routeLeague = useLeague();
  const { data: user } = useCurrentUser(false);
  const ownSlug = routeLeague ? null : (user?.leagueSlug ?? null);
  // The bare form loads the user's league only for its time zone and name; the route's is loaded.
  const own = useLeagueBySlug(ownSlug ?? '');
  const league = routeLeague ?? (ownSlug ? (own.data ?? null) : null);
  return {
    // Set only on the slug forms: API paths, uploads and links keep the form the page was opened in.
    routeSlug: routeLeague?.slug ?? null,
    // The league itself, either way (its pushes, its history, its cached lists); null for a super
    // admin on a bare form.
    slug: routeLeague?.slug ?? ownSlug,
    timeZone: league?.timezone ?? DEFAULT_TIMEZONE,
    // Spec 2.4's top bar title: the league name, falling back to the default title.
    title: league?.name ?? DEFAULT_LEAGUE_TITLE,
  };
}
