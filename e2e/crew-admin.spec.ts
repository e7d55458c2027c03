import type { Page } from '@playwright/test';
import type { CrewDto } from '../common/schemas/crews';
import type { LeagueDto } from '../common/schemas/league';
import type { DivisionRulesDto } from '../common/schemas/rules';
import { ADMIN_TEXT } from '../client/src/features/admin/texts';
import { CREW_ADMIN_TEXT as CREW } from '../client/src/features/crew-admin/texts';
import { RULES_PROFILE_TEXT as RULES } from '../client/src/features/rules-profile/texts';
import { expect, loginAs, seriousViolations, test } from './fixtures';
import { createGame, divideLeague, freshLeague, leagueUser, ok, type Team } from './scoreboard-helpers';

// Issue 48: the admin's side of the crew. A division's crew size on Game Rules, the referees'
// settings in League Settings, and the crew in the Edit Game dialog: the second position offered to
// a referee shows "Offered", a refusal shows its message beside the picker. Axe clean at 1280x800
// and 390x844; FFL_SHOTS_DIR=<dir> saves each screen.
const SHOTS = process.env.FFL_SHOTS_DIR;
const S = ADMIN_TEXT.settingsFields;

function toasts(page: Page) {
  return page.getByRole('region', { name: /Notifications/, includeHidden: true }).getByRole('listitem', { includeHidden: true });
}

for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
  test(`crew size, referees' settings and a game's crew at ${viewport.width}x${viewport.height}`, async ({ page, playwright, baseURL }) => {
    test.setTimeout(120_000);
    const api = await playwright.request.newContext({ baseURL });
    const league = await freshLeague(api, ['Harbor Seals', 'Mountain Goats']);
    const [seals, goats] = league.teams as [Team, Team];
    const ids = await divideLeague(league, { 'U10 Coed': [seals, goats] });
    const first = await leagueUser(league, 'referee');
    const second = await leagueUser(league, 'referee');
    const kickoff = new Date(Date.UTC(2032, 4, 1, 14) + (Date.now() % 100_000) * 60_000).toISOString();
    const game = await createGame(league, seals, goats, kickoff, { refereeId: first.id });
    await page.setViewportSize(viewport);
    await loginAs(page, await leagueUser(league, 'admin'));
    await page.goto(`/${league.slug}/admin`);

    // Game Rules: U10 takes the crew size over (2), and keeps following the league's rule book
    await page.getByRole('button', { name: RULES.button, exact: true }).click();
    const rules = page.getByRole('dialog', { name: RULES.title });
    await rules.getByLabel(RULES.scope).selectOption(String(ids['U10 Coed']));
    const crewSize = rules.getByLabel(RULES.inputLabel.crewSize, { exact: true });
    await expect(crewSize).toBeDisabled();
    await expect(crewSize).toHaveValue('1');
    await rules.getByRole('checkbox', { name: RULES.own(RULES.groups.crewSize) }).click();
    await crewSize.selectOption('2');
    await expect(rules.getByLabel(RULES.preset, { exact: true })).toHaveValue('league');
    await crewSize.scrollIntoViewIfNeeded();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/crew-rules-${viewport.width}.png`, fullPage: true });
    expect(await seriousViolations(page, '[role=dialog]')).toEqual([]);
    await rules.getByRole('button', { name: RULES.save }).click();
    await expect(toasts(page).filter({ hasText: RULES.saved })).toHaveCount(1);
    const divisionRules = async () => ok<DivisionRulesDto>(await league.api.get(`/api/divisions/${ids['U10 Coed']}/rules`));
    await expect.poll(async () => (await divisionRules()).crewSize).toBe(2);
    expect((await divisionRules()).overrides).toEqual(['crewSize']);
    await rules.getByRole('button', { name: RULES.cancel }).click();
    await expect(rules).toBeHidden();

    // League Settings: the referees' section, a bad value refused beside its field, then saved
    await page.getByRole('button', { name: ADMIN_TEXT.actions.leagueSettings, exact: true }).click();
    const settings = page.getByRole('dialog', { name: ADMIN_TEXT.settingsTitle });
    const referees = settings.getByRole('group', { name: S.refereesHeading });
    await expect(referees.getByRole('checkbox', { name: S.selfAssign })).not.toBeChecked();
    await referees.getByRole('checkbox', { name: S.selfAssign }).click();
    await referees.getByLabel(S.maxGamesPerDay).fill('3');
    await referees.getByLabel(S.autoDeclineHours).fill('12');
    await referees.getByLabel(S.currency).fill('cad');
    await settings.getByRole('button', { name: ADMIN_TEXT.saveSettings }).click();
    await expect(referees.getByLabel(S.autoDeclineHours)).toHaveAttribute('aria-invalid', 'true');
    await expect(referees).toContainText('must be between 24 and 720');
    await referees.getByLabel(S.currency).scrollIntoViewIfNeeded();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/crew-settings-${viewport.width}.png`, fullPage: true });
    expect(await seriousViolations(page, '[role=dialog]')).toEqual([]);
    await referees.getByLabel(S.autoDeclineHours).fill('48');
    await settings.getByRole('button', { name: ADMIN_TEXT.saveSettings }).click();
    const leagueNow = async () => ok<LeagueDto>(await league.api.get(`/api/leagues/by-slug/${league.slug}`));
    const loopSettings = async () => {
      const saved = await leagueNow();
      return [saved.selfAssign, saved.maxGamesPerDay, saved.autoDeclineHours, saved.currency];
    };
    await expect.poll(loopSettings).toEqual([true, 3, 48, 'CAD']);
    await settings.getByRole('button', { name: ADMIN_TEXT.cancel }).click();
    await expect(settings).toBeHidden();

    // The game's crew: the referee position is his (the game form's Referee), the second is open
    await page.getByRole('region', { name: ADMIN_TEXT.upcomingHeading }).locator('tr, li').filter({ hasText: seals.name }).getByRole('button', { name: ADMIN_TEXT.edit }).click();
    const dialog = page.getByRole('dialog', { name: ADMIN_TEXT.editGameTitle });
    await dialog.getByRole('tab', { name: CREW.tab }).click();
    const rows = dialog.getByTestId('game-crew').locator(':scope > li');
    await expect(rows).toHaveCount(2);
    const secondRow = rows.filter({ has: page.getByRole('heading', { name: CREW.positions.second }) });
    await expect(secondRow).toContainText(CREW.statuses.open);
    const picker = secondRow.getByLabel(CREW.picker(CREW.positions.second));

    // the referee of the game cannot hold the second position too: the 409's message beside the picker
    await picker.selectOption(String(first.id));
    await secondRow.getByRole('button', { name: CREW.offer }).click();
    await expect(secondRow.getByRole('alert')).not.toBeEmpty();
    expect(await seriousViolations(page, '[role=dialog]')).toEqual([]);

    await picker.selectOption(String(second.id));
    await secondRow.getByRole('button', { name: CREW.offer }).click();
    await expect(secondRow).toContainText(CREW.statuses.offered);
    await expect(secondRow).toContainText('Casey Ref');
    await expect(secondRow.getByRole('alert')).toHaveCount(0);
    const crew = await ok<CrewDto>(await league.api.get(`/api/games/${game.id}/crew`));
    expect(crew.crew.map((m) => [m.position, m.refereeId])).toEqual([
      ['referee', first.id],
      ['second', second.id],
    ]);
    expect(crew.crew[1]?.status).toBe('offered');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/crew-game-${viewport.width}.png`, fullPage: true });
    expect(await seriousViolations(page, '[role=dialog]')).toEqual([]);
    await api.dispose();
  });
}
