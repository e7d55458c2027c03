import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import type { GameDto } from '../common/schemas/games/dto';
import type { LeagueDto } from '../common/schemas/league';
import type { TeamDto } from '../common/schemas/teams';
import { ADMIN_TEXT } from '../client/src/features/admin/texts';
import { DEMO_ADMIN, SUPER_ADMIN, expect, test } from './fixtures';

// Spec 2.4, 5, 8: the admin dashboard, its tables and modals, and League Management.
// The demo league is shared with the other specs: every test makes its own teams, games and
// leagues under unique names and removes them again.

const T = ADMIN_TEXT;
const RESULTS_DIR = path.join(path.dirname(new URL(import.meta.url).pathname), '..', 'test-results');

// The toast list. includeHidden: while a modal is open Radix marks the rest of the page aria-hidden.
function toasts(page: Page) {
  return page.getByRole('region', { name: /Notifications/, includeHidden: true }).getByRole('listitem', { includeHidden: true });
}

let counter = 0;
function unique(prefix: string): string {
  counter += 1;
  return `${prefix} ${Date.now().toString(36).slice(-5)}${process.pid % 1000}${counter}`;
}

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  if (!response.ok()) throw new Error(`${response.url()} -> ${response.status()} ${await response.text()}`);
  return (response.status() === 204 ? null : await response.json()) as T;
}

async function createTeam(request: APIRequestContext, name: string, leagueId?: number): Promise<TeamDto> {
  return ok<TeamDto>(await request.post('/api/teams', { data: { name, color: '#123456', ...(leagueId ? { leagueId } : {}) } }));
}

async function createGame(request: APIRequestContext, home: TeamDto, away: TeamDto, scheduledDate: string): Promise<GameDto> {
  return ok<GameDto>(
    await request.post('/api/games', { data: { homeTeamId: home.id, awayTeamId: away.id, scheduledDate, leagueId: home.leagueId } }),
  );
}

// Games first (a team in use cannot be deleted), then the teams; whatever is already gone is fine.
async function cleanUp(request: APIRequestContext, slug: string, teams: TeamDto[]): Promise<void> {
  const games = await ok<GameDto[]>(await request.get(`/api/leagues/${slug}/games`));
  const ids = new Set(teams.map((t) => t.id));
  for (const game of games.filter((g) => [g.homeTeamId, g.awayTeamId].some((id) => id !== null && ids.has(id)))) await request.delete(`/api/games/${game.id}`);
  for (const team of teams) await request.delete(`/api/teams/${team.id}`);
}

// Two teams of the demo league for one test's games; they and their games go again however the test ends.
async function withTwoTeams(request: APIRequestContext, names: [string, string], run: (home: TeamDto, away: TeamDto) => Promise<void>): Promise<void> {
  const home = await createTeam(request, names[0]);
  const away = await createTeam(request, names[1]);
  try {
    await run(home, away);
  } finally {
    await cleanUp(request, 'demo', [home, away]);
  }
}

function countCard(page: Page, label: string) {
  return page.getByRole('group', { name: label });
}

function upcoming(page: Page) {
  return page.getByRole('region', { name: T.upcomingHeading });
}

function gameRow(page: Page, home: string) {
  return page.getByRole('row').filter({ hasText: home });
}

test.describe('league admin', () => {
  test.beforeEach(async ({ page, loginAs }) => {
    await loginAs(page, { ...DEMO_ADMIN, leagueSlug: 'demo' });
  });

  test('shows the counts, the actions and both games tables of the demo league', async ({ page }) => {
    await page.goto('/demo/admin');
    await expect(page.getByRole('heading', { name: T.heading })).toBeVisible();
    await expect(page.getByText('Demo League', { exact: true })).toBeVisible();
    await expect(page.getByText(T.topBarLabel, { exact: true })).toBeVisible();
    await expect(countCard(page, T.cards.liveGames)).toContainText(/\d+/);
    await expect(countCard(page, T.cards.referees)).toContainText(/\d+/);
    for (const label of Object.values(T.cards)) await expect(countCard(page, label)).toBeVisible();
    for (const action of [T.actions.createGame, T.actions.manageTeams, T.actions.manageFields, T.actions.leagueSettings, T.actions.manageReferees]) {
      await expect(page.getByRole('button', { name: action, exact: true })).toBeVisible();
    }
    // Manage Leagues is the super admin's.
    await expect(page.getByRole('button', { name: T.actions.manageLeagues })).toHaveCount(0);

    // The seeded live game offers View Live in a new tab; the finished table names winners.
    const viewLive = upcoming(page).getByRole('link', { name: T.viewLive }).first();
    await expect(viewLive).toHaveAttribute('href', /^\/demo\/referee\/\d+$/);
    await expect(viewLive).toHaveAttribute('target', '_blank');
    const finished = page.getByRole('region', { name: T.finishedHeading });
    await expect(finished.getByRole('columnheader', { name: T.columns.finalScore })).toBeVisible();
    await expect(finished.getByText(/^Winner: /).first()).toBeVisible();

    await page.getByRole('button', { name: T.actions.manageReferees }).click();
    await expect(page).toHaveURL('/demo/pending-approvals');
  });

  test('creates a game through the modal, edits it and deletes it', async ({ page }) => {
    test.slow();
    const homeName = unique('Hawks');
    const awayName = unique('Comets');
    await withTwoTeams(page.request, [homeName, awayName], async (home) => {
      await page.goto('/demo/admin');

      await page.getByRole('button', { name: T.actions.createGame }).click();
      const dialog = page.getByRole('dialog', { name: T.createGameTitle });
      // Spec 5: the required fields, then different teams.
      await dialog.getByRole('button', { name: T.createGame }).click();
      await expect(toasts(page).first()).toContainText(T.requiredFields);
      // ... and beside each field concerned, read with it
      for (const label of [T.gameFields.homeTeam, T.gameFields.awayTeam, T.gameFields.dateTime]) {
        await expect(dialog.getByLabel(label)).toHaveAttribute('aria-invalid', 'true');
        await expect(dialog.getByLabel(label)).toHaveAccessibleDescription(new RegExp(T.requiredFields));
      }
      await expect(dialog.getByLabel(T.gameFields.referee)).not.toHaveAttribute('aria-invalid', 'true');
      for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
        await page.setViewportSize(viewport);
        await page.screenshot({ path: path.join(RESULTS_DIR, `create-game-field-errors-${viewport.width}.png`) });
      }
      await dialog.getByLabel(T.gameFields.homeTeam).selectOption({ label: homeName });
      await dialog.getByLabel(T.gameFields.awayTeam).selectOption({ label: homeName });
      await dialog.getByLabel(T.gameFields.dateTime).fill('2031-05-03T09:30');
      await dialog.getByRole('button', { name: T.createGame }).click();
      await expect(toasts(page).first()).toContainText(T.teamsMustDiffer);
      await expect(dialog.getByLabel(T.gameFields.awayTeam)).toHaveAccessibleDescription(T.teamsMustDiffer);
      await expect(dialog.getByLabel(T.gameFields.homeTeam)).not.toHaveAttribute('aria-invalid', 'true');

      // Spec 5 presets: halves -> 2 x 25, quarters -> 4 x 15.
      await dialog.getByLabel(T.gameFields.gameFormat).selectOption('halves');
      await expect(dialog.getByLabel(T.gameFields.periodDuration)).toHaveValue('25');
      await dialog.getByLabel(T.gameFields.gameFormat).selectOption('quarters');
      await expect(dialog.getByLabel(T.gameFields.periodDuration)).toHaveValue('15');
      await expect(dialog.getByLabel(T.gameFields.blitzesPerPeriod).locator('option')).toHaveText(['0 (Disabled)', '1', '2', '3']);
      await expect(dialog.getByLabel(T.gameFields.timeoutsPerPeriod).locator('option')).toHaveText(['0', '1', '2', '3']);

      await dialog.getByLabel(T.gameFields.awayTeam).selectOption({ label: awayName });
      await dialog.getByLabel(T.gameFields.field).selectOption('Lincoln Indoor Dome');
      await dialog.getByLabel(T.gameFields.referee).selectOption({ label: 'Riley Stripes' });
      await dialog.getByLabel(T.gameFields.periodDuration).fill('12');
      await dialog.getByRole('button', { name: T.createGame }).click();
      await expect(toasts(page).first()).toContainText(T.gameCreated);
      await expect(dialog).toBeHidden();

      // Shown at the league's wall clock (Eastern), whatever the browser's zone.
      const row = gameRow(page, homeName);
      await expect(row).toContainText('Sat, May 3, 2031');
      await expect(row).toContainText('9:30 AM');
      await expect(row).toContainText('Lincoln Indoor Dome');
      await expect(row).toContainText('Riley Stripes');
      await expect(row).toContainText(T.gameStatus.scheduled);
      const created = (await ok<GameDto[]>(await page.request.get('/api/leagues/demo/games'))).find((g) => g.homeTeamId === home.id)!;
      expect(created).toMatchObject({ scheduledDate: '2031-05-03T13:30:00.000Z', periodDuration: 12, totalPeriods: 4, field: 'Lincoln Indoor Dome' });

      // Edit Game: a new time and field, started with a score: it shows as live with View Live.
      await row.getByRole('button', { name: T.edit }).click();
      const edit = page.getByRole('dialog', { name: T.editGameTitle });
      await expect(edit.getByLabel(T.gameFields.dateTime)).toHaveValue('2031-05-03T09:30');
      await edit.getByLabel(T.gameFields.dateTime).fill('2031-05-03T11:00');
      await edit.getByLabel(T.gameFields.field).selectOption('Riverside Park - Field 2');
      await edit.getByLabel(T.gameFields.status).selectOption('live');
      await edit.getByLabel(T.gameFields.homeScore).fill('7');
      await edit.getByLabel(T.gameFields.awayScore).fill('13');
      await edit.getByRole('button', { name: T.saveChanges }).click();
      await expect(toasts(page).first()).toContainText(T.gameUpdated);
      await expect(edit).toBeHidden();
      await expect(row).toContainText('11:00 AM');
      await expect(row).toContainText('Riverside Park - Field 2');
      await expect(row).toContainText(T.gameStatus.live);
      const edited = (await ok<GameDto[]>(await page.request.get('/api/leagues/demo/games'))).find((g) => g.homeTeamId === home.id)!;
      expect(edited).toMatchObject({ status: 'live', homeScore: 7, awayScore: 13, scheduledDate: '2031-05-03T15:00:00.000Z' });
      await expect(row.getByRole('link', { name: T.viewLive })).toHaveAttribute('href', `/demo/referee/${edited.id}`);

      // Delete, after the confirmation.
      await row.getByRole('button', { name: T.delete }).click();
      const confirm = page.getByRole('alertdialog');
      await expect(confirm).toContainText(T.deleteGameConfirm(homeName, awayName));
      await confirm.getByRole('button', { name: T.delete }).click();
      await expect(toasts(page).first()).toContainText(T.gameDeleted);
      await expect(page.getByRole('row').filter({ hasText: homeName })).toHaveCount(0);
    });
  });

  test('records a final result: Completed with the score moves the game to Finished with its winner', async ({ page }) => {
    test.slow();
    await withTwoTeams(page.request, [unique('Final Home'), unique('Final Away')], async (home, away) => {
      await createGame(page.request, home, away, '2031-08-02T14:00:00Z');
      await page.goto('/demo/admin');
      await gameRow(page, home.name).getByRole('button', { name: T.edit }).click();
      const edit = page.getByRole('dialog', { name: T.editGameTitle });
      // Spec 4: the Edit Game form sets any status freely, here with the final score in the same save.
      await edit.getByLabel(T.gameFields.status).selectOption('completed');
      await edit.getByLabel(T.gameFields.homeScore).fill('7');
      await edit.getByLabel(T.gameFields.awayScore).fill('13');
      await edit.getByRole('button', { name: T.saveChanges }).click();
      await expect(toasts(page).first()).toContainText(T.gameUpdated);
      await expect(upcoming(page).getByText(home.name)).toHaveCount(0);
      const finishedRow = page.getByRole('region', { name: T.finishedHeading }).getByRole('row').filter({ hasText: home.name });
      await expect(finishedRow).toContainText(`Winner: ${away.name}`);
      await expect(finishedRow).toContainText('7 - 13');
    });
  });

  test('bulk deletes two selected games after the spec confirmation', async ({ page }) => {
    test.slow();
    await withTwoTeams(page.request, [unique('Bulk Home'), unique('Bulk Away')], async (home, away) => {
      await createGame(page.request, home, away, '2031-06-07T14:00:00Z');
      await createGame(page.request, away, home, '2031-06-14T14:00:00Z');
      await page.goto('/demo/admin');
      const section = upcoming(page);

      // Spec 5: nothing selected.
      await section.getByRole('button', { name: T.deleteSelected(0) }).click();
      await expect(toasts(page).first()).toContainText(T.noGamesSelectedTitle);
      await expect(toasts(page).first()).toContainText(T.noGamesSelectedBody);

      await section.getByRole('checkbox', { name: T.selectGame(home.name, away.name) }).check();
      await section.getByRole('checkbox', { name: T.selectGame(away.name, home.name) }).check();
      await section.getByRole('button', { name: T.deleteSelected(2) }).click();
      const confirm = page.getByRole('alertdialog');
      await expect(confirm).toContainText(T.bulkDeleteConfirm(2));
      await confirm.getByRole('button', { name: T.delete }).click();
      await expect(toasts(page).first()).toContainText(T.gamesDeleted(2));
      await expect(page.getByRole('row').filter({ hasText: home.name })).toHaveCount(0);
      await expect(section.getByRole('button', { name: T.deleteSelected(0) })).toBeVisible();
    });
  });

  test('adds, edits and deletes a team and a field; a team with games is refused with the reason', async ({ page }) => {
    test.slow();
    const teamName = unique('Team');
    const fieldName = unique('Field');
    await page.goto('/demo/admin');

    await page.getByRole('button', { name: T.actions.manageTeams }).click();
    const teams = page.getByRole('dialog', { name: T.teamsTitle });
    await teams.getByRole('button', { name: T.addTeam }).click();
    await expect(toasts(page).first()).toContainText(T.teamNameRequired);
    await teams.getByLabel(T.teamName).first().fill(teamName);
    await teams.getByLabel(T.teamColor).first().fill('#22aa55');
    await teams.getByRole('button', { name: T.addTeam }).click();
    await expect(toasts(page).first()).toContainText(T.teamCreated);
    const list = teams.getByRole('list', { name: T.teamsTitle });
    await expect(list.getByRole('listitem').filter({ hasText: teamName })).toContainText('#22AA55');

    await list.getByRole('button', { name: T.editTeam(teamName) }).click();
    await list.getByLabel(T.teamName).fill(`${teamName} B`);
    await list.getByRole('button', { name: T.save }).click();
    await expect(toasts(page).first()).toContainText(T.teamUpdated);
    await expect(list.getByText(`${teamName} B`)).toBeVisible();

    // Spec 8: the server's reason under 'Failed to delete team'.
    await list.getByRole('button', { name: T.deleteTeam('Red Hawks') }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: T.delete }).click();
    await expect(toasts(page).first()).toContainText(T.deleteTeamFailed);
    await expect(toasts(page).first()).toContainText(/This team plays in \d+ games/);

    await list.getByRole('button', { name: T.deleteTeam(`${teamName} B`) }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: T.delete }).click();
    await expect(toasts(page).first()).toContainText(T.teamDeleted);
    await expect(list.getByText(`${teamName} B`)).toHaveCount(0);
    await teams.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: T.actions.manageFields }).click();
    const fields = page.getByRole('dialog', { name: T.fieldsTitle });
    await fields.getByLabel(T.fieldName).fill(fieldName);
    await fields.getByLabel(T.fieldLocation).fill('9 Test Lane');
    await fields.getByLabel(T.fieldSurface).selectOption('Dirt');
    await fields.getByRole('button', { name: T.addField }).click();
    await expect(toasts(page).first()).toContainText(T.fieldCreated);
    const fieldList = fields.getByRole('list', { name: T.fieldsTitle });
    await expect(fieldList.getByRole('listitem').filter({ hasText: fieldName })).toContainText('9 Test Lane · Dirt');

    await fieldList.getByRole('button', { name: T.editField(fieldName) }).click();
    await fieldList.getByLabel(T.fieldSurface).selectOption('Turf');
    await fieldList.getByRole('button', { name: T.save }).click();
    await expect(toasts(page).first()).toContainText(T.fieldUpdated);
    await expect(fieldList.getByRole('listitem').filter({ hasText: fieldName })).toContainText('9 Test Lane · Turf');

    await fieldList.getByRole('button', { name: T.deleteField(fieldName) }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: T.delete }).click();
    await expect(toasts(page).first()).toContainText(T.fieldDeleted);
    await expect(fieldList.getByText(fieldName)).toHaveCount(0);
  });

  test('phone: the dashboard with the mobile menu open', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/demo/admin');
    await expect(page.getByRole('heading', { name: T.upcomingHeading })).toBeVisible();
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('link', { name: 'Import Data' })).toBeVisible();
    // Nothing is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    fs.mkdirSync(RESULTS_DIR, { recursive: true });
    await page.screenshot({ path: path.join(RESULTS_DIR, 'admin-dashboard-phone-menu.png'), fullPage: false });
  });
});

test.describe('super admin', () => {
  test.beforeEach(async ({ page, loginAs }) => {
    await loginAs(page, SUPER_ADMIN);
  });

  test('changes league settings and syncs them to the scheduled games', async ({ page }) => {
    test.slow();
    // A league of its own, so the demo league's games keep their settings for the other specs.
    const name = unique('Sync League');
    const league = await ok<LeagueDto>(await page.request.post('/api/leagues', { data: { name } }));
    try {
      const home = await createTeam(page.request, 'Sync Home', league.id);
      const away = await createTeam(page.request, 'Sync Away', league.id);
      await createGame(page.request, home, away, '2031-07-05T14:00:00Z');
      await createGame(page.request, away, home, '2031-07-12T14:00:00Z');

      await page.goto(`/${league.slug}/admin`);
      await expect(page.getByText(name, { exact: true })).toBeVisible();
      // The count cards read this league's own data.
      await expect(countCard(page, T.cards.totalGames)).toContainText('2');
      await expect(countCard(page, T.cards.liveGames)).toContainText('0');
      await expect(countCard(page, T.cards.teams)).toContainText('2');
      await expect(countCard(page, T.cards.fields)).toContainText('0');
      await expect(page.getByRole('region', { name: T.finishedHeading })).toHaveCount(0);
      await page.getByRole('button', { name: T.actions.leagueSettings }).click();
      const dialog = page.getByRole('dialog', { name: T.settingsTitle });
      const S = T.settingsFields;
      await dialog.getByLabel(S.gameFormat).selectOption('halves');
      await expect(dialog.getByLabel(S.periodDuration)).toHaveValue('25');
      await dialog.getByLabel(S.periodDuration).fill('20');
      await dialog.getByLabel(S.blitzesPerPeriod).fill('');
      await dialog.getByLabel(S.timeoutsPerPeriod).fill('4');
      await dialog.getByLabel(S.halftimeDuration).fill('59');
      await dialog.getByLabel(S.timezone).selectOption('America/Chicago');
      // Standings (issue 18): points scored first, then head-to-head; no cap
      await dialog.getByLabel(S.tiebreaker(1)).selectOption('pointsFor');
      await dialog.getByLabel(S.tiebreaker(2)).selectOption('headToHead');
      await dialog.getByLabel(S.tiebreaker(3)).selectOption('');
      await dialog.getByLabel(S.pointDifferentialCap).fill('');
      // Unsaved changes: sync waits for the save.
      await expect(dialog.getByRole('button', { name: T.syncGames })).toBeDisabled();
      await dialog.getByRole('button', { name: T.saveSettings }).click();
      await expect(toasts(page).first()).toContainText(`${S.halftimeDuration} must be between 60 and 1800`);
      await expect(dialog.getByText('must be between 60 and 1800')).toBeVisible();
      await dialog.getByLabel(S.halftimeDuration).fill('600');
      await dialog.getByRole('button', { name: T.saveSettings }).click();
      await expect(toasts(page).first()).toContainText(T.settingsSaved);

      const saved = await ok<LeagueDto>(await page.request.get(`/api/leagues/by-slug/${league.slug}`));
      expect(saved).toMatchObject({
        defaultGameFormat: 'halves',
        defaultTotalPeriods: 2,
        defaultPeriodDuration: 20,
        defaultTimeoutsPerPeriod: 4,
        defaultBlitzesPerPeriod: 0, // blank falls back to 0 (spec 5)
        halftimeDuration: 600,
        timezone: 'America/Chicago',
        standingsTiebreakers: ['pointsFor', 'headToHead'],
        pointDifferentialCap: null,
      });
      // The dashboard now shows times in the league's new zone. (Escape would close the toast first.)
      await dialog.getByRole('button', { name: T.cancel }).click();
      await expect(upcoming(page)).toContainText(T.timeZoneNote('Central'));
      await expect(upcoming(page)).toContainText('9:00 AM');

      await page.getByRole('button', { name: T.actions.leagueSettings }).click();
      await dialog.getByRole('button', { name: T.syncGames }).click();
      await expect(dialog.getByRole('status')).toHaveText(T.gamesUpdated(2));
      await expect(toasts(page).first()).toContainText(T.gamesUpdated(2));
      const games = await ok<GameDto[]>(await page.request.get(`/api/leagues/${league.slug}/games`));
      for (const game of games) expect(game).toMatchObject({ gameFormat: 'halves', totalPeriods: 2, periodDuration: 20, halftimeDuration: 600 });
    } finally {
      await page.request.delete(`/api/leagues/${league.id}`);
    }
  });

  test('creates a league, suspends it and deletes it from League Management', async ({ page }) => {
    test.slow();
    const name = unique('E2E League');
    const slug = name.toLowerCase().replace(/[^a-z0-9-]/g, '-');
    await page.goto('/demo/admin');
    await page.getByRole('button', { name: T.actions.manageLeagues }).click();
    const dialog = page.getByRole('dialog', { name: T.leaguesTitle });
    await dialog.getByRole('button', { name: T.createLeague }).click();
    const form = dialog.getByRole('form', { name: T.createLeagueHeading });
    await form.getByRole('button', { name: T.createLeague }).click();
    await expect(toasts(page).first()).toContainText(T.leagueNameRequired);

    await form.getByLabel(T.leagueFields.name).fill(name);
    // Spec 5: the slug is normalised as typed.
    await form.getByLabel(T.leagueFields.slug).pressSequentially(`${name.toUpperCase()}!`);
    await expect(form.getByLabel(T.leagueFields.slug)).toHaveValue(`${slug}-`);
    await form.getByLabel(T.leagueFields.slug).fill(slug);
    await form.getByRole('button', { name: T.createLeague }).click();
    await expect(toasts(page).first()).toContainText(T.leagueCreated);

    // A taken address is refused with the server's message.
    await dialog.getByRole('button', { name: T.createLeague }).click();
    await form.getByLabel(T.leagueFields.name).fill(`${name} again`);
    await form.getByLabel(T.leagueFields.slug).fill(slug);
    await form.getByRole('button', { name: T.createLeague }).click();
    await expect(toasts(page).first()).toContainText(T.createLeagueFailed);
    await expect(toasts(page).first()).toContainText('already taken');
    await form.getByRole('button', { name: T.cancel, exact: true }).click();

    const row = dialog.getByRole('listitem', { name });
    await expect(row).toContainText(`/${slug}`);
    await expect(row).toContainText(T.leagueStatus.active);
    await row.getByLabel(T.leagueStatusLabel(name)).selectOption('suspended');
    await expect(toasts(page).first()).toContainText(T.leagueStatusUpdatedTitle);
    await expect(row).toContainText(T.leagueStatus.suspended);

    // Edit League: rename.
    await row.getByRole('button', { name: T.editLeague(name) }).click();
    const edit = page.getByRole('dialog', { name: T.editLeagueTitle });
    await edit.getByLabel(T.leagueFields.name).fill(`${name} R`);
    await edit.getByRole('button', { name: T.saveChanges }).click();
    await expect(toasts(page).first()).toContainText(T.leagueUpdated);
    const renamed = dialog.getByRole('listitem', { name: `${name} R` });
    await expect(renamed).toBeVisible();

    // The suspended league's pages say so (spec 2.1) to everyone else.
    const visitor = await page.context().browser()!.newPage({ baseURL: new URL(page.url()).origin });
    await visitor.goto(`/${slug}`);
    await expect(visitor.getByRole('heading', { name: 'League Suspended' })).toBeVisible();
    await visitor.close();

    await renamed.getByRole('button', { name: T.deleteLeague(`${name} R`) }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(T.deleteLeagueWarning);
    await confirm.getByRole('button', { name: T.deleteLeagueConfirm }).click();
    await expect(toasts(page).first()).toContainText(T.leagueDeleted);
    await expect(dialog.getByRole('listitem', { name: `${name} R` })).toHaveCount(0);
    expect((await page.request.get(`/api/leagues/by-slug/${slug}`)).status()).toBe(404);
  });

  test('the /leagues page holds the same League Management', async ({ page }) => {
    await page.goto('/leagues');
    await expect(page.getByRole('heading', { name: T.leaguesTitle })).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'Demo League' })).toContainText('/demo');
    await expect(page.getByRole('listitem', { name: 'Suspended Demo' })).toContainText(T.leagueStatus.suspended);
  });
});
