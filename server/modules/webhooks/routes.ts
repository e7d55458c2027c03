// The webhooks of an API key (issue 50, decision 085), for whoever manages the API keys (the super
// admin: api-keys/access.ts). Parse -> authorize -> call -> answer. The sender runs with the app and
// stops with it.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { rowIdText } from '../../../common/schemas/base/ids';
import { createWebhookBody, updateWebhookBody, webhookDeliveriesQuery } from '../../../common/schemas/webhooks';
import type { AppDeps } from '../../deps';
import { parseInput } from '../../http/validate';
import { keyManager } from '../api-keys/access';
import { createWebhook } from './create-webhook';
import { deleteWebhook } from './delete-webhook';
import { listDeliveries } from './list-deliveries';
import { listWebhooks } from './list-webhooks';
import { WebhookSender, type WebhookSending } from './sender';
import { sendTestEvent } from './send-test-event';
import { updateWebhook } from './update-webhook';

const keyParams = z.object({ id: rowIdText });
const webhookParams = z.object({ id: rowIdText, webhookId: rowIdText });

export function registerWebhookRoutes(app: FastifyInstance, deps: AppDeps, sending: Partial<WebhookSending> = {}): void {
  const sender = new WebhookSender(deps, app.log, sending);
  app.addHook('onClose', () => sender.stop());

  app.get('/api/api-keys/:id/webhooks', async (request) => {
    const actor = keyManager(request.user);
    const { id } = parseInput(keyParams, request.params);
    return listWebhooks(deps.db, actor, id);
  });

  app.post('/api/api-keys/:id/webhooks', async (request, reply) => {
    const actor = keyManager(request.user);
    const { id } = parseInput(keyParams, request.params);
    const body = parseInput(createWebhookBody, request.body);
    return reply.code(201).header('cache-control', 'no-store').send(await createWebhook(deps, { actor, ip: request.ip }, id, body));
  });

  app.patch('/api/api-keys/:id/webhooks/:webhookId', async (request) => {
    const actor = keyManager(request.user);
    const { id, webhookId } = parseInput(webhookParams, request.params);
    const body = parseInput(updateWebhookBody, request.body);
    return updateWebhook(deps, { actor, ip: request.ip }, id, webhookId, body);
  });

  app.delete('/api/api-keys/:id/webhooks/:webhookId', async (request, reply) => {
    const actor = keyManager(request.user);
    const { id, webhookId } = parseInput(webhookParams, request.params);
    await deleteWebhook(deps, { actor, ip: request.ip }, id, webhookId);
    return reply.code(204).send();
  });

  app.post('/api/api-keys/:id/webhooks/:webhookId/test', async (request, reply) => {
    const actor = keyManager(request.user);
    const { id, webhookId } = parseInput(webhookParams, request.params);
    return reply.code(202).send(await sendTestEvent(deps, actor, id, webhookId));
  });

  app.get('/api/api-keys/:id/webhooks/:webhookId/deliveries', async (request) => {
    const actor = keyManager(request.user);
    const { id, webhookId } = parseInput(webhookParams, request.params);
    return listDeliveries(deps.db, actor, id, webhookId, parseInput(webhookDeliveriesQuery, request.query));
  });
}
