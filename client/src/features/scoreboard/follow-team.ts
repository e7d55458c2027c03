// Issue 38: following a team, as the bell's tap does it. The browser's push subscription (one per
// site, made through the service worker with the server's VAPID key) is sent with every team this
// browser follows in the league, its keys with it (the server changes a follow only for the holder
// of its keys.auth); the server's answer is what the bell shows from then on.
import type { PushPublicKeyDto, PushSubscriptionDto } from '@common/schemas/push';
import { apiFetch, apiJson } from '@client/lib/api';
import { serviceWorkerRegistration } from '@client/lib/service-worker';
import { followedIn, readFollows, unfollowBody, withoutTeam, withTeam, writeFollows } from './follows';
import { applicationServerKeyOf, sameKey } from './push-support';
import { FOLLOW_TEXT } from './texts';

const PUSH_PUBLIC_KEY_PATH = '/api/push/public-key';
const PUSH_SUBSCRIPTIONS_PATH = '/api/push/subscriptions';

export type FollowChange = { slug: string; teamId: number; follow: boolean };

// This browser's subscription, made with the server's current key (an old key's is replaced).
async function currentSubscription(registration: ServiceWorkerRegistration): Promise<PushSubscription> {
  const { publicKey } = await apiJson<PushPublicKeyDto>('GET', PUSH_PUBLIC_KEY_PATH);
  const key = applicationServerKeyOf(publicKey);
  const existing = await registration.pushManager.getSubscription();
  if (existing && sameKey(existing.options.applicationServerKey, key)) return existing;
  await existing?.unsubscribe();
  try {
    return await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  } catch (error) {
    // the browser's push service gave no subscription (offline, or refused by the device): the
    // toast says so in the person's words, the browser's own reason goes to the console
    console.error('Push subscription failed', error);
    throw new Error(FOLLOW_TEXT.subscribeFailed, { cause: error });
  }
}

async function sendTeams(subscription: PushSubscription, slug: string, teamIds: readonly number[]): Promise<void> {
  const answer = await apiJson<PushSubscriptionDto>('POST', PUSH_SUBSCRIPTIONS_PATH, { subscription: subscription.toJSON(), leagueSlug: slug, teamIds });
  writeFollows({ leagueSlug: slug, teamIds: answer.teamIds });
}

// What a follow changed beyond the team: the league whose teams this browser stopped following (a
// subscription follows one league's teams), if any.
export type FollowOutcome = { leftLeague: string | null };

// Follows or unfollows one team; the notification permission was asked by the tap itself (a
// browser grants the question only within the gesture). Resolves once the server has the change.
export async function changeFollow({ slug, teamId, follow }: FollowChange): Promise<FollowOutcome> {
  const before = readFollows();
  const followed = followedIn(before, slug);
  const teamIds = follow ? withTeam(followed, teamId) : withoutTeam(followed, teamId);
  const registration = await serviceWorkerRegistration();
  if (follow) {
    await sendTeams(await currentSubscription(registration), slug, teamIds);
    return { leftLeague: before && before.leagueSlug !== slug ? before.leagueSlug : null };
  }
  const subscription = await registration.pushManager.getSubscription();
  // no subscription any more (the browser dropped it): nothing reaches this device already
  if (subscription && teamIds.length > 0) await sendTeams(subscription, slug, teamIds);
  else {
    if (subscription) await apiFetch(PUSH_SUBSCRIPTIONS_PATH, { method: 'DELETE', body: unfollowBody(subscription) });
    writeFollows(null);
    await subscription?.unsubscribe();
  }
  return { leftLeague: null };
}
