// A game's final as GET /api/games/{id}/result answers it (ResultDto).
import { protestClosesAt } from '../../../common/rosters/result';
import type { ResultDto } from '../../../common/schemas/rosters';
import type { DbOrTx } from '../../db/client';
import type { GameRecord } from '../games/store';
import { answerRowsOf, rulingOf } from './store';

export async function presentResult(db: DbOrTx, game: GameRecord): Promise<ResultDto> {
  const [answers, ruling] = await Promise.all([answerRowsOf(db, game.id), rulingOf(db, game.id)]);
  return {
    gameId: game.id,
    resultStatus: game.resultStatus,
    homeScore: game.homeScore,
    awayScore: game.awayScore,
    answers: answers
      .sort((a, b) => (a.side === b.side ? 0 : a.side === 'home' ? -1 : 1))
      .map((row) => ({ side: row.side, answer: row.answer, reason: row.reason, byName: row.byName, at: row.at.toISOString() })),
    protestClosesAt: game.completedAt && game.status === 'completed' ? protestClosesAt(game.completedAt, game.league.protestHours).toISOString() : null,
    ruling: ruling && { decision: ruling.decision, homeScore: ruling.homeScore, awayScore: ruling.awayScore, note: ruling.note, byName: ruling.byName, at: ruling.at.toISOString() },
  };
}
