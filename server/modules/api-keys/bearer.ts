import type { ApiKeyPermission } from '../../../common/schemas/api-keys';
import type { AppDeps } from '../../deps';
import { forbidden, HttpError, tooManyRequests } from '../../http/errors';
import { parseKey, secretMatches } from './keys';
import { apiKeyByKeyId, touchApiKey, type ApiKey } from './store';

export const BEARER_TEXT = {
  missing: 'An API key is required: send the header "Authorization: Bearer <key>"',
  malformed: 'The API key is malformed: expected "Authorization: Bearer ffl_<id>_<secret>"',
  invalid: 'The API key is not valid',
  revoked: 'This API key has been revoked',
  permission: (permission: ApiKeyPermission) => `This API key does not have the "${permission}" permission`,
  rateLimited: (seconds: number) => `Too many requests with this API key. Try again in ${Math.max(1, Math.ceil(seconds))} seconds.`,
} as const;

const unauthorizedKey = (message: string) => new HttpError(401, message, { 'www-authenticate': 'Bearer' });
// lastUsed is written at most this often per key, not on every call
const TOUCH_INTERVAL_MS = 60_000;

// The external endpoints take an API key and nothing else: a session cookie does not open them,
// and a key never opens the session API. Looked up on every call, so a revoked key fails at once.
// header: the request's Authorization header, as sent.
export async function requireApiKey(deps: AppDeps, header: string | undefined, permission: ApiKeyPermission): Promise<ApiKey> {
  if (!header || header.trim() === '') throw unauthorizedKey(BEARER_TEXT.missing);
  const match = /^\s*bearer\s+(\S+)\s*$/i.exec(header);
  if (!match) throw unauthorizedKey(BEARER_TEXT.malformed);
  const parsed = parseKey(match[1]!);
  if (!parsed) throw unauthorizedKey(BEARER_TEXT.malformed);
  const key = await apiKeyByKeyId(deps.db, parsed.keyId);
  if (!key || !secretMatches(parsed.secret, key.secretHash)) throw unauthorizedKey(BEARER_TEXT.invalid);
  if (!key.isActive) throw unauthorizedKey(BEARER_TEXT.revoked);

  const limiterKey = `api-key:${key.keyId}`;
  const wait = deps.limiters.apiKey.retryAfterMs(limiterKey);
  if (wait > 0) throw tooManyRequests(BEARER_TEXT.rateLimited(wait / 1000), wait);
  deps.limiters.apiKey.hit(limiterKey);

  if (!key.permissions.includes(permission)) throw forbidden(BEARER_TEXT.permission(permission));
  const now = deps.now();
  if (!key.lastUsed || now.getTime() - key.lastUsed.getTime() > TOUCH_INTERVAL_MS) await touchApiKey(deps.db, key.id, now);
  return key;
}
