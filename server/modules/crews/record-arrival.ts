// POST /api/games/{id}/crew/{position}/arrive (issue 48, decision 070): the position's official says
// "I'm here", from 2 hours before kickoff to the game's scheduled end (kickoff plus its length). An
// offered official who arrives has accepted. Recorded once: a second tap answers the same crew.
import { CREW_TIMES, type CrewPosition } from '../../../common/crews/crew';
import { mayArrive } from '../../../common/policies/crews';
import type { CrewDto } from '../../../common/schemas/crews';
import { leagueKickoffLabel } from '../../../common/schedule/booking';
import type { Caller } from '../../auth/actor';
import { audit, auditTarget } from '../../auth/audit';
import { assertMayWrite } from '../../auth/policy';
import { scopeOf } from '../../auth/scope';
import type { AppDeps } from '../../deps';
import { conflict, forbidden } from '../../http/errors';
import { publishLive } from '../../live/notify';
import { endOf, lockedGame } from './checks';
import { effectiveRow } from './present';
import { readCrewIn } from './read-crew';
import { crewRowsOf, writeCrewRow } from './store';
import { CREWS_TEXT } from './texts';

export async function recordArrival(deps: AppDeps, caller: Caller, gameId: number, position: CrewPosition): Promise<CrewDto> {
  const { actor } = caller;
  return deps.db.transaction(async (tx) => {
    const game = await lockedGame(tx, scopeOf(actor), gameId);
    assertMayWrite(actor, game.league);
    const row = effectiveRow(game, await crewRowsOf(tx, game.id), position);
    if (!mayArrive(actor, row)) throw forbidden(CREWS_TEXT.arriveForbidden);
    if (row.arrivedAt !== null) return readCrewIn(tx, game, actor);
    if (game.status === 'cancelled') throw conflict(CREWS_TEXT.arriveCancelled);
    const at = deps.now();
    const opens = game.scheduledDate.getTime() - CREW_TIMES.arriveBeforeKickoffMs;
    if (at.getTime() < opens) throw conflict(CREWS_TEXT.arriveTooEarly(leagueKickoffLabel(opens, game.league.timezone)));
    if (at.getTime() > endOf(game)) throw conflict(CREWS_TEXT.arriveTooLate);
    await writeCrewRow(tx, game, position, { refereeId: actor.id, status: 'accepted', offeredAt: row.offeredAt, answeredAt: row.answeredAt ?? at, arrivedAt: at, declineReason: null }, at);
    await audit(tx, caller, 'game.crew-arrive', auditTarget.row('game', game), { position });
    await publishLive(tx, { kind: 'crewChanged', leagueId: game.leagueId, gameId: game.id });
    return readCrewIn(tx, game, actor);
  });
}
