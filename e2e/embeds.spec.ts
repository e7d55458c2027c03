// Issue 50 (decision 084): the demo league's scoreboard embed on a page of another site, at a phone's
// size. The host page is served by a node:http server this spec starts on 127.0.0.1 at a port of its
// own, and opened as http://localhost:{port}: another origin and another site than the product's
// 127.0.0.1, so the embed runs in a cross-site frame (no cookie of the product's reaches it). Its
// iframe appears with the rows (/embed.js from the snippet the admin would copy), a referee's score
// reaches it by push without a reload, a new game adds a row and the iframe's height follows; a page
// of the app itself (/demo) refuses to be framed by the same host. Then axe on the embed pages,
// light and dark, at 1280x800 and 390x844.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIRequestContext, BrowserContext, Frame, Page } from '@playwright/test';
import { embedPath, embedSnippet } from '../common/embeds/embeds';
import type { LeagueDto } from '../common/schemas/league';
import type { GameDto } from '../common/schemas/games/dto';
import { DEMO_ADMIN, DEMO_REF1, createDemoGame, expect, seriousViolations, test } from './fixtures';
import { act, completedGame, createGame, freshLeague, ok, type Team } from './scoreboard-helpers';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const SHOTS = process.env.FFL_SHOTS_DIR;

type HostSite = { origin: string; close(): Promise<void> };

// The club's own site: one page, its HTML given, on 127.0.0.1; its origin names it localhost.
async function hostSite(html: string): Promise<HostSite> {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://localhost:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

const clubPage = (body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Springfield Flag Football Club</title></head><body style="margin:0;font-family:sans-serif"><main><h1 style="margin:8px">Our club</h1><p style="margin:8px">News, then the scores:</p>${body}<p style="margin:8px" id="after">Contact us</p></main></body></html>`;

async function signedInApi(playwright: { request: { newContext(options: { baseURL?: string }): Promise<APIRequestContext> } }, baseURL: string | undefined, account: { username: string; password: string }): Promise<{ api: APIRequestContext; id: number }> {
  const api = await playwright.request.newContext({ baseURL });
  const me = await ok<{ id: number }>(await api.post('/api/login', { data: { leagueSlug: 'demo', ...account } }));
  return { api, id: me.id };
}

// A page whose policy violations (the embed's frame's too) are counted, as
// e2e/content-security-policy.spec.ts counts the app's: the embed runs no inline script either.
async function countingViolations(context: BrowserContext): Promise<{ page: Page; violations: string[] }> {
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => console.error(`securitypolicyviolation ${event.violatedDirective} ${event.blockedURI}`));
  });
  const page = await context.newPage();
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/securitypolicyviolation|Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return { page, violations };
}

// The embed's frame of the host page, once it has loaded the embed page.
async function embedFrame(page: Page, baseURL: string): Promise<Frame> {
  await expect.poll(() => page.frames().some((frame) => frame.url().startsWith(`${baseURL}/demo/embed/`))).toBe(true);
  return page.frames().find((frame) => frame.url().startsWith(`${baseURL}/demo/embed/`))!;
}

test.describe('the scoreboard embed on another site', () => {
  test.describe.configure({ timeout: 90_000 });

  test('appears with its rows, takes a score by push without a reload, and its iframe follows a new row’s height (390x844)', async ({ browser, baseURL, playwright }) => {
    const admin = await signedInApi(playwright, baseURL, DEMO_ADMIN);
    const referee = await signedInApi(playwright, baseURL, DEMO_REF1);
    const league = await ok<LeagueDto>(await admin.api.get('/api/leagues/by-slug/demo'));
    const teams = await ok<{ id: number; name: string }[]>(await admin.api.get('/api/leagues/demo/teams'));
    // the seventh and eighth of the league's teams (by name), whose games the other specs leave alone;
    // every game of the seventh, however many the demo's season holds
    const team = teams[6]!;
    const path = embedPath('demo', 'scoreboard', { teamId: team.id, limit: 20 });
    const host = await hostSite(clubPage(embedSnippet(baseURL!, path)));
    const made: GameDto[] = [];
    try {
      // the league's admin allows the club's site (an embed refuses any other frame: http is no https:)
      await ok(await admin.api.patch(`/api/leagues/${league.id}`, { data: { embedOrigins: [...league.embedOrigins, host.origin] } }));
      const game = await createDemoGame(admin.api, { teams: [6, 7], nearNow: true, refereeId: referee.id });
      made.push(game);
      await ok(await referee.api.post(`/api/games/${game.id}/actions`, { data: { type: 'startGame' } }));

      const context = await browser.newContext({ viewport: PHONE });
      const { page, violations } = await countingViolations(context);
      const embedAnswers: string[] = [];
      page.on('response', (response) => {
        if (response.url().startsWith(`${baseURL}/demo/embed/`)) embedAnswers.push(response.url());
      });
      await page.goto(host.origin);
      const iframe = page.locator('iframe[title="Live scores"]');
      await expect(iframe).toBeVisible();
      const frame = await embedFrame(page, baseURL!);
      const row = frame.locator(`[data-game-id="${game.id}"]`);
      await expect(row).toContainText('LIVE');
      await expect(row.locator('[data-score="home"]')).toHaveText('0');
      await expect(frame.getByRole('heading', { level: 1 })).toHaveText(/Demo League · Scoreboard/);
      // the frame's height is the page's, as it posted it (not the loader's first guess)
      const fits = async () => {
        const box = await iframe.boundingBox();
        const content = await frame.evaluate(() => Math.ceil(document.documentElement.getBoundingClientRect().height));
        return { frame: Math.round(box!.height), content };
      };
      await expect.poll(async () => { const f = await fits(); return Math.abs(f.frame - f.content) <= 1; }).toBe(true);
      const before = await fits();
      // nothing scrolls inside the frame: the club's page scrolls past it
      expect(await frame.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight + 1)).toBe(true);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/embed-host-390.png`, fullPage: true });

      // the embed page's own script counts on: a mark set now must outlive the push (no reload)
      await frame.evaluate(() => ((window as unknown as { fflMark: number }).fflMark = 42));
      const loadsBefore = embedAnswers.length;
      await ok(await referee.api.post(`/api/games/${game.id}/actions`, { data: { type: 'addScore', team: 'home', delta: 6 } }));
      await expect(row.locator('[data-score="home"]')).toHaveText('6');
      expect(await frame.evaluate(() => (window as unknown as { fflMark?: number }).fflMark)).toBe(42);
      // the score was applied in place: the page was not read again for it
      expect(embedAnswers.length).toBe(loadsBefore);

      // a new game of the team: the page reads its rows again, one more row, the frame grows with it
      const rows = await frame.locator('[data-game-id]').count();
      const next = await createDemoGame(admin.api, { teams: [6, 5] });
      made.push(next);
      await expect(frame.locator(`[data-game-id="${next.id}"]`)).toBeVisible();
      expect(await frame.locator('[data-game-id]').count()).toBe(rows + 1);
      await expect.poll(async () => (await fits()).frame).toBeGreaterThan(before.frame);
      await expect.poll(async () => { const f = await fits(); return Math.abs(f.frame - f.content) <= 1; }).toBe(true);
      expect(await frame.evaluate(() => (window as unknown as { fflMark?: number }).fflMark)).toBe(42);
      await expect(row.locator('[data-score="home"]')).toHaveText('6');
      // the club's page goes on below the grown frame
      const frameBox = (await iframe.boundingBox())!;
      expect((await page.locator('#after').boundingBox())!.y).toBeGreaterThanOrEqual(frameBox.y + frameBox.height);
      if (SHOTS) {
        await page.locator('#after').scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${SHOTS}/embed-host-grown-390.png` });
      }
      // every row opens the product's page in a new tab
      await expect(row.locator('a')).toHaveAttribute('target', '_blank');
      await expect(row.locator('a')).toHaveAttribute('href', `/demo?game=${game.id}`);
      expect(violations).toEqual([]);
      await context.close();
    } finally {
      for (const game of made) await admin.api.delete(`/api/games/${game.id}`);
      await admin.api.patch(`/api/leagues/${league.id}`, { data: { embedOrigins: league.embedOrigins } });
      await host.close();
    }
  });

  test('a page of the app itself refuses to be framed by the same host (390x844)', async ({ browser, baseURL, playwright }) => {
    const admin = await signedInApi(playwright, baseURL, DEMO_ADMIN);
    const league = await ok<LeagueDto>(await admin.api.get('/api/leagues/by-slug/demo'));
    const host = await hostSite(clubPage(`<iframe title="The app" src="${baseURL}/demo" style="width:100%;height:300px;border:0"></iframe>`));
    try {
      await ok(await admin.api.patch(`/api/leagues/${league.id}`, { data: { embedOrigins: [...league.embedOrigins, host.origin] } }));
      const page = await (await browser.newContext({ viewport: PHONE })).newPage();
      const answer = page.waitForResponse((response) => response.url() === `${baseURL}/demo`);
      await page.goto(host.origin);
      const headers = (await answer).headers();
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      // the frame holds the browser's refusal, never the app
      await expect.poll(() => page.frames().length).toBe(2);
      const framed = page.frames().find((frame) => frame !== page.mainFrame())!;
      await expect.poll(() => framed.url()).not.toBe(`${baseURL}/demo`);
      expect(await framed.evaluate(() => document.getElementById('root') !== null).catch(() => false)).toBe(false);
      expect(await page.locator('#after').isVisible()).toBe(true);
    } finally {
      await admin.api.patch(`/api/leagues/${league.id}`, { data: { embedOrigins: league.embedOrigins } });
      await host.close();
    }
  });
});

test.describe('the embed pages, light and dark, have no serious axe violation', () => {
  test.describe.configure({ timeout: 120_000 });

  test('scoreboard, standings, schedule and bracket at 390x844 and 1280x800', async ({ browser, baseURL, playwright }) => {
    const api = await playwright.request.newContext({ baseURL });
    const league = await freshLeague(api, ['Harbor Seals', 'Mountain Goats', 'River Otters', 'Prairie Dogs'], { 'Mountain Goats': '#1F2937', 'River Otters': '#2563EB' });
    const [seals, goats, otters, dogs] = league.teams as [Team, Team, Team, Team];
    await completedGame(league, goats, otters, '2026-04-04T14:00:00Z', 20, 6);
    await completedGame(league, seals, dogs, '2026-04-04T15:30:00Z', 13, 13);
    const live = await createGame(league, seals, goats, new Date(Date.now() - 10 * 60_000).toISOString(), { field: 'North Field' });
    await act(league, live.id, { type: 'startGame' });
    await act(league, live.id, { type: 'addScore', team: 'home', delta: 6 });
    await createGame(league, otters, dogs, '2031-05-03T14:00:00Z', { field: 'South Field' });
    await createGame(league, dogs, goats, '2031-05-10T14:00:00Z', { field: 'North Field' });
    const fields = await ok<{ id: number }[]>(await api.get(`/api/leagues/${league.slug}/fields`));
    const bracket = await ok<{ bracket: { id: number } }>(
      await api.post(`/api/leagues/${league.slug}/brackets`, {
        data: { name: 'Spring Cup', format: 'single', seedTeamIds: [seals.id, goats.id, otters.id, dogs.id], slots: ['09:00', '10:15', '11:30'].map((time) => ({ date: '2031-06-07', time, fieldId: fields[0]!.id })) },
      }),
    );
    const pages = [
      ['scoreboard', embedPath(league.slug, 'scoreboard')],
      ['standings', embedPath(league.slug, 'standings', { teamId: otters.id })],
      ['schedule', embedPath(league.slug, 'schedule')],
      ['bracket', embedPath(league.slug, 'bracket', { teamId: seals.id }, bracket.bracket.id)],
    ] as const;
    for (const viewport of [PHONE, DESKTOP]) {
      const { page, violations } = await countingViolations(await browser.newContext({ baseURL, viewport }));
      for (const [name, path] of pages) {
        for (const theme of ['light', 'dark'] as const) {
          await page.goto(theme === 'dark' ? `${path}${path.includes('?') ? '&' : '?'}theme=dark` : path);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          const where = `${name} ${theme} at ${viewport.width}px`;
          if (SHOTS) await page.screenshot({ path: `${SHOTS}/embed-${name}-${theme}-${viewport.width}.png`, fullPage: true });
          expect.soft(await seriousViolations(page), where).toEqual([]);
          expect.soft({ main: await page.getByRole('main').count(), h1: await page.getByRole('heading', { level: 1 }).count() }, where).toEqual({ main: 1, h1: 1 });
          // nothing wider than the frame
          expect.soft(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${where}: no sideways scroll`).toBe(true);
        }
      }
      expect(violations).toEqual([]);
    }
  });
});
