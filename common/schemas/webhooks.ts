// Issue 50: webhooks of an API key (the external site's integration), sent as the Standard Webhooks
// specification says (webhook-id, webhook-timestamp, webhook-signature: v1 HMAC-SHA256). The super
// admin's API keys screen manages them; the bodies here are what the routes parse and answer.
import { z } from 'zod';
import type { PublicGameDto } from './games/dto';
import type { StandingsDto } from '../standings/rank';
import { patchBody } from './base/patch';

export const WEBHOOK_EVENTS = ['game.started', 'game.score', 'game.final', 'game.moved', 'game.cancelled', 'standings.changed'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
// the event the "Send test event" button sends (never subscribed to, always delivered when asked)
export const WEBHOOK_TEST_EVENT = 'webhook.test' as const;

export const WEBHOOK_LIMITS = {
  // webhooks per API key
  perKey: 10,
  urlMax: 2000,
  leagueSlugsMax: 100,
  // how long a delivery is retried (timeouts, 5xx, 429), and how long a webhook may fail before it is switched off
  retryForMs: 24 * 3600_000,
  disableAfterMs: 3 * 24 * 3600_000,
  // the receiver's answer must come within this (a timeout is retried)
  timeoutMs: 10_000,
} as const;

const webhookUrl = z
  .string({ error: 'is required' })
  .trim()
  .min(1, 'is required')
  .max(WEBHOOK_LIMITS.urlMax, `must be at most ${WEBHOOK_LIMITS.urlMax} characters`)
  .refine((value) => URL.canParse(value), 'must be a full URL, such as https://example.org/hooks/ffl');

const webhookEvents = z
  .array(z.enum(WEBHOOK_EVENTS, { error: `must be one of ${WEBHOOK_EVENTS.join(', ')}` }), { error: 'must be a list of events' })
  .min(1, 'must name at least one event')
  .refine((events) => new Set(events).size === events.length, 'must not name an event twice');

const leagueSlugs = z
  .array(z.string().trim().min(1, 'must not be empty').max(100), { error: 'must be a list of league slugs' })
  // an empty list would hear nothing: every league is null (or the field left out)
  .min(1, 'must name at least one league (leave it out for every league)')
  .max(WEBHOOK_LIMITS.leagueSlugsMax, `must name at most ${WEBHOOK_LIMITS.leagueSlugsMax} leagues`);

// POST /api/api-keys/{id}/webhooks. leagueSlugs absent or null: every league.
export const createWebhookBody = z.object({ url: webhookUrl, events: webhookEvents, leagueSlugs: leagueSlugs.nullable().optional() }).strict();
export type CreateWebhookBody = z.infer<typeof createWebhookBody>;

// PATCH /api/api-keys/{id}/webhooks/{webhookId}: change what it hears, or switch it on or off
// (switching on a webhook the server switched off starts its failure count again).
export const updateWebhookBody = patchBody(
  z.object({ url: webhookUrl.optional(), events: webhookEvents.optional(), leagueSlugs: leagueSlugs.nullable().optional(), active: z.boolean({ error: 'must be true or false' }).optional() }).strict(),
);
export type UpdateWebhookBody = z.infer<typeof updateWebhookBody>;

// GET /api/api-keys/{id}/webhooks/{webhookId}/deliveries?before={deliveryId}
export const webhookDeliveriesQuery = z.object({ before: z.coerce.number({ error: 'must be a delivery id' }).int().positive().optional() }).strict();

export type WebhookState = 'active' | 'paused' | 'disabled';

export type WebhookDto = {
  id: number;
  apiKeyId: number;
  url: string;
  events: WebhookEvent[];
  // null: every league
  leagueSlugs: string[] | null;
  // active: sending; paused: switched off by the super admin; disabled: switched off by the server after failing for 3 days
  state: WebhookState;
  // since when every delivery has failed (null: the last one went through, or none was sent)
  failingSince: string | null;
  disabledAt: string | null;
  createdAt: string;
  lastDelivery: { at: string; ok: boolean; statusCode: number | null } | null;
};
// answered once, by the create: the signing secret (whsec_ and base64 of 32 bytes)
export type CreatedWebhookDto = WebhookDto & { secret: string };

export type WebhookAttemptDto = { at: string; statusCode: number | null; error: string | null; durationMs: number };
export type WebhookDeliveryState = 'queued' | 'sending' | 'delivered' | 'retrying' | 'failed';
export type WebhookDeliveryDto = {
  // the webhook-id header, the same on every attempt of this delivery
  messageId: string;
  id: number;
  event: WebhookEvent | typeof WEBHOOK_TEST_EVENT;
  state: WebhookDeliveryState;
  createdAt: string;
  nextAttemptAt: string | null;
  attempts: WebhookAttemptDto[];
};
export type WebhookDeliveriesDto = { deliveries: WebhookDeliveryDto[]; nextBefore: number | null };

// The JSON body of a delivery (Standard Webhooks: type, timestamp, data). A game event carries the
// game as GET /api/leagues/{slug}/public/games answers it; standings.changed carries the league's
// table of the game's division and season as GET /api/leagues/{slug}/standings answers it.
export type WebhookLeagueRef = { id: number; slug: string; name: string };
export type WebhookPayload =
  | { type: Exclude<WebhookEvent, 'standings.changed'>; timestamp: string; data: { league: WebhookLeagueRef; game: PublicGameDto } }
  | { type: 'standings.changed'; timestamp: string; data: { league: WebhookLeagueRef; divisionId: number | null; seasonId: number | null; standings: StandingsDto } }
  | { type: typeof WEBHOOK_TEST_EVENT; timestamp: string; data: { apiKeyId: number; webhookId: number; message: string } };
