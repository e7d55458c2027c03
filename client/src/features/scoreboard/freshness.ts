import { POLL_MS } from '@common/constants';

// Issue 17: a board never shows old data without saying so. The live list is polled every
// POLL_MS.livePublicGames; on a slow link one answer can take a few seconds more, so the board calls
// itself stale only once a whole poll period and this margin passed without a fresh answer.
const STALE_MARGIN_MS = 5_000;
export const STALE_AFTER_MS = POLL_MS.livePublicGames + STALE_MARGIN_MS;

export type FreshnessInput = {
  // When the board's data last landed (a poll's answer, a 304 included, or a push), on this device's
  // clock; null before the first answer (the loading and failure states speak then).
  lastUpdateAt: number | null;
  now: number;
  // The league's live socket is down (after its start-up grace); always false league-less.
  socketDown: boolean;
  // The browser says it has no network.
  offline: boolean;
};

export type Freshness = { stale: false } | { stale: true; secondsSinceUpdate: number };

export function boardFreshness({ lastUpdateAt, now, socketDown, offline }: FreshnessInput): Freshness {
  if (lastUpdateAt === null) return { stale: false };
  const age = Math.max(0, now - lastUpdateAt);
  if (!offline && !socketDown && age <= STALE_AFTER_MS) return { stale: false };
  return { stale: true, secondsSinceUpdate: Math.floor(age / 1000) };
}
