// The unsubscribe link's pages: its GET asks (a button that POSTs: a mail scanner that fetches the
// link stops nothing), its POST (the button, or the mail provider's RFC 8058 one-click) says done.
import { escapeHtml, MAIL_COLOUR } from './message';
import { MAIL_TEXT } from './texts';
import type { Unsubscription } from './unsubscribe';

const whatOf = (kind: string) => MAIL_TEXT.kinds[kind] ?? MAIL_TEXT.otherKind;

function page(body: string): string {
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(MAIL_TEXT.page.title)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#222">',
    `<h1 style="font-size:1.25rem">${escapeHtml(MAIL_TEXT.page.title)}</h1>`,
    body,
    '</body></html>',
  ].join('\n');
}

export function askPage(u: Unsubscription, action: string): string {
  return page(
    `<p>${escapeHtml(MAIL_TEXT.page.ask(u.address, whatOf(u.kind)))}</p>` +
      `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click">` +
      `<button type="submit" style="background:${MAIL_COLOUR};color:#fff;border:0;border-radius:4px;padding:.6rem 1rem;font-size:1rem">${escapeHtml(MAIL_TEXT.page.button)}</button></form>`,
  );
}

export function donePage(u: Unsubscription): string {
  return page(`<p role="status">${escapeHtml(MAIL_TEXT.page.done(u.address, whatOf(u.kind)))}</p>`);
}
