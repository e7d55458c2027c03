// Issue 38, POST /api/leagues/{slug}/rainout: the preview's plan, made again under the league's
// schedule lock and written in one transaction. Each game goes through the games module's one write
// path (changeGameInTx): its row locked, its move checked against the league's games, its calendar
// SEQUENCE raised, its change announced to the scoreboards; a game that found no slot is cancelled.
// After the commit, this process's sockets get each game at once (docs/decisions/049-rainout.md).
import type { RainoutBody, RainoutDto } from '../../../common/schemas/rainout';
import type { Caller } from '../../auth/actor';
import { audit, auditTarget } from '../../auth/audit';
import type { League } from '../../db/rows';
import type { AppDeps } from '../../deps';
import { badRequest, conflict } from '../../http/errors';
import { idempotentWrite, type IdempotencyKey, type WriteAnswer } from '../../http/idempotency';
import { lockLeagueSchedule } from '../games/bookings';
import { changeGameInTx, pushCommitted, type CommittedGame } from '../games/change-game';
import { planRainout } from './plan-rainout';
import { RAINOUT_TEXT } from './texts';

export async function publishRainout(deps: AppDeps, caller: Caller, league: League, body: RainoutBody, idempotency: IdempotencyKey | null, receivedAt: number): Promise<WriteAnswer<RainoutDto>> {
  let committed: CommittedGame[] = [];
  const answer = await idempotentWrite(deps.db, idempotency, deps.now(), async (tx) => {
    committed = [];
    await lockLeagueSchedule(tx, league.id);
    const { answer: plan, fieldNames } = await planRainout(tx, league, body);
    if (plan.games.length === 0) throw badRequest(RAINOUT_TEXT.nothingToRainOut(body.date));
    for (const { id, from, to } of plan.games) {
      const done = await changeGameInTx(deps, tx, {
        actor: caller.actor,
        gameId: id,
        receivedAt,
        tappedAt: null,
        expectedVersion: null,
        audit: { action: 'game.rainout', details: { date: body.date, from, to }, ip: caller.ip },
        plan: (_tx, game) => {
          // a referee's Start Game takes no schedule lock: the row lock tells
          if (game.status !== 'scheduled') throw conflict(RAINOUT_TEXT.changedWhilePublishing(id));
          return to ? { actions: [], details: { scheduledDate: new Date(to.scheduledDate), field: fieldNames.get(to.fieldId!)! } } : { actions: [{ type: 'setStatus', status: 'cancelled' }] };
        },
      });
      if (done.committed) committed.push(done.committed);
    }
    const moved = plan.games.filter((g) => g.to !== null).length;
    await audit(tx, caller, 'rainout.publish', auditTarget.league(league), { date: body.date, fieldIds: body.fieldIds ?? null, moved, cancelled: plan.games.length - moved });
    return { statusCode: 200, body: plan };
  });
  if (!answer.replayed) for (const game of committed) pushCommitted(deps, game, receivedAt);
  return answer;
}
