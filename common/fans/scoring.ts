// Spec 4 (Prediction), 9 (Fan) and docs/decisions: how a prediction scores, levels and achievements.
// Everything here is recomputed from the predictions, never accumulated, so correcting a final
// score corrects every fan's points exactly once.
import { FAN } from '../constants';

const SCORING = {
  correctWinnerBase: 10,
  // confidence 1-100 adds up to 20 more when the winner is right
  confidenceDivisor: 5,
  exactScoreBonus: 25,
} as const;

export type PredictionPick = { predictedWinnerId: number; confidence: number; predictedHome: number; predictedAway: number };
export type FinalResult = { homeTeamId: number; awayTeamId: number; homeScore: number; awayScore: number };
export type PredictionOutcome = { isCorrect: boolean; points: number; exactScore: boolean };

// A tie is nobody's win: every winner pick on it is incorrect and scores nothing.
export function scorePrediction(pick: PredictionPick, result: FinalResult): PredictionOutcome {
  const winnerId = result.homeScore > result.awayScore ? result.homeTeamId : result.awayScore > result.homeScore ? result.awayTeamId : null;
  const isCorrect = winnerId !== null && pick.predictedWinnerId === winnerId;
  if (!isCorrect) return { isCorrect: false, points: 0, exactScore: false };
  const exactScore = pick.predictedHome === result.homeScore && pick.predictedAway === result.awayScore;
  const points = SCORING.correctWinnerBase + Math.round(pick.confidence / SCORING.confidenceDivisor) + (exactScore ? SCORING.exactScoreBonus : 0);
  return { isCorrect: true, points, exactScore };
}

export function levelFor(totalPoints: number): number {
  return Math.floor(Math.max(0, totalPoints) / FAN.pointsPerLevel) + 1;
}

export function levelProgress(totalPoints: number): { current: number; needed: number; nextLevel: number } {
  return { current: Math.max(0, totalPoints) % FAN.pointsPerLevel, needed: FAN.pointsPerLevel, nextLevel: levelFor(totalPoints) + 1 };
}

export type AchievementKey = 'first-prediction' | 'first-correct' | 'exact-score' | 'hot-streak' | 'bold-call' | 'regular' | 'sharp-eye' | 'rising-fan' | 'superfan';

export type AchievementDefinition = { key: AchievementKey; title: string; description: string; points: number };

export const ACHIEVEMENTS: readonly AchievementDefinition[] = [
  { key: 'first-prediction', title: 'Rookie Call', description: 'Make your first prediction.', points: 5 },
  { key: 'first-correct', title: 'On the Board', description: 'Call your first winner correctly.', points: 10 },
  { key: 'exact-score', title: 'Crystal Ball', description: 'Predict a final score exactly.', points: 25 },
  { key: 'hot-streak', title: 'Hot Streak', description: 'Call three winners correctly in a row.', points: 20 },
  { key: 'bold-call', title: 'Bold Call', description: 'Call a winner correctly with 90 or more confidence.', points: 15 },
  { key: 'regular', title: 'Regular', description: 'Make ten predictions.', points: 10 },
  { key: 'sharp-eye', title: 'Sharp Eye', description: 'Call five winners correctly.', points: 15 },
  { key: 'rising-fan', title: 'Rising Fan', description: 'Reach level 2 with prediction points.', points: 10 },
  { key: 'superfan', title: 'Superfan', description: 'Reach level 5 with prediction points.', points: 50 },
];

// One fan's predictions, in kickoff order; outcome null while the game is not final.
export type FanHistoryEntry = { confidence: number; outcome: PredictionOutcome | null };

// Which achievements a fan's history has earned. Level achievements count prediction points only,
// so achievement points never feed back into what unlocks them.
export function earnedAchievements(history: FanHistoryEntry[]): Set<AchievementKey> {
  const earned = new Set<AchievementKey>();
  if (history.length >= 1) earned.add('first-prediction');
  if (history.length >= 10) earned.add('regular');
  let streak = 0;
  let correct = 0;
  let predictionPoints = 0;
  for (const entry of history) {
    if (!entry.outcome) continue;
    predictionPoints += entry.outcome.points;
    if (entry.outcome.isCorrect) {
      correct += 1;
      streak += 1;
      earned.add('first-correct');
      if (entry.outcome.exactScore) earned.add('exact-score');
      if (entry.confidence >= 90) earned.add('bold-call');
      if (streak >= 3) earned.add('hot-streak');
      if (correct >= 5) earned.add('sharp-eye');
    } else {
      streak = 0;
    }
  }
  if (levelFor(predictionPoints) >= 2) earned.add('rising-fan');
  if (levelFor(predictionPoints) >= 5) earned.add('superfan');
  return earned;
}

export function totalPointsFor(history: FanHistoryEntry[], earned: Set<AchievementKey>): number {
  const predictionPoints = history.reduce((sum, e) => sum + (e.outcome?.points ?? 0), 0);
  const achievementPoints = ACHIEVEMENTS.filter((a) => earned.has(a.key)).reduce((sum, a) => sum + a.points, 0);
  return predictionPoints + achievementPoints;
}

// Standard competition ranking: equal points share a rank, the next rank skips (1, 1, 3).
export function rankByPoints<T extends { totalPoints: number }>(fans: T[]): (T & { rank: number })[] {
  const sorted = [...fans].sort((a, b) => b.totalPoints - a.totalPoints);
  let rank = 0;
  return sorted.map((fan, i) => {
    if (i === 0 || sorted[i - 1]!.totalPoints !== fan.totalPoints) rank = i + 1;
    return { ...fan, rank };
  });
}
