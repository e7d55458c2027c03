import type { Page } from '@playwright/test';
import { presetProfile, type RulesProfile } from '../common/game-rules/rules-profile';
import type { DivisionRulesDto } from '../common/schemas/rules';
import { RULES_PROFILE_TEXT as TEXT } from '../client/src/features/rules-profile/texts';
import { expect, loginAs, seriousViolations, test } from './fixtures';
import { divideLeague, freshLeague, leagueUser, ok, type Team } from './scoreboard-helpers';

// Issue 37: the admin's rules profile, from the league dashboard: a rule book fills every field,
// a change makes it custom, a bad value is refused beside its field; a division takes one field
// over and gives it back. At 1280x800 and 390x844, axe clean.
const SHOTS = process.env.FFL_SHOTS_DIR;
const PHONE = { width: 390, height: 844 };

function toasts(page: Page) {
  return page.getByRole('region', { name: /Notifications/, includeHidden: true }).getByRole('listitem', { includeHidden: true });
}

for (const viewport of [{ width: 1280, height: 800 }, PHONE]) {
  test(`the league's rules and a division's override at ${viewport.width}x${viewport.height}`, async ({ page, playwright, baseURL }) => {
    test.setTimeout(90_000);
    const api = await playwright.request.newContext({ baseURL });
    const league = await freshLeague(api, ['Harbor Seals', 'Mountain Goats', 'River Otters', 'Prairie Dogs']);
    const [seals, goats, otters, dogs] = league.teams as [Team, Team, Team, Team];
    const ids = await divideLeague(league, { 'U10 Coed': [seals, goats], 'U12 Coed': [otters, dogs] });
    await page.setViewportSize(viewport);
    await loginAs(page, await leagueUser(league, 'admin'));
    await page.goto(`/${league.slug}/admin`);
    await page.getByRole('button', { name: TEXT.button, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: TEXT.title });
    const preset = dialog.getByLabel(TEXT.preset, { exact: true });
    await expect(preset).toHaveValue('custom');
    const rulesOf = async () => ok<RulesProfile>(await league.api.get(`/api/leagues/${league.slug}/rules`));

    // a rule book fills every field
    await preset.selectOption('adult-7v7');
    await expect(dialog.getByLabel(TEXT.inputLabel.mercyPoints)).toHaveValue('19');
    await expect(dialog.getByLabel(TEXT.inputLabel.mercyFrom)).toHaveValue('secondHalf');
    await expect(dialog.getByRole('checkbox', { name: TEXT.inputLabel.twoMinuteWarning })).toBeChecked();
    await expect(dialog.getByLabel(TEXT.inputLabel.forfeitWinner)).toHaveValue('21');
    await expect(dialog.getByLabel(TEXT.inputLabel.playClock)).toHaveValue('30');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/rules-league-${viewport.width}.png`, fullPage: true });
    expect(await seriousViolations(page, '[role=dialog]')).toEqual([]);
    await dialog.getByRole('button', { name: TEXT.save }).click();
    await expect(toasts(page).filter({ hasText: TEXT.saved })).toHaveCount(1);
    await expect.poll(rulesOf).toEqual(presetProfile('adult-7v7'));

    // a change shows custom; a bad value is refused beside its field and in the toast, nothing saved
    await dialog.getByLabel(TEXT.inputLabel.mercyPoints).fill('6');
    await expect(preset).toHaveValue('custom');
    await dialog.getByRole('button', { name: TEXT.save }).click();
    const refusal = `${TEXT.inputLabel.mercyPoints} must be from 7 to 99`;
    await expect(toasts(page).filter({ hasText: refusal })).toHaveCount(1);
    await expect(dialog.getByLabel(TEXT.inputLabel.mercyPoints)).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog).toContainText('must be from 7 to 99');
    expect(await seriousViolations(page, '[role=dialog]')).toEqual([]);
    expect((await rulesOf()).mercy.points).toBe(19);
    await dialog.getByLabel(TEXT.inputLabel.mercyPoints).fill('28');
    await dialog.getByRole('button', { name: TEXT.save }).click();
    await expect.poll(async () => (await rulesOf()).mercy).toEqual({ points: 28, from: 'secondHalf', autoEnd: true });
    expect((await rulesOf()).preset).toBe('custom');

    // U10 follows the league, then takes the play clock over
    await dialog.getByLabel(TEXT.scope).selectOption(String(ids['U10 Coed']));
    await expect(preset).toHaveValue('league');
    const playClock = dialog.getByLabel(TEXT.inputLabel.playClock);
    await expect(playClock).toBeDisabled();
    await expect(playClock).toHaveValue('30');
    await dialog.getByRole('checkbox', { name: TEXT.own(TEXT.groups.playClockSeconds) }).click();
    await playClock.fill('40');
    await expect(preset).toHaveValue('custom');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/rules-division-${viewport.width}.png`, fullPage: true });
    expect(await seriousViolations(page, '[role=dialog]')).toEqual([]);
    await dialog.getByRole('button', { name: TEXT.save }).click();
    const divisionRules = async () => ok<DivisionRulesDto>(await league.api.get(`/api/divisions/${ids['U10 Coed']}/rules`));
    await expect.poll(async () => (await divisionRules()).overrides).toEqual(['playClockSeconds']);
    expect(await divisionRules()).toMatchObject({ playClockSeconds: 40, mercy: { points: 28 } });

    // and gives it back: the division follows its league in everything again
    await expect(dialog.getByRole('checkbox', { name: TEXT.own(TEXT.groups.playClockSeconds) })).toBeChecked();
    await preset.selectOption('league');
    await expect(playClock).toHaveValue('30');
    await dialog.getByRole('button', { name: TEXT.save }).click();
    await expect.poll(async () => (await divisionRules()).overrides).toEqual([]);
    await api.dispose();
  });
}
