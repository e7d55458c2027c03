import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRoot } from '@client/app/app-root';
import { markServerRendered, readFirstRenderData, seedQueries, setFirstRenderInstant } from '@client/app/first-render';
import { createQueryClient } from '@client/app/query-client';
import { registerServiceWorker } from '@client/app/service-worker';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
const firstRender = readFirstRenderData(document);
if (firstRender) {
  // Decision 027: the server rendered this page; its reads were current when the page (or the 304
  // that confirmed it) arrived, which is now on this device's clock.
  seedQueries(queryClient, firstRender, Date.now());
  setFirstRenderInstant(firstRender.renderedAt);
  markServerRendered();
  hydrateRoot(container, <AppRoot queryClient={queryClient} />, {
    onRecoverableError: (error) => console.error('The server-rendered page did not match its hydration', error),
  });
} else {
  createRoot(container).render(<AppRoot queryClient={queryClient} />);
}

registerServiceWorker();
