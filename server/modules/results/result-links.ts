// The pages of a final's signed one-click links (issue 49, decision 081): Agree and Protest, mailed
// to each coach of the game's teams (result-mail.ts signs them). The signature, not a session, is the
// proof: the link names the game, the coach and the final's instant. Its GET shows the game and the
// score with one button (Protest's with a reason field, required); only the button's POST answers
// (answerResultInTx, as the coach), so a mail scanner that fetches every link answers nothing. A link
// whose final no longer waits for his team's answer (answered, final, protested, reopened) is gone.
import { answerProblem } from '../../../common/rosters/result';
import { ROSTER_LIMITS } from '../../../common/rosters/roster';
import type { AppDeps } from '../../deps';
import { buttonForm, escapeHtml, PAGE_COLOUR, pageHtml, paragraph } from '../../http/action-page';
import { badRequest, HttpError } from '../../http/errors';
import { userById } from '../accounts/store';
import { gameInScope } from '../games/store';
import { leagueScope } from '../../auth/scope';
import { pushCommitted } from '../games/change-game';
import { answerResultInTx } from './answer-result';
import { finalGameOf, type FinalGame, type ResultLinkAnswer, type ResultRef } from './result-mail';
import { answerRowsOf, answersOf, coachedSides } from './store';
import { RESULTS_TEXT } from './texts';

const P = RESULTS_TEXT.page;

export type ResultLinkView = { kind: 'ask' | 'done'; game: FinalGame } | { kind: 'gone' };

// Does the final still wait for this coach's team, as the link knew it?
async function standingFinal(deps: AppDeps, ref: ResultRef): Promise<FinalGame | null> {
  const user = await userById(deps.db, ref.userId);
  if (!user?.leagueId) return null;
  const game = await gameInScope(deps.db, leagueScope(user.leagueId), ref.gameId);
  if (!game || game.completedAt?.getTime() !== ref.completedAt.getTime() || game.league.status !== 'active') return null;
  const sides = await coachedSides(deps.db, game, user.id);
  const answers = answersOf(await answerRowsOf(deps.db, game.id));
  const side = sides.find((s) => answers[s] === undefined);
  if (!side || answerProblem(game, answers, side, game.league.protestHours, deps.now()) !== null) return null;
  return finalGameOf(deps.db, game.id);
}

export async function showResultLink(deps: AppDeps, ref: ResultRef): Promise<ResultLinkView> {
  const game = await standingFinal(deps, ref);
  return game ? { kind: 'ask', game } : { kind: 'gone' };
}

// The button's POST: the coach's answer, when the final still waits for it.
export async function answerResultLink(deps: AppDeps, ref: ResultRef, answer: ResultLinkAnswer, reason: string | null): Promise<ResultLinkView> {
  if (answer === 'protest' && reason === null) throw badRequest(P.reasonRequired);
  const user = await userById(deps.db, ref.userId);
  const game = await finalGameOf(deps.db, ref.gameId);
  if (!user || !game) return { kind: 'gone' };
  let committed;
  try {
    committed = await deps.db.transaction(async (tx) => (await answerResultInTx(deps, tx, user, ref.gameId, { answer: answer === 'agree' ? 'agreed' : 'protested', reason }, { completedAt: ref.completedAt })).committed);
  } catch (err) {
    // answered meanwhile, final, no longer his team's: the link no longer answers
    if (err instanceof HttpError && [403, 404, 409].includes(err.statusCode)) return { kind: 'gone' };
    throw err;
  }
  for (const one of committed) pushCommitted(deps, one);
  return { kind: 'done', game };
}

// ---- the pages ----

const REASON_INPUT_STYLE = 'display:block;width:100%;box-sizing:border-box;min-height:88px;margin:.25rem 0 1rem;padding:.5rem;font-size:1rem;border:1px solid #767676;border-radius:4px';

export function askPage(game: FinalGame, answer: ResultLinkAnswer, action: string): string {
  const reason =
    answer === 'protest'
      ? `<label for="reason" style="font-weight:bold">${escapeHtml(P.reasonLabel)}</label><textarea id="reason" name="reason" required maxlength="${ROSTER_LIMITS.reason.max}" style="${REASON_INPUT_STYLE}"></textarea>`
      : '';
  return pageHtml(P.askTitle[answer], paragraph(P.ask(game.title, game.homeScore, game.awayScore, game.league.name)) + buttonForm(action, P.button[answer], {}, reason));
}

export function donePage(game: FinalGame, answer: ResultLinkAnswer): string {
  const home = `<p><a href="/${escapeHtml(game.league.slug)}/coach" style="color:${PAGE_COLOUR};font-weight:bold">${escapeHtml(P.openHome)}</a></p>`;
  return pageHtml(P.doneTitle[answer], paragraph(P.done[answer], 'role="status"') + home);
}

export function problemPage(title: string, text: string): string {
  return pageHtml(title, paragraph(text, 'role="alert"'));
}

// The protest's reason from the page's form: control characters made spaces, or null when empty.
export function reasonOf(body: unknown): string | null {
  if (body === undefined || body === null || body === '') return null;
  if (typeof body !== 'string') throw badRequest(P.notAForm);
  const reason = (new URLSearchParams(body).get('reason') ?? '').replace(/\p{Cc}+/gu, ' ').trim();
  if (reason.length > ROSTER_LIMITS.reason.max) throw badRequest(P.reasonTooLong(ROSTER_LIMITS.reason.max));
  return reason === '' ? null : reason;
}
