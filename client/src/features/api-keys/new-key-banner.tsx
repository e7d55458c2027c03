import { Copy, Eye, EyeOff, ShieldAlert, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { CreatedApiKeyDto } from '@common/schemas/api-keys';
import { Button } from '@client/components/ui/button';
import { maskKey } from './format';
import { API_KEYS_TEXT } from './texts';
import { copyKey } from './use-api-keys';

type NewKeyBannerProps = {
  created: CreatedApiKeyDto;
  onDismiss: () => void;
};

// Spec 2.12: the one-time key banner. The key is hidden until asked for (someone may be looking
// over the shoulder or sharing the screen); Copy works either way. Focus moves here when it
// appears, so the person cannot miss it.
export function NewKeyBanner({ created, onDismiss }: NewKeyBannerProps) {
  const [revealed, setRevealed] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  async function copy(): Promise<void> {
    // Spec 8 'Copy Failed': the key is shown instead, to be copied by hand.
    if (!(await copyKey(created.fullKey))) setRevealed(true);
  }

  return (
    <section aria-labelledby="new-key-heading" className="space-y-4 rounded-xl border-2 border-amber-300 bg-amber-50 p-4 shadow-sm sm:p-6">
      <div className="space-y-1">
        <h2
          id="new-key-heading"
          ref={headingRef}
          tabIndex={-1}
          className="flex items-center gap-2 text-lg leading-tight font-semibold tracking-tight outline-none"
        >
          <ShieldAlert className="size-5 shrink-0 text-amber-700" aria-hidden />
          {API_KEYS_TEXT.bannerHeading}
        </h2>
        <p className="text-sm text-amber-950">{API_KEYS_TEXT.bannerBody(created.name)}</p>
      </div>

      <div className="flex flex-col gap-2 md:flex-row md:items-stretch">
        <code
          aria-label={API_KEYS_TEXT.keyLabel}
          className="flex min-h-10 min-w-0 flex-1 items-center rounded-md border border-amber-300 bg-white px-3 py-2 font-mono text-sm break-all text-slate-900"
        >
          {revealed ? created.fullKey : maskKey(created.fullKey)}
        </code>
        <div className="flex gap-2">
          <Button
            variant="outline"
            className="flex-1 md:flex-none"
            aria-label={revealed ? API_KEYS_TEXT.hideKey : API_KEYS_TEXT.showKey}
            onClick={() => setRevealed((shown) => !shown)}
          >
            {revealed ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
            {revealed ? API_KEYS_TEXT.hide : API_KEYS_TEXT.show}
          </Button>
          <Button className="flex-1 md:flex-none" onClick={() => void copy()}>
            <Copy aria-hidden />
            {API_KEYS_TEXT.copy}
          </Button>
        </div>
      </div>

      <div className="flex flex-col gap-2 border-t border-amber-200 pt-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-amber-900">{API_KEYS_TEXT.dismissHint}</p>
        <Button variant="ghost" size="sm" className="self-end sm:self-auto" onClick={onDismiss}>
          <X aria-hidden />
          {API_KEYS_TEXT.dismiss}
        </Button>
      </div>
    </section>
  );
}
