import type { APIRequestContext, Page } from '@playwright/test';
import type { MailMessageDto, MailOutboxDto } from '../common/schemas/mail';
import { ADMIN_TEXT } from '../client/src/features/admin/texts';
import { COACHES_TEXT } from '../client/src/features/coaches/texts';
import { COACH_TEXT } from '../server/modules/rosters/coach-texts';
import { expect, loginAs, seriousViolations, test, uniqueUsername } from './fixtures';
import { freshLeague, leagueUser, ok } from './scoreboard-helpers';

// Issue 49 (decision 077): the admin invites a team's coach from Manage Teams (the form's own error,
// the invitation waiting with its expiry), the mailed link (read from the outbox: the e2e server has
// no SMTP_URL) opens the server's page, whose form makes the coach's account; he signs in on the
// login page and lands on /{slug}/coach. Every screen axe-clean at 1280x800 and 390x844.
const SHOTS = process.env.FFL_SHOTS_DIR;
test.describe.configure({ timeout: 120_000 });

function toasts(page: Page) {
  return page.getByRole('region', { name: /Notifications/, includeHidden: true }).getByRole('listitem', { includeHidden: true });
}

// The invitation link mailed to this address, as the super admin's Mail API shows it (its path).
async function invitationLink(api: APIRequestContext, address: string): Promise<string> {
  let id: number | undefined;
  await expect
    .poll(async () => {
      const outbox = await ok<MailOutboxDto>(await api.get('/api/mail/outbox?limit=200'));
      id = outbox.messages.find((m) => m.to === address && m.kind === 'coach-invitation')?.id;
      return id;
    })
    .toBeDefined();
  const message = await ok<MailMessageDto>(await api.get(`/api/mail/outbox/${id}`));
  const link = message.links.find((l) => l.includes('/api/coach-invitation?token='));
  expect(link).toBeDefined();
  const url = new URL(link!);
  return url.pathname + url.search;
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width}x${viewport.height} the admin invites a coach, whose mailed link makes his account and who lands on his home`, async ({ page, browser, playwright, baseURL }) => {
    test.slow();
    const api = await playwright.request.newContext({ baseURL });
    const league = await freshLeague(api, ['Harbor Seals', 'Mountain Goats']);
    const [seals] = league.teams;
    await page.setViewportSize(viewport);
    await loginAs(page, await leagueUser(league, 'admin'));
    await page.goto(`/${league.slug}/admin`);

    await page.getByRole('button', { name: ADMIN_TEXT.actions.manageTeams }).click();
    const teams = page.getByRole('dialog', { name: ADMIN_TEXT.teamsTitle });
    await teams.getByRole('button', { name: COACHES_TEXT.openFor(seals!.name) }).click();
    const coaches = page.getByRole('dialog', { name: COACHES_TEXT.title(seals!.name) });
    await expect(coaches.getByText(COACHES_TEXT.noCoaches)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // blank: the form's sentence beside the fields, nothing sent
    await coaches.getByRole('button', { name: COACHES_TEXT.invite }).click();
    await expect(coaches.getByText(COACHES_TEXT.required).first()).toBeVisible();
    await expect(coaches.getByLabel(COACHES_TEXT.email)).toHaveAttribute('aria-invalid', 'true');
    expect(await seriousViolations(page)).toEqual([]);

    const address = `coach-${Date.now().toString(36)}-${viewport.width}@clubs.example.org`;
    await coaches.getByLabel(COACHES_TEXT.email).fill(address);
    await coaches.getByLabel(COACHES_TEXT.firstName).fill('Isaac');
    await coaches.getByLabel(COACHES_TEXT.lastName).fill('Lopez');
    await coaches.getByLabel(COACHES_TEXT.roleLabel).selectOption('assistant');
    await coaches.getByRole('button', { name: COACHES_TEXT.invite }).click();
    await expect(toasts(page).filter({ hasText: COACHES_TEXT.invited })).toHaveCount(1);
    const waiting = coaches.getByRole('list', { name: COACHES_TEXT.invitations });
    await expect(waiting.getByRole('listitem')).toHaveText([new RegExp(`Isaac Lopez\\s*\\(${COACHES_TEXT.role.assistant}\\)\\s*${address.replace(/\./g, '\\.')}\\s*Link valid until`)]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    expect(await seriousViolations(page)).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/coaches-dialog-${viewport.width}.png` });

    // the coach, on a device of his own: the mailed link's page
    const own = await browser.newContext({ baseURL, viewport });
    const coachPage = await own.newPage();
    await coachPage.goto(await invitationLink(league.api, address));
    await expect(coachPage.getByRole('heading', { name: COACH_TEXT.page.title(seals!.name) })).toBeVisible();
    await expect(coachPage.getByLabel(COACH_TEXT.page.firstName)).toHaveValue('Isaac');
    expect(await seriousViolations(coachPage)).toEqual([]);
    if (SHOTS) await coachPage.screenshot({ path: `${SHOTS}/coach-invitation-${viewport.width}.png`, fullPage: true });

    // a password too short: the form again, its error tied to the field
    const username = uniqueUsername('coach');
    await coachPage.getByLabel(COACH_TEXT.page.username).fill(username);
    await coachPage.getByLabel(COACH_TEXT.page.password).fill('short');
    await coachPage.getByRole('button', { name: COACH_TEXT.page.button }).click();
    await expect(coachPage.getByRole('alert')).toContainText('Password must be at least 8 characters');
    await expect(coachPage.getByLabel(COACH_TEXT.page.password)).toHaveAttribute('aria-invalid', 'true');
    await expect(coachPage.getByLabel(COACH_TEXT.page.username)).toHaveValue(username);
    expect(await seriousViolations(coachPage)).toEqual([]);
    if (SHOTS) await coachPage.screenshot({ path: `${SHOTS}/coach-invitation-error-${viewport.width}.png`, fullPage: true });

    await coachPage.getByLabel(COACH_TEXT.page.password).fill('coach-pass-1');
    await coachPage.getByRole('button', { name: COACH_TEXT.page.button }).click();
    await expect(coachPage.getByRole('heading', { name: COACH_TEXT.page.doneTitle })).toBeVisible();
    expect(await seriousViolations(coachPage)).toEqual([]);
    if (SHOTS) await coachPage.screenshot({ path: `${SHOTS}/coach-invitation-done-${viewport.width}.png`, fullPage: true });

    // the login page, then his home
    await coachPage.getByRole('link', { name: COACH_TEXT.page.signIn }).click();
    await expect(coachPage).toHaveURL(`/${league.slug}/login`);
    await coachPage.getByLabel('Username').fill(username);
    await coachPage.getByLabel('Password').fill('coach-pass-1');
    await coachPage.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(coachPage).toHaveURL(`/${league.slug}/coach`);
    if (SHOTS) await coachPage.screenshot({ path: `${SHOTS}/coach-home-${viewport.width}.png` });

    // the admin's list: the coach now, no invitation waiting
    await page.reload();
    await page.getByRole('button', { name: ADMIN_TEXT.actions.manageTeams }).click();
    await teams.getByRole('button', { name: COACHES_TEXT.openFor(seals!.name) }).click();
    await expect(coaches.getByRole('list', { name: COACHES_TEXT.coaches }).getByRole('listitem')).toHaveText([new RegExp(`Isaac Lopez\\s*${COACHES_TEXT.role.assistant} · ${address.replace(/\./g, '\\.')}`)]);
    await expect(coaches.getByRole('list', { name: COACHES_TEXT.invitations })).toHaveCount(0);
    await own.close();
  });
}
