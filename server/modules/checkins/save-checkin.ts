// PUT /api/games/{id}/checkin (issue 49, decision 080): the whole list of who is present, by the
// game's referee or the league's admins. The list replaces the sheet: a player dropped from it is
// taken off, a new one is written with who marked him and when, one already on it keeps his row (so
// the same list twice changes nothing). A player on neither team's active roster is refused (409,
// named) unless the admin lets him in (`override`): his row says so and the game carries rosterFlag,
// set through the games' door. One already let in stays without a new override (the referee's phone
// sends back the sheet it read).
import { personName } from '../../../common/people';
import { mayCheckIn, mayOverrideCheckin } from '../../../common/policies/checkins';
import type { CheckinDto } from '../../../common/schemas/rosters';
import { GAMES_TEXT } from '../../../common/schemas/games/texts';
import type { Caller } from '../../auth/actor';
import { audit, auditTarget } from '../../auth/audit';
import { assertMayWrite } from '../../auth/policy';
import { scopeOf } from '../../auth/scope';
import type { AppDeps } from '../../deps';
import { badRequest, conflict, conflictOnUnique, forbidden, notFound } from '../../http/errors';
import { changeGameInTx, pushCommitted, type CommittedGame } from '../games/change-game';
import { lockGameInScope } from '../games/store';
import { sheetOf, teamsOf } from './read-checkin';
import { checkinsOf, insertCheckins, playersByIds, removeCheckins, type PlayerRow } from './store';
import { CHECKINS_TEXT } from './texts';

export type CheckinInput = { present: number[]; override?: boolean | undefined };

const named = (player: PlayerRow) => `${player.firstName} ${player.lastName}${player.jerseyNumber === null ? '' : ` (#${player.jerseyNumber})`} [${player.id}]`;

export async function saveCheckin(deps: AppDeps, caller: Caller, gameId: number, input: CheckinInput): Promise<CheckinDto> {
  const { actor } = caller;
  let committed: CommittedGame | null = null;
  const sheet = await deps.db.transaction(async (tx) => {
    // the game's row lock: two lists of one game queue here, and the last one wins
    const game = await lockGameInScope(tx, scopeOf(actor), gameId);
    if (!game) throw notFound(GAMES_TEXT.gameNotFound);
    assertMayWrite(actor, game.league);
    if (!mayCheckIn(actor, game)) throw forbidden(CHECKINS_TEXT.notChecker);
    const admin = mayOverrideCheckin(actor);
    if (input.override && !admin) throw forbidden(CHECKINS_TEXT.overrideAdminsOnly);
    if (game.status === 'cancelled') throw conflict(CHECKINS_TEXT.cancelled);
    if (game.status === 'completed' && !admin) throw conflict(CHECKINS_TEXT.gameOver);
    const teams = teamsOf(game);
    if (teams.length === 0) throw conflict(CHECKINS_TEXT.noTeams);

    const ids = [...new Set(input.present)];
    const found = await playersByIds(tx, game.leagueId, ids);
    const known = new Set(found.map((player) => player.id));
    const unknown = ids.filter((id) => !known.has(id));
    if (unknown.length > 0) throw badRequest(CHECKINS_TEXT.unknownPlayers(unknown));

    const existing = new Map((await checkinsOf(tx, game.leagueId, game.id)).map((row) => [row.playerId, row]));
    const onRoster = (player: PlayerRow) => player.status === 'active' && teams.includes(player.teamId);
    const added = found.filter((player) => !existing.has(player.id));
    const removed = [...existing.keys()].filter((id) => !known.has(id));
    const letIn = added.filter((player) => !onRoster(player));
    if (letIn.length > 0 && !input.override) throw conflict(CHECKINS_TEXT.offRoster(letIn.map(named)));

    if (added.length > 0 || removed.length > 0) {
      const at = deps.now();
      await removeCheckins(tx, game.leagueId, game.id, removed);
      await insertCheckins(
        tx,
        added.map((player) => ({
          gameId: game.id,
          playerId: player.id,
          leagueId: game.leagueId,
          teamId: onRoster(player) ? player.teamId : null,
          override: !onRoster(player),
          byUserId: actor.id,
          byName: personName(actor),
          at,
        })),
      ).catch(conflictOnUnique(GAMES_TEXT.staleVersion));
      await audit(tx, caller, letIn.length > 0 ? 'game.checkin-override' : 'game.checkin', auditTarget.row('game', game), {
        added: added.map((player) => player.id),
        removed,
        ...(letIn.length > 0 ? { override: letIn.map((player) => player.id) } : {}),
      });
      // the flag is the game's record that someone off the rosters played: it stays once set
      if (letIn.length > 0 && !game.rosterFlag) {
        const done = await changeGameInTx(deps, tx, { actor, gameId: game.id, via: 'check-in', tappedAt: null, expectedVersion: null, plan: () => ({ actions: [], details: { rosterFlag: true } }) });
        committed = done.committed;
        return sheetOf(tx, { ...game, rosterFlag: true }, actor);
      }
    }
    return sheetOf(tx, game, actor);
  });
  if (committed) pushCommitted(deps, committed);
  return sheet;
}
