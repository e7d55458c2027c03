// An attempt's answer written in one transaction (issue 50, decision 085), only while the sender's
// claim still holds the delivery (a claim whose lease ran out writes nothing: the claim that took the
// row over answers for it): the delivery's new state, the attempt's row, the webhook's failing_since
// (cleared by a success, set by the first failure after one), and the switch-off of a webhook that
// has failed for WEBHOOK_LIMITS.disableAfterMs.
import { WEBHOOK_LIMITS } from '../../../common/schemas/webhooks';
import type { AppDeps } from '../../deps';
import { mailSettings } from '../mail/queue-mail';
import { insertAttempt, markWebhookAnswer, settleDelivery, type ClaimedDelivery, type DeliveryOutcome } from './store';
import { switchOffWebhook } from './switch-off-webhook';

// What was tried (null: nothing was, the webhook being switched off or its key revoked).
export type AttemptRecord = { at: Date; ok: boolean; statusCode: number | null; error: string | null; durationMs: number } | null;

// 'lost': the claim no longer held the row; 'switchedOff': this attempt switched the webhook off
// (mails queued: the caller wakes the mail senders after the commit)
export async function recordAttempt(deps: Pick<AppDeps, 'db' | 'config' | 'sessionSecret'>, delivery: ClaimedDelivery, outcome: DeliveryOutcome, attempt: AttemptRecord, now: Date): Promise<'recorded' | 'lost' | 'switchedOff'> {
  return deps.db.transaction(async (tx) => {
    if (!(await settleDelivery(tx, delivery, outcome, now))) return 'lost';
    if (!attempt) return 'recorded';
    await insertAttempt(tx, { deliveryId: delivery.id, at: attempt.at, statusCode: attempt.statusCode, error: attempt.error, durationMs: attempt.durationMs });
    const webhook = await markWebhookAnswer(tx, delivery.webhookId, attempt.ok, attempt.at);
    const failedLongEnough = !attempt.ok && webhook?.state === 'active' && webhook.failingSince !== null && now.getTime() - webhook.failingSince.getTime() >= WEBHOOK_LIMITS.disableAfterMs;
    if (failedLongEnough && (await switchOffWebhook(tx, mailSettings(deps), delivery.webhookId, webhook.failingSince!, now))) return 'switchedOff';
    return 'recorded';
  });
}
