import { isRetryableStatus } from './retryable-status';

// A sign-out this device has not delivered to the server yet (decision 043). It is kept in
// IndexedDB, which the page and the service worker both read, so it outlives a reload and a closed
// page: while it is there the app is signed out, and nothing else leaves the device before it
// (lib/api.ts for the page's calls and socket, service-worker/sw.ts for everything the worker sees).
// Without IndexedDB (node, some private modes) it is kept in this context's memory.

export const LOGOUT_PATH = '/api/logout';
const DB_NAME = 'ffl-sign-out';
const STORE = 'pending';
const KEY = 'logout';
// An answer that does not come within this long is given up: a dead connection must not hold every
// request of the app behind it. The next request tries again.
const SEND_TIMEOUT_MS = 8000;

let connection: Promise<IDBDatabase> | null = null;
let kept = false;

function database(): Promise<IDBDatabase> {
  connection ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => {
      const db = request.result;
      // The logout's own answer (Clear-Site-Data: "storage") deletes the database under an open
      // connection: the next call opens a new one.
      const drop = () => {
        db.close();
        connection = null;
      };
      db.onclose = drop;
      db.onversionchange = drop;
      resolve(db);
    };
    request.onerror = () => reject(request.error ?? new Error('IndexedDB refused to open'));
  });
  connection.catch(() => (connection = null));
  return connection;
}

function transact(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest): Promise<unknown> {
  return database().then(
    (db) =>
      new Promise<unknown>((resolve, reject) => {
        const tx = db.transaction(STORE, mode);
        const request = work(tx.objectStore(STORE));
        tx.oncomplete = () => resolve(request.result as unknown);
        tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
        tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
      }),
  );
}

// Once more on a fresh connection when the first one was closed under the call.
async function withRetry<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch {
    connection = null;
    return work();
  }
}

export async function isLogoutPending(): Promise<boolean> {
  if (typeof indexedDB === 'undefined') return kept;
  try {
    return (await withRetry(() => transact('readonly', (store) => store.get(KEY)))) !== undefined;
  } catch (error) {
    console.error('Could not read the waiting sign-out', error);
    return kept;
  }
}

export async function setLogoutPending(pending: boolean): Promise<void> {
  kept = pending;
  if (typeof indexedDB === 'undefined') return;
  try {
    await withRetry(() => transact('readwrite', (store) => (pending ? store.put(Date.now(), KEY) : store.delete(KEY))));
  } catch (error) {
    // kept in this context's memory only: lost with the page, and a worker cannot see it
    console.error('Could not keep the sign-out on this device', error);
  }
}

// Sends the waiting sign-out, if there is one, and forgets it once the server has it. Resolves
// false when it is still waiting (no answer, or one worth asking again). Any other answer is the
// server's: 204, or a refusal that asking again would not change.
export async function sendPendingLogout(origin = ''): Promise<boolean> {
  if (!(await isLogoutPending())) return true;
  try {
    const answer = await fetch(`${origin}${LOGOUT_PATH}`, { method: 'POST', credentials: 'include', signal: AbortSignal.timeout(SEND_TIMEOUT_MS) });
    if (isRetryableStatus(answer.status)) return false;
  } catch {
    return false;
  }
  await setLogoutPending(false);
  return true;
}
