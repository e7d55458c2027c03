// A message as the outbox keeps it: a text part, a simple HTML part in the league's name and the
// product's colour (leagues have no colours of their own yet), every link absolute from PUBLIC_URL,
// times in the league's time zone (common/time.ts). Pure: no I/O.
import { dateTimeFormat } from '../../../common/time';
import { escapeHtml, PAGE_COLOUR } from '../../http/action-page';
import { MAIL_TEXT } from './texts';

export type MailLeague = { id: number; name: string; timezone: string };
export type MailLink = { label: string; url: string };
export type BuiltMail = { subject: string; text: string; html: string };


// "Sat, Mar 14, 9:00 AM" in the league's zone
export function leagueTime(instant: Date, timeZone: string): string {
  return dateTimeFormat({ timeZone, weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }).format(instant);
}

// An address of the site from a path ('/slug/referee'), or a whole URL kept as it is.
export function absoluteUrl(publicUrl: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, publicUrl + '/').toString();
}

export function buildMail(input: { leagueName: string; subject: string; lines: string[]; links: MailLink[]; unsubscribeUrl: string | null }): BuiltMail {
  const { leagueName, subject, lines, links, unsubscribeUrl } = input;
  const text = [
    ...lines,
    '',
    ...links.map((link) => `${link.label}: ${link.url}`),
    '',
    '-- ',
    MAIL_TEXT.footer(leagueName),
    ...(unsubscribeUrl ? [`${MAIL_TEXT.unsubscribeLine} ${unsubscribeUrl}`] : []),
  ].join('\n');
  const e = escapeHtml;
  const html = [
    '<!doctype html>',
    `<html><head><meta charset="utf-8"><title>${e(subject)}</title></head>`,
    '<body style="margin:0;padding:0;background:#f6f6f6;font-family:Arial,Helvetica,sans-serif;color:#222">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:16px">',
    '<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:6px">',
    `<tr><td style="background:${PAGE_COLOUR};color:#ffffff;padding:12px 16px;font-size:18px;font-weight:bold">${e(leagueName)}</td></tr>`,
    '<tr><td style="padding:16px;font-size:15px;line-height:1.5">',
    ...lines.map((line) => `<p style="margin:0 0 12px">${e(line)}</p>`),
    ...links.map((link) => `<p style="margin:0 0 12px"><a href="${e(link.url)}" style="color:${PAGE_COLOUR};font-weight:bold">${e(link.label)}</a></p>`),
    '</td></tr>',
    `<tr><td style="padding:12px 16px;font-size:12px;color:#666;border-top:1px solid #eee">${e(MAIL_TEXT.footer(leagueName))}`,
    ...(unsubscribeUrl ? [` <a href="${e(unsubscribeUrl)}" style="color:#666">${e(MAIL_TEXT.unsubscribeLine.replace(/:$/, ''))}</a>`] : []),
    '</td></tr></table></td></tr></table></body></html>',
  ].join('\n');
  return { subject, text, html };
}

// The links of a message's HTML part (the Mail page shows them), each once, in order.
export function linksOf(html: string): string[] {
  const found = [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>'));
  return [...new Set(found)];
}
