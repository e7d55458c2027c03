// Issue 47 (ours): "Get emails" beside the bell (decision 062): the form, its answers, and what the
// bell says where this device cannot get notifications.
import type { MailFollowKind } from '@common/schemas/mail-follows';

export const MAIL_FOLLOW_TEXT = {
  // the board's envelope beside the bell (its name), and the Team Statistics' button
  open: (team: string) => `Get emails about ${team}`,
  openShort: 'Get emails',
  title: 'Get emails',
  description: (team: string) => `About ${team}, with no account: we first send you a link to confirm.`,
  email: 'Your email',
  teams: 'Teams',
  kinds: 'Emails about',
  // the kinds, in the form's order (the compiler holds this list to common/schemas/mail-follows.ts)
  kindLabels: {
    kickoff: 'Kickoff',
    score: 'Scores',
    final: 'Final score',
    moved: 'Moved games',
    cancelled: 'Cancelled games',
    reminder: 'Evening reminder',
    news: 'League news',
  } satisfies Record<MailFollowKind, string>,
  kindsHint: 'One score email every 30 seconds at most; the reminder comes the evening before a game.',
  submit: 'Send me the link',
  pending: 'Sending…',
  sentTitle: 'Check your email to confirm',
  sent: (email: string) => `We sent a link to ${email}. Open it and press Confirm: the emails start then, and nothing is sent before.`,
  close: 'Close',
  done: 'Done',
  failed: 'Could not ask for emails',
  emailRequired: 'Enter your email address',
  emailInvalid: 'Enter an email address like name@example.com',
  teamRequired: 'Choose at least one team',
  kindRequired: 'Choose at least one kind of email',
  // where the bell cannot follow with notifications: the reason, then the emails
  insteadOfPush: 'You can get emails instead:',
} as const;
