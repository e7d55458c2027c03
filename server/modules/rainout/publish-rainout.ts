// Issue 38, POST /api/leagues/{slug}/rainout: the preview's plan, made again under the league's
// schedule lock and written in one transaction. Each game goes through the games module's one write
// path (changeGameInTx): its row locked, its move checked against the league's games, its calendar
// SEQUENCE raised, its change announced to the scoreboards; a game that found no slot is cancelled,
// and so are the playoff games waiting on a cancelled one (issue 45). The plan must be the preview
// the body carries: one that changed since (another publish took a slot) is 409, nothing written.
// After the commit, this process's sockets get each game at once (docs/decisions/049-rainout.md,
// 059-rainout-and-brackets.md).
import { leagueKickoffLabel } from '../../../common/schedule/booking';
import type { RainoutBody, RainoutDto, RainoutPreviewed, RainoutSlotDto } from '../../../common/schemas/rainout';
import type { Caller } from '../../auth/actor';
import { audit, auditTarget } from '../../auth/audit';
import type { Tx } from '../../db/client';
import type { League } from '../../db/rows';
import type { AppDeps } from '../../deps';
import { badRequest, conflict } from '../../http/errors';
import { idempotentWrite, type IdempotencyKey, type WriteAnswer } from '../../http/idempotency';
import { lockLeagueSchedule } from '../games/bookings';
import { changeGameInTx, pushCommitted, type CommittedGame } from '../games/change-game';
import { planRainout, type RainoutPlan } from './plan-rainout';
import { RAINOUT_TEXT } from './texts';

type Write = { id: number; to: RainoutSlotDto | null; details: Record<string, unknown> };

// The first way the plan differs from the preview, as a person reads it; null: the same plan.
function planDifference({ answer, fieldNames }: RainoutPlan, preview: RainoutPreviewed, timeZone: string): string | null {
  const slot = (at: RainoutSlotDto) => RAINOUT_TEXT.slot(leagueKickoffLabel(Date.parse(at.scheduledDate), timeZone), at.fieldId === null ? null : (fieldNames.get(at.fieldId) ?? null));
  const same = (a: RainoutSlotDto | null, b: RainoutSlotDto | null) => (a === null || b === null ? a === b : Date.parse(a.scheduledDate) === Date.parse(b.scheduledDate) && a.fieldId === b.fieldId);
  const previewed = new Map(preview.games.map((g) => [g.id, g.to]));
  for (const { id, to } of answer.games) {
    if (!previewed.has(id)) return RAINOUT_TEXT.notPreviewed(id);
    const was = previewed.get(id)!;
    if (same(to, was)) continue;
    if (to === null) return RAINOUT_TEXT.nowCancelled(id, slot(was!));
    return was === null ? RAINOUT_TEXT.nowMoved(id, slot(to)) : RAINOUT_TEXT.movesElsewhere(id, slot(to), slot(was));
  }
  const planned = new Set(answer.games.map((g) => g.id));
  const gone = preview.games.find((g) => !planned.has(g.id));
  if (gone) return RAINOUT_TEXT.gone(gone.id);
  const dependents = new Set(preview.dependents);
  const added = answer.dependents.find((g) => !dependents.has(g.id));
  if (added) return RAINOUT_TEXT.dependentAdded(added.id);
  const kept = answer.dependents.map((g) => g.id);
  const dropped = preview.dependents.find((id) => !kept.includes(id));
  return dropped === undefined ? null : RAINOUT_TEXT.dependentGone(dropped);
}

// Each game's write: the day's games moved or cancelled, then the games cancelled with them.
function writesOf(plan: RainoutDto, date: string): Write[] {
  return [
    ...plan.games.map(({ id, from, to }) => ({ id, to, details: { date, from, to } })),
    ...plan.dependents.map(({ id, from }) => ({ id, to: null, details: { date, from, to: null, dependent: true } })),
  ];
}

async function writeGame(deps: AppDeps, tx: Tx, caller: Caller, fieldNames: RainoutPlan['fieldNames'], { id, to, details }: Write): Promise<CommittedGame | null> {
  const done = await changeGameInTx(deps, tx, {
    actor: caller.actor,
    gameId: id,
    via: 'rainout',
    tappedAt: null,
    expectedVersion: null,
    audit: { action: 'game.rainout', details, ip: caller.ip },
    plan: (_tx, game) => {
      // a referee's Start Game takes no schedule lock: the row lock tells
      if (game.status !== 'scheduled') throw conflict(RAINOUT_TEXT.changedWhilePublishing(id));
      return to ? { actions: [], details: { scheduledDate: new Date(to.scheduledDate), field: fieldNames.get(to.fieldId!)! } } : { actions: [{ type: 'setStatus', status: 'cancelled' }] };
    },
  });
  return done.committed ?? null;
}

export async function publishRainout(deps: AppDeps, caller: Caller, league: League, body: RainoutBody, preview: RainoutPreviewed, idempotency: IdempotencyKey | null): Promise<WriteAnswer<RainoutDto>> {
  let committed: CommittedGame[] = [];
  const answer = await idempotentWrite(deps.db, idempotency, deps.now(), async (tx) => {
    committed = [];
    await lockLeagueSchedule(tx, league.id);
    const planned = await planRainout(tx, league, body);
    const plan = planned.answer;
    if (plan.games.length === 0) throw badRequest(RAINOUT_TEXT.nothingToRainOut(body.date));
    const change = planDifference(planned, preview, league.timezone);
    if (change !== null) throw conflict(RAINOUT_TEXT.planChanged(change));
    for (const write of writesOf(plan, body.date)) {
      const game = await writeGame(deps, tx, caller, planned.fieldNames, write);
      if (game) committed.push(game);
    }
    const moved = plan.games.filter((g) => g.to !== null).length;
    await audit(tx, caller, 'rainout.publish', auditTarget.league(league), { date: body.date, fieldIds: body.fieldIds ?? null, moved, cancelled: plan.games.length - moved, dependentsCancelled: plan.dependents.length });
    return { statusCode: 200, body: plan };
  });
  if (!answer.replayed) for (const game of committed) pushCommitted(deps, game);
  return answer;
}
