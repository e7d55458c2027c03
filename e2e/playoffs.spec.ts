import type { Page } from '@playwright/test';
import type { BracketAnswerDto } from '../common/schemas/brackets';
import { BRACKETS_TEXT } from '../common/brackets/texts';
import { addDays } from '../common/schedule/dates';
import { nextSaturday } from '../client/src/features/playoffs/playoffs-form';
import { PLAYOFFS_TEXT as TEXT } from '../client/src/features/playoffs/texts';
import { GAME_CONTROL_TEXT } from '../client/src/features/game-control/texts';
import { SCOREBOARD_TEXT } from '../client/src/features/scoreboard/texts';
import type { BracketViewDto } from '../common/schemas/brackets';
import { expect, loginAs, seriousViolations, test } from './fixtures';
import { act, completedGame, freshLeague, leagueUser, ok, type League, type Team } from './scoreboard-helpers';

// Issue 36, tried as an admin would on a league of 6 teams: a single-elimination bracket of 6 (two
// byes) and a double-elimination bracket of 4 previewed and published into Saturday slots, each drawn
// at 1280x800 and 390x844 (axe-clean); a referee plays games out on the console, one through
// overtime, while a second page sees each winner move on by a push.
const SHOTS = process.env.FFL_SHOTS_DIR;
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const DIALOG = '[role="dialog"]';
const TEAMS = ['Harbor Seals', 'Mountain Goats', 'River Otters', 'Prairie Dogs', 'Desert Foxes', 'Forest Owls'];

// A league of 6 whose standings read in TEAMS order: each team beat every team after it.
async function rankedLeague(api: Parameters<typeof freshLeague>[0]): Promise<League> {
  const league = await freshLeague(api, TEAMS);
  const [a, b, c, d, e, f] = league.teams as [Team, Team, Team, Team, Team, Team];
  // a beats all, b all but a, ...: 5, 4, 3, 2, 1, 0 wins
  const games: [Team, Team][] = [[a, b], [a, c], [a, d], [a, e], [a, f], [b, c], [b, d], [b, e], [b, f], [c, d], [c, e], [c, f], [d, e], [d, f], [e, f]];
  let day = 1;
  for (const [winner, loser] of games) await completedGame(league, winner, loser, `2026-03-${String(day++).padStart(2, '0')}T15:00:00Z`, 14, 7);
  return league;
}

async function bracketDrawn(page: Page, name: string, shot: string): Promise<void> {
  await page.setViewportSize(DESKTOP);
  const tree = page.getByTestId('bracket-tree');
  await expect(tree).toBeVisible();
  await expect(page.getByRole('heading', { name: new RegExp(name) })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${shot}-1280.png`, fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize(PHONE);
  await expect(page.getByTestId('bracket-rounds')).toBeVisible();
  await expect(tree).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${shot}-390.png`, fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
}

test('Start playoffs: a single elimination of 6 (two byes) and a double elimination of 4, previewed and published into Saturday slots, drawn at both sizes', async ({ page, playwright, baseURL }) => {
  test.slow();
  const api = await playwright.request.newContext({ baseURL });
  const league = await rankedLeague(api);
  const admin = await leagueUser(league, 'admin');
  await loginAs(page, admin);
  await page.setViewportSize(DESKTOP);
  const saturday = nextSaturday(new Date(), 'America/New_York');

  // from the scoreboard: the standings, then Start playoffs
  await page.goto(`/${league.slug}`);
  await page.getByRole('navigation', { name: 'League' }).getByRole('link', { name: SCOREBOARD_TEXT.standings }).click();
  await expect(page.getByTestId('standings-row').first()).toContainText(TEAMS[0]!);
  await page.getByRole('button', { name: TEXT.start }).click();
  const dialog = page.getByRole('dialog', { name: TEXT.startTitle });
  await expect(dialog.getByLabel(TEXT.date).first()).toHaveValue(saturday);
  // nothing named yet: the form says so at its field
  await dialog.getByRole('button', { name: TEXT.preview, exact: true }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await dialog.getByLabel(TEXT.name).fill('Spring Cup');
  await dialog.getByLabel(TEXT.teamCount).fill('6');
  await dialog.getByRole('button', { name: TEXT.preview, exact: true }).click();
  const preview = dialog.getByTestId('bracket-preview');
  await expect(preview.getByTestId('bracket-tree').getByTestId('bracket-game')).toHaveCount(5);
  // seeds 1 and 2 wait in the semifinals; the quarterfinal winners are not known yet
  await expect(preview.getByTestId('bracket-tree')).toContainText(BRACKETS_TEXT.side('winner', 'Quarterfinal 1'));
  await expect(preview.getByTestId('bracket-tree').locator('[data-key="W2-1"]')).toContainText(TEAMS[0]!);
  expect(await seriousViolations(page, DIALOG)).toEqual([]);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/playoffs-preview-1280.png`, fullPage: true });
  const published = page.waitForResponse((response) => response.url().endsWith(`/api/leagues/${league.slug}/brackets`) && response.request().method() === 'POST');
  await dialog.getByRole('button', { name: TEXT.publish, exact: true }).click();
  const single = (await (await published).json()) as BracketAnswerDto;
  await expect(page).toHaveURL(`/${league.slug}/playoffs/${single.bracket.id}`);
  await expect(page.getByTestId('bracket-tree').getByTestId('bracket-game')).toHaveCount(5);
  await bracketDrawn(page, 'Spring Cup', 'playoffs-single-6');
  // a phone opens on the first round: the quarterfinals, then the semifinals
  const rounds = page.getByTestId('bracket-rounds');
  await expect(rounds.getByTestId('round-name')).toHaveText(BRACKETS_TEXT.quarterfinal);
  await rounds.getByRole('button', { name: TEXT.nextRound }).click();
  await expect(rounds.getByTestId('round-name')).toHaveText(BRACKETS_TEXT.semifinal);
  await expect(rounds.getByTestId('bracket-game').first()).toContainText(TEAMS[0]!);

  // the double of 4, seeds picked, the Saturday after, one slot more than offered
  await page.setViewportSize(DESKTOP);
  await page.goto(`/${league.slug}/standings`);
  await page.getByRole('button', { name: TEXT.start }).click();
  await dialog.getByLabel(TEXT.name).fill('Spring Double');
  await dialog.getByRole('radio', { name: TEXT.format.double }).check();
  await dialog.getByRole('radio', { name: TEXT.seedPick }).check();
  await dialog.getByRole('button', { name: TEXT.removeSeed(6) }).click();
  await dialog.getByRole('button', { name: TEXT.removeSeed(5) }).click();
  await expect(dialog.getByLabel(TEXT.seedOf(4), { exact: true })).toHaveValue(String(league.teams[3]!.id));
  await dialog.getByRole('button', { name: TEXT.addSlot }).click();
  for (const input of await dialog.getByLabel(TEXT.date).all()) await input.fill(addDays(saturday, 7));
  await dialog.getByRole('button', { name: TEXT.preview, exact: true }).click();
  await expect(preview.getByTestId('bracket-tree').getByTestId('bracket-game')).toHaveCount(7);
  await expect(preview.getByRole('region', { name: TEXT.losersBracket })).toBeVisible();
  await expect(preview.getByRole('region', { name: TEXT.grandFinal })).toContainText(BRACKETS_TEXT.grandFinalReset);
  expect(await seriousViolations(page, DIALOG)).toEqual([]);
  await dialog.getByRole('button', { name: TEXT.publish, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${league.slug}/playoffs/\\d+$`));
  await bracketDrawn(page, 'Spring Double', 'playoffs-double-4');

  // both listed
  await page.goto(`/${league.slug}/playoffs`);
  await expect(page.getByRole('link', { name: /Spring Cup/ })).toContainText(TEXT.format.single);
  await expect(page.getByRole('link', { name: /Spring Double/ })).toContainText(TEXT.format.double);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('link', { name: /Spring Cup/ }).click();
  const bracket = await ok<BracketViewDto>(await api.get(`/api/brackets/${single.bracket.id}`));
  expect(bracket.byes.map((bye) => bye.seed)).toEqual([1, 2]);
  await expect(page.getByText(TEXT.byes(`${TEXT.seed(1)} ${TEAMS[0]}, ${TEXT.seed(2)} ${TEAMS[1]}`))).toBeVisible();
});

// The console's Next Period, then its confirmation (End Game, or Start overtime for a tied bracket game).
async function nextPeriod(referee: Page, confirm: string): Promise<void> {
  await referee.getByRole('button', { name: GAME_CONTROL_TEXT.nextPeriod, exact: true }).click();
  await referee.getByRole('alertdialog').getByRole('button', { name: confirm }).click();
}

test('a referee plays two quarterfinals out on the console, one through overtime; the bracket page sees each winner move on by a push, without a reload', async ({ page, browser, playwright, baseURL }) => {
  test.slow();
  const api = await playwright.request.newContext({ baseURL });
  const league = await freshLeague(api, TEAMS);
  const saturday = nextSaturday(new Date(), 'America/New_York');
  const fields = await ok<{ id: number }[]>(await api.get(`/api/leagues/${league.slug}/fields`));
  const slots = ['09:00', '10:15', '11:30', '12:45', '14:00'].map((time) => ({ date: saturday, time, fieldId: fields[0]!.id }));
  const published = await ok<BracketAnswerDto>(
    await api.post(`/api/leagues/${league.slug}/brackets`, { data: { name: 'Spring Cup', format: 'single', seedTeamIds: league.teams.map((team) => team.id), slots }, headers: { 'Idempotency-Key': `bracket-${league.slug}` } }),
  );
  const gameOf = (key: string) => published.games.find((game) => game.key === key)!;
  // Quarterfinal 1 is 4 v 5, Quarterfinal 2 is 3 v 6; both into their last quarter, level
  for (const key of ['W1-1', 'W1-2']) {
    await act(league, gameOf(key).id!, { type: 'startGame' });
    await act(league, gameOf(key).id!, { type: 'setPeriod', period: 4 });
  }

  // a parent's phone on the bracket page, counting its reads of the bracket
  await page.setViewportSize(DESKTOP);
  let bracketReads = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/api/brackets/${published.bracket.id}`) bracketReads += 1;
  });
  await page.goto(`/${league.slug}/playoffs/${published.bracket.id}`);
  const tree = page.getByTestId('bracket-tree');
  const semifinal1 = tree.locator('[data-key="W2-1"]');
  const semifinal2 = tree.locator('[data-key="W2-2"]');
  await expect(semifinal1.getByTestId('away-side').getByTestId('side-name')).toHaveText(BRACKETS_TEXT.side('winner', 'Quarterfinal 1'));
  await expect(tree.locator('[data-key="W1-1"]').getByTestId('game-state')).toContainText(TEXT.live);
  const readsBefore = bracketReads;

  const referee = await (await browser.newContext({ baseURL, viewport: PHONE })).newPage();
  await loginAs(referee, await leagueUser(league, 'referee'));

  // Quarterfinal 2 ends 6-0 in regulation: the third seed goes on
  await referee.goto(`/${league.slug}/referee/${gameOf('W1-2').id}`);
  await referee.getByRole('button', { name: GAME_CONTROL_TEXT.scoreLabel(6, TEAMS[2]!) }).click();
  await nextPeriod(referee, GAME_CONTROL_TEXT.endGame);
  await expect(referee.getByTestId('game-status')).toHaveText(GAME_CONTROL_TEXT.statusLabel.completed);
  await expect(semifinal2.getByTestId('away-side').getByTestId('side-name')).toHaveText(TEAMS[2]!);

  // Quarterfinal 1, level after the last quarter: overtime
  await referee.goto(`/${league.slug}/referee/${gameOf('W1-1').id}`);
  await nextPeriod(referee, GAME_CONTROL_TEXT.startOvertime);
  const overtime = referee.getByTestId('overtime');
  await expect(overtime.getByRole('heading')).toHaveText(GAME_CONTROL_TEXT.overtimeTitle(1));
  await expect(overtime.getByTestId('overtime-try')).toHaveText(GAME_CONTROL_TEXT.overtimeTry(TEAMS[3]!));
  await expect(tree.locator('[data-key="W1-1"]').getByTestId('game-state')).toHaveText(`${TEXT.live} ${TEXT.overtime}`);
  if (SHOTS) await referee.screenshot({ path: `${SHOTS}/playoffs-overtime-console-390.png` });
  expect(await seriousViolations(referee)).toEqual([]);
  // round 1: both miss; round 2: the home side converts a PAT 2, the away side misses
  await overtime.getByRole('button', { name: GAME_CONTROL_TEXT.endOvertimeRound }).click();
  await expect(overtime.getByRole('heading')).toHaveText(GAME_CONTROL_TEXT.overtimeTitle(2));
  await referee.getByRole('button', { name: GAME_CONTROL_TEXT.scoringPlayLabel(TEAMS[3]!) }).click();
  await referee.getByRole('dialog', { name: GAME_CONTROL_TEXT.scoringPlayTitle(TEAMS[3]!) }).getByRole('button', { name: /PAT 2/ }).click();
  await expect(overtime.getByTestId('overtime-try')).toHaveText(GAME_CONTROL_TEXT.overtimeTry(TEAMS[4]!));
  await overtime.getByRole('button', { name: GAME_CONTROL_TEXT.endOvertimeRound }).click();
  await expect(referee.getByTestId('game-status')).toHaveText(GAME_CONTROL_TEXT.statusLabel.completed);

  // the bracket page: the winner of Quarterfinal 1 in Semifinal 1, by the push alone
  await expect(semifinal1.getByTestId('away-side').getByTestId('side-name')).toHaveText(TEAMS[3]!);
  await expect(tree.locator('[data-key="W1-1"]').getByTestId('game-state')).toHaveText(TEXT.final);
  await expect(tree.locator('[data-key="W1-1"]').getByTestId('home-side').getByTestId('side-score')).toHaveText('2');
  expect(bracketReads).toBe(readsBefore);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/playoffs-advanced-1280.png`, fullPage: true });
});
