// Issue 47 (decision 062): following teams by email, no account. The body of POST
// /api/leagues/{slug}/mail-follows and its answer. The client imports only the types and
// MAIL_FOLLOW_KINDS' type from here (importing a value would bring zod into the board's download).
import { z } from 'zod';
import { LIMITS } from '../constants';
import { rowId } from './base/ids';

// What a follower may be mailed: a game's kickoff, its score (at most one mail per game per 30 s),
// its final with the score, a move (the new time and field), a cancellation, the evening-before
// reminder of tomorrow's games, and the league's announcements.
export const MAIL_FOLLOW_KINDS = ['kickoff', 'score', 'final', 'moved', 'cancelled', 'reminder', 'news'] as const;
export type MailFollowKind = (typeof MAIL_FOLLOW_KINDS)[number];

const MAIL_FOLLOW_LIMITS = { teams: 20 } as const;

// the same test as the account forms' (common/schemas/users.ts): something@something.something
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const mailFollowBody = z
  .object({
    email: z
      .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') })
      .trim()
      .min(1, 'is required')
      .max(LIMITS.email.max, `must be at most ${LIMITS.email.max} characters`)
      .refine((v) => EMAIL_PATTERN.test(v), 'must be a valid email address')
      .transform((v) => v.toLowerCase()),
    teamIds: z
      .array(rowId)
      .min(1, 'must name at least one team')
      .max(MAIL_FOLLOW_LIMITS.teams, `must name at most ${MAIL_FOLLOW_LIMITS.teams} teams`)
      .transform((ids) => [...new Set(ids)]),
    kinds: z
      .array(z.enum(MAIL_FOLLOW_KINDS, { error: `must each be one of ${MAIL_FOLLOW_KINDS.join(', ')}` }))
      .min(1, 'must name at least one kind of email')
      .max(MAIL_FOLLOW_KINDS.length, `must name at most ${MAIL_FOLLOW_KINDS.length} kinds`)
      .transform((kinds) => [...new Set(kinds)]),
  })
  .strict();
export type MailFollowBody = z.input<typeof mailFollowBody>;
export type MailFollowRequest = z.output<typeof mailFollowBody>;

// The answer (202), the same whether or not the address is known or was just sent a confirmation.
export type MailFollowRequestedDto = { message: string };
