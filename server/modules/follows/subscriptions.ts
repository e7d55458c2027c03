// POST and DELETE /api/push/subscriptions (issue 38): a browser, with no account, follows teams of a
// league; the same endpoint again replaces its teams; deleting it stops every push to it. Both only
// with the subscription's keys.auth, and new follows limited per address and per team (issue 45,
// decision 056).
import crypto from 'node:crypto';
import type { PushSubscriptionBody, PushSubscriptionDto, PushUnsubscribeBody } from '../../../common/schemas/push';
import { SERVER_TEXT } from '../../../common/texts';
import { assertLeagueOpen, assertLeagueWritable } from '../../auth/policy';
import type { Tx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { addressKey } from '../../http/client-address';
import { badRequest, conflict, forbidden, notFound, tooManyRequests } from '../../http/errors';
import { teamIdsOfLeague } from '../games/store';
import { pushServiceUrl } from './push-services';
import { countNewFollow, deleteSubscription, FOLLOW_COUNT_PREFIX, fullTeams, insertSubscription, lockSubscription, saveSubscription, teamsOfSubscription } from './store';
import { FOLLOWS_TEXT } from './texts';

const DAY_MS = 24 * 3600_000;

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

// The auth secrets compared in constant time (the answer says nothing of how much of it matched).
function sameSecret(stored: string, given: string): boolean {
  const a = Buffer.from(stored, 'base64url');
  const b = Buffer.from(given, 'base64url');
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

// A new follow of this address (an IPv6 /64) counted in its day; over the limit, refused (429).
async function limitNewFollows(deps: AppDeps, tx: Tx, address: string): Promise<void> {
  const limit = deps.config.push.followsPerAddressPerDay;
  const now = deps.now();
  const { count, resetAt } = await countNewFollow(tx, `${FOLLOW_COUNT_PREFIX}${addressKey(address)}`, now, DAY_MS);
  if (count > limit) throw tooManyRequests(FOLLOWS_TEXT.tooManyFollows(limit), resetAt.getTime() - now.getTime());
}

// The follow's row, locked until the transaction ends, and the teams it follows: the endpoint's own
// only for the holder of its auth secret (a browser keeps it with its subscription), or a new row
// counted as a new follow of the address.
async function followRow(deps: AppDeps, tx: Tx, subscription: PushSubscriptionBody['subscription'], leagueId: number, address: string): Promise<{ id: number; followed: number[] }> {
  const { endpoint, keys } = subscription;
  const known = await lockSubscription(tx, endpoint);
  const id = known ? null : await insertSubscription(tx, { endpoint, p256dh: keys.p256dh, auth: keys.auth, leagueId });
  if (id !== null) {
    await limitNewFollows(deps, tx, address);
    return { id, followed: [] };
  }
  // null with no row known: the same endpoint's first follow committed while this one waited (a double tap)
  const row = known ?? (await lockSubscription(tx, endpoint));
  if (!row || !sameSecret(row.auth, keys.auth)) throw forbidden(FOLLOWS_TEXT.notYourFollow);
  return { id: row.id, followed: await teamsOfSubscription(tx, row.id) };
}

// The same endpoint again changes the follow (its keys, league and teams); a new endpoint is a new
// follow of the address. A team newly followed must have room for one more follower. All in one
// transaction: a refusal changes nothing.
export async function subscribe(deps: AppDeps, body: PushSubscriptionBody, address: string): Promise<PushSubscriptionDto> {
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
  await deps.db.transaction(async (tx) => {
    const { id, followed } = await followRow(deps, tx, body.subscription, league.id, address);
    const limit = deps.config.push.followsPerTeam;
    const full = await fullTeams(tx, teamIds.filter((teamId) => !followed.includes(teamId)), limit);
    if (full.length > 0) throw conflict(FOLLOWS_TEXT.teamFull(full, limit));
    await saveSubscription(tx, id, { p256dh: keys.p256dh, auth: keys.auth, leagueId: league.id, teamIds });
  });
  return { teamIds };
}

// Only with the auth secret the follow was made with; an endpoint no one follows has nothing to delete.
export async function unsubscribe(deps: AppDeps, body: PushUnsubscribeBody): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const row = await lockSubscription(tx, body.endpoint);
    if (!row) return;
    if (!sameSecret(row.auth, body.auth)) throw forbidden(FOLLOWS_TEXT.notYourFollow);
    await deleteSubscription(tx, row.id);
  });
}
