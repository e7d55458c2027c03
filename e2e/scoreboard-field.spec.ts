import fs from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { truncateTeamName } from '../client/src/features/scoreboard/format';
import { SCOREBOARD_TEXT as TEXT } from '../client/src/features/scoreboard/texts';
import { DEMO_FAN, expect as baseExpect, test } from './fixtures';
import { act, boardHydrated, createGame, freshLeague, keptByServiceWorker, type Team } from './scoreboard-helpers';

// Issue 17: the parent's phone at the field. The board says when it may be out of date, and
// screenshots of the states a parent meets go to SHOTS_DIR when it is set.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}`, fullPage: false });
}

function liveCard(page: Page) {
  return page.getByTestId('live-game');
}

// A league of its own whose game kicked off half an hour ago, live at 14-0.
async function leagueWithLiveGame(api: APIRequestContext, teamNames: [string, string]) {
  const league = await freshLeague(api, teamNames);
  const [home, away] = league.teams as [Team, Team];
  const game = await createGame(league, home, away, new Date(Date.now() - 30 * 60_000).toISOString());
  await act(league, game.id, { type: 'startGame' });
  await act(league, game.id, { type: 'addScore', team: 'home', delta: 14 });
  return { league, game };
}

test('offline, the board says so and counts the time since its last update; back online it catches up and clears', async ({ browser, baseURL, playwright }) => {
  const api = await playwright.request.newContext({ baseURL });
  const { league, game } = await leagueWithLiveGame(api, ['Pine Hill', 'Oak Ridge']);

  for (const viewport of [PHONE, DESKTOP]) {
    const context = await browser.newContext({ baseURL, viewport });
    const page = await context.newPage();
    await page.goto(`/${league.slug}`);
    const card = liveCard(page);
    await expect(card.getByTestId('home-score')).toHaveText(/^\d+$/);
    const before = Number(await card.getByTestId('home-score').textContent());
    const notice = page.getByTestId('stale-notice');
    await expect(notice).toHaveCount(0);
    await shot(page, `live-${viewport.width}x${viewport.height}.png`);

    await context.setOffline(true);
    await act(league, game.id, { type: 'addScore', team: 'home', delta: 6 });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(TEXT.reconnecting);
    await expect(notice).toContainText(/last update 0:\d\d ago/);
    // it counts: the seconds since the last update grow while nothing arrives
    const seconds = async () => Number(/0:(\d\d)/.exec((await notice.textContent()) ?? '')?.[1]);
    const first = await seconds();
    await expect.poll(seconds).toBeGreaterThan(first);
    // the score on screen is the old one, and the notice says so
    await expect(card.getByTestId('home-score')).toHaveText(String(before));
    await shot(page, `offline-${viewport.width}x${viewport.height}.png`);

    await context.setOffline(false);
    await expect(card.getByTestId('home-score')).toHaveText(String(before + 6));
    await expect(notice).toHaveCount(0);
    await context.close();
  }
  await api.dispose();
});

test('the lists: live and upcoming soonest first without the overdue, results latest first, a page at a time; a dark team colour is outlined', async ({ page, playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  const league = await freshLeague(api, ['Night Owls', 'Day Hawks', 'Moles', 'Larks'], { 'Night Owls': '#1F2937' });
  const [owls, hawks, moles, larks] = league.teams as [Team, Team, Team, Team];
  const HOUR = 3_600_000;
  const at = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
  const live = await createGame(league, owls, hawks, at(-1));
  await act(league, live.id, { type: 'startGame' });
  const otherLive = await createGame(league, moles, larks, at(-0.5));
  await act(league, otherLive.id, { type: 'startGame' });
  const overdue = await createGame(league, moles, hawks, at(-5));
  const lastMonth = await createGame(league, larks, owls, at(-30 * 24));
  const soon = await createGame(league, hawks, moles, at(2));
  const later = await createGame(league, larks, hawks, at(3 * 24));
  // a dozen weeks of games beyond the week: behind MORE GAMES
  const farther = [];
  for (let week = 2; week < 14; week += 1) farther.push(await createGame(league, owls, larks, at(week * 7 * 24)));
  const results = [];
  for (let day = 1; day <= 12; day += 1) {
    const game = await createGame(league, moles, owls, at(-day * 24));
    await league.api.patch(`/api/games/${game.id}/state`, { data: { status: 'completed' } });
    results.push(game);
  }

  await page.setViewportSize(PHONE);
  // the first live game by kick-off is on the board; the other is first under OTHER GAMES
  await page.goto(`/${league.slug}`);
  await expect(liveCard(page)).toHaveAttribute('data-game-id', String(live.id));
  const others = page.getByRole('region', { name: TEXT.otherGames });
  const rowIds = async (region: ReturnType<Page['getByRole']>) => (await region.getByTestId('game-row').evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('data-game-id')))));
  // the week ahead is two games; at least three show, so the first of the later ones too
  expect(await rowIds(others)).toEqual([otherLive.id, soon.id, later.id, farther[0]!.id]);
  expect(await rowIds(others)).not.toContain(overdue.id);
  expect(await rowIds(others)).not.toContain(lastMonth.id);
  await boardHydrated(page);
  await others.getByRole('button', { name: 'MORE GAMES (11)' }).click();
  await expect(others.getByTestId('game-row')).toHaveCount(14);
  await expect(others.getByRole('button', { name: /^MORE GAMES/ })).toHaveText('MORE GAMES (1)');

  const completed = page.getByRole('region', { name: TEXT.completedGames });
  expect(await rowIds(completed)).toEqual(results.slice(0, 10).map((game) => game.id));
  await completed.getByRole('button', { name: 'MORE GAMES (2)' }).click();
  await expect(completed.getByTestId('game-row')).toHaveCount(12);
  await expect(completed.getByRole('button', { name: /^MORE GAMES/ })).toHaveCount(0);

  // Night Owls' #1F2937 (1.5:1 on the black board) gets an outline of at least 3:1; orange needs none
  const outline = (testId: string) =>
    liveCard(page)
      .getByTestId(testId)
      .evaluate((bar) => {
        const style = getComputedStyle(bar);
        // the colour as sRGB bytes, whatever notation the style uses (Tailwind's are oklch)
        const canvas = document.createElement('canvas').getContext('2d')!;
        canvas.fillStyle = style.outlineColor;
        canvas.fillRect(0, 0, 1, 1);
        return { width: parseFloat(style.outlineWidth), style: style.outlineStyle, rgb: [...canvas.getImageData(0, 0, 1, 1).data].slice(0, 3) };
      });
  const dark = await outline('home-colour');
  expect(dark.width).toBeGreaterThanOrEqual(2);
  expect(dark.style).toBe('solid');
  expect(contrastOnBlack(dark.rgb)).toBeGreaterThanOrEqual(3);
  expect((await outline('away-colour')).style).toBe('none');
  await api.dispose();
});

// WCAG contrast of an sRGB colour against black.
function contrastOnBlack(rgb: number[]): number {
  const [r, g, b] = rgb.map((v) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return (0.2126 * r + 0.7152 * g + 0.0722 * b + 0.05) / 0.05;
}

test('a signed-in fan reaches the fan dashboard from the top bar; signed out, Join the fan community stays', async ({ browser, baseURL }) => {
  for (const viewport of [PHONE, DESKTOP]) {
    const visitor = await browser.newContext({ baseURL, viewport });
    const page = await visitor.newPage();
    await page.goto('/demo');
    await expect(liveCard(page)).toBeVisible();
    await expect(page.getByRole('link', { name: TEXT.joinFans })).toBeVisible();
    await expect(page.getByRole('link', { name: TEXT.myPredictions })).toHaveCount(0);
    await visitor.close();

    const fan = await browser.newContext({ baseURL, viewport });
    const signIn = await fan.request.post('/api/login', { data: { ...DEMO_FAN, leagueSlug: 'demo' } });
    expect(signIn.ok(), await signIn.text()).toBe(true);
    const fanPage = await fan.newPage();
    await fanPage.goto('/demo');
    const entry = fanPage.getByRole('banner').getByRole('link', { name: TEXT.myPredictions });
    await expect(entry).toBeVisible();
    const box = (await entry.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.width).toBeGreaterThanOrEqual(44);
    await expect(fanPage.getByRole('link', { name: TEXT.joinFans })).toHaveCount(0);
    await shot(fanPage, `fan-entry-${viewport.width}x${viewport.height}.png`);
    await entry.click();
    await expect(fanPage).toHaveURL(/\/demo\/fan$/);
    await expect(fanPage.getByRole('heading', { name: 'Fan Dashboard' })).toBeVisible();
    await fan.close();
  }
});

test('at halftime the clock panel counts the break down, on a phone and a desktop', async ({ browser, baseURL, playwright }) => {
  const api = await playwright.request.newContext({ baseURL });
  const league = await freshLeague(api, ['Harbor Seals', 'Bay Otters']);
  const [home, away] = league.teams as [Team, Team];
  const game = await createGame(league, home, away, new Date().toISOString(), { gameFormat: 'halves' });
  await act(league, game.id, { type: 'startGame' });
  await act(league, game.id, { type: 'nextPeriod' });
  for (const viewport of [PHONE, DESKTOP]) {
    const context = await browser.newContext({ baseURL, viewport });
    const page = await context.newPage();
    await page.goto(`/${league.slug}`);
    await expect(page.getByTestId('break-banner')).toContainText(TEXT.halftimeBreak);
    await expect(liveCard(page).getByTestId('period-label')).toHaveText(TEXT.halftime);
    await expect(liveCard(page).getByTestId('game-clock')).toHaveText(/^[45]:\d\d$/);
    // the panel and the banner count the same break: read in one go, they agree
    const both = await page.evaluate(() => ['game-clock', 'break-countdown'].map((id) => document.querySelector(`[data-testid="${id}"]`)?.textContent));
    expect(both[0]).toBe(both[1]);
    await shot(page, `halftime-${viewport.width}x${viewport.height}.png`);
    await context.close();
  }
  await api.dispose();
});

test('on a phone, a tap on a cut team name at / shows it whole, and another tap cuts it again', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: PHONE });
  const page = await context.newPage();
  // the league-less board shows the demo league's live game
  await page.goto('/');
  await boardHydrated(page);
  const home = { name: (await liveCard(page).getByTestId('home-name').locator('[title]').getAttribute('title'))! };
  const name = liveCard(page).getByTestId('home-name');
  const cut = truncateTeamName(home.name);
  expect(cut).not.toBe(home.name);
  // at / a name opens no statistics: the tap is the only way to read it whole on a phone
  await expect(name.getByRole('button')).toHaveCount(0);
  await expect(name.getByText(cut, { exact: true })).toBeVisible();
  await name.getByText(cut, { exact: true }).click();
  await expect(name.locator('[data-whole]')).toHaveText(home.name);
  await expect(name.getByText(cut, { exact: true })).toHaveCount(0);
  await shot(page, 'whole-name-390x844.png');
  await name.locator('[data-whole]').click();
  await expect(name.getByText(cut, { exact: true })).toBeVisible();
  await expect(name.locator('[data-whole]')).toHaveCount(0);
  await context.close();
});

test('search and install basics: a meta description, a real robots.txt, a manifest whose icons exist', async ({ page, request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
  const rules = await robots.text();
  expect(rules).toMatch(/^User-agent: \*$/m);
  expect(rules).toMatch(/^Disallow: \/api\/$/m);
  expect(rules).not.toContain('<html');

  await page.goto('/demo');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifestAnswer = await request.get(manifestHref!);
  expect(manifestAnswer.status()).toBe(200);
  expect(manifestAnswer.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await manifestAnswer.json()) as { name: string; start_url: string; theme_color: string; icons: { src: string; sizes: string; type: string }[] };
  expect(manifest.name).toBeTruthy();
  expect(manifest.start_url).toBe('/');
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons) {
    const answer = await request.get(icon.src);
    expect(answer.status(), icon.src).toBe(200);
    expect(answer.headers()['content-type']).toBe(icon.type);
  }
});

test('with JavaScript off on a throttled network, /demo shows the live game, its teams and score, from the first answer', async ({ browser, baseURL, request }) => {
  const context = await browser.newContext({ baseURL, viewport: PHONE, javaScriptEnabled: false });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 2000, downloadThroughput: 50_000, uploadThroughput: 50_000 });
  const requests: string[] = [];
  page.on('request', (sent) => requests.push(new URL(sent.url()).pathname));
  await page.goto('/demo');
  const card = liveCard(page);
  await expect(card).toBeVisible();
  const gameId = Number(await card.getAttribute('data-game-id'));
  const live = (await (await request.get('/api/leagues/demo/public/games?status=live')).json()) as { id: number; homeTeam: { name: string }; awayTeam: { name: string }; homeScore: number; awayScore: number }[];
  const game = live.find((candidate) => candidate.id === gameId)!;
  expect(game, 'the card shows a live game of the league').toBeTruthy();
  await expect(card.getByTestId('home-name')).toContainText(game.homeTeam.name);
  await expect(card.getByTestId('away-name')).toContainText(game.awayTeam.name);
  await expect(card.getByTestId('home-score')).toHaveText(String(game.homeScore));
  await expect(card.getByTestId('away-score')).toHaveText(String(game.awayScore));
  await expect(card.getByTestId('game-clock')).toHaveText(/^\d{1,2}:\d\d$/);
  await expect(page).toHaveTitle(/^LIVE /);
  // the page alone: no script ran, nothing else was asked for
  expect(requests.filter((pathname) => pathname.startsWith('/api/'))).toEqual([]);
  await shot(page, 'no-javascript-390x844.png');
  await context.close();
});

test('the browser takes over the server-rendered board without asking for its data again', async ({ page, playwright, baseURL }) => {
  // a league of its own: the page's tag changes with every change of its games
  const api = await playwright.request.newContext({ baseURL });
  const league = await freshLeague(api, ['Maple Leafs', 'Cedar Roots']);
  const [home, away] = league.teams as [Team, Team];
  const game = await createGame(league, home, away, new Date().toISOString());
  await act(league, game.id, { type: 'startGame' });
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const reads: string[] = [];
  page.on('request', (sent) => {
    const { pathname } = new URL(sent.url());
    if (pathname.startsWith('/api/')) reads.push(pathname);
  });
  await page.goto(`/${league.slug}`);
  await expect(liveCard(page)).toBeVisible();
  await boardHydrated(page);
  // hydrated: a tap opens a team's statistics (client code at work)
  const reloadsBeforePoll = [...reads];
  // (the live list alone is read once more when the socket is listening: a change between the
  // render and the subscription would otherwise wait for the stretched poll)
  expect(reloadsBeforePoll.filter((pathname) => /by-slug|\/record$|\/api\/user$/.test(pathname))).toEqual([]);
  await liveCard(page).getByTestId('home-name').getByRole('button').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(problems).toEqual([]);

  // the server's side of a reload (the service worker's own check for a fresher copy): an unchanged
  // board costs a 304
  const answer = await page.request.get(`/${league.slug}`);
  expect(answer.status()).toBe(200);
  const etag = answer.headers()['etag'];
  expect(etag).toMatch(/^".+"$/);
  const revalidated = await page.request.get(`/${league.slug}`, { headers: { 'if-none-match': etag! } });
  expect(revalidated.status()).toBe(304);
  await api.dispose();
});

test('the hydration draws the dates the server drew without building a date formatter, and the lists after the board', async ({ page }) => {
  await page.setViewportSize(PHONE);
  // counts the Intl.DateTimeFormat objects the page builds (the first costs a phone about 100 ms)
  await page.addInitScript(() => {
    const counted = window as unknown as { datesBuilt: number };
    counted.datesBuilt = 0;
    Intl.DateTimeFormat = new Proxy(Intl.DateTimeFormat, {
      construct(target, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
        counted.datesBuilt += 1;
        return new target(...args);
      },
    });
  });
  await page.goto('/demo');
  await boardHydrated(page);
  expect(await page.evaluate(() => (window as unknown as { datesBuilt: number }).datesBuilt)).toBe(0);
  // the last part hydrated is the browser's: a team of a result opens its statistics
  const results = page.getByRole('region', { name: TEXT.completedGames });
  await results.getByTestId('game-row').first().getByRole('button').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('a repeat visit opens the last board kept by the service worker at once, with its age, then the fresh one', async ({ browser, baseURL, playwright }) => {
  const api = await playwright.request.newContext({ baseURL });
  const { league, game } = await leagueWithLiveGame(api, ['Cedar Run', 'Elm Grove']);

  const context = await browser.newContext({ baseURL, viewport: PHONE });
  const page = await context.newPage();
  await page.goto(`/${league.slug}`);
  const score = liveCard(page).getByTestId('home-score');
  await expect(score).toHaveText('14');
  // the worker took the page over and kept a copy of this board (an async predicate: polled with
  // expect.poll, as waitForFunction would take its promise for a truthy answer)
  const kept = () => keptByServiceWorker(page, `/${league.slug}`);
  await expect.poll(kept, { timeout: 30_000 }).toBe(true);

  await act(league, game.id, { type: 'addScore', team: 'home', delta: 6 });
  await context.setOffline(true);
  await page.reload();
  // no signal: the kept board, saying how old it is
  await expect(score).toHaveText('14');
  const notice = page.getByTestId('stale-notice');
  await expect(notice).toContainText(/last update \d+:\d\d ago/);
  await shot(page, `repeat-visit-offline-${PHONE.width}x${PHONE.height}.png`);

  await context.setOffline(false);
  await expect(score).toHaveText('20');
  await expect(notice).toHaveCount(0);

  // with signal, the kept board shows first and the fresh one replaces it at once
  await act(league, game.id, { type: 'addScore', team: 'home', delta: 1 });
  await page.reload();
  await expect(score).toHaveText('21');
  await expect(notice).toHaveCount(0);
  await context.close();
  await api.dispose();
});
