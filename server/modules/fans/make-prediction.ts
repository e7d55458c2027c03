// Spec 2.11: a fan predicts a game's winner and score before kickoff, one per game, replaced by
// predicting again (docs/decisions/012-fan-scoring.md).
import type { z } from 'zod';
import type { PredictionDto, predictionBody } from '../../../common/schemas/fans';
import { assertLeagueWritable } from '../../auth/policy';
import { leagueScope } from '../../auth/scope';
import type { AppDeps } from '../../deps';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { Fan } from './fan';
import { gameInScope, gameScoresPublic, recomputeFan, upsertPrediction } from './store';
import { FAN_TEXT } from './texts';

// the answer: the prediction as sent, not yet scored
export type PredictionMade = Omit<PredictionDto, 'predictedWinner' | 'game'>;

export async function predict(deps: AppDeps, fan: Fan, body: z.output<typeof predictionBody>): Promise<PredictionMade> {
  const { league, profile } = fan;
  assertLeagueWritable(league);
  const game = await gameInScope(deps.db, leagueScope(league.id), body.gameId);
  if (!game) throw notFound(FAN_TEXT.gameNotFound);
  if (game.status !== 'scheduled' || game.scheduledDate <= deps.now()) throw conflict(FAN_TEXT.gameStarted);
  if (!(await gameScoresPublic(deps.db, game))) throw conflict(FAN_TEXT.noScoresKept);
  if (body.predictedWinnerId !== game.homeTeamId && body.predictedWinnerId !== game.awayTeamId) throw badRequest(FAN_TEXT.winnerNotInGame);
  const winnerIsHome = body.predictedWinnerId === game.homeTeamId;
  const { home, away } = body.predictedScore;
  if (winnerIsHome ? home <= away : away <= home) throw badRequest(FAN_TEXT.scoreDisagrees);
  const id = await deps.db.transaction(async (tx) => {
    const predictionId = await upsertPrediction(tx, { fanProfileId: profile.id, gameId: game.id, leagueId: league.id, predictedWinnerId: body.predictedWinnerId, confidence: body.confidence, predictedHomeScore: home, predictedAwayScore: away });
    await recomputeFan(tx, profile.id, deps.now());
    return predictionId;
  });
  return { id, gameId: game.id, predictedWinnerId: body.predictedWinnerId, confidence: body.confidence, predictedScore: body.predictedScore, isCorrect: null, points: 0 };
}
