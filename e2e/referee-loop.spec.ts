import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import { sideName } from '../common/brackets/sides';
import { firstClash, gameLengthMs, type Booking } from '../common/schedule/booking';
import type { UserDto } from '../common/schemas/auth';
import type { AssignmentsDto } from '../common/schemas/crews';
import type { GameDto } from '../common/schemas/games/dto';
import { CREW_TEXT } from '../client/src/features/crew/texts';
import { GAME_CONTROL_TEXT } from '../client/src/features/game-control/texts';
import { REPORT_TEXT } from '../client/src/features/game-report/texts';
import { REFEREE_TEXT } from '../client/src/features/referee-dashboard/texts';
import { formatLeagueDate, formatLeagueTime } from '../client/src/lib/league-time';
import { DEMO_ADMIN, DEMO_REF1, expect, seriousViolations, test } from './fixtures';

// Issue 48's browser test, on a phone: the admin offers a game kicking off within the hour to the
// demo referee; he accepts it from his dashboard, taps "I'm here", runs the game (start, a score, the
// final whistle) and files the report with one tap per team and Submit. axe on the dashboard with
// its offer and on the report form, at 390x844 and 1280x800.
// FFL_SHOTS_DIR=<dir> also saves both screens at both sizes, to look at.

const SHOTS = process.env.FFL_SHOTS_DIR;
const DEMO_TIMEZONE = 'America/New_York';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
test.use({ viewport: PHONE });

async function ok<R>(response: APIResponse): Promise<R> {
  expect(response.ok(), `${response.url()} -> ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as R;
}

// A demo-league game kicking off 15 to 100 minutes from now (inside the 2 h arrival window, its end
// well ahead), at a minute no other game uses and that books neither team nor the referee twice;
// offered to `refereeId` by the admin (a game made with a referee is an offer).
async function gameSoon(admin: APIRequestContext, refereeId: number): Promise<GameDto> {
  const teams = await ok<{ id: number }[]>(await admin.get('/api/leagues/demo/teams'));
  const games = await ok<GameDto[]>(await admin.get('/api/leagues/demo/games'));
  const others: Booking[] = games.filter((g) => g.status !== 'cancelled').map((g) => ({ ...g, field: null, start: Date.parse(g.scheduledDate), end: Date.parse(g.scheduledDate) + gameLengthMs(g) }));
  const taken = new Set(games.map((g) => Math.floor(Date.parse(g.scheduledDate) / 60_000)));
  const lengthMs = gameLengthMs({ totalPeriods: 4, periodDuration: 15, halftimeDuration: 300 });
  const now = Math.floor(Date.now() / 60_000);
  for (let tries = 0; tries < 2000; tries++) {
    const minute = now + 15 + Math.floor(Math.random() * 85);
    const home = Math.floor(Math.random() * teams.length);
    const away = (home + 1 + Math.floor(Math.random() * (teams.length - 1))) % teams.length;
    const candidate = { id: null, start: minute * 60_000, end: minute * 60_000 + lengthMs, field: null, homeTeamId: teams[home]!.id, awayTeamId: teams[away]!.id, refereeId };
    if (taken.has(minute) || firstClash(candidate, others) !== null) continue;
    const response = await admin.post('/api/games', { data: { homeTeamId: candidate.homeTeamId, awayTeamId: candidate.awayTeamId, scheduledDate: new Date(minute * 60_000).toISOString(), refereeId } });
    if (response.status() === 409) continue;
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()) as GameDto;
  }
  throw new Error('gameSoon: no free minute in the next 100 minutes for the demo referee');
}

async function scan(page: Page, name: string, sizes = [PHONE, DESKTOP]): Promise<void> {
  for (const size of sizes) {
    await page.setViewportSize(size);
    expect(await seriousViolations(page), `${name} at ${size.width}x${size.height}`).toEqual([]);
    // the first screen: what a referee sees before he scrolls
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/referee-loop-${name}-${size.width}.png` });
  }
  await page.setViewportSize(PHONE);
}

test('a referee accepts an offer, taps "I\'m here", runs the game and files the report with one tap per team', async ({ signedInContext }) => {
  test.setTimeout(120_000);
  const admin = await signedInContext(DEMO_ADMIN, PHONE);
  const context = await signedInContext(DEMO_REF1, PHONE);
  const me = await ok<UserDto>(await context.request.get('/api/user'));
  const game = await gameSoon(admin.request, me.id);
  const title = `${sideName(game, 'home')} ${CREW_TEXT.versus} ${sideName(game, 'away')}`;
  try {
    // the offer, at the top of his dashboard
    const page = await context.newPage();
    await page.goto('/demo/referee');
    // (a section's name ends with its count)
    const offers = page.getByRole('region', { name: new RegExp(`^${CREW_TEXT.offersHeading}`) });
    const offer = offers.locator(`[data-game="${game.id}"]`);
    await expect(offer).toBeVisible();
    await expect(offer).toContainText(CREW_TEXT.position.referee);
    await scan(page, 'dashboard-offers');

    await offer.getByRole('button', { name: CREW_TEXT.acceptLabel(title) }).click();
    await expect(offer).toBeHidden();
    const assignments = await ok<AssignmentsDto>(await context.request.get('/api/referees/me/assignments'));
    expect(assignments.assignments.find((a) => a.game.id === game.id)).toMatchObject({ position: 'referee', status: 'accepted' });

    // game day: "I'm here", then the time he arrived
    const today = page.getByRole('region', { name: new RegExp(`^${CREW_TEXT.gameDayHeading}`) }).locator(`[data-game="${game.id}"]`);
    await today.getByRole('button', { name: CREW_TEXT.imHereLabel(title) }).click();
    await expect(today.getByRole('status')).toHaveText(/^Arrived \d{1,2}:\d\d\s[AP]M$/);

    // the game: Start Game from his card (kickoff within 2 h: asked once), a score, the final whistle
    // (his card under Your Games, by its teams, date and exact time: the seed may pair the same teams again)
    const card = page
      .getByRole('list', { name: REFEREE_TEXT.yourGames })
      .getByRole('listitem', { name: title })
      .filter({ hasText: formatLeagueDate(game.scheduledDate, DEMO_TIMEZONE) })
      .filter({ has: page.getByText(formatLeagueTime(game.scheduledDate, DEMO_TIMEZONE), { exact: true }) });
    await card.getByRole('button', { name: REFEREE_TEXT.startGame }).click();
    await page.getByRole('alertdialog', { name: GAME_CONTROL_TEXT.startConfirmTitle }).getByRole('button', { name: GAME_CONTROL_TEXT.startGame, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/demo/referee/${game.id}$`));
    await expect(page.getByTestId('game-status')).toHaveText(GAME_CONTROL_TEXT.statusLabel.live);
    await page.getByRole('button', { name: GAME_CONTROL_TEXT.scoreLabel(6, sideName(game, 'home')) }).click();
    // straight to the last quarter (the engine's own action), then End Game on the console
    await ok(await context.request.post(`/api/games/${game.id}/actions`, { data: { type: 'setPeriod', period: 4 } }));
    await expect(page.getByRole('button', { name: GAME_CONTROL_TEXT.nextPeriod, exact: true })).toBeEnabled();
    await page.getByRole('button', { name: GAME_CONTROL_TEXT.nextPeriod, exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: GAME_CONTROL_TEXT.endGame }).click();
    await expect(page.getByTestId('game-status')).toHaveText(GAME_CONTROL_TEXT.statusLabel.completed);

    // the report at the final whistle: field 'good' is chosen, nobody missing; one tap per team, Submit
    const report = page.getByRole('region', { name: REPORT_TEXT.heading });
    await expect(report.getByRole('radio', { name: REPORT_TEXT.condition.good })).toBeChecked();
    await scan(page, 'report-form');
    await report.getByRole('group', { name: REPORT_TEXT.sportsmanship(sideName(game, 'home')) }).locator('label', { hasText: /^4$/ }).click();
    await report.getByRole('group', { name: REPORT_TEXT.sportsmanship(sideName(game, 'away')) }).locator('label', { hasText: /^5$/ }).click();
    await report.getByRole('button', { name: REPORT_TEXT.submit }).click();
    await expect(report.getByRole('status')).toContainText(REPORT_TEXT.filed);
    await expect(report.getByRole('status')).toContainText('You can change it until');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/referee-loop-report-filed-390.png`, fullPage: true });

    const filed = await ok<{ sportsmanship: { home: number; away: number }; fieldCondition: string; state: string }>(await context.request.get(`/api/games/${game.id}/report`));
    expect(filed).toMatchObject({ sportsmanship: { home: 4, away: 5 }, fieldCondition: 'good', state: 'submitted' });
  } finally {
    await admin.request.delete(`/api/games/${game.id}`);
  }
});

test('Decline asks for an optional reason; the offer leaves his dashboard and the game has no referee', async ({ signedInContext }) => {
  const admin = await signedInContext(DEMO_ADMIN, PHONE);
  const context = await signedInContext(DEMO_REF1, PHONE);
  const me = await ok<UserDto>(await context.request.get('/api/user'));
  const game = await gameSoon(admin.request, me.id);
  const title = `${sideName(game, 'home')} ${CREW_TEXT.versus} ${sideName(game, 'away')}`;
  try {
    const page = await context.newPage();
    await page.goto('/demo/referee');
    const offer = page.getByRole('region', { name: new RegExp(`^${CREW_TEXT.offersHeading}`) }).locator(`[data-game="${game.id}"]`);
    await offer.getByRole('button', { name: CREW_TEXT.declineLabel(title) }).click();
    const dialog = page.getByRole('dialog', { name: CREW_TEXT.declineTitle });
    await dialog.getByLabel(CREW_TEXT.declineReason).fill('Out of town');
    expect(await seriousViolations(page), 'the decline dialog').toEqual([]);
    await dialog.getByRole('button', { name: CREW_TEXT.decline, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(offer).toHaveCount(0);
    const after = await ok<GameDto>(await admin.request.get(`/api/games/${game.id}`));
    expect(after.refereeId).toBeNull();
  } finally {
    await admin.request.delete(`/api/games/${game.id}`);
  }
});
