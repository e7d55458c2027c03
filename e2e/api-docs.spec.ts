import type { Browser, Page } from '@playwright/test';
import { expect, seriousViolations, test } from './fixtures';

// Issue 50 (decision 083): /api/docs renders the API's OpenAPI document with Swagger UI served from
// this server, under the page's own policy: its operations and webhooks drawn, no policy violation
// (counted as e2e/content-security-policy.spec.ts does), nothing loaded from another host, and no
// serious or critical axe violation at a phone and a desktop size.

const SIZES = [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
] as const;

const SHOTS = process.env.FFL_SHOTS_DIR;

async function openDocs(browser: Browser, baseURL: string, viewport: { width: number; height: number }): Promise<{ page: Page; violations: string[]; elsewhere: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext({ baseURL, viewport });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`securitypolicyviolation ${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  const page = await context.newPage();
  const violations: string[] = [];
  const elsewhere: string[] = [];
  page.on('console', (message) => {
    if (/securitypolicyviolation|Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== new URL(baseURL).origin && !request.url().startsWith('data:')) elsewhere.push(request.url());
  });
  return { page, violations, elsewhere, close: () => context.close() };
}

for (const [size, viewport] of SIZES) {
  test(`the API description renders its operations without a policy violation, axe-clean at ${size} size`, async ({ browser, baseURL }) => {
    const { page, violations, elsewhere, close } = await openDocs(browser, baseURL!, viewport);
    const documentRead = page.waitForResponse((response) => response.url().endsWith('/api/openapi.json'));
    await page.goto('/api/docs');
    expect((await documentRead).status()).toBe(200);
    // the document's title is the page's one h1, in its one main landmark
    await expect(page.getByRole('heading', { level: 1, name: /^Flag Football Leagues API/ })).toBeVisible();
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(await page.getByRole('main').count()).toBe(1);
    // the operations, grouped by tag, and the webhooks
    const standings = page.locator('.opblock', { hasText: '/api/leagues/{slug}/standings' });
    await expect(standings).toBeVisible();
    expect(await page.locator('.opblock').count()).toBeGreaterThan(40);
    await expect(page.locator('.opblock', { hasText: 'game.final' })).toHaveCount(1);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/api-docs-top-${viewport.width}.png` });
    expect(await seriousViolations(page), 'the list').toEqual([]);
    // operations opened: a read's parameters and answer, a write's body and its schema, a webhook's
    // headers and body
    await standings.locator('.opblock-summary-control').click();
    await expect(standings.getByText('seasonId', { exact: true })).toBeVisible();
    await expect(standings.locator('.responses-wrapper')).toContainText('200');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/api-docs-${viewport.width}.png` });
    const withAdmin = page.locator('.opblock', { hasText: '/api/wordpress/leagues/with-admin' });
    await withAdmin.locator('.opblock-summary-control').click();
    await withAdmin.getByRole('tab', { name: 'Schema' }).first().click();
    await expect(withAdmin.locator('.opblock-section-request-body')).toContainText('admin');
    const final = page.locator('.opblock', { hasText: 'game.final' });
    await final.locator('.opblock-summary-control').click();
    await expect(final).toContainText('webhook-signature');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/api-docs-webhook-${viewport.width}.png` });
    expect(await seriousViolations(page), 'operations opened').toEqual([]);
    // the API key's dialog
    await page.getByRole('button', { name: 'Authorize' }).first().click();
    await expect(page.locator('.dialog-ux .modal-ux')).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/api-docs-authorize-${viewport.width}.png` });
    expect(await seriousViolations(page, '.dialog-ux'), 'the Authorize dialog').toEqual([]);
    expect(violations).toEqual([]);
    expect(elsewhere).toEqual([]);
    await close();
  });
}
