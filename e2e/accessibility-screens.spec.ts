import { fileURLToPath } from 'node:url';
import type { Browser, Locator, Page } from '@playwright/test';
import { ACCESS_TEXT } from '../common/texts';
import { ADMIN_TEXT } from '../client/src/features/admin/texts';
import { API_KEYS_TEXT } from '../client/src/features/api-keys/texts';
import { EMBEDS_TEXT } from '../client/src/features/embeds/texts';
import { FAN_TEXT } from '../client/src/features/fans/texts';
import { GAME_CONTROL_TEXT } from '../client/src/features/game-control/texts';
import { IMPORT_TEXT } from '../client/src/features/import/texts';
import { REFEREE_TEXT } from '../client/src/features/referee-dashboard/texts';
import { REFEREES_TEXT } from '../client/src/features/manage-referees/texts';
import { RULES_PROFILE_TEXT } from '../client/src/features/rules-profile/texts';
import { SCOREBOARD_TEXT } from '../client/src/features/scoreboard/texts';
import { RAINOUT_TEXT } from '../client/src/features/rainout/texts';
import { SEASON_TEXT } from '../client/src/features/season/texts';
import { STANDINGS_TEXT } from '../client/src/features/standings/texts';
import { WEBHOOKS_TEXT } from '../client/src/features/webhooks/texts';
import { DEMO_FAN, SUPER_ADMIN, type SignIn, expect, loginAs, seriousViolations, test, uniqueUsername } from './fixtures';
import { act, completedGame, createGame, divideLeague, freshLeague, leagueUser, ok, type Team } from './scoreboard-helpers';

// Issue 20: every screen and dialog of the spec, signed in as the role that sees it, at a phone
// (390x844) and a desktop (1280x800) size, has no serious or critical axe-core violation of WCAG 2.0
// and 2.1 A/AA. One browser context per role walks its screens (a soft expectation per screen, so one
// run names every screen that fails); e2e/accessibility.spec.ts holds the control page's own states
// and its layout rules. The list of screens is in docs/decisions/036-accessibility-in-the-suite.md.

const MESSY_CSV = fileURLToPath(new URL('../fixtures/sports-connect/messy-export.csv', import.meta.url));

const SIZES = [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
] as const;

type Viewport = { width: number; height: number };

// A walk of several screens on a loaded 2-core machine: more than the default 30 s.
test.describe.configure({ timeout: 120_000 });

// A whole screen (no `parts`) also has one main landmark and one h1: axe files those under best
// practice, not WCAG, and screen-reader users jump by them.
// FFL_SHOTS_DIR=<dir> also saves each scanned screen, to look at.
const SHOTS = process.env.FFL_SHOTS_DIR;

async function scan(page: Page, screen: string, ...parts: string[]): Promise<void> {
  const where = `${screen} at ${page.viewportSize()?.width}px`;
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${screen.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}-${page.viewportSize()?.width}.png` });
  expect.soft(await seriousViolations(page, ...parts), where).toEqual([]);
  if (parts.length > 0) return;
  const structure = { main: await page.getByRole('main').count(), h1: await page.getByRole('heading', { level: 1 }).count() };
  expect.soft(structure, `${where}: one main landmark and one h1`).toEqual({ main: 1, h1: 1 });
}

async function pageOf(browser: Browser, baseURL: string | undefined, viewport: Viewport, account?: SignIn): Promise<Page> {
  const page = await (await browser.newContext({ baseURL, viewport })).newPage();
  if (account) await loginAs(page, account);
  return page;
}

// Opens a dialog with `opener`, scans it, and closes it with Escape (every dialog of the app is
// Radix's). Only the dialog is scanned: the page under it had its own scan, and is hidden from
// assistive technology while the dialog is open (axe on a long admin table costs seconds each time).
async function scanDialog(page: Page, screen: string, opener: Locator, dialog: Locator): Promise<void> {
  await opener.click();
  await expect(dialog).toBeVisible();
  await scan(page, screen, '[role="dialog"], [role="alertdialog"]');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

function heading(page: Page, name: string | RegExp, level = 1): Locator {
  return page.getByRole('heading', { name, level });
}

for (const [size, viewport] of SIZES) {
  test.describe(`every screen at ${size} size (${viewport.width}x${viewport.height})`, () => {
    test('signed out: login, register, reset password, not found pages, the scoreboard in each state, team statistics, standings, the fan prompt', async ({ browser, baseURL, playwright }) => {
      const api = await playwright.request.newContext({ baseURL });
      const league = await freshLeague(api, ['Harbor Seals', 'Mountain Goats', 'River Otters']);
      const [seals, goats, otters] = league.teams as [Team, Team, Team];
      await completedGame(league, goats, otters, '2026-04-04T14:00:00Z', 20, 6);
      const game = await createGame(league, seals, goats, '2026-05-02T14:00:00Z', { field: 'North Field', blitzesPerPeriod: 2 });
      await createGame(league, otters, seals, '2030-05-09T14:00:00Z', { field: 'South Field' });
      const page = await pageOf(browser, baseURL, viewport);

      await page.goto('/demo/login');
      await expect(page.getByRole('tab', { name: 'Login', selected: true })).toBeVisible();
      await scan(page, 'login');
      await page.getByRole('tab', { name: 'Register' }).click();
      await expect(page.getByRole('tab', { name: 'Register', selected: true })).toBeVisible();
      await scan(page, 'register');
      await page.getByRole('tab', { name: 'Login' }).click();
      await scanDialog(page, 'reset password dialog', page.getByRole('button', { name: 'Forgot Password?' }), page.getByRole('dialog', { name: 'Reset Password' }));

      await page.goto('/demo/no-such-page');
      await expect(heading(page, '404 Page Not Found')).toBeVisible();
      await scan(page, 'not found');
      await page.goto('/no-such-league');
      await expect(heading(page, ACCESS_TEXT.leagueNotFoundTitle)).toBeVisible();
      await scan(page, 'league not found');
      await page.goto('/suspended-demo');
      await expect(heading(page, ACCESS_TEXT.leagueSuspendedTitle)).toBeVisible();
      await scan(page, 'league suspended');

      await page.goto(`/${league.slug}`);
      await expect(page.getByText(SCOREBOARD_TEXT.noLiveGames)).toBeVisible();
      await expect(page.getByRole('region', { name: SCOREBOARD_TEXT.completedGames })).toBeVisible();
      await scan(page, 'scoreboard without a live game');

      await act(league, game.id, { type: 'startGame' });
      await act(league, game.id, { type: 'addScore', team: 'home', delta: 6 });
      await page.reload();
      await expect(page.getByTestId('live-game').getByTestId('home-score')).toHaveText('6');
      await scan(page, 'scoreboard, live');
      await act(league, game.id, { type: 'callTimeout', team: 'away' });
      await expect(page.getByTestId('break-banner')).toContainText(SCOREBOARD_TEXT.autoEnding);
      await scan(page, 'scoreboard, timeout');
      await act(league, game.id, { type: 'endTimeout' });
      await act(league, game.id, { type: 'nextPeriod' });
      await act(league, game.id, { type: 'nextPeriod' });
      await page.goto(`/${league.slug}/parent`);
      await expect(page.getByTestId('break-banner')).toContainText(SCOREBOARD_TEXT.halftimeBreak);
      await scan(page, 'parent view, halftime');
      const stats = page.getByRole('dialog', { name: seals.name });
      await scanDialog(page, 'team statistics', page.getByTestId('live-game').getByTestId('home-name').getByRole('button'), stats);
      await act(league, game.id, { type: 'setStatus', status: 'completed' });

      await page.goto(`/${league.slug}/standings`);
      await expect(heading(page, STANDINGS_TEXT.title)).toBeVisible();
      await expect(page.getByTestId('standings-row').filter({ hasText: goats.name })).toBeVisible();
      await scan(page, 'standings');
      // issue 34: the division switcher on the board, the standings by division
      const divisions = await divideLeague(league, { 'U10 Coed': [seals, goats], 'U12 Coed': [otters] });
      await page.goto(`/${league.slug}?division=${divisions['U10 Coed']}`);
      await expect(page.getByRole('navigation', { name: SCOREBOARD_TEXT.divisions }).getByRole('link', { name: 'U10 Coed' })).toHaveAttribute('aria-current', 'true');
      await scan(page, 'scoreboard, a division chosen');
      await page.goto(`/${league.slug}/standings`);
      await expect(page.getByTestId('standings-division')).toHaveCount(2);
      await scan(page, 'standings by division');

      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await scan(page, 'home (league-less scoreboard)');
      await page.goto('/demo/fan');
      await expect(page.getByText(FAN_TEXT.joinTitle)).toBeVisible();
      await scan(page, 'fan dashboard, signed out');
      await page.goto('/api-keys');
      await expect(page.getByText(ACCESS_TEXT.apiKeysLoggedOut)).toBeVisible();
      await scan(page, 'api keys, signed out');
      await api.dispose();
    });

    test('a fan: the fan dashboard and each of its tabs; a referee screen refused', async ({ browser, baseURL }) => {
      const page = await pageOf(browser, baseURL, viewport, { ...DEMO_FAN, leagueSlug: 'demo' });
      await page.goto('/demo/fan');
      for (const tab of Object.values(FAN_TEXT.tabs)) {
        await page.getByRole('tab', { name: tab }).click();
        await expect(page.getByRole('tab', { name: tab, selected: true })).toBeVisible();
        await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible();
        // the tab's own content, not its loading notice (the profile waits for the team list)
        await expect(page.getByRole('tabpanel', { name: tab }).locator('.loading-notice')).toHaveCount(0);
        await scan(page, `fan dashboard, ${tab}`);
      }
      await page.goto('/referee');
      await expect(page.getByText(ACCESS_TEXT.refereeRequired)).toBeVisible();
      await scan(page, 'access denied');
    });

    test('a referee: the dashboard, the control page before kickoff, in a timeout, at halftime, completed, and its confirmations', async ({ browser, baseURL, playwright }) => {
      const api = await playwright.request.newContext({ baseURL });
      const league = await freshLeague(api, ['Harbor Seals', 'Mountain Goats']);
      const [seals, goats] = league.teams as [Team, Team];
      const referee = await leagueUser(league, 'referee');
      const game = await createGame(league, seals, goats, '2031-05-02T14:00:00Z', { field: 'North Field', blitzesPerPeriod: 1, refereeId: referee.id });
      await act(league, (await createGame(league, goats, seals, '2031-05-09T14:00:00Z', { refereeId: referee.id })).id, { type: 'startGame' });
      const page = await pageOf(browser, baseURL, viewport, referee);

      await page.goto(`/${league.slug}/referee`);
      await expect(heading(page, REFEREE_TEXT.scheduledGames, 2)).toBeVisible();
      await expect(page.getByRole('link', { name: REFEREE_TEXT.manageLiveGame })).toBeVisible();
      await scan(page, 'referee dashboard');

      await page.goto(`/${league.slug}/referee/${game.id}`);
      await expect(page.getByTestId('game-status')).toHaveText(GAME_CONTROL_TEXT.statusLabel.scheduled);
      await scan(page, 'control page, scheduled');
      await scanDialog(page, 'Start Game confirmation', page.getByRole('button', { name: GAME_CONTROL_TEXT.startGame }), page.getByRole('alertdialog', { name: GAME_CONTROL_TEXT.startConfirmTitle }));

      await act(league, game.id, { type: 'startGame' });
      await act(league, game.id, { type: 'callTimeout', team: 'home' });
      await page.reload();
      await expect(page.getByTestId('countdown-banner')).toContainText(GAME_CONTROL_TEXT.autoEnding);
      await scan(page, 'control page, timeout');
      await act(league, game.id, { type: 'endTimeout' });
      await expect(page.getByTestId('countdown-banner')).toBeHidden();
      await scanDialog(page, 'Reset Clock confirmation', page.getByRole('button', { name: GAME_CONTROL_TEXT.resetClock }), page.getByRole('alertdialog', { name: GAME_CONTROL_TEXT.resetConfirmTitle }));
      await scanDialog(page, 'Next Period confirmation', page.getByRole('button', { name: GAME_CONTROL_TEXT.nextPeriod }), page.getByRole('alertdialog'));
      await scanDialog(page, 'scoring play picker', page.getByRole('button', { name: GAME_CONTROL_TEXT.scoringPlayLabel(seals.name) }), page.getByRole('dialog', { name: GAME_CONTROL_TEXT.scoringPlayTitle(seals.name) }));
      await act(league, game.id, { type: 'nextPeriod' });
      await act(league, game.id, { type: 'nextPeriod' });
      await expect(page.getByTestId('countdown-banner')).toContainText(GAME_CONTROL_TEXT.halftimeBanner);
      await scan(page, 'control page, halftime');
      await act(league, game.id, { type: 'setStatus', status: 'completed' });
      await expect(page.getByTestId('game-status')).toHaveText(GAME_CONTROL_TEXT.statusLabel.completed);
      await scan(page, 'control page, completed');
      await api.dispose();
    });

    test('an admin: the dashboard and each dialog, Manage Referees and its dialogs, Import Data with a preview and results, the fan page', async ({ browser, baseURL, playwright }) => {
      const api = await playwright.request.newContext({ baseURL });
      const league = await freshLeague(api, ['Harbor Seals', 'Mountain Goats', 'River Otters']);
      const [seals, goats, otters] = league.teams as [Team, Team, Team];
      const admin = await leagueUser(league, 'admin');
      const referee = await leagueUser(league, 'referee');
      await createGame(league, seals, goats, '2031-05-02T14:00:00Z', { field: 'North Field', refereeId: referee.id });
      await act(league, (await createGame(league, goats, otters, '2031-05-09T14:00:00Z')).id, { type: 'startGame' });
      await completedGame(league, otters, seals, '2026-04-04T14:00:00Z', 14, 20);
      // issue 34: a division (the games tables' column and filter, the team dialog's select) and a season
      await divideLeague(league, { 'U10 Coed': [seals, goats] });
      await ok(await api.post(`/api/leagues/${league.slug}/seasons`, { data: { name: 'Spring 2031', startDate: '2031-03-01', endDate: '2031-06-30' } }));
      const pending = uniqueUsername('a11y-pending');
      const registered = await api.post('/api/register', { data: { username: pending, password: 'pending-pass-1', email: `${pending}@example.com`, firstName: 'Penny', lastName: 'Pending', leagueSlug: league.slug, registerAsReferee: true } });
      expect(registered.status(), await registered.text()).toBe(201);
      const page = await pageOf(browser, baseURL, viewport, admin);

      await page.goto(`/${league.slug}/admin`);
      await expect(heading(page, ADMIN_TEXT.heading)).toBeVisible();
      await expect(page.getByRole('heading', { name: ADMIN_TEXT.finishedHeading })).toBeVisible();
      await expect(page.getByRole('button', { name: ADMIN_TEXT.edit, exact: true })).toBeVisible();
      await scan(page, 'admin dashboard');
      if (viewport.width < 768) {
        const menu = page.getByRole('button', { name: 'Menu' });
        await menu.click();
        await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: ADMIN_TEXT.actions.manageReferees })).toBeVisible();
        await scan(page, 'admin dashboard, mobile menu open');
        await menu.click();
      }
      const dialogs: [string, string][] = [
        [ADMIN_TEXT.actions.createGame, ADMIN_TEXT.createGameTitle],
        [ADMIN_TEXT.actions.manageTeams, ADMIN_TEXT.teamsTitle],
        [ADMIN_TEXT.actions.manageDivisions, ADMIN_TEXT.divisionsTitle],
        [ADMIN_TEXT.actions.manageSeasons, ADMIN_TEXT.seasonsTitle],
        [ADMIN_TEXT.actions.manageFields, ADMIN_TEXT.fieldsTitle],
        [ADMIN_TEXT.actions.leagueSettings, ADMIN_TEXT.settingsTitle],
        [SEASON_TEXT.button, SEASON_TEXT.title],
        [RULES_PROFILE_TEXT.button, RULES_PROFILE_TEXT.title],
        [RAINOUT_TEXT.button, RAINOUT_TEXT.title],
        // issue 50: the embed's live preview framed inside it
        [EMBEDS_TEXT.button, EMBEDS_TEXT.title],
      ];
      for (const [button, title] of dialogs) {
        await scanDialog(page, `${title} dialog`, page.getByRole('button', { name: button, exact: true }), page.getByRole('dialog', { name: title }));
      }
      const upcoming = page.getByRole('region', { name: ADMIN_TEXT.upcomingHeading });
      await scanDialog(page, 'Edit Game dialog', upcoming.getByRole('button', { name: ADMIN_TEXT.edit, exact: true }), page.getByRole('dialog', { name: ADMIN_TEXT.editGameTitle }));
      await scanDialog(page, 'delete game confirmation', upcoming.getByRole('button', { name: ADMIN_TEXT.delete, exact: true }).first(), page.getByRole('alertdialog', { name: ADMIN_TEXT.deleteGameTitle }));

      await page.goto(`/${league.slug}/pending-approvals`);
      await expect(heading(page, REFEREES_TEXT.pageTitle)).toBeVisible();
      await expect(page.getByText(`${pending}@example.com`)).toBeVisible();
      const refereeRow = page.getByRole('region', { name: /^Referees \(\d+\)$/ }).getByRole('listitem').filter({ hasText: referee.username });
      await expect(refereeRow).toBeVisible();
      await scan(page, 'manage referees');
      await scanDialog(page, 'Add Referee dialog', page.getByRole('button', { name: REFEREES_TEXT.addReferee }), page.getByRole('dialog', { name: REFEREES_TEXT.addReferee }));
      await scanDialog(page, 'Edit Referee dialog', refereeRow.getByRole('button', { name: REFEREES_TEXT.edit }), page.getByRole('dialog', { name: REFEREES_TEXT.editReferee }));
      await scanDialog(page, 'Change Password dialog', refereeRow.getByRole('button', { name: REFEREES_TEXT.changePassword }), page.getByRole('dialog', { name: REFEREES_TEXT.changePassword }));
      await scanDialog(page, 'remove referee confirmation', refereeRow.getByRole('button', { name: REFEREES_TEXT.remove }), page.getByRole('alertdialog'));

      await page.goto(`/${league.slug}/import`);
      await expect(heading(page, IMPORT_TEXT.pageTitle)).toBeVisible();
      await expect(page.getByRole('tab', { name: IMPORT_TEXT.tab })).toBeVisible();
      await scan(page, 'import data');
      // the preview of a file with bad rows, then its import's results (row errors listed)
      await page.locator('input[type="file"]').setInputFiles(MESSY_CSV);
      await page.getByRole('button', { name: IMPORT_TEXT.preview, exact: true }).click();
      const panel = page.getByRole('region', { name: /^(Preview|Import results)$/ });
      await expect(panel).toHaveAttribute('data-kind', 'preview');
      await scan(page, 'import data, preview');
      await page.getByRole('button', { name: IMPORT_TEXT.importData, exact: true }).click();
      await expect(panel).not.toHaveAttribute('data-kind', 'preview');
      await expect(page.getByTestId('import-row-errors').getByRole('listitem').first()).toBeVisible();
      await scan(page, 'import data, results');

      // the fan page of a signed-in admin: the fans-only notice and the ways back
      await page.goto(`/${league.slug}/fan`);
      await expect(page.getByRole('link', { name: FAN_TEXT.openOwnDashboard })).toBeVisible();
      await scan(page, 'fan page as staff');
      await api.dispose();
    });

    test('the super admin: League Management and its dialogs, API keys with a new key and its webhooks, the league chooser', async ({ browser, baseURL }) => {
      const page = await pageOf(browser, baseURL, viewport, SUPER_ADMIN);
      await page.goto('/leagues');
      await expect(heading(page, ADMIN_TEXT.leaguesTitle)).toBeVisible();
      await expect(page.getByRole('listitem', { name: 'Demo League' })).toBeVisible();
      await scan(page, 'league management');
      await page.getByRole('button', { name: ADMIN_TEXT.createLeague }).click();
      await expect(page.getByRole('form', { name: ADMIN_TEXT.createLeagueHeading })).toBeVisible();
      await scan(page, 'league management, create form');
      await page.getByRole('form', { name: ADMIN_TEXT.createLeagueHeading }).getByRole('button', { name: ADMIN_TEXT.cancel, exact: true }).click();
      const demo = page.getByRole('listitem', { name: 'Demo League' });
      await scanDialog(page, 'Edit League dialog', demo.getByRole('button', { name: ADMIN_TEXT.editLeague('Demo League') }), page.getByRole('dialog', { name: ADMIN_TEXT.editLeagueTitle }));
      await scanDialog(page, 'delete league confirmation', demo.getByRole('button', { name: ADMIN_TEXT.deleteLeague('Demo League') }), page.getByRole('alertdialog'));

      await page.goto('/admin');
      await expect(page.getByRole('heading', { name: ADMIN_TEXT.chooseLeagueHeading })).toBeVisible();
      await scan(page, 'league chooser (bare /admin)');
      await page.goto('/demo/admin');
      await expect(heading(page, ADMIN_TEXT.heading)).toBeVisible();
      await scanDialog(page, 'Manage Leagues dialog', page.getByRole('button', { name: ADMIN_TEXT.actions.manageLeagues }), page.getByRole('dialog', { name: ADMIN_TEXT.leaguesTitle }));

      await page.goto('/api-keys');
      await expect(heading(page, API_KEYS_TEXT.pageTitle)).toBeVisible();
      const keyName = `a11y ${uniqueUsername('key')}`;
      await page.getByLabel(API_KEYS_TEXT.nameLabel).fill(keyName);
      await page.getByRole('button', { name: API_KEYS_TEXT.generate }).click();
      await expect(page.getByRole('heading', { name: API_KEYS_TEXT.bannerHeading })).toBeVisible();
      await scan(page, 'api keys with a new key');
      const revoke = page.getByRole('button', { name: new RegExp(`^${API_KEYS_TEXT.revoke}`) }).first();
      await scanDialog(page, 'revoke key confirmation', revoke, page.getByRole('alertdialog'));

      // Issue 50: the new key's webhooks: Add webhook (its leagues chosen), the secret once, the
      // row, the delivery log with a refused attempt (nothing listens on port 9 of this machine:
      // loopback, allowed by WEBHOOK_ALLOW_HTTP_ORIGINS), Delete's confirmation.
      const W = WEBHOOKS_TEXT;
      const webhooks = page.getByRole('region', { name: W.sectionLabel(keyName) });
      const addWebhook = page.getByRole('dialog', { name: W.addTitle });
      await webhooks.getByRole('button', { name: W.add }).click();
      await addWebhook.getByLabel(W.urlLabel).fill('http://127.0.0.1:9/hooks');
      await addWebhook.locator('label', { hasText: W.leaguesChoice.chosen }).click();
      await addWebhook.getByRole('list', { name: W.leaguesListLabel }).getByRole('checkbox').first().check();
      await scan(page, 'Add webhook dialog', '[role="dialog"]');
      await addWebhook.getByRole('button', { name: W.add }).click();
      await expect(webhooks.getByRole('heading', { name: W.secretHeading })).toBeVisible();
      await scan(page, 'api keys with a webhook and its secret');
      const webhookRow = webhooks.getByRole('listitem', { name: 'http://127.0.0.1:9/hooks' });
      await webhookRow.getByRole('button', { name: W.log }).click();
      const log = page.getByRole('dialog', { name: W.log });
      await log.getByRole('button', { name: W.sendTest }).click();
      await expect(log.getByRole('list', { name: W.attemptsLabel })).toBeVisible({ timeout: 15_000 });
      await scan(page, 'webhook delivery log', '[role="dialog"]');
      await log.getByRole('button', { name: 'Close' }).click();
      await expect(log).toBeHidden();
      await webhookRow.getByRole('button', { name: W.removeFor('http://127.0.0.1:9/hooks') }).click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      await scan(page, 'delete webhook confirmation', '[role="alertdialog"]');
      await page.getByRole('alertdialog').getByRole('button', { name: W.remove }).click();
      await expect(webhookRow).toHaveCount(0);
    });

    // Issue 50 (decision 083): the API's description, rendered by Swagger UI (e2e/api-docs.spec.ts
    // holds its policy and its operations), with an operation opened, and its Authorize dialog.
    test('signed out: the API description and its Authorize dialog', async ({ browser, baseURL }) => {
      const page = await pageOf(browser, baseURL, viewport);
      await page.goto('/api/docs');
      await expect(page.getByRole('heading', { level: 1, name: /^Flag Football Leagues API/ })).toBeVisible();
      const standings = page.locator('.opblock', { hasText: '/api/leagues/{slug}/standings' });
      await standings.locator('.opblock-summary-control').click();
      await expect(standings.locator('.responses-wrapper')).toContainText('200');
      await scan(page, 'API description');
      await page.getByRole('button', { name: 'Authorize' }).first().click();
      await expect(page.locator('.dialog-ux .modal-ux')).toBeVisible();
      await scan(page, 'API description, Authorize dialog', '.dialog-ux');
    });
  });
}
