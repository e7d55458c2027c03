// Issue 50 (decision 084): the embeds. GET /{slug}/embed/scoreboard, /standings, /schedule and
// /bracket/{id} (?divisionId=&teamId=&theme=&limit=, embedQuery: a bad value 400, a league, division,
// team or bracket unknown to the league 404) answer a page made for an iframe, the only pages any
// other site may frame (security headers: reply.embed); GET /embed.js is the loader a league's site
// includes, GET /embed-live.js the page's own script. No cookie is read or set on any of them.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { embedQuery, type EmbedWidget } from '../../../common/embeds/embeds';
import { EMBED_LIVE_SCRIPT_PATH, EMBED_LOADER_PATH } from '../../../common/embeds/live';
import type { AppDeps } from '../../deps';
import { htmlEtag, prepareHtml } from '../../http/html-answer';
import { notFound } from '../../http/errors';
import { idParam, slugParam } from '../../http/params';
import { limitPublicAddress } from '../../http/public-limit';
import { parseInput } from '../../http/validate';
import type { SeasonLists } from '../scoreboard/season-lists';
import { liveScriptSrc, loadEmbedScripts, type EmbedScript } from './scripts';
import { showEmbed } from './show-embed';
import { EMBED_TEXT } from './texts';

// a host page picks a new loader up within the hour; the page's script is cached for good by version
const LOADER_CACHE = 'public, max-age=3600';
const VERSIONED_CACHE = 'public, max-age=31536000, immutable';

function compressed(request: FastifyRequest, reply: FastifyReply, answer: { raw: Buffer; br: Buffer; gzip: Buffer }): FastifyReply {
  const accepts = request.headers['accept-encoding'] ?? '';
  reply.header('vary', 'accept-encoding');
  if (/\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(answer.br);
  if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(answer.gzip);
  return reply.send(answer.raw);
}

// scriptsFolder: where scripts/build-embeds.mjs wrote them (scripts.ts EMBED_SCRIPTS_FOLDER)
export function registerEmbedRoutes(app: FastifyInstance, deps: AppDeps, lists: SeasonLists, scriptsFolder: string): void {
  const scripts = loadEmbedScripts(scriptsFolder);
  if (!scripts.loader || !scripts.live) app.log.warn(`No built embed scripts in ${scriptsFolder}; run "npm run build" for /embed.js and the embeds' live updates.`);
  const liveScript = liveScriptSrc(scripts);

  const page = (widget: EmbedWidget) => async (request: FastifyRequest, reply: FastifyReply) => {
    limitPublicAddress(deps, request);
    const slug = slugParam(request);
    const bracketId = widget === 'bracket' ? idParam(request) : null;
    const query = parseInput(embedQuery, request.query);
    const { html, frameAncestors } = await showEmbed(deps, lists, liveScript, { slug, widget, bracketId, query });
    // the tag of what it shows: the render's instant aside
    const etag = htmlEtag(html.replace(/"serverNow":\d+/g, ''));
    reply.embed = { frameAncestors };
    reply.header('etag', etag).header('cache-control', 'no-cache');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return compressed(request, reply.type('text/html; charset=utf-8'), prepareHtml(html, etag));
  };
  app.get('/:slug/embed/scoreboard', page('scoreboard'));
  app.get('/:slug/embed/standings', page('standings'));
  app.get('/:slug/embed/schedule', page('schedule'));
  app.get('/:slug/embed/bracket/:id', page('bracket'));

  // crossSite: loaded by other sites' pages (the loader), not only by the embed pages of this one
  const script = (file: EmbedScript | null, crossSite: boolean, cacheOf: (request: FastifyRequest, file: EmbedScript) => string) => async (request: FastifyRequest, reply: FastifyReply) => {
    if (!file) throw notFound(EMBED_TEXT.scriptsNotBuilt);
    if (crossSite) reply.embed = { crossSiteScript: true };
    reply.header('etag', file.etag).header('cache-control', cacheOf(request, file));
    if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
    return compressed(request, reply.type('text/javascript; charset=utf-8'), file);
  };
  app.get(EMBED_LOADER_PATH, script(scripts.loader, true, () => LOADER_CACHE));
  // ?v= of the page's address: the build it names is cached for good, any other asks again
  app.get(EMBED_LIVE_SCRIPT_PATH, script(scripts.live, false, (request, file) => ((request.query as { v?: unknown }).v === file.version ? VERSIONED_CACHE : 'no-cache')));
}
