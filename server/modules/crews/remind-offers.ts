// Offers left without an answer (issue 48, decision 071): one round at `now` (the timer's every
// minute and at start, or a test's chosen instant). An offer still `offered` is reminded once,
// CREW_TIMES.remindAfterMs after it was made (game_crew.reminded_at set, the offer's mail again with
// the same links), and declined for him once the league's autoDeclineHours have passed (answerOffer,
// by 'system', which tells the league's admins), but never within CREW_TIMES.keepWithinKickoffMs of
// kickoff: such an offer stays offered (an admin would rather chase him than find the game open the
// day before). Only games still to be played, of active leagues.
//
// Once across processes: a round runs in one transaction that first takes the offers' advisory lock
// without waiting (another instance's round holds it: this one does nothing); its reminders' marks,
// their mails and the declines (each in a savepoint of it: one that fails is logged, the others
// stand) commit together, so the next round, anywhere, no longer finds them due.
import { and, asc, eq, gt, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { CREW_TIMES } from '../../../common/crews/crew';
import type { Tx } from '../../db/client';
import { gameCrew, games, leagues } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { TimedRounds } from '../../live/rounds';
import { rowsOf } from '../games/store';
import { mailSettings, type MailSettings } from '../mail/queue-mail';
import { wakeMailSenders } from '../mail/sender';
import { CREW_MAIL_TEXT } from './mail-texts';
import { answerStandingOffer } from './offer-links';
import { queueOfferMail, type OfferMail } from './offer-mail';

export type OfferLog = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
// what one round did (null: another instance's round was running)
export type OfferRound = { reminded: number; declined: number };

const HOUR_MS = 3600_000;
// offers one round looks at; more wait for the next minute
const ROUND_LIMIT = 100;
const OFFER_CHECK_MS = 60_000;

type DueOffer = OfferMail & { remindedAt: Date | null; kickoff: Date; autoDeclineHours: number };

// The offers due a reminder or a decline at `now`, oldest first.
async function dueOffers(tx: Tx, now: Date): Promise<DueOffer[]> {
  const at = now.toISOString();
  const rows = await tx
    .select({
      gameId: gameCrew.gameId,
      leagueId: gameCrew.leagueId,
      position: gameCrew.position,
      refereeId: gameCrew.refereeId,
      offeredAt: gameCrew.offeredAt,
      remindedAt: gameCrew.remindedAt,
      kickoff: games.scheduledDate,
      autoDeclineHours: leagues.autoDeclineHours,
    })
    .from(gameCrew)
    .innerJoin(games, eq(games.id, gameCrew.gameId))
    .innerJoin(leagues, eq(leagues.id, gameCrew.leagueId))
    .where(
      and(
        eq(gameCrew.status, 'offered'),
        isNotNull(gameCrew.refereeId),
        isNotNull(gameCrew.offeredAt),
        eq(games.status, 'scheduled'),
        eq(leagues.status, 'active'),
        gt(games.scheduledDate, now),
        or(
          and(isNull(gameCrew.remindedAt), lte(gameCrew.offeredAt, new Date(now.getTime() - CREW_TIMES.remindAfterMs))),
          and(sql`${gameCrew.offeredAt} <= ${at}::timestamptz - ${leagues.autoDeclineHours} * interval '1 hour'`, gt(games.scheduledDate, new Date(now.getTime() + CREW_TIMES.keepWithinKickoffMs))),
        ),
      ),
    )
    .orderBy(asc(gameCrew.offeredAt))
    .limit(ROUND_LIMIT);
  return rows.map((row) => ({ ...row, refereeId: row.refereeId!, offeredAt: row.offeredAt! }));
}

const declineDue = (offer: Pick<DueOffer, 'offeredAt' | 'kickoff' | 'autoDeclineHours'>, now: Date) =>
  offer.offeredAt.getTime() + offer.autoDeclineHours * HOUR_MS <= now.getTime() && offer.kickoff.getTime() - now.getTime() > CREW_TIMES.keepWithinKickoffMs;

async function remind(tx: Tx, settings: MailSettings, offer: DueOffer, now: Date): Promise<boolean> {
  const marked = await tx
    .update(gameCrew)
    .set({ remindedAt: now })
    .where(and(eq(gameCrew.gameId, offer.gameId), eq(gameCrew.position, offer.position), eq(gameCrew.status, 'offered'), eq(gameCrew.offeredAt, offer.offeredAt), isNull(gameCrew.remindedAt)))
    .returning({ gameId: gameCrew.gameId });
  if (marked.length === 0) return false;
  await queueOfferMail(tx, settings, offer, true);
  return true;
}

// The decline runs in the round's transaction (answerStandingOffer: a savepoint of it), so it
// commits with the round, under its lock. False: he answered meanwhile, or it failed (logged).
async function decline(deps: AppDeps, tx: Tx, offer: DueOffer, log: OfferLog): Promise<boolean> {
  try {
    return await tx.transaction((savepoint) => answerStandingOffer(deps, savepoint, offer, 'decline', CREW_MAIL_TEXT.autoDeclineReason(offer.autoDeclineHours), 'system'));
  } catch (err) {
    log.warn({ err, gameId: offer.gameId, position: offer.position }, CREW_MAIL_TEXT.log.declineFailed);
    return false;
  }
}

export async function remindOffers(deps: AppDeps, now: Date, log: OfferLog): Promise<OfferRound | null> {
  const settings = mailSettings(deps);
  const round = await deps.db.transaction(async (tx): Promise<OfferRound | null> => {
    // among the app's advisory locks, 48 (the issue) keeps the offers' rounds one at a time
    const [lock] = rowsOf<{ taken: boolean }>(await tx.execute(sql`select pg_try_advisory_xact_lock(48, 0) as taken`));
    if (!lock?.taken) return null;
    const done: OfferRound = { reminded: 0, declined: 0 };
    for (const offer of await dueOffers(tx, now)) {
      if (declineDue(offer, now)) {
        if (await decline(deps, tx, offer, log)) done.declined++;
      } else if (offer.remindedAt === null && (await remind(tx, settings, offer, now))) {
        done.reminded++;
      }
    }
    return done;
  });
  if (round && round.reminded + round.declined > 0) {
    wakeMailSenders();
    if (round.reminded > 0) log.info({ count: round.reminded }, CREW_MAIL_TEXT.log.reminded);
    if (round.declined > 0) log.info({ count: round.declined }, CREW_MAIL_TEXT.log.declined);
  }
  return round;
}

// Runs remindOffers once a minute and at start, one round at a time in this process (live/rounds.ts),
// at the app's clock (deps.now()).
export class OfferTimer extends TimedRounds {
  constructor(deps: AppDeps, log: OfferLog, everyMs = OFFER_CHECK_MS) {
    super(() => remindOffers(deps, deps.now(), log), (err) => log.warn({ err }, CREW_MAIL_TEXT.log.roundFailed), everyMs);
  }
}
