// The webhooks' outbox door (issue 50, decision 085): one delivery row per event and webhook, written
// in the transaction of the change that raised the event (so nothing is sent for a change that rolls
// back) and sent by the sender after the commit. Its message id (`msg_` and 18 random bytes) is the
// webhook-id header of every attempt; its payload is stored as it is sent.
import type { WEBHOOK_TEST_EVENT, WebhookEvent, WebhookLeagueRef, WebhookPayload } from '../../../common/schemas/webhooks';
import type { Tx } from '../../db/client';
import type { League } from '../../db/rows';
import { randomToken } from '../../http/tokens';
import { insertDeliveries, type DeliveryRow } from './store';

export type QueuedEvent = { event: WebhookEvent | typeof WEBHOOK_TEST_EVENT; payload: WebhookPayload; webhookIds: number[] };

export function leagueRefOf(league: Pick<League, 'id' | 'slug' | 'name'>): WebhookLeagueRef {
  return { id: league.id, slug: league.slug, name: league.name };
}

export async function queueDeliveries(tx: Tx, queued: QueuedEvent[], now: Date): Promise<DeliveryRow[]> {
  const rows = queued.flatMap(({ event, payload, webhookIds }) =>
    webhookIds.map((webhookId) => ({ webhookId, messageId: `msg_${randomToken(18)}`, event, payload, createdAt: now, nextAttemptAt: now })),
  );
  return insertDeliveries(tx, rows);
}
