import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { KnownDateFormats } from '@common/time';
import { afterNextPaint } from './after-next-paint';

// Issue 17, decision 027: the server renders the public scoreboard and sends the reads it rendered
// from inside the page, so the browser's first render (React's hydration) draws the very same board
// without asking for them again.

// <script type="application/json" id="ffl-first-render"> in the served page: data, not code, so the
// Content-Security-Policy (script-src 'self') lets it be.
export const FIRST_RENDER_ELEMENT_ID = 'ffl-first-render';

export type FirstRenderData = {
  // the server's clock when it rendered: the hydration draws the clocks at this instant too
  renderedAt: number;
  // what the page's queries would have fetched, by query key
  queries: [QueryKey, unknown][];
  // the dates and times the render formatted (common/time.ts: the hydration draws them without Intl)
  formats?: KnownDateFormats;
  // the scoreboard division the device remembered (its cookie) when the page was drawn (issue 34):
  // the hydration draws the same, whatever the device remembers by then
  division?: number | null;
};

export function seedQueries(queryClient: QueryClient, data: FirstRenderData, updatedAt: number): void {
  for (const [queryKey, value] of data.queries) queryClient.setQueryData(queryKey, value, { updatedAt });
}

// The data inside the page, or null (a page the server did not render).
export function readFirstRenderData(document: Document): FirstRenderData | null {
  const element = document.getElementById(FIRST_RENDER_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as FirstRenderData;
  } catch (error) {
    console.error('The page carried unreadable first-render data', error);
    return null;
  }
}

// Whether this page is the service worker's kept copy of an earlier visit (sw.ts marks it so): its
// reads are as old as its render, not current.
export function isPageCopy(document: Document): boolean {
  return document.querySelector('meta[name="ffl-page-copy"]') !== null;
}

// JSON that is safe inside a <script> element: '<' never appears, so neither '</script>' nor '<!--' can.
export function firstRenderJson(data: FirstRenderData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

// Whether this page came rendered by the server (set once by main.tsx), and whether its hydration
// (the first render in the browser) is still under way (ended after AppRoot's first effect, once the
// last part waiting for its turn has hydrated: firstRenderCommitted).
let serverRendered = false;
let hydrationDone = false;
const hydrationListeners = new Set<() => void>();

export function markServerRendered(): void {
  serverRendered = true;
}

export function wasServerRendered(): boolean {
  return serverRendered;
}

// AppRoot's first render is on screen (its first effect): the parts waiting for their turn
// (hydrationTurn) take them now, one after another. The hydration is over once none still waits:
// until then every part draws the server's view, so a part hydrated late matches the markup the
// server drew for it.
export function firstRenderCommitted(): void {
  if (rootCommitted) return;
  rootCommitted = true;
  nextTurn();
}

let rootCommitted = false;

function endHydration(): void {
  firstRenderInstant = null;
  hydrationDone = true;
  // (for tools and tests: the page is all the browser's now)
  document.documentElement.setAttribute('data-hydrated', '');
  for (const listener of hydrationListeners) listener();
}

// Runs `run` once the hydration is over (at once on a page the browser drew itself).
export function afterHydration(run: () => void): void {
  if (!serverRendered || hydrationDone) {
    run();
    return;
  }
  const listener = () => {
    hydrationListeners.delete(listener);
    run();
  };
  hydrationListeners.add(listener);
}

// Issue 17: parts of a server-rendered page (HydrateLater) hydrate each in a task of its own, after
// the root's pass, so no single task holds a phone's main thread for the whole page. A part's turn,
// by its name: a promise while it waits, null once it may render (or on a page that is not being
// hydrated). The turns come in the order the hydration met the parts, each after a frame, so the
// effects of the part before (which Preact runs after a paint) run in a task of their own too.
const turns = new Map<string, Promise<void>>();
const waiting: (() => void)[] = [];
const turnsTaken = new Set<string>();

export function hydrationTurn(name: string): Promise<void> | null {
  const turn = turns.get(name);
  if (turn) return turn;
  if (typeof window === 'undefined' || !serverRendered || hydrationDone || turnsTaken.has(name)) return null;
  const taken = new Promise<void>((resolve) =>
    waiting.push(() => {
      turns.delete(name);
      turnsTaken.add(name);
      resolve();
    }),
  );
  turns.set(name, taken);
  return taken;
}

function nextTurn(): void {
  afterNextPaint(() => {
    const turn = waiting.shift();
    if (!turn) {
      endHydration();
      return;
    }
    turn();
    // (the part renders in this task's microtasks; the next turn is scheduled after it)
    setTimeout(nextTurn, 0);
  });
}

// Whether a render now draws what the server drew: on the server, and in the browser's hydration.
export function drawsServerView(): boolean {
  return typeof window === 'undefined' || (serverRendered && !hydrationDone);
}

export function subscribeToHydration(onChange: () => void): () => void {
  hydrationListeners.add(onChange);
  return () => hydrationListeners.delete(onChange);
}

// The instant the first render draws the clocks at (the server's render instant while hydrating),
// then null: a page mounted later counts from the live clock estimate at once.
let firstRenderInstant: number | null = null;

export function setFirstRenderInstant(instant: number | null): void {
  firstRenderInstant = instant;
}

export function takeFirstRenderInstant(): number | null {
  return firstRenderInstant;
}

// The remembered division the first render draws (the server's render, and the browser's hydration
// of it): what the server read from the page request's cookie.
let firstRenderDivision: number | null = null;

export function setFirstRenderDivision(divisionId: number | null): void {
  firstRenderDivision = divisionId;
}

export function takeFirstRenderDivision(): number | null {
  return firstRenderDivision;
}
