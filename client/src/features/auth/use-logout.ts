import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { forgetCachedReads } from '@client/lib/service-worker';
import { deliverLogout, keepLogout } from '@client/lib/api';
import { logoutDestination } from '@client/lib/league-path';
import { CURRENT_USER_KEY } from '@client/lib/use-current-user';

// (the device store, with idb, is loaded at Logout rather than in the scoreboard's first download)
const refereeStore = () => import('@client/features/game-control/device-store').then(({ deviceStore }) => deviceStore());
const journals = () => import('@client/features/game-control/action-journal');
// The league a page opens with is public (the same for everyone): kept, so the signed-out screens
// open without signal.
const PUBLIC_LEAGUES = ['/api/leagues/by-slug'];

// Spec 4: logout clears the user and every cached read even when the call fails; spec 2.3: afterwards
// the league home when inside a league, else /. Decision 043: the sign-out is kept on the device
// first and sent before anything else, so a logout without signal still reaches the server; the
// game taps still waiting on the phone are deleted with it, after the referee said so (`waiting`).
export function useLogout() {
  const queryClient = useQueryClient();
  const [location, navigate] = useLocation();
  const [isLoggingOut, setIsLoggingOut] = useState(false);
  // the taps waiting when Logout asked first; null: not asking
  const [waiting, setWaiting] = useState<number | null>(null);

  async function logout(): Promise<void> {
    const count = await refereeStore()
      .then((store) => store.waitingActions())
      .catch((error: unknown) => {
        console.error('Could not count the waiting actions', error);
        return 0;
      });
    if (count > 0) setWaiting(count);
    else await signOut();
  }

  async function signOut(): Promise<void> {
    setIsLoggingOut(true);
    // the two device modules load while the logout is kept, not one after the other
    const device = Promise.all([journals(), refereeStore()]);
    await keepLogout();
    const leagues = queryClient.getQueriesData({ queryKey: PUBLIC_LEAGUES });
    queryClient.clear();
    for (const [key, league] of leagues) queryClient.setQueryData(key, league);
    // nothing of this user's stays on a shared phone: the worker's reads and pages, the saved games
    // and the taps (stopped first, so none is kept again)
    forgetCachedReads();
    await device
      .then(([{ stopEveryJournal }, store]) => {
        stopEveryJournal();
        return store.forgetAll();
      })
      .catch((error: unknown) => console.error('Could not clear this device', error));
    queryClient.setQueryData(CURRENT_USER_KEY, null);
    void deliverLogout().then((delivered) => {
      if (!delivered) console.error('Logout failed: kept on this device and sent first when the network answers');
    });
    setWaiting(null);
    setIsLoggingOut(false);
    navigate(logoutDestination(location), { replace: true });
  }

  const confirmation = {
    waiting,
    isLoggingOut,
    onConfirm: () => void signOut(),
    onCancel: () => setWaiting(null),
  };
  return { logout, isLoggingOut, confirmation };
}

export type LogoutConfirmation = ReturnType<typeof useLogout>['confirmation'];
