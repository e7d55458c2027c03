import crypto from 'node:crypto';

// Random tokens and their keyed hashes: a session id and the hash it is stored under, an
// Idempotency-Key's, a signed link's (a mail's unsubscribe, a follow's page), a password reset's.
export function hmacSha256(secret: string, value: string): string {
  return crypto.createHmac('sha256', secret).update(value).digest('base64url');
}

export function randomToken(bytes = 32): string {
  return crypto.randomBytes(bytes).toString('base64url');
}

// A mailed one-click link's signature of its reference, for one purpose (issue 48: a crew offer;
// issue 49: a final), and its check in constant time.
export function linkSignature(secret: string, purpose: string, reference: string): string {
  return hmacSha256(secret, `${purpose}\n${reference}`);
}

export function linkSignatureMatches(secret: string, purpose: string, reference: string, given: string): boolean {
  const expected = Buffer.from(linkSignature(secret, purpose, reference));
  const sent = Buffer.from(given);
  return expected.length === sent.length && crypto.timingSafeEqual(expected, sent);
}
