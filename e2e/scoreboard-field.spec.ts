import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { SCOREBOARD_TEXT as TEXT } from '../client/src/features/scoreboard/texts';
import { expect as baseExpect, test } from './fixtures';
import { act, createGame, freshLeague, type Team } from './scoreboard-helpers';

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

test('offline, the board says so and counts the time since its last update; back online it catches up and clears', async ({ browser, baseURL, playwright }) => {
  const api = await playwright.request.newContext({ baseURL });
  const league = await freshLeague(api, ['Pine Hill', 'Oak Ridge']);
  const [home, away] = league.teams as [Team, Team];
  const game = await createGame(league, home, away, new Date(Date.now() - 30 * 60_000).toISOString());
  await act(league, game.id, { type: 'startGame' });
  await act(league, game.id, { type: 'addScore', team: 'home', delta: 14 });

  for (const viewport of [PHONE, DESKTOP]) {
    const context = await browser.newContext({ baseURL, viewport });
    const page = await context.newPage();
    await page.goto(`/${league.slug}`);
    const card = liveCard(page);
    await expect(card.getByTestId('home-score')).toHaveText(/^\d+$/);
    const before = Number(await card.getByTestId('home-score').textContent());
    const notice = page.getByTestId('stale-notice');
    await expect(notice).toHaveCount(0);

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
