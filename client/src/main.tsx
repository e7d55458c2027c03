// first: before any element is created (decision 033)
import '@client/app/ref-as-prop';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRoot } from '@client/app/app-root';
import { afterHydration, isPageCopy, markServerRendered, readFirstRenderData, seedQueries, setFirstRenderDivision, setFirstRenderInstant } from '@client/lib/first-render';
import { createQueryClient } from '@client/app/query-client';
import { knowDateFormats } from '@common/time';
import { registerServiceWorker } from '@client/lib/service-worker';
import { CURRENT_USER_KEY } from '@client/lib/use-current-user';
import { deliverLogout } from '@client/lib/api';
import { isLogoutPending } from '@client/lib/pending-logout';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
const firstRender = readFirstRenderData(document);
if (firstRender) {
  // Decision 027: the server rendered this page; its reads were current when the page (or the 304
  // that confirmed it) arrived, which is now on this device's clock. The service worker's copy of an
  // earlier visit is as old as its render: the board says how old, and its reads are fetched again.
  markServerRendered();
  const copy = isPageCopy(document);
  seedQueries(queryClient, firstRender, copy ? firstRender.renderedAt : Date.now());
  // (invalidated, each read is fetched again as soon as the screen that shows it is on; once the
  // hydration is over, so every part hydrates against the reads the copy was drawn from)
  if (copy) afterHydration(() => void queryClient.invalidateQueries());
  setFirstRenderInstant(firstRender.renderedAt);
  setFirstRenderDivision(firstRender.division ?? null);
  // The dates it drew, so the hydration draws them without starting up the browser's date data.
  if (firstRender.formats) knowDateFormats(firstRender.formats);
  setTimeout(() => hydrateRoot(container, <AppRoot queryClient={queryClient} />), 0);
} else {
  createRoot(container).render(<AppRoot queryClient={queryClient} />);
}

// Decision 043: a sign-out an earlier page kept on this device and could not send: signed out, whatever
// the page was drawn with, and the sign-out goes before the page's first call.
void isLogoutPending().then((pending) => {
  if (!pending) return;
  queryClient.setQueryData(CURRENT_USER_KEY, null);
  void deliverLogout();
});

// (its install waits for the hydration: decision 038)
registerServiceWorker(afterHydration);
