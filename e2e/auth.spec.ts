import type { BrowserContext, Page } from '@playwright/test';
import type { MailMessageDto, MailOutboxDto } from '../common/schemas/mail';
import { AUTH_TEXT, SERVER_TEXT } from '../common/texts';
import { DEMO_ADMIN, DEMO_FAN, DEMO_REF1, DEMO_REF2, SUPER_ADMIN, expect, seriousViolations, test, uniqueUsername } from './fixtures';

// Spec 2.3, 5, 8: the login and registration screen, its toasts, and where each role lands.

// The toast list. includeHidden: while a modal dialog is open Radix marks the rest of the page
// aria-hidden (the toast is still on screen and announced through its own live region).
function toasts(page: Page) {
  return page
    .getByRole('region', { name: /Notifications/, includeHidden: true })
    .getByRole('listitem', { includeHidden: true });
}

async function submitLogin(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

test.describe('login lands each role on its page', () => {
  test('admin -> /demo/admin', async ({ page }) => {
    await page.goto('/demo/login');
    await submitLogin(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
    await expect(page).toHaveURL('/demo/admin');
    await expect(page.getByRole('heading', { name: 'League Administration' })).toBeVisible();
    await expect(toasts(page).first()).toContainText(AUTH_TEXT.loginSuccessTitle);
    await expect(toasts(page).first()).toContainText(/Welcome back, .+!/);
  });

  test('referee -> /demo/referee', async ({ page }) => {
    await page.goto('/demo/login');
    await submitLogin(page, DEMO_REF1.username, DEMO_REF1.password);
    await expect(page).toHaveURL('/demo/referee');
    await expect(page.getByRole('heading', { name: 'Referee Dashboard' })).toBeVisible();
  });

  test('fan -> /demo', async ({ page }) => {
    await page.goto('/demo/login');
    await submitLogin(page, DEMO_FAN.username, DEMO_FAN.password);
    await expect(page).toHaveURL('/demo');
    await expect(page.getByRole('heading', { name: 'DEMO LEAGUE' })).toBeVisible();
  });

  test('the bare /login uses the league of the signed-in user', async ({ page }) => {
    await page.goto('/login');
    await submitLogin(page, DEMO_ADMIN.username, DEMO_ADMIN.password);
    await expect(page).toHaveURL('/demo/admin');
  });
});

test.describe('login screen', () => {
  test('shows the league name, the benefits on wide screens and the two tabs', async ({ page }) => {
    await page.goto('/demo/login');
    await expect(page.getByRole('heading', { name: 'Demo League', level: 2 })).toBeVisible();
    await expect(page.getByText('Real-time game scoring')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Register' })).toBeVisible();
  });

  test('hides the marketing panel on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/demo/login');
    await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();
    await expect(page.getByText('Real-time game scoring')).toBeHidden();
  });

  test('empty fields: Error / Please fill in all fields, one toast at a time', async ({ page }) => {
    await page.goto('/demo/login');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(toasts(page).first()).toContainText('Error');
    await expect(toasts(page).first()).toContainText(AUTH_TEXT.fillAllFields);
    await expect(toasts(page)).toHaveCount(1);
  });

  test('wrong password: Login failed with the server message', async ({ page }) => {
    await page.goto('/demo/login');
    await submitLogin(page, DEMO_ADMIN.username, 'not-the-password');
    await expect(toasts(page).first()).toContainText(AUTH_TEXT.loginFailedTitle);
    await expect(toasts(page).first()).toContainText(SERVER_TEXT.invalidCredentials);
    await expect(page).toHaveURL('/demo/login');
  });

  test('logout goes to the league home and forgets the session', async ({ page, loginAs }) => {
    await loginAs(page, { ...DEMO_ADMIN, leagueSlug: 'demo' });
    await page.goto('/demo/admin');
    // The app is signed out at once and sends the logout after. Its answer reaches the page only once
    // the browser has done its Clear-Site-Data, service worker included: a page opened before that
    // would race the clearing (decision 043).
    const answered = page.context().waitForEvent('response', (response) => new URL(response.url()).pathname === '/api/logout');
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/demo');
    expect((await answered).status()).toBe(204);
    await page.goto('/demo/admin');
    await expect(page).toHaveURL(/\/demo\/login\?returnTo=/);
  });
});

test.describe('registration', () => {
  test('a fan account: Registration submitted, then the Login tab with the username filled in', async ({ page }) => {
    const username = uniqueUsername('fan');
    await page.goto('/demo/login');
    await page.getByRole('tab', { name: 'Register' }).click();
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill('fan-password-1');
    await page.getByRole('button', { name: 'Register', exact: true }).click();

    await expect(toasts(page).first()).toContainText(AUTH_TEXT.registrationSubmittedTitle);
    await expect(toasts(page).first()).toContainText(AUTH_TEXT.registrationFanBody);
    await expect(page.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Username')).toHaveValue(username);

    // A fan can sign in at once.
    await page.getByLabel('Password').fill('fan-password-1');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL('/demo');
  });

  test('a referee account waits for approval', async ({ page }) => {
    const username = uniqueUsername('ref');
    await page.goto('/demo/login');
    await page.getByRole('tab', { name: 'Register' }).click();
    await page.getByLabel('First Name').fill('Riley');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Email').fill(`${username}@example.com`);
    await page.getByLabel('Password').fill('ref-password-1');
    await page.getByLabel('Register as a referee').check();
    await page.getByRole('button', { name: 'Register', exact: true }).click();

    await expect(toasts(page).first()).toContainText(AUTH_TEXT.registrationSubmittedTitle);
    await expect(toasts(page).first()).toContainText(AUTH_TEXT.registrationPendingBody);

    // Pending accounts cannot sign in yet; the server says why.
    await page.getByLabel('Password').fill('ref-password-1');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(toasts(page).first()).toContainText(AUTH_TEXT.loginFailedTitle);
    await expect(toasts(page).first()).toContainText(/pending admin approval/);
  });

  test('username and password are required', async ({ page }) => {
    await page.goto('/demo/login');
    await page.getByRole('tab', { name: 'Register' }).click();
    await page.getByLabel('Username').fill(uniqueUsername('nopass'));
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(toasts(page).first()).toContainText(AUTH_TEXT.registerRequired);
  });

  test('a taken username: Registration failed with the server message', async ({ page }) => {
    await page.goto('/demo/login');
    await page.getByRole('tab', { name: 'Register' }).click();
    await page.getByLabel('Username').fill(DEMO_FAN.username);
    await page.getByLabel('Password').fill('another-password-1');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(toasts(page).first()).toContainText(AUTH_TEXT.registrationFailedTitle);
  });
});

test.describe('reset password', () => {
  // Forgot Password on the login page, filled in and sent; the dialog, to look at afterwards.
  async function sendReset(page: Page, fields: { username: string; email: string; password: string }) {
    await page.goto('/demo/login');
    await page.getByRole('button', { name: 'Forgot Password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset Password' });
    await dialog.getByLabel('Username').fill(fields.username);
    await dialog.getByLabel('Email').fill(fields.email);
    await dialog.getByLabel('New Password').fill(fields.password);
    await dialog.getByRole('button', { name: 'Reset Password' }).click();
    return dialog;
  }

  // Issue 47 (decision 065): the new password waits for the link mailed to the account. The e2e server
  // has no SMTP_URL, so the mail stays in the outbox, where the super admin's Mail API reads it.
  async function mailedTo(root: BrowserContext, address: string, kind: string): Promise<MailMessageDto | null> {
    const list = (await (await root.request.get('/api/mail/outbox?limit=200')).json()) as MailOutboxDto;
    const found = list.messages.find((message) => message.to === address && message.kind === kind);
    return found ? ((await (await root.request.get(`/api/mail/outbox/${found.id}`)).json()) as MailMessageDto) : null;
  }

  test("mails a link, closes and clears the dialog; the old password works until the link's button sets the new one", async ({ page, playwright, baseURL, createUser, signedInContext }) => {
    const user = await createUser({ leagueSlug: 'demo', email: `${uniqueUsername('mail')}@example.com` });
    const dialog = await sendReset(page, { username: user.username, email: user.user.email ?? '', password: 'brand-new-pass-1' });

    await expect(toasts(page).first()).toContainText(AUTH_TEXT.resetRequestedTitle);
    await expect(toasts(page).first()).toContainText(AUTH_TEXT.resetRequestedBody);
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Forgot Password?' }).click();
    await expect(page.getByRole('dialog', { name: 'Reset Password' }).getByLabel('Username')).toHaveValue('');
    await page.keyboard.press('Escape');

    // until the link's button, the old password signs in and the new one does not
    const api = await playwright.request.newContext({ baseURL });
    const signInWith = async (password: string) => (await api.post('/api/login', { data: { username: user.username, password, leagueSlug: 'demo' } })).status();
    expect(await signInWith(user.password)).toBe(200);
    expect(await signInWith('brand-new-pass-1')).toBe(401);

    const root = await signedInContext(SUPER_ADMIN);
    const mail = await mailedTo(root, user.user.email!, 'password-reset');
    expect(mail?.subject).toBe('Confirm your new password');
    const link = new URL(mail!.links.find((href) => href.includes('/api/reset-password/confirm?token='))!);
    await page.goto(link.pathname + link.search);
    await expect(page.getByRole('heading', { name: 'Set your new password' })).toBeVisible();
    await expect(page.getByText(user.username)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await signInWith(user.password)).toBe(200);

    await page.getByRole('button', { name: 'Set my new password' }).click();
    await expect(page.getByRole('heading', { name: AUTH_TEXT.resetSuccessTitle })).toBeVisible();
    await expect(page.getByRole('status')).toContainText(AUTH_TEXT.resetSuccessBody);
    expect(await signInWith(user.password)).toBe(401);
    await api.dispose();

    await page.getByRole('link', { name: 'Go to sign in' }).click();
    await expect(page).toHaveURL('/demo/login');
    await submitLogin(page, user.username, 'brand-new-pass-1');
    await expect(page).toHaveURL('/demo');
  });

  test('all fields are required', async ({ page }) => {
    await page.goto('/demo/login');
    await page.getByRole('button', { name: 'Forgot Password?' }).click();
    await page.getByRole('dialog').getByLabel('Username').fill('someone');
    await page.getByRole('dialog').getByRole('button', { name: 'Reset Password' }).click();
    await expect(toasts(page).first()).toContainText(AUTH_TEXT.resetRequired);
  });

  test('a wrong email: the same answer, and nothing is mailed', async ({ page, signedInContext }) => {
    const dialog = await sendReset(page, { username: DEMO_FAN.username, email: 'nobody@example.com', password: 'whatever-pass-1' });
    await expect(toasts(page).first()).toContainText(AUTH_TEXT.resetRequestedTitle);
    await expect(dialog).toBeHidden();
    expect(await mailedTo(await signedInContext(SUPER_ADMIN), 'nobody@example.com', 'password-reset')).toBeNull();
  });

  // decisions 004 and 065: only fan and parent accounts reset themselves; a referee's owner is mailed
  // to ask the league's admin, and the answer says nothing of it
  test("a referee's reset: the same answer, no change, and a mail to ask the league's admin", async ({ page, playwright, baseURL, signedInContext }) => {
    const dialog = await sendReset(page, { username: DEMO_REF2.username, email: 'morgan.ref@example.com', password: 'taken-over-pass-1' });
    await expect(toasts(page).first()).toContainText(AUTH_TEXT.resetRequestedTitle);
    await expect(toasts(page).first()).toContainText(AUTH_TEXT.resetRequestedBody);
    await expect(dialog).toBeHidden();
    const mail = await mailedTo(await signedInContext(SUPER_ADMIN), 'morgan.ref@example.com', 'password-reset-refused');
    expect(mail?.text).toContain("ask your league's admin to change it for you");
    const api = await playwright.request.newContext({ baseURL });
    expect((await api.post('/api/login', { data: { ...DEMO_REF2, leagueSlug: 'demo' } })).status()).toBe(200);
    await api.dispose();
  });
});
