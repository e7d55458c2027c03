import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { forgetCachedReads } from '@client/app/service-worker';
import { apiRequest } from '@client/lib/api';
import { logoutDestination } from '@client/lib/league-path';
import { CURRENT_USER_KEY } from './use-current-user';

// Spec 4: logout clears the user and every cached read even when the call fails (then it is only logged);
// spec 2.3: afterwards the league home when inside a league, else /.
export function useLogout() {
  const queryClient = useQueryClient();
  const [location, navigate] = useLocation();
  const [isLoggingOut, setIsLoggingOut] = useState(false);

  async function logout(): Promise<void> {
    setIsLoggingOut(true);
    try {
      await apiRequest('POST', '/api/logout');
    } catch (error) {
      console.error('Logout failed', error);
    }
    queryClient.clear();
    // nothing of this user's stays on a shared phone but the referee's taps still waiting
    forgetCachedReads();
    // (the device store, with idb, is loaded here rather than in the scoreboard's first download)
    void import('@client/features/game-control/device-store')
      .then(({ deviceStore }) => deviceStore().forgetGames())
      .catch((error: unknown) => console.error('Could not clear the saved games', error));
    queryClient.setQueryData(CURRENT_USER_KEY, null);
    setIsLoggingOut(false);
    navigate(logoutDestination(location), { replace: true });
  }

  return { logout, isLoggingOut };
}
