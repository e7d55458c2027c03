import type { Browser, Page } from '@playwright/test';
import { REFEREES_TEXT as T } from '../client/src/features/referees/texts';
import { DEMO_ADMIN, expect, loginAs, test, uniqueUsername } from './fixtures';

// Spec 2.9, 4 (User role), 8 (Approvals): an admin approves, changes a password and removes.

function toasts(page: Page) {
  return page.getByRole('region', { name: /Notifications/, includeHidden: true }).getByRole('listitem', { includeHidden: true });
}

function rowOf(page: Page, text: string) {
  return page.getByRole('listitem').filter({ hasText: text });
}

async function signedInPage(browser: Browser, username: string, password: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginAs(page, { username, password, leagueSlug: 'demo' });
  return page;
}

test('an admin approves a pending referee, who then signs in to the referee dashboard', async ({ page, browser, createUser }) => {
  const referee = await createUser({ leagueSlug: 'demo', registerAsReferee: true, firstName: 'Pending', lastName: uniqueUsername('ref') });
  await loginAs(page, { ...DEMO_ADMIN, leagueSlug: 'demo' });
  await page.goto('/demo/pending-approvals');
  await expect(page.getByRole('heading', { name: T.pageTitle })).toBeVisible();
  const row = rowOf(page, referee.user.lastName!);
  await row.getByRole('button', { name: T.approveAsReferee }).click();
  await expect(toasts(page).first()).toContainText(T.roleUpdated);

  // the referee, in a browser of their own, now signs in and lands on the referee dashboard
  const refereePage = await (await browser.newContext()).newPage();
  await refereePage.goto('/demo/login');
  await refereePage.getByLabel('Username').fill(referee.username);
  await refereePage.getByLabel('Password').fill(referee.password);
  await refereePage.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(refereePage).toHaveURL(/\/demo\/referee$/);
  await expect(refereePage.getByRole('heading', { name: 'Referee Dashboard' })).toBeVisible();
  await refereePage.context().close();
});

test('a password change signs the referee out; Remove moves them back to pending', async ({ page, browser, createUser }) => {
  const lastName = uniqueUsername('pw');
  const referee = await createUser({ leagueSlug: 'demo', registerAsReferee: true, firstName: 'Changing', lastName });
  await loginAs(page, { ...DEMO_ADMIN, leagueSlug: 'demo' });
  const approve = await page.request.patch(`/api/users/${referee.user.id}/role`, { data: { role: 'referee' } });
  expect(approve.ok()).toBe(true);
  const refereePage = await signedInPage(browser, referee.username, referee.password);
  expect((await refereePage.request.get('/api/user')).status()).toBe(200);

  await page.goto('/demo/pending-approvals');
  await rowOf(page, lastName).getByRole('button', { name: T.changePassword }).click();
  const dialog = page.getByRole('dialog');
  const submit = dialog.getByRole('button', { name: T.changePassword });
  await expect(submit).toBeDisabled();
  await dialog.getByLabel(T.fields.newPassword).fill('a-brand-new-pass');
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(toasts(page).first()).toContainText(T.passwordChanged);
  // the referee's open session is over
  expect((await refereePage.request.get('/api/user')).status()).toBe(401);
  await refereePage.context().close();

  await rowOf(page, lastName).getByRole('button', { name: T.remove }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(T.removeConfirm);
  await confirm.getByRole('button', { name: T.remove }).click();
  await expect(toasts(page).first()).toContainText(T.refereeRemoved);
  await expect(page.getByRole('region', { name: /Pending Users/ }).getByRole('listitem').filter({ hasText: lastName })).toBeVisible();
});

test('Add Referee asks for the required fields, then adds the referee', async ({ page }) => {
  await loginAs(page, { ...DEMO_ADMIN, leagueSlug: 'demo' });
  await page.goto('/demo/pending-approvals');
  await page.getByRole('button', { name: T.addReferee }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: T.addReferee }).click();
  await expect(toasts(page).first()).toContainText(T.requiredFields);
  const username = uniqueUsername('added');
  await dialog.getByLabel(new RegExp(`^${T.fields.firstName}`)).fill('Added');
  await dialog.getByLabel(new RegExp(`^${T.fields.username}`)).fill(username);
  await dialog.getByLabel(new RegExp(`^${T.fields.password}`)).fill('added-ref-pass');
  await dialog.getByRole('button', { name: T.addReferee }).click();
  await expect(toasts(page).first()).toContainText(T.refereeAdded);
  await expect(rowOf(page, username)).toBeVisible();
});

test('a referee is denied the page', async ({ page }) => {
  await loginAs(page, { username: 'demo-ref2', password: 'demo-ref-pass', leagueSlug: 'demo' });
  await page.goto('/demo/pending-approvals');
  await expect(page.getByText('Access denied. Admin access required.')).toBeVisible();
});
