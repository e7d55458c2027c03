// The bodies of webhook deliveries (WebhookPayload, common/schemas/webhooks.ts): the document's
// `webhooks` section describes each event with them.
import { z } from 'zod';
import { WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT, type WebhookPayload } from '../webhooks';
import { answerOf, component } from './components';
import { isoInstant, publicGameAnswer } from './games';
import { standingsAnswer } from './scoreboard';

export const GAME_WEBHOOK_EVENTS = WEBHOOK_EVENTS.filter((event): event is Exclude<(typeof WEBHOOK_EVENTS)[number], 'standings.changed'> => event !== 'standings.changed');

const league = z.strictObject({ id: z.number().int(), slug: z.string(), name: z.string() });

export const webhookGameEventAnswer = component(
  'WebhookGameEvent',
  'A game event: the game as GET /api/leagues/{slug}/public/games answers it, right after the change',
  z.strictObject({ type: z.enum(GAME_WEBHOOK_EVENTS), timestamp: isoInstant, data: z.strictObject({ league, game: publicGameAnswer }) }),
);

export const webhookStandingsChangedAnswer = component(
  'WebhookStandingsChanged',
  "standings.changed: the league table of the changed game's division and season, as GET /api/leagues/{slug}/standings answers it",
  z.strictObject({
    type: z.literal('standings.changed'),
    timestamp: isoInstant,
    data: z.strictObject({ league, divisionId: z.number().int().nullable(), seasonId: z.number().int().nullable(), standings: standingsAnswer }),
  }),
);

export const webhookTestAnswer = component(
  'WebhookTestEvent',
  'The event the "Send test event" button sends, whatever the webhook subscribes to',
  z.strictObject({
    type: z.literal(WEBHOOK_TEST_EVENT),
    timestamp: isoInstant,
    data: z.strictObject({ apiKeyId: z.number().int(), webhookId: z.number().int(), message: z.string() }),
  }),
);

// every body a receiver may be sent is one of the three, tied to the type the sender writes (tsc
// fails when WebhookPayload changes alone)
answerOf<WebhookPayload>()(z.union([webhookGameEventAnswer, webhookStandingsChangedAnswer, webhookTestAnswer]));
