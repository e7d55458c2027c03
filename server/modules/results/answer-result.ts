// POST /api/games/{id}/result/agree and .../protest {reason} (issue 49, decision 081), and the same
// answers by the coach's mail link (result-links.ts). A coach of one of the game's teams answers for
// his team, once (game_result_answers' key: the game and the side); within the league's protest
// window from completedAt. The game's row is locked first (the games' own lock), so the two teams'
// answers and the window's round take turns: both agreed makes it final, a protest makes it
// protested, through the games' door (via 'result'), whose push tells the screens.
import { mayAnswerResult } from '../../../common/policies/results';
import { answerProblem, resultStatusOf, type AnswerProblem } from '../../../common/rosters/result';
import type { ResultAnswer } from '../../../common/rosters/roster';
import type { ResultDto } from '../../../common/schemas/rosters';
import { personName } from '../../../common/people';
import type { Actor } from '../../auth/actor';
import { assertMayWrite } from '../../auth/policy';
import { scopeOf } from '../../auth/scope';
import type { Tx } from '../../db/client';
import { gameResultAnswers } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { conflict, conflictOnUnique, forbidden, notFound } from '../../http/errors';
import { pushCommitted, type CommittedGame } from '../games/change-game';
import { changeGamesInTx } from '../games/change-games';
import { who } from '../games/history';
import { lockGameInScope, type GameRecord } from '../games/store';
import { presentResult } from './present';
import { answerRowsOf, answersOf, coachedSides } from './store';
import { RESULTS_TEXT } from './texts';

const PROBLEM_TEXT: Record<AnswerProblem, string> = {
  notCompleted: RESULTS_TEXT.notCompleted,
  answered: RESULTS_TEXT.answered,
  final: RESULTS_TEXT.final,
  protested: RESULTS_TEXT.protested,
};

export type ResultAnswerInput = { answer: ResultAnswer; reason: string | null };
// what a link's answer was signed for: the final it was mailed about (a reopened and completed
// again game is a new final)
export type AnsweredFinal = { completedAt: Date };

// In the caller's transaction: the answer, and the game's new standing through the games' door.
export async function answerResultInTx(deps: AppDeps, tx: Tx, actor: Actor, gameId: number, input: ResultAnswerInput, final?: AnsweredFinal): Promise<{ game: GameRecord; committed: CommittedGame[] }> {
  const game = await lockGameInScope(tx, scopeOf(actor), gameId);
  if (!game) throw notFound(RESULTS_TEXT.gameNotFound);
  assertMayWrite(actor, game.league);
  if (game.league.status !== 'active') throw conflict(RESULTS_TEXT.leagueClosed);
  const coached = await coachedSides(tx, game, actor.id);
  if (!mayAnswerResult(actor, { refereeId: game.refereeId, coached })) throw forbidden(RESULTS_TEXT.notCoach);
  if (final && game.completedAt?.getTime() !== final.completedAt.getTime()) throw conflict(RESULTS_TEXT.notCompleted);
  const answers = answersOf(await answerRowsOf(tx, game.id));
  // a coach of both teams (rare) answers for the one that has not answered yet
  const side = coached.find((s) => answers[s] === undefined) ?? coached[0]!;
  const now = deps.now();
  const problem = answerProblem(game, answers, side, game.league.protestHours, now);
  if (problem) throw conflict(PROBLEM_TEXT[problem]);
  await tx
    .insert(gameResultAnswers)
    .values({ gameId: game.id, side, leagueId: game.leagueId, answer: input.answer, reason: input.answer === 'protested' ? input.reason : null, byUserId: actor.id, byName: personName(actor), at: now })
    .catch(conflictOnUnique(RESULTS_TEXT.answered));
  const status = resultStatusOf({ ...answers, [side]: input.answer }, true);
  if (status === game.resultStatus) return { game, committed: [] };
  const committed = await changeGamesInTx(deps, tx, game.leagueId, [game.id], { by: who.user(actor), via: 'result' }, (locked) =>
    locked.resultStatus === 'provisional' ? { actions: [], details: { resultStatus: status } } : null,
  );
  return { game: committed[0]?.game ?? game, committed };
}

export async function answerResult(deps: AppDeps, actor: Actor, gameId: number, input: ResultAnswerInput): Promise<ResultDto> {
  const done = await deps.db.transaction(async (tx) => {
    const { game, committed } = await answerResultInTx(deps, tx, actor, gameId, input);
    return { committed, result: await presentResult(tx, game) };
  });
  for (const committed of done.committed) pushCommitted(deps, committed);
  return done.result;
}
