import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { htmlEtag, type HtmlPage, type PageRenderer, prepareHtml } from '../http/html-answer';

export type ClientFallback = (request: FastifyRequest, reply: FastifyReply) => FastifyReply | Promise<FastifyReply>;

// Issue 17: the built page with its stylesheet inline, so the first paint waits for no second
// round trip (2 s each on a weak signal). The policy allows inline styles (decision 019).
function inlineStylesheets(html: string, clientDir: string): string {
  return html.replace(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g, (tag, href: string) => {
    const file = path.join(clientDir, href);
    return fs.existsSync(file) ? `<style>${fs.readFileSync(file, 'utf8')}</style>` : tag;
  });
}

// Production serves the built client; the returned fallback answers every other GET that is not
// an API call: the server-rendered scoreboard where renderPage draws one, else index.html, so the
// client router decides.
export async function registerStaticClient(app: FastifyInstance, clientDir: string, renderPage: PageRenderer | null = null): Promise<ClientFallback | null> {
  const indexFile = path.join(clientDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn(`No built client at ${clientDir}; run "npm run build" to serve the web app.`);
    return null;
  }
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    index: false,
    // dist/client holds .br and .gz twins of its files (scripts/compress-client.mjs)
    preCompressed: true,
    setHeaders(reply, filePath) {
      // hashed assets never change; index.html must always be revalidated
      if (filePath.includes(`${path.sep}assets${path.sep}`)) reply.header('cache-control', 'public, max-age=31536000, immutable');
      // the service worker (decision 023): a new build's worker must be seen at the next visit
      else if (path.basename(filePath) === 'sw.js') reply.header('cache-control', 'no-cache');
    },
  });
  const template = inlineStylesheets(fs.readFileSync(indexFile, 'utf8'), clientDir);
  const plain = prepareHtml(template, htmlEtag(template));
  const plainPage: HtmlPage = { etag: plain.etag, personal: false, make: () => plain };
  return async (request, reply) => {
    // a missing build file is a 404, not a page (the static plugin serves every file that exists)
    if (request.url.startsWith('/assets/')) return reply.code(404).send({ message: 'No such file' });
    const rendered = renderPage ? await renderPage(request, template) : null;
    return sendHtml(request, reply, rendered ?? plainPage);
  };
}

// Issue 17: pages are revalidated on every visit (no-cache), and a reload whose page did not change
// costs a 304 without a body.
function sendHtml(request: FastifyRequest, reply: FastifyReply, { etag, personal, make }: HtmlPage): FastifyReply {
  reply.header('etag', etag).header('cache-control', personal ? 'private, no-cache' : 'no-cache').header('vary', personal ? 'accept-encoding, cookie' : 'accept-encoding');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  const ready = make();
  const accepts = request.headers['accept-encoding'] ?? '';
  reply.code(200).type('text/html; charset=utf-8');
  if (/\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(ready.br);
  if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(ready.gzip);
  return reply.send(ready.raw);
}
