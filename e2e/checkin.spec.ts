import type { BrowserContext, Page } from '@playwright/test';
import type { CheckinDto, PlayerDto, RosterDto } from '../common/schemas/rosters';
import { CHECKIN_TEXT as TEXT } from '../client/src/features/checkin/texts';
import { DEMO_ADMIN, DEMO_REF1, createDemoGame, expect, seriousViolations, test } from './fixtures';

// Issue 49 (decision 080): the referee checks in who plays on his phone before kickoff, without
// signal; the list is kept on the phone and lands once when the signal returns.

const PHONE = { width: 390, height: 844 };
const WIDE = { width: 1280, height: 800 };
const SHOTS = process.env.FFL_SHOTS_DIR;

async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

// Two players on a team's roster, with numbers the team has free (the admin through the players API).
async function addPlayers(admin: BrowserContext, teamId: number, names: string[]): Promise<PlayerDto[]> {
  const roster = (await (await admin.request.get(`/api/teams/${teamId}/players`)).json()) as RosterDto;
  const taken = new Set(roster.players.map((player) => player.jerseyNumber));
  const free = Array.from({ length: 100 }, (_, n) => n).filter((n) => !taken.has(n) && n > 0);
  const created: PlayerDto[] = [];
  for (const [at, firstName] of names.entries()) {
    const response = await admin.request.post(`/api/teams/${teamId}/players`, { data: { firstName, lastName: 'Checkin', jerseyNumber: free[at * 7]! } });
    expect(response.status(), await response.text()).toBe(201);
    created.push((await response.json()) as PlayerDto);
  }
  return created;
}

test('offline at the field: the referee taps players present, and the check-in lands once when the signal returns', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const admin = await browser.newContext({ baseURL });
  expect((await admin.request.post('/api/login', { data: { leagueSlug: 'demo', ...DEMO_ADMIN } })).ok()).toBe(true);
  const context = await browser.newContext({ baseURL, viewport: PHONE });
  const signedIn = await context.request.post('/api/login', { data: { leagueSlug: 'demo', ...DEMO_REF1 } });
  expect(signedIn.ok()).toBe(true);
  const game = await createDemoGame(admin.request, { refereeId: ((await signedIn.json()) as { id: number }).id });
  const suffix = Math.random().toString(36).slice(2, 6);
  const home = await addPlayers(admin, game.homeTeamId!, [`Ivo${suffix}`, `Jon${suffix}`]);
  const away = await addPlayers(admin, game.awayTeamId!, [`Kai${suffix}`, `Lev${suffix}`]);

  const page = await context.newPage();
  // the PUTs that reached the server (an offline one fails in the browser, no answer)
  const landed: number[] = [];
  page.on('response', (response) => {
    if (response.request().method() === 'PUT' && response.url().endsWith(`/api/games/${game.id}/checkin`)) landed.push(response.status());
  });
  await page.goto(`/demo/referee/${game.id}`);
  const panel = page.getByRole('region', { name: TEXT.heading });
  await expect(panel).toBeVisible();
  const toggle = (player: PlayerDto) => panel.getByRole('button', { name: TEXT.playerLabel(player.jerseyNumber, player.firstName), exact: true });
  await expect(toggle(home[0]!)).toHaveAttribute('aria-pressed', 'false');
  expect(await seriousViolations(page, '[aria-labelledby="checkin-heading"]')).toEqual([]);

  await context.setOffline(true);
  for (const player of [home[0]!, home[1]!, away[0]!]) {
    await toggle(player).click();
    await expect(toggle(player)).toHaveAttribute('aria-pressed', 'true');
  }
  // a change of mind, still offline
  await toggle(home[1]!).click();
  await expect(toggle(home[1]!)).toHaveAttribute('aria-pressed', 'false');
  await expect(panel.getByRole('status')).toContainText(TEXT.status.offline);
  await shot(page, 'checkin-offline-390');
  expect(landed).toEqual([]);

  await context.setOffline(false);
  await expect.poll(() => landed, { timeout: 15_000 }).toEqual([200]);
  await expect(panel.getByRole('status')).not.toContainText(TEXT.status.offline);
  const sheet = (await (await context.request.get(`/api/games/${game.id}/checkin`)).json()) as CheckinDto;
  const present = [...sheet.home, ...sheet.away].filter((player) => player.present).map((player) => player.id);
  expect(present.sort((a, b) => a - b)).toEqual([home[0]!.id, away[0]!.id].sort((a, b) => a - b));
  // and nothing more goes: one PUT for the whole offline spell
  await page.waitForTimeout(1500);
  expect(landed).toEqual([200]);

  // the list survives a reload: what the server has is what the page shows
  await page.reload();
  await expect(toggle(home[0]!)).toHaveAttribute('aria-pressed', 'true');
  await expect(toggle(home[1]!)).toHaveAttribute('aria-pressed', 'false');
  await shot(page, 'checkin-online-390');

  await page.setViewportSize(WIDE);
  await expect(panel).toBeVisible();
  expect(await seriousViolations(page, '[aria-labelledby="checkin-heading"]')).toEqual([]);
  await shot(page, 'checkin-1280');
  await admin.close();
  await context.close();
});

test("a list tapped offline survives a reload on the phone and is sent when the page opens again", async ({ browser, baseURL }) => {
  test.setTimeout(60_000);
  const admin = await browser.newContext({ baseURL });
  expect((await admin.request.post('/api/login', { data: { leagueSlug: 'demo', ...DEMO_ADMIN } })).ok()).toBe(true);
  const context = await browser.newContext({ baseURL, viewport: PHONE });
  const signedIn = await context.request.post('/api/login', { data: { leagueSlug: 'demo', ...DEMO_REF1 } });
  const game = await createDemoGame(admin.request, { refereeId: ((await signedIn.json()) as { id: number }).id });
  const [player] = await addPlayers(admin, game.homeTeamId!, [`Max${Math.random().toString(36).slice(2, 6)}`]);
  const page = await context.newPage();
  await page.goto(`/demo/referee/${game.id}`);
  const panel = page.getByRole('region', { name: TEXT.heading });
  const toggle = panel.getByRole('button', { name: TEXT.playerLabel(player!.jerseyNumber, player!.firstName), exact: true });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await context.setOffline(true);
  await toggle.click();
  await expect(panel.getByRole('status')).toContainText(TEXT.status.offline);
  // the phone is closed without signal; the page opens again once it is back
  await page.close();
  await context.setOffline(false);
  const again = await context.newPage();
  await again.goto(`/demo/referee/${game.id}`);
  await expect
    .poll(async () => {
      const sheet = (await (await context.request.get(`/api/games/${game.id}/checkin`)).json()) as CheckinDto;
      return sheet.home.find((one) => one.id === player!.id)?.present;
    }, { timeout: 15_000 })
    .toBe(true);
  await admin.close();
  await context.close();
});
