// Issue 38: following a team with Web Push (no account). The bodies of POST and DELETE
// /api/push/subscriptions, and the payload the service worker receives (decision 048).
import { z } from 'zod';
import { rowId } from './base/ids';

const PUSH_LIMITS = { teamsPerSubscription: 20, endpointMax: 2048, keyMax: 200 } as const;

const base64url = (max: number) => z.string().trim().min(1, 'is required').max(max, `must be at most ${max} characters`).regex(/^[A-Za-z0-9_-]+=*$/, 'must be base64url');

export const pushSubscriptionBody = z
  .object({
    subscription: z.object({
      endpoint: z.string().trim().min(1, 'is required').max(PUSH_LIMITS.endpointMax, `must be at most ${PUSH_LIMITS.endpointMax} characters`),
      // a browser's PushSubscription.toJSON() also carries expirationTime: accepted and not kept
      expirationTime: z.number().nullable().optional(),
      keys: z.object({ p256dh: base64url(PUSH_LIMITS.keyMax), auth: base64url(PUSH_LIMITS.keyMax) }),
    }),
    leagueSlug: z.string().trim().min(1, 'is required').max(100, 'must be at most 100 characters'),
    teamIds: z
      .array(rowId)
      .min(1, 'must name at least one team')
      .max(PUSH_LIMITS.teamsPerSubscription, `must name at most ${PUSH_LIMITS.teamsPerSubscription} teams`),
  })
  .strict();
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBody>;

// Only the holder of the subscription's auth secret (its keys.auth) may delete it (issue 45): the
// endpoint alone is no proof, since a push service's logs or a shared device may show it.
export const pushUnsubscribeBody = z
  .object({ endpoint: z.string().trim().min(1, 'is required').max(PUSH_LIMITS.endpointMax), auth: base64url(PUSH_LIMITS.keyMax) })
  .strict();
export type PushUnsubscribeBody = z.infer<typeof pushUnsubscribeBody>;

export type PushPublicKeyDto = { publicKey: string };
export type PushSubscriptionDto = { teamIds: number[] };

// issue 47: 'news', an admin's announcement to the followers of its teams (decision 063)
export type PushType = 'kickoff' | 'score' | 'final' | 'cancelled' | 'moved' | 'news';
export type GamePushType = Exclude<PushType, 'news'>;

// The JSON in a push's encrypted payload; url opens the game's board on the scoreboard.
export type PushMessage = { type: GamePushType; gameId: number; title: string; body: string; url: string };
// An announcement's push (issue 47): its subject, its first lines, and the league's board.
export type NewsPushMessage = { type: 'news'; announcementId: number; title: string; body: string; url: string };
// What a subscription may be sent: a game's notice or an announcement.
export type PushPayload = PushMessage | NewsPushMessage;
