// What the mail module says: the game notices' subjects and lines, the footer, the unsubscribe page,
// the outbox's refusals and the sender's log lines (issue 47, decision 061).
export const MAIL_TEXT = {
  unassignment: {
    subject: (title: string, when: string) => `You no longer referee ${title}, ${when}`,
    lines: (title: string, when: string) => [`You are no longer the referee of ${title} (${when}).`, 'Nothing more is asked of you for this game.'],
  },
  moved: {
    subject: (title: string) => `Game moved: ${title}`,
    lines: (title: string, before: string, after: string) => [`${title}, which you referee, has been moved.`, `Was: ${before}.`, `Now: ${after}.`],
  },
  cancelled: {
    subject: (title: string, when: string) => `Game cancelled: ${title}, ${when}`,
    lines: (title: string, when: string) => [`${title} (${when}), which you were to referee, has been cancelled.`],
  },
  season: {
    subject: (count: number) => `You referee ${count} ${count === 1 ? 'game' : 'games'} of the new season`,
    intro: (count: number) => `The new season is published. You are the referee of ${count === 1 ? 'this game' : `these ${count} games`}:`,
    game: (title: string, when: string) => `- ${title}, ${when}`,
    // issue 48: each game is an offer that waits for his answer
    answer: 'Each of these games is offered to you and waits for your answer: accept or decline it in your games.',
  },
  at: (when: string, field: string | null) => (field ? `${when} at ${field}` : when),
  openSchedule: 'Open your games',
  fieldUnknown: 'no field yet',
  teamUnknown: 'to be decided',
  footer: (leagueName: string) => `Sent by ${leagueName}.`,
  unsubscribeLine: 'Stop these emails:',
  productName: 'Flag Football League',
  page: {
    title: 'Stop these emails',
    ask: (address: string, what: string) => `Stop ${what} to ${address}?`,
    button: 'Stop these emails',
    done: (address: string, what: string) => `Done: no more ${what} will be sent to ${address}.`,
    invalid: 'This unsubscribe link is not valid. Use the link of the latest email.',
  },
  kinds: {
    assignment: 'referee assignment emails',
    unassignment: 'referee assignment emails',
    'game-moved': 'emails about moved games',
    'game-cancelled': 'emails about cancelled games',
    // decision 064: the evening-before reminder (mail followers and fans), a fan's final score
    reminder: 'evening-before game reminders',
    'fan-final': 'final score emails',
    // the follows' mails (follow-<kind>, decision 062) and the announcements' (decision 063)
    'follow-kickoff': 'kickoff emails',
    'follow-score': 'score emails',
    'follow-final': 'final score emails',
    'follow-moved': 'emails about moved games',
    'follow-cancelled': 'emails about cancelled games',
    news: 'league announcements',
  } as Record<string, string>,
  otherKind: 'these emails',
  notFound: 'Message not found.',
  log: {
    noServer: 'mail: no SMTP_URL is set: messages stay in the outbox as "not sent: no mail server" (the super admin\'s Mail page lists them)',
    revived: 'mail: messages kept while no mail server was set are sent now (those younger than 24 hours; older ones marked failed)',
    staleNoServer: 'not sent: no mail server for more than 24 hours',
    noServerError: 'not sent: no mail server',
    pruned: 'mail: deleted what retention lets go (outbox rows older than MAIL_RETENTION_DAYS, spent follow requests, reminder days and password resets)',
    pruneFailed: 'mail: the retention sweep failed, tried again at the next sweep',
  },
} as const;
