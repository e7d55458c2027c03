// POST /api/games/{id}/result/rule {decision, homeScore?, awayScore?, note} (issue 49, decision 081):
// the league's admin rules on a protested final. Upheld with new scores: the scores go through the
// games' one write path as a correction of the final (changeGameInTx: the standings, the bracket and
// the fans' points follow); denied keeps the score. Either way the result is final, the ruling is
// kept (game_rulings), audited, and both teams' coaches are mailed it.
import { mayRuleResult } from '../../../common/policies/results';
import type { ResultDto } from '../../../common/schemas/rosters';
import type { rulingBody } from '../../../common/schemas/rosters';
import type { GameAction } from '../../../common/game-rules';
import { personName } from '../../../common/people';
import type { z } from 'zod';
import type { Caller } from '../../auth/actor';
import { assertMayWrite } from '../../auth/policy';
import { scopeOf } from '../../auth/scope';
import { gameRulings } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { badRequest, conflict, conflictOnUnique, forbidden, notFound } from '../../http/errors';
import { changeGameInTx, pushCommitted } from '../games/change-game';
import { lockGameInScope } from '../games/store';
import { mailSettings } from '../mail/queue-mail';
import { wakeMailSenders } from '../mail/sender';
import { presentResult } from './present';
import { queueRulingMails } from './result-mail';
import { RESULTS_TEXT } from './texts';

export type RulingInput = z.infer<typeof rulingBody>;

export async function ruleResult(deps: AppDeps, caller: Caller, gameId: number, input: RulingInput): Promise<ResultDto> {
  const { actor } = caller;
  if (!mayRuleResult(actor)) throw forbidden(RESULTS_TEXT.readForbidden);
  if (input.decision === 'denied' && (input.homeScore !== undefined || input.awayScore !== undefined)) throw badRequest(RESULTS_TEXT.deniedKeepsScore);
  const done = await deps.db.transaction(async (tx) => {
    const locked = await lockGameInScope(tx, scopeOf(actor), gameId);
    if (!locked) throw notFound(RESULTS_TEXT.gameNotFound);
    assertMayWrite(actor, locked.league);
    if (locked.resultStatus !== 'protested') throw conflict(RESULTS_TEXT.notProtested);
    const now = deps.now();
    await tx
      .insert(gameRulings)
      .values({ gameId, leagueId: locked.leagueId, decision: input.decision, homeScore: input.homeScore ?? null, awayScore: input.awayScore ?? null, note: input.note, byUserId: actor.id, byName: personName(actor), at: now })
      .catch(conflictOnUnique(RESULTS_TEXT.ruled));
    const { committed } = await changeGameInTx(deps, tx, {
      actor,
      gameId,
      via: 'result',
      tappedAt: null,
      expectedVersion: null,
      audit: { action: 'game.rule', details: { decision: input.decision, homeScore: input.homeScore ?? null, awayScore: input.awayScore ?? null }, ip: caller.ip },
      plan: (_tx, game) => {
        const actions: GameAction[] = [];
        if (input.decision === 'upheld') {
          if (input.homeScore !== undefined && input.homeScore !== game.homeScore) actions.push({ type: 'setScore', team: 'home', value: input.homeScore });
          if (input.awayScore !== undefined && input.awayScore !== game.awayScore) actions.push({ type: 'setScore', team: 'away', value: input.awayScore });
        }
        return { actions, details: { resultStatus: 'final' } };
      },
    });
    const game = committed?.game ?? locked;
    await queueRulingMails(tx, mailSettings(deps), game, input.decision, input.note);
    return { committed, result: await presentResult(tx, game) };
  });
  if (done.committed) pushCommitted(deps, done.committed);
  wakeMailSenders();
  return done.result;
}
