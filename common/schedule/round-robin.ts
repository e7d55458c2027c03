// Issue 19: who plays whom, round by round (the circle method), and who is at home.

export type Pairing = { round: number; homeTeamId: number; awayTeamId: number };
export type RoundRobin = { pairings: Pairing[]; byes: Map<number, number>; roundCount: number };

// Home for the pair of teams at positions a and b (a != b) of n teams, so that every team's home
// and away games differ by at most 1 over one meeting of every pair: with an odd count each team
// is home against the (n-1)/2 teams that follow it around the circle (exactly balanced); with an
// even count the last position is fitted in alternately (off by one at most).
export function homePosition(a: number, b: number, n: number): number {
  const odd = n % 2 === 1 ? n : n - 1;
  if (n % 2 === 0 && (a === n - 1 || b === n - 1)) {
    const other = a === n - 1 ? b : a;
    return other < (n - 2) / 2 ? other : n - 1;
  }
  return (b - a + odd) % odd <= (odd - 1) / 2 ? a : b;
}

// The circle method: one position stays, the others turn one step a round; with an odd count a
// stand-in position makes the pairs, and the team it meets has a bye. Each pair meets once per leg;
// the second leg repeats the first with home and away swapped.
export function roundRobin(teamIds: readonly number[], legs: 1 | 2): RoundRobin {
  const n = teamIds.length;
  const slots = n % 2 === 0 ? n : n + 1;
  const positions: (number | null)[] = [...Array.from({ length: n }, (_, i) => i), ...(slots > n ? [null] : [])];
  const pairings: Pairing[] = [];
  const byes = new Map(teamIds.map((id) => [id, 0]));
  const perLeg = slots - 1;
  for (let r = 0; r < perLeg; r++) {
    for (let i = 0; i < slots / 2; i++) {
      const a = positions[i]!;
      const b = positions[slots - 1 - i]!;
      if (a === null || b === null) {
        const sitting = teamIds[(a ?? b)!]!;
        byes.set(sitting, byes.get(sitting)! + legs);
        continue;
      }
      const home = homePosition(a, b, n);
      const away = home === a ? b : a;
      for (let leg = 0; leg < legs; leg++) {
        const [h, w] = leg === 0 ? [home, away] : [away, home];
        pairings.push({ round: leg * perLeg + r + 1, homeTeamId: teamIds[h]!, awayTeamId: teamIds[w]! });
      }
    }
    // the first position stays; the rest turn one step
    positions.splice(1, 0, positions.pop()!);
  }
  pairings.sort((x, y) => x.round - y.round);
  return { pairings, byes, roundCount: perLeg * legs };
}
