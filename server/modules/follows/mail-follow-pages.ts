// The pages of a follow's links (issue 47, decision 062), on the shared page of a mail's link
// (http/action-page.ts): the confirmation (a button that POSTs) and its answers, and the manage page
// (the teams and kinds as checkboxes, Save and Stop all emails) and its answers. No script; every
// value escaped here.
import { MAIL_FOLLOW_KINDS } from '../../../common/schemas/mail-follows';
import { BUTTON_STYLE, buttonForm, escapeHtml, pageHtml, PAGE_COLOUR, paragraph } from '../../http/action-page';
import type { ConfirmView } from './confirm-mail-follow';
import type { ManageOutcome, ManageView } from './manage-mail-follow';
import { kindWords } from './request-mail-follow';
import { MAIL_FOLLOW_TEXT } from './texts';

const C = MAIL_FOLLOW_TEXT.confirmPage;
const M = MAIL_FOLLOW_TEXT.managePage;
const link = (href: string, label: string) => `<p><a href="${escapeHtml(href)}" style="color:${PAGE_COLOUR};font-weight:bold">${escapeHtml(label)}</a></p>`;
const names = (teams: { name: string }[]) => MAIL_FOLLOW_TEXT.list(teams.map((team) => team.name));

const SECOND_BUTTON_STYLE = `background:#fff;color:${PAGE_COLOUR};border:2px solid ${PAGE_COLOUR};border-radius:4px;padding:.5rem 1rem;font-size:1rem;min-height:44px;cursor:pointer`;
const LABEL_STYLE = 'display:flex;align-items:center;gap:.6rem;min-height:44px';
const BOX_STYLE = 'flex:none;width:1.25rem;height:1.25rem;margin:0;accent-color:' + PAGE_COLOUR;

export function confirmPage(view: ConfirmView, action: string): string {
  switch (view.kind) {
    case 'ask':
      return pageHtml(
        C.title,
        paragraph(C.ask(view.address, view.league.name, names(view.teams))) +
          paragraph(C.what(kindWords(view.kinds))) +
          (view.replaced.length > 0 ? paragraph(C.replaces(names(view.replaced))) : '') +
          buttonForm(action, C.button),
      );
    case 'done':
      return pageHtml(
        C.doneTitle,
        paragraph(C.done(view.address, names(view.teams)), 'role="status"') +
          paragraph(C.what(kindWords(view.kinds))) +
          paragraph(C.doneHint) +
          link(`/${view.league.slug}`, MAIL_FOLLOW_TEXT.links.board) +
          link(view.manage, MAIL_FOLLOW_TEXT.links.manage),
      );
    case 'no-teams':
      return pageHtml(C.goneTitle, paragraph(C.noTeams));
    case 'gone':
      return pageHtml(C.goneTitle, paragraph(C.gone));
  }
}

function checkbox(name: string, value: string, label: string, checked: boolean, disabled = false): string {
  return `<label style="${LABEL_STYLE}${disabled ? ';color:#555' : ''}"><input type="checkbox" name="${name}" value="${escapeHtml(value)}"${checked ? ' checked' : ''}${disabled ? ' disabled' : ''} style="${BOX_STYLE}"> ${escapeHtml(label)}</label>`;
}

function fieldset(legend: string, boxes: string[]): string {
  return `<fieldset style="border:0;padding:0;margin:0 0 1rem"><legend style="font-weight:bold;padding:0;margin-bottom:.25rem">${escapeHtml(legend)}</legend>${boxes.join('')}</fieldset>`;
}

function manageForm(view: ManageView, action: string): string {
  const { follow, teams, stopped, error } = view;
  const teamBoxes = teams.map((team) => checkbox('team', String(team.id), team.name, true));
  const kindBoxes = MAIL_FOLLOW_KINDS.map((kind) =>
    stopped.includes(kind)
      ? checkbox('kind', kind, `${MAIL_FOLLOW_TEXT.kinds[kind]!} ${MAIL_FOLLOW_TEXT.managePage.stoppedByLink}`, false, true)
      : checkbox('kind', kind, MAIL_FOLLOW_TEXT.kinds[kind]!, follow.kinds.includes(kind)),
  );
  return pageHtml(
    M.title(view.league.name),
    (error ? `<p role="alert" style="color:#a40000;font-weight:bold">${escapeHtml(error)}</p>` : '') +
      paragraph(M.sentTo(follow.address)) +
      `<form method="post" action="${escapeHtml(action)}">` +
      fieldset(M.teams, teamBoxes) +
      fieldset(M.kinds, kindBoxes) +
      '<div style="display:flex;flex-wrap:wrap;gap:.75rem">' +
      `<button type="submit" name="action" value="save" style="${BUTTON_STYLE}">${escapeHtml(M.save)}</button>` +
      `<button type="submit" name="action" value="stop" style="${SECOND_BUTTON_STYLE}">${escapeHtml(M.stop)}</button>` +
      '</div></form>',
  );
}

export function managePage(outcome: ManageOutcome, action: string): string {
  switch (outcome.kind) {
    case 'form':
      return manageForm(outcome, action);
    case 'saved':
      return pageHtml(M.savedTitle, paragraph(M.saved(names(outcome.teams), kindWords(outcome.kinds)), 'role="status"') + link(action, M.again));
    case 'stopped':
      return pageHtml(M.stoppedTitle, paragraph(M.stopped(outcome.address, outcome.league.name), 'role="status"') + link(`/${outcome.league.slug}`, MAIL_FOLLOW_TEXT.links.board));
    case 'gone':
      return pageHtml(M.goneTitle, paragraph(M.gone));
  }
}
