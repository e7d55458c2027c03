// The API key and the webhook a route names (issue 50, decision 085): an unknown key is 404, a
// webhook of another key is 404 as an unknown one; a revoked key's webhooks change no more (409),
// they may only be read and deleted. Who may ask at all is the API keys page's rule (api-keys/access.ts).
import type { DbOrTx } from '../../db/client';
import { conflict, notFound } from '../../http/errors';
import { apiKeyById, webhookOfKey, type KeyOfWebhooks, type Webhook } from './store';
import { WEBHOOK_TEXT } from './texts';

export async function keyOfWebhooks(db: DbOrTx, apiKeyId: number): Promise<KeyOfWebhooks> {
  const key = await apiKeyById(db, apiKeyId);
  if (!key) throw notFound(WEBHOOK_TEXT.keyNotFound);
  return key;
}

export async function webhookOfRoute(db: DbOrTx, apiKeyId: number, webhookId: number): Promise<{ key: KeyOfWebhooks; webhook: Webhook }> {
  const key = await keyOfWebhooks(db, apiKeyId);
  const webhook = await webhookOfKey(db, key.id, webhookId);
  if (!webhook) throw notFound(WEBHOOK_TEXT.notFound);
  return { key, webhook };
}

export function assertKeyActive(key: Pick<KeyOfWebhooks, 'isActive'>): void {
  if (!key.isActive) throw conflict(WEBHOOK_TEXT.keyRevoked);
}
