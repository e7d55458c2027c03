// Issue 48: POST and DELETE /api/games/{id}/played-off-console (the league's admins). A game played
// without the console (a dead tablet, a field without signal) has no clock or score events, so its
// crew would never be paid; the admin's mark stands for the console, recorded with who and why. Only
// a game that has been played may be marked: a completed one, or a scheduled one whose kickoff has
// passed (a live game's console is running). Marking again updates the note.
import { personName } from '../../../common/people';
import { mayMarkPlayedOffConsole } from '../../../common/policies/pay';
import type { OffConsoleMarkDto } from '../../../common/schemas/crews';
import type { Caller } from '../../auth/actor';
import { audit, auditTarget } from '../../auth/audit';
import { assertLeagueWritable } from '../../auth/policy';
import type { AppDeps } from '../../deps';
import { conflict, forbidden } from '../../http/errors';
import { readableGame } from '../games/access';
import type { GameRecord } from '../games/store';
import { deleteOffConsoleMark, upsertOffConsoleMark } from './store';
import { PAY_SERVER_TEXT } from './texts';

async function markableGame(deps: AppDeps, caller: Caller, gameId: number): Promise<GameRecord> {
  const game = await readableGame(deps, caller.actor, gameId);
  if (!mayMarkPlayedOffConsole(caller.actor, game.league)) throw forbidden(PAY_SERVER_TEXT.notMarker);
  assertLeagueWritable(game.league);
  return game;
}

function hasBeenPlayed(game: GameRecord, now: Date): boolean {
  return game.status === 'completed' || (game.status === 'scheduled' && game.scheduledDate.getTime() <= now.getTime());
}

export async function markPlayedOffConsole(deps: AppDeps, caller: Caller, gameId: number, note: string | undefined): Promise<OffConsoleMarkDto> {
  const game = await markableGame(deps, caller, gameId);
  const at = deps.now();
  if (!hasBeenPlayed(game, at)) throw conflict(PAY_SERVER_TEXT.notPlayedYet);
  const mark = { gameId: game.id, leagueId: game.leagueId, byUserId: caller.actor.id, byName: personName(caller.actor), note: note ? note : null, at };
  await deps.db.transaction(async (tx) => {
    await upsertOffConsoleMark(tx, mark);
    await audit(tx, caller, 'game.played-off-console', auditTarget.row('game', game), { note: mark.note });
  });
  return { gameId: game.id, byName: mark.byName, note: mark.note, at: at.toISOString() };
}

// Idempotent: a game without the mark stays without it (audited only when a mark was removed).
export async function unmarkPlayedOffConsole(deps: AppDeps, caller: Caller, gameId: number): Promise<void> {
  const game = await markableGame(deps, caller, gameId);
  await deps.db.transaction(async (tx) => {
    if (await deleteOffConsoleMark(tx, game.leagueId, game.id)) await audit(tx, caller, 'game.played-off-console-removed', auditTarget.row('game', game));
  });
}
