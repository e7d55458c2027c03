// DELETE /api/api-keys/{id}/webhooks/{webhookId} (issue 50, decision 085): the webhook, its
// deliveries and their attempts (the tables cascade); a revoked key's webhooks may be deleted too.
import type { Caller } from '../../auth/actor';
import { audit, auditTarget } from '../../auth/audit';
import type { AppDeps } from '../../deps';
import { webhookOfRoute } from './access';
import { deleteWebhookRow } from './store';
import { auditedUrl } from './webhook-fields';

export async function deleteWebhook(deps: Pick<AppDeps, 'db'>, caller: Caller, apiKeyId: number, webhookId: number): Promise<void> {
  const { key, webhook } = await webhookOfRoute(deps.db, apiKeyId, webhookId);
  await deps.db.transaction(async (tx) => {
    await deleteWebhookRow(tx, webhook.id);
    await audit(tx, caller, 'api-key.webhook-delete', auditTarget.apiKey(key.keyId), { webhookId: webhook.id, url: auditedUrl(webhook.url) });
  });
}
