// The coaches' mail of a final (issue 49, decision 081): heard on deps.gameChanged (wired in
// app/create-deps.ts) in the transaction of the write that completed the game, by any door. Coaches
// have no Web Push subscription: their home page is live instead (it refetches on the league
// channel's gameUpdated).
import type { Tx } from '../../db/client';
import type { GameChange } from '../../deps';
import type { MailSettings } from '../mail/queue-mail';
import { queueFinalMails } from './result-mail';

export function finalMailOnGameChanged(settings: MailSettings) {
  return async (tx: Tx, { before, after }: GameChange): Promise<void> => {
    if (after.status !== 'completed' || before?.status === 'completed' || after.resultStatus !== 'provisional') return;
    await queueFinalMails(tx, settings, after);
  };
}
