// PUT /api/games/{id}/crew/{position} (issue 48): an admin offers a position to an official, or
// opens it. The referee position is games.referee_id, so it changes through the games' one door
// (which checks its double booking and offers the row: games/referee-position.ts); a second or line
// position is written here, under the league's schedule lock, after the same checks.
import { holdsSlot, type CrewPosition } from '../../../common/crews/crew';
import { mayAssignCrew } from '../../../common/policies/crews';
import type { CrewDto } from '../../../common/schemas/crews';
import type { Caller } from '../../auth/actor';
import { audit, auditTarget } from '../../auth/audit';
import { assertMayWrite } from '../../auth/policy';
import { scopeOf } from '../../auth/scope';
import type { Tx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { forbidden } from '../../http/errors';
import { publishLive } from '../../live/notify';
import { changeGameInTx, pushCommitted, type CommittedGame } from '../games/change-game';
import { mailSettings } from '../mail/queue-mail';
import { wakeMailSenders } from '../mail/sender';
import { checkReferee } from '../games/references';
import type { GameRecord } from '../games/store';
import { assertAvailable, assertNoClashFor, assertNotElsewhereInCrew, assertPositionOfGame, assertScheduled, lockedGame } from './checks';
import { queueOfferMail } from './offer-mail';
import { effectiveRow } from './present';
import { readCrewIn } from './read-crew';
import { crewRowsOf, writeCrewRow } from './store';
import { CREWS_TEXT } from './texts';

export async function assignPosition(deps: AppDeps, caller: Caller, gameId: number, position: CrewPosition, refereeId: number | null): Promise<CrewDto> {
  const { actor } = caller;
  if (!mayAssignCrew(actor)) throw forbidden(CREWS_TEXT.assignForbidden);
  let committed: CommittedGame | null = null;
  let mailed = false;
  const crew = await deps.db.transaction(async (tx) => {
    const game = await lockedGame(tx, scopeOf(actor), gameId);
    assertMayWrite(actor, game.league);
    assertPositionOfGame(game, position);
    assertScheduled(game);
    const rows = await crewRowsOf(tx, game.id);
    if (refereeId !== null) {
      await checkReferee(tx, game.leagueId, refereeId);
      assertNotElsewhereInCrew(game, rows, position, refereeId);
      await assertAvailable(tx, game, refereeId);
    }
    const current = effectiveRow(game, rows, position);
    // offered again to who holds it: nothing changes (his answer stands)
    const unchanged = refereeId === null ? current.status === 'open' : current.refereeId === refereeId && holdsSlot(current.status);
    if (!unchanged) {
      const at = deps.now();
      if (position === 'referee') committed = await throughTheDoor(deps, tx, caller, game, refereeId);
      // the door offers a new referee and opens a position it empties; what it did not change (a
      // declined referee position, games.referee_id already null) is written here
      if (committed === null) {
        if (refereeId !== null) await assertNoClashFor(tx, game, refereeId);
        await writeCrewRow(tx, game, position, { refereeId, status: refereeId === null ? 'open' : 'offered', offeredAt: refereeId === null ? null : at, answeredAt: null, arrivedAt: null, declineReason: null }, at);
        // a new referee through the door is mailed by its listener (on-game-changed.ts); this offer here
        if (refereeId !== null) mailed = (await queueOfferMail(tx, mailSettings(deps), { gameId: game.id, leagueId: game.leagueId, position, refereeId, offeredAt: at })) !== null;
      }
      await audit(tx, caller, refereeId === null ? 'game.crew-open' : 'game.crew-offer', auditTarget.row('game', game), { position, refereeId });
      await publishLive(tx, { kind: 'crewChanged', leagueId: game.leagueId, gameId: game.id });
    }
    return readCrewIn(tx, game, actor);
  });
  if (committed) pushCommitted(deps, committed);
  if (mailed || committed) wakeMailSenders();
  return crew;
}

// games.referee_id through the games' door: its history, its double-booking check, its events.
async function throughTheDoor(deps: AppDeps, tx: Tx, caller: Caller, game: GameRecord, refereeId: number | null): Promise<CommittedGame | null> {
  if (game.refereeId === refereeId) return null;
  const done = await changeGameInTx(deps, tx, { actor: caller.actor, gameId: game.id, via: 'edit', tappedAt: null, expectedVersion: null, plan: () => ({ actions: [], details: { refereeId } }) });
  return done.committed;
}
