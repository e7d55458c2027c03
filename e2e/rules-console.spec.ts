import { sideName } from '../common/brackets/sides';
import type { Page } from '@playwright/test';
import type { GameDto } from '../common/schemas/games/dto';
import { GAME_CONTROL_TEXT as TEXT } from '../client/src/features/game-control/texts';
import { DEMO_ADMIN, DEMO_REF1, createDemoGame, expect, seriousViolations, test } from './fixtures';

// Issue 37 on the referee's console at 390x844: the Undo after a tap, an undo while offline that
// takes the waiting tap out of the journal (the server never hears of it), the forfeit's
// confirmation; axe clean in each state.

const PHONE = { width: 390, height: 844 };
const SHOTS = process.env.FFL_SHOTS_DIR;

const banner = (page: Page) => page.getByRole('status', { name: TEXT.syncLabel }).getByTestId('sync-text');

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

test('Undo after a tap; an undo while offline withdraws the waiting tap; forfeit is confirmed; axe clean in each state', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const adminContext = await browser.newContext({ baseURL });
  expect((await adminContext.request.post('/api/login', { data: { leagueSlug: 'demo', ...DEMO_ADMIN } })).ok()).toBe(true);
  const context = await browser.newContext({ baseURL, viewport: PHONE });
  const signedIn = await context.request.post('/api/login', { data: { leagueSlug: 'demo', ...DEMO_REF1 } });
  expect(signedIn.ok()).toBe(true);
  // the game's own referee: a forfeit is the game's referee's or an admin's to record
  const created = await createDemoGame(adminContext.request, { refereeId: ((await signedIn.json()) as { id: number }).id });
  const started = await context.request.post(`/api/games/${created.id}/actions`, { data: { type: 'startGame' } });
  expect(started.status()).toBe(200);
  const game = (await started.json()) as GameDto;
  const home = sideName(game, 'home');
  const page = await context.newPage();
  await page.goto(`/demo/referee/${game.id}`);
  await expect(page.getByTestId('game-status')).toHaveText(TEXT.statusLabel.live);
  await expect(banner(page)).toHaveText(TEXT.allSynced);

  // a tap: its Undo says what it undoes
  await page.getByRole('button', { name: TEXT.scoreLabel(6, home), exact: true }).click();
  const undoSix = page.getByRole('button', { name: TEXT.undoTap(`+6, ${home}`), exact: true });
  await expect(undoSix).toBeVisible();
  await expect(page.getByTestId('score-home')).toHaveText('6');
  await expect(banner(page)).toHaveText(TEXT.allSynced);
  await shot(page, 'undo-bar-390');
  expect(await seriousViolations(page)).toEqual([]);

  // offline: +1 waits on the phone; its Undo takes it out of the journal
  await context.setOffline(true);
  await page.waitForTimeout(450);
  await page.getByRole('button', { name: TEXT.scoreLabel(1, home), exact: true }).click();
  await expect(page.getByTestId('score-home')).toHaveText('7');
  await expect(banner(page)).toHaveText(TEXT.offline(1));
  await page.getByRole('button', { name: TEXT.undoTap(`+1, ${home}`), exact: true }).click();
  await expect(page.getByTestId('score-home')).toHaveText('6');
  await expect(banner(page)).toHaveText(TEXT.offline(0));
  await shot(page, 'undo-offline-390');
  expect(await seriousViolations(page)).toEqual([]);
  await context.setOffline(false);
  await expect(banner(page)).toHaveText(TEXT.allSynced);
  const afterOffline = (await (await context.request.get(`/api/games/${game.id}`)).json()) as GameDto;
  expect(afterOffline.homeScore).toBe(6);

  // forfeit: asked first, naming the profile's score
  await page.getByRole('button', { name: TEXT.forfeit, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: TEXT.forfeitTitle });
  await expect(dialog).toContainText(TEXT.forfeitBody(game.rules.forfeit.winnerScore, game.rules.forfeit.loserScore));
  await shot(page, 'forfeit-dialog-390');
  expect(await seriousViolations(page, '[role=dialog]')).toEqual([]);
  await dialog.getByRole('button', { name: TEXT.forfeitTeam(sideName(game, 'away')) }).click();
  await expect(page.getByTestId('game-status')).toHaveText(TEXT.statusLabel.completed);
  // the banner may still read "all synced" from before the tap joined the journal: wait for the server's answer
  const serverGame = async () => (await (await context.request.get(`/api/games/${game.id}`)).json()) as GameDto;
  await expect.poll(async () => (await serverGame()).status).toBe('completed');
  await expect(banner(page)).toHaveText(TEXT.allSynced);
  const forfeited = await serverGame();
  expect(forfeited).toMatchObject({ status: 'completed', endReason: 'forfeit', homeScore: game.rules.forfeit.winnerScore, awayScore: game.rules.forfeit.loserScore });
  await shot(page, 'forfeited-390');
  expect(await seriousViolations(page)).toEqual([]);
  await adminContext.close();
});
