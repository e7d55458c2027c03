import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import type { LeagueDto } from '../common/schemas/league';
import { IMPORT_TEXT } from '../client/src/features/import/texts';
import { DEMO_ADMIN, SUPER_ADMIN, expect, test, uniqueUsername } from './fixtures';

// Spec 2.10, 5 and 8 (Import): the Import Data page — chooser, preview, import, results, toasts.

// A first page load (lazy chunks, sign-in check, league) can be slow on a busy machine.
const PAGE_LOAD = { timeout: 15_000 };

const FIXTURES = fileURLToPath(new URL('../fixtures/sports-connect/', import.meta.url));
const CLEAN_CSV = path.join(FIXTURES, 'fall-2026-schedule.csv');
const MESSY_CSV = path.join(FIXTURES, 'messy-export.csv');

function toasts(page: Page) {
  return page.getByRole('region', { name: /Notifications/, includeHidden: true }).getByRole('listitem', { includeHidden: true });
}

function fileInput(page: Page) {
  return page.locator('input[type="file"]');
}

function results(page: Page) {
  return page.getByRole('region', { name: /^(Preview|Import results)$/ });
}

let leagueCounter = 0;

// A league of its own with its own admin, so the counts are exact: the super admin creates both.
async function freshLeagueAdmin(request: APIRequestContext): Promise<{ slug: string; username: string; password: string }> {
  leagueCounter += 1;
  const slug = `import-e2e-${Date.now().toString(36)}-${process.pid}-${leagueCounter}`;
  const login = await request.post('/api/login', { data: SUPER_ADMIN });
  expect(login.ok(), await login.text()).toBe(true);
  const leagueRes = await request.post('/api/leagues', { data: { name: `Import League ${leagueCounter}`, slug } });
  expect(leagueRes.status(), await leagueRes.text()).toBe(201);
  const league = (await leagueRes.json()) as LeagueDto;
  const admin = { username: uniqueUsername('import-admin'), password: 'import-admin-pass' };
  const userRes = await request.post('/api/users', { data: { firstName: 'Iris', ...admin, role: 'admin', leagueId: league.id } });
  expect(userRes.ok(), await userRes.text()).toBe(true);
  return { slug: league.slug, ...admin };
}

test.describe('importing into an empty league', () => {
  let league: { slug: string; username: string; password: string };

  test.beforeEach(async ({ playwright, baseURL, page, loginAs }) => {
    const superAdmin = await playwright.request.newContext({ baseURL });
    league = await freshLeagueAdmin(superAdmin);
    await superAdmin.dispose();
    await loginAs(page, { username: league.username, password: league.password, leagueSlug: league.slug });
  });

  test('preview writes nothing, Import Data brings in the whole season, the dashboard shows it', async ({ page }) => {
    // The whole flow on three screens: preview, two imports, the dashboard.
    test.slow();
    // The dashboard first, so its (empty) lists are cached and must be reloaded by the import.
    await page.goto(`/${league.slug}/admin`);
    await expect(page.getByRole('heading', { name: 'League Administration' })).toBeVisible(PAGE_LOAD);
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Import Data' }).click();
    await expect(page).toHaveURL(`/${league.slug}/import`);
    await expect(page.getByRole('heading', { name: IMPORT_TEXT.pageTitle, level: 1 })).toBeVisible(PAGE_LOAD);
    await expect(page.getByRole('tab', { name: IMPORT_TEXT.tab })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: IMPORT_TEXT.formatHeading })).toBeVisible();
    await expect(page.getByText(IMPORT_TEXT.historyEmpty)).toBeVisible();
    await expect(fileInput(page)).toHaveAttribute('accept', '.csv,text/csv');

    await fileInput(page).setInputFiles(CLEAN_CSV);
    await expect(page.getByTestId('chosen-file-name')).toHaveText('fall-2026-schedule.csv');
    await expect(page.getByTestId('chosen-file-size')).toHaveText('5.9 KB');

    await page.getByRole('button', { name: IMPORT_TEXT.preview, exact: true }).click();
    await expect(results(page)).toHaveAttribute('data-kind', 'preview');
    await expect(results(page).getByRole('heading', { name: IMPORT_TEXT.previewHeading })).toBeVisible();
    await expect(results(page).getByText(IMPORT_TEXT.previewBadge)).toBeVisible();
    await expect(page.getByTestId('import-total-games')).toContainText('30 created');
    // A preview is a dry run: the league still has no games and no import in its history.
    const gamesAfterPreview = await page.request.get(`/api/leagues/${league.slug}/games`);
    expect(await gamesAfterPreview.json()).toEqual([]);
    await expect(page.getByText(IMPORT_TEXT.historyEmpty)).toBeVisible();

    await page.getByRole('button', { name: IMPORT_TEXT.importData, exact: true }).click();
    await expect(toasts(page).first()).toContainText(IMPORT_TEXT.completedTitle);
    await expect(toasts(page).first()).toContainText(IMPORT_TEXT.completedBody(30, 12, 4));
    await expect(results(page)).toHaveAttribute('data-kind', 'import');
    await expect(results(page).getByRole('heading', { name: IMPORT_TEXT.resultsHeading })).toBeVisible();
    await expect(page.getByTestId('import-total-games')).toContainText('30 created');
    await expect(page.getByTestId('import-total-games')).toContainText('0 updated');
    await expect(page.getByTestId('import-total-teams')).toContainText('12 created');
    await expect(page.getByTestId('import-total-fields')).toContainText('4 created');
    await expect(page.getByTestId('import-total-practices')).toContainText(IMPORT_TEXT.skipped(10));
    await expect(results(page).getByText(IMPORT_TEXT.noErrors)).toBeVisible();
    const history = page.getByTestId('import-history');
    await expect(history.getByRole('listitem')).toHaveCount(1);
    await expect(history).toContainText('fall-2026-schedule.csv');
    await expect(history).toContainText(IMPORT_TEXT.historySummary(30, 0, 0));

    // The same file again: nothing new, nothing changed.
    await page.getByRole('button', { name: IMPORT_TEXT.importData, exact: true }).click();
    await expect(toasts(page).first()).toContainText(IMPORT_TEXT.completedBody(0, 0, 0));
    await expect(page.getByTestId('import-total-games')).toContainText('0 created');
    await expect(history.getByRole('listitem')).toHaveCount(2);

    // Back on the dashboard without a reload: the cached lists were refreshed; times are the league's.
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Dashboard', exact: true }).click();
    await expect(page).toHaveURL(`/${league.slug}/admin`);
    // Row 10410: Silver Sharks v Green Vipers, 09/26/2026 10:30 AM, no scores (still scheduled).
    const scheduled = page.getByRole('row').filter({ hasText: 'Silver Sharks vs Green Vipers' }).filter({ hasText: 'Sep 26, 2026' });
    await expect(scheduled).toContainText('10:30 AM');
    await expect(scheduled).toContainText('Lincoln Elementary');
    // Row 10401 had both scores: a completed game with them.
    const completed = page.getByRole('row').filter({ hasText: 'Red Hawks vs Black Panthers' }).filter({ hasText: 'Sep 12, 2026' });
    await expect(completed).toContainText('14 - 7');
  });

  test('the messy export imports its good rows and lists the bad ones by row', async ({ page }) => {
    await page.goto(`/${league.slug}/import`);
    await expect(page.getByRole('heading', { name: IMPORT_TEXT.pageTitle, level: 1 })).toBeVisible(PAGE_LOAD);
    await fileInput(page).setInputFiles(MESSY_CSV);
    await page.getByRole('button', { name: IMPORT_TEXT.importData, exact: true }).click();
    await expect(toasts(page).first()).toContainText(IMPORT_TEXT.completedTitle);
    await expect(toasts(page).first()).toContainText(IMPORT_TEXT.completedRowErrors(4).trim());
    const rowErrors = page.getByTestId('import-row-errors').getByRole('listitem');
    await expect(rowErrors).toHaveText([
      'Row 10: impossible date "13/45/2026" (expected MM/DD/YYYY)',
      'Row 11: missing start time',
      'Row 13: row is cut short (7 of at least 9 columns)',
      'Row 15: Titans cannot play itself',
    ]);
    await expect(page.getByRole('heading', { name: IMPORT_TEXT.errorsHeading(4) })).toBeVisible();
    await expect(page.getByTestId('import-total-games')).toContainText('7 created');
    await expect(page.getByTestId('import-total-practices')).toContainText(IMPORT_TEXT.skipped(2));
  });
});

test.describe('refusals', () => {
  test.beforeEach(async ({ page, loginAs }) => {
    await loginAs(page, { ...DEMO_ADMIN, leagueSlug: 'demo' });
    await page.goto('/demo/import');
    await expect(page.getByRole('heading', { name: IMPORT_TEXT.pageTitle, level: 1 })).toBeVisible(PAGE_LOAD);
  });

  test('no file chosen: Preview and Import Data both ask for one', async ({ page }) => {
    await page.getByRole('button', { name: IMPORT_TEXT.importData, exact: true }).click();
    await expect(toasts(page).first()).toContainText(IMPORT_TEXT.noFileTitle);
    await expect(toasts(page).first()).toContainText(IMPORT_TEXT.noFileBody);
    await page.getByRole('button', { name: IMPORT_TEXT.preview, exact: true }).click();
    await expect(toasts(page).first()).toContainText(IMPORT_TEXT.noFileTitle);
    await expect(results(page)).toHaveCount(0);
  });

  test('a file that is not .csv is refused before it is sent', async ({ page }) => {
    await fileInput(page).setInputFiles({ name: 'schedule.xlsx', mimeType: 'application/octet-stream', buffer: Buffer.from('PK\u0003\u0004') });
    await expect(toasts(page).first()).toContainText(IMPORT_TEXT.wrongTypeTitle);
    await expect(page.getByText(IMPORT_TEXT.noFileChosen)).toBeVisible();
  });

  test("the server's refusal shows as 'Import failed' with its message", async ({ page }) => {
    await fileInput(page).setInputFiles({ name: 'empty.csv', mimeType: 'text/csv', buffer: Buffer.from('') });
    await expect(page.getByTestId('chosen-file-size')).toHaveText('0.0 KB');
    await page.getByRole('button', { name: IMPORT_TEXT.importData, exact: true }).click();
    await expect(toasts(page).first()).toContainText(IMPORT_TEXT.failedTitle);
    await expect(toasts(page).first()).toContainText('The file is empty');
    await expect(results(page)).toHaveCount(0);
  });
});
