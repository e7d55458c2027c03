import { sideName } from '../common/brackets/sides';
import type { BrowserContext, Page } from '@playwright/test';
import type { GameDto, GameEventDto } from '../common/schemas/games/dto';
import { GAME_CONTROL_TEXT as TEXT } from '../client/src/features/game-control/texts';
import { DEMO_ADMIN, DEMO_REF1, createDemoGame, expect, test as base } from './fixtures';

// Issue 16: the referee's phone at the field (decision 023). Every tap shows at once, is kept on the
// phone through a dead signal and a reload, and lands on the server once, in order, at the instant
// it was tapped. The phone is a 390x844 Chromium; the network is cut with context.setOffline.

const PHONE = { width: 390, height: 844 };
const SHOTS = process.env.FFL_SHOTS_DIR;

const test = base.extend<{ signIn: (account: { username: string; password: string }) => Promise<BrowserContext> }>({
  signIn: async ({ browser, baseURL }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (account) => {
      const context = await browser.newContext({ baseURL, viewport: PHONE });
      contexts.push(context);
      const response = await context.request.post('/api/login', { data: { leagueSlug: 'demo', ...account } });
      expect(response.ok(), await response.text()).toBe(true);
      return context;
    });
    for (const context of contexts) await context.close();
  },
});

// the banner's words (it also holds a hint for screen readers when offline)
const banner = (page: Page) => page.getByRole('status', { name: TEXT.syncLabel }).getByTestId('sync-text');

async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

// A live game on the referee's phone, its page under the service worker's control (so a reload
// without signal opens it).
async function openLiveGame(signIn: (account: { username: string; password: string }) => Promise<BrowserContext>, settings = {}) {
  const admin = (await signIn(DEMO_ADMIN)).request;
  const created = await createDemoGame(admin, { blitzesPerPeriod: 2, ...settings });
  const context = await signIn(DEMO_REF1);
  const started = await context.request.post(`/api/games/${created.id}/actions`, { data: { type: 'startGame' } });
  expect(started.status()).toBe(200);
  const page = await context.newPage();
  await page.goto(`/demo/referee/${created.id}`);
  await expect(page.getByTestId('game-status')).toHaveText(TEXT.statusLabel.live);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  // the worker has kept what the first visit loaded before it took control (a referee's phone has
  // minutes for this before the signal goes)
  await expect.poll(() => page.evaluate(async () => (await caches.match('/api/leagues/by-slug/demo')) !== undefined), { timeout: 15_000 }).toBe(true);
  await expect(banner(page)).toHaveText(TEXT.allSynced);
  return { admin, context, page, game: started.ok() ? ((await started.json()) as GameDto) : created };
}

test('offline for 20 s: 12 taps of every kind and a reload without signal, then each lands once, in order, at its tapped instant; another device’s +6 is kept', async ({ signIn }) => {
  test.setTimeout(120_000);
  const { admin, context, page, game } = await openLiveGame(signIn);
  const home = sideName(game, 'home');
  const away = sideName(game, 'away');
  // the instant each tap reached the page (this machine's clock is the server's too)
  type Tapped = { lastTap?: number };
  await page.addInitScript(() => document.addEventListener('click', () => ((window as Tapped).lastTap = Date.now()), true));
  await page.reload();
  await expect(banner(page)).toHaveText(TEXT.allSynced);
  const taps: { what: string; at: number }[] = [];
  async function tap(name: string): Promise<void> {
    // apart by more than the double-tap window, like a referee between plays
    await page.waitForTimeout(450);
    await page.getByRole('button', { name, exact: true }).click();
    taps.push({ what: name, at: (await page.evaluate(() => (window as Tapped).lastTap))! });
  }

  await context.setOffline(true);
  const cutAt = Date.now();
  await tap(TEXT.startClock);
  await tap(TEXT.scoreLabel(6, home));
  await tap(TEXT.scoreLabel(1, home));
  await tap(TEXT.downLabel(2));
  await tap(TEXT.callTimeoutLabel(away));
  await tap(TEXT.endTimeout);
  // shown at once, though nothing reached the server
  await expect(page.getByTestId('score-home')).toHaveText('7');
  await expect(page.getByRole('button', { name: TEXT.stopClock })).toBeVisible();
  await expect(banner(page)).toHaveText(TEXT.offline(6));
  await shot(page, 'offline-6-waiting');

  // another device (the admin's laptop, online) scores for the away team meanwhile
  const otherAt = Date.now();
  const other = await admin.post(`/api/games/${game.id}/actions`, { data: { type: 'addScore', team: 'away', delta: 6 } });
  expect(other.status()).toBe(200);

  // a reload with no signal: the page opens from the service worker and the phone's own copy
  await page.reload();
  await expect(page.getByTestId('score-home')).toHaveText('7');
  await expect(banner(page)).toHaveText(TEXT.offline(6));
  await expect(page.getByRole('button', { name: TEXT.stopClock })).toBeVisible();

  await tap(TEXT.callBlitzLabel(home));
  await tap(TEXT.scoreLabel(-1, home));
  await tap(TEXT.scoreLabel(6, away));
  await tap(TEXT.downLabel(3));
  await tap(TEXT.scoreLabel(1, away));
  await tap(TEXT.stopClock);
  await expect(page.getByTestId('score-home')).toHaveText('6');
  await expect(page.getByTestId('score-away')).toHaveText('7');
  await expect(banner(page)).toHaveText(TEXT.offline(12));

  // 20 s without signal in all
  await page.waitForTimeout(Math.max(0, cutAt + 20_000 - Date.now()));
  await context.setOffline(false);
  await expect(banner(page)).toHaveText(TEXT.allSynced, { timeout: 15_000 });
  await shot(page, 'synced');

  const final = (await (await context.request.get(`/api/games/${game.id}`)).json()) as GameDto;
  expect(final).toMatchObject({ homeScore: 6, awayScore: 13, currentDown: 3, awayTimeoutsUsed: 1, homeBlitzesUsed: 1, isClockRunning: false, isTimeoutActive: false });
  await expect(page.getByTestId('score-away')).toHaveText('13');
  // the clock ran from the Start Clock tap to the Stop Clock tap, less the timeout's stop
  const ranMs = taps[4]!.at - taps[0]!.at + (taps[11]!.at - taps[5]!.at);
  expect(Math.abs(final.clock.timeRemainingMs - (900_000 - ranMs))).toBeLessThan(1500);

  const events = ((await (await context.request.get(`/api/games/${game.id}/events`)).json()) as GameEventDto[]).slice().reverse();
  const theirs = (e: GameEventDto) => e.team === 'away' && e.points === 6 && Math.abs(Date.parse(e.createdAt) - otherAt) < 1000;
  expect(events.filter(theirs)).toHaveLength(1);
  const ours = events.filter((e) => !theirs(e));
  const expected: [string, number | null, number][] = [
    ['score', 6, 1],
    ['score', 1, 2],
    ['down', null, 3], // a down is an event since issue 37, so it can be undone
    ['timeout', null, 4],
    ['blitz', null, 6],
    ['score', -1, 7],
    ['score', 6, 8],
    ['down', null, 9],
    ['score', 1, 10],
  ];
  expect(ours.map((e) => [e.eventType, e.points])).toEqual(expected.map(([type, points]) => [type, points]));
  ours.forEach((event, i) => {
    const tappedAt = taps[expected[i]![2]]!.at;
    expect(Math.abs(Date.parse(event.createdAt) - tappedAt), `${event.description} at its tap`).toBeLessThan(1000);
  });
});

test('a double tap counts once; a second +1 a moment later counts', async ({ signIn }) => {
  const { context, page, game } = await openLiveGame(signIn);
  const plusOne = page.getByRole('button', { name: TEXT.scoreLabel(1, sideName(game, 'home')) });
  await plusOne.dblclick();
  await expect(banner(page)).toHaveText(TEXT.allSynced);
  expect(((await (await context.request.get(`/api/games/${game.id}`)).json()) as GameDto).homeScore).toBe(1);
  await page.waitForTimeout(600);
  await plusOne.click();
  await expect(page.getByTestId('score-home')).toHaveText('2');
  await expect(banner(page)).toHaveText(TEXT.allSynced);
  expect(((await (await context.request.get(`/api/games/${game.id}`)).json()) as GameDto).homeScore).toBe(2);
});

test('a slow answer (2 s): the score moves at once, marked as sending, and the answer confirms it', async ({ signIn }) => {
  const { page, game } = await openLiveGame(signIn);
  await page.route('**/api/games/*/actions', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await route.continue();
  });
  const label = TEXT.scoreLabel(6, sideName(game, 'home'));
  const elapsed = await page.evaluate(async (name) => {
    const button = document.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`)!;
    const score = document.querySelector('[data-testid="score-home"]')!;
    const start = performance.now();
    button.click();
    await new Promise<void>((resolve) => {
      const check = () => (score.textContent === '6' ? resolve() : requestAnimationFrame(check));
      check();
    });
    return performance.now() - start;
  }, label);
  // shown long before the held answer (2 s) could land: the screen did not wait for the server.
  // (Idle, this reads 10-30 ms; a timed test on a shared 2-core machine does not assert the 100 ms.)
  console.log(`optimistic score shown ${elapsed.toFixed(0)} ms after the tap`);
  expect(elapsed).toBeLessThan(1000);
  await expect(banner(page)).toHaveText(TEXT.sending(1));
  await shot(page, 'sending');
  await expect(banner(page)).toHaveText(TEXT.allSynced, { timeout: 5000 });
  await expect(page.getByTestId('score-home')).toHaveText('6');
});

test('a down set while another device changed the game is refused on reconnect and the screen shows the server’s', async ({ signIn }) => {
  const { admin, context, page, game } = await openLiveGame(signIn);
  await context.setOffline(true);
  await page.getByRole('button', { name: TEXT.downLabel(3), exact: true }).click();
  await expect(page.getByRole('button', { name: TEXT.downLabel(3), exact: true })).toHaveAttribute('aria-pressed', 'true');
  expect((await admin.post(`/api/games/${game.id}/actions`, { data: { type: 'setDown', down: 2 } })).status()).toBe(200);
  await context.setOffline(false);
  await expect(banner(page)).toHaveText(TEXT.allSynced, { timeout: 15_000 });
  await expect(page.getByRole('region', { name: /Notifications/, includeHidden: true })).toContainText(TEXT.updateFailed);
  await expect(page.getByRole('button', { name: TEXT.downLabel(2), exact: true })).toHaveAttribute('aria-pressed', 'true');
});
