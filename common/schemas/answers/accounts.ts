// Sign-in, registration and the password reset's answers (common/schemas/auth.ts), the follows'
// (common/schemas/push.ts, mail-follows.ts) and the WordPress plugin's (common/schemas/api-keys.ts).
import { z } from 'zod';
import { ROLES } from '../../roles';
import type { CheckSlugDto } from '../api-keys';
import type { RegisterResponse, UserDto } from '../auth';
import type { MailFollowRequestedDto } from '../mail-follows';
import type { PushPublicKeyDto, PushSubscriptionDto } from '../push';
import { answerOf, component } from './components';
import { isoInstant } from './games';

export const userAnswer = component(
  'User',
  'A signed-in account (leagueSlug: the league it belongs to; null for a super admin)',
  answerOf<UserDto>()(
    z.strictObject({
      id: z.number().int(),
      username: z.string(),
      email: z.string().nullable(),
      firstName: z.string().nullable(),
      lastName: z.string().nullable(),
      role: z.enum(ROLES),
      leagueId: z.number().int().nullable(),
      leagueSlug: z.string().nullable(),
      createdAt: isoInstant,
    }),
  ),
);

export const registeredAnswer = component(
  'Registered',
  'A new account: a fan may sign in at once; a referee waits for approval (requiresApproval)',
  answerOf<RegisterResponse>()(z.strictObject({ user: userAnswer, requiresApproval: z.boolean(), message: z.string() })),
);

// the same answer whatever matched (the password reset request, a follow by email)
export const noticeAnswer = component('Notice', 'A sentence to show, the same whatever the request matched', answerOf<MailFollowRequestedDto>()(z.strictObject({ message: z.string() })));

export const pushPublicKeyAnswer = component('PushPublicKey', "The server's VAPID public key (base64url), for PushManager.subscribe", answerOf<PushPublicKeyDto>()(z.strictObject({ publicKey: z.string() })));

export const pushSubscriptionAnswer = component('PushSubscription', 'The teams the subscription now follows', answerOf<PushSubscriptionDto>()(z.strictObject({ teamIds: z.array(z.number().int()) })));

export const checkSlugAnswer = component(
  'CheckSlug',
  'Whether a league address is free, and a free one to offer when it is not',
  answerOf<CheckSlugDto>()(
    z.strictObject({
      slug: z.string(),
      normalizedSlug: z.string(),
      available: z.boolean(),
      reason: z.enum(['available', 'taken', 'reserved', 'invalid']),
      message: z.string(),
      suggestion: z.string().nullable(),
    }),
  ),
);
