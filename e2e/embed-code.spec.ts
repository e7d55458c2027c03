import type { Locator, Page } from '@playwright/test';
import { embedSnippet } from '../common/embeds/embeds';
import type { LeagueDto } from '../common/schemas/league';
import { ADMIN_TEXT } from '../client/src/features/admin/texts';
import { EMBEDS_TEXT as T } from '../client/src/features/embeds/texts';
import { expect, loginAs, seriousViolations, test } from './fixtures';
import { completedGame, divideLeague, freshLeague, leagueUser, ok, type Team } from './scoreboard-helpers';

// Issue 50 (decision 086): the admin's "Get embed code": a widget and its filters make the snippet,
// Copy puts it on the clipboard, the preview frames the embed itself; the league's allowed sites are
// named there and changed in League Settings, a bad line refused beside the field. At 1280x800 and
// 390x844, axe clean. FFL_SHOTS_DIR=<dir> saves each screen.
const SHOTS = process.env.FFL_SHOTS_DIR;

function toasts(page: Page) {
  return page.getByRole('region', { name: /Notifications/, includeHidden: true }).getByRole('listitem', { includeHidden: true });
}

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()?.width}.png` });
}

// A big choice button is tapped on its label (its radio input is visually hidden).
async function choose(dialog: Locator, group: string, choice: string): Promise<void> {
  const choices = dialog.getByRole('group', { name: group });
  await choices.getByText(choice, { exact: true }).click();
  await expect(choices.getByRole('radio', { name: choice })).toBeChecked();
}

const NOT_A_SITE = (value: string) => `Line 2: "${value}" is not a site's address: give its origin only, such as https://www.example.org`;

for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
  test(`Get embed code and the allowed sites at ${viewport.width}x${viewport.height}`, async ({ browser, playwright, baseURL }) => {
    test.setTimeout(120_000);
    const api = await playwright.request.newContext({ baseURL });
    const league = await freshLeague(api, ['Harbor Seals', 'Mountain Goats', 'River Otters', 'Prairie Dogs']);
    const [seals, goats, otters, dogs] = league.teams as [Team, Team, Team, Team];
    const divisions = await divideLeague(league, { 'U10 Coed': [seals, goats], 'U12 Coed': [otters, dogs] });
    await completedGame(league, seals, goats, '2026-04-04T14:00:00Z', 20, 6);
    await completedGame(league, otters, dogs, '2026-04-04T16:00:00Z', 7, 13);
    const fields = await ok<{ id: number }[]>(await api.get(`/api/leagues/${league.slug}/fields`));
    const cup = await ok<{ bracket: { id: number } }>(
      await api.post(`/api/leagues/${league.slug}/brackets`, {
        data: { name: 'Spring Cup', format: 'single', seedTeamIds: [seals.id, goats.id, otters.id, dogs.id], slots: ['09:00', '10:15', '11:30'].map((time) => ({ date: '2031-06-07', time, fieldId: fields[0]!.id })) },
      }),
    );
    const context = await browser.newContext({ baseURL, viewport });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await context.newPage();
    await loginAs(page, await leagueUser(league, 'admin'));
    await page.goto(`/${league.slug}/admin`);
    await expect(page.getByRole('heading', { name: ADMIN_TEXT.heading, level: 1 })).toBeVisible();

    await page.getByRole('button', { name: T.button, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: T.title });
    const code = dialog.getByRole('textbox', { name: T.codeLabel });
    const preview = (widget: string) => dialog.locator(`iframe[title="${T.previewTitle(widget)}"]`);
    // the light scoreboard of every division to begin with; the allowed sites: any https site
    await expect(code).toHaveValue(embedSnippet(baseURL!, `/${league.slug}/embed/scoreboard`));
    await expect(preview('Scoreboard')).toHaveAttribute('src', `/${league.slug}/embed/scoreboard`);
    await expect(dialog.getByRole('region', { name: T.sitesHeading })).toContainText(T.anySite);

    // standings of one division in dark colours: the snippet follows each pick
    await choose(dialog, T.widget, T.widgets.standings);
    await dialog.getByLabel(T.division, { exact: true }).selectOption(String(divisions['U10 Coed']));
    // the team select offers the division's teams only
    await expect(dialog.getByLabel(T.team, { exact: true }).getByRole('option')).toHaveText([T.allTeams, 'Harbor Seals', 'Mountain Goats']);
    await choose(dialog, T.theme, T.themes.dark);
    const path = `/${league.slug}/embed/standings?divisionId=${divisions['U10 Coed']}&theme=dark`;
    const snippet = embedSnippet(baseURL!, path);
    await expect(code).toHaveValue(snippet);
    await expect(preview('Standings')).toHaveAttribute('src', path);

    // the preview is the embed itself: the division's table, live in its frame
    const frame = dialog.frameLocator(`iframe[title="${T.previewTitle('Standings')}"]`);
    await expect(frame.getByText('Harbor Seals').first()).toBeVisible();
    await expect(frame.getByText('River Otters')).toHaveCount(0);
    await shot(page, 'embed-code-standings');
    await dialog.getByRole('button', { name: T.copy }).scrollIntoViewIfNeeded();
    await shot(page, 'embed-code-standings-code');
    expect(await seriousViolations(page, '[role=dialog]')).toEqual([]);

    // Copy: the toast, and the snippet on the clipboard
    await dialog.getByRole('button', { name: T.copy }).click();
    await expect(toasts(page).filter({ hasText: T.copiedTitle })).toHaveCount(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(snippet);

    // a bracket: the league's first to begin with, a team marked (any team: a bracket has no division filter)
    await choose(dialog, T.widget, T.widgets.bracket);
    await expect(dialog.getByLabel(T.bracket, { exact: true })).toHaveValue(String(cup.bracket.id));
    await expect(dialog.getByLabel(T.division, { exact: true })).toHaveCount(0);
    await dialog.getByLabel(T.team, { exact: true }).selectOption(String(otters.id));
    await expect(code).toHaveValue(embedSnippet(baseURL!, `/${league.slug}/embed/bracket/${cup.bracket.id}?teamId=${otters.id}&theme=dark`));
    await expect(dialog.frameLocator(`iframe[title="${T.previewTitle('Bracket')}"]`).getByText('Spring Cup').first()).toBeVisible();
    await shot(page, 'embed-code-bracket');
    // back to the standings: the division holds, a team outside it let go
    await choose(dialog, T.widget, T.widgets.standings);
    await expect(dialog.getByLabel(T.team, { exact: true })).toHaveValue('');
    await expect(code).toHaveValue(snippet);

    // a count the embed would refuse is named beside its field, and no code is offered
    await dialog.getByLabel(T.limit, { exact: true }).fill('0');
    await expect(dialog.getByText('must be between 1 and 50')).toBeVisible();
    await expect(dialog.getByLabel(T.limit, { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(code).toHaveCount(0);
    await expect(dialog.getByRole('status').filter({ hasText: T.fixChoices })).toBeVisible();
    await dialog.getByLabel(T.limit, { exact: true }).fill('5');
    await expect(code).toHaveValue(embedSnippet(baseURL!, `/${league.slug}/embed/standings?divisionId=${divisions['U10 Coed']}&theme=dark&limit=5`));

    // Change allowed sites: League Settings at its field
    await dialog.getByRole('button', { name: T.changeSites }).click();
    const settings = page.getByRole('dialog', { name: ADMIN_TEXT.settingsTitle });
    const sites = settings.getByRole('textbox', { name: T.sitesLabel });
    await expect(sites).toBeFocused();
    await expect(dialog).toBeHidden();

    // a line that is no site's address: refused beside the field and in the toast, nothing saved
    await sites.fill('https://club.example\nclub.example/page');
    await settings.getByRole('button', { name: ADMIN_TEXT.saveSettings }).click();
    await expect(settings.getByText(NOT_A_SITE('club.example/page'))).toBeVisible();
    await expect(sites).toHaveAttribute('aria-invalid', 'true');
    await expect(toasts(page).filter({ hasText: NOT_A_SITE('club.example/page') })).toHaveCount(1);
    await shot(page, 'allowed-sites-refused');
    expect(await seriousViolations(page, '[role=dialog]')).toEqual([]);
    const leagueNow = async () => ok<LeagueDto>(await api.get(`/api/leagues/by-slug/${league.slug}`));
    expect((await leagueNow()).embedOrigins).toEqual([]);

    // two sites saved, each as its origin
    await sites.fill('https://club.example\nhttps://WWW.Club.example/');
    await settings.getByRole('button', { name: ADMIN_TEXT.saveSettings }).click();
    await expect(toasts(page).filter({ hasText: ADMIN_TEXT.settingsSaved })).toHaveCount(1);
    await expect.poll(async () => (await leagueNow()).embedOrigins).toEqual(['https://club.example', 'https://www.club.example']);
    await expect(sites).toHaveValue('https://club.example\nhttps://www.club.example');
    await expect(sites).not.toHaveAttribute('aria-invalid', 'true');

    // closed, back to Get embed code, which names them (the toast would take an Escape first)
    await settings.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(settings).toBeHidden();
    await expect(dialog).toBeVisible();
    const named = dialog.getByRole('region', { name: T.sitesHeading });
    await expect(named).toContainText(T.onlySites);
    await expect(named.getByRole('listitem')).toHaveText(['https://club.example', 'https://www.club.example']);
    await named.scrollIntoViewIfNeeded();
    await shot(page, 'embed-code-sites');
    await context.close();
    await api.dispose();
  });
}
