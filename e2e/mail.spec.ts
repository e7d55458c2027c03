import { MAIL_PAGE_TEXT as T } from '../client/src/features/mail/texts';
import { SUPER_ADMIN_REQUIRED_TEXT } from '../client/src/app/constants';
import { DEMO_ADMIN, DEMO_REF1, SUPER_ADMIN, createDemoGame, expect, seriousViolations, test } from './fixtures';

// Issue 47 (decision 061): the e2e server has no SMTP_URL, so a referee's assignment stays in the
// outbox as "not sent: no mail server", and the super admin's Mail page lists it and shows its text
// and links.

test('the super admin reads a kept assignment on the Mail page; a league admin may not open it', async ({ page, signedInContext, loginAs }) => {
  const admin = await signedInContext(DEMO_ADMIN);
  const referee = await signedInContext(DEMO_REF1);
  const refereeId = ((await (await referee.request.get('/api/user')).json()) as { id: number }).id;
  await createDemoGame(admin.request, { refereeId });

  await loginAs(page, SUPER_ADMIN);
  await page.goto('/mail');
  await expect(page.getByRole('heading', { name: T.pageTitle, level: 1 })).toBeVisible();
  await page.getByLabel(T.stateFilter).selectOption('no_server');
  const outbox = page.getByRole('region', { name: T.outboxHeading });
  const row = outbox.getByRole('row').filter({ hasText: 'assignment' }).first();
  await expect(row).toBeVisible();
  await expect(row).toContainText(T.states.no_server);
  await row.getByRole('button').click();
  const message = page.getByRole('region', { name: T.messageHeading });
  // issue 48: the assignment is the crew offer, with its Accept and Decline links
  await expect(message).toContainText('You are offered the referee position');
  await expect(message.getByRole('listitem').filter({ hasText: /\/demo\/referee$/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const adminPage = await admin.newPage();
  await adminPage.goto('/mail');
  await expect(adminPage.getByText(SUPER_ADMIN_REQUIRED_TEXT)).toBeVisible();
});
