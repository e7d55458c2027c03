import { SERVER_TEXT } from '../../common/texts';
import type { AppDeps } from '../deps';
import { tooManyRequests } from './errors';
import type { RequestHead } from './request';

// Public endpoints need no sign-in, so each address gets a budget (a field's shared Wi-Fi included):
// the scoreboard's reads, team statistics, standings and calendar feeds share it.
export function limitPublicAddress(deps: AppDeps, request: Pick<RequestHead, 'ip'>): void {
  const key = `public:${request.ip}`;
  const wait = deps.limiters.publicPerAddress.retryAfterMs(key);
  if (wait > 0) throw tooManyRequests(SERVER_TEXT.tooManyAttempts(wait / 1000), wait);
  deps.limiters.publicPerAddress.hit(key);
}
