// API keys (spec 2.12): a super admin generates one, shown once: only its hash and last four
// characters are kept.
import { API_KEY_PERMISSIONS, type ApiKeyPermission, type CreatedApiKeyDto, type createApiKeyBody } from '../../../common/schemas/api-keys';
import type { z } from 'zod';
import type { Caller } from '../../auth/actor';
import { audit, auditTarget } from '../../auth/audit';
import type { AppDeps } from '../../deps';
import { generateKey } from './keys';
import { insertApiKey, presentApiKey } from './store';

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
