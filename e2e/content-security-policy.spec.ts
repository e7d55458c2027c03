import type { Browser, Page } from '@playwright/test';
import { DEMO_ADMIN, DEMO_FAN, DEMO_REF1, createDemoGame, expect, test } from './fixtures';

// Decision 019: the server's Content-Security-Policy is on every answer, and the built client runs
// under it with no violation: no inline script, no eval, sockets and calls to its own host only.
// A violation shows as a `securitypolicyviolation` event and as a console error; both are counted.

type Account = { username: string; password: string };

async function openAs(browser: Browser, baseURL: string, account: Account | null): Promise<{ page: Page; violations: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext({ baseURL });
  if (account) {
    const response = await context.request.post('/api/login', { data: { leagueSlug: 'demo', ...account } });
    expect(response.ok(), await response.text()).toBe(true);
  }
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`securitypolicyviolation ${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  const page = await context.newPage();
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/securitypolicyviolation|Content Security Policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
  });
  return { page, violations, close: () => context.close() };
}

test('the policy is on the app page: scripts from the site only, no framing', async ({ request }) => {
  const response = await request.get('/demo');
  const policy = response.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self';");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).not.toContain('unsafe-eval');
});

test('the scoreboard and the login page run without a violation, the live socket included', async ({ browser, baseURL }) => {
  const { page, violations, close } = await openAs(browser, baseURL!, null);
  // counted from the start: the first frames come while the page is still loading
  let frames = 0;
  page.on('websocket', (socket) => socket.on('framereceived', () => (frames += 1)));
  await page.goto('/demo');
  await expect(page.getByText('Other Games', { exact: false }).first()).toBeVisible();
  await expect.poll(() => frames).toBeGreaterThan(0);
  await page.goto('/demo/login');
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  expect(violations).toEqual([]);
  await close();
});

test('the admin dashboard with a dialog open, and the import page with a preview', async ({ browser, baseURL }) => {
  const { page, violations, close } = await openAs(browser, baseURL!, DEMO_ADMIN);
  await page.goto('/demo/admin');
  await page.getByRole('button', { name: /Create New Game/ }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto('/demo/import');
  await page.locator('input[type=file]').setInputFiles({ name: 'schedule.csv', mimeType: 'text/csv', buffer: Buffer.from('Match ID,A,B,Home,Away\n') });
  const preview = page.waitForResponse((response) => response.url().includes('/api/import/sports-connect'));
  await page.getByRole('button', { name: 'Preview' }).click();
  expect((await preview).status()).toBeLessThan(500);
  expect(violations).toEqual([]);
  await close();
});

test('the referee control page and the fan page', async ({ browser, baseURL, playwright }) => {
  const admin = await playwright.request.newContext({ baseURL });
  await admin.post('/api/login', { data: { leagueSlug: 'demo', ...DEMO_ADMIN } });
  const game = await createDemoGame(admin);
  await admin.dispose();

  const referee = await openAs(browser, baseURL!, DEMO_REF1);
  await referee.page.goto(`/demo/referee/${game.id}`);
  await expect(referee.page.getByText('Game Clock', { exact: false }).first()).toBeVisible();
  expect(referee.violations).toEqual([]);
  await referee.close();

  const fan = await openAs(browser, baseURL!, DEMO_FAN);
  await fan.page.goto('/demo/fan');
  await expect(fan.page.getByRole('heading', { name: 'Fan Dashboard' })).toBeVisible();
  expect(fan.violations).toEqual([]);
  await fan.close();
});
