import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type APIResponse, type Browser, type BrowserContext, type Page } from '@playwright/test';
import type { RegisterBody, RegisterResponse, UserDto } from '../common/schemas/auth';
import type { GameDto } from '../common/schemas/games/dto';
import { GAME_CONTROL_TEXT } from '../client/src/features/game-control/texts';
import { firstClash, gameLengthMs, type Booking } from '../common/schedule/booking';

// Accounts seeded by the server with SEED_DEMO=1 / SEED_E2E=1, and the super admin set by
// e2e/playwright.config.ts (SUPER_ADMIN_USERNAME / SUPER_ADMIN_PASSWORD).
export const DEMO_ADMIN = { username: 'demo-admin', password: 'demo-admin-pass' } as const;
export const DEMO_REF1 = { username: 'demo-ref1', password: 'demo-ref-pass' } as const;
export const DEMO_REF2 = { username: 'demo-ref2', password: 'demo-ref-pass' } as const;
export const DEMO_FAN = { username: 'demo-fan', password: 'demo-fan-pass' } as const;
export const SUPER_ADMIN = { username: 'superadmin', password: 'superadmin-pass' } as const;
export const DEMO_ACCOUNTS = {
  admin: DEMO_ADMIN,
  ref1: DEMO_REF1,
  ref2: DEMO_REF2,
  fan: DEMO_FAN,
  superAdmin: SUPER_ADMIN,
} as const;

/** The league the e2e seed creates in the `suspended` state. */
export const SUSPENDED_LEAGUE_SLUG = 'suspended-demo';

export type SignIn = { username: string; password: string; leagueSlug?: string | null };
export type NewUser = Partial<RegisterBody>;
export type CreatedUser = RegisterResponse & { username: string; password: string };

async function failure(what: string, res: APIResponse): Promise<Error> {
  const body = await res.text().catch(() => '');
  return new Error(`${what} failed: HTTP ${res.status()} ${body}`);
}

/**
 * Signs `page` in through POST /api/login. page.request shares the cookie jar of the page's
 * browser context, so the page is signed in from its next navigation on.
 */
export async function loginAs(page: Page, { username, password, leagueSlug }: SignIn): Promise<UserDto> {
  const data: Record<string, unknown> = { username, password };
  if (leagueSlug !== undefined) data.leagueSlug = leagueSlug;
  const res = await page.request.post('/api/login', { data });
  if (!res.ok()) throw await failure(`Sign-in as ${username}${leagueSlug ? ` (league ${leagueSlug})` : ''}`, res);
  return (await res.json()) as UserDto;
}

let userCounter = 0;

/** A username nobody has used yet (letters, digits, hyphens; at most 50 characters). */
export function uniqueUsername(prefix = 'e2e'): string {
  userCounter += 1;
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${userCounter}`.slice(0, 50);
}

/**
 * Registers an account through POST /api/register on `request`. Defaults: a unique username,
 * the password `e2e-user-pass`, no league (pass leagueSlug), a fan (registerAsReferee: true for a referee).
 */
export async function createUser(request: APIRequestContext, input: NewUser = {}): Promise<CreatedUser> {
  const username = input.username ?? uniqueUsername();
  const password = input.password ?? 'e2e-user-pass';
  const res = await request.post('/api/register', { data: { ...input, username, password } });
  if (!res.ok()) throw await failure(`Registering ${username}`, res);
  return { ...((await res.json()) as RegisterResponse), username, password };
}

type Fixtures = {
  /** Signs a page in through the API: `await loginAs(page, { ...DEMO_ADMIN, leagueSlug })`. */
  loginAs: (page: Page, signIn: SignIn) => Promise<UserDto>;
  /** Registers a new account through the API, on a request context of its own (the page's cookies are untouched). */
  createUser: (input?: NewUser) => Promise<CreatedUser>;
  /** Opens a browser context of its own signed in as `account` (to the demo league unless it names another), at `viewport` if given. */
  signedInContext: (account: SignIn, viewport?: Viewport) => Promise<BrowserContext>;
  /** (automatic) closes the browser contexts a test opened itself once it ends. */
  closeOwnContexts: void;
};

export type Viewport = { width: number; height: number };

const MINUTES_IN_TEN_YEARS = 10 * 366 * 24 * 60;

// Start Game asks only once within 2 hours of kickoff (issue 16); a game `nearNow` lands within 90 minutes.
const NEAR_NOW_MINUTES = 90;

export type DemoGame = {
  teams?: [number, number];
  blitzesPerPeriod?: number;
  timeoutsPerPeriod?: number;
  autoTimeouts?: boolean;
  refereeId?: number;
  nearNow?: boolean;
};

// Random minutes first (the ten years from 2031 are nearly empty), then every minute of a short
// window in turn: a window the league's games fill is an error naming it, not an endless loop.
function freeMinute(from: number, span: number, free: (minute: number) => boolean): number {
  for (let tries = 0; tries < 1000; tries++) {
    const minute = from + Math.floor(Math.random() * span);
    if (free(minute)) return minute;
  }
  if (span <= 24 * 60) for (let minute = from; minute < from + span; minute++) if (free(minute)) return minute;
  throw new Error(`createDemoGame: no free minute from ${new Date(from * 60_000).toISOString()} for ${span} minutes (the league's games take them all; delete the games a test creates near now)`);
}

// A scheduled demo-league game from 2031 on (or, `nearNow`, within 90 minutes of now either way), at
// a minute no other game of the league uses, so its card on a dashboard is unique (the specs run in
// parallel and repeated runs share the database); `teams` are indexes into the league's teams.
export async function createDemoGame(admin: APIRequestContext, { teams: [home, away] = [0, 1], nearNow = false, ...settings }: DemoGame = {}): Promise<GameDto> {
  const teams = (await (await admin.get('/api/leagues/demo/teams')).json()) as { id: number }[];
  const games = (await (await admin.get('/api/leagues/demo/games')).json()) as GameDto[];
  const taken = new Set(games.map((game) => Math.floor(Date.parse(game.scheduledDate) / 60_000)));
  // nor one that would double-book a team or the referee (issue 19: 409)
  const lengthMs = gameLengthMs({ totalPeriods: 4, periodDuration: 15, halftimeDuration: 300, ...settings });
  const others: Booking[] = games.filter((game) => game.status !== 'cancelled').map((game) => ({ ...game, field: null, start: Date.parse(game.scheduledDate), end: Date.parse(game.scheduledDate) + gameLengthMs(game) }));
  const clashes = (minute: number) =>
    firstClash({ id: null, start: minute * 60_000, end: minute * 60_000 + lengthMs, field: null, homeTeamId: teams[home]!.id, awayTeamId: teams[away]!.id, refereeId: settings.refereeId ?? null }, others) !== null;
  const [from, span] = nearNow
    ? [Math.floor(Date.now() / 60_000) - NEAR_NOW_MINUTES, 2 * NEAR_NOW_MINUTES]
    : [Math.floor(Date.UTC(2031, 0, 1) / 60_000), MINUTES_IN_TEN_YEARS];
  const minute = freeMinute(from, span, (m) => !taken.has(m) && !clashes(m));
  const response = await admin.post('/api/games', {
    data: { homeTeamId: teams[home]!.id, awayTeamId: teams[away]!.id, scheduledDate: new Date(minute * 60_000).toISOString(), ...settings },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as GameDto;
}

// The demo referee's own game, started, with his console open on it at `viewport`: the admin's
// context that made the game (close it at the end), the referee's, the game as started, his page.
export type OwnLiveGame = { admin: BrowserContext; context: BrowserContext; game: GameDto; page: Page };

export async function refereeOnOwnLiveGame(browser: Browser, baseURL: string | undefined, viewport: { width: number; height: number }, settings: DemoGame = {}): Promise<OwnLiveGame> {
  const admin = await browser.newContext({ baseURL });
  expect((await admin.request.post('/api/login', { data: { leagueSlug: 'demo', ...DEMO_ADMIN } })).ok()).toBe(true);
  const context = await browser.newContext({ baseURL, viewport });
  const signedIn = await context.request.post('/api/login', { data: { leagueSlug: 'demo', ...DEMO_REF1 } });
  expect(signedIn.ok()).toBe(true);
  const created = await createDemoGame(admin.request, { ...settings, refereeId: ((await signedIn.json()) as { id: number }).id });
  const started = await context.request.post(`/api/games/${created.id}/actions`, { data: { type: 'startGame' } });
  expect(started.status()).toBe(200);
  const page = await context.newPage();
  await page.goto(`/demo/referee/${created.id}`);
  await expect(page.getByTestId('game-status')).toHaveText(GAME_CONTROL_TEXT.statusLabel.live);
  return { admin, context, game: (await started.json()) as GameDto, page };
}

// Issue 20: what every screen is held to, WCAG 2.0 and 2.1 at levels A and AA.
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

// axe-core 4.14 (issue 37: the current release) runs WCAG 2.5.3, label in name
// (label-content-name-mismatch), under the wcag21a tag; 4.13 still called it experimental and left it out.
// package.json overrides axe-core to it under @axe-core/playwright 4.13, since the 4.14 adapter needs Node 22.

/**
 * axe-core's serious and critical WCAG A/AA violations on the page as it is now (only inside the
 * `parts` selectors when given), one line each: rule, impact, where.
 */
export async function seriousViolations(page: Page, ...parts: string[]): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  for (const part of parts) builder.include(part);
  return (await builder.analyze()).violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

export const test = base.extend<Fixtures>({
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures must destructure their first argument
  loginAs: async ({}, use) => {
    await use(loginAs);
  },
  createUser: async ({ playwright, baseURL }, use) => {
    const request = await playwright.request.newContext({ baseURL });
    await use((input) => createUser(request, input));
    await request.dispose();
  },
  signedInContext: async ({ browser, baseURL }, use) => {
    await use(async (account, viewport) => {
      const context = await browser.newContext(viewport ? { baseURL, viewport } : { baseURL });
      const response = await context.request.post('/api/login', { data: { leagueSlug: 'demo', ...account } });
      expect(response.ok(), await response.text()).toBe(true);
      return context;
    });
  },
  // A context a test opens with browser.newContext() lives as long as the worker's browser: left open,
  // its live pages (a control page polling every second, a board ticking four times a second) kept
  // running through every later test and starved the 2-core machine. The test's own `context` is
  // Playwright's to close (after its failure screenshot).
  closeOwnContexts: [
    async ({ browser, context }, use) => {
      const before = new Set(browser.contexts());
      await use();
      for (const opened of browser.contexts()) if (opened !== context && !before.has(opened)) await opened.close();
    },
    { auto: true },
  ],
});

export { expect };
