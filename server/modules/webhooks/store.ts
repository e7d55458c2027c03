// The webhooks module's tables (issue 50, decision 085): an API key's webhooks, their outbox of
// deliveries and each delivery's attempts. This module alone writes them; it reads the API keys, the
// leagues and the users it names. The sender drains the outbox as the mail sender does (decision
// 061): a claim takes due rows with `for update skip locked` and marks them sending with a lease,
// and an attempt's answer is written only while that claim still holds the row (its `attempts`
// unchanged), so several processes never send one delivery twice.
import { and, arrayOverlaps, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { ROLES, can } from '../../../common/roles';
import type { WebhookEvent } from '../../../common/schemas/webhooks';
import type { DbOrTx, Tx } from '../../db/client';
import { apiKeys, leagues, users, webhookAttempts, webhookDeliveries, webhooks } from '../../db/schema';

export type Webhook = typeof webhooks.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
export type AttemptRow = typeof webhookAttempts.$inferSelect;
export type KeyOfWebhooks = { id: number; keyId: string; name: string; isActive: boolean };

// node-postgres answers { rows }, PGlite's drizzle driver the same shape
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

const keyColumns = { id: apiKeys.id, keyId: apiKeys.keyId, name: apiKeys.name, isActive: apiKeys.isActive };

export async function apiKeyById(db: DbOrTx, id: number): Promise<KeyOfWebhooks | null> {
  const [row] = await db.select(keyColumns).from(apiKeys).where(eq(apiKeys.id, id));
  return row ?? null;
}

// The key's row locked until the transaction ends: two creates of one key take turns (its limit).
export async function lockApiKey(tx: Tx, id: number): Promise<KeyOfWebhooks | null> {
  const [row] = await tx.select(keyColumns).from(apiKeys).where(eq(apiKeys.id, id)).for('update');
  return row ?? null;
}

export async function webhooksOfKey(db: DbOrTx, apiKeyId: number): Promise<Webhook[]> {
  return db.select().from(webhooks).where(eq(webhooks.apiKeyId, apiKeyId)).orderBy(webhooks.id);
}

export async function webhookOfKey(db: DbOrTx, apiKeyId: number, webhookId: number): Promise<Webhook | null> {
  const [row] = await db.select().from(webhooks).where(and(eq(webhooks.id, webhookId), eq(webhooks.apiKeyId, apiKeyId)));
  return row ?? null;
}

export async function countWebhooksOfKey(db: DbOrTx, apiKeyId: number): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(webhooks).where(eq(webhooks.apiKeyId, apiKeyId));
  return Number(row?.count ?? 0);
}

export async function insertWebhook(tx: Tx, values: typeof webhooks.$inferInsert): Promise<Webhook> {
  const [row] = await tx.insert(webhooks).values(values).returning();
  return row!;
}

export async function updateWebhookRow(tx: Tx, id: number, values: Partial<typeof webhooks.$inferInsert>): Promise<Webhook> {
  const [row] = await tx.update(webhooks).set(values).where(eq(webhooks.id, id)).returning();
  return row!;
}

export async function deleteWebhookRow(tx: Tx, id: number): Promise<void> {
  await tx.delete(webhooks).where(eq(webhooks.id, id));
}

// The leagues of these slugs (lower case), by slug.
export async function leaguesBySlug(db: DbOrTx, slugs: string[]): Promise<Map<string, number>> {
  if (slugs.length === 0) return new Map();
  const rows = await db.select({ id: leagues.id, slug: leagues.slug }).from(leagues).where(inArray(leagues.slug, slugs));
  return new Map(rows.map((row) => [row.slug, row.id]));
}

// The slugs of these league ids, by id (a league deleted since is missing).
export async function slugsOfLeagues(db: DbOrTx, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: leagues.id, slug: leagues.slug }).from(leagues).where(inArray(leagues.id, ids));
  return new Map(rows.map((row) => [row.id, row.slug]));
}

// The webhooks that hear any of these events of this league: active, of an active API key,
// subscribed to the league (or to every league). One query, and what a game write pays when nobody
// listens (the table holds a few rows: at most WEBHOOK_LIMITS.perKey per key).
export async function subscribersOf(tx: Tx, events: WebhookEvent[], leagueId: number): Promise<{ id: number; events: WebhookEvent[] }[]> {
  return tx
    .select({ id: webhooks.id, events: webhooks.events })
    .from(webhooks)
    .innerJoin(apiKeys, eq(apiKeys.id, webhooks.apiKeyId))
    .where(and(eq(webhooks.state, 'active'), eq(apiKeys.isActive, true), arrayOverlaps(webhooks.events, events), or(isNull(webhooks.leagueIds), sql`${leagueId} = any(${webhooks.leagueIds})`)));
}

export async function insertDeliveries(tx: Tx, rows: (typeof webhookDeliveries.$inferInsert)[]): Promise<DeliveryRow[]> {
  if (rows.length === 0) return [];
  return tx.insert(webhookDeliveries).values(rows).returning();
}

// A queued delivery is failed (the webhook was switched off): nothing is tried any more. One being
// sent is left to its attempt, whose answer the sender writes.
export async function failQueuedDeliveries(tx: Tx, webhookId: number): Promise<void> {
  await tx.update(webhookDeliveries).set({ state: 'failed' }).where(and(eq(webhookDeliveries.webhookId, webhookId), eq(webhookDeliveries.state, 'queued')));
}

// --- the sender's claims ---

export type ClaimedDelivery = {
  id: number;
  webhookId: number;
  messageId: string;
  event: string;
  payload: unknown;
  // the tries begun, this one included
  attempts: number;
  createdAt: Date;
  url: string;
  sealedSecret: string;
  webhookState: Webhook['state'];
  keyActive: boolean;
};

type ClaimedRow = {
  id: number | string;
  webhook_id: number;
  message_id: string;
  event: string;
  payload: unknown;
  attempts: number;
  created_ms: number | string;
  url: string;
  secret: string;
  webhook_state: Webhook['state'];
  key_active: boolean;
};

// Takes up to `limit` due rows (queued and due, or sending with a lease that ran out: an attempt
// that never answered) for `leaseMs`, each with its webhook's URL, sealed secret and state.
export async function claimDue(db: DbOrTx, now: Date, limit: number, leaseMs: number): Promise<ClaimedDelivery[]> {
  const result = await db.execute(sql`
    update ${webhookDeliveries} d set state = 'sending', attempts = d.attempts + 1, next_attempt_at = ${new Date(now.getTime() + leaseMs).toISOString()}::timestamptz
    from ${webhooks} w join ${apiKeys} k on k.id = w.api_key_id
    where w.id = d.webhook_id and d.id in (
      select id from ${webhookDeliveries} where state in ('queued', 'sending') and next_attempt_at <= ${now.toISOString()}::timestamptz
      order by next_attempt_at, id limit ${limit} for update skip locked)
    returning d.id, d.webhook_id, d.message_id, d.event, d.payload, d.attempts, (extract(epoch from d.created_at) * 1000)::float8 as created_ms,
      w.url, w.secret, w.state as webhook_state, k.is_active as key_active`);
  return rowsOf<ClaimedRow>(result)
    .map((row) => ({
      id: Number(row.id),
      webhookId: row.webhook_id,
      messageId: row.message_id,
      event: row.event,
      payload: typeof row.payload === 'string' ? (JSON.parse(row.payload) as unknown) : row.payload,
      attempts: row.attempts,
      createdAt: new Date(Number(row.created_ms)),
      url: row.url,
      sealedSecret: row.secret,
      webhookState: row.webhook_state,
      keyActive: row.key_active,
    }))
    .sort((a, b) => a.id - b.id);
}

const stillClaimed = (delivery: Pick<ClaimedDelivery, 'id' | 'attempts'>) =>
  and(eq(webhookDeliveries.id, delivery.id), eq(webhookDeliveries.attempts, delivery.attempts), eq(webhookDeliveries.state, 'sending'));

// What an attempt left: delivered, failed, or queued again at `nextAttemptAt`.
export type DeliveryOutcome = { state: 'delivered' | 'failed' } | { state: 'queued'; nextAttemptAt: Date };

// The delivery's new state, if this claim still holds it; false when it does not (its lease ran out
// and another claim took it: that one's answer counts).
export async function settleDelivery(tx: Tx, delivery: ClaimedDelivery, outcome: DeliveryOutcome, now: Date): Promise<boolean> {
  const rows = await tx
    .update(webhookDeliveries)
    .set(outcome.state === 'queued' ? { state: 'queued', nextAttemptAt: outcome.nextAttemptAt } : { state: outcome.state, deliveredAt: outcome.state === 'delivered' ? now : null })
    .where(stillClaimed(delivery))
    .returning({ id: webhookDeliveries.id });
  return rows.length > 0;
}

export async function insertAttempt(tx: Tx, values: typeof webhookAttempts.$inferInsert): Promise<void> {
  await tx.insert(webhookAttempts).values(values);
}

// A success clears the webhook's failing_since; a failure sets it if it was clear. Answers the
// webhook's state and failing_since after the write.
export async function markWebhookAnswer(tx: Tx, webhookId: number, ok: boolean, at: Date): Promise<Pick<Webhook, 'state' | 'failingSince'> | null> {
  const [row] = await tx
    .update(webhooks)
    .set({ failingSince: ok ? null : sql`coalesce(${webhooks.failingSince}, ${at.toISOString()}::timestamptz)` })
    .where(eq(webhooks.id, webhookId))
    .returning({ state: webhooks.state, failingSince: webhooks.failingSince });
  return row ?? null;
}

// Switched off by the server, once (another process's attempt may get there first): the webhook with
// its key's name, or null when it was not active.
export async function disableWebhook(tx: Tx, webhookId: number, now: Date): Promise<(Webhook & { keyName: string }) | null> {
  const [row] = await tx
    .update(webhooks)
    .set({ state: 'disabled', disabledAt: now })
    .where(and(eq(webhooks.id, webhookId), eq(webhooks.state, 'active')))
    .returning();
  if (!row) return null;
  const [key] = await tx.select({ name: apiKeys.name }).from(apiKeys).where(eq(apiKeys.id, row.apiKeyId));
  return { ...row, keyName: key?.name ?? '' };
}

// Claimed and never tried (the server stopped first): queued again, due now, the try not counted.
export async function release(db: DbOrTx, deliveries: ClaimedDelivery[], now: Date): Promise<void> {
  for (const delivery of deliveries) {
    await db.update(webhookDeliveries).set({ state: 'queued', attempts: delivery.attempts - 1, nextAttemptAt: now }).where(stillClaimed(delivery));
  }
}

// When the next queued row (or lease) falls due, if one waits.
export async function nextDue(db: DbOrTx): Promise<Date | null> {
  const [row] = await db
    .select({ ms: sql<number | string | null>`(extract(epoch from min(${webhookDeliveries.nextAttemptAt})) * 1000)::float8` })
    .from(webhookDeliveries)
    .where(sql`${webhookDeliveries.state} in ('queued', 'sending')`);
  return row?.ms === null || row?.ms === undefined ? null : new Date(Number(row.ms));
}

// --- the delivery log ---

// A webhook's deliveries newest first; `before`: only those with a smaller id (the next page).
export async function deliveriesOf(db: DbOrTx, webhookId: number, before: number | undefined, limit: number): Promise<DeliveryRow[]> {
  return db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.webhookId, webhookId), before === undefined ? undefined : lt(webhookDeliveries.id, before)))
    .orderBy(desc(webhookDeliveries.id))
    .limit(limit);
}

// The attempts of these deliveries, oldest first.
export async function attemptsOf(db: DbOrTx, deliveryIds: number[]): Promise<AttemptRow[]> {
  if (deliveryIds.length === 0) return [];
  return db.select().from(webhookAttempts).where(inArray(webhookAttempts.deliveryId, deliveryIds)).orderBy(webhookAttempts.deliveryId, webhookAttempts.id);
}

// Each webhook's latest attempt: of its newest delivery that was tried, the last try.
export async function lastAttemptsOf(db: DbOrTx, webhookIds: number[]): Promise<Map<number, Pick<AttemptRow, 'at' | 'statusCode'>>> {
  if (webhookIds.length === 0) return new Map();
  const result = await db.execute(sql`
    select w.id as webhook_id, (extract(epoch from last.at) * 1000)::float8 as at_ms, last.status_code
    from ${webhooks} w join lateral (
      select a.at, a.status_code from ${webhookDeliveries} d join ${webhookAttempts} a on a.delivery_id = d.id
      where d.webhook_id = w.id order by d.id desc, a.id desc limit 1) last on true
    where w.id in (${sql.join(webhookIds.map((id) => sql`${id}`), sql`, `)})`);
  return new Map(
    rowsOf<{ webhook_id: number; at_ms: number | string; status_code: number | null }>(result).map((row) => [row.webhook_id, { at: new Date(Number(row.at_ms)), statusCode: row.status_code }]),
  );
}

// The addresses of every user who manages the API keys (the super admins).
export async function keyManagerAddresses(db: DbOrTx): Promise<string[]> {
  const roles = ROLES.filter((role) => can(role, 'manage:api-keys'));
  const rows = await db.select({ email: users.email }).from(users).where(inArray(users.role, roles));
  return rows.map((row) => row.email?.trim() ?? '').filter((email) => email !== '');
}

// Retention: up to `limit` delivered or failed deliveries made before `before` deleted (their
// attempts with them), the rows another process's sweep holds skipped. Answers how many went.
export async function pruneDeliveries(db: DbOrTx, before: Date, limit: number): Promise<number> {
  const result = await db.execute(sql`
    delete from ${webhookDeliveries} where id in (
      select id from ${webhookDeliveries} where created_at < ${before.toISOString()}::timestamptz and state in ('delivered', 'failed')
      order by created_at, id limit ${limit} for update skip locked)
    returning id`);
  return rowsOf<unknown>(result).length;
}
