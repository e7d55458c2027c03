import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { RequestHead } from './request';

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

// The server-rendered page of a request (the scoreboard, decision 027), or null when the path is
// not one. (A page, not a sent reply: awaiting a Fastify reply waits for it to finish and yields
// nothing, which once made the caller answer a second time.)
export type PageRenderer = (request: Pick<RequestHead, 'url'> & { cookies: Record<string, string | undefined> }, template: string) => Promise<HtmlPage | null>;
