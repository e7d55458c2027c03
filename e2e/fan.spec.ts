import { sideName } from '../common/brackets/sides';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import type { FanProfileDto, LeaderboardEntryDto } from '../common/schemas/fans';
import type { GameDto } from '../common/schemas/games/dto';
import { FAN_TEXT as TEXT } from '../client/src/features/fans/texts';
import { SERVER_TEXT } from '../common/texts';
import { DEMO_ADMIN, DEMO_REF1, SUPER_ADMIN, createDemoGame, expect, test as base, type CreatedUser, type SignIn } from './fixtures';

// Spec 2.11: the Fan Dashboard. Each test registers its own fans (POST /api/register, no referee
// box) and makes its own games far in the future (as demo-admin), so the demo league's seeded
// games and the other specs are left alone.

const test = base.extend<{ signIn: (account: SignIn) => Promise<BrowserContext> }>({
  signIn: async ({ signedInContext }, use) => {
    await use((account) => signedInContext(account));
  },
});

// A fan's rank among the demo league's fans (ties share a rank): the demo league keeps the fans of
// earlier tests and of earlier runs of this one (--repeat-each), so a rank is counted, not assumed.
async function rankWith(api: APIRequestContext, points: number): Promise<number> {
  const board = (await (await api.get('/api/leagues/demo/fan/leaderboard')).json()) as LeaderboardEntryDto[];
  return 1 + board.filter((row) => row.totalPoints > points).length;
}

// The referee's way to a final: live, then completed with the score (PATCH /api/games/:id/state).
async function completeGame(admin: APIRequestContext, gameId: number, homeScore: number, awayScore: number): Promise<void> {
  for (const change of [{ status: 'live' }, { status: 'completed', homeScore, awayScore }]) {
    const { version } = (await (await admin.get(`/api/games/${gameId}`)).json()) as GameDto;
    const response = await admin.patch(`/api/games/${gameId}/state`, { data: { ...change, version } });
    expect(response.ok(), await response.text()).toBe(true);
  }
}

async function newFan(createUser: (input?: { leagueSlug?: string; firstName?: string }) => Promise<CreatedUser>, firstName: string) {
  const fan = await createUser({ leagueSlug: 'demo', firstName });
  expect(fan.requiresApproval).toBe(false);
  return fan;
}

function toasts(page: Page) {
  return page.getByRole('region', { name: /Notifications/, includeHidden: true }).getByRole('listitem', { includeHidden: true });
}

function header(page: Page) {
  return {
    level: page.getByTestId('fan-level'),
    points: page.getByTestId('fan-points'),
    rank: page.getByTestId('fan-rank'),
    progress: page.getByTestId('fan-level-progress'),
  };
}

test('a new fan predicts a game, sees it pending, and after the final sees points, level and rank update', async ({ page, signIn, createUser, loginAs }) => {
  const admin = (await signIn(DEMO_ADMIN)).request;

  // A rival fan with 85 points: right winner at 50 confidence with the exact score (10 + 10 + 25)
  // plus Rookie Call, On the Board and Crystal Ball (5 + 10 + 25), decision 012.
  const rival = await newFan(createUser, `Rival${Date.now().toString(36)}`);
  const rivalGame = await createDemoGame(admin, { teams: [2, 3] });
  const rivalApi = (await signIn(rival)).request;
  const rivalPick = await rivalApi.post('/api/leagues/demo/fan/predictions', {
    data: { gameId: rivalGame.id, predictedWinnerId: rivalGame.homeTeamId, confidence: 50, predictedScore: { home: 14, away: 7 } },
  });
  expect(rivalPick.status(), await rivalPick.text()).toBe(201);
  await completeGame(admin, rivalGame.id, 14, 7);
  const rivalProfile = (await (await rivalApi.get('/api/leagues/demo/fan/profile')).json()) as FanProfileDto;
  expect(rivalProfile.totalPoints).toBe(85);

  const game = await createDemoGame(admin, { teams: [0, 1] });
  const home = sideName(game, 'home');
  const away = sideName(game, 'away');
  const fanName = `Casey${Date.now().toString(36)}`;
  const fan = await newFan(createUser, fanName);
  await loginAs(page, { username: fan.username, password: fan.password, leagueSlug: 'demo' });
  await page.goto('/demo/fan');

  const h = header(page);
  await expect(page.getByRole('heading', { name: fanName })).toBeVisible();
  await expect(h.level).toHaveText(TEXT.level(1));
  await expect(h.points).toHaveText(TEXT.points(0));
  await expect(h.progress).toHaveText(TEXT.levelProgress(0, 2));
  await expect(page.getByRole('group', { name: TEXT.tiles.leagueRank })).toBeVisible();

  // Make Prediction on the Overview opens the Predictions tab with that game chosen.
  const upcoming = page.getByRole('list', { name: TEXT.upcomingHeading }).getByRole('listitem');
  await expect(upcoming).toHaveCount(3);
  const firstMatchup = (await upcoming.first().getAttribute('aria-label'))!;
  await upcoming.first().getByRole('button', { name: TEXT.makePrediction }).click();
  await expect(page.getByRole('tab', { name: TEXT.tabs.predictions })).toHaveAttribute('aria-selected', 'true');
  const gameSelect = page.getByLabel(TEXT.gameLabel);
  await expect(gameSelect).not.toHaveValue('');
  expect(await gameSelect.locator('option:checked').textContent()).toContain(firstMatchup);

  // Our own game: winner, confidence 100 (the slider's End key), the exact score to be.
  await gameSelect.selectOption(String(game.id));
  await page.getByRole('radio', { name: new RegExp(home) }).check();
  const confidence = page.getByRole('slider', { name: TEXT.confidenceLabel });
  await expect(confidence).toHaveValue('50');
  await confidence.press('End');
  await expect(confidence).toHaveValue('100');
  await page.getByLabel(TEXT.scoreLabel(home)).fill('21');
  await page.getByLabel(TEXT.scoreLabel(away)).fill('14');
  await page.getByRole('button', { name: TEXT.submitPrediction }).click();
  await expect(toasts(page).first()).toContainText(TEXT.predictionSubmitted);
  await expect(toasts(page).first()).toContainText(TEXT.submittedBody(home, 21, 14));

  const latest = page.getByRole('list', { name: TEXT.recentPredictionsHeading });
  const mine = latest.getByRole('listitem', { name: `${home} ${TEXT.versus} ${away}` });
  await expect(mine.getByTestId('prediction-outcome')).toHaveText(TEXT.pending);
  await expect(mine).toContainText(TEXT.yourPick(home, 21, 14));
  // Rookie Call (5 points) puts the fan behind the rival.
  await expect(h.points).toHaveText(TEXT.points(5));
  const fanApi = page.context().request;
  const behind = await rankWith(fanApi, 5);
  expect(behind).toBeGreaterThanOrEqual(2);
  await expect(h.rank).toHaveText(TEXT.rank(behind));

  // The referee's final: right winner at 100 confidence with the exact score = 10 + 20 + 25 = 55,
  // plus On the Board, Crystal Ball and Bold Call (10 + 25 + 15) and Rookie Call (5): 110.
  await completeGame(admin, game.id, 21, 14);
  await page.reload();
  await expect(h.points).toHaveText(TEXT.points(110));
  await expect(h.level).toHaveText(TEXT.level(2));
  await expect(h.progress).toHaveText(TEXT.levelProgress(10, 3));
  await expect(page.getByRole('progressbar', { name: TEXT.levelProgress(10, 3) })).toHaveAttribute('aria-valuenow', '10');
  // ahead of the rival now: first, unless fans of earlier runs scored more
  const ahead = await rankWith(fanApi, 110);
  expect(ahead).toBeLessThan(await rankWith(fanApi, 85));
  await expect(h.rank).toHaveText(TEXT.rank(ahead));
  await expect(page.getByRole('group', { name: TEXT.tiles.leagueRank })).toContainText(`#${ahead}`);

  await page.getByRole('tab', { name: TEXT.tabs.predictions }).click();
  await expect(mine.getByTestId('prediction-outcome')).toHaveText(TEXT.correct(55));

  await page.getByRole('tab', { name: TEXT.tabs.leaderboard }).click();
  const rows = page.getByRole('table', { name: TEXT.leaderboardHeading }).getByRole('row');
  const me = rows.filter({ hasText: fanName });
  await expect(me).toHaveAttribute('aria-current', 'true');
  await expect(me).toContainText(TEXT.you);
  await expect(me.getByRole('cell')).toHaveText([String(ahead), `${fanName}${TEXT.you}`, '2', '110']);
  await expect(rows.filter({ hasText: rivalProfile.displayName }).getByRole('cell').first()).toHaveText(String(await rankWith(fanApi, 85)));

  await page.getByRole('tab', { name: TEXT.tabs.achievements }).click();
  const boldCall = page.getByRole('listitem', { name: 'Bold Call' });
  await expect(boldCall).toHaveAttribute('data-unlocked', 'true');
  await expect(page.getByRole('listitem', { name: 'Hot Streak' })).toContainText(TEXT.locked);
});

test('the profile saves display name, favorite team and notifications; No preference sends null', async ({ page, createUser, loginAs }) => {
  const fan = await newFan(createUser, 'Morgan');
  await loginAs(page, { username: fan.username, password: fan.password, leagueSlug: 'demo' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/demo/fan');
  await page.getByRole('tab', { name: TEXT.tabs.profile }).click();

  const newName = `Sideline ${Date.now().toString(36).slice(-5)}`;
  await expect(page.getByLabel(TEXT.displayNameLabel)).toHaveValue('Morgan');
  await page.getByLabel(TEXT.displayNameLabel).fill(newName);
  await page.getByLabel(TEXT.favoriteTeamLabel).selectOption({ label: 'Gold Rush' });
  const push = page.getByRole('switch', { name: TEXT.notifications.push.label });
  await expect(push).toHaveAttribute('aria-checked', 'false');
  await push.click();
  await page.getByRole('switch', { name: TEXT.notifications.email.label }).click();
  await page.getByRole('button', { name: TEXT.save }).click();
  await expect(toasts(page).first()).toContainText(TEXT.profileUpdated);
  await expect(page.getByRole('heading', { name: newName })).toBeVisible();

  const saved = (await (await page.context().request.get('/api/leagues/demo/fan/profile')).json()) as FanProfileDto;
  expect(saved).toMatchObject({ displayName: newName, favoriteTeam: { name: 'Gold Rush' }, notificationPreferences: { push: true, email: false, gameReminders: true } });

  // After a reload the form shows what was saved; No preference clears the team.
  await page.reload();
  await page.getByRole('tab', { name: TEXT.tabs.profile }).click();
  await expect(page.getByLabel(TEXT.favoriteTeamLabel).locator('option:checked')).toHaveText('Gold Rush');
  await expect(push).toHaveAttribute('aria-checked', 'true');
  // On a weak signal the fan data is read again slowly after a save: the form takes the saved values
  // with the answer, so what is typed once the toast shows is kept.
  await page.route(/\/api\/leagues\/demo\/fan\/(leaderboard|achievements|predictions)/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.getByLabel(TEXT.favoriteTeamLabel).selectOption({ label: TEXT.noPreference });
  await page.getByRole('button', { name: TEXT.save }).click();
  await expect(toasts(page).first()).toContainText(TEXT.profileUpdated);
  const cleared = (await (await page.context().request.get('/api/leagues/demo/fan/profile')).json()) as FanProfileDto;
  expect(cleared).toMatchObject({ favoriteTeamId: null, favoriteTeam: null });

  // A blank name is refused before it is sent.
  await page.getByLabel(TEXT.displayNameLabel).fill('   ');
  await page.getByRole('button', { name: TEXT.save }).click();
  await expect(toasts(page).first()).toContainText(TEXT.updateFailed);
  await expect(toasts(page).first()).toContainText(TEXT.displayNameRequired);
});

test("a prediction with nothing chosen says what is missing in 'Prediction Failed'", async ({ page, createUser, loginAs }) => {
  const fan = await newFan(createUser, 'Casey');
  await loginAs(page, { username: fan.username, password: fan.password, leagueSlug: 'demo' });
  await page.goto('/demo/fan');
  await page.getByRole('tab', { name: TEXT.tabs.predictions }).click();
  await page.getByRole('button', { name: TEXT.submitPrediction }).click();
  await expect(toasts(page).first()).toContainText(TEXT.predictionFailed);
  await expect(toasts(page).first()).toContainText(TEXT.chooseGameAndWinner);
});

// Issue 14: staff opening the fan page get its own message, no profile and no place on the board.
test('staff see the fan page message, not a profile, and never reach the leaderboard', async ({ signIn, createUser }) => {
  const staff = [
    { account: DEMO_ADMIN, role: 'admin', name: 'Dana' },
    { account: DEMO_REF1, role: 'referee', name: 'Riley' },
    { account: SUPER_ADMIN, role: 'super_admin', name: 'Super' },
  ] as const;
  for (const { account, role } of staff) {
    const context = await signIn(account);
    const page = await context.newPage();
    await page.goto('/demo/fan');
    await expect(page.getByText(SERVER_TEXT.fansOnly(role))).toBeVisible();
    await expect(page.getByRole('tab', { name: TEXT.tabs.overview })).toHaveCount(0);
    await expect(page.getByRole('link', { name: TEXT.openOwnDashboard })).toHaveAttribute('href', role === 'referee' ? '/demo/referee' : '/demo/admin');
    // the fan API answers the same sentence and makes nothing
    const profile = await context.request.get('/api/leagues/demo/fan/profile');
    expect(profile.status()).toBe(403);
    expect(((await profile.json()) as { message: string }).message).toBe(SERVER_TEXT.fansOnly(role));
  }
  const fan = await newFan(createUser, 'Jordan');
  const board = (await (await (await signIn(fan)).request.get('/api/leagues/demo/fan/leaderboard')).json()) as LeaderboardEntryDto[];
  const names = board.map((row) => row.displayName);
  for (const { name } of staff) expect(names).not.toContain(name);
});
