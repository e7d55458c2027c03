// The signed one-click links of a crew offer's mail (issue 48, decision 071): Accept and Decline.
// A link names the game, the position, the official and the offer's instant (offeredAt), signed with
// the session secret (HMAC, as the mail's unsubscribe links): it needs no sign-in (the signature is
// the proof), and it answers only the offer it was mailed for: once the position is answered,
// withdrawn or offered again (a new offeredAt), the link no longer works.
//
// Its GET shows the game and the position with one button (Decline's with an optional reason); only
// the button's POST answers (answerOffer, by 'link'), so a mail scanner that fetches every link
// answers nothing. Here: what the link's GET and POST do, and their pages; offer-routes.ts serves them.
import { and, eq } from 'drizzle-orm';
import { CREW_LIMITS } from '../../../common/crews/crew';
import type { DbOrTx, Tx } from '../../db/client';
import { gameCrew } from '../../db/schema';
import type { LeagueScope } from '../../auth/scope';
import type { AppDeps } from '../../deps';
import { buttonForm, escapeHtml, PAGE_COLOUR, pageHtml, paragraph } from '../../http/action-page';
import { badRequest, HttpError } from '../../http/errors';
import { leagueTime } from '../mail/message';
import { wakeMailSenders } from '../mail/sender';
import { answerOffer } from './answer-offer';
import { lockedGame } from './checks';
import { CREW_MAIL_TEXT } from './mail-texts';
import { offerGameOf, type OfferAnswer, type OfferGame, type OfferRef } from './offer-mail';

// Is this offer still waiting for his answer, as made then? (the position's row as it is now)
async function isOfferStanding(db: DbOrTx, ref: OfferRef): Promise<boolean> {
  const [row] = await db
    .select({ status: gameCrew.status, refereeId: gameCrew.refereeId, offeredAt: gameCrew.offeredAt })
    .from(gameCrew)
    .where(and(eq(gameCrew.gameId, ref.gameId), eq(gameCrew.position, ref.position)));
  return row?.status === 'offered' && row.refereeId === ref.refereeId && row.offeredAt?.getTime() === ref.offeredAt.getTime();
}

const P = CREW_MAIL_TEXT.page;

// the link names the game; the signature, not a session, says it may be answered
const ALL_LEAGUES: LeagueScope = { kind: 'all' };

export type OfferLinkView = { kind: 'ask' | 'done'; game: OfferGame } | { kind: 'gone' };

// The game of a standing offer (its league open, the game still to be played), else null.
async function standingGame(db: DbOrTx, ref: OfferRef): Promise<OfferGame | null> {
  const game = await offerGameOf(db, ref.gameId);
  if (!game || game.status !== 'scheduled' || game.league.status !== 'active') return null;
  return (await isOfferStanding(db, ref)) ? game : null;
}

export async function showOfferLink(deps: AppDeps, ref: OfferRef): Promise<OfferLinkView> {
  const game = await standingGame(deps.db, ref);
  return game ? { kind: 'ask', game } : { kind: 'gone' };
}

// Answers the offer if it still stands as `ref` knew it (false: it does not, or it was answered
// meanwhile). The game is locked first (as answerOffer and the admin's offer lock it), so no new
// offer slips in between the check and the answer; answerOffer runs in the caller's transaction (its
// own nests in it as a savepoint, rolled back alone when it refuses).
export async function answerStandingOffer(deps: AppDeps, tx: Tx, ref: OfferRef, answer: OfferAnswer, reason: string | null, by: 'link' | 'system'): Promise<boolean> {
  await lockedGame(tx, ALL_LEAGUES, ref.gameId);
  if (!(await standingGame(tx, ref))) return false;
  try {
    await tx.transaction((savepoint) =>
      answerOffer({ ...deps, db: savepoint }, { gameId: ref.gameId, position: ref.position, refereeId: ref.refereeId, answer, reason: answer === 'decline' ? reason : null, by }),
    );
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 409) return false;
    throw err;
  }
  return true;
}

// The button's POST: the answer, when the offer still stands as the link knew it.
export async function answerOfferLink(deps: AppDeps, ref: OfferRef, answer: OfferAnswer, reason: string | null): Promise<OfferLinkView> {
  const game = await offerGameOf(deps.db, ref.gameId);
  if (!game) return { kind: 'gone' };
  const answered = await deps.db.transaction((tx) => answerStandingOffer(deps, tx, ref, answer, reason, 'link'));
  if (!answered) return { kind: 'gone' };
  // a decline's notice to the admins goes now, not at the sender's next poll
  wakeMailSenders();
  return { kind: 'done', game };
}

// ---- the pages ----

const REASON_INPUT_STYLE = 'display:block;width:100%;box-sizing:border-box;min-height:44px;margin:.25rem 0 1rem;padding:.5rem;font-size:1rem;border:1px solid #767676;border-radius:4px';

export function askPage(ref: OfferRef, game: OfferGame, answer: OfferAnswer, action: string): string {
  const when = leagueTime(game.scheduledDate, game.league.timezone);
  const reason =
    answer === 'decline'
      ? `<label for="reason" style="font-weight:bold">${escapeHtml(P.reasonLabel)}</label><input id="reason" name="reason" type="text" maxlength="${CREW_LIMITS.declineReason.max}" autocomplete="off" style="${REASON_INPUT_STYLE}">`
      : '';
  return pageHtml(P.askTitle[answer], paragraph(P.ask(ref.position, game.title, when, game.field, game.league.name)) + buttonForm(action, P.button[answer], {}, reason));
}

export function donePage(ref: OfferRef, game: OfferGame, answer: OfferAnswer): string {
  const games = `<p><a href="/${escapeHtml(game.league.slug)}/referee" style="color:${PAGE_COLOUR};font-weight:bold">${escapeHtml(P.openGames)}</a></p>`;
  return pageHtml(P.doneTitle[answer], paragraph(P.done[answer](ref.position, game.title), 'role="status"') + games);
}

// A refusal's page: the link cannot be ours (400), no longer answers (410), or answerOffer refused.
export function problemPage(title: string, text: string): string {
  return pageHtml(title, paragraph(text, 'role="alert"'));
}

// The decline's reason from the page's form: one line (control characters made spaces), or null.
export function reasonOf(body: unknown): string | null {
  if (body === undefined || body === null || body === '') return null;
  if (typeof body !== 'string') throw badRequest(P.notAForm);
  const reason = (new URLSearchParams(body).get('reason') ?? '').replace(/\p{Cc}+/gu, ' ').trim();
  if (reason.length > CREW_LIMITS.declineReason.max) throw badRequest(P.reasonTooLong(CREW_LIMITS.declineReason.max));
  return reason === '' ? null : reason;
}
