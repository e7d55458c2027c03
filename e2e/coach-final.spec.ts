import type { APIRequestContext, APIResponse } from '@playwright/test';
import type { GameDto } from '../common/schemas/games/dto';
import type { MailMessageDto, MailOutboxDto } from '../common/schemas/mail';
import type { ResultDto, TeamCoachesDto } from '../common/schemas/rosters';
import { ADMIN_TEXT as A } from '../client/src/features/admin/texts';
import { COACH_TEXT as C } from '../client/src/features/coach-home/texts';
import { PROTESTS_TEXT as P } from '../client/src/features/protests/texts';
import { createDemoGame, DEMO_ADMIN, expect, seriousViolations, SUPER_ADMIN, test, uniqueUsername } from './fixtures';

// Issue 49 (decision 081): a coach made in the test (the demo admin adds him to a team by address,
// POST /api/teams/{id}/coaches; the invitation's link, read from the super admin's outbox, makes his
// account) signs in at 390x844 and opens his home: a game of his team completed meanwhile appears on
// it live (the league channel's gameUpdated), he agrees, and it leaves the list; the result has his
// team's answer. Then he protests another final with a reason, and the admin opens the protest case
// (the reason, the timeline, the check-in sheet, the ruling form) and denies it. Axe finds nothing
// serious on the home and the case at 1280x800 and 390x844. FFL_SHOTS_DIR=<dir> saves the screens.

const SHOTS = process.env.FFL_SHOTS_DIR;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

async function ok<R>(response: APIResponse): Promise<R> {
  expect(response.ok(), `${response.url()} -> ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as R;
}

// The invitation link mailed to `email` (the newest), as a path of this server.
async function invitationPath(root: APIRequestContext, email: string): Promise<string> {
  let found: MailMessageDto | null = null;
  await expect(async () => {
    const outbox = await ok<MailOutboxDto>(await root.get('/api/mail/outbox?limit=100'));
    const summary = outbox.messages.find((m) => m.to === email && m.kind === 'coach-invitation');
    expect(summary, `no invitation to ${email}`).toBeTruthy();
    found = await ok<MailMessageDto>(await root.get(`/api/mail/outbox/${summary!.id}`));
  }).toPass({ timeout: 10_000 });
  const link = (found as MailMessageDto | null)!.links.find((l) => l.includes('/api/coach-invitation?token='))!;
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

test('a coach agrees to a final from his home (live), protests another, and the admin rules on the case; axe clean', async ({ signedInContext, browser, baseURL }) => {
  test.setTimeout(120_000);
  const admin = await signedInContext(DEMO_ADMIN, PHONE);
  const root = await signedInContext({ ...SUPER_ADMIN, leagueSlug: null }, DESKTOP);
  const teams = (await ok<{ id: number; name: string }[]>(await admin.request.get('/api/leagues/demo/teams'))).slice(2, 4);
  const [home, away] = teams as [{ id: number; name: string }, { id: number; name: string }];
  const username = uniqueUsername('coach');
  const email = `${username}@example.com`;
  const password = 'coach-pass-1234';
  const games: GameDto[] = [];
  let coachId: number | null = null;
  try {
    // the admin adds the coach; his account comes from the invitation's link
    await ok<TeamCoachesDto>(await admin.request.post(`/api/teams/${home.id}/coaches`, { data: { email, firstName: 'Casey', lastName: 'Coach' } }));
    const path = await invitationPath(root.request, email);
    const created = await ok<{ username: string }>(await (await browser.newContext({ baseURL })).request.post(path, { data: { username, password } }));
    expect(created.username).toBe(username);

    const coach = await signedInContext({ username, password }, PHONE);
    const user = await ok<{ id: number; role: string }>(await coach.request.get('/api/user'));
    coachId = user.id;
    expect(user.role).toBe('coach');
    const page = await coach.newPage();
    await page.goto('/demo/coach');
    await expect(page.getByRole('heading', { level: 1, name: C.heading })).toBeVisible();
    const finals = page.getByRole('region', { name: C.finalsHeading });
    await expect(finals).toContainText(C.noFinals);
    await expect(page.getByRole('region', { name: home.name })).toBeVisible();

    // a game of his team is completed: it comes to his home without a reload
    const game = await createDemoGame(admin.request, { teams: [2, 3] });
    games.push(game);
    await ok(await admin.request.patch(`/api/games/${game.id}/state`, { data: { status: 'completed', homeScore: 21, awayScore: 14 } }));
    const item = finals.getByTestId('coach-final');
    await expect(item).toContainText(C.score(home.name, 21, away.name, 14));
    expect(await seriousViolations(page)).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/coach-home-390.png`, fullPage: true });
    await page.setViewportSize(DESKTOP);
    expect(await seriousViolations(page)).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/coach-home-1280.png`, fullPage: true });
    await page.setViewportSize(PHONE);

    const title = C.final(home.name, away.name);
    await item.getByRole('button', { name: C.agreeLabel(title) }).click();
    await expect(item).toHaveCount(0);
    await expect(finals).toContainText(C.noFinals);
    const result = await ok<ResultDto>(await admin.request.get(`/api/games/${game.id}/result`));
    expect(result).toMatchObject({ resultStatus: 'provisional', answers: [{ side: 'home', answer: 'agreed' }] });

    // another final, protested with a reason through the dialog
    const second = await createDemoGame(admin.request, { teams: [2, 3] });
    games.push(second);
    await ok(await admin.request.patch(`/api/games/${second.id}/state`, { data: { status: 'completed', homeScore: 6, awayScore: 7 } }));
    await expect(item).toContainText(C.score(home.name, 6, away.name, 7));
    await item.getByRole('button', { name: C.protestLabel(title) }).click();
    const dialog = page.getByRole('dialog', { name: C.protestTitle });
    await dialog.getByRole('button', { name: C.sendProtest }).click();
    await expect(dialog.getByText(C.reasonRequired)).toBeVisible();
    const reason = `The winning catch was out of bounds ${username.slice(-6)}`;
    await dialog.getByLabel(C.reason).fill(reason);
    expect(await seriousViolations(page)).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/coach-protest-390.png` });
    await dialog.getByRole('button', { name: C.sendProtest }).click();
    await expect(dialog).toBeHidden();
    await expect(item).toHaveCount(0);

    // the admin's protest case, from the dashboard's entry
    const adminPage = await admin.newPage();
    await adminPage.goto('/demo/admin');
    await adminPage.getByRole('region', { name: A.protests.card }).getByRole('link').click();
    await expect(adminPage).toHaveURL(/\/demo\/admin\/protests$/);
    const protestCase = adminPage.getByTestId('protest-case').filter({ hasText: reason });
    await expect(protestCase).toBeVisible();
    await protestCase.getByText(P.timeline).click();
    await expect(protestCase.getByTestId('game-history')).toBeVisible();
    await protestCase.getByText(P.checkin).click();
    expect(await seriousViolations(adminPage)).toEqual([]);
    if (SHOTS) await adminPage.screenshot({ path: `${SHOTS}/protests-390.png`, fullPage: true });
    await adminPage.setViewportSize(DESKTOP);
    expect(await seriousViolations(adminPage)).toEqual([]);
    if (SHOTS) await adminPage.screenshot({ path: `${SHOTS}/protests-1280.png`, fullPage: true });
    await protestCase.getByText(P.decisions.denied).click();
    await protestCase.getByLabel(P.note).fill('The catch was in: the referee saw it');
    await protestCase.getByRole('button', { name: P.rule }).click();
    await expect(protestCase).toHaveCount(0);
    const ruled = await ok<ResultDto>(await admin.request.get(`/api/games/${second.id}/result`));
    expect(ruled).toMatchObject({ resultStatus: 'final', homeScore: 6, awayScore: 7, ruling: { decision: 'denied' } });
  } finally {
    for (const game of games) await admin.request.delete(`/api/games/${game.id}`);
    if (coachId !== null) await admin.request.delete(`/api/teams/${home.id}/coaches/${coachId}`);
  }
});
