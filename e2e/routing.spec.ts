import { ACCESS_TEXT } from '../common/texts';
import { DEMO_ADMIN, DEMO_FAN, DEMO_REF1, SUPER_ADMIN, SUSPENDED_LEAGUE_SLUG, expect, test } from './fixtures';

// Spec 2.1, 2.2, 2.13: the route table, its guards and the league pages.

test('a guarded page sends a signed-out visitor to the league login and back after signing in', async ({ page }) => {
  await page.goto('/demo/admin');
  await expect(page).toHaveURL('/demo/login?returnTo=%2Fdemo%2Fadmin');
  await page.getByLabel('Username').fill(DEMO_ADMIN.username);
  await page.getByLabel('Password').fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL('/demo/admin');
  await expect(page.getByRole('heading', { name: 'League Administration' })).toBeVisible();
});

test('a referee is not an admin: the slug admin page sends them to the login', async ({ page, loginAs }) => {
  await loginAs(page, { ...DEMO_REF1, leagueSlug: 'demo' });
  await page.goto('/demo/admin');
  await expect(page).toHaveURL('/demo/login?returnTo=%2Fdemo%2Fadmin');
});

test('bare forms send signed-out visitors to /login with the path remembered', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL('/login?returnTo=%2Fadmin');
  await page.goto('/referee');
  await expect(page).toHaveURL('/login?returnTo=%2Freferee');
});

test('League Not Found lists the available leagues', async ({ page }) => {
  await page.goto('/no-such-league');
  await expect(page.getByRole('heading', { name: ACCESS_TEXT.leagueNotFoundTitle })).toBeVisible();
  const demo = page.getByRole('link', { name: /Demo League/ });
  await expect(demo).toHaveAttribute('href', '/demo');
  await demo.click();
  await expect(page).toHaveURL('/demo');
  await expect(page.getByRole('heading', { name: 'DEMO LEAGUE' })).toBeVisible();
});

test('League Suspended lists only active leagues', async ({ page }) => {
  await page.goto(`/${SUSPENDED_LEAGUE_SLUG}`);
  await expect(page.getByRole('heading', { name: ACCESS_TEXT.leagueSuspendedTitle })).toBeVisible();
  await expect(page.getByRole('link', { name: /Demo League/ })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(`/${SUSPENDED_LEAGUE_SLUG}`) })).toHaveCount(0);
});

test('a suspended league blocks its login page too', async ({ page }) => {
  await page.goto(`/${SUSPENDED_LEAGUE_SLUG}/login`);
  await expect(page.getByRole('heading', { name: ACCESS_TEXT.leagueSuspendedTitle })).toBeVisible();
});

test('unknown routes show the fallback page', async ({ page }) => {
  await page.goto('/demo/no/such/page');
  await expect(page.getByText(ACCESS_TEXT.fallbackNotFound, { exact: true })).toBeVisible();
});

test('the public scoreboard has Referee and Admin links and the league title', async ({ page }) => {
  await page.goto('/demo/parent');
  await expect(page.getByRole('heading', { name: 'DEMO LEAGUE' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Referee' })).toHaveAttribute('href', '/demo/referee');
  await expect(page.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/demo/admin');
});

test('/ shows the league-less scoreboard when leagues exist', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'FLAG FOOTBALL LEAGUE' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Demo League/ })).toBeVisible();
});

test('the bare referee page denies a fan', async ({ page, loginAs }) => {
  await loginAs(page, { ...DEMO_FAN, leagueSlug: 'demo' });
  await page.goto('/referee');
  await expect(page.getByText(ACCESS_TEXT.refereeRequired)).toBeVisible();
});

test('pending approvals deny a referee', async ({ page, loginAs }) => {
  await loginAs(page, { ...DEMO_REF1, leagueSlug: 'demo' });
  await page.goto('/pending-approvals');
  await expect(page.getByText(ACCESS_TEXT.adminRequired)).toBeVisible();
});

test('an admin reaches pending approvals and import in the league', async ({ page, loginAs }) => {
  await loginAs(page, { ...DEMO_ADMIN, leagueSlug: 'demo' });
  await page.goto('/demo/pending-approvals');
  await expect(page.getByRole('heading', { name: 'Pending User Approvals' })).toBeVisible();
  await page.goto('/demo/import');
  await expect(page.getByRole('heading', { name: 'Import Data' })).toBeVisible();
});

test('API keys: signed out, an admin, a super admin', async ({ page, loginAs }) => {
  await page.goto('/api-keys');
  await expect(page.getByText(ACCESS_TEXT.apiKeysLoggedOut)).toBeVisible();

  await loginAs(page, { ...DEMO_ADMIN, leagueSlug: 'demo' });
  await page.goto('/api-keys');
  await expect(page.getByText(ACCESS_TEXT.apiKeysSuperAdminRequired)).toBeVisible();

  await loginAs(page, SUPER_ADMIN);
  await page.goto('/api-keys');
  await expect(page.getByRole('heading', { name: 'API Keys' })).toBeVisible();
  await page.goto('/leagues');
  await expect(page.getByRole('heading', { name: 'League Management' })).toBeVisible();
});

test('the fan page invites signed-out visitors to sign in', async ({ page }) => {
  await page.goto('/demo/fan');
  await expect(page.getByRole('heading', { name: 'Join the Fan Community' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/demo/login?returnTo=%2Fdemo%2Ffan');
});

test('the admin mobile menu holds the navigation', async ({ page, loginAs }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page, { ...DEMO_ADMIN, leagueSlug: 'demo' });
  await page.goto('/demo/admin');
  await expect(page.getByRole('link', { name: 'Manage Referees' })).toBeHidden();
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('link', { name: 'Manage Referees' }).click();
  await expect(page).toHaveURL('/demo/pending-approvals');
});
