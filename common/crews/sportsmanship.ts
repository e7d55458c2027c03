// Issue 48: each team's sportsmanship, the average of the 0-5 scores its games' approved reports gave
// it, to one decimal (what the standings show is what their tiebreaker and a bracket's minimum compare).
// Pure: server/modules/games/sportsmanship.ts feeds it the approved reports of the games counted.

// An approved report as the average reads it: the game's two teams and the score each was given.
export type ScoredGame = { homeTeamId: number; awayTeamId: number; home: number; away: number };

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

// team id -> its average; a team no approved report scored is absent (its sportsmanship is null).
export function sportsmanshipAverages(games: readonly ScoredGame[]): Map<number, number> {
  const sums = new Map<number, { total: number; count: number }>();
  const add = (teamId: number, score: number) => {
    const sum = sums.get(teamId) ?? { total: 0, count: 0 };
    sum.total += score;
    sum.count += 1;
    sums.set(teamId, sum);
  };
  for (const game of games) {
    add(game.homeTeamId, game.home);
    add(game.awayTeamId, game.away);
  }
  return new Map([...sums].map(([teamId, sum]) => [teamId, oneDecimal(sum.total / sum.count)]));
}

// A bracket's minimum (decision 073): a team under it is left out; one without an approved report
// (null) is kept, for a missing report is the referee's, not the team's.
export function meetsSportsmanshipMinimum(average: number | null | undefined, minimum: number | undefined): boolean {
  return minimum === undefined || average === null || average === undefined || average >= minimum;
}
