import type { APIResponse } from '@playwright/test';
import type { UserDto } from '../common/schemas/auth';
import type { LeagueDto } from '../common/schemas/league';
import { PAY_TEXT as T } from '../client/src/features/pay/texts';
import { createDemoGame, DEMO_ADMIN, DEMO_REF1, expect, seriousViolations, test } from './fixtures';

// Issue 48: the demo league's admin sets the league's default referee rate on the pay page; a game of
// this test (its referee accepted, then completed by the admin's edit, so its console never ran) has
// an approved report; the pay page lists its line as unpaid ("The console did not run"), the admin
// marks it as played off the console with a note, and the line is paid at the rate. The CSV link
// names the period. axe finds nothing serious at 1280x800 and 390x844.
// FFL_SHOTS_DIR=<dir> also saves the screen at both sizes, to look at.

const SHOTS = process.env.FFL_SHOTS_DIR;
const SIZES = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

async function ok<R>(response: APIResponse): Promise<R> {
  expect(response.ok(), `${response.url()} -> ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as R;
}

for (const size of SIZES) {
  test(`an admin sets a rate, marks a game played off the console and sees it paid at ${size.width}x${size.height}; axe clean`, async ({ signedInContext }) => {
    const admin = await signedInContext(DEMO_ADMIN, size);
    const referee = await signedInContext(DEMO_REF1);
    const me = await ok<UserDto>(await referee.request.get('/api/user'));
    // a game of today (within 90 minutes of now): the pay page opens on the current month
    const game = await createDemoGame(admin.request, { nearNow: true, refereeId: me.id });
    try {
      await ok(await referee.request.post(`/api/games/${game.id}/crew/referee/accept`, { data: {} }));
      await ok(await admin.request.patch(`/api/games/${game.id}/state`, { data: { status: 'completed' } }));
      await ok(await referee.request.post(`/api/games/${game.id}/report`, { data: { sportsmanship: { home: 4, away: 5 }, incidents: [], noShows: [], fieldCondition: 'good' } }));
      await ok(await admin.request.post(`/api/games/${game.id}/report/approve`, { data: {} }));

      const page = await admin.newPage();
      await page.goto('/demo/admin');
      const nav = page.getByRole('navigation', { name: 'Admin' });
      // the phone folds the navigation behind its menu button
      if (size.width < 768) await page.getByRole('button', { name: 'Menu' }).click();
      await nav.getByRole('link', { name: T.navLabel, exact: true }).click();
      await expect(page).toHaveURL(/\/demo\/admin\/pay$/);
      await expect(page.getByRole('heading', { level: 1, name: T.heading })).toBeVisible();

      // the league's default referee rate: 25.00 USD
      const rates = page.getByRole('region', { name: T.ratesHeading });
      await rates.getByRole('textbox', { name: T.rateLabel(T.leagueDefault, T.positions.referee) }).fill('25');
      await rates.getByLabel(T.currency).fill('USD');
      await rates.getByRole('button', { name: T.saveRates }).click();
      await expect(page.getByText(T.ratesSaved).first()).toBeVisible();
      const league = await ok<LeagueDto>(await admin.request.get('/api/leagues/by-slug/demo'));
      expect(league.payRates).toContainEqual({ divisionId: null, position: 'referee', cents: 2500 });

      const line = page.getByTestId(`pay-line-${game.id}-referee`).locator('visible=true');
      await expect(line).toContainText(T.reasons.consoleNotRun);
      await expect(line).toContainText(T.reports.approved);
      const csv = page.getByRole('link', { name: T.downloadCsv });
      await expect(csv).toHaveAttribute('href', /\/api\/leagues\/demo\/pay\.csv\?from=\d{4}-\d{2}-01&to=\d{4}-\d{2}-\d{2}$/);
      expect(await seriousViolations(page)).toEqual([]);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/pay-${size.width}.png`, fullPage: true });

      await line.getByRole('button', { name: /played off the console/i }).click();
      const dialog = page.getByRole('dialog', { name: T.markTitle });
      await dialog.getByLabel(T.markNote).fill('The tablet died');
      expect(await seriousViolations(page)).toEqual([]);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/pay-mark-${size.width}.png` });
      await dialog.getByRole('button', { name: T.markSubmit }).click();
      await expect(dialog).toBeHidden();
      await expect(line).toContainText(T.consoleOff);
      await expect(line).toContainText(T.paid);
      await expect(line).toContainText('$25.00');
      expect(await seriousViolations(page)).toEqual([]);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/pay-paid-${size.width}.png`, fullPage: true });

      const text = await (await admin.request.get((await csv.getAttribute('href'))!)).text();
      expect(text.split('\r\n')[0]).toBe('Referee,Date,Kickoff,Home,Away,Position,Rate,Console ran,Played off console,Report,Amount,Reason');
      expect(text).toContain(',referee,25.00,no,yes,approved,25.00,');
    } finally {
      await admin.request.delete(`/api/games/${game.id}`);
    }
  });
}
