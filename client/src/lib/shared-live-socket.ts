import { LiveSocket } from './live-socket';
import { openBehindSignOut } from './live-socket-sign-out';

// The app's one live connection (spec 7), to /ws of the page's own host, shared by every screen
// and opened on the first subscription; the network's return or the page shown again retries at
// once instead of waiting out the backoff.
let shared: LiveSocket | null = null;

function sameHostUrl(): string {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${window.location.host}/ws`;
}

export function getLiveSocket(): LiveSocket {
  if (shared) return shared;
  const socket = new LiveSocket({ url: sameHostUrl, createSocket: openBehindSignOut });
  window.addEventListener('online', () => socket.reconnectNow());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') socket.reconnectNow();
  });
  shared = socket;
  return socket;
}
