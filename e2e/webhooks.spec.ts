import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Locator, Page } from '@playwright/test';
import type { CreatedApiKeyDto } from '../common/schemas/api-keys';
import { API_KEYS_TEXT } from '../client/src/features/api-keys/texts';
import { WEBHOOKS_TEXT as T } from '../client/src/features/webhooks/texts';
import { SUPER_ADMIN, expect as baseExpect, test } from './fixtures';

// Issue 50: the super admin adds a webhook to an API key, sees its signing secret once, sends a test
// event to a receiver this test runs (a real HTTP server on 127.0.0.1, allowed by
// WEBHOOK_ALLOW_HTTP_ORIGINS in playwright.config.ts), sees it delivered in the log, checks its
// Standard Webhooks signature with node:crypto, pauses the webhook and deletes it; at both sizes.

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

type Received = { path: string; headers: http.IncomingHttpHeaders; body: string };

// The external site's receiver: keeps every request and answers 204.
async function startReceiver(): Promise<{ origin: string; received: Received[]; close: () => Promise<void> }> {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, received, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

// Standard Webhooks: v1 is the base64 HMAC-SHA256 of "{id}.{timestamp}.{body}" keyed by the bytes
// of the secret after whsec_; the header may hold several space-separated signatures.
function signatureHolds(secret: string, { headers, body }: Received): boolean {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = crypto.createHmac('sha256', key).update(`${String(headers['webhook-id'])}.${String(headers['webhook-timestamp'])}.${body}`).digest();
  return String(headers['webhook-signature'])
    .split(' ')
    .some((signature) => {
      const [version, value = ''] = signature.split(',');
      const given = Buffer.from(value, 'base64');
      return version === 'v1' && given.length === expected.length && crypto.timingSafeEqual(given, expected);
    });
}

function toasts(page: Page): Locator {
  return page.getByRole('region', { name: /Notifications/, includeHidden: true }).getByRole('listitem', { includeHidden: true });
}

function webhooksOf(page: Page, keyName: string): Locator {
  return page.getByRole('region', { name: T.sectionLabel(keyName) });
}

let counter = 0;

for (const [size, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`a key's webhook at ${size} size: added, its secret once, a signed test event delivered and logged, paused, deleted`, async ({ browser, baseURL }) => {
    const receiver = await startReceiver();
    const context = await browser.newContext({ baseURL, viewport });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await context.newPage();
    const login = await page.request.post('/api/login', { data: SUPER_ADMIN });
    expect(login.ok(), await login.text()).toBe(true);
    counter += 1;
    const keyName = `Webhooks ${size} ${Date.now().toString(36)}-${process.pid}-${counter}`;
    const key = (await (await page.request.post('/api/auth/api-keys', { data: { name: keyName } })).json()) as CreatedApiKeyDto;
    try {
      await page.goto('/api-keys');
      const section = webhooksOf(page, keyName);
      await expect(section).toContainText(T.empty);

      // Add webhook: the address, fewer events, one league.
      await section.getByRole('button', { name: T.add }).click();
      const dialog = page.getByRole('dialog', { name: T.addTitle });
      await expect(dialog).toContainText(T.urlHint);
      // nothing chosen is refused in the form's words, before any call
      await dialog.getByRole('button', { name: T.add }).click();
      await expect(dialog.getByText(T.urlRequired)).toBeVisible();
      const url = `${receiver.origin}/hooks/ffl`;
      await dialog.getByLabel(T.urlLabel).fill(url);
      // the events and the leagues' choice are real checkboxes and radios, drawn as their labels
      for (const event of ['game.moved', 'game.cancelled', 'standings.changed'] as const) {
        await dialog.locator('label', { hasText: T.events[event] }).click();
        await expect(dialog.getByRole('checkbox', { name: T.events[event] })).not.toBeChecked();
      }
      await expect(dialog.getByRole('checkbox', { name: T.events['game.final'] })).toBeChecked();
      await dialog.locator('label', { hasText: T.leaguesChoice.chosen }).click();
      await expect(dialog.getByRole('radio', { name: T.leaguesChoice.chosen })).toBeChecked();
      await dialog.getByRole('button', { name: T.add }).click();
      await expect(dialog.getByText(T.leaguesRequired)).toBeVisible();
      await dialog.getByRole('list', { name: T.leaguesListLabel }).getByRole('checkbox', { name: 'Demo League', exact: true }).check();
      await dialog.getByRole('button', { name: T.add }).click();
      await expect(dialog).toHaveCount(0);
      await expect(toasts(page).first()).toContainText(T.addedTitle);

      // The signing secret, once: hidden, shown, copied; gone once dismissed.
      const banner = section.getByRole('region', { name: T.secretHeading });
      await expect(banner.getByRole('heading', { name: T.secretHeading })).toBeFocused();
      const shown = banner.getByLabel(T.secretLabel, { exact: true });
      await expect(shown).not.toContainText(/whsec_[A-Za-z0-9+/]{20}/);
      await banner.getByRole('button', { name: T.showSecret }).click();
      const secret = ((await shown.textContent()) ?? '').trim();
      expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
      await banner.getByRole('button', { name: T.copy }).click();
      await expect(toasts(page).first()).toContainText(T.copiedTitle);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
      await banner.getByRole('button', { name: T.dismiss }).click();
      await expect(banner).toHaveCount(0);
      await expect(page.getByText(secret)).toHaveCount(0);

      // The row: its address, state, events, league, no delivery yet.
      const row = section.getByRole('listitem', { name: url });
      await expect(row).toContainText(T.states.active);
      await expect(row).toContainText(T.events['game.final']);
      await expect(row).not.toContainText(T.events['standings.changed']);
      await expect(row).toContainText('Demo League');
      await expect(row).toContainText(T.noDelivery);

      // Send test event from the log: queued, then delivered, its attempt logged.
      await row.getByRole('button', { name: T.log }).click();
      const log = page.getByRole('dialog', { name: T.log });
      await expect(log).toContainText(T.logEmpty);
      await log.getByRole('button', { name: T.sendTest }).click();
      await expect(toasts(page).first()).toContainText(T.testQueuedTitle);
      const delivery = log.getByRole('listitem', { name: `${T.testEvent}, ${T.deliveryStates.delivered}` });
      await expect(delivery).toBeVisible();
      await expect(delivery.getByRole('list', { name: T.attemptsLabel })).toContainText(T.status(204));

      // The receiver got it once, signed with the secret shown once.
      expect(receiver.received).toHaveLength(1);
      const [request] = receiver.received as [Received];
      expect(request.path).toBe('/hooks/ffl');
      expect(request.headers['content-type']).toMatch(/^application\/json/);
      expect(String(request.headers['webhook-id'])).toMatch(/\S/);
      expect(Math.abs(Date.now() / 1000 - Number(request.headers['webhook-timestamp']))).toBeLessThan(120);
      expect(signatureHolds(secret, request)).toBe(true);
      expect(signatureHolds(`whsec_${crypto.randomBytes(32).toString('base64')}`, request)).toBe(false);
      const payload = JSON.parse(request.body) as { type: string; data: { webhookId: number; apiKeyId: number } };
      expect(payload.type).toBe('webhook.test');
      expect(payload.data).toMatchObject({ apiKeyId: key.id });
      // (Escape would first close the toast, the top layer)
      await log.getByRole('button', { name: 'Close' }).click();
      await expect(log).toHaveCount(0);
      await expect(row).toContainText(`delivered (${T.status(204)})`);

      // Pause: nothing is sent until it is turned on.
      await row.getByRole('button', { name: T.pause }).click();
      await expect(toasts(page).first()).toContainText(T.pausedTitle);
      await expect(row).toContainText(T.states.paused);
      await expect(row).toContainText(T.pausedNotice);
      await expect(row.getByRole('button', { name: T.turnOn })).toBeVisible();

      // Delete asks first.
      await row.getByRole('button', { name: T.removeFor(url) }).click();
      const confirm = page.getByRole('alertdialog', { name: T.removeTitle(url) });
      await confirm.getByRole('button', { name: T.remove }).click();
      await expect(toasts(page).first()).toContainText(T.removedTitle);
      await expect(row).toHaveCount(0);
      await expect(section).toContainText(T.empty);
      const left = await page.request.get(`/api/api-keys/${key.id}/webhooks`);
      expect(await left.json()).toEqual([]);
      expect(receiver.received).toHaveLength(1);
    } finally {
      await page.request.delete(`/api/auth/api-keys/${key.keyId}`);
      await context.close();
      await receiver.close();
    }
  });
}

// A revoked key has no webhooks section: nothing of it is sent any more.
test('a revoked key shows no webhooks', async ({ page, loginAs }) => {
  await loginAs(page, SUPER_ADMIN);
  const keyName = `Webhooks revoked ${Date.now().toString(36)}-${process.pid}`;
  const key = (await (await page.request.post('/api/auth/api-keys', { data: { name: keyName } })).json()) as CreatedApiKeyDto;
  await page.goto('/api-keys');
  await expect(webhooksOf(page, keyName)).toBeVisible();
  await page.request.delete(`/api/auth/api-keys/${key.keyId}`);
  await page.reload();
  await expect(page.getByRole('listitem', { name: keyName })).toContainText(API_KEYS_TEXT.revoked);
  await expect(webhooksOf(page, keyName)).toHaveCount(0);
});
