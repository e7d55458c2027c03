import { History, Pause, Pencil, Play, Send, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import type { WebhookDto } from '@common/schemas/webhooks';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/utils';
import { WEBHOOKS_TEXT as T } from './texts';
import { useSendTestEvent, useUpdateWebhook } from './use-webhooks';
import { eventLabel, lastDeliveryLine, leaguesLine, stateBadge, stateNotice } from './webhook-display';

const NOTICE_TONE = {
  warning: 'border-amber-300 bg-amber-50 text-amber-950',
  danger: 'border-red-300 bg-red-50 text-red-900',
  muted: 'border-border bg-muted/50 text-muted-foreground',
};

function Detail({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div className={cn('min-w-0', className)}>
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

type WebhookRowProps = {
  apiKeyId: number;
  webhook: WebhookDto;
  leagues: readonly { slug: string; name: string }[];
  timeZone: string;
  onLog: () => void;
  onEdit: () => void;
  onRemove: () => void;
};

// One webhook: its address and state, what it hears, its last delivery; the log, a test event,
// Pause or Turn on (Turn back on once the server switched it off, said plainly above), Edit, Delete.
export function WebhookRow({ apiKeyId, webhook, leagues, timeZone, onLog, onEdit, onRemove }: WebhookRowProps) {
  const update = useUpdateWebhook(apiKeyId);
  const sendTest = useSendTestEvent(apiKeyId);
  const badge = stateBadge(webhook.state);
  const notice = stateNotice(webhook, timeZone);
  const on = webhook.state === 'active';

  return (
    <li aria-label={webhook.url} className="space-y-3 rounded-lg border bg-card p-3">
      <div className="flex flex-wrap items-start gap-2">
        <p className="min-w-0 flex-1 font-mono text-[13px] break-all">{webhook.url}</p>
        <Badge className={badge.className}>{badge.label}</Badge>
      </div>
      {notice ? (
        <p role={webhook.state === 'disabled' ? 'alert' : undefined} className={cn('rounded-md border px-3 py-2 text-sm', NOTICE_TONE[notice.tone])}>
          {notice.text}
        </p>
      ) : null}
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-2">
        <Detail label={T.fields.events} className="sm:col-span-2">
          <span className="flex flex-wrap gap-1">
            {webhook.events.map((event) => (
              <Badge key={event} variant="secondary" className="font-medium">
                {eventLabel(event)}
              </Badge>
            ))}
          </span>
        </Detail>
        <Detail label={T.fields.leagues}>{leaguesLine(webhook.leagueSlugs, leagues)}</Detail>
        <Detail label={T.fields.lastDelivery}>{lastDeliveryLine(webhook.lastDelivery, timeZone)}</Detail>
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={onLog}>
          <History aria-hidden />
          {T.log}
        </Button>
        <Button size="sm" variant="outline" disabled={sendTest.isPending} onClick={() => sendTest.mutate(webhook)}>
          <Send aria-hidden />
          {sendTest.isPending ? T.sendingTest : T.sendTest}
        </Button>
        <Button size="sm" variant="outline" disabled={update.isPending} onClick={() => update.mutate({ webhook, body: { active: !on } })}>
          {on ? <Pause aria-hidden /> : <Play aria-hidden />}
          {on ? T.pause : webhook.state === 'disabled' ? T.turnBackOn : T.turnOn}
        </Button>
        <Button size="sm" variant="outline" aria-label={T.editFor(webhook.url)} onClick={onEdit}>
          <Pencil aria-hidden />
          {T.edit}
        </Button>
        <Button size="sm" variant="outline" className="text-destructive hover:bg-red-50 hover:text-destructive" aria-label={T.removeFor(webhook.url)} onClick={onRemove}>
          <Trash2 aria-hidden />
          {T.remove}
        </Button>
      </div>
    </li>
  );
}
