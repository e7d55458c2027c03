import { useEffect, useState } from 'react';
import { useBrowserOnline } from '@client/lib/browser-online';
import { useEverySecond } from '@client/lib/use-every-second';
import { getLiveSocket } from '@client/lib/shared-live-socket';
import { boardFreshness, type Freshness } from './freshness';

const GRACE_MS = 4000;

// Issue 5: the league's socket is down (the poll keeps the scores coming meanwhile; the socket
// reloads the lists when it is back). A socket still opening gets a grace period first.
function useSocketDown(enabled: boolean): boolean {
  const [down, setDown] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    const startedAt = Date.now();
    let everOpen = false;
    const timer = setInterval(() => {
      const open = getLiveSocket().isOpen;
      everOpen ||= open;
      setDown(!open && (everOpen || Date.now() - startedAt > GRACE_MS));
    }, 1000);
    return () => {
      clearInterval(timer);
      setDown(false);
    };
  }, [enabled]);
  return enabled && down;
}

// This device's clock, once a second while there is a board to judge (null until the first tick).
const deviceNow = (): number | null => Date.now();
const useSecondTick = (enabled: boolean): number | null => useEverySecond(enabled, deviceNow, () => null);

// Issue 17: whether the board on screen may be out of date, and since when (freshness.ts decides).
// lastUpdateAt is when the live list last landed; a board with a league follows its live socket too.
export function useBoardFreshness(lastUpdateAt: number | null, followsSocket: boolean): Freshness {
  const socketDown = useSocketDown(followsSocket);
  const offline = !useBrowserOnline();
  // no tick before the first paint: the server render and the hydration agree on 'fresh'
  const now = useSecondTick(lastUpdateAt !== null);
  if (now === null) return { stale: false };
  return boardFreshness({ lastUpdateAt, now, socketDown, offline });
}
