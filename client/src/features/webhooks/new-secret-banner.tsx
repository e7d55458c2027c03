import { Copy, Eye, EyeOff, ShieldAlert, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { CreatedWebhookDto } from '@common/schemas/webhooks';
import { Button } from '@client/components/ui/button';
import { copyToClipboard } from '@client/lib/clipboard';
import { WEBHOOKS_TEXT as T } from './texts';

// A hidden secret: its prefix (whsec_) stays readable, the rest is a fixed count of dots.
function maskSecret(secret: string): string {
  const prefix = /^[a-z]+_/.exec(secret)?.[0] ?? '';
  return prefix + '•'.repeat(12);
}

// Issue 50: the signing secret of a new webhook, shown once, as the new key's banner shows the key:
// hidden until asked for, Copy either way, focus moved here so it cannot be missed.
export function NewSecretBanner({ created, onDismiss }: { created: CreatedWebhookDto; onDismiss: () => void }) {
  const [revealed, setRevealed] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = `webhook-${created.id}-secret`;

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  async function copy(): Promise<void> {
    const copied = await copyToClipboard(created.secret, {
      copied: { title: T.copiedTitle, description: T.copiedBody },
      failed: { title: T.copyFailedTitle, description: T.copyFailedBody },
    });
    if (!copied) setRevealed(true);
  }

  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-lg border-2 border-amber-300 bg-amber-50 p-3 sm:p-4">
      <div className="space-y-1">
        <h4 id={headingId} ref={headingRef} tabIndex={-1} className="flex items-center gap-2 font-semibold outline-none">
          <ShieldAlert className="size-5 shrink-0 text-amber-700" aria-hidden />
          {T.secretHeading}
        </h4>
        <p className="text-sm break-words text-amber-950">{T.secretBody(created.url)}</p>
      </div>
      <div className="flex flex-col gap-2 md:flex-row md:items-stretch">
        <code aria-label={T.secretLabel} className="flex min-h-10 min-w-0 flex-1 items-center rounded-md border border-amber-300 bg-white px-3 py-2 font-mono text-sm break-all text-slate-900">
          {revealed ? created.secret : maskSecret(created.secret)}
        </code>
        <div className="flex gap-2">
          <Button variant="outline" className="flex-1 md:flex-none" aria-label={revealed ? T.hideSecret : T.showSecret} onClick={() => setRevealed((shown) => !shown)}>
            {revealed ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
            {revealed ? T.hide : T.show}
          </Button>
          <Button className="flex-1 md:flex-none" onClick={() => void copy()}>
            <Copy aria-hidden />
            {T.copy}
          </Button>
        </div>
      </div>
      <div className="flex flex-col gap-2 border-t border-amber-200 pt-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-amber-900">{T.dismissHint}</p>
        <Button variant="ghost" size="sm" className="self-end sm:self-auto" onClick={onDismiss}>
          <X aria-hidden />
          {T.dismiss}
        </Button>
      </div>
    </section>
  );
}
