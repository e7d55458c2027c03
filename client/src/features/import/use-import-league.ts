import { DEFAULT_TIMEZONE } from '@common/constants';
import { useCurrentUser } from '@client/features/auth/use-current-user';
import { useLeague } from '@client/features/league/league-context';
import { useLeagueBySlug } from '@client/features/league/use-league';

// The league an import goes into: the route's (/{slug}/import) or, on the bare /import, the
// signed-in user's own, which the server also picks when no leagueSlug is sent.
export function useImportLeague() {
  const routeLeague = useLeague();
  const { data: user } = useCurrentUser(false);
  const ownSlug = routeLeague ? null : (user?.leagueSlug ?? null);
  // The bare form loads the user's league only for its time zone; the route's is already loaded.
  const own = useLeagueBySlug(ownSlug ?? '');
  const league = routeLeague ?? (ownSlug ? (own.data ?? null) : null);
  return {
    // Sent with the upload only on the slug form (spec 7: leagueSlug is optional).
    uploadSlug: routeLeague?.slug ?? null,
    // Whose history to list and whose cached lists to reload; null for a super admin without a league.
    slug: routeLeague?.slug ?? ownSlug,
    timeZone: league?.timezone ?? DEFAULT_TIMEZONE,
  };
}
