import { renderToString } from 'react-dom/server';
import { type KnownDateFormats, recordDateFormats } from '../../../../common/time';
import { AppRoot } from '../../../../client/src/app/app-root';
import { firstRenderJson, FIRST_RENDER_ELEMENT_ID, seedQueries, setFirstRenderDivision, setFirstRenderInstant } from '../../../../client/src/lib/first-render';
import { createQueryClient } from '../../../../client/src/app/query-client';
import type { ScoreboardPageData } from './first-render-data';
import { pageHead } from './page-head';

// Decision 027: the scoreboard drawn by the client's own components from the reads the page would
// make, inside the built index.html, with those reads inline for the hydration.
export function renderScoreboardPage(template: string, page: ScoreboardPageData, pathname: string, search: string, publicUrl: string): string {
  const queryClient = createQueryClient();
  seedQueries(queryClient, page.data, page.data.renderedAt);
  // renderToString is synchronous: no other render sees this instant
  setFirstRenderInstant(page.data.renderedAt);
  setFirstRenderDivision(page.data.division ?? null);
  let rendered: [string, KnownDateFormats];
  try {
    rendered = recordDateFormats(() => renderToString(<AppRoot queryClient={queryClient} ssrPath={pathname} ssrSearch={search} />));
  } finally {
    setFirstRenderInstant(null);
    setFirstRenderDivision(null);
    queryClient.clear();
  }
  const [markup, formats] = rendered;
  const data = `<script type="application/json" id="${FIRST_RENDER_ELEMENT_ID}">${firstRenderJson({ ...page.data, formats })}</script>`;
  return pageHead(template, page, publicUrl).replace('<div id="root"></div>', () => `<div id="root">${markup}</div>${data}`);
}
