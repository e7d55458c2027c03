import { sideName } from '../common/brackets/sides';
import type { BrowserContext, Page } from '@playwright/test';
import { GAME_REFUSAL_TEXT } from '../common/game-rules/texts';
import { GAME_CONTROL_TEXT as TEXT } from '../client/src/features/game-control/texts';
import { REFEREE_TEXT } from '../client/src/features/referee-dashboard/texts';
import { DEMO_ADMIN, DEMO_REF1, DEMO_REF2, SUPER_ADMIN, createDemoGame, expect, test as base, uniqueUsername, type SignIn, type Viewport } from './fixtures';

// Spec 2.5 and 2.6: the Referee Dashboard and the Game Control page, run by a referee on a phone.
// Each test makes its own game through the API (as demo-admin), so the demo league's seeded games
// and the other specs are left alone.

// `signIn` opens a browser context signed in as an account (a phone unless told otherwise).
const test = base.extend<{ signIn: (account: SignIn, viewport?: Viewport) => Promise<BrowserContext> }>({
  signIn: async ({ signedInContext }, use) => {
    await use((account, viewport = PHONE) => signedInContext(account, viewport));
  },
});

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

const DEMO_TIMEZONE = 'America/New_York';

function toasts(page: Page) {
  return page.getByRole('region', { name: /Notifications/, includeHidden: true }).getByRole('listitem', { includeHidden: true });
}

function dateText(iso: string): { date: string; time: string } {
  const at = new Date(iso);
  return {
    date: new Intl.DateTimeFormat('en-US', { timeZone: DEMO_TIMEZONE, weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }).format(at),
    time: new Intl.DateTimeFormat('en-US', { timeZone: DEMO_TIMEZONE, hour: 'numeric', minute: '2-digit' }).format(at),
  };
}

function clockSeconds(text: string | null): number {
  const match = /^(\d+):(\d\d)$/.exec(text?.trim() ?? '');
  if (!match) throw new Error(`not a clock: ${text}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

// Start Game's confirmation (issue 16): once, and a second time for a kickoff more than 2 hours
// from now (every createDemoGame game from 2031 on).
async function confirmStart(page: Page, { far }: { far: boolean }): Promise<void> {
  const dialog = page.getByRole('alertdialog', { name: TEXT.startConfirmTitle });
  await dialog.getByRole('button', { name: TEXT.startGame, exact: true }).click();
  if (far) {
    await expect(dialog.getByTestId('start-game-warning')).toBeVisible();
    await dialog.getByRole('button', { name: TEXT.startAnyway }).click();
  }
  await expect(dialog).toBeHidden();
}

async function nextPeriod(page: Page, confirmLabel: string = TEXT.nextPeriod): Promise<void> {
  await page.getByRole('button', { name: TEXT.nextPeriod, exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: confirmLabel }).click();
  await expect(page.getByRole('alertdialog')).toBeHidden();
}

test('a referee starts a game, runs the clock, scores, calls a timeout and reaches halftime; a second screen follows', async ({ signIn }) => {
  // The whole first half of a game in one story: longer than the default 30 s on a busy machine.
  test.setTimeout(120_000);
  const admin = (await signIn(DEMO_ADMIN)).request;
  const game = await createDemoGame(admin);
  const home = sideName(game, 'home');
  const away = sideName(game, 'away');

  const referee = await (await signIn(DEMO_REF1)).newPage();
  await referee.goto('/demo/referee');
  await expect(referee.getByRole('heading', { name: REFEREE_TEXT.scheduledGames })).toBeVisible();
  const { date, time } = dateText(game.scheduledDate);
  const card = referee.getByRole('listitem').filter({ hasText: date }).filter({ hasText: time });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(home);
  await expect(card).toContainText(away);
  await card.getByRole('button', { name: REFEREE_TEXT.startGame }).click();
  await confirmStart(referee, { far: true });

  // Start Game: live, clock stopped at the full period (spec 4).
  await expect(referee).toHaveURL(`/demo/referee/${game.id}`);
  await expect(referee.getByTestId('game-status')).toHaveText(TEXT.statusLabel.live);
  await expect(referee.getByTestId('game-clock')).toHaveText('15:00');
  await expect(referee.getByTestId('period-label')).toHaveText('1st Quarter');
  await expect(referee.getByRole('button', { name: TEXT.startGame })).toHaveCount(0);

  // A second screen on the same game (the bare route, another referee, a desktop). Its polls are
  // answered with the game as it is now, so everything newer can only arrive by push.
  const watcherContext = await signIn(DEMO_REF2, { width: 1280, height: 800 });
  const watcher = await watcherContext.newPage();
  await watcher.goto(`/referee/${game.id}`);
  await expect(watcher.getByTestId('game-clock')).toHaveText('15:00');
  const frozen = await (await watcherContext.request.get(`/api/games/${game.id}`)).text();
  await watcher.route(`**/api/games/${game.id}`, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: frozen }));

  // The clock counts down locally between answers.
  await referee.getByRole('button', { name: TEXT.startClock }).click();
  await expect(referee.getByRole('button', { name: TEXT.stopClock })).toBeVisible();
  await expect.poll(async () => clockSeconds(await referee.getByTestId('game-clock').textContent()), { timeout: 4000 }).toBeLessThan(15 * 60 - 1);
  await expect.poll(async () => clockSeconds(await watcher.getByTestId('game-clock').textContent()), { timeout: 4000 }).toBeLessThan(15 * 60 - 1);

  // +6 then +1 for the home team; the events list records both.
  await referee.getByRole('button', { name: TEXT.scoreLabel(6, home) }).click();
  await referee.getByRole('button', { name: TEXT.scoreLabel(1, home) }).click();
  await expect(referee.getByTestId('score-home')).toHaveText('7');
  await expect(referee.getByTestId('score-away')).toHaveText('0');
  await expect(referee.getByRole('button', { name: TEXT.scoreLabel(-1, away) })).toBeDisabled();
  const events = referee.getByTestId('game-events');
  await expect(events).toContainText(`${home} scored 6 points`);
  await expect(events).toContainText(`${home} scored 1 point`);
  await expect(watcher.getByTestId('score-home')).toHaveText('7');
  await expect(watcher.getByTestId('game-events')).toContainText(`${home} scored 1 point`);

  // A timeout for the away team: the clock stops and the countdown banner shows (auto timeouts).
  await referee.getByRole('button', { name: TEXT.callTimeoutLabel(away) }).click();
  const banner = referee.getByTestId('countdown-banner');
  await expect(banner).toContainText(TEXT.timeoutBanner(away));
  await expect(banner).toContainText(TEXT.autoEnding);
  await expect(banner).toContainText(/[01]:\d\d/);
  await expect(referee.getByRole('button', { name: TEXT.startClock })).toBeVisible();
  await expect(referee.getByTestId(`${TEXT.timeoutsWord}-away`)).toContainText(TEXT.usedOf(1, 2));
  await expect(watcher.getByTestId('countdown-banner')).toContainText(TEXT.timeoutBanner(away));

  // Ending it resumes the clock, since it was running when the timeout was called.
  await referee.getByRole('button', { name: TEXT.endTimeout }).click();
  await expect(banner).toBeHidden();
  await expect(referee.getByRole('button', { name: TEXT.stopClock })).toBeVisible();

  // Next Period twice: the 2nd quarter (the down back to 1st, decision 024), then halftime before the 3rd.
  await referee.getByRole('button', { name: TEXT.downLabel(3) }).click();
  await expect(referee.getByRole('button', { name: TEXT.downLabel(3) })).toHaveAttribute('aria-pressed', 'true');
  await nextPeriod(referee);
  await expect(referee.getByTestId('period-label')).toHaveText('2nd Quarter');
  await expect(referee.getByRole('button', { name: TEXT.downLabel(1) })).toHaveAttribute('aria-pressed', 'true');
  await expect(referee.getByTestId('game-clock')).toHaveText('15:00');
  await expect(referee.getByTestId(`${TEXT.timeoutsWord}-away`)).toContainText(TEXT.usedOf(0, 2));
  await nextPeriod(referee);
  await expect(referee.getByTestId('period-label')).toHaveText('3rd Quarter');
  await expect(banner).toContainText(TEXT.halftimeBanner);
  await expect(banner).toContainText(TEXT.autoResuming);
  await expect(banner).toContainText(/[45]:\d\d/);
  await expect(referee.getByTestId('game-events')).toContainText('3rd Quarter started');
  await expect(watcher.getByTestId('countdown-banner')).toContainText(TEXT.halftimeBanner);
  await expect(watcher.getByTestId('period-label')).toHaveText('3rd Quarter');

});

test("the dashboard lists the referee's own games first; Start Game asks, naming the teams and kickoff, and Cancel leaves the game scheduled", async ({ signIn }) => {
  const admin = (await signIn(DEMO_ADMIN)).request;
  const refContext = await signIn(DEMO_REF1);
  const { id: refereeId } = (await (await refContext.request.get('/api/user')).json()) as { id: number };
  const own = await createDemoGame(admin, { nearNow: true, refereeId, teams: [2, 3] });
  const other = await createDemoGame(admin, { nearNow: true });
  try {
    const status = async (id: number) => ((await (await admin.get(`/api/games/${id}`)).json()) as { status: string }).status;

    const page = await refContext.newPage();
    await page.goto('/demo/referee');
    // Own games under 'Your Games', above the league's others under their own heading.
    const inList = (name: string, game: typeof own) => {
      const { date, time } = dateText(game.scheduledDate);
      // The time exactly: '1:05 PM' is also part of '11:05 PM'.
      return page.getByRole('list', { name }).getByRole('listitem').filter({ hasText: date }).filter({ has: page.getByText(time, { exact: true }) });
    };
    await expect(inList(REFEREE_TEXT.yourGames, own)).toHaveCount(1);
    await expect(inList(REFEREE_TEXT.otherGames, other)).toHaveCount(1);
    await expect(inList(REFEREE_TEXT.otherGames, own)).toHaveCount(0);
    const headings = await page.getByRole('heading', { level: 3 }).allTextContents();
    expect(headings).toEqual([REFEREE_TEXT.yourGames, REFEREE_TEXT.otherGames]);

    // Start Game opens the confirmation naming both teams and the kickoff; Cancel changes nothing.
    await inList(REFEREE_TEXT.yourGames, own).getByRole('button', { name: REFEREE_TEXT.startGame }).click();
    const dialog = page.getByRole('alertdialog', { name: TEXT.startConfirmTitle });
    const { date, time } = dateText(own.scheduledDate);
    await expect(dialog).toContainText(TEXT.startConfirmBody(sideName(own, 'home'), sideName(own, 'away'), `${date}, ${time}`));
    await dialog.getByRole('button', { name: TEXT.cancel }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL('/demo/referee');
    expect(await status(own.id)).toBe('scheduled');

    // Within 2 hours of kickoff one confirmation starts it.
    await inList(REFEREE_TEXT.yourGames, own).getByRole('button', { name: REFEREE_TEXT.startGame }).click();
    await confirmStart(page, { far: false });
    await expect(page).toHaveURL(`/demo/referee/${own.id}`);
    await expect(page.getByTestId('game-status')).toHaveText(TEXT.statusLabel.live);
    expect(await status(own.id)).toBe('live');
    expect(await status(other.id)).toBe('scheduled');
  } finally {
    // near now, the window a later run (or repeat) of this test needs for its own games
    for (const game of [own, other]) await admin.delete(`/api/games/${game.id}`);
  }
});

test('a game days from kickoff needs a second confirmation naming its date, on the dashboard and on its control page', async ({ signIn }) => {
  const admin = (await signIn(DEMO_ADMIN)).request;
  const onDashboard = await createDemoGame(admin);
  const onControlPage = await createDemoGame(admin);
  const status = async (id: number) => ((await (await admin.get(`/api/games/${id}`)).json()) as { status: string }).status;
  const page = await (await signIn(DEMO_REF1)).newPage();

  await page.goto('/demo/referee');
  const { date, time } = dateText(onDashboard.scheduledDate);
  await page.getByRole('listitem').filter({ hasText: date }).filter({ hasText: time }).getByRole('button', { name: REFEREE_TEXT.startGame }).click();
  const dialog = page.getByRole('alertdialog', { name: TEXT.startConfirmTitle });
  await expect(dialog.getByTestId('start-game-warning')).toHaveCount(0);
  await dialog.getByRole('button', { name: TEXT.startGame, exact: true }).click();
  // Still asking, now with the warning; the game has not started.
  await expect(dialog.getByTestId('start-game-warning')).toHaveText(`${TEXT.startFarAhead(date, time)} ${TEXT.startFarQuestion}`);
  expect(await status(onDashboard.id)).toBe('scheduled');
  await dialog.getByRole('button', { name: TEXT.startAnyway }).click();
  await expect(page).toHaveURL(`/demo/referee/${onDashboard.id}`);
  await expect(page.getByTestId('game-status')).toHaveText(TEXT.statusLabel.live);

  // The control page's Start Game: the same dialog; Cancel at the second question leaves it scheduled.
  await page.goto(`/demo/referee/${onControlPage.id}`);
  await page.getByRole('button', { name: TEXT.startGame }).click();
  await expect(dialog).toContainText(TEXT.startConfirmBody(sideName(onControlPage, 'home'), sideName(onControlPage, 'away'), `${dateText(onControlPage.scheduledDate).date}, ${dateText(onControlPage.scheduledDate).time}`));
  await dialog.getByRole('button', { name: TEXT.startGame, exact: true }).click();
  await expect(dialog.getByTestId('start-game-warning')).toContainText(dateText(onControlPage.scheduledDate).date);
  await dialog.getByRole('button', { name: TEXT.cancel }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('game-status')).toHaveText(TEXT.statusLabel.scheduled);
  expect(await status(onControlPage.id)).toBe('scheduled');
  // Opened again, it starts from the first question.
  await page.getByRole('button', { name: TEXT.startGame }).click();
  await expect(dialog.getByTestId('start-game-warning')).toHaveCount(0);
  await confirmStart(page, { far: true });
  await expect(page.getByTestId('game-status')).toHaveText(TEXT.statusLabel.live);
});

test('a screen whose live channel is down still follows the game through its 1 s poll', async ({ signIn }) => {
  const admin = (await signIn(DEMO_ADMIN)).request;
  const game = await createDemoGame(admin);
  await admin.post(`/api/games/${game.id}/actions`, { data: { type: 'startGame' } });

  const context = await signIn(DEMO_REF1);
  const page = await context.newPage();
  // A socket that connects to nothing: no push ever arrives.
  await page.routeWebSocket('**/ws', () => {});
  await page.goto(`/demo/referee/${game.id}`);
  await expect(page.getByTestId('score-away')).toHaveText('0');
  await admin.post(`/api/games/${game.id}/actions`, { data: { type: 'addScore', team: 'away', delta: 6 } });
  await expect(page.getByTestId('score-away')).toHaveText('6', { timeout: 3000 });
});

test('used-up limits: Call Timeout and Call Blitz are disabled and say why in the engine\'s words (spec 5, decision 024)', async ({ signIn }) => {
  const admin = (await signIn(DEMO_ADMIN)).request;
  const game = await createDemoGame(admin, { timeoutsPerPeriod: 1, blitzesPerPeriod: 1 });
  await admin.post(`/api/games/${game.id}/actions`, { data: { type: 'startGame' } });
  const page = await (await signIn(DEMO_REF1)).newPage();
  await page.goto(`/demo/referee/${game.id}`);
  const home = sideName(game, 'home');
  const away = sideName(game, 'away');

  const callHome = page.getByRole('button', { name: TEXT.callTimeoutLabel(home) });
  await callHome.click();
  // While the timeout runs, neither team can call another; the reason is the engine's.
  await expect(page.getByRole('button', { name: TEXT.callTimeoutLabel(away) })).toBeDisabled();
  await expect(page.getByRole('button', { name: TEXT.callTimeoutLabel(away) })).toHaveAccessibleDescription(GAME_REFUSAL_TEXT.timeoutAlreadyActive);
  await page.getByRole('button', { name: TEXT.endTimeout }).click();
  await expect(page.getByTestId('countdown-banner')).toBeHidden();
  const homeTimeouts = page.getByTestId(`${TEXT.timeoutsWord}-home`);
  await expect(homeTimeouts).toContainText(TEXT.usedOf(1, 1));
  await expect(callHome).toBeDisabled();
  await expect(homeTimeouts).toContainText(GAME_REFUSAL_TEXT.timeoutsUsedUp('home', 'per_period'));
  await expect(callHome).toHaveAccessibleDescription(GAME_REFUSAL_TEXT.timeoutsUsedUp('home', 'per_period'));
  await expect(page.getByRole('button', { name: TEXT.callTimeoutLabel(away) })).toBeEnabled();
  await expect(toasts(page)).toHaveCount(0);

  // The manual adjustment is clamped to 0..allowed; lowering the count frees the call again.
  await expect(homeTimeouts.getByRole('button', { name: TEXT.increase(TEXT.timeoutsWord, home) })).toBeDisabled();
  await homeTimeouts.getByRole('button', { name: TEXT.decrease(TEXT.timeoutsWord, home) }).click();
  await expect(homeTimeouts).toContainText(TEXT.usedOf(0, 1));
  await expect(homeTimeouts.getByRole('button', { name: TEXT.decrease(TEXT.timeoutsWord, home) })).toBeDisabled();
  await expect(callHome).toBeEnabled();
  await expect(homeTimeouts).not.toContainText(GAME_REFUSAL_TEXT.timeoutsUsedUp('home', 'per_period'));

  // Blitz Management shows because this game allows blitzes.
  await expect(page.getByRole('heading', { name: TEXT.blitzesTitle })).toBeVisible();
  const blitzHome = page.getByRole('button', { name: TEXT.callBlitzLabel(home) });
  await blitzHome.click();
  await expect(page.getByTestId(`${TEXT.blitzesWord}-home`)).toContainText(TEXT.usedOf(1, 1));
  await expect(blitzHome).toBeDisabled();
  await expect(blitzHome).toHaveAccessibleDescription(GAME_REFUSAL_TEXT.blitzesUsedUp('home'));
  await expect(page.getByTestId(`${TEXT.blitzesWord}-home`)).toContainText(GAME_REFUSAL_TEXT.blitzesUsedUp('home'));

  // Another device used the away team's last blitz: the button follows once the game arrives.
  await admin.post(`/api/games/${game.id}/actions`, { data: { type: 'callBlitz', team: 'away' } });
  await expect(page.getByRole('button', { name: TEXT.callBlitzLabel(away) })).toBeDisabled();
  await expect(page.getByRole('button', { name: TEXT.callBlitzLabel(away) })).toHaveAccessibleDescription(GAME_REFUSAL_TEXT.blitzesUsedUp('away'));
});

// Decision 054: a press does not focus the console's buttons (a focused button the tap disables or
// removes costs the phone a restyle of the page inside the tap); the keyboard focuses them as before.
test('a pressed console button does not take focus; the keyboard still focuses and presses it', async ({ signIn }) => {
  const admin = (await signIn(DEMO_ADMIN)).request;
  const game = await createDemoGame(admin);
  await admin.post(`/api/games/${game.id}/actions`, { data: { type: 'startGame' } });
  const page = await (await signIn(DEMO_REF1)).newPage();
  await page.goto(`/demo/referee/${game.id}`);
  const home = sideName(game, 'home');
  const callHome = page.getByRole('button', { name: TEXT.callTimeoutLabel(home) });
  const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.tagName);

  await callHome.click();
  await expect(page.getByTestId('countdown-banner')).toBeVisible();
  await expect(callHome).toBeDisabled();
  expect(await focused()).toBe('BODY');
  await page.getByRole('button', { name: TEXT.endTimeout }).click();
  await expect(page.getByTestId('countdown-banner')).toBeHidden();
  expect(await focused()).toBe('BODY');

  const plusOne = page.getByRole('button', { name: TEXT.scoreLabel(1, home) });
  await plusOne.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('score-home')).toHaveText('1');
  await expect(plusOne).toBeFocused();
});

test('scores: -1 is disabled at 0, set score needs a whole number of 0 or more; downs 1-4; no blitz card without blitzes', async ({ signIn }) => {
  const admin = (await signIn(DEMO_ADMIN)).request;
  const game = await createDemoGame(admin, { blitzesPerPeriod: 0 });
  const page = await (await signIn(DEMO_REF1)).newPage();
  await page.goto(`/demo/referee/${game.id}`);
  const away = sideName(game, 'away');

  // Scheduled: Start Game shows and the live controls wait.
  await expect(page.getByTestId('game-status')).toHaveText(TEXT.statusLabel.scheduled);
  await expect(page.getByRole('button', { name: TEXT.scoreLabel(6, away) })).toBeDisabled();
  // the start's answer, before typing: in the whole suite (a busier server) the typed draft was lost
  // twice when the answer came in while the field was being filled (alone, never; see the stop-56 note)
  const started = page.waitForResponse((response) => response.url().endsWith(`/api/games/${game.id}/actions`) && response.request().method() === 'POST');
  await page.getByRole('button', { name: TEXT.startGame }).click();
  await confirmStart(page, { far: true });
  expect((await started).ok()).toBe(true);
  await expect(page.getByTestId('game-status')).toHaveText(TEXT.statusLabel.live);
  await expect(page.getByRole('heading', { name: TEXT.blitzesTitle })).toHaveCount(0);
  await expect(page.getByText(TEXT.eventsEmpty)).toBeVisible();

  const minusOne = page.getByRole('button', { name: TEXT.scoreLabel(-1, away) });
  await expect(minusOne).toBeDisabled();
  const input = page.getByRole('textbox', { name: TEXT.setScoreLabel(away) });
  const awayCard = page.getByRole('region', { name: `${away} score` });
  await input.fill('-3');
  await expect(awayCard.getByText(TEXT.setScoreInvalid)).toBeVisible();
  await expect(awayCard.getByRole('button', { name: TEXT.set })).toBeDisabled();
  await input.fill('21');
  await awayCard.getByRole('button', { name: TEXT.set }).click();
  await expect(page.getByTestId('score-away')).toHaveText('21');
  await expect(minusOne).toBeEnabled();
  await minusOne.click();
  await expect(page.getByTestId('score-away')).toHaveText('20');

  await page.getByRole('button', { name: TEXT.downLabel(3) }).click();
  await expect(page.getByRole('button', { name: TEXT.downLabel(3) })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: TEXT.downLabel(1) })).toHaveAttribute('aria-pressed', 'false');

  // Time adjustment: -60 s from the full period, and the clock stays stopped.
  await page.getByRole('button', { name: TEXT.adjustLabel(-60) }).click();
  await expect(page.getByTestId('game-clock')).toHaveText('14:00');
});

test('a league with no scheduled games shows the empty state', async ({ signIn }) => {
  const superAdmin = (await signIn({ ...SUPER_ADMIN, leagueSlug: undefined })).request;
  const slug = uniqueUsername('refempty').toLowerCase().replace(/[^a-z0-9-]/g, '-').slice(0, 40);
  const league = await superAdmin.post('/api/leagues', { data: { name: `Empty ${slug}`, slug } });
  expect(league.status(), await league.text()).toBe(201);
  const { id: leagueId } = (await league.json()) as { id: number };
  const referee = { username: uniqueUsername('ref'), password: 'whistle-pass' };
  const created = await superAdmin.post('/api/users', { data: { firstName: 'Empty', ...referee, role: 'referee', leagueId } });
  expect(created.status(), await created.text()).toBe(201);

  const page = await (await signIn({ ...referee, leagueSlug: slug })).newPage();
  await page.goto(`/${slug}/referee`);
  await expect(page.getByText(REFEREE_TEXT.noScheduledTitle)).toBeVisible();
  await expect(page.getByText(REFEREE_TEXT.noScheduledBody)).toBeVisible();
  await expect(page.getByRole('heading', { name: REFEREE_TEXT.liveGames })).toHaveCount(0);
});
