// POST /api/games/{id}/crew/{position}/accept and /decline (issue 48, decision 070): the official an
// offer was made to answers it, from the dashboard, from the mail's signed link, or the system
// declines it for him (crews/remind-offers.ts). A decline keeps the decliner on the row (declined, his
// reason) and opens the position again: for the referee position games.referee_id is cleared through
// the games' door, whose own bookkeeping would leave the row open with nobody, so the row is put back
// to declined after it. The league's admins are mailed each decline.
import { personName } from '../../../common/people';
import type { CrewPosition } from '../../../common/crews/crew';
import { mayAnswerOffer } from '../../../common/policies/crews';
import type { CrewDto } from '../../../common/schemas/crews';
import { leagueKickoffLabel } from '../../../common/schedule/booking';
import { sideName } from '../../../common/brackets/sides';
import { audit, auditTarget } from '../../auth/audit';
import { assertMayWrite } from '../../auth/policy';
import { scopeOf } from '../../auth/scope';
import type { Tx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { conflict, forbidden } from '../../http/errors';
import { publishLive } from '../../live/notify';
import { userById } from '../accounts/store';
import { changeGameInTx, pushCommitted, type CommittedGame } from '../games/change-game';
import type { GameRecord } from '../games/store';
import { mailSettings, queueMails } from '../mail/queue-mail';
import { wakeMailSenders } from '../mail/sender';
import { lockedGame } from './checks';
import { effectiveRow } from './present';
import { readCrewIn } from './read-crew';
import { adminAddressesOf, crewRowsOf, writeCrewRow } from './store';
import { CREWS_TEXT } from './texts';

export async function answerOffer(
  deps: AppDeps,
  input: { gameId: number; position: CrewPosition; refereeId: number; answer: 'accept' | 'decline'; reason?: string | null; by: 'referee' | 'link' | 'system' },
): Promise<CrewDto> {
  const referee = await userById(deps.db, input.refereeId);
  if (!referee) throw forbidden(CREWS_TEXT.answerForbidden);
  let committed: CommittedGame | null = null;
  const crew = await deps.db.transaction(async (tx) => {
    const game = await lockedGame(tx, scopeOf(referee), input.gameId);
    assertMayWrite(referee, game.league);
    const row = effectiveRow(game, await crewRowsOf(tx, game.id), input.position);
    if (!mayAnswerOffer(referee, row)) throw forbidden(CREWS_TEXT.answerForbidden);
    if (row.status !== 'offered') throw conflict(CREWS_TEXT.notOffered(row.status));
    const at = deps.now();
    const reason = input.reason?.trim() || null;
    if (input.answer === 'accept') {
      await writeCrewRow(tx, game, input.position, { refereeId: referee.id, status: 'accepted', offeredAt: row.offeredAt, answeredAt: at, arrivedAt: row.arrivedAt, declineReason: null }, at);
    } else {
      if (input.position === 'referee' && game.refereeId === referee.id) {
        const done = await changeGameInTx(deps, tx, { actor: referee, gameId: game.id, via: 'crew', tappedAt: null, expectedVersion: null, plan: () => ({ actions: [], details: { refereeId: null } }) });
        committed = done.committed;
      }
      await writeCrewRow(tx, game, input.position, { refereeId: referee.id, status: 'declined', offeredAt: row.offeredAt, answeredAt: at, arrivedAt: null, declineReason: reason }, at);
      await mailAdmins(deps, tx, game, input.position, personName(referee), reason);
    }
    // the system's automatic decline is nobody's act
    await audit(tx, { actor: input.by === 'system' ? null : referee }, input.answer === 'accept' ? 'game.crew-accept' : 'game.crew-decline', auditTarget.row('game', game), { position: input.position, refereeId: referee.id, by: input.by });
    await publishLive(tx, { kind: 'crewChanged', leagueId: game.leagueId, gameId: game.id });
    return readCrewIn(tx, game, referee);
  });
  if (committed) pushCommitted(deps, committed);
  // the admins' notice goes now, not at the sender's next poll
  if (input.answer === 'decline') wakeMailSenders();
  return crew;
}

// Each approved admin of the league with an address hears of the decline, in the answer's transaction.
async function mailAdmins(deps: AppDeps, tx: Tx, game: GameRecord, position: CrewPosition, who: string, reason: string | null): Promise<void> {
  const { league } = game;
  const title = `${sideName(game, 'home')} vs ${sideName(game, 'away')}`;
  const kickoff = leagueKickoffLabel(game.scheduledDate.getTime(), league.timezone);
  const addresses = await adminAddressesOf(tx, league.id);
  await queueMails(
    tx,
    mailSettings(deps),
    addresses.map((to) => ({
      to,
      kind: 'crew-declined',
      league: { id: league.id, name: league.name, timezone: league.timezone },
      subject: CREWS_TEXT.declineSubject(position, title),
      lines: CREWS_TEXT.declineLines(who, position, title, kickoff, game.field, reason),
      links: [{ label: CREWS_TEXT.openGames, path: `/${league.slug}/admin` }],
    })),
  );
}
