import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { UNAUTHORIZED_REDIRECT_DELAY_MS } from '@common/constants';
import { AUTH_TEXT } from '@common/texts';
import { showFailure } from '@client/lib/failure-toast';
import { deliverLogout, getQueryFn, keepLogout } from '@client/lib/api';
import { isAssignedLeagueError, isUnauthorizedError, suspendedSessionLeague } from '@client/lib/api-errors';
import { assignedLeagueLoginPath, leagueHomePath } from '@client/lib/league-path';
import { unauthorizedRedirectPath } from './forced-paths';

// Several queries can fail together; only the first one starts the forced navigation.
let forcedNavigationStarted = false;

// Signs out (the failure is only logged), drops every cached read and loads the target afresh.
function signOutAndGo(queryClient: QueryClient, target: string, why: string): void {
  forcedNavigationStarted = true;
  void keepLogout()
    .then(() => deliverLogout())
    .then((delivered) => {
      if (!delivered) console.error(`Logout after ${why} failed: kept on this device and sent first when the network answers`);
    })
    .finally(() => {
      queryClient.clear();
      window.location.assign(target);
    });
}

// Spec 8 forced paths, applied once for every query and mutation.
function handleForcedPaths(error: unknown, queryClient: QueryClient): void {
  if (forcedNavigationStarted) return;
  if (isAssignedLeagueError(error)) {
    signOutAndGo(queryClient, assignedLeagueLoginPath(window.location.pathname), 'a league restriction');
    return;
  }
  // Spec 2.13 / decision 018: the user of a suspended league signs out and sees that league's
  // League Suspended page (the league gate shows it to a signed-out visitor).
  const suspendedSlug = suspendedSessionLeague(error);
  if (suspendedSlug !== null) {
    signOutAndGo(queryClient, leagueHomePath(suspendedSlug), 'a league suspension');
    return;
  }
  if (isUnauthorizedError(error)) {
    forcedNavigationStarted = true;
    showFailure(AUTH_TEXT.unauthorizedTitle, null, AUTH_TEXT.unauthorizedBody);
    const target = unauthorizedRedirectPath(window.location.pathname, window.location.search);
    setTimeout(() => {
      queryClient.clear();
      window.location.assign(target);
    }, UNAUTHORIZED_REDIRECT_DELAY_MS);
  }
}

// Spec 9 cache policy: reads never go stale, never refetch on focus, never poll unless a
// screen asks, and nothing retries by itself.
export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error) => handleForcedPaths(error, queryClient) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        // (a screen that answers every refusal itself: useApiMutation's ownsSessionErrors)
        if (mutation.meta?.skipForcedPaths === true) return;
        handleForcedPaths(error, queryClient);
      },
    }),
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
  return queryClient;
}
