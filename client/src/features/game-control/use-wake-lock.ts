import { useEffect } from 'react';

// The parts of the Screen Wake Lock API this hook uses, so a test can hand in its own.
type ScreenLock = { readonly released: boolean; release: () => Promise<void> };
export type WakeLockHost = { wakeLock?: { request: (type: 'screen') => Promise<ScreenLock> } };
export type VisibilitySource = Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;

// Holds the screen awake while the page is visible, from now until the returned stop is called.
// The browser drops the lock whenever the page is hidden, so it is asked again each time the page
// shows. Where the API is missing, or the browser refuses (battery saver), the screen simply sleeps.
export function holdWakeLock(host: WakeLockHost, page: VisibilitySource): () => void {
  const wakeLock = host.wakeLock;
  if (!wakeLock) return () => {};
  const request = () => wakeLock.request('screen');
  let lock: ScreenLock | null = null;
  let asking = false;
  let stopped = false;

  function acquire(): void {
    if (stopped || asking || page.visibilityState !== 'visible' || (lock && !lock.released)) return;
    asking = true;
    request()
      .then((granted) => {
        // Stopped while the request was on its way: give it straight back.
        if (stopped) void granted.release().catch(() => {});
        else lock = granted;
      })
      .catch(() => {})
      .finally(() => {
        asking = false;
      });
  }

  page.addEventListener('visibilitychange', acquire);
  acquire();
  return () => {
    stopped = true;
    page.removeEventListener('visibilitychange', acquire);
    if (lock && !lock.released) void lock.release().catch(() => {});
    lock = null;
  };
}

// Decision 024: the referee's phone stays awake while the game is live and the page is open.
export function useWakeLock(active: boolean): void {
  useEffect(() => (active ? holdWakeLock(navigator, document) : undefined), [active]);
}
