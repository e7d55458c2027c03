// The super admin's Mail API (issue 47, decision 061): the outbox's list and one message.
import { z } from 'zod';
import { rowIdText } from './base/ids';

export const MAIL_STATES = ['queued', 'sending', 'sent', 'failed', 'no_server'] as const;
export type MailStateName = (typeof MAIL_STATES)[number];

export const mailOutboxQuery = z.object({
  state: z.enum(MAIL_STATES).optional(),
  limit: z
    .string()
    .regex(/^[0-9]{1,3}$/, 'must be a whole number from 1 to 200')
    .transform(Number)
    .pipe(z.number().min(1, 'must be a whole number from 1 to 200').max(200, 'must be a whole number from 1 to 200'))
    .optional(),
  before: rowIdText.optional(),
});

export type MailSummaryDto = {
  id: number;
  to: string;
  subject: string;
  kind: string;
  state: MailStateName;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
  league: { id: number; name: string } | null;
};

// `next`: the `before` of the next (older) page, null on the last one
export type MailOutboxDto = { messages: MailSummaryDto[]; next: number | null };

export type MailMessageDto = MailSummaryDto & { text: string; html: string; headers: Record<string, string>; links: string[] };
