// Security headers of every answer (issue 14, docs/decisions/019-csrf-and-security-headers.md), as
// @fastify/helmet writes them, with a Content-Security-Policy the built client passes: its
// index.html loads one module script and stylesheets from /assets, and nothing runs inline.
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

type Headers = Record<string, string>;

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

const isHtml = (reply: { getHeader(name: string): unknown }) => String(reply.getHeader('content-type') ?? '').startsWith('text/html');

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const overHttp = await headersOfHelmet(helmetOptions(false));
  const overHttps = await headersOfHelmet(helmetOptions(true));
  const hsts = { 'strict-transport-security': overHttps['strict-transport-security']! };
  const apiOverHttps: Headers = { ...API_HEADERS, ...hsts };
  const apiPageOverHttps: Headers = { ...API_PAGE_HEADERS, ...hsts };
  // a callback hook setting one prepared object: it runs on every answer, thousands of polls a
  // second. request.protocol is https only behind TRUST_PROXY=1 with X-Forwarded-Proto: https (the
  // server itself speaks plain http), so HSTS is sent only there.
  app.addHook('onSend', (request, reply, payload, done) => {
    const https = request.protocol === 'https';
    if (request.url.startsWith('/api/')) {
      if (isHtml(reply)) reply.headers(https ? apiPageOverHttps : API_PAGE_HEADERS);
      else reply.headers(https ? apiOverHttps : API_HEADERS);
    }
    else reply.headers(https ? overHttps : overHttp);
    done(null, payload);
  });
}
