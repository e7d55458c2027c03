import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import type { MailMessageDto, MailOutboxDto } from '../common/schemas/mail';
import { MAIL_FOLLOW_TEXT as MAIL } from '../client/src/features/scoreboard/mail-follow-texts';
import { FOLLOW_TEXT as FOLLOW } from '../client/src/features/scoreboard/texts';
import { MAIL_FOLLOW_TEXT as PAGES } from '../server/modules/follows/texts';
import { expect as baseExpect, seriousViolations, test } from './fixtures';
import { act, boardHydrated, createGame, freshLeague, ok, type Team } from './scoreboard-helpers';

// Issue 47 (decision 062): a visitor follows a team by email from the scoreboard's bell, with no
// account and no notifications: the form, the "check your email" answer, then the page of the link
// the server mailed (the e2e server has no SMTP_URL: the message waits in the outbox, read here
// through the super admin's Mail API) and its button, which confirms. An iPhone's Safari outside
// the Home Screen, which cannot get notifications, is offered the emails by the bell itself.

const RESULTS_DIR = path.join(path.dirname(new URL(import.meta.url).pathname), '..', 'test-results');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(RESULTS_DIR, name), fullPage: true });
}

async function liveLeague(api: APIRequestContext) {
  const league = await freshLeague(api, ['Black Panthers', 'Red Hawks']);
  const [panthers, hawks] = league.teams as [Team, Team];
  const game = await createGame(league, panthers, hawks, '2026-05-02T14:00:00Z', { field: 'North Field' });
  await act(league, game.id, { type: 'startGame' });
  return { league, panthers, hawks };
}

// The confirmation link mailed to this address, as the super admin's Mail page shows it.
async function confirmationLink(api: APIRequestContext, address: string): Promise<string> {
  let id: number | undefined;
  await expect
    .poll(async () => {
      const outbox = await ok<MailOutboxDto>(await api.get('/api/mail/outbox?limit=200'));
      id = outbox.messages.find((m) => m.to === address && m.kind === 'follow-confirm')?.id;
      return id;
    })
    .toBeDefined();
  const message = await ok<MailMessageDto>(await api.get(`/api/mail/outbox/${id}`));
  const link = message.links.find((l) => l.includes('/mail-follows/confirm?token='));
  expect(link).toBeDefined();
  // the message's link is PUBLIC_URL's (http://localhost:<port> by default); the test opens it here
  const url = new URL(link!);
  return url.pathname + url.search;
}

test.describe('following a team by email', () => {
  test('at 390x844 the bell offers Get emails; the form is sent, and the mailed link\'s page confirms', async ({ page, playwright, baseURL }) => {
    await page.setViewportSize(PHONE);
    const api = await playwright.request.newContext({ baseURL });
    const { league, panthers } = await liveLeague(api);
    const address = `parent-${Date.now().toString(36)}@families.example.org`;

    await page.goto(`/${league.slug}`);
    await boardHydrated(page);
    const open = page.getByTestId('live-game').getByRole('button', { name: MAIL.open(panthers.name), exact: true });
    await expect(open).toBeInViewport();
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await screenshot(page, 'mail-follow-board-390x844.png');
    await open.click();

    const dialog = page.getByRole('dialog', { name: MAIL.title });
    await expect(dialog).toBeVisible();
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    // the address field has the focus; the team and every kind are checked
    const email = dialog.getByLabel(MAIL.email);
    await expect(email).toBeFocused();
    await expect(dialog.getByRole('checkbox', { name: panthers.name })).toBeChecked();
    for (const label of Object.values(MAIL.kindLabels)) await expect(dialog.getByRole('checkbox', { name: label })).toBeChecked();

    // sent empty: said beside the field, nothing posted
    await dialog.getByRole('button', { name: MAIL.submit }).click();
    await expect(dialog.getByText(MAIL.emailRequired)).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');

    await email.fill(address);
    await dialog.getByRole('checkbox', { name: MAIL.kindLabels.news }).click();
    await expect(dialog.getByRole('checkbox', { name: MAIL.kindLabels.news })).not.toBeChecked();
    await screenshot(page, 'mail-follow-dialog-390x844.png');
    expect(await seriousViolations(page, '[data-testid="mail-follow-dialog"]')).toEqual([]);
    // the whole dialog is within the phone's width
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);

    const posted = page.waitForResponse((r) => r.url().endsWith(`/api/leagues/${league.slug}/mail-follows`) && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: MAIL.submit }).click();
    const answer = await posted;
    expect(answer.status()).toBe(202);
    expect(answer.request().postDataJSON()).toEqual({ email: address, teamIds: [panthers.id], kinds: ['kickoff', 'score', 'final', 'moved', 'cancelled', 'reminder'] });
    await expect(dialog.getByRole('heading', { name: MAIL.sentTitle })).toBeFocused();
    await expect(dialog.getByText(MAIL.sent(address))).toBeVisible();
    await screenshot(page, 'mail-follow-sent-390x844.png');
    expect(await seriousViolations(page, '[data-testid="mail-follow-dialog"]')).toEqual([]);
    await dialog.getByRole('button', { name: MAIL.done }).click();
    await expect(dialog).toHaveCount(0);
    await expect(open).toBeFocused();

    // the link of the mail: its page asks, its button confirms
    await page.goto(await confirmationLink(api, address));
    await expect(page.getByRole('heading', { name: PAGES.confirmPage.title, level: 1 })).toBeVisible();
    await expect(page.getByText(PAGES.confirmPage.ask(address, `Scoreboard ${league.slug}`, panthers.name))).toBeVisible();
    await screenshot(page, 'mail-follow-confirm-390x844.png');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: PAGES.confirmPage.button }).click();
    await expect(page.getByRole('heading', { name: PAGES.confirmPage.doneTitle, level: 1 })).toBeVisible();
    await expect(page.getByText(PAGES.confirmPage.done(address, panthers.name))).toBeVisible();
    await screenshot(page, 'mail-follow-confirmed-390x844.png');
    expect(await seriousViolations(page)).toEqual([]);

    // its manage link: the teams and kinds as chosen
    await page.getByRole('link', { name: PAGES.links.manage }).click();
    await expect(page.getByRole('heading', { name: PAGES.managePage.title(`Scoreboard ${league.slug}`), level: 1 })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: panthers.name })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: PAGES.kinds.news })).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: PAGES.kinds.final })).toBeChecked();
    await screenshot(page, 'mail-follow-manage-390x844.png');
    expect(await seriousViolations(page)).toEqual([]);
    await api.dispose();
  });

  test("on an iPhone's Safari outside the Home Screen, the bell itself offers the emails", async ({ browser, playwright, baseURL }) => {
    const api = await playwright.request.newContext({ baseURL });
    const { league, panthers } = await liveLeague(api);
    const context = await browser.newContext({ viewport: PHONE, userAgent: IPHONE_SAFARI });
    await context.addInitScript(() => {
      delete (window as { PushManager?: unknown }).PushManager;
    });
    const page = await context.newPage();
    await page.goto(`/${league.slug}`);
    await boardHydrated(page);
    const bell = page.getByTestId('live-game').getByRole('button', { name: FOLLOW.follow(panthers.name), exact: true });
    await bell.click();
    const dialog = page.getByRole('dialog', { name: MAIL.title });
    await expect(dialog.getByText(FOLLOW.homeScreen, { exact: true })).toBeVisible();
    await expect(dialog.getByLabel(MAIL.email)).toBeFocused();
    // the board stays in the page's tree: its bell still says it follows nothing
    await expect(bell).toHaveAttribute('aria-pressed', 'false');
    await screenshot(page, 'mail-follow-iphone-390x844.png');
    expect(await seriousViolations(page, '[data-testid="mail-follow-dialog"]')).toEqual([]);
    // Escape closes it and gives the focus back to the bell
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(bell).toBeFocused();
    await context.close();
    await api.dispose();
  });

  test('in Team Statistics at 1280x800, Get emails opens the form under the bell', async ({ page, playwright, baseURL }) => {
    await page.setViewportSize(DESKTOP);
    const api = await playwright.request.newContext({ baseURL });
    const { league, panthers } = await liveLeague(api);
    await page.goto(`/${league.slug}`);
    await boardHydrated(page);
    await page.getByTestId('live-game').getByRole('button', { name: panthers.name, exact: true }).click();
    const stats = page.getByRole('dialog');
    const open = stats.getByRole('button', { name: MAIL.openShort, exact: true });
    await open.click();
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    const panel = stats.getByRole('region', { name: MAIL.title });
    await expect(panel.getByRole('checkbox', { name: panthers.name })).toBeChecked();
    await panel.getByLabel(MAIL.email).fill(`grandparent-${Date.now().toString(36)}@families.example.org`);
    await screenshot(page, 'mail-follow-stats-1280x800.png');
    expect(await seriousViolations(page)).toEqual([]);
    await panel.getByRole('button', { name: MAIL.submit }).click();
    await expect(panel.getByRole('heading', { name: MAIL.sentTitle })).toBeVisible();
    await page.setViewportSize(PHONE);
    await screenshot(page, 'mail-follow-stats-sent-390x844.png');
    expect(await seriousViolations(page)).toEqual([]);
    await api.dispose();
  });
});
