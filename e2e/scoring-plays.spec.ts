import { sideName } from '../common/brackets/sides';
import type { Browser, Page } from '@playwright/test';
import { SCOREBOARD_SELECTED_GAME_KEY } from '../common/constants';
import type { GameDto } from '../common/schemas/games/dto';
import { GAME_CONTROL_TEXT as TEXT } from '../client/src/features/game-control/texts';
import { SCOREBOARD_TEXT } from '../client/src/features/scoreboard/texts';
import { DEMO_ADMIN, DEMO_REF1, createDemoGame, expect, loginAs, seriousViolations, test } from './fixtures';

// Issue 18: a referee records Touchdown #12 and then PAT 1 through the scoring-play picker; a
// parent's scoreboard, open on another page, lists both plays without a reload (decision 032).
// FFL_SHOTS_DIR=<dir> also saves the control page (picker closed and open) and the scoreboard.
const SHOTS = process.env.FFL_SHOTS_DIR;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

async function liveDemoGame(browser: Browser, baseURL: string | undefined): Promise<GameDto> {
  const context = await browser.newContext({ baseURL });
  const admin = await context.newPage();
  await loginAs(admin, { ...DEMO_ADMIN, leagueSlug: 'demo' });
  const game = await createDemoGame(admin.request);
  const started = await admin.request.post(`/api/games/${game.id}/actions`, { data: { type: 'startGame' } });
  expect(started.status(), await started.text()).toBe(200);
  await context.close();
  return game;
}

async function shoot(page: Page, name: string, fullPage = false): Promise<void> {
  if (!SHOTS) return;
  for (const [size, viewport] of [['390', PHONE], ['1280', DESKTOP]] as const) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `${SHOTS}/${name}-${size}.png`, fullPage });
  }
  await page.setViewportSize(PHONE);
}

test('the referee records Touchdown #12 and PAT 1 with the picker; the scoreboard lists them without a reload', async ({ browser, baseURL }) => {
  // six screenshots, two of them full pages, on top of the test's own steps
  test.slow(SHOTS !== undefined, 'screenshots at two sizes');
  const game = await liveDemoGame(browser, baseURL);
  const home = sideName(game, 'home');

  // the parent's board, on this game, its live channel watched to tell a push from a poll
  const parent = await (await browser.newContext({ baseURL, viewport: PHONE })).newPage();
  await parent.addInitScript(([key, id]) => window.localStorage.setItem(key!, id!), [SCOREBOARD_SELECTED_GAME_KEY, String(game.id)]);
  const frames: string[] = [];
  parent.on('websocket', (ws) => ws.on('framereceived', ({ payload }) => void (typeof payload === 'string' && frames.push(payload))));
  await parent.goto('/demo');
  await expect(parent.getByTestId('live-game')).toHaveAttribute('data-game-id', String(game.id));
  const plays = parent.getByTestId('latest-plays');
  await expect(plays).toContainText(SCOREBOARD_TEXT.noPlaysYet);
  const boardTop = await parent.getByRole('heading', { name: SCOREBOARD_TEXT.otherGames }).boundingBox();
  await expect(parent.getByTestId('league-calendar')).toHaveAttribute('href', /^webcal:\/\/.+\/api\/leagues\/demo\/calendar\.ics$/);

  const referee = await (await browser.newContext({ baseURL, viewport: PHONE })).newPage();
  await loginAs(referee, { ...DEMO_REF1, leagueSlug: 'demo' });
  await referee.goto(`/demo/referee/${game.id}`);
  await expect(referee.getByTestId('game-status')).toHaveText(TEXT.statusLabel.live);
  const trigger = referee.getByRole('button', { name: TEXT.scoringPlayLabel(home) });
  await shoot(referee, 'control-picker-closed');

  // Touchdown by #12: the jersey field takes digits only (a numeric keyboard), one tap records
  await trigger.click();
  const dialog = referee.getByRole('dialog', { name: TEXT.scoringPlayTitle(home) });
  await expect(dialog).toBeVisible();
  const jersey = dialog.getByLabel(TEXT.jerseyLabel);
  await expect(jersey).toHaveAttribute('inputmode', 'numeric');
  await expect(jersey).not.toBeFocused();
  await jersey.fill('#12');
  await expect(jersey).toHaveValue('12');
  expect(await seriousViolations(referee, '[role="dialog"]')).toEqual([]);
  await shoot(referee, 'control-picker-open');
  await dialog.getByRole('button', { name: /^Touchdown/ }).click();
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
  await expect(referee.getByTestId('score-home')).toHaveText('6');

  // a tap outside closes it without a play, and the next opening starts empty
  await trigger.click();
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(TEXT.jerseyLabel).fill('9');
  await referee.mouse.click(5, 830);
  await expect(dialog).toBeHidden();
  await expect(referee.getByTestId('score-home')).toHaveText('6');

  // PAT 1, no jersey; the picker opens empty again
  await trigger.click();
  await expect(dialog.getByLabel(TEXT.jerseyLabel)).toHaveValue('');
  await dialog.getByRole('button', { name: /^PAT 1/ }).click();
  await expect(referee.getByTestId('score-home')).toHaveText('7');
  await expect(referee.getByTestId('game-events')).toContainText(`${home}: Touchdown #12`);
  await expect(referee.getByTestId('game-events')).toContainText(`${home}: PAT 1`);

  // the board, never reloaded: the latest first, pushed over its league channel
  const rows = plays.getByTestId('latest-play');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(/^1st (Quarter|Half) \d+:00 · /);
  await expect(rows.nth(0)).toContainText(` · ${home} · PAT 1`);
  await expect(rows.nth(0)).toContainText('7–0');
  await expect(rows.nth(1)).toContainText(`${home} · Touchdown #12`);
  await expect(rows.nth(1)).toContainText('6–0');
  // each play rode inside its game's gameUpdated: one message per write (decision 032)
  expect(frames.some((frame) => frame.includes('"type":"gameUpdated"') && frame.includes('"plays":[') && frame.includes('"play":"touchdown"') && frame.includes('"jersey":"12"'))).toBe(true);
  expect(frames.some((frame) => frame.includes('"type":"eventCreated"'))).toBe(false);
  await expect(parent.getByTestId('home-score')).toHaveText('7');
  // the space was kept: what is under the plays did not move
  expect(await parent.getByRole('heading', { name: SCOREBOARD_TEXT.otherGames }).boundingBox()).toEqual(boardTop);
  expect(await seriousViolations(parent, '[data-testid="latest-plays"]', '[data-testid="league-calendar"]')).toEqual([]);
  await shoot(parent, 'scoreboard-plays', true);
});
