// The app's service worker (client/src/service-worker/sw.ts, decision 023): registered by the built
// app only (the dev server has no sw.js), once the page has loaded, its hydration is over and the
// main thread is idle, so its install (fetching and caching the app's files) never competes with the
// first screen for the network or a phone's processor (issue 17).

const SCRIPT = '/sw.js';

// What this page fetched from its own origin (files and reads): the worker keeps what it caches.
function loaded(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(`${window.location.origin}/`));
}

// afterFirstScreen: runs its argument once the first screen is done (main.tsx: after the hydration).
export function registerServiceWorker(afterFirstScreen: (run: () => void) => void): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const tellWhatLoaded = () => navigator.serviceWorker.controller?.postMessage({ type: 'cache', urls: loaded(), page: window.location.href });
  window.addEventListener('load', () => afterFirstScreen(() => whenIdle(register)));
  function register() {
    // the first visit's files were fetched before the worker controlled the page: it caches them now
    navigator.serviceWorker.addEventListener('controllerchange', tellWhatLoaded);
    navigator.serviceWorker
      .register(SCRIPT)
      .then(() => tellWhatLoaded())
      .catch((error: unknown) => console.error('Service worker registration failed', error));
  }
}

// Issue 38: the worker's registration, for the push subscription a follow needs: registered now if
// the page has not done it yet (a bell tapped before the page went idle); the same script's
// registration is returned as it is.
export async function serviceWorkerRegistration(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register(SCRIPT);
  return navigator.serviceWorker.ready;
}

function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 5000 });
  else setTimeout(run, 1000);
}

// Sign-out: the worker forgets who was signed in and the pages drawn for them, and reads
// the sign-out waiting on the device (decision 043). Told also when it does not control this page yet.
export function forgetCachedReads(): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker
    .getRegistration()
    .then((registration) => registration?.active?.postMessage({ type: 'forget' }))
    .catch((error: unknown) => console.error('Could not tell the service worker of the sign-out', error));
}

// Issue 34: the kept copies of a league's board pages (the path and the pages under it) were drawn
// for the division the device remembered; a new choice drops them (the next visit draws afresh).
export function forgetPageCopies(path: string): void {
  if ('serviceWorker' in navigator) navigator.serviceWorker.controller?.postMessage({ type: 'forgetPages', path });
}
