// Issue 49: coaches, rosters, the check-in and the coaches' answer to a final. Pure: the states and
// limits the server and the screens share.

export type CoachRole = 'head' | 'assistant';
export type PlayerStatus = 'active' | 'dropped';

// provisional: completed, waiting for both teams' agreement or the protest window to close;
// final: agreed by both, or the window closed without a protest (or the admin ruled); protested: a
// coach protested within the window and the admin has not ruled yet.
export type ResultStatus = 'provisional' | 'final' | 'protested';
export type ResultAnswer = 'agreed' | 'protested';
export type RulingDecision = 'upheld' | 'denied';

export const ROSTER_LIMITS = {
  jersey: { min: 0, max: 99 },
  name: { max: 60 },
  players: { max: 60 },
  protestHours: { min: 1, max: 168 },
  reason: { max: 1000 },
} as const;

export const ROSTER_TIMES = {
  // a coach's invitation link is valid this long, once
  invitationMs: 7 * 24 * 60 * 60 * 1000,
} as const;

// A player as public pages and the public API name him (privacy of minors): first name and last
// initial ("Isaac L."), or only the number when his division hides names; never the birth date.
export function publicPlayerName(player: { firstName: string; lastName: string; jerseyNumber: number | null }, namesShown: boolean): string {
  if (!namesShown) return player.jerseyNumber === null ? '#?' : `#${player.jerseyNumber}`;
  const initial = player.lastName.trim().charAt(0).toUpperCase();
  return initial ? `${player.firstName.trim()} ${initial}.` : player.firstName.trim();
}
