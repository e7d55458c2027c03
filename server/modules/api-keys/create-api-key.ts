// API keys (spec 2.12): a super admin generates one (shown once: only its hash and last four
// characters are kept) and revokes it. Each takes the caller and plain input.
import { can } from '../../../common/roles';
import { API_KEY_PERMISSIONS, type ApiKeyDto, type ApiKeyPermission, type CreatedApiKeyDto, type createApiKeyBody } from '../../../common/schemas/api-keys';
import { ACCESS_TEXT } from '../../../common/texts';
import type { z } from 'zod';
import type { Actor, Caller } from '../../auth/actor';
import { audit, auditTarget } from '../../auth/audit';
import type { AppDeps } from '../../deps';
import { forbidden, notFound, unauthorized } from '../../http/errors';
import { generateKey } from './keys';
import { apiKeyByKeyId, insertApiKey, presentApiKey, revokeApiKey } from './store';

// Spec 2.2: the API key texts for signed-out visitors and for other roles.
export function keyManager(user: Actor | null): Actor {
  if (!user) throw unauthorized(ACCESS_TEXT.apiKeysLoggedOut);
  if (!can(user.role, 'manage:api-keys')) throw forbidden(ACCESS_TEXT.apiKeysSuperAdminRequired);
  return user;
}

export async function createApiKey(deps: AppDeps, caller: Caller, body: z.output<typeof createApiKeyBody>): Promise<CreatedApiKeyDto> {
  const permissions: ApiKeyPermission[] = [...new Set(body.permissions ?? API_KEY_PERMISSIONS)];
  const generated = generateKey();
  const key = await deps.db.transaction(async (tx) => {
    const row = await insertApiKey(tx, { keyId: generated.keyId, name: body.name, secretHash: generated.secretHash, lastFour: generated.lastFour, permissions, createdByUserId: caller.actor.id });
    await audit(tx, caller, 'api-key.create', auditTarget.apiKey(row.keyId), { name: body.name, permissions });
    return row;
  });
  return { ...presentApiKey(key), fullKey: generated.fullKey };
}

// Revoking a revoked key answers it as it is.
export async function revokeKey(deps: AppDeps, caller: Caller, keyId: string): Promise<ApiKeyDto> {
  const existing = await apiKeyByKeyId(deps.db, keyId);
  if (!existing) throw notFound('API key not found');
  if (!existing.isActive) return presentApiKey(existing);
  const revoked = await deps.db.transaction(async (tx) => {
    const row = await revokeApiKey(tx, keyId, deps.now());
    await audit(tx, caller, 'api-key.revoke', auditTarget.apiKey(keyId));
    return row;
  });
  return presentApiKey(revoked ?? existing);
}
