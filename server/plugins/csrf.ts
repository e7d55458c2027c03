// Cross-site request forgery (issue 14, docs/decisions/019-csrf-and-security-headers.md). SameSite=Lax
// keeps the session cookie off most cross-site requests, not all: a page of a sibling subdomain is
// "same-site", and a cross-site form or `fetch(..., {mode: 'no-cors'})` may still send a body. So a
// state-changing request that a browser says comes from another site is refused before anything
// reads it, and a body must be JSON (a type no cross-site page can send without a CORS preflight,
// which this server never grants), except the one upload route's multipart form.
import type { IncomingHttpHeaders } from 'node:http';
import { errorCodes, type FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { forbidden, HttpError } from '../http/errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    // the route reads a multipart/form-data upload (only the schedule import and the roster import)
    multipart?: boolean;
    // the route's credential is in its address (a signed link) and it reads no session: a cross-site
    // POST is what it is for (the mail's one-click unsubscribe, RFC 8058, decision 061)
    crossSite?: boolean;
  }
}

export const CSRF_TEXT = {
  crossSite: 'This request came from another site and was refused. Open the app at its own address and try again.',
  misdirected: (publicUrl: string) => `This server does not answer at this address. Open the app at ${publicUrl}.`,
} as const;

const STATE_CHANGING: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// Bearer-key routes: a browser never attaches the key on its own, so a forged request carries no
// credential, and the WordPress site calling them from its server sends no Origin anyway.
const BEARER_PREFIX = '/api/wordpress/';

type OriginConfig = Pick<Config, 'publicUrl' | 'publicHostNames' | 'trustProxy'>;

// Does the browser say this request comes from another site? `Sec-Fetch-Site: cross-site`, or an
// Origin that is neither PUBLIC_URL nor the request's own origin: its scheme (http, or
// X-Forwarded-Proto behind a trusted proxy), host and port (Host, or X-Forwarded-Host behind a trusted
// proxy). A request with neither header comes from no browser: its credentials alone decide.
// The HTTP check and the /ws upgrade (plugins/socket-route.ts) both ask this.
export function isCrossSite(config: OriginConfig, headers: IncomingHttpHeaders): boolean {
  if (headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = headers.origin;
  if (origin === undefined) return false;
  return !isAllowedOrigin(config, origin, headers);
}

function isAllowedOrigin(config: OriginConfig, origin: string, headers: IncomingHttpHeaders): boolean {
  if (origin === config.publicUrl) return true;
  let url: URL;
  try {
    // "null" (a sandboxed frame, a file: page) does not parse: refused
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.origin === config.publicUrl) return true;
  const own = ownOrigin(config, headers);
  return own !== null && url.origin === own;
}

// The origin this request was sent to: the server speaks plain http itself, so https only as a
// trusted proxy says (X-Forwarded-Proto); default ports dropped, as an Origin header drops them.
function ownOrigin(config: OriginConfig, headers: IncomingHttpHeaders): string | null {
  const host = ownHost(config, headers);
  const scheme = (config.trustProxy && lastEntry(headers['x-forwarded-proto'])) || 'http';
  if (!host || (scheme !== 'http' && scheme !== 'https')) return null;
  try {
    return new URL(`${scheme}://${host}`).origin;
  } catch {
    return null;
  }
}

// Host, or X-Forwarded-Host behind a trusted proxy (as Fastify's request.host reads it)
function ownHost(config: OriginConfig, headers: IncomingHttpHeaders): string | undefined {
  return (config.trustProxy ? lastEntry(headers['x-forwarded-host']) : undefined) || headers.host;
}

// With PUBLIC_URL set, is the request's host name (its port aside) neither PUBLIC_URL's nor one of
// PUBLIC_HOST_ALIASES? Such a request (DNS rebinding, a forged Host) is answered 421 before anything
// else, the /ws upgrade too. Unset, PUBLIC_URL is a guess (localhost), so nothing is checked.
export function isMisdirected(config: OriginConfig, headers: IncomingHttpHeaders): boolean {
  if (config.publicHostNames === null) return false;
  const host = ownHost(config, headers)?.toLowerCase();
  if (!host) return true;
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0]!;
  return !config.publicHostNames.has(name);
}

// the proxy nearest to us appends last (as Fastify's request.host reads it)
function lastEntry(value: string | string[] | undefined): string | undefined {
  const joined = Array.isArray(value) ? value.join(',') : value;
  return joined?.split(',').at(-1)?.trim();
}

export function registerCsrfProtection(app: FastifyInstance, config: OriginConfig): void {
  // Fastify parses text/plain by default: a cross-site form can send it without a preflight
  app.removeContentTypeParser('text/plain');

  // a callback hook that returns at once for a GET: the public polls pay one Set lookup (two with
  // PUBLIC_URL set)
  app.addHook('onRequest', (request, _reply, done) => {
    if (isMisdirected(config, request.headers)) return done(new HttpError(421, CSRF_TEXT.misdirected(config.publicUrl)));
    if (!STATE_CHANGING.has(request.method)) return done();
    // the matched route, not the raw path: no spelling of a path reaches a session route this way
    const bearerRoute = request.routeOptions.url?.startsWith(BEARER_PREFIX) === true;
    if (!bearerRoute && request.routeOptions.config.crossSite !== true && isCrossSite(config, request.headers)) return done(forbidden(CSRF_TEXT.crossSite));
    // the multipart parser (@fastify/multipart) is registered for the whole app; only the routes
    // that read an upload take one
    const type = request.headers['content-type'];
    if (type !== undefined && /^\s*multipart\//i.test(type) && request.routeOptions.config.multipart !== true) {
      return done(new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE());
    }
    done();
  });
}
