// Issue 47: the "Get emails" form's values checked, and the request they make (the server checks
// them again with common/schemas/mail-follows.ts; its zod schema stays out of the board's download).
import type { MailFollowBody, MailFollowKind } from '@common/schemas/mail-follows';
import { MAIL_FOLLOW_TEXT as TEXT } from './mail-follow-texts';

export type MailFollowValues = { email: string; teamIds: readonly number[]; kinds: readonly MailFollowKind[] };
export type MailFollowErrors = Partial<Record<'email' | 'teamIds' | 'kinds', string>>;
export type MailFollowCheck = { ok: true; request: MailFollowBody } | { ok: false; errors: MailFollowErrors; first: string };

// every kind, in the form's order
export const MAIL_FOLLOW_KINDS_SHOWN = Object.keys(TEXT.kindLabels) as MailFollowKind[];

// the server's test (common/schemas/mail-follows.ts): something@something.something, 254 at most
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkMailFollow(values: MailFollowValues): MailFollowCheck {
  const email = values.email.trim();
  const errors: MailFollowErrors = {};
  if (email === '') errors.email = TEXT.emailRequired;
  else if (!EMAIL_PATTERN.test(email) || email.length > 254) errors.email = TEXT.emailInvalid;
  if (values.teamIds.length === 0) errors.teamIds = TEXT.teamRequired;
  if (values.kinds.length === 0) errors.kinds = TEXT.kindRequired;
  const first = errors.email ?? errors.teamIds ?? errors.kinds;
  if (first) return { ok: false, errors, first };
  const kinds = MAIL_FOLLOW_KINDS_SHOWN.filter((kind) => values.kinds.includes(kind));
  return { ok: true, request: { email, teamIds: [...new Set(values.teamIds)], kinds } };
}
