import crypto from 'node:crypto';

// Random tokens and their keyed hashes: a session id and the hash it is stored under, an
// Idempotency-Key's, a signed link's (a mail's unsubscribe, a follow's page), a password reset's.
export function hmacSha256(secret: string, value: string): string {
  return crypto.createHmac('sha256', secret).update(value).digest('base64url');
}

export function randomToken(bytes = 32): string {
  return crypto.randomBytes(bytes).toString('base64url');
}
