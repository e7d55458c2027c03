// POST and DELETE /api/push/subscriptions (issue 38): a browser, with no account, follows teams of a
// league; the same endpoint again replaces its teams; deleting it stops every push to it.
import crypto from 'node:crypto';
import type { PushSubscriptionBody, PushSubscriptionDto } from '../../../common/schemas/push';
import { SERVER_TEXT } from '../../../common/texts';
import { assertLeagueOpen, assertLeagueWritable } from '../../auth/policy';
import type { AppDeps } from '../../deps';
import { badRequest, notFound } from '../../http/errors';
import { teamIdsOfLeague } from '../games/store';
import { pushServiceUrl } from './push-services';
import { deleteSubscriptionByEndpoint, saveSubscription } from './store';
import { FOLLOWS_TEXT } from './texts';

// What a browser's PushSubscription holds (RFC 8291): p256dh a P-256 public key (an uncompressed
// point, 65 bytes), auth a 16-byte secret. Anything else could not be encrypted for.
function browserKeysValid(keys: { p256dh: string; auth: string }): boolean {
  if (Buffer.from(keys.auth, 'base64url').length !== 16) return false;
  const point = Buffer.from(keys.p256dh, 'base64url');
  if (point.length !== 65) return false;
  try {
    crypto.ECDH.convertKey(point, 'prime256v1');
    return true;
  } catch {
    return false;
  }
}

export async function subscribe(deps: AppDeps, body: PushSubscriptionBody): Promise<PushSubscriptionDto> {
  const { endpoint, keys } = body.subscription;
  if (!pushServiceUrl(endpoint, deps.config.push.serviceOrigins)) throw badRequest(FOLLOWS_TEXT.endpointNotPushService);
  if (!browserKeysValid(keys)) throw badRequest(FOLLOWS_TEXT.keysInvalid);
  const league = await deps.publicLeagues.bySlug(body.leagueSlug);
  if (!league) throw notFound(SERVER_TEXT.leagueNotFound);
  // a visitor: a suspended league is closed to them, an archived one takes no new followers
  assertLeagueOpen(null, league);
  assertLeagueWritable(league);
  const teamIds = [...new Set(body.teamIds)];
  const known = await teamIdsOfLeague(deps.db, league.id, teamIds);
  const unknown = teamIds.filter((id) => !known.has(id));
  if (unknown.length > 0) throw badRequest(FOLLOWS_TEXT.teamsNotInLeague(unknown));
  await deps.db.transaction((tx) => saveSubscription(tx, { endpoint, p256dh: keys.p256dh, auth: keys.auth, leagueId: league.id, teamIds }));
  return { teamIds };
}

export async function unsubscribe(deps: AppDeps, endpoint: string): Promise<void> {
  await deleteSubscriptionByEndpoint(deps.db, endpoint);
}
