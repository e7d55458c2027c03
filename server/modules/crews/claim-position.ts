// POST /api/games/{id}/crew/{position}/claim (issue 48, decision 070): in a league that allows
// self-assignment, an approved referee takes an open (or declined) position, accepted at once. Refused
// with 409 and the reason when it would double-book him, falls on a day he marked unavailable, passes
// the league's games per day, or leaves him less than its rest. Two claims of one position queue on the
// game's row lock (checks.ts, lockedGame): the second finds it taken.
import type { CrewPosition } from '../../../common/crews/crew';
import { mayClaimPosition } from '../../../common/policies/crews';
import type { CrewDto } from '../../../common/schemas/crews';
import type { Caller } from '../../auth/actor';
import { audit, auditTarget } from '../../auth/audit';
import { assertMayWrite } from '../../auth/policy';
import { scopeOf } from '../../auth/scope';
import type { AppDeps } from '../../deps';
import { conflict, forbidden } from '../../http/errors';
import { publishLive } from '../../live/notify';
import { changeGameInTx, pushCommitted, type CommittedGame } from '../games/change-game';
import { checkReferee } from '../games/references';
import { assertAvailable, assertNoClashFor, assertNotElsewhereInCrew, assertPositionOfGame, assertScheduled, claimLimitRefusal, lockedGame } from './checks';
import { effectiveRow } from './present';
import { readCrewIn } from './read-crew';
import { crewRowsOf, writeCrewRow } from './store';
import { CREWS_TEXT } from './texts';

export async function claimPosition(deps: AppDeps, caller: Caller, gameId: number, position: CrewPosition): Promise<CrewDto> {
  const { actor } = caller;
  if (!mayClaimPosition(actor)) throw forbidden(CREWS_TEXT.claimForbidden);
  let committed: CommittedGame | null = null;
  const crew = await deps.db.transaction(async (tx) => {
    const game = await lockedGame(tx, scopeOf(actor), gameId);
    assertMayWrite(actor, game.league);
    if (!game.league.selfAssign) throw forbidden(CREWS_TEXT.selfAssignOff);
    assertPositionOfGame(game, position);
    assertScheduled(game);
    const rows = await crewRowsOf(tx, game.id);
    const row = effectiveRow(game, rows, position);
    if (row.status !== 'open' && row.status !== 'declined') throw conflict(CREWS_TEXT.notOpen(row.status));
    await checkReferee(tx, game.leagueId, actor.id);
    assertNotElsewhereInCrew(game, rows, position, actor.id);
    await assertNoClashFor(tx, game, actor.id);
    await assertAvailable(tx, game, actor.id);
    const refusal = await claimLimitRefusal(tx, game, actor.id);
    if (refusal) throw conflict(refusal);
    const at = deps.now();
    if (position === 'referee') {
      const done = await changeGameInTx(deps, tx, { actor, gameId: game.id, via: 'crew', tappedAt: null, expectedVersion: null, plan: () => ({ actions: [], details: { refereeId: actor.id } }) });
      committed = done.committed;
    }
    // offered and accepted in one instant: a claim needs no answer
    await writeCrewRow(tx, game, position, { refereeId: actor.id, status: 'accepted', offeredAt: at, answeredAt: at, arrivedAt: null, declineReason: null }, at);
    await audit(tx, caller, 'game.crew-claim', auditTarget.row('game', game), { position, refereeId: actor.id });
    await publishLive(tx, { kind: 'crewChanged', leagueId: game.leagueId, gameId: game.id });
    return readCrewIn(tx, game, actor);
  });
  if (committed) pushCommitted(deps, committed);
  return crew;
}
