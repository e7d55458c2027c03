// The protest window's close (issue 49, decision 081): one round at `now` (the timer's every minute
// and at start, or a test's chosen instant) makes final every provisional game whose league's
// protestHours have passed since it was completed without a protest, through the games' door (via
// 'result', the system's). Once across processes: the round's transaction first takes the results'
// advisory lock without waiting (another instance's round holds it: this one does nothing); each
// game's row is locked and read again by the door, so a coach's answer that committed first (a
// protest) is seen and left alone.
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { games, leagues } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { TimedRounds } from '../../live/rounds';
import { pushCommitted, type CommittedGame } from '../games/change-game';
import { changeGamesInTx } from '../games/change-games';
import { who } from '../games/history';
import { rowsOf } from '../games/store';
import { RESULTS_TEXT } from './texts';

export type ResultLog = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };

// games one round looks at; more wait for the next minute
const ROUND_LIMIT = 200;
const WINDOW_CHECK_MS = 60_000;

// How many games it made final (null: another instance's round was running).
export async function closeProtestWindows(deps: AppDeps, now: Date, log: ResultLog): Promise<number | null> {
  const committed = await deps.db.transaction(async (tx): Promise<CommittedGame[] | null> => {
    // among the app's advisory locks, 49 (the issue) keeps the windows' rounds one at a time
    const [lock] = rowsOf<{ taken: boolean }>(await tx.execute(sql`select pg_try_advisory_xact_lock(49, 0) as taken`));
    if (!lock?.taken) return null;
    const due = await tx
      .select({ id: games.id, leagueId: games.leagueId, protestHours: leagues.protestHours })
      .from(games)
      .innerJoin(leagues, eq(leagues.id, games.leagueId))
      .where(
        and(
          eq(games.status, 'completed'),
          eq(games.resultStatus, 'provisional'),
          eq(leagues.status, 'active'),
          lte(games.completedAt, sql`${now.toISOString()}::timestamptz - ${leagues.protestHours} * interval '1 hour'`),
        ),
      )
      .orderBy(asc(games.completedAt))
      .limit(ROUND_LIMIT);
    const byLeague = new Map<number, { ids: number[]; hours: number }>();
    for (const row of due) {
      const entry = byLeague.get(row.leagueId) ?? byLeague.set(row.leagueId, { ids: [], hours: row.protestHours }).get(row.leagueId)!;
      entry.ids.push(row.id);
    }
    const done: CommittedGame[] = [];
    for (const [leagueId, { ids, hours }] of byLeague) {
      const by = { by: who.system(RESULTS_TEXT.systemWindow(hours)), via: 'result' as const };
      done.push(...(await changeGamesInTx(deps, tx, leagueId, ids, by, (game) => (game.status === 'completed' && game.resultStatus === 'provisional' ? { actions: [], details: { resultStatus: 'final' } } : null))));
    }
    return done;
  });
  if (!committed) return null;
  for (const game of committed) pushCommitted(deps, game);
  if (committed.length > 0) log.info({ count: committed.length }, RESULTS_TEXT.log.closed);
  return committed.length;
}

// Runs closeProtestWindows once a minute and at start, at the app's clock (deps.now()).
export class ProtestWindowTimer extends TimedRounds {
  constructor(deps: AppDeps, log: ResultLog, everyMs = WINDOW_CHECK_MS) {
    super(() => closeProtestWindows(deps, deps.now(), log), (err) => log.warn({ err }, RESULTS_TEXT.log.roundFailed), everyMs);
  }
}
