// What the webhooks module says (issue 50, decision 085): the routes' refusals, the test event's
// message, why an attempt failed, the super admins' mail when the server switches a webhook off, and
// the sender's log lines.
export const WEBHOOK_TEXT = {
  keyNotFound: 'API key not found',
  notFound: 'Webhook not found',
  keyRevoked: 'This API key is revoked: its webhooks send nothing. Generate a new key for the site.',
  tooMany: (limit: number) => `An API key can have at most ${limit} webhooks: delete one before adding another.`,
  unknownLeagues: (slugs: string[]) => `Leagues: no league has the address ${slugs.map((slug) => `"${slug}"`).join(', ')}`,
  url: {
    credentials: 'URL must not carry a user name or password: put a token in the path or check the signature instead',
    notHttps: 'URL must be an https:// address',
    forbiddenAddress: (reason: string) => `URL names ${reason}, which a webhook may not reach: use the site's public https:// address`,
  },
  testMessage: 'This is a test event from the API keys page. A receiver that checks the signature with its secret is set up right.',
  // why an attempt failed, kept in the delivery log (webhook_attempts.error)
  attempt: {
    refused: (host: string, address: string, reason: string) => `refused: ${host} resolves to ${address}, ${reason}`,
    refusedLiteral: (reason: string) => `refused: the URL names ${reason}`,
    notHttps: 'refused: the URL is not https:// (and not an origin of WEBHOOK_ALLOW_HTTP_ORIGINS)',
    timeout: (ms: number) => `no answer within ${ms / 1000} s`,
    network: (detail: string) => `network error: ${detail}`,
    status: (status: number, excerpt: string) => (excerpt ? `HTTP ${status}: ${excerpt}` : `HTTP ${status}`),
    redirect: (status: number, location: string | null) => `HTTP ${status}: redirects are not followed${location ? ` (to ${location.slice(0, 200)})` : ''}`,
  },
  // a delivery failed without an attempt: the webhook was switched off, its key revoked, its secret unreadable
  notSent: {
    switchedOff: 'not sent: the webhook was switched off',
    keyRevoked: 'not sent: the API key is revoked',
    secretUnreadable: 'not sent: the signing secret cannot be read (SESSION_SECRET changed since the webhook was made): make a new webhook',
    expired: 'not sent: retried for 24 hours',
  },
  // the mail to every super admin when the server switches a webhook off (WEBHOOK_LIMITS.disableAfterMs)
  disabledMail: {
    kind: 'webhook-disabled',
    subject: (keyName: string) => `A webhook of the API key "${keyName}" was switched off`,
    lines: (url: string, keyName: string, since: string) => [
      `Every delivery to ${url} (API key "${keyName}") has failed since ${since}, so the server switched this webhook off.`,
      'Nothing more is sent to it until a super admin switches it on again on the API keys page, where its delivery log shows what the receiver answered.',
    ],
    openKeys: 'Open the API keys page',
  },
  log: {
    roundFailed: 'webhooks: sending failed, tried again at the next wake-up',
    recordFailed: 'webhooks: the answer of an attempt could not be written',
    sent: 'webhooks: a batch of deliveries was tried',
    disabled: 'webhooks: a webhook failing for 3 days was switched off and the super admins told',
    pruned: 'webhooks: deleted the deliveries older than the log keeps',
    pruneFailed: 'webhooks: the delivery log sweep failed, tried again at the next sweep',
  },
} as const;
