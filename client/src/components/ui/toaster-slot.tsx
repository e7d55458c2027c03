import { lazy, Suspense } from 'react';
import { toastsAsked, useToast } from '@client/lib/use-toast';

const loadToaster = () => import('./toaster');
const Toaster = lazy(() => loadToaster().then((m) => ({ default: m.Toaster })));

// Issue 17: the toaster (Radix Toast, about 7 KB gzip) is not part of the scoreboard's first
// download, where a toast is rare; it is fetched with the first toast, and with every other screen
// (preloadToaster, router.tsx), where a refusal's toast must not wait for a download.
export function ToasterSlot() {
  useToast();
  if (!toastsAsked()) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

export function preloadToaster(): Promise<unknown> {
  return loadToaster();
}
