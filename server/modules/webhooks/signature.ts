// A delivery's signature as the Standard Webhooks specification writes it (issue 50, decision 085):
// `webhook-signature: v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}">`, keyed
// with the bytes the secret's base64 spells after `whsec_`. The secret is answered once, at the
// create; the database keeps it sealed (AES-256-GCM under a key derived from the session secret), so
// a copy of the database alone signs nothing (architecture rule 8).
import crypto from 'node:crypto';

const SECRET_PREFIX = 'whsec_';
const SECRET_BYTES = 32;
const SEAL_VERSION = 'v1';

// A new signing secret: whsec_ and the base64 of 32 random bytes.
export function newSigningSecret(): string {
  return SECRET_PREFIX + crypto.randomBytes(SECRET_BYTES).toString('base64');
}

export type SignedHeaders = { 'webhook-id': string; 'webhook-timestamp': string; 'webhook-signature': string };

// The three headers of one attempt: its message id (the same on every attempt), the attempt's
// instant in whole seconds, and the signature over both and the exact body sent.
export function signDelivery(secret: string, messageId: string, at: Date, body: string): SignedHeaders {
  const timestamp = String(Math.floor(at.getTime() / 1000));
  const key = Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
  const signature = crypto.createHmac('sha256', key).update(`${messageId}.${timestamp}.${body}`).digest('base64');
  return { 'webhook-id': messageId, 'webhook-timestamp': timestamp, 'webhook-signature': `v1,${signature}` };
}

// The sealing key: the session secret's HMAC of this purpose, so no other use of that secret
// (sessions, signed links) can ever produce or read a sealed webhook secret.
function sealKey(sessionSecret: string): Buffer {
  return crypto.createHmac('sha256', sessionSecret).update('webhook signing secret seal').digest();
}

// v1.<iv>.<tag>.<ciphertext>, each base64url
export function sealSecret(sessionSecret: string, secret: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', sealKey(sessionSecret), iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [SEAL_VERSION, iv, cipher.getAuthTag(), sealed].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
}

// The secret a sealed text holds, or null when it cannot be read (another session secret sealed it).
export function openSecret(sessionSecret: string, sealed: string): string | null {
  const [version, iv, tag, text] = sealed.split('.');
  if (version !== SEAL_VERSION || !iv || !tag || text === undefined) return null;
  try {
    const decipher = crypto.createDecipheriv('aes-256-gcm', sealKey(sessionSecret), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(text, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
