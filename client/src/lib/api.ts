import type { QueryFunction } from '@tanstack/react-query';
import { jsonObjectOf } from './json-object';
import { sendPendingLogout, setLogoutPending } from './pending-logout';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

// Spec 8: any non-OK response becomes an error reading '{status}: {body text or status text}'. The
// status and the body travel with it, so no reader has to parse them back out of the text.
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;

  constructor(status: number, body: string) {
    super(`${status}: ${body}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  // The JSON body (the server's {message, ...}), or null when the body is not JSON.
  json(): Record<string, unknown> | null {
    return jsonObjectOf(this.body);
  }

  // The server's sentence ({message}), or null when the body carries none.
  serverMessage(): string | null {
    const message = this.json()?.message;
    return typeof message === 'string' && message.trim() ? message : null;
  }
}

export type ApiFetchOptions = {
  method?: HttpMethod;
  // sent as JSON with its Content-Type; a FormData goes as it is (multipart)
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  cache?: RequestCache;
  // A conditional read's 304 is an answer (the caller keeps its copy), not a failure.
  notModifiedIsOk?: boolean;
};

// Decision 043: a sign-out kept on this device goes before any other call; the calls made meanwhile
// wait for the same attempt. `logoutKnownWaiting` mirrors it for what must decide at once (the socket).
let delivering: Promise<boolean> | null = null;
let logoutKnownWaiting = false;

// Sends the sign-out waiting on this device, if any. true: none waits any more.
export function deliverLogout(origin = ''): Promise<boolean> {
  delivering ??= sendPendingLogout(origin)
    .then((done) => {
      logoutKnownWaiting = !done;
      return done;
    })
    .finally(() => (delivering = null));
  return delivering;
}

// Spec 4, decision 043: the sign-out is kept on this device before it is sent, so an answer lost to
// the network (or a page closed first) cannot leave the session alive: it goes before anything else.
export async function keepLogout(): Promise<void> {
  await setLogoutPending(true);
  // a delivery that looked before the sign-out was kept must not be taken for it
  while (delivering) await delivering;
  logoutKnownWaiting = true;
}

export function logoutWaiting(): boolean {
  return logoutKnownWaiting;
}

// A page the service worker controls: the worker holds its calls behind a waiting sign-out itself,
// and answers the public ones it keeps from its caches meanwhile (decision 043).
function controlledByWorker(): boolean {
  return typeof navigator !== 'undefined' && Boolean(navigator.serviceWorker?.controller);
}

// The server a call goes to: this page's own, or the one an absolute address names (the tests').
function originOf(path: string): string {
  return /^https?:\/\//.test(path) ? new URL(path).origin : '';
}

// The one way the app calls its API (spec 7, generic call behaviour): credentials always, JSON with
// its Content-Type only when there is a payload; a non-OK answer throws an ApiError. A request that
// got no answer rejects with fetch's own error (no status: the network, not the server); so does
// one held back because the sign-out before it has not reached the server.
export async function apiFetch(path: string, options: ApiFetchOptions = {}): Promise<Response> {
  const { method = 'GET', body, signal, cache } = options;
  if (!(await deliverLogout(originOf(path))) && !controlledByWorker()) throw new TypeError('Not sent: a sign-out has not reached the server yet');
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const headers = body === undefined || isForm ? { ...options.headers } : { 'Content-Type': 'application/json', ...options.headers };
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers,
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    signal,
    cache,
  });
  if (response.ok || (options.notModifiedIsOk && response.status === 304)) return response;
  throw new ApiError(response.status, (await response.text()) || response.statusText);
}

// A write (spec 7): the chosen method and path, the body as JSON when there is one.
export function apiRequest(method: HttpMethod, path: string, body?: unknown): Promise<Response> {
  return apiFetch(path, { method, body });
}

// The JSON body of an answer; a 204 yields null.
async function jsonOf<T>(response: Response): Promise<T> {
  if (response.status === 204) return null as T;
  return (await response.json()) as T;
}

// apiRequest then the JSON body; a 204 yields null.
export async function apiJson<T>(method: HttpMethod, path: string, body?: unknown): Promise<T> {
  return jsonOf<T>(await apiRequest(method, path, body));
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

// The path a query key names: its parts joined by '/', e.g. ['/api/leagues/by-slug', 'demo'].
export function pathFromQueryKey(queryKey: readonly unknown[]): string {
  return queryKey.map((part) => String(part)).join('/');
}

// Spec 7: reads GET the path of the query key; a 401 yields null only when the caller asks for it.
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    try {
      return await jsonOf<T | null>(await apiFetch(pathFromQueryKey(queryKey), { signal }));
    } catch (error) {
      if (options.on401 === 'returnNull' && error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  };
}
