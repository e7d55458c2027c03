// Every write to a game goes through changeGame (architecture rules 4-6, docs/decisions/015-game-writes.md
// and 066-one-door.md): one transaction that locks the game row, plans the change at the server's now
// (plan-change.ts) and records it (record-change.ts: version + 1, events, the timeline, the change's
// events, the NOTIFY delivered on commit). Concurrent writes to one game queue on the row lock, so
// none is lost.
import { LIMITS } from '../../../common/constants';
import type { GameDto } from '../../../common/schemas/games/dto';
import type { GameChangeDoor } from '../../../common/schemas/games/history';
import { GAMES_TEXT } from '../../../common/schemas/games/texts';
import type { Tx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/errors';
import { audit, auditTarget } from '../../auth/audit';
import { scopeOf } from '../../auth/scope';
import { assertMayWrite } from '../../auth/policy';
import type { Actor } from '../../auth/actor';
import { staleVersion } from './errors';
import { idempotentWrite, type IdempotencyKey, type WriteAnswer } from '../../http/idempotency';
import { who } from './history';
import { planChange, type GameChange } from './plan-change';
import { presentGame } from './present';
import { recordChange, type CommittedGame } from './record-change';
import { lockGameInScope, stateOfRow, type GameRecord } from './store';

export type { CommittedGame };
export type { GameChange };

export type GameWrite = {
  actor: Actor;
  gameId: number;
  // the door it comes through, for the game's timeline (issue 46)
  via: GameChangeDoor;
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

// The instant a change happens: a tap queued on a phone without signal happens when it was tapped,
// but never before the clock's last change (whoever made it), nor longer ago than a game can last,
// nor after now (decision 023).
function instantOf(game: GameRecord, tappedAt: number | null, now: number): number {
  const floor = Math.max(game.clockChangedAt?.getTime() ?? 0, now - LIMITS.tapAgeMs);
  return tappedAt === null ? now : Math.min(now, Math.max(tappedAt, floor));
}

// One game's write in a transaction its caller holds (changeGame's own, or a rainout's that moves a
// day of games at once, issue 38): lock, check, plan, record. `committed` is null when nothing
// changed; the caller hands it to pushCommitted once its transaction has committed.
export async function changeGameInTx(deps: AppDeps, tx: Tx, write: Omit<GameWrite, 'idempotency' | 'afterAnswer'>): Promise<{ answer: { statusCode: number; body: GameDto }; committed: CommittedGame | null }> {
  const game = await lockGameInScope(tx, scopeOf(write.actor), write.gameId);
  if (!game) throw notFound(GAMES_TEXT.gameNotFound);
  assertMayWrite(write.actor, game.league);
  // the instant the answer describes: after any write queued before it has committed
  const now = deps.now().getTime();
  const at = instantOf(game, write.tappedAt, now);
  if (write.expectedVersion !== null && write.expectedVersion !== game.version) throw staleVersion(GAMES_TEXT.staleVersion, presentGame(game, now));
  const plan = planChange(game, stateOfRow(game), await write.plan(tx, game, now), at);
  if (!plan) return { answer: { statusCode: 200, body: presentGame(game, now) }, committed: null };
  const committed = await recordChange(deps, tx, game, plan, { by: who.user(write.actor), via: write.via, at, now });
  if (write.audit) await audit(tx, { actor: write.actor, ip: write.audit.ip }, write.audit.action, auditTarget.row('game', game), write.audit.details);
  return { answer: { statusCode: 200, body: presentGame(committed.game, now) }, committed };
}

// After the commit: this process's sockets get the game at once, not after the note and a re-read
// (decision 017).
export function pushCommitted(deps: AppDeps, committed: CommittedGame): void {
  deps.live.changes.emit({ kind: 'gameCommitted', ...committed });
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
    const push = () => pushCommitted(deps, pushed);
    if (write.afterAnswer) write.afterAnswer(push);
    else push();
  }
  return answer;
}
