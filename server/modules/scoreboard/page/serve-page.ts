import { firstRenderJson } from '../../../../client/src/lib/first-render';
import type { AppDeps } from '../../../deps';
import { htmlEtag, type HtmlAnswer, type PageRenderer, prepareHtml } from '../../../http/html-answer';
import { SESSION_COOKIE, sessionOf } from '../../../auth/session';
import type { SeasonLists } from '../season-lists';
import { DIVISION_COOKIE } from '../../../../client/src/features/scoreboard/division-choice';
import { scoreboardPageData } from './first-render-data';
import { renderScoreboardPage } from './render-page';

// Parents arriving together (a goal, a shared link) get the same render: a page is reused for this
// long while its content tag holds. Its clocks are drawn at its render instant; the page counts on.
const REUSE_MS = 2_000;
const REUSE_MAX = 200;

// The path and the query as sent. Not new URL(request.url, base): there a path starting with // (or
// /\) names another host, so '//[' threw (a 500) and '//elsewhere/demo' drew the board of /demo.
function pathAndSearch(url: string): { pathname: string; search: string } {
  const at = url.indexOf('?');
  if (at === -1) return { pathname: url, search: '' };
  return { pathname: url.slice(0, at), search: at === url.length - 1 ? '' : url.slice(at) };
}

// Decision 027: GET /, /{slug} and /{slug}/parent answer the board itself, tagged by what it shows
// (the reads it was rendered from, without their clock instants), so a reload of an unchanged board
// is a 304.
export function scoreboardPages(deps: AppDeps, lists: SeasonLists): PageRenderer {
  const recent = new Map<string, { answer: HtmlAnswer; at: number }>();
  return async (request, template) => {
    const url = pathAndSearch(request.url);
    const page = await scoreboardPageData(deps, lists, {
      pathname: url.pathname,
      search: url.search,
      viewer: () => sessionOf(deps, request.cookies[SESSION_COOKIE]),
      rememberedDivision: request.cookies[DIVISION_COOKIE],
    });
    if (!page) return null;
    const content = firstRenderJson({ ...page.data, renderedAt: 0 }).replace(/"serverNow":\d+/g, '');
    const etag = htmlEtag(template, url.pathname, url.search, content);
    const make = (): HtmlAnswer => {
      const now = Date.now();
      const held = recent.get(etag);
      if (held && now - held.at < REUSE_MS) return held.answer;
      const answer = prepareHtml(renderScoreboardPage(template, page, url.pathname, url.search, deps.config.publicUrl), etag);
      if (recent.size >= REUSE_MAX) for (const [key, entry] of recent) if (now - entry.at >= REUSE_MS || recent.size >= REUSE_MAX) recent.delete(key);
      recent.set(etag, { answer, at: now });
      return answer;
    };
    return { etag, personal: true, make };
  };
}
