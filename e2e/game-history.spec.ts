import type { APIRequestContext, Page } from '@playwright/test';
import type { GameDto } from '../common/schemas/games/dto';
import type { TeamDto } from '../common/schemas/teams';
import type { UserDto } from '../common/schemas/auth';
import type { LeagueDto } from '../common/schemas/league';
import { timezoneLabel } from '../client/src/features/admin/league-form';
import { ADMIN_TEXT } from '../client/src/features/admin/texts';
import { DEMO_ADMIN, expect, seriousViolations, test } from './fixtures';

// Issue 46: the History tab of the admin's Edit Game dialog, and a live game's History dialog. An admin edits a game's score; the
// game's timeline then shows who changed what, when and through which door, oldest first, with no
// serious axe violation, at a phone's and a desktop's size. FFL_SHOTS_DIR=<dir> saves the tab.

const T = ADMIN_TEXT;
const H = ADMIN_TEXT.gameHistory;
const SHOTS = process.env.FFL_SHOTS_DIR;

const SIZES = [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const;

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  if (!response.ok()) throw new Error(`${response.url()} -> ${response.status()} ${await response.text()}`);
  return (response.status() === 204 ? null : await response.json()) as T;
}

let counter = 0;
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36).slice(-5)}${process.pid % 1000}${++counter}`;

// The Edit button of the game in Upcoming Games (a table's row; a phone's list item).
async function openEdit(page: Page, home: string) {
  await page.getByRole('region', { name: T.upcomingHeading }).locator('tr, li').filter({ hasText: home }).getByRole('button', { name: T.edit }).click();
  const dialog = page.getByRole('dialog', { name: T.editGameTitle });
  await expect(dialog).toBeVisible();
  return dialog;
}

for (const [size, viewport] of SIZES) {
  test(`the admin's edit shows in the game's History tab (${size}, ${viewport.width}x${viewport.height})`, async ({ browser, baseURL }) => {
    test.slow();
    const context = await browser.newContext({ baseURL, viewport });
    const signedIn = await context.request.post('/api/login', { data: { ...DEMO_ADMIN, leagueSlug: 'demo' } });
    expect(signedIn.ok(), await signedIn.text()).toBe(true);
    const request = context.request;
    const admin = await ok<UserDto>(await request.get('/api/user'));
    const adminName = [admin.firstName, admin.lastName].filter(Boolean).join(' ') || admin.username;
    const league = await ok<LeagueDto>(await request.get('/api/leagues/by-slug/demo'));
    const home = await ok<TeamDto>(await request.post('/api/teams', { data: { name: unique('History Home'), color: '#123456' } }));
    const away = await ok<TeamDto>(await request.post('/api/teams', { data: { name: unique('History Away'), color: '#654321' } }));
    const scheduledDate = new Date(Date.UTC(2032, 0, 1, 14) + (Date.now() % 100_000) * 60_000).toISOString();
    const game = await ok<GameDto>(await request.post('/api/games', { data: { homeTeamId: home.id, awayTeamId: away.id, scheduledDate } }));
    try {
      const page = await context.newPage();
      await page.goto('/demo/admin');
      // a finished game's row offers its History beside Delete
      const finished = page.getByRole('region', { name: T.finishedHeading });
      await expect(finished.getByRole('button', { name: H.open }).first()).toBeVisible();
      if (SHOTS) await finished.screenshot({ path: `${SHOTS}/finished-games-${viewport.width}.png` });

      // the admin starts the game with a score through Edit Game
      let dialog = await openEdit(page, home.name);
      await dialog.getByLabel(T.gameFields.status).selectOption('live');
      await dialog.getByLabel(T.gameFields.homeScore).fill('13');
      await dialog.getByRole('button', { name: T.saveChanges }).click();
      await expect(dialog).toBeHidden();
      // a live game's row offers View Live and its History, not Edit
      await page.getByRole('region', { name: T.upcomingHeading }).locator('tr, li').filter({ hasText: home.name }).getByRole('button', { name: H.open }).click();
      const timeline = page.getByRole('dialog', { name: H.dialogTitle });
      await expect(timeline.getByTestId('game-history').locator(':scope > li')).toHaveCount(2);
      await expect(timeline.getByTestId('game-history').locator(':scope > li').nth(1)).toContainText('Home score: 0 → 13');
      expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
      if (SHOTS) await timeline.screenshot({ path: `${SHOTS}/game-history-live-${viewport.width}.png` });
      await page.keyboard.press('Escape');
      await expect(timeline).toBeHidden();
      // the admin sets it back to scheduled (a start by mistake), through the API this time, so the
      // row has its Edit again
      const back = await request.patch(`/api/games/${game.id}/state`, { data: { status: 'scheduled' } });
      expect(back.status(), await back.text()).toBe(200);
      await page.reload();

      // the dialog again: its History tab lists the game's creation, then the edits, oldest first
      dialog = await openEdit(page, home.name);
      await expect(dialog.getByRole('tab', { name: H.detailsTab, selected: true })).toBeVisible();
      await dialog.getByRole('tab', { name: H.tab }).click();
      const list = dialog.getByTestId('game-history');
      const entries = list.locator(':scope > li');
      await expect(entries).toHaveCount(3);
      const [created, edited, reverted] = [entries.nth(0), entries.nth(1), entries.nth(2)];
      await expect(created).toContainText(H.doors.create);
      await expect(created).toContainText(`Home team: ${home.name}`);
      await expect(edited).toContainText(H.doors.edit);
      await expect(edited).toContainText(adminName);
      await expect(edited).toContainText('Status: Scheduled → Live');
      await expect(edited).toContainText('Home score: 0 → 13');
      await expect(reverted).toContainText('Status: Live → Scheduled');
      // when: in the league's time
      await expect(dialog.getByText(H.timeZoneNote(timezoneLabel(league.timezone)))).toBeVisible();
      await expect(edited.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);

      expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
      if (SHOTS) await dialog.screenshot({ path: `${SHOTS}/game-history-${viewport.width}.png` });
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/game-history-page-${viewport.width}.png` });

      // back to the form
      await dialog.getByRole('tab', { name: H.detailsTab }).click();
      await expect(dialog.getByLabel(T.gameFields.status)).toHaveValue('scheduled');
      if (SHOTS) await dialog.screenshot({ path: `${SHOTS}/game-history-details-${viewport.width}.png` });
    } finally {
      await request.delete(`/api/games/${game.id}`);
      await request.delete(`/api/teams/${home.id}`);
      await request.delete(`/api/teams/${away.id}`);
      await context.close();
    }
  });
}

test('the History tab\'s empty and failed states: a sentence, and the server\'s reason with a way to try again', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const signedIn = await context.request.post('/api/login', { data: { ...DEMO_ADMIN, leagueSlug: 'demo' } });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
  const request = context.request;
  const home = await ok<TeamDto>(await request.post('/api/teams', { data: { name: unique('States Home'), color: '#123456' } }));
  const away = await ok<TeamDto>(await request.post('/api/teams', { data: { name: unique('States Away'), color: '#654321' } }));
  const scheduledDate = new Date(Date.UTC(2033, 0, 1, 14) + (Date.now() % 100_000) * 60_000).toISOString();
  const game = await ok<GameDto>(await request.post('/api/games', { data: { homeTeamId: home.id, awayTeamId: away.id, scheduledDate } }));
  try {
    const page = await context.newPage();
    // the server's answers, as a game with no entry and a refusal would give them
    let answer: { status: number; body: unknown } = { status: 200, body: { entries: [] } };
    await page.route(`**/api/games/${game.id}/history`, (route) => route.fulfill({ status: answer.status, contentType: 'application/json', body: JSON.stringify(answer.body) }));
    await page.goto('/demo/admin');
    const dialog = await openEdit(page, home.name);
    await dialog.getByRole('tab', { name: H.tab }).click();
    await expect(dialog.getByText(H.empty)).toBeVisible();
    if (SHOTS) await dialog.screenshot({ path: `${SHOTS}/game-history-empty-1280.png` });

    answer = { status: 503, body: { message: 'The database is busy. Try again in a moment.' } };
    await dialog.getByRole('tab', { name: H.detailsTab }).click();
    await dialog.getByRole('tab', { name: H.tab }).click();
    const failed = dialog.getByRole('alert');
    await expect(failed).toContainText(H.fetchFailed);
    await expect(failed).toContainText('The database is busy. Try again in a moment.');
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    if (SHOTS) await dialog.screenshot({ path: `${SHOTS}/game-history-failed-1280.png` });

    // the real answer once asked again
    await page.unroute(`**/api/games/${game.id}/history`);
    await failed.getByRole('button', { name: H.retry }).click();
    await expect(dialog.getByTestId('game-history').locator(':scope > li')).toHaveCount(1);
    await expect(dialog.getByTestId('game-history')).toContainText(H.doors.create);
  } finally {
    await request.delete(`/api/games/${game.id}`);
    await request.delete(`/api/teams/${home.id}`);
    await request.delete(`/api/teams/${away.id}`);
    await context.close();
  }
});
