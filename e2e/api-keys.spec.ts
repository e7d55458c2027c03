import type { Page } from '@playwright/test';
import type { CheckSlugDto } from '../common/schemas/api-keys';
import { ACCESS_TEXT } from '../common/texts';
import { API_KEYS_TEXT } from '../client/src/features/api-keys/texts';
import { DEMO_ADMIN, SUPER_ADMIN, expect, test } from './fixtures';

// Spec 2.12, 5 and 8 (API keys): generate, see once, copy, use from outside, revoke.

const T = API_KEYS_TEXT;
const FULL_KEY = /^ffl_[a-f0-9]{16}_[A-Za-z0-9_-]{43}$/;

function toasts(page: Page) {
  return page.getByRole('region', { name: /Notifications/, includeHidden: true }).getByRole('listitem', { includeHidden: true });
}

function banner(page: Page) {
  return page.getByRole('region', { name: T.bannerHeading });
}

function shownKey(page: Page) {
  return banner(page).getByLabel(T.keyLabel);
}

function keyRow(page: Page, name: string) {
  return page.getByRole('region', { name: /^Issued keys/ }).getByRole('listitem', { name });
}

let counter = 0;
function uniqueKeyName(): string {
  counter += 1;
  return `E2E site ${Date.now().toString(36)}-${process.pid}-${counter}`;
}

async function generateKey(page: Page, name: string): Promise<void> {
  await page.getByLabel(T.nameLabel).fill(name);
  await page.getByRole('button', { name: T.generate }).click();
  await expect(toasts(page).first()).toContainText(T.generatedTitle);
  await expect(banner(page)).toBeVisible();
}

test('the super admin generates a key, sees it once, copies it, uses it and revokes it', async ({ page, context, request, baseURL, loginAs }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await loginAs(page, SUPER_ADMIN);
  await page.goto('/api-keys');
  await expect(page.getByRole('heading', { name: T.pageTitle, level: 1 })).toBeVisible();

  // The help card points at this very server.
  const help = page.getByRole('region', { name: T.helpHeading });
  await expect(help).toContainText('Authorization: Bearer');
  await expect(help).toContainText(`curl ${baseURL}/api/wordpress/leagues/check-slug/river-city`);
  await expect(help).toContainText(`curl -X POST ${baseURL}/api/wordpress/leagues/with-admin`);

  // Spec 5: a blank name generates nothing.
  await page.getByLabel(T.nameLabel).fill('   ');
  await page.getByRole('button', { name: T.generate }).click();
  await expect(toasts(page).first()).toContainText(T.blankNameBody);
  await expect(banner(page)).toHaveCount(0);

  const name = uniqueKeyName();
  await generateKey(page, name);
  await expect(toasts(page).first()).toContainText(T.generatedBody);
  await expect(page.getByLabel(T.nameLabel)).toHaveValue('');

  // Hidden by default; Show reveals the whole key, Hide masks it again.
  const masked = (await shownKey(page).textContent()) ?? '';
  expect(masked).toContain('•');
  expect(masked).not.toMatch(FULL_KEY);
  await banner(page).getByRole('button', { name: T.showKey }).click();
  const fullKey = (await shownKey(page).textContent()) ?? '';
  expect(fullKey).toMatch(FULL_KEY);
  await banner(page).getByRole('button', { name: T.hideKey }).click();
  await expect(shownKey(page)).toHaveText(masked);

  // Copy puts the full key on the clipboard, hidden or not.
  await banner(page).getByRole('button', { name: T.copy }).click();
  await expect(toasts(page).first()).toContainText(T.copiedTitle);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(fullKey);

  // The list shows the key by its id and last four characters only.
  const keyId = fullKey.split('_')[1]!;
  const row = keyRow(page, name);
  await expect(row).toContainText(T.active);
  await expect(row).toContainText(keyId);
  await expect(row).toContainText(T.maskedLastFour(fullKey.slice(-4)));
  await expect(row).toContainText('read');
  await expect(row).toContainText('write');
  await expect(row).toContainText(T.never);
  await expect(row).not.toContainText(fullKey);

  // The external site uses it: the demo league's address is taken.
  const auth = { Authorization: `Bearer ${fullKey}` };
  const check = await request.get('/api/wordpress/leagues/check-slug/demo', { headers: auth });
  expect(check.status(), await check.text()).toBe(200);
  expect((await check.json()) as CheckSlugDto).toMatchObject({ normalizedSlug: 'demo', available: false, reason: 'taken' });

  // Seen once: after a reload the key is nowhere on the page; the list now shows when it was used.
  await page.reload();
  await expect(keyRow(page, name)).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  expect(await page.content()).not.toContain(fullKey.split('_').slice(2).join('_'));
  await expect(keyRow(page, name)).not.toContainText(T.never);

  // Revoke asks first; Cancel keeps the key.
  await keyRow(page, name).getByRole('button', { name: T.revoke }).click();
  const dialog = page.getByRole('alertdialog', { name: T.revokeTitle(name) });
  await expect(dialog).toContainText(T.revokeConfirm);
  await dialog.getByRole('button', { name: T.cancel }).click();
  await expect(dialog).toHaveCount(0);
  await expect(keyRow(page, name)).toContainText(T.active);

  await keyRow(page, name).getByRole('button', { name: T.revoke }).click();
  await page.getByRole('alertdialog', { name: T.revokeTitle(name) }).getByRole('button', { name: T.revoke }).click();
  await expect(toasts(page).first()).toContainText(T.revokedTitle);
  await expect(keyRow(page, name)).toContainText(T.revoked);
  await expect(keyRow(page, name).getByRole('button', { name: T.revoke })).toHaveCount(0);

  // A revoked key fails on the very next call.
  const refused = await request.get('/api/wordpress/leagues/check-slug/demo', { headers: auth });
  expect(refused.status()).toBe(401);
  expect(((await refused.json()) as { message: string }).message).toBeTruthy();
});

test('when the browser refuses the clipboard, Copy Failed shows the key to copy by hand; Dismiss drops it', async ({ page, loginAs }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')) },
    });
  });
  await loginAs(page, SUPER_ADMIN);
  await page.goto('/api-keys');
  const name = uniqueKeyName();
  await generateKey(page, name);

  await banner(page).getByRole('button', { name: T.copy }).click();
  await expect(toasts(page).first()).toContainText(T.copyFailedTitle);
  await expect(shownKey(page)).toHaveText(FULL_KEY);
  const fullKey = (await shownKey(page).textContent()) ?? '';

  await banner(page).getByRole('button', { name: T.dismiss }).click();
  await expect(banner(page)).toHaveCount(0);
  await expect(page.getByText(fullKey)).toHaveCount(0);
  await expect(keyRow(page, name)).toContainText(T.active);

  // Leave nothing usable behind.
  const revoked = await page.request.delete(`/api/auth/api-keys/${fullKey.split('_')[1]}`);
  expect(revoked.ok(), await revoked.text()).toBe(true);
});

// The page's gate for a visitor, an admin and a super admin is routing.spec.ts's; here what an admin
// still cannot reach: the form, and the list through the API.
test('only a super admin manages keys', async ({ page, loginAs }) => {
  await loginAs(page, { ...DEMO_ADMIN, leagueSlug: 'demo' });
  await page.goto('/api-keys');
  await expect(page.getByText(ACCESS_TEXT.apiKeysSuperAdminRequired)).toBeVisible();
  await expect(page.getByLabel(T.nameLabel)).toHaveCount(0);
  // The server agrees: the list is refused to an admin.
  const list = await page.request.get('/api/auth/api-keys');
  expect(list.status()).toBe(403);
});
