import type { MailStateName } from '@common/schemas/mail';
import { MAIL_PAGE_TEXT } from './texts';

// The outbox's address for a state filter and a page (the `before` of the older page).
export function outboxPath(state: MailStateName | '', before: number | null): string {
  const query = new URLSearchParams();
  if (state) query.set('state', state);
  if (before !== null) query.set('before', String(before));
  query.set('limit', '50');
  return `/api/mail/outbox?${query.toString()}`;
}

// A state's badge: its words and colours (sent green, failed red, waiting amber, no server grey).
export function stateBadge(state: MailStateName): { label: string; className: string } {
  const className = {
    queued: 'bg-amber-100 text-amber-900',
    sending: 'bg-amber-100 text-amber-900',
    sent: 'bg-green-100 text-green-800',
    failed: 'bg-red-100 text-red-800',
    no_server: 'bg-secondary text-secondary-foreground',
  }[state];
  return { label: MAIL_PAGE_TEXT.states[state], className };
}
