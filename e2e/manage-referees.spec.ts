import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import type { ManagedUserDto } from '../common/schemas/users';
import { ACCESS_TEXT, SERVER_TEXT } from '../common/texts';
import { REFEREES_TEXT } from '../client/src/features/manage-referees/texts';
import { DEMO_ADMIN, DEMO_REF1, SUPER_ADMIN, expect, test, uniqueUsername } from './fixtures';

// Spec 2.9, 4 (User role), 5 (Add Referee, Change password), 8 (Approvals): the Manage Referees page.
// The demo league is shared by every spec, so each test makes its own users and finds them by
// their unique username or email.

const PAGE = '/demo/pending-approvals';

// The toast list; includeHidden because an open modal marks the rest of the page aria-hidden.
function toasts(page: Page): Locator {
  return page
    .getByRole('region', { name: /Notifications/, includeHidden: true })
    .getByRole('listitem', { includeHidden: true });
}

function pendingSection(page: Page): Locator {
  return page.getByRole('region', { name: /^Pending Users \(\d+\)$/ });
}

function group(page: Page, name: 'Administrators' | 'Referees'): Locator {
  return page.getByRole('region', { name: new RegExp(`^${name} \\(\\d+\\)$`) });
}

// The row showing this exact text (an email in Pending Users, a username in the groups).
function rowOf(section: Locator, text: string): Locator {
  return section.getByRole('listitem').filter({ has: section.page().getByText(text, { exact: true }) });
}

async function openAsAdmin(page: Page): Promise<void> {
  const signIn = await page.request.post('/api/login', { data: { ...DEMO_ADMIN, leagueSlug: 'demo' } });
  expect(signIn.ok()).toBe(true);
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { name: REFEREES_TEXT.pageTitle, level: 1 })).toBeVisible();
}

// A referee or admin made through the API by the signed-in admin of `request`.
async function addUserThroughApi(request: APIRequestContext, role: 'referee' | 'admin', prefix: string) {
  const username = uniqueUsername(prefix);
  const password = `${prefix}-pass-1`;
  const res = await request.post('/api/users', {
    data: { firstName: 'Casey', lastName: prefix, email: `${username}@example.com`, username, password, role },
  });
  expect(res.status()).toBe(201);
  return { ...((await res.json()) as ManagedUserDto), password };
}

async function registerPendingReferee(request: APIRequestContext, prefix: string) {
  const username = uniqueUsername(prefix);
  const email = `${username}@example.com`;
  const password = 'pending-pass-1';
  const res = await request.post('/api/register', {
    data: { username, password, email, firstName: 'Penny', lastName: prefix, leagueSlug: 'demo', registerAsReferee: true },
  });
  expect(res.status()).toBe(201);
  return { username, email, password };
}

// A second browser: another person on another device.
async function secondPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

test('an admin approves a pending referee, who then signs in to the referee dashboard', async ({ page, browser, baseURL }) => {
  const referee = await registerPendingReferee(page.request, 'approve');
  const refereePage = await secondPage(browser, baseURL);
  // Spec 4: a pending account cannot sign in yet.
  const refused = await refereePage.request.post('/api/login', { data: { username: referee.username, password: referee.password } });
  expect(refused.ok()).toBe(false);

  await openAsAdmin(page);
  const row = rowOf(pendingSection(page), referee.email);
  await expect(row).toContainText(`Penny approve`);
  await expect(row).toContainText('Pending');
  await expect(row).toContainText(/Requested [A-Z][a-z]{2} \d{1,2}, \d{4}/);
  await row.getByRole('button', { name: REFEREES_TEXT.approveAsReferee }).click();

  await expect(toasts(page).first()).toContainText(REFEREES_TEXT.roleUpdated);
  await expect(rowOf(pendingSection(page), referee.email)).toHaveCount(0);
  const approved = rowOf(group(page, 'Referees'), referee.username);
  await expect(approved).toContainText(referee.email);
  await expect(approved).toContainText('Referee');

  await refereePage.goto('/demo/login');
  await refereePage.getByLabel('Username').fill(referee.username);
  await refereePage.getByLabel('Password').fill(referee.password);
  await refereePage.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(refereePage).toHaveURL('/demo/referee');
  await expect(refereePage.getByRole('heading', { name: 'Referee Dashboard' })).toBeVisible();
  await refereePage.context().close();
});

test('Make Admin moves a pending user into Administrators', async ({ page }) => {
  const user = await registerPendingReferee(page.request, 'mkadmin');
  await openAsAdmin(page);
  await rowOf(pendingSection(page), user.email).getByRole('button', { name: REFEREES_TEXT.makeAdmin }).click();

  await expect(toasts(page).first()).toContainText(REFEREES_TEXT.roleUpdated);
  await expect(rowOf(group(page, 'Administrators'), user.username)).toContainText('Admin');
  await expect(rowOf(pendingSection(page), user.email)).toHaveCount(0);
});

test('Add Referee: required fields, a referee, an admin, a taken username', async ({ page }) => {
  await openAsAdmin(page);
  await page.getByRole('button', { name: REFEREES_TEXT.addReferee }).click();
  const dialog = page.getByRole('dialog', { name: REFEREES_TEXT.addReferee });
  await expect(dialog.getByRole('radio', { name: 'Referee' })).toBeChecked();
  await expect(dialog.getByLabel('Email')).toHaveAttribute('type', 'email');

  // Spec 5: first name, username and password are required.
  await dialog.getByLabel('First Name').fill('Avery');
  await dialog.getByLabel('Username').fill(uniqueUsername('nopass'));
  await dialog.getByRole('button', { name: REFEREES_TEXT.addReferee }).click();
  await expect(toasts(page).first()).toContainText(REFEREES_TEXT.requiredFields);
  await expect(dialog).toBeVisible();

  const refereeName = uniqueUsername('added');
  await dialog.getByLabel('Last Name').fill('Added');
  await dialog.getByLabel('Email').fill(`${refereeName}@example.com`);
  await dialog.getByLabel('Username').fill(refereeName);
  await dialog.getByLabel('Password').fill('added-pass-1');
  await dialog.getByRole('button', { name: REFEREES_TEXT.addReferee }).click();
  await expect(toasts(page).first()).toContainText(REFEREES_TEXT.refereeAdded);
  await expect(dialog).toBeHidden();
  const added = rowOf(group(page, 'Referees'), refereeName);
  await expect(added).toContainText('Avery Added');
  await expect(added).toContainText(`${refereeName}@example.com`);

  // The dialog opens empty again; this time an admin.
  const adminName = uniqueUsername('addadm');
  await page.getByRole('button', { name: REFEREES_TEXT.addReferee }).click();
  await expect(dialog.getByLabel('Username')).toHaveValue('');
  await dialog.getByLabel('First Name').fill('Blake');
  await dialog.getByLabel('Username').fill(adminName);
  await dialog.getByLabel('Password').fill('added-pass-1');
  await dialog.getByRole('radio', { name: 'Admin' }).check();
  await dialog.getByRole('button', { name: REFEREES_TEXT.addReferee }).click();
  await expect(toasts(page).first()).toContainText(REFEREES_TEXT.refereeAdded);
  await expect(rowOf(group(page, 'Administrators'), adminName)).toContainText('Blake');

  // Spec 8: the failure toast carries the server's message.
  await page.getByRole('button', { name: REFEREES_TEXT.addReferee }).click();
  await dialog.getByLabel('First Name').fill('Again');
  await dialog.getByLabel('Username').fill(refereeName);
  await dialog.getByLabel('Password').fill('added-pass-1');
  await dialog.getByRole('button', { name: REFEREES_TEXT.addReferee }).click();
  await expect(toasts(page).first()).toContainText(REFEREES_TEXT.addFailed);
  await expect(toasts(page).first()).toContainText(SERVER_TEXT.usernameTaken);
  await expect(dialog).toBeVisible();

  // The added referee signs in at once.
  const signIn = await page.context().request.fetch('/api/login', { method: 'POST', data: { username: refereeName, password: 'added-pass-1' } });
  expect(signIn.ok()).toBe(true);
});

test('Edit: Edit Referee / Update Referee, Edit Administrator / Update User', async ({ page }) => {
  await openAsAdmin(page);
  const referee = await addUserThroughApi(page.request, 'referee', 'edit');
  const admin = await addUserThroughApi(page.request, 'admin', 'editadm');
  await page.reload();

  await rowOf(group(page, 'Administrators'), admin.username).getByRole('button', { name: REFEREES_TEXT.edit }).click();
  const adminDialog = page.getByRole('dialog', { name: REFEREES_TEXT.editAdministrator });
  await expect(adminDialog.getByRole('button', { name: REFEREES_TEXT.updateUser })).toBeVisible();
  await adminDialog.getByRole('button', { name: REFEREES_TEXT.cancel }).click();
  await expect(adminDialog).toBeHidden();

  await rowOf(group(page, 'Referees'), referee.username).getByRole('button', { name: REFEREES_TEXT.edit }).click();
  const dialog = page.getByRole('dialog', { name: REFEREES_TEXT.editReferee });
  await expect(dialog.getByLabel('Username')).toHaveValue(referee.username);
  await expect(dialog.getByLabel('First Name')).toHaveValue('Casey');
  await dialog.getByLabel('First Name').fill('Robin');
  await dialog.getByLabel('Email').fill(`robin-${referee.username}@example.com`);
  await dialog.getByRole('button', { name: REFEREES_TEXT.updateReferee }).click();

  await expect(toasts(page).first()).toContainText(REFEREES_TEXT.refereeUpdated);
  await expect(dialog).toBeHidden();
  const row = rowOf(group(page, 'Referees'), referee.username);
  await expect(row).toContainText('Robin edit');
  await expect(row).toContainText(`robin-${referee.username}@example.com`);

  // A blank first name is refused before the call.
  await row.getByRole('button', { name: REFEREES_TEXT.edit }).click();
  await dialog.getByLabel('First Name').fill('');
  await dialog.getByRole('button', { name: REFEREES_TEXT.updateReferee }).click();
  await expect(toasts(page).first()).toContainText(REFEREES_TEXT.requiredFields);
  await expect(dialog).toBeVisible();
});

test("Change Password: disabled while empty, and the referee's open session is signed out", async ({ page, browser, baseURL }) => {
  await openAsAdmin(page);
  const referee = await addUserThroughApi(page.request, 'referee', 'passwd');
  await page.reload();

  const refereePage = await secondPage(browser, baseURL);
  const signIn = await refereePage.request.post('/api/login', { data: { username: referee.username, password: referee.password } });
  expect(signIn.ok()).toBe(true);
  expect((await refereePage.request.get('/api/user')).status()).toBe(200);

  await rowOf(group(page, 'Referees'), referee.username).getByRole('button', { name: REFEREES_TEXT.changePassword }).click();
  const dialog = page.getByRole('dialog', { name: REFEREES_TEXT.changePassword });
  const submit = dialog.getByRole('button', { name: REFEREES_TEXT.changePassword });
  await expect(submit).toBeDisabled();
  await dialog.getByLabel('New Password').fill('x');
  await expect(submit).toBeEnabled();
  await dialog.getByLabel('New Password').fill('');
  await expect(submit).toBeDisabled();

  // Too short: the server's message in the failure toast, the dialog stays.
  await dialog.getByLabel('New Password').fill('short');
  await submit.click();
  await expect(toasts(page).first()).toContainText(REFEREES_TEXT.passwordChangeFailed);
  await expect(toasts(page).first()).toContainText(/at least 8 characters/);
  await expect(dialog).toBeVisible();

  await dialog.getByLabel('New Password').fill('changed-pass-1');
  await submit.click();
  await expect(toasts(page).first()).toContainText(REFEREES_TEXT.passwordChanged);
  await expect(dialog).toBeHidden();

  expect((await refereePage.request.get('/api/user')).status()).toBe(401);
  const oldPassword = await refereePage.request.post('/api/login', { data: { username: referee.username, password: referee.password } });
  expect(oldPassword.ok()).toBe(false);
  const newPassword = await refereePage.request.post('/api/login', { data: { username: referee.username, password: 'changed-pass-1' } });
  expect(newPassword.ok()).toBe(true);
  await refereePage.context().close();
});

test('Remove asks first, then moves the referee back to pending', async ({ page }) => {
  await openAsAdmin(page);
  const referee = await addUserThroughApi(page.request, 'referee', 'remove');
  await page.reload();

  const row = rowOf(group(page, 'Referees'), referee.username);
  await row.getByRole('button', { name: REFEREES_TEXT.remove }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(REFEREES_TEXT.removeConfirm);

  // Cancel changes nothing.
  await confirm.getByRole('button', { name: REFEREES_TEXT.cancel }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: REFEREES_TEXT.remove }).click();
  await confirm.getByRole('button', { name: REFEREES_TEXT.remove }).click();
  await expect(toasts(page).first()).toContainText(REFEREES_TEXT.refereeRemoved);
  await expect(rowOf(group(page, 'Referees'), referee.username)).toHaveCount(0);
  await expect(rowOf(pendingSection(page), referee.email!)).toContainText('Pending');
});

test('your own row offers no Remove, and the server refuses your own role change', async ({ page }) => {
  await openAsAdmin(page);
  const own = rowOf(group(page, 'Administrators'), DEMO_ADMIN.username);
  await expect(own.getByRole('button', { name: REFEREES_TEXT.changePassword })).toBeVisible();
  await expect(own.getByRole('button', { name: REFEREES_TEXT.edit })).toBeVisible();
  await expect(own.getByRole('button', { name: REFEREES_TEXT.remove })).toHaveCount(0);
  // Remove is a change of role to pending: asked directly, the server says no.
  const me = (await (await page.request.get('/api/user')).json()) as { id: number };
  const refused = await page.request.patch(`/api/users/${me.id}/role`, { data: { role: 'pending' } });
  expect(refused.status()).toBe(403);
  // server/modules/users/texts.ts USERS_TEXT.ownRole
  expect(await refused.json()).toEqual({ message: 'You cannot change your own role' });
});

test('the navigation of spec 2.9, with League Management only for a super admin', async ({ page, loginAs }) => {
  await openAsAdmin(page);
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await expect(nav.getByRole('link')).toHaveText(['Dashboard', 'Referee Dashboard', 'Manage Referees', 'Scoreboard']);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

  await loginAs(page, SUPER_ADMIN);
  await page.goto(PAGE);
  await expect(nav.getByRole('link', { name: 'League Management' })).toBeVisible();
  await expect(page.getByRole('heading', { name: REFEREES_TEXT.pageTitle, level: 1 })).toBeVisible();
});

test('on a phone the menu holds the navigation and no button is cut off', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await registerPendingReferee(page.request, 'phone');
  await openAsAdmin(page);
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.locator('#admin-mobile-menu').getByRole('link')).toHaveText([
    'Dashboard',
    'Referee Dashboard',
    'Manage Referees',
    'Scoreboard',
  ]);
  await page.getByRole('button', { name: 'Menu' }).click();

  await expect(pendingSection(page).getByRole('button', { name: REFEREES_TEXT.approveAsReferee }).first()).toBeVisible();
  const clipped = await page
    .getByRole('main')
    .getByRole('button')
    .evaluateAll((buttons) => buttons.filter((b) => b.scrollWidth > b.clientWidth + 1).map((b) => b.textContent));
  expect(clipped).toEqual([]);
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth).toBeLessThanOrEqual(390);
});

test('a referee is denied the page', async ({ page, loginAs }) => {
  await loginAs(page, { ...DEMO_REF1, leagueSlug: 'demo' });
  await page.goto(PAGE);
  await expect(page.getByText(ACCESS_TEXT.adminRequired)).toBeVisible();
  await expect(page.getByRole('heading', { name: REFEREES_TEXT.pageTitle })).toHaveCount(0);
});
