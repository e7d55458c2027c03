import type { QueryFunction } from '@tanstack/react-query';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

// Spec 8: any non-OK response becomes an error reading '{status}: {body text or status text}'.
// Every call of the app goes through this one rule, also those that need their own fetch options.
export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text()) || response.statusText;
  throw new Error(`${response.status}: ${text}`);
}

// Spec 7 (generic call behaviour): credentials always; JSON with its Content-Type only when there is a payload.
export async function apiRequest(method: HttpMethod, path: string, body?: unknown): Promise<Response> {
  const hasPayload = body !== undefined;
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: hasPayload ? { 'Content-Type': 'application/json' } : {},
    body: hasPayload ? JSON.stringify(body) : undefined,
  });
  await throwIfNotOk(response);
  return response;
}

// apiRequest then the JSON body; a 204 yields null.
export async function apiJson<T>(method: HttpMethod, path: string, body?: unknown): Promise<T> {
  const response = await apiRequest(method, path, body);
  if (response.status === 204) return null as T;
  return (await response.json()) as T;
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

// The path a query key names: its parts joined by '/', e.g. ['/api/leagues/by-slug', 'demo'].
export function pathFromQueryKey(queryKey: readonly unknown[]): string {
  return queryKey.map((part) => String(part)).join('/');
}

// Spec 7: reads GET the path of the query key; a 401 yields null only when the caller asks for it.
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const response = await fetch(pathFromQueryKey(queryKey), { credentials: 'include', signal });
    if (options.on401 === 'returnNull' && response.status === 401) return null;
    await throwIfNotOk(response);
    if (response.status === 204) return null;
    return (await response.json()) as T;
  };
}
