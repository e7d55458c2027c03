// Statuses worth asking again: no server behind the proxy, a restart, a throttle. Any other answer
// is the server's word on the request (the journal's taps, decision 023; the sign-out, decision 043).
const RETRYABLE = new Set([408, 425, 429, 500, 502, 503, 504]);

export function isRetryableStatus(status: number): boolean {
  return RETRYABLE.has(status);
}
