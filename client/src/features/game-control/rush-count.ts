// Issue 37: the rushes each team has used in the current series, local to the referee's phone. A
// new series starts with the first down: when the down goes back to 1 the counts start again.

export type RushCount = { home: number; away: number; down: number };

// The counts after the game's down is `down`: a move to the 1st down from another starts a series.
export function withDown(count: RushCount, down: number): RushCount {
  if (down === count.down) return count;
  return down === 1 ? { home: 0, away: 0, down } : { ...count, down };
}
