import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import type { LeagueDto } from '../common/schemas/league';
import { ROSTER_IMPORT_TEXT as T } from '../client/src/features/import/roster-texts';
import { IMPORT_TEXT } from '../client/src/features/import/texts';
import { SUPER_ADMIN, expect, seriousViolations, test, uniqueUsername } from './fixtures';

// Issue 49 (decision 079): the Import page's Rosters tab. The demo league's teams are not the
// fixture's, so each test makes a league of its own with the fixture's twelve teams (its schedule
// imported through the API), then the admin previews the roster export (counts, the unknown team's
// row left out, the player without a number to check), imports it, and a second preview says
// every row unchanged. axe finds nothing serious at 1280x800 and 390x844.
// FFL_SHOTS_DIR=<dir> also saves the screen at both sizes, to look at.

const SHOTS = process.env.FFL_SHOTS_DIR;
const SIZES = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];
const PAGE_LOAD = { timeout: 15_000 };
const FIXTURES = fileURLToPath(new URL('../fixtures/sports-connect/', import.meta.url));

async function ok(response: APIResponse): Promise<unknown> {
  expect(response.ok(), `${response.url()} -> ${response.status()} ${await response.text()}`).toBe(true);
  return response.json();
}

// A league of its own, its admin, and the fixture's teams in their divisions.
async function leagueWithTeams(request: APIRequestContext, tag: string): Promise<{ slug: string; username: string; password: string }> {
  const slug = `rosters-e2e-${Date.now().toString(36)}-${process.pid}-${tag}`;
  await ok(await request.post('/api/login', { data: SUPER_ADMIN }));
  const league = (await ok(await request.post('/api/leagues', { data: { name: `Roster League ${tag}`, slug } }))) as LeagueDto;
  const admin = { username: uniqueUsername('roster-admin'), password: 'roster-admin-pass' };
  await ok(await request.post('/api/users', { data: { firstName: 'Rosa', ...admin, role: 'admin', leagueId: league.id } }));
  const schedule = fs.readFileSync(`${FIXTURES}fall-2026-schedule.csv`);
  await ok(await request.post('/api/import/sports-connect', { multipart: { leagueSlug: slug, csvFile: { name: 'fall-2026-schedule.csv', mimeType: 'text/csv', buffer: schedule } } }));
  return { slug, ...admin };
}

for (const size of SIZES) {
  test(`an admin previews and imports the roster export at ${size.width}x${size.height}; axe clean`, async ({ playwright, baseURL, page, loginAs }) => {
    test.slow();
    const superAdmin = await playwright.request.newContext({ baseURL });
    const league = await leagueWithTeams(superAdmin, String(size.width));
    await superAdmin.dispose();
    await page.setViewportSize(size);
    await loginAs(page, { username: league.username, password: league.password, leagueSlug: league.slug });

    await page.goto(`/${league.slug}/import`);
    await expect(page.getByRole('heading', { name: IMPORT_TEXT.pageTitle, level: 1 })).toBeVisible(PAGE_LOAD);
    await page.getByRole('tab', { name: T.tab }).click();
    await expect(page.getByRole('heading', { name: T.chooserHeading })).toBeVisible();
    await page.locator('input[type="file"]').setInputFiles(`${FIXTURES}fall-2026-rosters.csv`);
    await expect(page.getByTestId('chosen-file-name')).toHaveText('fall-2026-rosters.csv');

    await page.getByRole('button', { name: T.preview, exact: true }).click();
    const results = page.getByTestId('roster-results');
    await expect(results).toHaveAttribute('data-kind', 'preview');
    await expect(results.getByText(T.previewBadge)).toBeVisible();
    await expect(page.getByTestId('roster-total-players')).toContainText('103 new');
    await expect(page.getByTestId('roster-total-players')).toContainText('1 dropped');
    await expect(page.getByTestId('roster-total-coaches')).toContainText('14 invited');
    await expect(page.getByTestId('roster-refused').getByRole('listitem')).toHaveText(['Row 120 · Theo Marsh, Falcons: unknown team "Falcons" in division "U12 Coed"']);
    await expect(page.getByTestId('roster-notes').getByRole('listitem')).toHaveText(['Row 118 · Sam Whitfield, Red Hawks: no jersey number yet: imported without one']);
    expect(await seriousViolations(page)).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/roster-import-preview-${size.width}.png`, fullPage: true });

    await page.getByRole('button', { name: T.importRosters, exact: true }).click();
    await expect(results).toHaveAttribute('data-kind', 'import');
    await expect(page.getByRole('region', { name: /Notifications/, includeHidden: true }).getByRole('listitem', { includeHidden: true }).first()).toContainText(T.completedTitle);
    await expect(page.getByTestId('roster-total-coaches')).toContainText('14 invited');

    // the same file again: every row as it is
    await page.getByRole('button', { name: T.preview, exact: true }).click();
    await expect(results).toHaveAttribute('data-kind', 'preview');
    await expect(page.getByTestId('roster-total-players')).toContainText('104 unchanged');
    await expect(page.getByTestId('roster-total-coaches')).toContainText('14 unchanged');
    expect(await seriousViolations(page)).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/roster-import-again-${size.width}.png`, fullPage: true });
  });
}
