// Security headers of every answer (issue 14, docs/decisions/019-csrf-and-security-headers.md), as
// @fastify/helmet writes them, with a Content-Security-Policy the built client passes: its
// index.html loads one module script and stylesheets from /assets, and nothing runs inline.
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

type Headers = Record<string, string>;

// Issue 50 (decision 084): what an embed answer allows beyond the product's headers. A route sets
// `reply.embed` on the answer it sends: its page framed by these ancestors ('self' and the league's
// allowed sites, or 'self' https:), or a script other sites' pages load (/embed.js). Nothing else
// is ever framed or loaded across sites.
export type EmbedAllowance = { frameAncestors: readonly string[] } | { crossSiteScript: true };

declare module 'fastify' {
  interface FastifyReply {
    embed: EmbedAllowance | null;
  }
}

const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  // Radix dialogs lock the page's scroll with a <style> element they write (react-remove-scroll),
  // whose text depends on the scroll bar's width: no hash can name it, and a nonce would need an
  // inline script. An injected style cannot run code; scripts stay 'self' only.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'"],
  // 'self' covers ws:// and wss:// of the same host (CSP level 3): the /ws live socket
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

function helmetOptions(https: boolean): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      // over plain http (a laptop on the field's network) an upgrade would break every asset
      directives: https ? { ...CSP_DIRECTIVES, upgradeInsecureRequests: [] } : CSP_DIRECTIVES,
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    // a year, and only over https (see registerSecurityHeaders): over http a browser ignores it
    strictTransportSecurity: https ? { maxAge: 365 * 24 * 3600, includeSubDomains: true } : false,
  };
}

// The headers @fastify/helmet writes for these options, read once from a throwaway instance: the
// plugin itself rebuilds helmet's middleware (and re-serializes the policy) on every request in two
// onRequest hooks, one of them async, which the public polls would pay thousands of times a second.
async function headersOfHelmet(options: FastifyHelmetOptions): Promise<Headers> {
  const probe = Fastify({ logger: false });
  await probe.register(fastifyHelmet, options);
  let written: Headers = {};
  probe.get('/', (_request, reply) => {
    // helmet has set its headers on the raw response; Fastify's own come later, at send
    written = Object.fromEntries(Object.entries(reply.raw.getHeaders()).map(([name, value]) => [name, String(value)]));
    reply.send();
  });
  await probe.inject('/');
  await probe.close();
  return written;
}

// What a JSON (or calendar) answer of /api needs, as OWASP's REST Security Cheat Sheet lists it:
// no MIME sniffing, no framing, no script or plugin should the answer be opened as a page, and no
// reading by other sites' pages. The rest of helmet's set (the page's policy, COOP, Referrer-Policy,
// Origin-Agent-Cluster, X-DNS-Prefetch-Control...) governs documents; on the polls it cost about a
// seventh of the peak rate (decision 019).
const API_HEADERS: Headers = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

// An HTML page of /api (the pages of a mail's links, http/action-page.ts): the same, with its inline
// styles and its form's POST to this site allowed; still no script, no other source.
const API_PAGE_HEADERS: Headers = {
  ...API_HEADERS,
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
};

// The API's description page (/api/docs, decision 083), the one HTML page of /api that runs a script:
// Swagger UI's files and the page's own initializer from this site (/api-docs/...), the document
// fetched from this site, inline styles and data: icons as the renderer draws them. Only the answer of
// that route gets it (its pattern, not the address as sent); nothing inline runs, nothing else loads.
export const API_DOCS_PATH = '/api/docs';
const API_DOCS_PAGE_HEADERS: Headers = {
  ...API_HEADERS,
  'content-security-policy': "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; form-action 'none'; base-uri 'none'; frame-ancestors 'none'",
};

const isHtml = (reply: { getHeader(name: string): unknown }) => String(reply.getHeader('content-type') ?? '').startsWith('text/html');

// An embed's headers: the page's set without X-Frame-Options and with the frame-ancestors given; a
// script's with Cross-Origin-Resource-Policy cross-origin (same-origin would block its load by the
// league's own site).
function embedHeaders(page: Headers, embed: EmbedAllowance): Headers {
  if ('crossSiteScript' in embed) return { ...page, 'cross-origin-resource-policy': 'cross-origin' };
  const { 'x-frame-options': _deny, ...framed } = page;
  return { ...framed, 'content-security-policy': page['content-security-policy']!.replace("frame-ancestors 'none'", `frame-ancestors ${embed.frameAncestors.join(' ')}`) };
}

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const overHttp = await headersOfHelmet(helmetOptions(false));
  const overHttps = await headersOfHelmet(helmetOptions(true));
  const hsts = { 'strict-transport-security': overHttps['strict-transport-security']! };
  const apiOverHttps: Headers = { ...API_HEADERS, ...hsts };
  const apiPageOverHttps: Headers = { ...API_PAGE_HEADERS, ...hsts };
  const apiDocsOverHttps: Headers = { ...API_DOCS_PAGE_HEADERS, ...hsts };
  if (!overHttp['content-security-policy']?.includes("frame-ancestors 'none'")) throw new Error("the page policy has no frame-ancestors 'none' to replace for the embeds");
  app.decorateReply('embed', null);
  // a callback hook setting one prepared object: it runs on every answer, thousands of polls a
  // second. request.protocol is https only behind TRUST_PROXY=1 with X-Forwarded-Proto: https (the
  // server itself speaks plain http), so HSTS is sent only there.
  app.addHook('onSend', (request, reply, payload, done) => {
    const https = request.protocol === 'https';
    // only an embed route sets this (one property read on every other answer)
    if (reply.embed) reply.headers(embedHeaders(https ? overHttps : overHttp, reply.embed));
    else if (request.url.startsWith('/api/')) {
      if (isHtml(reply) && request.routeOptions.url === API_DOCS_PATH) reply.headers(https ? apiDocsOverHttps : API_DOCS_PAGE_HEADERS);
      else if (isHtml(reply)) reply.headers(https ? apiPageOverHttps : API_PAGE_HEADERS);
      else reply.headers(https ? apiOverHttps : API_HEADERS);
    }
    else reply.headers(https ? overHttps : overHttp);
    done(null, payload);
  });
}
