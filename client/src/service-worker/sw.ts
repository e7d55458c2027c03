// The service worker (issue 16, docs/decisions/023-offline-referee-journal.md): the app opens with no
// signal. Built by scripts/build-service-worker.mjs into dist/client/sw.js, which defines the two
// constants below. It caches:
// - the app shell (/index.html, the files it loads) at install, and every hashed /assets file the
//   app fetches (cache first: a hashed name never changes);
// - pages: network first, and without signal the shell, so the client router opens any screen;
// - the few reads a referee screen needs to open (who is signed in, the league): network first,
//   the last answer without signal. Games are not here: the control page keeps its own copy in
//   IndexedDB and says when it shows it.
// Everything else (writes, game reads, the live socket) goes to the network untouched.

declare const BUILD_ID: string;
declare const SHELL_FILES: string[];

type ExtendableEvent = Event & { waitUntil(work: Promise<unknown>): void };
type FetchEvent = ExtendableEvent & { request: Request; respondWith(answer: Promise<Response>): void };
type MessageFromPage = { type: 'cache'; urls: string[] } | { type: 'forget' };
type WorkerScope = {
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableEvent & { data: MessageFromPage }) => void): void;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  location: Location;
};

const sw = self as unknown as WorkerScope;
const SHELL_CACHE = `ffl-shell-${BUILD_ID}`;
const READS_CACHE = 'ffl-reads';
const SHELL_PAGE = '/index.html';
// A page answer slower than this, with a shell in the cache, opens from the cache instead.
const PAGE_TIMEOUT_MS = 4000;

const CACHED_READS = [/^\/api\/user$/, /^\/api\/leagues\/by-slug(\/[^/]+)?$/];

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
      .then((names) => Promise.all(names.filter((name) => name !== SHELL_CACHE && name !== READS_CACHE).map((name) => caches.delete(name))))
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

async function networkFirst(request: Request, cacheName: string, fallback: string | Request, timeoutMs?: number): Promise<Response> {
  const cache = await caches.open(cacheName);
  const network = fetch(request).then(async (answer) => {
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

sw.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== sw.location.origin) return;
  if (request.mode === 'navigate') event.respondWith(networkFirst(request, SHELL_CACHE, SHELL_PAGE, PAGE_TIMEOUT_MS));
  else if (cacheOf(url) === SHELL_CACHE) event.respondWith(cacheFirst(request));
  else if (cacheOf(url) === READS_CACHE) event.respondWith(networkFirst(request, READS_CACHE, request));
});

// The cache a same-origin GET belongs in, or null for one that always goes to the network.
function cacheOf(url: URL): string | null {
  if (url.pathname.startsWith('/assets/')) return SHELL_CACHE;
  return CACHED_READS.some((pattern) => pattern.test(url.pathname)) ? READS_CACHE : null;
}

// The page tells what it loaded before this worker controlled it (the first visit: its files and
// reads), and asks to forget the cached reads at sign-out.
sw.addEventListener('message', (event) => {
  const message = event.data;
  if (message.type === 'forget') event.waitUntil(caches.delete(READS_CACHE));
  if (message.type === 'cache') {
    event.waitUntil(
      (async () => {
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
