import { sideName } from '../common/brackets/sides';
import type { GameDto } from '../common/schemas/games/dto';
import type { SeasonPublishDto } from '../common/schemas/schedule';
import { ADMIN_TEXT } from '../client/src/features/admin/texts';
import { firstSaturdayOfNextMonth } from '../client/src/features/season/season-form';
import { SEASON_TEXT as TEXT } from '../client/src/features/season/texts';
import { REFEREE_TEXT } from '../client/src/features/referee-dashboard/texts';
import { SCOREBOARD_TEXT } from '../client/src/features/scoreboard/texts';
import { formatLeagueDate } from '../client/src/lib/league-time';
import { REFEREES_TEXT } from '../client/src/features/manage-referees/texts';
import { readableCalendarDate } from '../common/schedule/dates';
import { DEMO_ADMIN, DEMO_REF1, DEMO_REF2, expect, seriousViolations, test } from './fixtures';

// Issue 19, tried as an admin would: on the demo league's 8 teams, 4 fields and 2 referees, a double
// round robin of Saturdays from next month is previewed, published and shown on the dashboard, on a
// phone (390x844), axe-clean at each step.
const PHONE = { width: 390, height: 844 };
// server/seed/demo.ts
const DEMO_TIMEZONE = 'America/New_York';

const DIALOG = '[role="dialog"]';

test('Build Season: a double round robin of Saturdays from next month, previewed, published, on the dashboard, the scoreboard and its referee’s dashboard', async ({ page, browser, loginAs }) => {
  // a whole pre-season in one test: five steps, a preview, a publish of 56 games, three screens, and
  // the 56 games deleted again
  test.slow();
  await page.setViewportSize(PHONE);
  await loginAs(page, { ...DEMO_ADMIN, leagueSlug: 'demo' });
  const before = (await (await page.request.get('/api/leagues/demo/games')).json()) as GameDto[];
  try {
    await page.goto('/demo/admin');
    await page.getByRole('button', { name: TEXT.button }).click();
    const dialog = page.getByRole('dialog', { name: TEXT.title });
    const next = dialog.getByRole('button', { name: TEXT.next, exact: true });

    await expect(dialog.getByText(`${TEXT.stepOf(1, 5)}: ${TEXT.steps[0]}`)).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: TEXT.allTeams })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'Red Hawks' })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: TEXT.roundsTwice })).toBeChecked();
    expect(await seriousViolations(page, DIALOG)).toEqual([]);
    await next.click();

    await expect(dialog.getByLabel(TEXT.startDate)).toHaveValue(firstSaturdayOfNextMonth(new Date(), 'America/New_York'));
    await next.click();

    await expect(dialog.getByRole('checkbox', { name: 'Saturday' })).toBeChecked();
    await expect(dialog.getByLabel(TEXT.times)).toHaveValue('09:00, 10:15, 11:30, 12:45');
    for (const field of ['Riverside Park - Field 1', 'Riverside Park - Field 2', 'Memorial Complex, Field A', 'Lincoln Indoor Dome']) await expect(dialog.getByRole('checkbox', { name: field })).toBeChecked();
    await next.click();

    await expect(dialog.getByRole('checkbox', { name: TEXT.assignReferees })).toBeChecked();
    await expect(dialog.getByText('Riley Stripes')).toBeVisible();
    await expect(dialog.getByText('Morgan Whistle')).toBeVisible();
    await dialog.getByRole('button', { name: TEXT.preview }).click();

    await expect(dialog.getByText(`${TEXT.stepOf(5, 5)}: ${TEXT.steps[4]}`)).toBeVisible();
    await expect(dialog.getByText(/^56 games over \d+ game days$/)).toBeVisible();
    await expect(dialog.getByRole('heading', { name: TEXT.unscheduledHeading(0) })).toBeVisible();
    await expect(dialog.getByText(TEXT.allScheduled)).toBeVisible();
    const balance = dialog.getByRole('table');
    await expect(balance.getByRole('row')).toHaveCount(9);
    // every team: 14 games, 7 at home, 7 away
    await expect(balance.getByRole('row', { name: /^Red Hawks 14 7 7 0/ })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: /^Week 1 · Sat, / })).toBeVisible();
    expect(await seriousViolations(page, DIALOG)).toEqual([]);
    await page.screenshot({ path: 'test-results/season-builder-preview-phone.png' });
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await seriousViolations(page, DIALOG)).toEqual([]);
    await page.screenshot({ path: 'test-results/season-builder-preview-desktop.png' });
    await page.setViewportSize(PHONE);

    const publish = dialog.getByRole('button', { name: TEXT.publish(56) });
    // the demo league's own Saturdays come next month too: publishing asks to schedule around them
    const overlap = dialog.getByRole('checkbox', { name: TEXT.overlapConfirm });
    if (await overlap.isVisible()) {
      await expect(publish).toBeDisabled();
      await overlap.click();
    }
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/leagues/demo/schedule/publish'));
    await publish.click();
    const response = await answer;
    expect(response.status()).toBe(201);
    const published = (await response.json()) as SeasonPublishDto;
    expect(published.gamesCreated).toBe(56);
    await expect(page.getByText(TEXT.published(56), { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();

    const after = (await (await page.request.get('/api/leagues/demo/games')).json()) as GameDto[];
    expect(after.length - before.length).toBe(56);
    const first = after.filter((g) => !before.some((b) => b.id === g.id)).sort((a, b) => a.scheduledDate.localeCompare(b.scheduledDate))[0]!;
    const upcoming = page.getByRole('region', { name: ADMIN_TEXT.upcomingHeading });
    await expect(upcoming.getByText(sideName(first, 'home')).filter({ visible: true }).first()).toBeVisible();
    await page.screenshot({ path: 'test-results/season-builder-dashboard-phone.png', fullPage: false });

    // on the public scoreboard, a page of 'More games' at a time (it is next month's)
    await page.goto('/demo');
    const row = page.locator(`[data-testid="game-row"][data-game-id="${first.id}"]`);
    const more = page.getByRole('button', { name: SCOREBOARD_TEXT.moreGames(0).replace(' (0)', '') }).first();
    await expect(page.getByTestId('game-row').first()).toBeVisible();
    while (!(await row.isVisible()) && (await more.isVisible())) await more.click();
    await expect(row).toBeVisible();

    // and on the dashboard of the referee it was given
    expect(first.refereeId).not.toBeNull();
    const context = await browser.newContext({ viewport: PHONE });
    const referee = await context.newPage();
    const ref1 = await loginAs(referee, { ...DEMO_REF1, leagueSlug: 'demo' });
    if (ref1.id !== first.refereeId) await loginAs(referee, { ...DEMO_REF2, leagueSlug: 'demo' });
    await referee.goto('/demo/referee');
    const card = referee.getByRole('listitem', { name: `${sideName(first, 'home')} ${REFEREE_TEXT.versus} ${sideName(first, 'away')}` }).filter({ hasText: formatLeagueDate(first.scheduledDate, DEMO_TIMEZONE) });
    await expect(card).toBeVisible();
  } finally {
    // the demo league as the other specs expect it
    const after = (await (await page.request.get('/api/leagues/demo/games')).json()) as GameDto[];
    for (const game of after.filter((g) => !before.some((b) => b.id === g.id))) await page.request.delete(`/api/games/${game.id}`);
  }
});

test('a referee marks a date unavailable on their dashboard; the admin sees it beside them in Manage Referees', async ({ browser, baseURL }) => {
  const date = '2031-03-15';
  for (const viewport of [PHONE, { width: 1280, height: 800 }]) {
    const context = await browser.newContext({ baseURL, viewport });
    const referee = await context.newPage();
    const admin = await (await browser.newContext({ baseURL, viewport })).newPage();
    try {
      await referee.request.post('/api/login', { data: { ...DEMO_REF2, leagueSlug: 'demo' } });
      await referee.goto('/demo/referee');
      const section = referee.getByRole('region', { name: REFEREE_TEXT.unavailableHeading });
      await expect(section.getByText(REFEREE_TEXT.noUnavailableDates)).toBeVisible();
      await section.getByLabel(REFEREE_TEXT.unavailableDate).fill(date);
      await section.getByRole('button', { name: REFEREE_TEXT.markUnavailable }).click();
      await expect(section.getByRole('list').getByText(readableCalendarDate(date))).toBeVisible();
      expect(await seriousViolations(referee, 'main')).toEqual([]);
      await section.screenshot({ path: `test-results/season-unavailable-referee-${viewport.width}.png` });

      await admin.request.post('/api/login', { data: { ...DEMO_ADMIN, leagueSlug: 'demo' } });
      await admin.goto('/demo/pending-approvals');
      await expect(admin.getByText(REFEREES_TEXT.unavailableOn(readableCalendarDate(date)))).toBeVisible();
      await admin.screenshot({ path: `test-results/season-unavailable-admin-${viewport.width}.png`, fullPage: true });

      // removed again: the list is the referee's whole list
      await section.getByRole('button', { name: REFEREE_TEXT.removeUnavailable(readableCalendarDate(date)) }).click();
      await expect(section.getByText(REFEREE_TEXT.noUnavailableDates)).toBeVisible();
    } finally {
      await referee.request.put('/api/referees/me/unavailable-dates', { data: { dates: [] } });
      await context.close();
      await admin.context().close();
    }
  }
});
