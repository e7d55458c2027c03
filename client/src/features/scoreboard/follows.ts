// Issue 38: the teams this browser follows, per league, kept in local storage so the bell shows its
// state after a reload (the server holds the same list under the push subscription's endpoint; the
// bell's POST answer is written back here). Pure parsing and list changes, and the store.

export const FOLLOWS_KEY = 'scoreboard:followedTeams';
// issue 38: a subscription follows 1 to 20 teams of a league
export const MAX_FOLLOWED_TEAMS = 20;

// league slug -> followed team ids (none: no entry)
export type Follows = Readonly<Record<string, readonly number[]>>;

const NONE: Follows = {};

// The stored value read back; anything unreadable is no follows (a bell then follows afresh).
export function parseFollows(raw: string | null): Follows {
  if (!raw) return NONE;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return NONE;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return NONE;
  const follows: Record<string, number[]> = {};
  for (const [slug, ids] of Object.entries(parsed)) {
    if (!Array.isArray(ids)) continue;
    const teamIds = [...new Set(ids.filter((id): id is number => Number.isSafeInteger(id) && id > 0))];
    if (teamIds.length > 0) follows[slug] = teamIds.slice(0, MAX_FOLLOWED_TEAMS);
  }
  return follows;
}

// The league's list with the team in or out (the order kept, the team added last).
export function withTeam(teamIds: readonly number[], teamId: number): number[] {
  return teamIds.includes(teamId) ? [...teamIds] : [...teamIds, teamId];
}

export function withoutTeam(teamIds: readonly number[], teamId: number): number[] {
  return teamIds.filter((id) => id !== teamId);
}

// The follows with one league's list replaced (an empty list drops the league).
export function withLeague(follows: Follows, slug: string, teamIds: readonly number[]): Follows {
  const { [slug]: _replaced, ...others } = follows;
  return teamIds.length > 0 ? { ...others, [slug]: [...teamIds] } : others;
}

// Local storage can be missing or refuse (private browsing, full): the follows then last the page.
let storageWorks = true;
let inMemory: Follows = NONE;
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
    window.localStorage.setItem(FOLLOWS_KEY, JSON.stringify(follows));
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
