// Issue 46: the one door for a change of many games at once, in the caller's transaction: a renamed
// field, the league's defaults, a bracket's advance, an import, a published season, a deleted league.
// Each changed game goes through the same planner and bookkeeping as a referee's tap (plan-change.ts,
// record-change.ts); new and deleted games get their timeline's entry here.
import type { GameState } from '../../../common/game-rules';
import type { GameChangeDoor } from '../../../common/schemas/games/history';
import type { Tx } from '../../db/client';
import type { games } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http/errors';
import { publishLeagueChanged } from '../../live/notify';
import { deletedEntry, writeHistory, type GameWho } from './history';
import { createdChanges, planChange, type GameChange, type GamePlan } from './plan-change';
import { recordChange, type CommittedGame } from './record-change';
import { offerRefereePositions } from './referee-position';
import { deleteGameRows, insertGameRows, lockGamesOfLeague, stateOfRow, type GameRecord } from './store';

export type BatchBy = { by: GameWho; via: GameChangeDoor };

// `change` answers what to do to each locked game (null: nothing); a refusal ends the caller's
// transaction. Answers what committed, for the sockets of this process once the caller's
// transaction has committed.
export function changeGamesInTx(deps: AppDeps, tx: Tx, leagueId: number, ids: number[], by: BatchBy, change: (game: GameRecord, state: GameState) => GameChange | null): Promise<CommittedGame[]> {
  return changeGamesEachInTx(deps, tx, leagueId, ids, by, change, (_game, error) => {
    throw error;
  });
}

// changeGamesInTx for a door that takes what it can (the import, issue 46): a change the door refuses
// (a 4xx HttpError: the planner's, such as a bracket game tied or waiting on a side; the bookings'
// double booking; a bracket that cannot take the result) leaves that game as it was and goes to
// `refused`, and the others go on; any other error ends the caller's transaction. The planner is
// pure, so its refusal needs nothing undone; a change that may be refused once written (it is checked
// against the bookings, or a bracket game's result is heard by its bracket) is recorded in a savepoint
// of its own (two statements more, which a score or a field change of a regular game does without).
// A bracket game read before an earlier game of its bracket changed its result is read again (that
// result's advance may have moved its teams or status).
export async function changeGamesEachInTx(
  deps: AppDeps,
  tx: Tx,
  leagueId: number,
  ids: number[],
  by: BatchBy,
  change: (game: GameRecord, state: GameState, now: number) => GameChange | null,
  refused: (game: GameRecord, error: HttpError) => void,
): Promise<CommittedGame[]> {
  const now = deps.now().getTime();
  const committed: CommittedGame[] = [];
  const advanced = new Set<number>();
  for (const locked of await lockGamesOfLeague(tx, leagueId, ids)) {
    const game = locked.bracketId !== null && advanced.has(locked.bracketId) ? (await lockGamesOfLeague(tx, leagueId, [locked.id]))[0] : locked;
    if (!game) continue;
    let plan: GamePlan | null;
    try {
      const state = stateOfRow(game);
      const wanted = change(game, state, now);
      plan = wanted && planChange(game, state, wanted, now);
    } catch (err) {
      refused(game, doorRefusal(err));
      continue;
    }
    if (!plan) continue;
    const bracketResult = plan.effects.result && game.bracketId !== null;
    if (!plan.effects.rebook && !bracketResult) {
      committed.push(await recordChange(deps, tx, game, plan, { ...by, at: now, now }));
      continue;
    }
    try {
      committed.push(await tx.transaction((savepoint) => recordChange(deps, savepoint, game, plan, { ...by, at: now, now })));
      if (bracketResult) advanced.add(game.bracketId!);
    } catch (err) {
      refused(game, doorRefusal(err));
    }
  }
  return committed;
}

// A refusal of the door (a 4xx), else the error thrown on.
function doorRefusal(err: unknown): HttpError {
  if (err instanceof HttpError && err.statusCode < 500) return err;
  throw err;
}

export type NewGameRow = Omit<typeof games.$inferInsert, 'leagueId' | 'id' | 'version'>;

// New games of a league in one statement, each with its timeline's entry; the readers of the league
// are told once (a batch is a league change, not a game's: a published season mails each referee one
// list, decision 061). Answers their ids in the rows' order.
export async function createGamesInTx(tx: Tx, leagueId: number, rows: NewGameRow[], by: BatchBy, at: number): Promise<number[]> {
  if (rows.length === 0) return [];
  const ids = await insertGameRows(tx, rows.map((row) => ({ ...row, leagueId })));
  await writeHistory(tx, ids.map((id, i) => ({ game: { id, leagueId }, at, ...by, changes: createdChanges(rows[i]!) })));
  await offerRefereePositions(tx, ids.flatMap((id, i) => (rows[i]!.refereeId ? [{ gameId: id, leagueId, refereeId: rows[i]!.refereeId! }] : [])), at);
  await publishLeagueChanged(tx, leagueId);
  return ids;
}

// Games of a league deleted with their events (and predictions); their timeline stays, with the delete.
export async function deleteGamesInTx(tx: Tx, leagueId: number, ids: number[], by: BatchBy, at: number): Promise<void> {
  const gone = await lockGamesOfLeague(tx, leagueId, ids);
  if (gone.length === 0) return;
  await deleteGameRows(tx, leagueId, gone.map((game) => game.id));
  await writeHistory(tx, gone.map((game) => ({ ...deletedEntry(game, at, by.by), via: by.via })));
  await publishLeagueChanged(tx, leagueId);
}
