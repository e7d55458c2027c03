import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

// An HTML page ready to send: its bytes, compressed twins, and a tag naming its content.
export type HtmlAnswer = { raw: Buffer; br: Buffer; gzip: Buffer; etag: string };

export function htmlEtag(...parts: string[]): string {
  const hash = crypto.createHash('sha1');
  for (const part of parts) hash.update(part).update('\0');
  return `"${hash.digest('base64url')}"`;
}

// brotli at a quality that costs about a millisecond for a page (the static files get 11, once)
export function prepareHtml(html: string, etag: string): HtmlAnswer {
  const raw = Buffer.from(html);
  return {
    raw,
    br: zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
    gzip: zlib.gzipSync(raw, { level: 6 }),
    etag,
  };
}

// A page to answer: its content tag, whether it depends on the visitor's session cookie, and how to
// make it (only when it is sent: a 304 makes nothing).
export type HtmlPage = { etag: string; personal: boolean; make: () => HtmlAnswer };

// Issue 17: pages are revalidated on every visit (no-cache), and a reload whose page did not change
// costs a 304 without a body.
export function sendHtml(request: FastifyRequest, reply: FastifyReply, { etag, personal, make }: HtmlPage): FastifyReply {
  reply.header('etag', etag).header('cache-control', personal ? 'private, no-cache' : 'no-cache').header('vary', personal ? 'accept-encoding, cookie' : 'accept-encoding');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  const ready = make();
  const accepts = request.headers['accept-encoding'] ?? '';
  reply.code(200).type('text/html; charset=utf-8');
  if (/\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(ready.br);
  if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(ready.gzip);
  return reply.send(ready.raw);
}
