import { CheckCircle2, CloudOff, LoaderCircle, LogIn } from 'lucide-react';
import { memo } from 'react';
import { useBrowserOnline } from '@client/lib/browser-online';
import { cn } from '@client/lib/utils';
import type { SyncStatus } from './action-journal';
import { GAME_CONTROL_TEXT as TEXT } from './texts';

type Shown = { kind: 'synced' | 'sending' | 'offline' | 'signedOut'; text: string };

// What the banner says (decision 023). `unreachable`: the page's own reads get no answer.
export function syncMessage(status: SyncStatus, waiting: number, unreachable: boolean): Shown {
  if (status === 'signedOut') return { kind: 'signedOut', text: TEXT.signedOut(waiting) };
  if (status === 'offline' || unreachable) return { kind: 'offline', text: TEXT.offline(waiting) };
  if (status === 'sending' || waiting > 0) return { kind: 'sending', text: TEXT.sending(waiting) };
  return { kind: 'synced', text: TEXT.allSynced };
}

const STYLE: Record<Shown['kind'], string> = {
  synced: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  sending: 'border-amber-300 bg-amber-50 text-amber-950',
  offline: 'border-red-300 bg-red-50 text-red-900',
  signedOut: 'border-red-300 bg-red-50 text-red-900',
};

const ICON = { synced: CheckCircle2, sending: LoaderCircle, offline: CloudOff, signedOut: LogIn } as const;

// One line kept at the top of the control page: the referee always knows whether the server has
// every tap, and how many wait on the phone.
export const SyncBanner = memo(function SyncBanner({ status, waiting, unreachable }: { status: SyncStatus; waiting: number; unreachable: boolean }) {
  const online = useBrowserOnline();
  const shown = syncMessage(status, waiting, unreachable || !online);
  const Icon = ICON[shown.kind];
  return (
    <div
      role="status"
      aria-label={TEXT.syncLabel}
      data-sync={shown.kind}
      className={cn('sticky top-0 z-10 flex min-h-9 items-center gap-2 rounded-md border px-3 py-1.5 text-sm font-medium shadow-sm', STYLE[shown.kind])}
    >
      <Icon aria-hidden className={cn('size-4 shrink-0', shown.kind === 'sending' && 'animate-spin motion-reduce:animate-none')} />
      <span data-testid="sync-text">{shown.text}</span>
      {shown.kind === 'offline' ? <span className="sr-only">{TEXT.offlineHint}</span> : null}
    </div>
  );
});
