import { useSyncExternalStore } from 'react';
import { drawsServerView, subscribeToHydration } from '@client/lib/first-render';

// useSyncExternalStore with React's server-snapshot rule on any renderer (decision 033: the client
// runs on Preact, whose hook ignores the third argument): the server's render and the browser's
// hydration of it draw `getServerSnapshot()`, so the hydration matches the server's markup; once the
// hydration is over (and for any later mount) the store itself is drawn.
export function useExternalStore<T>(subscribe: (onChange: () => void) => () => void, getSnapshot: () => T, getServerSnapshot: () => T): T {
  const serverView = useSyncExternalStore(subscribeToHydration, drawsServerView);
  return useSyncExternalStore(subscribe, serverView ? getServerSnapshot : getSnapshot);
}
