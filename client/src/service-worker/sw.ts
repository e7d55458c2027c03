// The service worker (issue 16, docs/decisions/023-offline-referee-journal.md): the app opens with no
// signal. Built by scripts/build-service-worker.mjs into dist/client/sw.js, which defines the two
// constants below. It caches:
// - the app shell (/index.html, the files it loads) at install, and every hashed /assets file the
//   app fetches (cache first: a hashed name never changes);
// - pages: network first, and without signal the shell, so the client router opens any screen;
// - the server-rendered scoreboard pages (decision 027): the last copy of each, which a later visit
//   opens at once (marked as a copy: the page says how old its board is) while the network's page is
//   fetched for the next visit (issue 17: a parent's phone on a weak signal);
// - the few reads a referee screen needs to open (who is signed in, the league): network first,
//   the last answer without signal. Games are not here: the control page keeps its own copy in
//   IndexedDB and says when it shows it.
// Everything else (writes, game reads, the live socket, the embeds of issue 50) goes to the network
// untouched.
// Issue 38: it shows the notifications of the teams this browser follows (push) and opens the
// game's board when one is tapped (notificationclick; notifications.ts).
// While a sign-out waits on the device (decision 043, lib/pending-logout.ts) nothing leaves before
// it: each request first tries to send it; until the server has it, the worker answers from its
// caches alone and nothing of a user (the shell page, the app's files, the public league read) and
// fails the rest as no answer.

import { isEmbedRequest } from '@common/embeds/live';
import { LOGOUT_PATH, isLogoutPending, sendPendingLogout } from '../lib/pending-logout';
import { notificationFor, sameSiteUrl, windowShowing } from './notifications';

declare const BUILD_ID: string;
declare const SHELL_FILES: string[];

type ExtendableEvent = Event & { waitUntil(work: Promise<unknown>): void };
type FetchEvent = ExtendableEvent & { request: Request; respondWith(answer: Promise<Response>): void };
type PushEvent = ExtendableEvent & { data: { text(): string } | null };
type WindowClient = { url: string; focus(): Promise<unknown> };
type NotificationClickEvent = ExtendableEvent & { notification: Notification };
type MessageFromPage = { type: 'cache'; urls: string[]; page?: string } | { type: 'forget' } | { type: 'forgetPages'; path: string };
type WorkerScope = {
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableEvent & { data: MessageFromPage }) => void): void;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationClickEvent) => void): void;
  skipWaiting(): Promise<void>;
  clients: {
    claim(): Promise<void>;
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClient[]>;
    openWindow(url: string): Promise<unknown>;
  };
  registration: ServiceWorkerRegistration;
  location: Location;
};

const sw = self as unknown as WorkerScope;
const SHELL_CACHE = `ffl-shell-${BUILD_ID}`;
const READS_CACHE = 'ffl-reads';
// per build: a copy loads the files of the build that rendered it
const PAGES_CACHE = `ffl-pages-${BUILD_ID}`;
// Put into a kept copy of a page, so the page knows it is one (first-render.ts reads it).
const COPY_MARK = '<meta name="ffl-page-copy" content="1">';
const FIRST_RENDER_MARK = 'id="ffl-first-render"';
const SHELL_PAGE = '/index.html';
// A page answer slower than this, with a shell in the cache, opens from the cache instead.
const PAGE_TIMEOUT_MS = 4000;

const USER_READ = '/api/user';
// the league by slug: public, the same for everyone (kept through a sign-out)
const PUBLIC_READ = /^\/api\/leagues\/by-slug(\/[^/]+)?$/;

sw.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll([SHELL_PAGE, ...SHELL_FILES]))
      .then(() => sw.skipWaiting()),
  );
});

sw.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => ![SHELL_CACHE, READS_CACHE, PAGES_CACHE].includes(name)).map((name) => caches.delete(name))))
      .then(() => sw.clients.claim()),
  );
});

async function cacheFirst(request: Request): Promise<Response> {
  const cache = await caches.open(SHELL_CACHE);
  const hit = await cache.match(request);
  if (hit) return hit;
  const answer = await fetch(request);
  if (answer.ok) await cache.put(request, answer.clone());
  return answer;
}

async function networkFirst(request: Request, cacheName: string, fallback: string | Request, timeoutMs?: number, fetched = fetch(request)): Promise<Response> {
  const cache = await caches.open(cacheName);
  const network = fetched.then(async (answer) => {
    if (answer.ok && cacheName === READS_CACHE) await cache.put(request, answer.clone());
    return answer;
  });
  const cached = () => cache.match(fallback);
  try {
    if (timeoutMs === undefined) return await network;
    const timer = new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), timeoutMs));
    const first = await Promise.race([network, timer]);
    if (first !== 'late') return first;
    return (await cached()) ?? (await network);
  } catch (error) {
    const hit = await cached();
    if (hit) return hit;
    throw error;
  }
}

// Keeps a marked copy of a server-rendered scoreboard page. A page that is no board any more (a
// suspended or deleted league, a screen for the signed-in) drops the copy; a 304 (the copy's board
// still holds), a server error or no answer keep it. One write per address at a time: a put replaces
// its entry, and a navigation landing in between must not miss it.
const copiesBeingKept = new Map<string, Promise<void>>();

// `answered` null: nothing to keep after all.
function keepPageCopy(url: string, answered: Promise<Response | null>): Promise<void> {
  const previous = copiesBeingKept.get(url) ?? Promise.resolve();
  const next = previous.then(async () => {
    const cache = await caches.open(PAGES_CACHE);
    const answer = await answered;
    if (!answer || answer.status === 304 || answer.status >= 500) return;
    const html = answer.ok && (answer.headers.get('content-type') ?? '').startsWith('text/html') ? await answer.text() : '';
    if (!html.includes(FIRST_RENDER_MARK)) {
      await cache.delete(url);
      return;
    }
    await cache.put(url, new Response(html.replace('<head>', `<head>${COPY_MARK}`), { headers: { 'content-type': 'text/html; charset=utf-8' } }));
  });
  const kept = next.catch(() => undefined).finally(() => {
    if (copiesBeingKept.get(url) === kept) copiesBeingKept.delete(url);
  });
  copiesBeingKept.set(url, kept);
  return kept;
}

async function forgetPages(path: string): Promise<void> {
  const cache = await caches.open(PAGES_CACHE);
  const under = (url: string) => {
    const { pathname } = new URL(url);
    return pathname === path || pathname.startsWith(`${path}/`);
  };
  // (a copy still being written was fetched with the choice before)
  await Promise.all([...copiesBeingKept].filter(([url]) => under(url)).map(([, kept]) => kept));
  await Promise.all((await cache.keys()).filter((request) => under(request.url)).map((request) => cache.delete(request)));
}

// A page: the kept copy of a scoreboard at once (refreshed behind it), else network first.
async function page(event: FetchEvent): Promise<Response> {
  const { request } = event;
  const copy = await (await caches.open(PAGES_CACHE)).match(request);
  const network = fetch(request);
  event.waitUntil(keepPageCopy(request.url, network.then((answer) => answer.clone())));
  if (copy) return copy;
  return networkFirst(request, SHELL_CACHE, SHELL_PAGE, PAGE_TIMEOUT_MS, network);
}

// Whether a sign-out waits on the device, as this worker last read it; null: not read since it
// started (it is stopped and started again at will, so the truth is the database's).
let logoutPending: boolean | null = null;
let delivering: Promise<boolean> | null = null;

// true once no sign-out waits any more (none was kept, or the server has it now).
function deliverLogout(): Promise<boolean> {
  delivering ??= (async () => {
    if (!(await isLogoutPending())) return true;
    // nothing of the signed-out user is served meanwhile, whatever the page managed to tell
    await forgetTheUser();
    return sendPendingLogout();
  })()
    .then((done) => {
      logoutPending = !done;
      return done;
    })
    .finally(() => (delivering = null));
  return delivering;
}

// Who was signed in and the pages drawn for them (a kept scoreboard holds its reader's user).
async function forgetTheUser(): Promise<void> {
  await Promise.all([caches.open(READS_CACHE).then((cache) => cache.delete(USER_READ)), caches.delete(PAGES_CACHE)]);
}

// What the worker answers while a sign-out waits, from its caches alone and nothing of a user: the
// shell for a page, the shell's files, the public league read.
async function signedOutAnswer(request: Request, url: URL): Promise<Response> {
  let hit: Response | undefined;
  if (request.method === 'GET' && request.mode === 'navigate') hit = await (await caches.open(SHELL_CACHE)).match(SHELL_PAGE);
  else if (request.method === 'GET' && cacheOf(url) === SHELL_CACHE) hit = await (await caches.open(SHELL_CACHE)).match(request);
  else if (request.method === 'GET' && PUBLIC_READ.test(url.pathname)) hit = await (await caches.open(READS_CACHE)).match(request);
  return hit ?? Response.error();
}

async function afterLogout(event: FetchEvent, url: URL): Promise<Response> {
  if (!(await deliverLogout())) return signedOutAnswer(event.request, url);
  return answer(event, url) ?? fetch(event.request);
}

// The worker's answer to a same-origin request, or null to leave it to the network.
function answer(event: FetchEvent, url: URL): Promise<Response> | null {
  const { request } = event;
  if (request.method !== 'GET') return null;
  if (request.mode === 'navigate') return page(event);
  if (cacheOf(url) === SHELL_CACHE) return cacheFirst(request);
  if (cacheOf(url) === READS_CACHE) return networkFirst(request, READS_CACHE, request);
  return null;
}

sw.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  // issue 50: an embed page and its scripts are the network's, never the shell's or a copy (decision 084)
  if (url.origin !== sw.location.origin || isEmbedRequest(url.pathname)) return;
  // (the page's own sign-out is not held behind itself)
  if (logoutPending !== false && url.pathname !== LOGOUT_PATH) {
    event.respondWith(afterLogout(event, url));
    return;
  }
  const answered = answer(event, url);
  if (answered) event.respondWith(answered);
});

// The cache a same-origin GET belongs in, or null for one that always goes to the network.
function cacheOf(url: URL): string | null {
  if (url.pathname.startsWith('/assets/')) return SHELL_CACHE;
  return url.pathname === USER_READ || PUBLIC_READ.test(url.pathname) ? READS_CACHE : null;
}

// The page tells what it loaded before this worker controlled it (the first visit: its files, reads
// and its own address, a scoreboard's copy to keep), and asks to forget the cached reads at sign-out.
// (What it asks to cache is fetched only once no sign-out waits.)
sw.addEventListener('message', (event) => {
  const message = event.data;
  if (message.type === 'forget') {
    // the page kept its sign-out before it said so: the next request reads it and sends it first
    logoutPending = null;
    event.waitUntil(forgetTheUser());
  }
  // a league's scoreboard division changed (issue 34): its pages' copies show the one chosen before
  if (message.type === 'forgetPages') event.waitUntil(forgetPages(message.path));
  if (message.type === 'cache') {
    event.waitUntil(
      (async () => {
        if (!(await deliverLogout())) return;
        const page = message.page;
        if (page && new URL(page).origin === sw.location.origin && !copiesBeingKept.has(page)) {
          const kept = caches.open(PAGES_CACHE).then((cache) => cache.match(page));
          await keepPageCopy(page, kept.then((copy) => (copy ? null : fetch(page, { credentials: 'same-origin' }))));
        }
        for (const url of message.urls) {
          const parsed = new URL(url, sw.location.origin);
          const name = parsed.origin === sw.location.origin ? cacheOf(parsed) : null;
          if (!name) continue;
          const cache = await caches.open(name);
          if (name === READS_CACHE || !(await cache.match(parsed.href))) await cache.add(parsed.href).catch(() => undefined);
        }
      })(),
    );
  }
});

// Issue 38: a followed team's kickoff, score, final, cancellation or move (the server's payload,
// decrypted by the browser), shown with the app's icon, one notification per game.
sw.addEventListener('push', (event) => {
  const { title, options } = notificationFor(event.data?.text() ?? null, sw.location.origin);
  event.waitUntil(sw.registration.showNotification(title, options));
});

// A tap on it brings forward a window showing that game's board, or opens one.
sw.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: unknown } | null;
  const url = sameSiteUrl(typeof data?.url === 'string' ? data.url : '/', sw.location.origin);
  event.waitUntil(
    sw.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windowShowing(windows, url);
      return open ? open.focus() : sw.clients.openWindow(url);
    }),
  );
});
