// Issue 37: the play clock, local to the referee's phone (never sent, never pushed): tapped to start,
// counts down from the profile's seconds, buzzes once at 0 where the phone can vibrate.

export type PlayClock = { endsAt: number | null; seconds: number };

// Whole seconds left, rounded up like the game clock; the full count before a start.
export function playClockLeft(clock: PlayClock, now: number): number {
  if (clock.endsAt === null) return clock.seconds;
  return Math.max(0, Math.ceil((clock.endsAt - now) / 1000));
}

export function startPlayClock(seconds: number, now: number): PlayClock {
  return { endsAt: now + seconds * 1000, seconds };
}

// Three pulses: felt in a pocket and told apart from a tap's short one.
export const PLAY_CLOCK_BUZZ = [300, 120, 300, 120, 300] as const;
