// The unsubscribe link's pages: its GET asks (a button that POSTs: a mail scanner that fetches the
// link stops nothing), its POST (the button, or the mail provider's RFC 8058 one-click) says done.
import { buttonForm, pageHtml, paragraph } from '../../http/action-page';
import { MAIL_TEXT } from './texts';
import type { Unsubscription } from './unsubscribe';

const whatOf = (kind: string) => MAIL_TEXT.kinds[kind] ?? MAIL_TEXT.otherKind;

export function askPage(u: Unsubscription, action: string): string {
  return pageHtml(MAIL_TEXT.page.title, paragraph(MAIL_TEXT.page.ask(u.address, whatOf(u.kind))) + buttonForm(action, MAIL_TEXT.page.button, { 'List-Unsubscribe': 'One-Click' }));
}

export function donePage(u: Unsubscription): string {
  return pageHtml(MAIL_TEXT.page.title, paragraph(MAIL_TEXT.page.done(u.address, whatOf(u.kind)), 'role="status"'));
}
