// Issue 38: the teams this browser follows, kept in local storage so the bell shows its
// state after a reload (the server holds the same list under the push subscription's endpoint; the
// bell's POST answer is written back here). Pure parsing and list changes, and the store.
import type { PushUnsubscribeBody } from '@common/schemas/push';
import { jsonObjectOf } from '@client/lib/json-object';
const FOLLOWS_KEY = 'scoreboard:followedTeams';

// The league and its followed teams; null: none. A browser's push subscription follows the teams of
// one league (the server keeps one per endpoint: following in another league replaces it), 1 to 20 teams.
export type Follows = { leagueSlug: string; teamIds: readonly number[] } | null;

// The stored value read back; anything unreadable is no follows (a bell then follows afresh).
export function parseFollows(raw: string | null): Follows {
  const { leagueSlug, teamIds } = jsonObjectOf(raw) ?? {};
  if (typeof leagueSlug !== 'string' || !leagueSlug || !Array.isArray(teamIds)) return null;
  const ids = [...new Set(teamIds.filter((id): id is number => Number.isSafeInteger(id) && id > 0))];
  return ids.length > 0 ? { leagueSlug, teamIds: ids } : null;
}

// The teams of this league this browser follows.
export function followedIn(follows: Follows, slug: string): readonly number[] {
  return follows?.leagueSlug === slug ? follows.teamIds : [];
}

// The league's list with the team in or out (the order kept, the team added last).
export function withTeam(teamIds: readonly number[], teamId: number): number[] {
  return teamIds.includes(teamId) ? [...teamIds] : [...teamIds, teamId];
}

export function withoutTeam(teamIds: readonly number[], teamId: number): number[] {
  return teamIds.filter((id) => id !== teamId);
}

// The DELETE's body: the server deletes a follow only for the browser that holds its auth secret
// (decision 056), which the subscription's JSON carries in its keys (a missing one is refused, 400).
export function unfollowBody(subscription: { endpoint: string; toJSON(): { keys?: Record<string, string> } }): PushUnsubscribeBody {
  return { endpoint: subscription.endpoint, auth: subscription.toJSON().keys?.auth ?? '' };
}

// Local storage can be missing or refuse (private browsing, full): the follows then last the page.
let storageWorks = true;
let inMemory: Follows = null;
let lastRaw: string | null | undefined;

export function readFollows(): Follows {
  if (!storageWorks) return inMemory;
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(FOLLOWS_KEY);
  } catch {
    storageWorks = false;
    return inMemory;
  }
  // the same object while the stored text is unchanged (useSyncExternalStore compares snapshots)
  if (raw !== lastRaw) {
    lastRaw = raw;
    inMemory = parseFollows(raw);
  }
  return inMemory;
}

export function writeFollows(follows: Follows): void {
  inMemory = follows;
  try {
    if (follows) window.localStorage.setItem(FOLLOWS_KEY, JSON.stringify(follows));
    else window.localStorage.removeItem(FOLLOWS_KEY);
  } catch {
    storageWorks = false;
  }
  for (const listener of listeners) listener();
}

const listeners = new Set<() => void>();

// Changes made by this page, and by another tab of the same site (the storage event).
export function subscribeToFollows(onChange: () => void): () => void {
  listeners.add(onChange);
  const onStorage = (event: StorageEvent) => {
    if (event.key === FOLLOWS_KEY || event.key === null) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}
