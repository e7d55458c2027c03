// POST /api/api-keys/{id}/webhooks/{webhookId}/test (issue 50, decision 085): a `webhook.test`
// delivery queued to this webhook and sent at once, whatever its state (the screen checks a receiver
// before switching its webhook on again); a revoked key's webhooks send nothing (409).
import { WEBHOOK_TEST_EVENT, type WebhookDeliveryDto } from '../../../common/schemas/webhooks';
import type { Actor } from '../../auth/actor';
import type { AppDeps } from '../../deps';
import { assertKeyActive, webhookOfRoute } from './access';
import { presentDelivery } from './present';
import { queueDeliveries } from './queue-deliveries';
import { wakeWebhookSenders } from './sender';
import { WEBHOOK_TEXT } from './texts';

// `_actor`: the key manager the route authorized (the page's rule: api-keys/access.ts)
export async function sendTestEvent(deps: Pick<AppDeps, 'db' | 'now'>, _actor: Actor, apiKeyId: number, webhookId: number): Promise<WebhookDeliveryDto> {
  const { key, webhook } = await webhookOfRoute(deps.db, apiKeyId, webhookId);
  assertKeyActive(key);
  const now = deps.now();
  const payload = { type: WEBHOOK_TEST_EVENT, timestamp: now.toISOString(), data: { apiKeyId: key.id, webhookId: webhook.id, message: WEBHOOK_TEXT.testMessage } };
  const [row] = await deps.db.transaction((tx) => queueDeliveries(tx, [{ event: WEBHOOK_TEST_EVENT, payload, webhookIds: [webhook.id] }], now));
  wakeWebhookSenders();
  return presentDelivery(row!, []);
}
