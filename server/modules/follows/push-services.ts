// Never a request to an address a visitor picks (issue 38): a subscription's endpoint must be an
// https URL on a known push service, or on one of PUSH_SERVICE_ORIGINS when that is set (tests,
// private deployments). An origin pattern may name subdomains (`https://*.push.apple.com`) and any
// port (`http://127.0.0.1:*`).
import { PUSH_ORIGIN_PATTERN } from '../../config';

// Chrome and Edge (FCM), Firefox (autopush), Safari (Apple), the Windows push service
export const KNOWN_PUSH_SERVICES = [
  'https://fcm.googleapis.com',
  'https://updates.push.services.mozilla.com',
  'https://*.push.apple.com',
  'https://*.notify.windows.com',
] as const;

function matches(pattern: string, url: URL): boolean {
  const parts = PUSH_ORIGIN_PATTERN.exec(pattern);
  if (!parts) return false;
  const [, scheme, subdomains, host, , port] = parts;
  if (url.protocol !== `${scheme}:`) return false;
  const hostname = url.hostname.toLowerCase();
  if (subdomains ? !hostname.endsWith(`.${host}`) : hostname !== host) return false;
  if (port === '*') return true;
  // URL drops the scheme's default port: `https://x:443` and `https://x` are one origin
  return url.port === (port === undefined || port === (scheme === 'https' ? '443' : '80') ? '' : port);
}

// The endpoint as a URL when it names an allowed push service (no user or password in it), else null.
export function pushServiceUrl(endpoint: string, allowed: readonly string[] | null): URL | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  return (allowed ?? KNOWN_PUSH_SERVICES).some((pattern) => matches(pattern, url)) ? url : null;
}
