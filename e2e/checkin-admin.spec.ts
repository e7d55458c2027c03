import type { Page } from '@playwright/test';
import type { GameDto } from '../common/schemas/games/dto';
import type { CheckinDto, PlayerDto, RosterDto } from '../common/schemas/rosters';
import type { TeamDto } from '../common/schemas/teams';
import { ADMIN_TEXT } from '../client/src/features/admin/texts';
import { CHECKIN_TEXT as TEXT } from '../client/src/features/checkin/texts';
import { formatLeagueDate, formatLeagueTime } from '../client/src/lib/league-time';
import { DEMO_ADMIN, createDemoGame, expect, seriousViolations, test } from './fixtures';

// Issue 49 (decision 080): the admin's side of the check-in. In the Edit Game dialog's Check-in tab
// he lets in a player of a third team (off both rosters) with Override: the sheet lists him under
// `others`, the game carries the roster flag, and the admin's games list shows the "Roster flag"
// badge on its row. Axe clean at 1280x800 and 390x844; FFL_SHOTS_DIR=<dir> saves each screen.

const SHOTS = process.env.FFL_SHOTS_DIR;
const DEMO_TIMEZONE = 'America/New_York';

// the screen as it shows (a dialog is fixed to the viewport: a full-page shot would cut its overlay)
async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

function toasts(page: Page) {
  return page.getByRole('region', { name: /Notifications/, includeHidden: true }).getByRole('listitem', { includeHidden: true });
}

for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
  test(`the admin lets a player of a third team in with Override, and the game shows its roster flag at ${viewport.width}x${viewport.height}`, async ({ page, baseURL, browser }) => {
    test.setTimeout(90_000);
    const admin = await browser.newContext({ baseURL });
    expect((await admin.request.post('/api/login', { data: { leagueSlug: 'demo', ...DEMO_ADMIN } })).ok()).toBe(true);
    const game = await createDemoGame(admin.request);
    expect(game.rosterFlag).toBe(false);

    // a player of a team that plays neither side of the game
    const teams = (await (await admin.request.get('/api/leagues/demo/teams')).json()) as TeamDto[];
    const third = teams.find((team) => team.id !== game.homeTeamId && team.id !== game.awayTeamId)!;
    expect(third).toBeDefined();
    const roster = (await (await admin.request.get(`/api/teams/${third.id}/players`)).json()) as RosterDto;
    const taken = new Set(roster.players.map((player) => player.jerseyNumber));
    const jerseyNumber = Array.from({ length: 99 }, (_, n) => n + 1).find((n) => !taken.has(n))!;
    const firstName = `Oz${Math.random().toString(36).slice(2, 6)}`;
    const added = await admin.request.post(`/api/teams/${third.id}/players`, { data: { firstName, lastName: 'Override', jerseyNumber } });
    expect(added.status(), await added.text()).toBe(201);
    const player = (await added.json()) as PlayerDto;
    const fullName = TEXT.playerLabel(player.jerseyNumber, `${player.firstName} ${player.lastName}`);

    // the admin signed in in the browser, on his dashboard
    await page.setViewportSize(viewport);
    expect((await page.request.post('/api/login', { data: { leagueSlug: 'demo', ...DEMO_ADMIN } })).ok()).toBe(true);
    await page.goto('/demo/admin');
    const upcoming = page.getByRole('region', { name: ADMIN_TEXT.upcomingHeading });
    // the game's row (a table row from tablet width, a card on a phone): its date and exact time, a
    // minute no other game of the league has (the seed pairs the same teams again and again)
    const row = upcoming
      .locator('tr:visible, li:visible')
      .filter({ hasText: formatLeagueDate(game.scheduledDate, DEMO_TIMEZONE) })
      .filter({ has: page.getByText(formatLeagueTime(game.scheduledDate, DEMO_TIMEZONE), { exact: true }) });
    await expect(row).toHaveCount(1);
    await expect(row.getByText(ADMIN_TEXT.rosterFlag, { exact: true })).toHaveCount(0);

    // Edit Game, its Check-in tab
    await row.getByRole('button', { name: ADMIN_TEXT.edit }).click();
    const dialog = page.getByRole('dialog', { name: ADMIN_TEXT.editGameTitle });
    await dialog.getByRole('tab', { name: TEXT.heading }).click();
    const override = dialog.getByRole('region', { name: TEXT.overrideHeading });
    await expect(override).toBeVisible();
    await override.getByLabel(TEXT.overrideTeam, { exact: true }).selectOption({ label: third.name });
    const letIn = override.getByRole('button', { name: `${TEXT.overrideAction}: ${fullName}`, exact: true });
    await expect(letIn).toBeVisible();
    // no flag yet, and nobody let in
    await expect(dialog.getByText(TEXT.rosterFlagged)).toHaveCount(0);
    await expect(dialog.getByRole('region', { name: new RegExp(`^${TEXT.others}`) })).toHaveCount(0);
    await letIn.scrollIntoViewIfNeeded();
    await shot(page, `checkin-admin-tab-${viewport.width}`);
    expect(await seriousViolations(page, '[role=dialog]')).toEqual([]);

    // Override: he is checked in, under "Let in by the admin", and the tab says the game is flagged
    await letIn.click();
    await expect(toasts(page).filter({ hasText: TEXT.overrideDone(fullName) })).toHaveCount(1);
    const letInList = dialog.getByRole('region', { name: new RegExp(`^${TEXT.others}`) });
    await expect(letInList.getByRole('button', { name: TEXT.playerLabel(player.jerseyNumber, player.firstName), exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(letInList).toContainText(TEXT.present(1, 1));
    await expect(dialog.getByText(TEXT.rosterFlagged)).toBeVisible();
    await expect(letIn).toHaveCount(0);

    const sheet = (await (await admin.request.get(`/api/games/${game.id}/checkin`)).json()) as CheckinDto;
    expect(sheet.others.map(({ id, present, override: overridden }) => ({ id, present, override: overridden }))).toEqual([{ id: player.id, present: true, override: true }]);
    expect(sheet.rosterFlag).toBe(true);
    expect([...sheet.home, ...sheet.away].some((one) => one.id === player.id)).toBe(false);
    const flagged = (await (await admin.request.get(`/api/games/${game.id}`)).json()) as GameDto;
    expect(flagged.rosterFlag).toBe(true);

    await dialog.getByText(TEXT.rosterFlagged).scrollIntoViewIfNeeded();
    await shot(page, `checkin-admin-override-${viewport.width}`);
    expect(await seriousViolations(page, '[role=dialog]')).toEqual([]);

    // closed (by its Close button: Escape would close the toast first while it shows), the game's row
    // in the games list carries the badge
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(row.getByText(ADMIN_TEXT.rosterFlag, { exact: true })).toBeVisible();
    await row.scrollIntoViewIfNeeded();
    if (SHOTS) await row.screenshot({ path: `${SHOTS}/checkin-admin-row-${viewport.width}.png` });
    expect(await seriousViolations(page, '[aria-labelledby="upcoming-games-heading"]')).toEqual([]);
    await admin.close();
  });
}
