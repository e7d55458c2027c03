import { useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import type { WebhookDeliveriesDto, WebhookDeliveryDto, WebhookDto } from '@common/schemas/webhooks';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { TitledDialog } from '@client/components/ui/dialog';
import { PagedList } from '@client/features/shell/paged-list';
import { cn } from '@client/lib/utils';
import { WEBHOOKS_TEXT as T } from './texts';
import { deliveriesQuery, useSendTestEvent } from './use-webhooks';
import { attemptOutcome, deliveryBadge, eventLabel, formatWhen } from './webhook-display';

type DeliveryLogDialogProps = { apiKeyId: number; webhook: WebhookDto; timeZone: string; onClose: () => void };

// Issue 50: a webhook's deliveries, newest first with Load more; each its event, state, attempts
// and, while it is retried, when the next one is due. Send test event from here too: the newest page
// reloads and follows the delivery until it is through (use-webhooks.ts deliveriesQuery).
export function DeliveryLogDialog({ apiKeyId, webhook, timeZone, onClose }: DeliveryLogDialogProps) {
  const queryClient = useQueryClient();
  const sendTest = useSendTestEvent(apiKeyId);
  return (
    <TitledDialog
      title={T.log}
      description={
        <>
          {T.logDescription}
          <span className="mt-1 block font-mono text-xs break-all">{webhook.url}</span>
        </>
      }
      header={
        <Button size="sm" variant="outline" className="mt-1 self-start" disabled={sendTest.isPending} onClick={() => sendTest.mutate(webhook)}>
          <Send aria-hidden />
          {sendTest.isPending ? T.sendingTest : T.sendTest}
        </Button>
      }
      onClose={onClose}
      className="sm:max-w-2xl"
    >
      <div className="space-y-3">
        <PagedList<WebhookDeliveriesDto, WebhookDeliveryDto>
          query={(before) => deliveriesQuery(apiKeyId, webhook.id, before, queryClient)}
          itemsOf={(page) => ({ items: page.deliveries, next: page.nextBefore })}
          renderItem={(delivery) => <DeliveryItem key={delivery.id} delivery={delivery} timeZone={timeZone} />}
          texts={{ failed: T.logFailed, empty: T.logEmpty, more: T.more, list: T.logList }}
          listClassName="divide-y rounded-lg border"
        />
      </div>
    </TitledDialog>
  );
}

function DeliveryItem({ delivery, timeZone }: { delivery: WebhookDeliveryDto; timeZone: string }) {
  const badge = deliveryBadge(delivery.state);
  const title = eventLabel(delivery.event);
  return (
    <li aria-label={`${title}, ${badge.label}`} className="space-y-2 p-3 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <p className="font-semibold">{title}</p>
        <code className="font-mono text-xs text-muted-foreground">{delivery.event}</code>
        <Badge className={cn('ml-auto', badge.className)}>{badge.label}</Badge>
      </div>
      <p className="text-xs text-muted-foreground">
        {T.createdAt(formatWhen(delivery.createdAt, timeZone))}
        {delivery.state === 'retrying' && delivery.nextAttemptAt ? <span className="font-medium text-amber-900"> · {T.nextAttempt(formatWhen(delivery.nextAttemptAt, timeZone))}</span> : null}
      </p>
      {delivery.attempts.length === 0 ? (
        <p className="text-xs text-muted-foreground">{T.noAttempts}</p>
      ) : (
        <ol aria-label={T.attemptsLabel} className="space-y-1">
          {[...delivery.attempts].sort((a, b) => a.at.localeCompare(b.at)).map((attempt, i) => {
            const { outcome, ok, duration } = attemptOutcome(attempt);
            return (
              <li key={`${attempt.at}-${i}`} className="grid grid-cols-[minmax(0,1fr)_auto] items-baseline gap-x-3 rounded-md bg-muted/50 px-2 py-1 text-xs sm:grid-cols-[auto_minmax(0,1fr)_auto]">
                <span className="col-span-2 text-muted-foreground sm:col-span-1">
                  <span className="sr-only">{T.attempt(i + 1)}: </span>
                  {formatWhen(attempt.at, timeZone)}
                </span>
                <span className={cn('font-medium break-words', ok ? 'text-green-800' : 'text-red-800')}>{outcome}</span>
                <span className="text-muted-foreground tabular-nums">{duration}</span>
              </li>
            );
          })}
        </ol>
      )}
    </li>
  );
}
