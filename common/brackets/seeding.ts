// Issue 36: the standard bracket's seed placement (docs/decisions/046-brackets.md).

// The smallest power of two that holds n teams: the bracket's size before byes.
export function bracketSize(teamCount: number): number {
  let size = 1;
  while (size < teamCount) size *= 2;
  return size;
}

// The seeds in bracket position order for a bracket of `size` (a power of two): each adjacent pair
// is a first-round game of s v size+1-s, and each half is the same placement one size down, so
// seeds 1 and 2 are in opposite halves (they can meet only in the final), 1 and 4 only in a
// semifinal, and so on. 8: [1, 8, 4, 5, 2, 7, 3, 6].
export function seedOrder(size: number): number[] {
  let order = [1];
  for (let width = 2; width <= size; width *= 2) order = order.flatMap((seed) => [seed, width + 1 - seed]);
  return order;
}

// Seeds above the team count are absent, so their opponents (the top size - n seeds) have a bye:
// they go to round 2 without a game.
export function byeSeeds(teamCount: number): number[] {
  return Array.from({ length: bracketSize(teamCount) - teamCount }, (_, i) => i + 1);
}
