import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { WEBHOOK_VERIFICATION_EXAMPLE } from './integration-examples';

type Verify = (secret: string, headers: Record<string, string>, rawBody: string) => boolean;

// The help card's example, run as a site owner would paste it.
const verifyWebhook = new Function('require', `${WEBHOOK_VERIFICATION_EXAMPLE}\nreturn verifyWebhook;`)(createRequire(import.meta.url)) as Verify;

const key = crypto.randomBytes(32);
const secret = `whsec_${key.toString('base64')}`;

// A delivery signed as the Standard Webhooks specification says, independently of the example.
function signed(body: string, at = Math.floor(Date.now() / 1000), id = 'msg_2Lx9') {
  const signature = crypto.createHmac('sha256', key).update(`${id}.${at}.${body}`).digest('base64');
  return { 'webhook-id': id, 'webhook-timestamp': String(at), 'webhook-signature': `v1,${signature}` };
}

describe('the webhook verification example', () => {
  const body = JSON.stringify({ type: 'game.final', timestamp: '2026-05-02T15:10:00.000Z', data: { league: { id: 1, slug: 'demo', name: 'Demo' } } });

  it('accepts a delivery signed with the secret, among other signatures', () => {
    const headers = signed(body);
    expect(verifyWebhook(secret, headers, body)).toBe(true);
    expect(verifyWebhook(secret, { ...headers, 'webhook-signature': `v1,AAAA ${headers['webhook-signature']}` }, body)).toBe(true);
  });

  it('refuses a changed body, another id, another secret, another version and an old delivery', () => {
    const headers = signed(body);
    expect(verifyWebhook(secret, headers, body.replace('demo', 'other'))).toBe(false);
    expect(verifyWebhook(secret, { ...headers, 'webhook-id': 'msg_other' }, body)).toBe(false);
    expect(verifyWebhook(`whsec_${crypto.randomBytes(32).toString('base64')}`, headers, body)).toBe(false);
    expect(verifyWebhook(secret, { ...headers, 'webhook-signature': headers['webhook-signature'].replace('v1,', 'v2,') }, body)).toBe(false);
    expect(verifyWebhook(secret, signed(body, Math.floor(Date.now() / 1000) - 600), body)).toBe(false);
  });
});
