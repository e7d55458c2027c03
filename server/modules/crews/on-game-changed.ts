// The `referee` position's offer mail (issue 48, decision 071): heard on deps.gameChanged (wired in
// app/create-deps.ts) in the transaction of the write that set games.referee_id, which has already
// offered him the position (games/referee-position.ts wrote the crew row, its offeredAt the link
// is bound to). A scheduled game whose referee changed to someone mails him the offer; the mail
// module's removal, move and cancellation notices stay its own. A season's publish is not mailed game
// by game: each referee gets one list (mail/season-assignments.ts); an official's own claim (via
// 'crew') is no offer.
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { gameCrew } from '../../db/schema';
import type { GameChange } from '../../deps';
import type { MailSettings } from '../mail/queue-mail';
import { queueOfferMail } from './offer-mail';

export function offerMailOnGameChanged(settings: MailSettings) {
  return async (tx: Tx, { before, after, via }: GameChange): Promise<void> => {
    const refereeId = after.refereeId;
    if (via === 'season-publish' || via === 'crew' || after.status !== 'scheduled' || refereeId === null || refereeId === (before?.refereeId ?? null)) return;
    const [row] = await tx
      .select({ status: gameCrew.status, refereeId: gameCrew.refereeId, offeredAt: gameCrew.offeredAt })
      .from(gameCrew)
      .where(and(eq(gameCrew.gameId, after.id), eq(gameCrew.position, 'referee')));
    if (row?.status !== 'offered' || row.refereeId !== refereeId || !row.offeredAt) return;
    await queueOfferMail(tx, settings, { gameId: after.id, leagueId: after.leagueId, position: 'referee', refereeId, offeredAt: row.offeredAt });
  };
}
