import { type ComponentType, lazy, Suspense } from 'react';
import { LoadingNotice } from '@client/features/shell/notices';

// Screens few visitors meet (an unknown or suspended league, an address that is not a page, access
// denied or waiting for approval): each is fetched when first shown, with the loading line meanwhile,
// so the scoreboard's first download carries neither them nor what they use (Button and PageShell,
// and through them tailwind-merge: issue 17).
function fetchedWhenShown<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Screen = lazy(() => load().then((component) => ({ default: component })));
  return function FetchedWhenShown(props: P) {
    return (
      <Suspense fallback={<LoadingNotice className="min-h-dvh" />}>
        <Screen {...props} />
      </Suspense>
    );
  };
}

export const LeagueNotFoundPage = fetchedWhenShown(() => import('./league-not-found-page').then((m) => m.LeagueNotFoundPage));
export const LeagueSuspendedPage = fetchedWhenShown(() => import('./league-suspended-page').then((m) => m.LeagueSuspendedPage));
export const NotFoundPage = fetchedWhenShown(() => import('./not-found-page').then((m) => m.NotFoundPage));
export const AccessDeniedScreen = fetchedWhenShown(() => import('./access-screens').then((m) => m.AccessDeniedScreen));
export const ApprovalPendingScreen = fetchedWhenShown(() => import('./access-screens').then((m) => m.ApprovalPendingScreen));
