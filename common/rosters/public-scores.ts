// Issue 49 (decision 082): an instructional division keeps no public score. Its games, standings,
// statistics and predictions are off every public page and list; signed-in staff (the admins, the
// referee's console) still see and keep its scores. The one predicate every public read asks.
export type ScoreKeeping = { instructional: boolean };

export function scoresArePublic(division: ScoreKeeping | null | undefined): boolean {
  return !division?.instructional;
}

// A game's scores are public only when neither team's division is instructional (a crossover with
// an instructional team is hidden as well: its score would tell that team's).
export function gameScoresArePublic(home: ScoreKeeping | null | undefined, away: ScoreKeeping | null | undefined): boolean {
  return scoresArePublic(home) && scoresArePublic(away);
}
