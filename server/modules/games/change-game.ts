// Every write to a game goes through changeGame (architecture rules 4-6, docs/decisions/015-game-writes.md):
// one transaction that locks the game row, settles and applies the engine at the server's now,
// writes the new state with version + 1, records the engine's events, and announces the change
// (NOTIFY, delivered on commit). Concurrent writes to one game queue on the row lock, so none is lost.
import { sideName } from '../../../common/brackets/sides';
import { LIMITS } from '../../../common/constants';
import type { GameAction } from '../../../common/game-rules';
import { applyAction, tiedPlayoffProblem, type GameEventDraft, type GameState, type UndoableEvent } from '../../../common/game-rules';
import type { GameDto } from '../../../common/schemas/games/dto';
import { GAMES_TEXT } from '../../../common/schemas/games/texts';
import type { Tx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { conflict, notFound } from '../../http/errors';
import { publishLive } from '../../live/notify';
import { audit, auditTarget } from '../../auth/audit';
import { scopeOf } from '../../auth/scope';
import { assertMayWrite } from '../../auth/policy';
import type { Actor } from '../../auth/actor';
import { refusalOf, staleVersion } from './errors';
import { idempotentWrite, type IdempotencyKey, type WriteAnswer } from '../../http/idempotency';
import { gameLengthMs } from '../../../common/schedule/booking';
import { assertNoDoubleBooking } from './bookings';
import { presentGame } from './present';
import { eventRowsOf, gameOfLeague, insertEvents, lockGameInScope, markUndone, stateOfRow, writeGame, type GameDetailsChange, type GameEventRow, type GameRecord } from './store';

// What a use case wants done to the locked game: engine actions in order, and for the admin's
// edit the columns the engine does not own.
// `events`: the game's events, when an action is an undo (issue 37).
export type GameChange = { actions: GameAction[]; details?: GameDetailsChange; events?: UndoableEvent[] };

export type GameWrite = {
  actor: Actor;
  gameId: number;
  receivedAt: number;
  // the instant the referee tapped (Tapped-At); null: the change happens now
  tappedAt: number | null;
  // the version the client last saw (body `version` or If-Match); null writes unconditionally
  expectedVersion: number | null;
  idempotency: IdempotencyKey | null;
  plan: (tx: Tx, game: GameRecord, now: number) => GameChange | Promise<GameChange>;
  // where the committed game's push to this process's sockets waits for the writer's answer to be
  // sent (WriteContext); without it, the push goes at the commit
  afterAnswer?: (push: () => void) => void;
  audit?: { action: string; details?: Record<string, unknown>; ip: string };
};

const REFERENCE_COLUMNS = ['homeTeamId', 'awayTeamId', 'refereeId'] as const;

// What the clock's state is made of: a change to any of them moves clockChangedAt.
const CLOCK_KEYS = ['status', 'currentPeriod', 'timeRemainingMs', 'clockStartedAt', 'timeoutTeam', 'timeoutEndsAt', 'timeoutResumesClock', 'halftimeEndsAt'] as const satisfies readonly (keyof GameState)[];

// What deps.gameChanged announces: a change of status or score, heard by a team's followers (issue
// 38), or of the referee, mailed to the referees (issue 47); a move is found below.
const FOLLOWED_KEYS = ['status', 'homeScore', 'awayScore', 'refereeId'] as const satisfies readonly (keyof GameRecord)[];

// A change that moves the game, changes who plays or referees it, or brings it back from
// cancelled must not double-book (issue 19); a score or clock change is not checked.
async function assertStillBookable(tx: Tx, game: GameRecord, before: GameState, state: GameState, details: GameDetailsChange): Promise<void> {
  if (state.status === 'cancelled') return;
  const uncancelled = before.status === 'cancelled';
  const rebooked = (['scheduledDate', 'field', 'homeTeamId', 'awayTeamId', 'refereeId'] as const).some((key) => key in details);
  if (!uncancelled && !rebooked) return;
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

// What a committed write leaves for this process's sockets.
export type CommittedGame = { game: GameRecord; events: GameEventRow[] };

// The write in a transaction its caller holds (changeGame's own, or a rainout's that moves a day of
// games at once, issue 38): lock, apply, check, write, announce. `committed` is null when nothing
// changed; the caller hands it to pushCommitted once its transaction has committed.
export async function changeGameInTx(deps: AppDeps, tx: Tx, write: Omit<GameWrite, 'idempotency' | 'afterAnswer'>): Promise<{ answer: { statusCode: number; body: GameDto }; committed: CommittedGame | null }> {
  const game = await lockGameInScope(tx, scopeOf(write.actor), write.gameId);
  if (!game) throw notFound(GAMES_TEXT.gameNotFound);
  assertMayWrite(write.actor, game.league);
  // the instant the answer describes: after any write queued before it has committed
  const now = deps.now().getTime();
  // the instant the change happens: a tap queued on a phone without signal happens when it was
  // tapped, but never before the clock's last change (whoever made it), nor longer ago than a
  // game can last, nor after now (decision 023)
  const floor = Math.max(game.clockChangedAt?.getTime() ?? 0, now - LIMITS.tapAgeMs);
  const at = write.tappedAt === null ? now : Math.min(now, Math.max(write.tappedAt, floor));
  if (write.expectedVersion !== null && write.expectedVersion !== game.version) {
    throw staleVersion(GAMES_TEXT.staleVersion, presentGame(game, now));
  }

  const change = await write.plan(tx, game, now);
  const before = stateOfRow(game);
  const teamNames = { home: sideName(game, 'home'), away: sideName(game, 'away') };
  let state = before;
  let changed = false;
  const drafts: (GameEventDraft & { homeScore: number | null; awayScore: number | null })[] = [];
  for (const [index, action] of change.actions.entries()) {
    // issue 45: the mercy rule judges the change as a whole (a reopened final with its new scores)
    const result = applyAction(state, action, at, { teamNames, events: change.events, autoEnd: index === change.actions.length - 1 });
    if (!result.ok) throw refusalOf(result);
    state = result.state;
    changed ||= result.changed;
    // a score event keeps the score it left, so the scoring plays list a true running score (decision 032)
    const { homeScore, awayScore } = result.state;
    for (const draft of result.events) {
      drafts.push(draft.eventType === 'score' ? { ...draft, homeScore, awayScore } : { ...draft, homeScore: null, awayScore: null });
    }
  }
  // issue 36: a bracket game never ends tied, judged on the whole change (the admin's edit sets the
  // status and the scores in one)
  const tied = tiedPlayoffProblem(before, state);
  if (tied) throw refusalOf(tied);
  const details: GameDetailsChange = { ...change.details };
  // a game that moves (kickoff or field), is cancelled or comes back is a new revision for the
  // subscribed calendars (RFC 5546: a change of DTSTART or STATUS raises SEQUENCE; decision 049)
  const moved = (details.scheduledDate !== undefined && details.scheduledDate.getTime() !== game.scheduledDate.getTime()) || (details.field !== undefined && details.field !== game.field);
  const cancelledOrBack = state.status !== before.status && (state.status === 'cancelled' || before.status === 'cancelled');
  if (moved || cancelledOrBack) details.calendarSequence = game.calendarSequence + 1;
  if (!changed && drafts.length === 0 && Object.keys(details).length === 0) {
    return { answer: { statusCode: 200, body: presentGame(game, now) }, committed: null };
  }

  // issue 36: a bracket game whose side waits on an earlier game cannot start (nor end)
  if (state.status !== before.status && state.status !== 'scheduled' && state.status !== 'cancelled' && (game.homeTeamId === null || game.awayTeamId === null)) {
    throw conflict(GAMES_TEXT.sidesUnknown([game.homeTeamId === null ? sideName(game, 'home') : null, game.awayTeamId === null ? sideName(game, 'away') : null].filter((s) => s !== null).join(', ')));
  }
  const completing = state.status === 'completed' && before.status !== 'completed';
  // a final result that is corrected counts as completing again (fan scoring recomputes)
  const finalCorrected = state.status === 'completed' && !completing && (state.homeScore !== before.homeScore || state.awayScore !== before.awayScore);
  if (CLOCK_KEYS.some((key) => state[key] !== before[key])) details.clockChangedAt = new Date(at);
  if (completing) details.completedAt = new Date(at);
  else if (state.status !== 'completed' && game.completedAt !== null) details.completedAt = null;
  await assertStillBookable(tx, game, before, state, details);
  const row = await writeGame(tx, game, state, details, new Date(now));
  const events = await insertEvents(tx, eventRowsOf(row, drafts, write.actor.id, at));
  await markUndone(tx, game.id, drafts.flatMap((draft) => (draft.undoes === undefined ? [] : [draft.undoes])));
  const referencesChanged = REFERENCE_COLUMNS.some((column) => column in details);
  const updated = referencesChanged ? (await gameOfLeague(tx, game.leagueId, game.id))! : { ...game, ...row };
  // a reopened final puts its predictions back to pending; changed teams of a final re-score them
  const reopened = before.status === 'completed' && state.status !== 'completed';
  if (completing || finalCorrected || reopened || (state.status === 'completed' && referencesChanged)) await deps.gameResultChanged.emit(tx, updated);
  if (FOLLOWED_KEYS.some((key) => row[key] !== game[key]) || moved) await deps.gameChanged.emit(tx, { before: game, after: updated });
  if (write.audit) {
    await audit(tx, { actor: write.actor, ip: write.audit.ip }, write.audit.action, auditTarget.row('game', game), write.audit.details);
  }
  await publishLive(tx, {
    kind: 'game',
    leagueId: game.leagueId,
    gameId: game.id,
    version: row.version,
    eventIds: events.map((e) => e.id),
    receivedAt: write.receivedAt,
  });
  return { answer: { statusCode: 200, body: presentGame(updated, now) }, committed: { game: updated, events } };
}

// After the commit: this process's sockets get the game at once, not after the note and a re-read
// (decision 017).
export function pushCommitted(deps: AppDeps, committed: CommittedGame, receivedAt: number): void {
  deps.live.changes.emit({ kind: 'gameCommitted', ...committed, receivedAt });
}

export async function changeGame(deps: AppDeps, write: GameWrite): Promise<WriteAnswer<GameDto>> {
  // what the transaction committed, for this process's sockets (null until it commits)
  let committed: CommittedGame | null = null;
  const answer = await idempotentWrite(deps.db, write.idempotency, deps.now(), async (tx) => {
    const done = await changeGameInTx(deps, tx, write);
    committed = done.committed;
    return done.answer;
  });
  // committed: pushed right after the writer's answer
  const pushed: CommittedGame | null = committed;
  if (pushed && !answer.replayed) {
    const push = () => pushCommitted(deps, pushed, write.receivedAt);
    if (write.afterAnswer) write.afterAnswer(push);
    else push();
  }
  return answer;
}
