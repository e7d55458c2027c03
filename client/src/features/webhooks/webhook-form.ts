// Issue 50: the Add and Edit webhook form, checked by the request's own schema (common/schemas/webhooks.ts
// createWebhookBody, the server's; decision 035). Pure.
import { z } from 'zod';
import { createWebhookBody, WEBHOOK_EVENTS, type CreateWebhookBody, type WebhookDto } from '@common/schemas/webhooks';
import { requireFilled } from '@client/lib/form-errors';
import { WEBHOOKS_TEXT as T } from './texts';

export type LeagueChoice = 'all' | 'chosen';

const values = z.object({
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  // all: every league, those created later too (leagueSlugs null); chosen: the checked ones
  leagues: z.enum(['all', 'chosen']),
  leagueSlugs: z.array(z.string()),
});
export type WebhookValues = z.input<typeof values>;

// A new webhook hears every event of every league until the person says otherwise.
export const NEW_WEBHOOK: WebhookValues = { url: '', events: [...WEBHOOK_EVENTS], leagues: 'all', leagueSlugs: [] };

export const WEBHOOK_LABELS = { url: T.urlLabel, events: T.eventsLegend, leagues: T.leaguesLegend, leagueSlugs: T.leaguesLegend };

// What the form holds for a webhook being edited.
export function valuesOf(webhook: WebhookDto): WebhookValues {
  return { url: webhook.url, events: [...webhook.events], leagues: webhook.leagueSlugs === null ? 'all' : 'chosen', leagueSlugs: webhook.leagueSlugs ?? [] };
}

// The form's values -> the body of POST (and of PATCH, whose fields are the same): the address
// trimmed, the events in their documented order, null for every league. An empty choice of events or
// of leagues is refused in the form's words, beside its field, before the schema's own rules.
export const webhookForm = values
  .superRefine(requireFilled<WebhookValues>(T.urlRequired, { text: ['url'] }))
  .superRefine((v, ctx) => {
    if (v.events.length === 0) ctx.addIssue({ code: 'custom', path: ['events'], message: T.eventsRequired });
    if (v.leagues === 'chosen' && v.leagueSlugs.length === 0) ctx.addIssue({ code: 'custom', path: ['leagueSlugs'], message: T.leaguesRequired });
  })
  .transform(
    (v): CreateWebhookBody => ({
      url: v.url.trim(),
      events: WEBHOOK_EVENTS.filter((event) => v.events.includes(event)),
      leagueSlugs: v.leagues === 'all' ? null : [...new Set(v.leagueSlugs)],
    }),
  )
  .pipe(createWebhookBody);
export type WebhookRequest = z.output<typeof webhookForm>;

// A checkbox of a list turned on or off (the events, the leagues).
export function toggled<T>(list: readonly T[], item: T, on: boolean): T[] {
  const without = list.filter((x) => x !== item);
  return on ? [...without, item] : without;
}
