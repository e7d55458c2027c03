// Issue 16: Start Game asks twice when the kickoff is far from now, so a tap on the wrong card (a
// game weeks ahead, or one left scheduled from last Saturday) does not turn it live by mistake.
export const START_GAME_WINDOW_MS = 2 * 60 * 60 * 1000;

export type KickoffDistance = 'near' | 'ahead' | 'past';

// Where the kickoff lies from now (the server's time estimate): within 2 hours either way, or
// beyond that ahead or behind. Exactly 2 hours still counts as near.
export function kickoffDistance(scheduledDate: string, now: number): KickoffDistance {
  const delta = Date.parse(scheduledDate) - now;
  if (Math.abs(delta) <= START_GAME_WINDOW_MS) return 'near';
  return delta > 0 ? 'ahead' : 'past';
}
