// Spec 2.11: a fan's latest predictions.
import type { PredictionDto } from '../../../common/schemas/fans';
import type { AppDeps } from '../../deps';
import type { Fan } from './fan';
import { predictionsOfFan } from './store';

export async function recentPredictions(deps: AppDeps, fan: Fan): Promise<PredictionDto[]> {
  const rows = await predictionsOfFan(deps.db, fan.profile, 50);
  return rows.map((r) => ({
    id: r.id,
    gameId: r.gameId,
    predictedWinnerId: r.predictedWinnerId,
    predictedWinner: { name: r.winnerName },
    confidence: r.confidence,
    predictedScore: { home: r.predictedHome, away: r.predictedAway },
    isCorrect: r.isCorrect,
    points: r.points,
    game: { homeTeam: { name: r.homeName }, awayTeam: { name: r.awayName }, scheduledDate: r.scheduledDate.toISOString(), status: r.status, homeScore: r.homeScore, awayScore: r.awayScore },
  }));
}
