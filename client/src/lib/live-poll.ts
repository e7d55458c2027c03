import { useCallback } from 'react';
import { useExternalStore } from './external-store';
import { getLiveSocket } from './shared-live-socket';

// Spec 9's polls (game control 1 s, live public games 5 s) are the fallback for the live push.
// While the socket that carries a screen's channel is fresh they run this many times slower; the
// moment it is not (closed, silent past LIVE_FRESH_MS, or the channel refused) they return to the
// spec's interval (docs/decisions/025-push-applied-polls-stretched.md).
const LIVE_POLL_STRETCH = 5;

export function livePollMs(baseMs: number, socketFresh: boolean): number {
  return socketFresh ? baseMs * LIVE_POLL_STRETCH : baseMs;
}

// Whether the app's socket is fresh for `channel`, re-rendering when that changes.
export function useLiveFresh(channel: string | null): boolean {
  const subscribe = useCallback((onChange: () => void) => getLiveSocket().onStatusChange(onChange), []);
  // the server's render (and so the browser's hydration of it) has no socket: not fresh (decision 027)
  return useExternalStore(
    subscribe,
    () => channel !== null && getLiveSocket().isFresh(channel),
    () => false,
  );
}

// The interval for a screen's poll of `baseMs` whose pushes come on `channel` (null: none).
export function useLivePollMs(channel: string | null, baseMs: number): number {
  return livePollMs(baseMs, useLiveFresh(channel));
}
