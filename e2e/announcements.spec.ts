import type { APIRequestContext } from '@playwright/test';
import type { AnnouncementPreviewDto } from '../common/schemas/announcements';
import type { TeamDto } from '../common/schemas/teams';
import { ANNOUNCEMENTS_TEXT as T } from '../client/src/features/announcements/texts';
import { DEMO_ADMIN, expect, seriousViolations, test, uniqueUsername } from './fixtures';

// Issue 47 (decision 063): an admin at 1280x800 opens Announcements from the admin navigation, picks
// an audience (the fans of a team of this test's own), sees the live count, sends after the confirm
// step, and finds it in the history; axe finds nothing serious on the screen or its confirm step.
// The demo league is shared with the other specs: the team is this test's and goes again.

const DESKTOP = { width: 1280, height: 800 };

async function ok<R>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<R> {
  expect(response.ok(), `${response.url()} -> ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as R;
}

test('an admin announces to the fans of a team: live count, confirm, history; axe clean', async ({ signedInContext, createUser, browser, baseURL }) => {
  const admin = await signedInContext(DEMO_ADMIN, DESKTOP);
  const suffix = uniqueUsername('an').slice(3);
  const teamName = `Announce ${suffix}`.slice(0, 40);
  const team = await ok<TeamDto>(await admin.request.post('/api/teams', { data: { name: teamName } }));
  try {
    // a fan of that team who asked for team news by mail
    const fan = await createUser({ leagueSlug: 'demo', email: `${suffix}@example.com`, firstName: 'Fan', lastName: 'Of News' });
    const fanContext = await browser.newContext({ baseURL });
    await ok(await fanContext.request.post('/api/login', { data: { username: fan.username, password: fan.password, leagueSlug: 'demo' } }));
    await ok(await fanContext.request.patch('/api/leagues/demo/fan/profile', { data: { favoriteTeamId: team.id, notificationPreferences: { teamNews: true, email: true } } }));

    const page = await admin.newPage();
    await page.goto('/demo/admin');
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: T.navLabel }).click();
    await expect(page).toHaveURL(/\/demo\/admin\/announcements$/);
    await expect(page.getByRole('heading', { level: 1, name: T.heading })).toBeVisible();

    const subject = `Picture day ${suffix}`;
    await page.getByLabel(T.subject).fill(subject);
    const message = 'Picture day is on Saturday.\nWear your jersey.';
    await page.getByLabel(T.body).fill(message);
    await expect(page.getByText(T.counter(message.length, 5000))).toBeVisible();
    await page.getByRole('checkbox', { name: T.whoOptions.followers.label, exact: true }).click();
    await page.getByRole('checkbox', { name: T.whoOptions.fans.label, exact: true }).click();
    await page.getByRole('checkbox', { name: teamName }).click();

    // the live count is the server's preview of that audience
    const preview = await ok<AnnouncementPreviewDto>(await admin.request.post('/api/leagues/demo/announcements/preview', { data: { audience: { teamIds: [team.id], who: ['fans'] } } }));
    expect(preview.recipients).toEqual({ email: 1, push: 0 });
    await expect(page.getByTestId('announcement-recipients')).toHaveText(T.recipients(1, 0));
    await expect(page.getByRole('region', { name: T.composeHeading }).getByText(`${T.teamsCount(1)}: ${teamName}`)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: T.send }).click();
    const confirm = page.getByRole('alertdialog', { name: T.confirmTitle });
    await expect(confirm).toContainText(T.confirm(subject, 1, 0));
    expect(await seriousViolations(page, '[role="alertdialog"]')).toEqual([]);
    await confirm.getByRole('button', { name: T.confirmSend(1, 0) }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('region', { name: /Notifications/ }).getByText(T.sent)).toBeVisible();
    // the form is ready for the next one
    await expect(page.getByLabel(T.subject)).toHaveValue('');

    const history = page.getByRole('region', { name: T.historyHeading });
    const item = history.getByRole('listitem').filter({ has: page.getByRole('heading', { name: subject }) });
    await expect(item).toBeVisible();
    await expect(item).toContainText(`Teams: ${teamName}`);
    await expect(item).toContainText('To fans');
    // no SMTP_URL in the e2e server: the message is kept, and says so
    await expect(item.getByText(T.counts.noServer(1))).toBeVisible({ timeout: 15_000 });
    await item.getByText(T.showMessage, { exact: true }).click();
    await expect(item).toContainText('Wear your jersey.');
    expect(await seriousViolations(page)).toEqual([]);
  } finally {
    await admin.request.delete(`/api/teams/${team.id}`);
  }
});
