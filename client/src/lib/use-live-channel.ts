import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { applyLiveMessage, refreshAfterReconnect } from './apply-push';
import { afterHydration } from './first-render';
import type { LiveListener } from './live-socket';
import { getLiveSocket } from './shared-live-socket';

// One listener per query client, however many screens subscribe: each push is applied once.
const cacheListeners = new WeakMap<QueryClient, LiveListener>();

function cacheListenerFor(queryClient: QueryClient): LiveListener {
  let listener = cacheListeners.get(queryClient);
  if (!listener) {
    listener = {
      onMessage: (message) => applyLiveMessage(queryClient, message),
      onReconnect: () => refreshAfterReconnect(queryClient),
    };
    cacheListeners.set(queryClient, listener);
  }
  return listener;
}

// Keeps a screen subscribed to a channel ('game:<id>', 'league:<slug>') while it is mounted; the
// pushes land in the query cache. null subscribes to nothing.
export function useLiveChannel(channel: string | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!channel) return;
    let stop: (() => void) | null = null;
    let left = false;
    // A server-rendered page listens once its hydration is over: a push applied before then would
    // meet parts of the page the server drew and the browser has not hydrated yet (decision 038).
    afterHydration(() => {
      if (left) return;
      const socket = getLiveSocket();
      const removeListener = socket.addListener(cacheListenerFor(queryClient));
      const unsubscribe = socket.subscribe(channel);
      stop = () => {
        unsubscribe();
        removeListener();
      };
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [channel, queryClient]);
}
