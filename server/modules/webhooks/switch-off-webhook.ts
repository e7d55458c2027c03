// A webhook that has failed for WEBHOOK_LIMITS.disableAfterMs is switched off by the server (issue 50,
// decision 085), in the transaction of the failed attempt that finds it so: disabled once (another
// process's attempt may get there first: then nothing happens here), what it had queued failed, and
// every user who manages the API keys (the super admins) told by mail. The mail has no unsubscribe
// link: it is the server's alert about their own settings, which the screen shows too.
import type { Tx } from '../../db/client';
import { queueMails, type MailSettings } from '../mail/queue-mail';
import { disableWebhook, failQueuedDeliveries, keyManagerAddresses } from './store';
import { WEBHOOK_TEXT } from './texts';

// the client's API keys page (client/src/app/routes.ts)
const API_KEYS_PATH = '/api-keys';

// true when this call switched it off (and queued the mails: the caller wakes the mail senders after the commit)
export async function switchOffWebhook(tx: Tx, settings: MailSettings, webhookId: number, failingSince: Date, now: Date): Promise<boolean> {
  const disabled = await disableWebhook(tx, webhookId, now);
  if (!disabled) return false;
  await failQueuedDeliveries(tx, webhookId);
  const T = WEBHOOK_TEXT.disabledMail;
  const since = `${failingSince.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const mails = (await keyManagerAddresses(tx)).map((to) => ({
    to,
    kind: T.kind,
    league: null,
    subject: T.subject(disabled.keyName),
    lines: T.lines(disabled.url, disabled.keyName, since),
    links: [{ label: T.openKeys, path: API_KEYS_PATH }],
    unsubscribe: false,
  }));
  await queueMails(tx, settings, mails);
  return true;
}
