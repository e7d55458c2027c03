import type { StandingsRow } from '../common/standings/rank';
import { REFEREE_TEXT } from '../client/src/features/referee-dashboard/texts';
import { SCOREBOARD_TEXT, TEAM_STATS_TEXT } from '../client/src/features/scoreboard/texts';
import { STANDINGS_TEXT as TEXT } from '../client/src/features/standings/texts';
import { expect, test } from './fixtures';

// Issue 18: a parent's phone opens the league table of the demo league.
const SHOTS = process.env.FFL_SHOTS_DIR;

test('the demo league standings on a phone: ranked rows, the tiebreak order in words, a team opens its statistics', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const api = (await (await request.get('/api/leagues/demo/standings')).json()) as { rows: StandingsRow[] };
  expect(api.rows.length).toBeGreaterThan(1);
  // from the scoreboard's top bar
  await page.goto('/demo');
  await page.getByRole('navigation', { name: 'League' }).getByRole('link', { name: SCOREBOARD_TEXT.standings }).click();
  await expect(page).toHaveURL('/demo/standings');
  const rows = page.getByTestId('standings-row');
  await expect(rows).toHaveCount(api.rows.length);
  await expect(rows.first()).toContainText(api.rows[0]!.team.name);
  await expect(page.getByRole('heading', { name: TEXT.rulesTitle })).toBeVisible();
  await expect(page.getByText(TEXT.tiebreaker('headToHead', 14))).toBeVisible();
  // nothing wider than the phone
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/standings-390.png`, fullPage: true });
  await page.getByRole('button', { name: TEXT.openTeam(api.rows[0]!.team.name) }).click();
  const dialog = page.getByRole('dialog', { name: api.rows[0]!.team.name });
  await expect(dialog.getByRole('link', { name: TEAM_STATS_TEXT.addToCalendar })).toHaveAttribute('href', new RegExp(`^webcal://.+/api/leagues/demo/teams/${api.rows[0]!.team.id}/calendar\\.ics$`));
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('columnheader', { name: /Last 5/ })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/standings-1280.png`, fullPage: true });
});

test("a referee subscribes to their own games' calendar and can reset the link", async ({ page, loginAs }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page, { username: 'demo-ref2', password: 'demo-ref-pass', leagueSlug: 'demo' });
  await page.goto('/demo/referee');
  const add = page.getByRole('link', { name: REFEREE_TEXT.addToCalendar });
  await expect(add).toHaveAttribute('href', /^webcal:\/\/.+\/api\/calendar\/referee\/[A-Za-z0-9_-]{43}\.ics$/);
  const before = (await add.getAttribute('href'))!;
  const feed = await page.request.get(before.replace('webcal://', 'http://'));
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain('BEGIN:VCALENDAR');
  if (SHOTS) {
    await add.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/referee-calendar-390.png` });
  }
  await page.getByRole('button', { name: REFEREE_TEXT.resetLink }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: REFEREE_TEXT.resetLink }).click();
  await expect(add).not.toHaveAttribute('href', before);
  expect((await page.request.get(before.replace('webcal://', 'http://'))).status()).toBe(404);
});
