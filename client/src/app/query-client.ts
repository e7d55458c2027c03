import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { UNAUTHORIZED_REDIRECT_DELAY_MS } from '@common/constants';
import { AUTH_TEXT } from '@common/texts';
import { toast } from '@client/components/ui/use-toast';
import { apiRequest, getQueryFn } from '@client/lib/api';
import { isAssignedLeagueError, isUnauthorizedError } from '@client/lib/api-errors';
import { assignedLeagueLoginPath } from '@client/lib/league-path';
import { unauthorizedRedirectPath } from './forced-paths';

// Mutations whose own screen handles every failure (the sign-in forms) set this meta flag,
// because a refused login is an answer to show, not a session to end.
export const SKIP_FORCED_PATHS = { skipForcedPaths: true } as const;

// Several queries can fail together; only the first one starts the forced navigation.
let forcedNavigationStarted = false;

// Spec 8 forced paths, applied once for every query and mutation.
function handleForcedPaths(error: unknown, queryClient: QueryClient): void {
  if (forcedNavigationStarted) return;
  if (isAssignedLeagueError(error)) {
    forcedNavigationStarted = true;
    const target = assignedLeagueLoginPath(window.location.pathname);
    void apiRequest('POST', '/api/logout')
      .catch((logoutError: unknown) => console.error('Logout after a league restriction failed', logoutError))
      .finally(() => {
        queryClient.clear();
        window.location.assign(target);
      });
    return;
  }
  if (isUnauthorizedError(error)) {
    forcedNavigationStarted = true;
    toast({ title: AUTH_TEXT.unauthorizedTitle, description: AUTH_TEXT.unauthorizedBody, variant: 'destructive' });
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
