import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { SCOREBOARD_SELECTED_GAME_KEY } from '../common/constants';
import { SCOREBOARD_TEXT as TEXT, TEAM_STATS_TEXT as STATS } from '../client/src/features/scoreboard/texts';
import { expect, seriousViolations, test } from './fixtures';
import { act, boardHydrated, createGame, divideLeague, freshLeague, ok, type Team } from './scoreboard-helpers';

// Issue 49 (decision 082): the Team Statistics dialog lists the season's points by player (the
// referee's scoring plays tagged with a jersey, named by the roster), and an instructional
// division's game shows its clock without a score, its team's statistics none. Axe-clean at both
// sizes. FFL_SHOTS_DIR=<dir> saves the dialog and the board at 1280x800 and 390x844.
const SHOTS = process.env.FFL_SHOTS_DIR;
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

test('the statistics dialog lists points by player; an instructional game keeps no public score', async ({ page, playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  const league = await freshLeague(api, ['Falcons', 'Bears', 'Cubs', 'Foxes']);
  const [falcons, bears, cubs, foxes] = league.teams as [Team, Team, Team, Team];
  const ids = await divideLeague(league, { U12: [falcons, bears], U6: [cubs, foxes] });
  await ok(await api.patch(`/api/divisions/${ids.U6}`, { data: { instructional: true } }));
  await ok(await api.post(`/api/teams/${falcons.id}/players`, { data: { firstName: 'Isaac', lastName: 'Lopez', jerseyNumber: 12 } }));

  const now = new Date().toISOString();
  const scored = await createGame(league, falcons, bears, now);
  await act(league, scored.id, { type: 'startGame' });
  await act(league, scored.id, { type: 'scoringPlay', team: 'home', play: 'touchdown', jersey: '12' });
  await act(league, scored.id, { type: 'scoringPlay', team: 'home', play: 'pat1', jersey: '7' });
  await act(league, scored.id, { type: 'scoringPlay', team: 'home', play: 'touchdown', jersey: '12' });
  const instructional = await createGame(league, cubs, foxes, now);
  await act(league, instructional.id, { type: 'startGame' });
  expect((await act(league, instructional.id, { type: 'scoringPlay', team: 'home', play: 'touchdown', jersey: '3' })).homeScore).toBe(6);

  // the scored game on the board: the Falcons' statistics list their scorers
  await page.setViewportSize(DESKTOP);
  await page.addInitScript(([key, id]) => window.localStorage.setItem(key!, id!), [SCOREBOARD_SELECTED_GAME_KEY, String(scored.id)]);
  await page.goto(`/${league.slug}`);
  await boardHydrated(page);
  await expect(page.getByTestId('live-game')).toHaveAttribute('data-game-id', String(scored.id));
  await expect(page.getByTestId('home-score')).toHaveText('13');
  await page.getByTestId('live-game').getByTestId('home-name').getByRole('button', { name: falcons.name }).click();
  const dialog = page.getByRole('dialog', { name: falcons.name });
  await expect(dialog.getByRole('heading', { name: STATS.scorers })).toBeVisible();
  const scorers = dialog.getByTestId('scorer');
  await expect(scorers).toHaveCount(2);
  await expect(scorers.nth(0).getByRole('rowheader')).toHaveText('Isaac L. #12');
  await expect(scorers.nth(0).getByRole('cell').last()).toHaveText('12');
  await expect(scorers.nth(1).getByRole('rowheader')).toHaveText('#7');
  await expect(scorers.nth(1).getByRole('cell').last()).toHaveText('1');
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await shoot(page, 'player-points-1280');
  await page.setViewportSize(PHONE);
  await expect(scorers.nth(0)).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await shoot(page, 'player-points-390');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // the instructional game: its clock, no score, and its team's statistics say none are kept
  await page.evaluate(([key, id]) => window.localStorage.setItem(key!, id!), [SCOREBOARD_SELECTED_GAME_KEY, String(instructional.id)]);
  await page.addInitScript(([key, id]) => window.localStorage.setItem(key!, id!), [SCOREBOARD_SELECTED_GAME_KEY, String(instructional.id)]);
  await page.reload();
  await boardHydrated(page);
  const card = page.getByTestId('live-game');
  await expect(card).toHaveAttribute('data-game-id', String(instructional.id));
  await expect(card.getByTestId('no-score')).toHaveText(TEXT.noScoreKept);
  await expect(card.getByTestId('home-score')).toHaveCount(0);
  // no score, and no record under the names (no standings in public)
  await expect(card.getByTestId('home-record')).toHaveText('');
  await expect(card.getByTestId('away-record')).toHaveText('');
  await expect(page.getByTestId('latest-plays')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'instructional-board-390');
  await page.setViewportSize(DESKTOP);
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'instructional-board-1280');
  await card.getByTestId('home-name').getByRole('button', { name: cubs.name }).click();
  const cubsDialog = page.getByRole('dialog', { name: cubs.name });
  await expect(cubsDialog.getByTestId('stats-not-kept')).toHaveText(STATS.notKept);
  await expect(cubsDialog.getByRole('heading', { name: STATS.seasonRecord })).toHaveCount(0);
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await api.dispose();
});
