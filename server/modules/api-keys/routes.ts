// API keys page API (spec 2.12). Parse -> authorize -> call -> answer.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { createApiKeyBody } from '../../../common/schemas/api-keys';
import type { AppDeps } from '../../deps';
import { parseInput } from '../../http/validate';
import { keyManager } from './access';
import { createApiKey } from './create-api-key';
import { revokeKey } from './revoke-api-key';
import { listApiKeys, presentApiKey } from './store';

const keyIdParams = z.object({ keyId: z.string().regex(/^[a-f0-9]{16}$/, 'must be a key id') });

export function registerApiKeyRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/api/auth/api-keys', async (request) => {
    keyManager(request.user);
    return (await listApiKeys(deps.db)).map(presentApiKey);
  });

  app.post('/api/auth/api-keys', async (request, reply) => {
    const actor = keyManager(request.user);
    const body = parseInput(createApiKeyBody, request.body);
    return reply.code(201).header('cache-control', 'no-store').send(await createApiKey(deps, { actor, ip: request.ip }, body));
  });

  app.delete('/api/auth/api-keys/:keyId', async (request) => {
    const actor = keyManager(request.user);
    const { keyId } = parseInput(keyIdParams, request.params);
    return revokeKey(deps, { actor, ip: request.ip }, keyId);
  });
}
