// POST /api/api-keys/{id}/webhooks (issue 50, decision 085): a webhook of an active API key, at most
// WEBHOOK_LIMITS.perKey per key (the key's row locked meanwhile, so two creates take turns). Its
// signing secret is answered once, here; the database keeps it sealed (signature.ts).
import { WEBHOOK_LIMITS, type CreatedWebhookDto, type CreateWebhookBody } from '../../../common/schemas/webhooks';
import type { Caller } from '../../auth/actor';
import { audit, auditTarget } from '../../auth/audit';
import type { AppDeps } from '../../deps';
import { conflict, notFound } from '../../http/errors';
import { assertKeyActive } from './access';
import { presentWebhooks } from './list-webhooks';
import { newSigningSecret, sealSecret } from './signature';
import { countWebhooksOfKey, insertWebhook, lockApiKey } from './store';
import { WEBHOOK_TEXT } from './texts';
import { assertUrlAllowed, auditedUrl, leagueIdsOf } from './webhook-fields';

export async function createWebhook(deps: Pick<AppDeps, 'db' | 'config' | 'sessionSecret'>, caller: Caller, apiKeyId: number, body: CreateWebhookBody): Promise<CreatedWebhookDto> {
  assertUrlAllowed(body.url, deps.config.webhooks.allowHttpOrigins);
  const secret = newSigningSecret();
  const row = await deps.db.transaction(async (tx) => {
    const key = await lockApiKey(tx, apiKeyId);
    if (!key) throw notFound(WEBHOOK_TEXT.keyNotFound);
    assertKeyActive(key);
    if ((await countWebhooksOfKey(tx, key.id)) >= WEBHOOK_LIMITS.perKey) throw conflict(WEBHOOK_TEXT.tooMany(WEBHOOK_LIMITS.perKey));
    const leagueIds = await leagueIdsOf(tx, body.leagueSlugs);
    const webhook = await insertWebhook(tx, { apiKeyId: key.id, url: body.url, events: body.events, leagueIds, secret: sealSecret(deps.sessionSecret, secret), createdByUserId: caller.actor.id });
    await audit(tx, caller, 'api-key.webhook-create', auditTarget.apiKey(key.keyId), { webhookId: webhook.id, url: auditedUrl(body.url), events: body.events, leagueSlugs: body.leagueSlugs ?? null });
    return webhook;
  });
  const [dto] = await presentWebhooks(deps.db, [row]);
  return { ...dto!, secret };
}
