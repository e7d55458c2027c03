// The webhooks' answers (common/schemas/webhooks.ts): a webhook as the API keys screen lists it, and a
// delivery with its attempts as its log shows it. The signing secret is never in them (the create
// adds it once).
import type { WebhookAttemptDto, WebhookDeliveryDto, WebhookDeliveryState, WebhookDto, WebhookEvent, WEBHOOK_TEST_EVENT } from '../../../common/schemas/webhooks';
import type { AttemptRow, DeliveryRow, Webhook } from './store';

export type LastAttempt = { at: Date; statusCode: number | null };

const isOk = (status: number | null) => status !== null && status >= 200 && status < 300;

export function presentWebhook(webhook: Webhook, slugs: Map<number, string>, last: LastAttempt | undefined): WebhookDto {
  return {
    id: webhook.id,
    apiKeyId: webhook.apiKeyId,
    url: webhook.url,
    events: webhook.events,
    // a league deleted since is gone from the list
    leagueSlugs: webhook.leagueIds === null ? null : webhook.leagueIds.flatMap((id) => slugs.get(id) ?? []),
    state: webhook.state,
    failingSince: webhook.failingSince?.toISOString() ?? null,
    disabledAt: webhook.disabledAt?.toISOString() ?? null,
    createdAt: webhook.createdAt.toISOString(),
    lastDelivery: last ? { at: last.at.toISOString(), ok: isOk(last.statusCode), statusCode: last.statusCode } : null,
  };
}

// A queued delivery tried before is retrying; the lease of one being sent is no time to show.
function stateOf(row: DeliveryRow): WebhookDeliveryState {
  if (row.state === 'queued') return row.attempts > 0 ? 'retrying' : 'queued';
  return row.state;
}

function presentAttempt(row: AttemptRow): WebhookAttemptDto {
  return { at: row.at.toISOString(), statusCode: row.statusCode, error: row.error, durationMs: row.durationMs };
}

export function presentDelivery(row: DeliveryRow, attempts: AttemptRow[]): WebhookDeliveryDto {
  return {
    messageId: row.messageId,
    id: row.id,
    event: row.event as WebhookEvent | typeof WEBHOOK_TEST_EVENT,
    state: stateOf(row),
    createdAt: row.createdAt.toISOString(),
    nextAttemptAt: row.state === 'queued' ? row.nextAttemptAt.toISOString() : null,
    attempts: attempts.map(presentAttempt),
  };
}
