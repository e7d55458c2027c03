import crypto from 'node:crypto';

// An API key reads ffl_<keyId>_<secret>: a recognisable prefix, a public id (shown in the list and
// the audit log) and 32 random bytes. Only the SHA-256 of the secret is stored (architecture rule 8).
const PREFIX = 'ffl';
const KEY_PATTERN = /^ffl_([a-f0-9]{16})_([A-Za-z0-9_-]{43})$/;

export type NewKey = { keyId: string; secret: string; fullKey: string; secretHash: string; lastFour: string };

function hashSecret(secret: string): string {
  return crypto.createHash('sha256').update(secret).digest('hex');
}

export function generateKey(): NewKey {
  const keyId = crypto.randomBytes(8).toString('hex');
  const secret = crypto.randomBytes(32).toString('base64url');
  return { keyId, secret, fullKey: `${PREFIX}_${keyId}_${secret}`, secretHash: hashSecret(secret), lastFour: secret.slice(-4) };
}

export function parseKey(fullKey: string): { keyId: string; secret: string } | null {
  const match = KEY_PATTERN.exec(fullKey);
  return match ? { keyId: match[1]!, secret: match[2]! } : null;
}

export function secretMatches(secret: string, storedHash: string): boolean {
  const given = Buffer.from(hashSecret(secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && crypto.timingSafeEqual(given, stored);
}
