// GET /api/api-keys/{id}/webhooks/{webhookId}/deliveries?before= (issue 50, decision 085): the
// webhook's delivery log, newest first, DELIVERIES_PAGE at a time, each delivery with its attempts.
import type { WebhookDeliveriesDto } from '../../../common/schemas/webhooks';
import type { Actor } from '../../auth/actor';
import type { DbOrTx } from '../../db/client';
import { webhookOfRoute } from './access';
import { presentDelivery } from './present';
import { attemptsOf, deliveriesOf, type AttemptRow } from './store';

const DELIVERIES_PAGE = 20;

// `_actor`: the key manager the route authorized (the page's rule: api-keys/access.ts)
export async function listDeliveries(db: DbOrTx, _actor: Actor, apiKeyId: number, webhookId: number, query: { before?: number }): Promise<WebhookDeliveriesDto> {
  const { webhook } = await webhookOfRoute(db, apiKeyId, webhookId);
  const rows = await deliveriesOf(db, webhook.id, query.before, DELIVERIES_PAGE + 1);
  const page = rows.slice(0, DELIVERIES_PAGE);
  const attempts = new Map<number, AttemptRow[]>();
  for (const attempt of await attemptsOf(db, page.map((row) => row.id))) attempts.set(attempt.deliveryId, [...(attempts.get(attempt.deliveryId) ?? []), attempt]);
  return {
    deliveries: page.map((row) => presentDelivery(row, attempts.get(row.id) ?? [])),
    nextBefore: rows.length > DELIVERIES_PAGE ? page.at(-1)!.id : null,
  };
}
