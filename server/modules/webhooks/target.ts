// Where a webhook may send (issue 50, decision 085). A URL is https, without a user or password, and
// its host must not lead to a forbidden address (addresses.ts): a literal address is judged when the
// URL is saved and again before each attempt (node connects to it without a lookup); a host name is
// judged at connect time, on every address its lookup answers (guardedLookup), so a name whose DNS
// answer changes between the check and the connection cannot slip through. The origins of
// WEBHOOK_ALLOW_HTTP_ORIGINS (a test's local receiver) may use http and any address.
import dns from 'node:dns';
import type { LookupFunction } from 'node:net';
import { pushServiceUrl } from '../follows/push-services';
import { forbiddenAddress, literalAddress } from './addresses';
import { WEBHOOK_TEXT } from './texts';

// Whether the URL's origin is one WEBHOOK_ALLOW_HTTP_ORIGINS lets in (the same patterns as
// PUSH_SERVICE_ORIGINS: `*` for any port).
function allowedByOrigin(url: URL, allowHttpOrigins: readonly string[] | null): boolean {
  return allowHttpOrigins !== null && pushServiceUrl(url.href, allowHttpOrigins) !== null;
}

// What is wrong with a webhook's URL when it is saved (the create and the PATCH), or null. A host
// name is not looked up here: its addresses are judged at each connection.
export function webhookUrlProblem(value: string, allowHttpOrigins: readonly string[] | null): string | null {
  const url = new URL(value);
  if (url.username || url.password) return WEBHOOK_TEXT.url.credentials;
  if (allowedByOrigin(url, allowHttpOrigins)) return null;
  if (url.protocol !== 'https:') return WEBHOOK_TEXT.url.notHttps;
  const literal = literalAddress(url.hostname);
  const reason = literal === null ? null : forbiddenAddress(literal);
  return reason === null ? null : WEBHOOK_TEXT.url.forbiddenAddress(reason);
}

// An attempt's target: where to connect and whether the guard applies, or why no request is made.
export type Target = { url: URL; guarded: boolean } | { refused: string };

export function targetOf(value: string, allowHttpOrigins: readonly string[] | null): Target {
  const url = new URL(value);
  if (allowedByOrigin(url, allowHttpOrigins)) return { url, guarded: false };
  if (url.protocol !== 'https:' || url.username || url.password) return { refused: WEBHOOK_TEXT.attempt.notHttps };
  const literal = literalAddress(url.hostname);
  const reason = literal === null ? null : forbiddenAddress(literal);
  return reason === null ? { url, guarded: true } : { refused: WEBHOOK_TEXT.attempt.refusedLiteral(reason) };
}

// The error a refused lookup fails the connection with (its code tells the sender it was no network failure).
export const REFUSED_ADDRESS = 'EWEBHOOKADDRESS';

// dns.lookup, refusing the connection when any address of the answer is forbidden (every one is
// judged: the connection may try them all, as happy eyeballs does). Node calls it with `all: true`
// when it may try several addresses, and without for one.
export const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) {
      callback(err, '', 0);
      return;
    }
    for (const { address } of addresses) {
      const reason = forbiddenAddress(address);
      if (reason !== null) {
        callback(Object.assign(new Error(WEBHOOK_TEXT.attempt.refused(hostname, address, reason)), { code: REFUSED_ADDRESS }), '', 0);
        return;
      }
    }
    if (options.all) (callback as unknown as (err: null, addresses: dns.LookupAddress[]) => void)(null, addresses);
    else if (addresses[0]) callback(null, addresses[0].address, addresses[0].family);
    else callback(Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' }), '', 0);
  });
};
