import { ADMIN_TEXT } from '../client/src/features/admin/texts';
import { SCOREBOARD_TEXT, TEAM_STATS_TEXT } from '../client/src/features/scoreboard/texts';
import { STANDINGS_TEXT } from '../client/src/features/standings/texts';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, loginAs, test } from './fixtures';
import { act, boardHydrated, completedGame, createGame, divideLeague, freshLeague, keptByServiceWorker, leagueUser, ok, type Team } from './scoreboard-helpers';

// Issue 34: divisions on the screens: the scoreboard's switcher on a phone, Manage Divisions, the
// standings by division. Each test runs a league of its own.
const SHOTS = process.env.FFL_SHOTS_DIR;
const PHONE = { width: 390, height: 844 };

// The toasts (includeHidden: while a dialog is open Radix hides the rest of the page).
function toasts(page: Page) {
  return page.getByRole('region', { name: /Notifications/, includeHidden: true }).getByRole('listitem', { includeHidden: true });
}

// A league of its own with four teams, two in U10 Coed and two in U12 Coed.
async function dividedLeague(api: APIRequestContext) {
  const league = await freshLeague(api, ['Harbor Seals', 'Mountain Goats', 'River Otters', 'Prairie Dogs']);
  const [seals, goats, otters, dogs] = league.teams as [Team, Team, Team, Team];
  const ids = await divideLeague(league, { 'U10 Coed': [seals, goats], 'U12 Coed': [otters, dogs] });
  return { league, ids, seals, goats, otters, dogs };
}

test('on a phone the scoreboard switched to U12 shows only U12 games, and stays on U12 after a reload', async ({ page, playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  const { league, ids, seals, goats, otters, dogs } = await dividedLeague(api);
  await act(league, (await createGame(league, seals, goats, '2026-05-02T14:00:00Z', { field: 'North Field' })).id, { type: 'startGame' });
  await act(league, (await createGame(league, otters, dogs, '2026-05-02T14:00:00Z', { field: 'South Field' })).id, { type: 'startGame' });
  await createGame(league, goats, seals, '2030-05-09T14:00:00Z');
  await createGame(league, dogs, otters, '2030-05-09T15:00:00Z');
  await page.setViewportSize(PHONE);

  await page.goto(`/${league.slug}`);
  await boardHydrated(page);
  const switcher = page.getByRole('navigation', { name: SCOREBOARD_TEXT.divisions });
  const chips = switcher.getByRole('link');
  await expect(chips).toHaveText([SCOREBOARD_TEXT.allDivisions, 'U10 Coed', 'U12 Coed']);
  // one row of chips
  const tops = await chips.evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top)));
  expect(new Set(tops).size).toBe(1);
  // every division at first: both live games to pick from
  await expect(page.getByRole('region', { name: SCOREBOARD_TEXT.selectGame })).toBeVisible();

  await chips.filter({ hasText: 'U12 Coed' }).click();
  await expect(page).toHaveURL(`/${league.slug}?division=${ids['U12 Coed']}`);
  const onlyU12 = async () => {
    await expect(page.getByTestId('live-game')).toContainText(otters.name);
    await expect(page.getByRole('region', { name: SCOREBOARD_TEXT.selectGame })).toHaveCount(0);
    const rows = page.getByTestId('game-row');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(dogs.name);
    await expect(page.getByRole('main')).not.toContainText(seals.name);
    await expect(chips.filter({ hasText: 'U12 Coed' })).toHaveAttribute('aria-current', 'true');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  };
  await onlyU12();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/divisions-scoreboard-390.png`, fullPage: true });
  // Team Statistics names the team's division
  await page.getByTestId('live-game').getByTestId('home-name').getByRole('button').click();
  await expect(page.getByRole('dialog', { name: otters.name })).toContainText(TEAM_STATS_TEXT.titleInDivision('U12 Coed'));
  await page.keyboard.press('Escape');

  await page.reload();
  await onlyU12();
  // the device remembers it: the league's address alone opens U12 again, drawn so by the server
  const html = await (await page.request.get(`/${league.slug}`)).text();
  expect(html.split('id="ffl-first-render"')[0]).not.toContain(seals.name);
  await page.goto(`/${league.slug}`);
  await onlyU12();
  await expect(page).toHaveURL(`/${league.slug}?division=${ids['U12 Coed']}`);

  // All: every division again, and forgotten
  await chips.filter({ hasText: SCOREBOARD_TEXT.allDivisions }).click();
  await expect(page).toHaveURL(`/${league.slug}`);
  await expect(page.getByRole('region', { name: SCOREBOARD_TEXT.selectGame })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: SCOREBOARD_TEXT.selectGame })).toBeVisible();
  await api.dispose();
});

test('a league without divisions shows no switcher', async ({ page, playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  const league = await freshLeague(api, ['Harbor Seals', 'Mountain Goats']);
  await createGame(league, league.teams[0]!, league.teams[1]!, '2030-05-09T14:00:00Z');
  await page.goto(`/${league.slug}?division=1`);
  await boardHydrated(page);
  await expect(page.getByTestId('game-row')).toHaveCount(1);
  await expect(page.getByRole('navigation', { name: SCOREBOARD_TEXT.divisions })).toHaveCount(0);
  await api.dispose();
});

test('Manage Divisions creates, renames and deletes a division, and says why one with teams stays', async ({ page, playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  const league = await freshLeague(api, ['Harbor Seals', 'Mountain Goats']);
  const admin = await leagueUser(league, 'admin');
  await loginAs(page, admin);
  await page.goto(`/${league.slug}/admin`);
  await page.getByRole('button', { name: ADMIN_TEXT.actions.manageDivisions }).click();
  const dialog = page.getByRole('dialog', { name: ADMIN_TEXT.divisionsTitle });
  await expect(dialog.getByText(ADMIN_TEXT.divisionsEmpty)).toBeVisible();

  await dialog.getByLabel(ADMIN_TEXT.divisionName).fill('U10 Coed');
  await dialog.getByRole('button', { name: ADMIN_TEXT.addDivision }).click();
  await expect(toasts(page).filter({ hasText: ADMIN_TEXT.divisionCreated })).toHaveCount(1);
  const list = dialog.getByRole('list', { name: ADMIN_TEXT.divisionsTitle });
  await expect(list.getByRole('listitem')).toHaveText([/U10 Coed\s*0 teams/]);
  // a name taken whatever the case: the server's 409 in the toast
  await dialog.getByLabel(ADMIN_TEXT.divisionName).fill('u10 coed');
  await dialog.getByRole('button', { name: ADMIN_TEXT.addDivision }).click();
  await expect(toasts(page).filter({ hasText: ADMIN_TEXT.createDivisionFailed })).toHaveCount(1);

  await list.getByRole('button', { name: ADMIN_TEXT.editDivision('U10 Coed') }).click();
  await list.getByLabel(ADMIN_TEXT.divisionName).fill('U10 Mixed');
  await list.getByRole('button', { name: ADMIN_TEXT.save }).click();
  await expect(list.getByRole('listitem')).toHaveText([/U10 Mixed/]);

  // a team put in it (Manage Teams' division select): the delete is refused with the server's count
  const seals = league.teams[0]!;
  const moveTeam = async (division: string) => {
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: ADMIN_TEXT.actions.manageTeams }).click();
    const teams = page.getByRole('dialog', { name: ADMIN_TEXT.teamsTitle });
    await teams.getByRole('button', { name: ADMIN_TEXT.editTeam(seals.name) }).click();
    await teams.getByRole('list').getByLabel(ADMIN_TEXT.division).selectOption({ label: division });
    await teams.getByRole('button', { name: ADMIN_TEXT.save }).click();
    await expect(toasts(page).filter({ hasText: ADMIN_TEXT.teamUpdated }).first()).toBeVisible();
    await teams.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: ADMIN_TEXT.actions.manageDivisions }).click();
  };
  await moveTeam('U10 Mixed');
  await expect(list.getByRole('listitem')).toHaveText([/U10 Mixed\s*1 team\b/]);
  const [division] = await ok<{ id: number; teamCount: number }[]>(await api.get(`/api/leagues/${league.slug}/divisions`));
  expect(division!.teamCount).toBe(1);
  await list.getByRole('button', { name: ADMIN_TEXT.deleteDivision('U10 Mixed') }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: ADMIN_TEXT.delete }).click();
  await expect(toasts(page).filter({ hasText: ADMIN_TEXT.deleteDivisionFailed })).toContainText(/still has 1 team/);
  await expect(list.getByRole('listitem')).toHaveCount(1);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/divisions-manage-${page.viewportSize()?.width}.png` });

  // empty again, it goes
  await moveTeam(ADMIN_TEXT.noDivision);
  await expect(list.getByRole('listitem')).toHaveText([/U10 Mixed\s*0 teams/]);
  await list.getByRole('button', { name: ADMIN_TEXT.deleteDivision('U10 Mixed') }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: ADMIN_TEXT.delete }).click();
  await expect(toasts(page).filter({ hasText: ADMIN_TEXT.divisionDeleted })).toHaveCount(1);
  await expect(dialog.getByText(ADMIN_TEXT.divisionsEmpty)).toBeVisible();
  await api.dispose();
});

test('Manage Seasons creates a season, changes its dates, shows the overlap 409, and deletes it', async ({ page, playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  const league = await freshLeague(api, ['Harbor Seals', 'Mountain Goats']);
  await ok(await api.post(`/api/leagues/${league.slug}/seasons`, { data: { name: 'Fall 2030', startDate: '2030-08-01', endDate: '2030-12-31' } }));
  await loginAs(page, await leagueUser(league, 'admin'));
  await page.goto(`/${league.slug}/admin`);
  await page.getByRole('button', { name: ADMIN_TEXT.actions.manageSeasons }).click();
  const dialog = page.getByRole('dialog', { name: ADMIN_TEXT.seasonsTitle });
  const list = dialog.getByRole('list', { name: ADMIN_TEXT.seasonsTitle });
  await expect(list.getByRole('listitem')).toHaveCount(1);

  // overlapping Fall 2030: refused, the server's sentence naming it
  await dialog.getByLabel(ADMIN_TEXT.seasonName).fill('Spring 2031');
  await dialog.getByLabel(ADMIN_TEXT.seasonStart).fill('2030-12-01');
  await dialog.getByLabel(ADMIN_TEXT.seasonEnd).fill('2031-06-30');
  await dialog.getByRole('button', { name: ADMIN_TEXT.addSeason }).click();
  await expect(toasts(page).filter({ hasText: ADMIN_TEXT.createSeasonFailed })).toContainText('Fall 2030');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await dialog.getByLabel(ADMIN_TEXT.seasonStart).fill('2031-03-01');
  await dialog.getByRole('button', { name: ADMIN_TEXT.addSeason }).click();
  await expect(toasts(page).filter({ hasText: ADMIN_TEXT.seasonCreated })).toHaveCount(1);
  await expect(list.getByRole('listitem')).toHaveText([/Fall 2030/, /Spring 2031/]);

  // rename and move its dates
  await list.getByRole('button', { name: ADMIN_TEXT.editSeason('Spring 2031') }).click();
  await list.getByLabel(ADMIN_TEXT.seasonName).fill('Spring 2031 (short)');
  await list.getByLabel(ADMIN_TEXT.seasonEnd).fill('2031-05-31');
  await list.getByRole('button', { name: ADMIN_TEXT.save }).click();
  await expect(list.getByRole('listitem').nth(1)).toContainText(/Spring 2031 \(short\).*May 31, 2031/);

  await list.getByRole('button', { name: ADMIN_TEXT.deleteSeason('Spring 2031 (short)') }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: ADMIN_TEXT.delete }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/seasons-manage-${page.viewportSize()?.width}.png` });
  await api.dispose();
});

test('the standings page shows one table per division under its name, one at a time on a phone', async ({ page, playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  const { league, seals, goats, otters, dogs } = await dividedLeague(api);
  await completedGame(league, seals, goats, '2026-04-04T14:00:00Z', 20, 6);
  await completedGame(league, otters, dogs, '2026-04-04T15:00:00Z', 7, 14);

  await page.goto(`/${league.slug}/standings`);
  const tables = page.getByTestId('standings-division');
  await expect(tables).toHaveCount(2);
  await expect(tables.nth(0).getByRole('heading', { name: 'U10 Coed' })).toBeVisible();
  await expect(tables.nth(0).getByTestId('standings-row')).toHaveText([new RegExp(`^1\\s*${seals.name}`), new RegExp(`^2\\s*${goats.name}`)]);
  await expect(tables.nth(1).getByRole('heading', { name: 'U12 Coed' })).toBeVisible();
  await expect(tables.nth(1).getByTestId('standings-row')).toHaveText([new RegExp(`^1\\s*${dogs.name}`), new RegExp(`^2\\s*${otters.name}`)]);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/divisions-standings-1280.png`, fullPage: true });

  await page.setViewportSize(PHONE);
  const switcher = page.getByRole('navigation', { name: STANDINGS_TEXT.divisions });
  await expect(switcher.getByRole('button', { name: 'U10 Coed' })).toHaveAttribute('aria-pressed', 'true');
  await expect(tables.nth(1)).toBeHidden();
  await switcher.getByRole('button', { name: 'U12 Coed' }).click();
  await expect(tables.nth(0)).toBeHidden();
  await expect(tables.nth(1).getByTestId('standings-row').first()).toContainText(dogs.name);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/divisions-standings-390.png`, fullPage: true });
  await api.dispose();
});

test("a new division choice drops the service worker's copy of the league's board, so no visit opens another division's", async ({ browser, baseURL, playwright }) => {
  const api = await playwright.request.newContext({ baseURL });
  const { league, seals, goats, otters, dogs } = await dividedLeague(api);
  await createGame(league, seals, goats, '2030-05-09T14:00:00Z');
  await createGame(league, otters, dogs, '2030-05-09T15:00:00Z');
  const context = await browser.newContext({ baseURL, viewport: PHONE });
  const page = await context.newPage();
  await page.goto(`/${league.slug}`);
  await boardHydrated(page);
  // the worker keeps a copy of the board (an async predicate: expect.poll)
  const kept = () => keptByServiceWorker(page, `/${league.slug}`);
  await expect.poll(kept, { timeout: 30_000 }).toBe(true);

  await page.getByRole('navigation', { name: SCOREBOARD_TEXT.divisions }).getByRole('link', { name: 'U12 Coed' }).click();
  await expect.poll(kept, { timeout: 10_000 }).toBe(false);
  // the league's address opens U12, from the network, and is kept again as such
  await page.goto(`/${league.slug}`);
  await expect(page.getByTestId('game-row')).toHaveCount(1);
  await expect(page.getByTestId('game-row').first()).toContainText(otters.name);
  await context.close();
  await api.dispose();
});
