import { SERVER_TEXT } from '../../common/texts';
import { limitAddress } from './client-address';
import { tooManyRequests } from './errors';
import type { RateLimiter } from './rate-limiter';
import type { RequestHead } from './request';

// Public endpoints need no sign-in, so each address gets a budget (a field's shared Wi-Fi included):
// the scoreboard's reads, team statistics, standings and calendar feeds share it. An IPv6 address
// counts by its /64 (client-address.ts).
export function limitPublicAddress(deps: { limiters: { publicPerAddress: RateLimiter } }, request: Pick<RequestHead, 'ip'>): void {
  const key = `public:${limitAddress(request)}`;
  const wait = deps.limiters.publicPerAddress.retryAfterMs(key);
  if (wait > 0) throw tooManyRequests(SERVER_TEXT.tooManyAttempts(wait / 1000), wait);
  deps.limiters.publicPerAddress.hit(key);
}
