// Issue 45: a value set outright (the admin's edit, the console's set controls) is a correction. It
// is recorded as an event like every tap, so the log shows it and an undo of an earlier tap sees it
// (undo.ts: what a correction leaves to an earlier tap's undo).
import { remainingMs, wholeSeconds } from './clock';
import type { GameEventDraft } from './action-types';
import type { GameState, Side } from './state';

// The event of a correction, at the game's period and clock as the correction left them.
export function correctionEvent(after: GameState, now: number, team: Side | null, points: number | null, description: string): GameEventDraft {
  return { eventType: 'correction', team, points, period: after.currentPeriod, timeRemaining: wholeSeconds(remainingMs(after, now)), description };
}
