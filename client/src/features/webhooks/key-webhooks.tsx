import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { ApiKeyDto } from '@common/schemas/api-keys';
import { WEBHOOK_LIMITS, type CreatedWebhookDto, type WebhookDto } from '@common/schemas/webhooks';
import { Button } from '@client/components/ui/button';
import { ConfirmRemoveDialog } from '@client/components/ui/confirm-dialog';
import { serverMessage } from '@client/lib/api-errors';
import { DeliveryLogDialog } from './delivery-log-dialog';
import { NewSecretBanner } from './new-secret-banner';
import { WEBHOOKS_TEXT as T } from './texts';
import { useDeleteWebhook, useLeagueList, useWebhooks } from './use-webhooks';
import { WebhookDialog } from './webhook-dialog';
import { viewerTimeZone } from './webhook-display';
import { WebhookRow } from './webhook-row';

// Which dialog of the section is open, and for which webhook.
type Open = { kind: 'add' } | { kind: 'edit'; webhook: WebhookDto } | { kind: 'log'; webhook: WebhookDto } | null;

// Issue 50: an active key's webhooks, under the key in the list: each with its state and last
// delivery and what it can do; Add webhook; the signing secret once after an add.
export function KeyWebhooks({ apiKey }: { apiKey: ApiKeyDto }) {
  const webhooks = useWebhooks(apiKey.id);
  const leagues = useLeagueList();
  const remove = useDeleteWebhook(apiKey.id);
  const [open, setOpen] = useState<Open>(null);
  const [toRemove, setToRemove] = useState<WebhookDto | null>(null);
  // The only copy of the secret in the browser, in memory: dismissing, leaving or reloading drops it.
  const [created, setCreated] = useState<CreatedWebhookDto | null>(null);
  const [timeZone] = useState(viewerTimeZone);
  const list = webhooks.data ?? [];
  const full = list.length >= WEBHOOK_LIMITS.perKey;

  function body() {
    if (webhooks.isPending) return <p className="text-sm text-muted-foreground">{T.loading}</p>;
    if (webhooks.isError) {
      return (
        <p role="alert" className="text-sm text-destructive">
          {T.loadFailed}. {serverMessage(webhooks.error, '')}
        </p>
      );
    }
    if (list.length === 0) return <p className="text-sm text-muted-foreground">{T.empty}</p>;
    return (
      <ul className="space-y-2">
        {list.map((webhook) => (
          <WebhookRow
            key={webhook.id}
            apiKeyId={apiKey.id}
            webhook={webhook}
            leagues={leagues.data ?? []}
            timeZone={timeZone}
            onLog={() => setOpen({ kind: 'log', webhook })}
            onEdit={() => setOpen({ kind: 'edit', webhook })}
            onRemove={() => setToRemove(webhook)}
          />
        ))}
      </ul>
    );
  }

  return (
    <section aria-label={T.sectionLabel(apiKey.name)} className="space-y-3 rounded-lg border bg-muted/30 p-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold">
            {T.sectionHeading}
            {webhooks.data ? ` (${list.length})` : ''}
          </h3>
          <p className="text-xs text-muted-foreground">{full ? T.atLimit : T.sectionHint}</p>
        </div>
        <Button size="sm" variant="outline" disabled={full || webhooks.isPending} onClick={() => setOpen({ kind: 'add' })}>
          <Plus aria-hidden />
          {T.add}
        </Button>
      </div>
      {created ? <NewSecretBanner key={created.id} created={created} onDismiss={() => setCreated(null)} /> : null}
      {body()}

      {open?.kind === 'add' ? (
        <WebhookDialog
          apiKey={apiKey}
          onClose={() => setOpen(null)}
          onCreated={(webhook) => {
            setCreated(webhook);
            setOpen(null);
          }}
        />
      ) : null}
      {open?.kind === 'edit' ? <WebhookDialog apiKey={apiKey} webhook={open.webhook} onClose={() => setOpen(null)} /> : null}
      {open?.kind === 'log' ? <DeliveryLogDialog apiKeyId={apiKey.id} webhook={open.webhook} timeZone={timeZone} onClose={() => setOpen(null)} /> : null}
      <ConfirmRemoveDialog
        item={toRemove}
        onClose={() => setToRemove(null)}
        title={(webhook) => T.removeTitle(webhook.url)}
        description={T.removeConfirm}
        confirmLabel={T.remove}
        cancelLabel={T.cancel}
        pendingLabel={T.removing}
        isPending={remove.isPending}
        onConfirm={(webhook, done) =>
          remove.mutate(webhook, {
            onSuccess: () => setCreated((shown) => (shown?.id === webhook.id ? null : shown)),
            onSettled: done,
          })
        }
      />
    </section>
  );
}
