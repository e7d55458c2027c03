// The pages of a reset's mailed link (issue 47, decision 065), on the shared page of a mail's links
// (http/action-page.ts): the question with its button, the done page, and why a link does nothing.
import { buttonForm, escapeHtml, PAGE_COLOUR, pageHtml, paragraph } from '../../http/action-page';
import type { ResetLinkProblem } from './confirm-reset';
import { RESET_TEXT } from './texts';

export function askPage(link: { username: string; leagueName: string }, action: string): string {
  return pageHtml(RESET_TEXT.page.askTitle, paragraph(RESET_TEXT.page.ask(link.username, link.leagueName)) + buttonForm(action, RESET_TEXT.page.button));
}

export function donePage(loginPath: string): string {
  const signIn = `<p><a href="${escapeHtml(loginPath)}" style="color:${PAGE_COLOUR};font-weight:bold">${escapeHtml(RESET_TEXT.page.signIn)}</a></p>`;
  return pageHtml(RESET_TEXT.page.doneTitle, paragraph(RESET_TEXT.page.done, 'role="status"') + signIn);
}

// The status of each problem: a link that never was (or is cut) 400, one whose time is over (used,
// expired, replaced) 410, an account or league this door does not serve 403.
const STATUS: Record<ResetLinkProblem, number> = { invalid: 400, used: 410, expired: 410, replaced: 410, refused: 403, suspended: 403 };

export function problemAnswer(problem: ResetLinkProblem): { status: number; message: string; html: string } {
  const { title, text } = RESET_TEXT.problems[problem];
  return { status: STATUS[problem], message: `${title}. ${text}`, html: pageHtml(title, paragraph(text, 'role="alert"')) };
}
