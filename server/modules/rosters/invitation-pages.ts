// The pages of a coach's invitation link (issue 49, decision 077), on the shared page of a mail's
// links (http/action-page.ts): the form (username, password, the name prefilled), the done page, and
// why a link does nothing. No script: each field has its label, its hint and its error tied to it
// (aria-describedby), and a refused form opens with the list of what to fix (role="alert").
import { LIMITS } from '../../../common/constants';
import { BUTTON_STYLE, escapeHtml, PAGE_COLOUR, pageHtml, paragraph } from '../../http/action-page';
import type { AccountForm, InvitationView } from './invitation-link';
import { COACH_TEXT, type InvitationProblem } from './coach-texts';

const P = COACH_TEXT.page;
type Field = keyof AccountForm | 'password';
type Errors = Partial<Record<Field, string>>;

const LABEL_STYLE = 'display:block;font-weight:bold;margin:.9rem 0 .25rem';
const INPUT_STYLE = 'display:block;width:100%;box-sizing:border-box;font-size:1rem;padding:.55rem;border:1px solid #767676;border-radius:4px;min-height:44px';
const ERROR_STYLE = 'color:#b00020;margin:.25rem 0 0';

function input(field: Field, label: string, attributes: { type: string; value: string; autocomplete: string; maxlength: number; hint?: string }, errors: Errors): string {
  const id = `coach-${field}`;
  const error = errors[field];
  const described = [attributes.hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return [
    `<label for="${id}" style="${LABEL_STYLE}">${escapeHtml(label)}</label>`,
    attributes.hint ? `<p id="${id}-hint" style="margin:0 0 .25rem;color:#555">${escapeHtml(attributes.hint)}</p>` : '',
    `<input id="${id}" name="${field}" type="${attributes.type}" value="${escapeHtml(attributes.value)}" autocomplete="${attributes.autocomplete}" maxlength="${attributes.maxlength}" required`,
    described ? ` aria-describedby="${described}"` : '',
    error ? ' aria-invalid="true"' : '',
    ` style="${INPUT_STYLE}">`,
    error ? `<p id="${id}-error" style="${ERROR_STYLE}">${escapeHtml(error)}</p>` : '',
  ].join('');
}

export function formPage(view: InvitationView, action: string, form: AccountForm | null = null, errors: Errors = {}): string {
  const values = form ?? { username: '', firstName: view.firstName, lastName: view.lastName };
  const problems = Object.values(errors);
  const summary = problems.length
    ? `<div role="alert" style="border:2px solid #b00020;border-radius:4px;padding:.5rem 1rem;margin:1rem 0"><p style="margin:.25rem 0;font-weight:bold">${escapeHtml(P.errorsTitle)}</p><ul>${problems.map((p) => `<li>${escapeHtml(p)}</li>`).join('')}</ul></div>`
    : '';
  const fields = [
    input('username', P.username, { type: 'text', value: values.username, autocomplete: 'username', maxlength: LIMITS.username.max }, errors),
    input('password', P.password, { type: 'password', value: '', autocomplete: 'new-password', maxlength: LIMITS.password.max, hint: P.passwordHint(LIMITS.password.min) }, errors),
    input('firstName', P.firstName, { type: 'text', value: values.firstName, autocomplete: 'given-name', maxlength: 60 }, errors),
    input('lastName', P.lastName, { type: 'text', value: values.lastName, autocomplete: 'family-name', maxlength: 60 }, errors),
  ].join('\n');
  const intro = paragraph(P.intro(view.firstName, view.teamName, view.coachRole, view.leagueName));
  const address = `<p>Email: <strong>${escapeHtml(view.email)}</strong></p>`;
  const button = `<p style="margin-top:1.25rem"><button type="submit" style="${BUTTON_STYLE}">${escapeHtml(P.button)}</button></p>`;
  return pageHtml(P.title(view.teamName), `${intro}${address}${summary}<form method="post" action="${escapeHtml(action)}" novalidate>${fields}${button}</form>`);
}

export function donePage(username: string, team: string, loginPath: string): string {
  const signIn = `<p><a href="${escapeHtml(loginPath)}" style="color:${PAGE_COLOUR};font-weight:bold">${escapeHtml(P.signIn)}</a></p>`;
  return pageHtml(P.doneTitle, paragraph(P.done(username, team), 'role="status"') + signIn);
}

// The status of each problem: a link that never was (or is cut) 400, one whose time is over (used,
// expired, replaced) 410, a league closed to new accounts 403.
const STATUS: Record<InvitationProblem, number> = { invalid: 400, used: 410, expired: 410, replaced: 410, closed: 403 };

export function problemAnswer(problem: InvitationProblem): { status: number; message: string; html: string } {
  const { title, text } = COACH_TEXT.problems[problem];
  return { status: STATUS[problem], message: `${title}. ${text}`, html: pageHtml(title, paragraph(text, 'role="alert"')) };
}
