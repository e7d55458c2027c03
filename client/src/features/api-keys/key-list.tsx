import { Ban } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import type { ApiKeyDto } from '@common/schemas/api-keys';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { RegionCard } from '@client/components/ui/region-card';
import { ConfirmRemoveDialog } from '@client/components/ui/confirm-dialog';
import { ErrorNotice, LoadingNotice } from '@client/features/shell/notices';
import { KeyWebhooks } from '@client/features/webhooks/key-webhooks';
import { serverMessage } from '@client/lib/api-errors';
import { cn } from '@client/lib/utils';
import { formatKeyDate, sortKeys } from './format';
import { API_KEYS_TEXT } from './texts';
import { useRevokeApiKey } from './use-api-keys';

const F = API_KEYS_TEXT.fields;

function KeyDetail({ label, children, mono = false }: { label: string; children: ReactNode; mono?: boolean }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className={cn('break-words', mono && 'font-mono text-[13px] break-all')}>{children}</dd>
    </div>
  );
}

// One key: its name and state, what it is and when it was used; Revoke while it is active.
function KeyRow({ apiKey, onRevoke }: { apiKey: ApiKeyDto; onRevoke: (key: ApiKeyDto) => void }) {
  return (
    <li aria-label={apiKey.name} className={cn('space-y-3 p-4', !apiKey.isActive && 'bg-muted/40')}>
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <p className={cn('min-w-0 font-semibold break-words', !apiKey.isActive && 'text-muted-foreground')}>{apiKey.name}</p>
          {apiKey.isActive ? (
            <Badge className="bg-green-100 text-green-800">{API_KEYS_TEXT.active}</Badge>
          ) : (
            <Badge variant="secondary">{API_KEYS_TEXT.revoked}</Badge>
          )}
        </div>
        {apiKey.isActive ? (
          <Button
            size="sm"
            variant="outline"
            className="text-destructive hover:bg-red-50 hover:text-destructive"
            onClick={() => onRevoke(apiKey)}
          >
            <Ban aria-hidden />
            {API_KEYS_TEXT.revoke}
          </Button>
        ) : null}
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3 lg:grid-cols-2">
        <KeyDetail label={F.keyId} mono>
          {apiKey.keyId}
        </KeyDetail>
        <KeyDetail label={F.key} mono>
          {API_KEYS_TEXT.maskedLastFour(apiKey.lastFour)}
        </KeyDetail>
        <KeyDetail label={F.permissions}>
          <span className="flex flex-wrap gap-1">
            {apiKey.permissions.map((permission) => (
              <Badge key={permission} variant="secondary" className="font-mono font-medium">
                {API_KEYS_TEXT.permissionLabels[permission]}
              </Badge>
            ))}
          </span>
        </KeyDetail>
        <KeyDetail label={F.created}>{formatKeyDate(apiKey.createdAt)}</KeyDetail>
        <KeyDetail label={F.lastUsed}>{apiKey.lastUsed ? formatKeyDate(apiKey.lastUsed) : API_KEYS_TEXT.never}</KeyDetail>
      </dl>
      {apiKey.isActive ? <KeyWebhooks apiKey={apiKey} /> : null}
    </li>
  );
}

// Spec 2.12: the list of keys, active first, with Revoke behind a confirmation.
export function KeyList({ query }: { query: UseQueryResult<ApiKeyDto[]> }) {
  const [toRevoke, setToRevoke] = useState<ApiKeyDto | null>(null);
  const revoke = useRevokeApiKey();
  const keys = sortKeys(query.data ?? []);
  const activeCount = keys.filter((key) => key.isActive).length;

  function body() {
    if (query.isPending) return <LoadingNotice label={API_KEYS_TEXT.listLoading} className="min-h-0 py-6" />;
    if (query.isError) {
      return (
        <ErrorNotice title={API_KEYS_TEXT.listFailed}>
          {serverMessage(query.error, '')} {API_KEYS_TEXT.reloadHint}
        </ErrorNotice>
      );
    }
    if (keys.length === 0) {
      return <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">{API_KEYS_TEXT.listEmpty}</p>;
    }
    return (
      <ul className="divide-y rounded-lg border">
        {keys.map((key) => (
          <KeyRow key={key.keyId} apiKey={key} onRevoke={setToRevoke} />
        ))}
      </ul>
    );
  }

  return (
    <RegionCard
      id="issued-keys-heading"
      heading={API_KEYS_TEXT.listHeading(keys.length)}
      description={keys.length > 0 ? API_KEYS_TEXT.listSummary(activeCount, keys.length - activeCount) : null}
    >
      {body()}
      <ConfirmRemoveDialog
        item={toRevoke}
        onClose={() => setToRevoke(null)}
        title={(key) => API_KEYS_TEXT.revokeTitle(key.name)}
        description={API_KEYS_TEXT.revokeConfirm}
        confirmLabel={API_KEYS_TEXT.revoke}
        cancelLabel={API_KEYS_TEXT.cancel}
        pendingLabel={API_KEYS_TEXT.revoking}
        isPending={revoke.isPending}
        onConfirm={(key, done) => revoke.mutate(key, { onSettled: done })}
      />
    </RegionCard>
  );
}
