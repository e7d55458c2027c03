// PATCH /api/api-keys/{id}/webhooks/{webhookId} (issue 50, decision 085): what it hears, where it
// sends, on or off. `active: false` pauses an active webhook and fails what it had queued (nothing
// is sent to a webhook switched off); `active: true` switches a paused or disabled one on, its
// failure count started again (failingSince and disabledAt cleared). A revoked key's webhooks are
// not changed (409).
import type { UpdateWebhookBody, WebhookDto } from '../../../common/schemas/webhooks';
import type { Caller } from '../../auth/actor';
import { audit, auditTarget } from '../../auth/audit';
import type { AppDeps } from '../../deps';
import { assertKeyActive, webhookOfRoute } from './access';
import { presentWebhooks } from './list-webhooks';
import { failQueuedDeliveries, updateWebhookRow, type Webhook } from './store';
import { assertUrlAllowed, auditedUrl, leagueIdsOf } from './webhook-fields';

// The columns the switch changes: on (and its failures forgotten), paused, or as it was.
function switched(webhook: Webhook, active: boolean | undefined): Partial<Webhook> {
  if (active === true && webhook.state !== 'active') return { state: 'active', failingSince: null, disabledAt: null };
  // a webhook the server disabled stays so (it is off already; its disabledAt says when and why)
  if (active === false && webhook.state === 'active') return { state: 'paused' };
  return {};
}

export async function updateWebhook(deps: Pick<AppDeps, 'db' | 'config'>, caller: Caller, apiKeyId: number, webhookId: number, body: UpdateWebhookBody): Promise<WebhookDto> {
  const { key, webhook } = await webhookOfRoute(deps.db, apiKeyId, webhookId);
  assertKeyActive(key);
  if (body.url !== undefined) assertUrlAllowed(body.url, deps.config.webhooks.allowHttpOrigins);
  const row = await deps.db.transaction(async (tx) => {
    const leagueIds = body.leagueSlugs === undefined ? undefined : await leagueIdsOf(tx, body.leagueSlugs);
    const state = switched(webhook, body.active);
    const values = {
      ...(body.url !== undefined ? { url: body.url } : {}),
      ...(body.events !== undefined ? { events: body.events } : {}),
      ...(leagueIds !== undefined ? { leagueIds } : {}),
      ...state,
    };
    // switched off already and asked to be off: nothing to write, nor to audit
    if (Object.keys(values).length === 0) return webhook;
    const updated = await updateWebhookRow(tx, webhook.id, values);
    if (state.state === 'paused') await failQueuedDeliveries(tx, webhook.id);
    await audit(tx, caller, 'api-key.webhook-update', auditTarget.apiKey(key.keyId), {
      webhookId: webhook.id,
      ...(body.url !== undefined ? { url: auditedUrl(body.url) } : {}),
      ...(body.events !== undefined ? { events: body.events } : {}),
      ...(body.leagueSlugs !== undefined ? { leagueSlugs: body.leagueSlugs } : {}),
      ...(state.state !== undefined ? { state: state.state } : {}),
    });
    return updated;
  });
  return (await presentWebhooks(deps.db, [row]))[0]!;
}
