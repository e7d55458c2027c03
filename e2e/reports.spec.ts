import type { APIResponse } from '@playwright/test';
import type { UserDto } from '../common/schemas/auth';
import type { ReportDto } from '../common/schemas/crews';
import { REPORTS_TEXT as T } from '../client/src/features/reports/texts';
import { createDemoGame, DEMO_ADMIN, DEMO_REF1, expect, seriousViolations, test, uniqueUsername } from './fixtures';

// Issue 48: a game of this test's own, completed, and its report filed by its referee through the
// API; the demo admin opens Reports from the admin navigation, finds it waiting for review with every
// part of it (sportsmanship, incidents, no-shows, field condition, the private note), returns it with
// a reason (the Returned filter shows it with the reason), and once the referee files it again,
// approves it (it leaves the list waiting for review, the Approved filter has it). Axe finds nothing
// serious at 1280x800 and 390x844, the Return dialog included. FFL_SHOTS_DIR=<dir> saves the screens.

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
  test(`an admin reviews a game report, returns it, then approves it at ${size.width}x${size.height}; axe clean`, async ({ signedInContext }) => {
    const admin = await signedInContext(DEMO_ADMIN, size);
    const referee = await signedInContext(DEMO_REF1, size);
    const ref = await ok<UserDto>(await referee.request.get('/api/user'));
    const note = `Taunting ${uniqueUsername('rp').slice(3)}`;
    const game = await createDemoGame(admin.request, { refereeId: ref.id });
    try {
      await ok(await admin.request.patch(`/api/games/${game.id}/state`, { data: { status: 'completed' } }));
      const report = { sportsmanship: { home: 4, away: 2 }, incidents: [{ team: 'away', jersey: '7', kind: 'unsportsmanlike', note }], noShows: [], fieldCondition: 'fair', privateNote: 'The away coach argued every call' };
      await ok<ReportDto>(await referee.request.post(`/api/games/${game.id}/report`, { data: report }));

      const page = await admin.newPage();
      await page.goto('/demo/admin');
      if (size.width < 768) await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: T.navLabel }).click();
      await expect(page).toHaveURL(/\/demo\/admin\/reports$/);
      await expect(page.getByRole('heading', { level: 1, name: T.heading })).toBeVisible();

      const list = page.getByRole('region', { name: T.listHeading });
      const item = list.getByTestId('report-item').filter({ hasText: note });
      await expect(item).toBeVisible();
      await expect(item).toContainText(T.score(game.homeTeam!.name, 4));
      await expect(item).toContainText(`${T.incidentKinds.unsportsmanlike}: ${game.awayTeam!.name} #7: ${note}`);
      await expect(item).toContainText(T.conditions.fair);
      await expect(item).toContainText('The away coach argued every call');
      expect(await seriousViolations(page)).toEqual([]);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/reports-${size.width}.png`, fullPage: true });

      // Return, with a reason
      await item.getByRole('button', { name: T.returnLabel(T.game(game.homeTeam!.name, game.awayTeam!.name)) }).click();
      const dialog = page.getByRole('dialog', { name: T.returnTitle });
      await dialog.getByRole('button', { name: T.return }).click();
      await expect(dialog.getByText(T.reasonRequired)).toBeVisible();
      await dialog.getByLabel(T.reason).fill('Name the coach who argued');
      expect(await seriousViolations(page)).toEqual([]);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/reports-return-${size.width}.png` });
      await dialog.getByRole('button', { name: T.return }).click();
      await expect(dialog).toBeHidden();
      await expect(item).toHaveCount(0);
      await page.getByLabel(T.state).selectOption({ label: T.states.returned });
      await expect(item).toContainText('Name the coach who argued');
      await expect(item).toContainText(T.stateBadges.returned);

      // filed again by its referee, then approved
      await ok<ReportDto>(await referee.request.post(`/api/games/${game.id}/report`, { data: { ...report, privateNote: 'Coach Smith argued every call' } }));
      await page.getByLabel(T.state).selectOption({ label: T.states.submitted });
      await expect(item).toContainText('Coach Smith argued every call');
      await item.getByRole('button', { name: T.approveLabel(T.game(game.homeTeam!.name, game.awayTeam!.name)) }).click();
      await expect(item).toHaveCount(0);
      await page.getByLabel(T.state).selectOption({ label: T.states.approved });
      await expect(item).toContainText(T.stateBadges.approved);
      await expect(item.getByRole('button')).toHaveCount(0);
      expect(await seriousViolations(page)).toEqual([]);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/reports-approved-${size.width}.png`, fullPage: true });
    } finally {
      await admin.request.delete(`/api/games/${game.id}`);
    }
  });
}
