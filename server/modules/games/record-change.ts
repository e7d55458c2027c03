// Issue 46: the one bookkeeping of a planned change (plan-change.ts), whatever door it came through:
// the double-booking check, the row with version + 1 (and the calendar's SEQUENCE the plan raised),
// the events, the timeline's entry, the result and change events heard in the same transaction, and
// the NOTIFY delivered at the commit. So what a change announces never differs by door.
import { gameLengthMs } from '../../../common/schedule/booking';
import type { GameState } from '../../../common/game-rules';
import type { GameChangeDoor } from '../../../common/schemas/games/history';
import type { Tx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { publishLive } from '../../live/notify';
import { assertNoDoubleBooking } from './bookings';
import { offerRefereePositions } from './referee-position';
import { userIdOf, writeHistory, type GameWho } from './history';
import type { GamePlan } from './plan-change';
import { eventRowsOf, gameOfLeague, insertEvents, markUndone, writeGame, type GameDetailsChange, type GameEventRow, type GameRecord } from './store';

// What a committed write leaves for this process's sockets.
export type CommittedGame = { game: GameRecord; events: GameEventRow[] };

// Who, through which door, at which instant the change happens, and the instant of the write.
export type ChangeBy = { by: GameWho; via: GameChangeDoor; at: number; now: number };

// A change that moves the game, changes who plays or referees it, or brings it back from cancelled
// must not double-book (issue 19); a score or clock change is not checked.
async function assertStillBookable(tx: Tx, game: GameRecord, state: GameState, details: GameDetailsChange): Promise<void> {
  const start = (details.scheduledDate ?? game.scheduledDate).getTime();
  await assertNoDoubleBooking(tx, game.league, {
    id: game.id,
    start,
    end: start + gameLengthMs(state),
    field: details.field !== undefined ? details.field : game.field,
    homeTeamId: details.homeTeamId ?? game.homeTeamId,
    awayTeamId: details.awayTeamId ?? game.awayTeamId,
    refereeId: details.refereeId !== undefined ? details.refereeId : game.refereeId,
  });
}

export async function recordChange(deps: AppDeps, tx: Tx, game: GameRecord, plan: GamePlan, change: ChangeBy): Promise<CommittedGame> {
  if (plan.effects.rebook) await assertStillBookable(tx, game, plan.state, plan.details);
  const row = await writeGame(tx, game, plan.state, plan.details, new Date(change.now));
  if (plan.details.refereeId !== undefined && plan.details.refereeId !== game.refereeId) {
    await offerRefereePositions(tx, [{ gameId: game.id, leagueId: game.leagueId, refereeId: plan.details.refereeId }], change.now);
  }
  const events = await insertEvents(tx, eventRowsOf(row, plan.drafts, userIdOf(change.by), change.at));
  await markUndone(tx, game.id, plan.undone);
  const entry = { game, at: change.at, via: change.via, eventId: events[0]?.id };
  const autoEnd = plan.autoEnded ? [{ ...entry, by: { type: 'system', reason: 'autoEnd' } as const, changes: plan.autoEnded, eventId: events.at(-1)?.id }] : [];
  await writeHistory(tx, [...(Object.keys(plan.changes).length > 0 || events.length > 0 ? [{ ...entry, by: change.by, changes: plan.changes }] : []), ...autoEnd]);
  const updated = plan.effects.references ? (await gameOfLeague(tx, game.leagueId, game.id))! : { ...game, ...row };
  if (plan.effects.result) await deps.gameResultChanged.emit(tx, updated);
  if (plan.effects.followed) await deps.gameChanged.emit(tx, { before: game, after: updated, via: change.via });
  await publishLive(tx, { kind: 'game', leagueId: game.leagueId, gameId: game.id, version: row.version, eventIds: events.map((e) => e.id) });
  return { game: updated, events };
}
