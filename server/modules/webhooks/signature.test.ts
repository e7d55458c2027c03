// Issue 50: a delivery's signature checked by the Standard Webhooks specification's own library, and
// the signing secret sealed for the database (only the session secret that sealed it reads it).
import { describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { newSigningSecret, openSecret, sealSecret, signDelivery } from './signature';

describe('the signature', () => {
  it('is what the standardwebhooks library verifies, and nothing altered is', () => {
    const secret = newSigningSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const body = JSON.stringify({ type: 'game.final', timestamp: new Date().toISOString(), data: { game: { id: 7, homeScore: 21 } } });
    const headers = signDelivery(secret, 'msg_2KWPBgLlAfxdpx2AI54pPJ85f4W', new Date(), body);
    expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
    const wh = new Webhook(secret);
    expect(wh.verify(body, headers)).toEqual(JSON.parse(body));
    expect(() => wh.verify(body.replace('21', '22'), headers)).toThrow();
    expect(() => wh.verify(body, { ...headers, 'webhook-id': 'msg_other' })).toThrow();
    expect(() => new Webhook(newSigningSecret()).verify(body, headers)).toThrow();
  });

  it("matches the specification's example", () => {
    // the example of the Standard Webhooks specification (spec/standard-webhooks.md, "Signature scheme")
    const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    const body = '{"test": 2432232314}';
    const headers = signDelivery(secret, 'msg_p5jXN8AQM9LWM0D4loKWxJek', new Date(1614265330 * 1000), body);
    expect(headers).toEqual({ 'webhook-id': 'msg_p5jXN8AQM9LWM0D4loKWxJek', 'webhook-timestamp': '1614265330', 'webhook-signature': 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=' });
  });

  it('keeps the secret sealed: opened only with the session secret that sealed it', () => {
    const secret = newSigningSecret();
    const sealed = sealSecret('a'.repeat(64), secret);
    expect(sealed).not.toContain(secret.slice(6));
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(openSecret('a'.repeat(64), sealed)).toBe(secret);
    expect(openSecret('b'.repeat(64), sealed)).toBeNull();
    // every part altered by one bit of its bytes (a changed last base64 letter may carry padding bits only)
    const parts = sealed.split('.');
    for (let i = 1; i < parts.length; i++) {
      const bytes = Buffer.from(parts[i]!, 'base64url');
      bytes[0] = bytes[0]! ^ 1;
      expect(openSecret('a'.repeat(64), parts.with(i, bytes.toString('base64url')).join('.'))).toBeNull();
    }
    expect(openSecret('a'.repeat(64), 'whsec_in-the-clear')).toBeNull();
    expect(sealSecret('a'.repeat(64), secret)).not.toBe(sealed);
  });
});
