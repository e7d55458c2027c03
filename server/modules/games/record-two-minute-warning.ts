// Issue 45: the "Two-minute warning" event, recorded at its instant. The clock stops at 2:00 by
// itself (derived, every reader sees it then); its event is written by the push timer when the clock
// gets there (fanout.ts), by each process at its start for a warning that fell due while none ran,
// and else by the game's next write. Under the game's row lock the stored state settled at now says
// whether the stop is still to record: the first of them records it, the others find nothing, so
// two processes on one database write it once. No one made it (no actor, no audit), and the state
// written is the one every reader derived already, so the game's version stays (decision 057).
import { settle } from '../../../common/game-rules';
import type { Db } from '../../db/client';
import { publishLive } from '../../live/notify';
import { columnsOfState, eventRowsOf, insertEvents, lockGameInScope, stateOfRow, writeDerivedState } from './store';
import { who, writeHistory } from './history';
import { fieldChanges } from './plan-change';

// Whether this call recorded it (false: not due, or recorded already).
export async function recordTwoMinuteWarning(db: Db, now: () => Date, leagueId: number, gameId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const game = await lockGameInScope(tx, { kind: 'league', leagueId }, gameId);
    if (!game || game.status !== 'live') return false;
    const settling = settle(stateOfRow(game), now().getTime());
    const warnings = settling.events.filter((draft) => draft.eventType === 'two_minute_warning' && draft.at !== undefined);
    if (warnings.length === 0) return false;
    await writeDerivedState(tx, game, settling.state, new Date(warnings.at(-1)!.at!));
    const events = await insertEvents(tx, eventRowsOf(game, warnings, null, now().getTime()));
    // the system stopped the clock (issue 46: the timeline names it, with the fields it changed)
    const changes = fieldChanges(columnsOfState(stateOfRow(game)), columnsOfState(settling.state));
    await writeHistory(tx, [{ game, at: warnings.at(-1)!.at!, by: who.system('twoMinuteWarning'), via: 'console', changes, eventId: events.at(-1)?.id }]);
    // every process re-reads the game and pushes it with the event (version null: always re-read)
    await publishLive(tx, { kind: 'game', leagueId: game.leagueId, gameId: game.id, version: null, eventIds: events.map((event) => event.id) });
    return true;
  });
}
