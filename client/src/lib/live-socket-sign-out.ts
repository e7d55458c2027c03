import { deliverLogout, logoutWaiting } from './api';
import type { WebSocketLike } from './live-socket';

// The browser's /ws connection, opened only once no sign-out waits on the device (decision 043):
// the upgrade carries the session cookie, so while a sign-out has not reached the server it is
// sent again and the connection is refused (the socket's backoff tries later).
export function openBehindSignOut(url: string): WebSocketLike {
  if (logoutWaiting()) {
    void deliverLogout();
    throw new Error('A sign-out has not reached the server yet');
  }
  return new WebSocket(url) as WebSocketLike;
}
