import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { API_KEY_PERMISSIONS, createApiKeyBody, type ApiKeyPermission, type CreatedApiKeyDto } from '../../../common/schemas/api-keys';
import { can } from '../../../common/roles';
import { ACCESS_TEXT } from '../../../common/texts';
import type { AppDeps } from '../../deps';
import { forbidden, notFound, unauthorized } from '../../http/errors';
import { parseInput } from '../../http/validate';
import { audit, auditTarget } from '../../auth/audit';
import type { Actor } from '../../auth/actor';
import { generateKey } from './keys';
import { apiKeyByKeyId, insertApiKey, listApiKeys, presentApiKey, revokeApiKey } from './store';

const keyIdParams = z.object({ keyId: z.string().regex(/^[a-f0-9]{16}$/, 'must be a key id') });

// Spec 2.2: the API key texts for signed-out visitors and for other roles.
function requireKeyManager(request: FastifyRequest): Actor {
  if (!request.user) throw unauthorized(ACCESS_TEXT.apiKeysLoggedOut);
  if (!can(request.user.role, 'manage:api-keys')) throw forbidden(ACCESS_TEXT.apiKeysSuperAdminRequired);
  return request.user;
}

export function registerApiKeyRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/api/auth/api-keys', async (request) => {
    requireKeyManager(request);
    return (await listApiKeys(deps.db)).map(presentApiKey);
  });

  app.post('/api/auth/api-keys', async (request, reply) => {
    const actor = requireKeyManager(request);
    const body = parseInput(createApiKeyBody, request.body);
    const permissions: ApiKeyPermission[] = [...new Set(body.permissions ?? API_KEY_PERMISSIONS)];
    const generated = generateKey();
    const key = await deps.db.transaction(async (tx) => {
      const row = await insertApiKey(tx, { keyId: generated.keyId, name: body.name, secretHash: generated.secretHash, lastFour: generated.lastFour, permissions, createdByUserId: actor.id });
      await audit(tx, { actor, ip: request.ip }, 'api-key.create', auditTarget.apiKey(row.keyId), { name: body.name, permissions });
      return row;
    });
    const created: CreatedApiKeyDto = { ...presentApiKey(key), fullKey: generated.fullKey };
    return reply.code(201).header('cache-control', 'no-store').send(created);
  });

  app.delete('/api/auth/api-keys/:keyId', async (request) => {
    const actor = requireKeyManager(request);
    const { keyId } = parseInput(keyIdParams, request.params);
    const existing = await apiKeyByKeyId(deps.db, keyId);
    if (!existing) throw notFound('API key not found');
    if (!existing.isActive) return presentApiKey(existing);
    const revoked = await deps.db.transaction(async (tx) => {
      const row = await revokeApiKey(tx, keyId, deps.now());
      await audit(tx, { actor, ip: request.ip }, 'api-key.revoke', auditTarget.apiKey(keyId));
      return row;
    });
    return presentApiKey(revoked ?? existing);
  });
}
