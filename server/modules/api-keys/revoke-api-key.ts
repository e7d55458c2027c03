// API keys (spec 2.12): a super admin revokes one.
import type { ApiKeyDto } from '../../../common/schemas/api-keys';
import type { Caller } from '../../auth/actor';
import { audit, auditTarget } from '../../auth/audit';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/errors';
import { apiKeyByKeyId, presentApiKey, revokeApiKey } from './store';

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
