import { ADMIN_TEXT } from '../client/src/features/admin/texts';
import { DIVISION_ROSTER_TEXT, ROSTER_TEXT } from '../client/src/features/roster/texts';
import type { Page } from '@playwright/test';
import { expect, loginAs, seriousViolations, test } from './fixtures';
import { divideLeague, freshLeague, leagueUser, ok } from './scoreboard-helpers';

// Issue 49 (decision 078): the roster editor in the admin's Manage Teams (two players added, a
// number worn already refused with the server's sentence), and a division's roster lock and public
// names set in Manage Divisions; axe-clean at 1280x800 and 390x844. Each run has a league of its own.
const SHOTS = process.env.FFL_SHOTS_DIR;

// The toasts (includeHidden: while a dialog is open Radix hides the rest of the page).
function toasts(page: Page) {
  return page.getByRole('region', { name: /Notifications/, includeHidden: true }).getByRole('listitem', { includeHidden: true });
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width}x${viewport.height} the admin adds two players, a number worn already is refused, and a division's roster locks`, async ({ page, playwright, baseURL }) => {
    test.slow();
    const api = await playwright.request.newContext({ baseURL });
    const league = await freshLeague(api, ['Harbor Seals', 'Mountain Goats']);
    const [seals] = league.teams;
    await divideLeague(league, { 'U10 Coed': [seals!] });
    await page.setViewportSize(viewport);
    await loginAs(page, await leagueUser(league, 'admin'));
    await page.goto(`/${league.slug}/admin`);

    await page.getByRole('button', { name: ADMIN_TEXT.actions.manageTeams }).click();
    const teams = page.getByRole('dialog', { name: ADMIN_TEXT.teamsTitle });
    await teams.getByRole('button', { name: ROSTER_TEXT.openFor(seals!.name) }).click();
    const roster = page.getByRole('dialog', { name: ROSTER_TEXT.title(seals!.name) });
    await expect(roster.getByText(ROSTER_TEXT.empty)).toBeVisible();

    // blank names: the form's sentence beside the fields, nothing sent
    await roster.getByRole('button', { name: ROSTER_TEXT.add }).click();
    await expect(roster.getByText(ROSTER_TEXT.namesRequired).first()).toBeVisible();

    const addPlayer = async (first: string, last: string, number: string, born = '') => {
      await roster.getByLabel(ROSTER_TEXT.firstName).fill(first);
      await roster.getByLabel(ROSTER_TEXT.lastName).fill(last);
      await roster.getByLabel(ROSTER_TEXT.jerseyNumber).fill(number);
      if (born) await roster.getByLabel(ROSTER_TEXT.birthDate).fill(born);
      await roster.getByRole('button', { name: ROSTER_TEXT.add }).click();
    };
    await addPlayer('Isaac', 'Lopez', '12', '2015-04-03');
    await expect(toasts(page).filter({ hasText: ROSTER_TEXT.added })).toContainText('Isaac Lopez');
    await expect(roster.getByRole('list', { name: ROSTER_TEXT.count(1) })).toBeVisible();
    await addPlayer('Mia', 'Stone', '7');
    await expect(toasts(page).filter({ hasText: ROSTER_TEXT.added })).toContainText('Mia Stone');
    const list = roster.getByRole('list', { name: ROSTER_TEXT.count(2) });
    await expect(list.getByRole('listitem')).toHaveText([/#7\s*Mia Stone/, /#12\s*Isaac Lopez\s*born Fri, Apr 3, 2015/]);

    // number 12 again: the server's 409 naming who wears it
    await addPlayer('Jo', 'Kim', '12');
    await expect(toasts(page).filter({ hasText: ROSTER_TEXT.addFailed })).toContainText('Number 12 is already worn by Isaac Lopez on this team');
    await expect(list.getByRole('listitem')).toHaveCount(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    expect(await seriousViolations(page)).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/roster-editor-${viewport.width}.png` });

    // an edit in place, then the confirmation of a removal, both axe-clean
    await list.getByRole('button', { name: ROSTER_TEXT.edit('Mia Stone') }).click();
    await expect(list.getByLabel(ROSTER_TEXT.firstName)).toHaveValue('Mia');
    expect(await seriousViolations(page)).toEqual([]);
    await list.getByLabel(ROSTER_TEXT.jerseyNumber).fill('8');
    await list.getByRole('button', { name: ROSTER_TEXT.save }).click();
    await expect(list.getByRole('listitem').first()).toHaveText(/#8\s*Mia Stone/);
    await list.getByRole('button', { name: ROSTER_TEXT.remove('Mia Stone') }).click();
    const question = list.getByRole('group', { name: ROSTER_TEXT.removeTitle('Mia Stone') });
    await expect(question.getByRole('button', { name: ROSTER_TEXT.cancel })).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);
    await question.getByRole('button', { name: ROSTER_TEXT.removeLabel }).click();
    await expect(roster.getByRole('list', { name: ROSTER_TEXT.count(1) }).getByRole('listitem')).toHaveText([/#12\s*Isaac Lopez/]);

    // the division's roster lock and numbers only, set in Manage Divisions
    // closed, the roster gives Manage Teams back
    await roster.getByRole('button', { name: 'Close' }).click();
    await expect(roster).toHaveCount(0);
    await expect(teams).toBeVisible();
    await teams.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: ADMIN_TEXT.actions.manageDivisions }).click();
    const divisions = page.getByRole('dialog', { name: ADMIN_TEXT.divisionsTitle });
    const rows = divisions.getByRole('list', { name: ADMIN_TEXT.divisionsTitle });
    await rows.getByRole('button', { name: ADMIN_TEXT.editDivision('U10 Coed') }).click();
    await rows.getByLabel(DIVISION_ROSTER_TEXT.lockDate).fill('2030-09-12');
    await rows.getByLabel(DIVISION_ROSTER_TEXT.publicNames).click();
    await expect(rows.getByLabel(DIVISION_ROSTER_TEXT.publicNames)).not.toBeChecked();
    expect(await seriousViolations(page)).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/roster-division-flags-${viewport.width}.png` });
    await rows.getByRole('button', { name: ADMIN_TEXT.save }).click();
    await expect(toasts(page).filter({ hasText: ADMIN_TEXT.divisionUpdated })).toHaveCount(1);
    await expect(rows.getByRole('listitem')).toHaveText([/U10 Coed\s*1 team · rosters lock Thu, Sep 12, 2030 · numbers only/]);
    const [division] = await ok<{ rosterLockDate: string | null; publicPlayerNames: boolean; instructional: boolean }[]>(await api.get(`/api/leagues/${league.slug}/divisions`));
    expect(division).toMatchObject({ rosterLockDate: '2030-09-12', publicPlayerNames: false, instructional: false });

    // the public roster: the number only now, never a name or a birth date
    const publicRoster = await ok<{ players: { name: string }[] }>(await page.request.get(`/api/leagues/${league.slug}/teams/${seals!.id}/public-roster`));
    expect(publicRoster.players.map((p) => p.name)).toEqual(['#12']);
    await api.dispose();
  });
}
