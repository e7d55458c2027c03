// GET /api/api-keys/{id}/webhooks (issue 50, decision 085): a key's webhooks in the order they were
// made, each with its leagues' slugs and its latest attempt.
import type { WebhookDto } from '../../../common/schemas/webhooks';
import type { Actor } from '../../auth/actor';
import type { DbOrTx } from '../../db/client';
import { keyOfWebhooks } from './access';
import { presentWebhook } from './present';
import { lastAttemptsOf, slugsOfLeagues, webhooksOfKey, type Webhook } from './store';

export async function presentWebhooks(db: DbOrTx, rows: Webhook[]): Promise<WebhookDto[]> {
  const [slugs, last] = await Promise.all([slugsOfLeagues(db, [...new Set(rows.flatMap((row) => row.leagueIds ?? []))]), lastAttemptsOf(db, rows.map((row) => row.id))]);
  return rows.map((row) => presentWebhook(row, slugs, last.get(row.id)));
}

// `_actor`: the key manager the route authorized (the page's rule: api-keys/access.ts)
export async function listWebhooks(db: DbOrTx, _actor: Actor, apiKeyId: number): Promise<WebhookDto[]> {
  const key = await keyOfWebhooks(db, apiKeyId);
  return presentWebhooks(db, await webhooksOfKey(db, key.id));
}
