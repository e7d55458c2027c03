// The outbox's one door (issue 47, decision 061): a message written in the caller's transaction, so
// it is sent only if the change that caused it commits, and then by the sender (sender.ts) after the
// commit, off the request's path. A message that is not a direct answer to the recipient's own action
// carries RFC 8058's List-Unsubscribe headers and a link in its footer; an address that used one gets
// no more of that kind from that league (nothing is written).
import type { Tx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { mailOutbox } from '../../db/schema';
import { absoluteUrl, buildMail, type MailLeague } from './message';
import { MAIL_TEXT } from './texts';
import { isSuppressed, unsubscribeUrl } from './unsubscribe';

// What building a message needs: the site's address (absolute links) and the secret that signs the
// unsubscribe links.
export type MailSettings = { publicUrl: string; secret: string };

export function mailSettings(deps: Pick<AppDeps, 'config' | 'sessionSecret'>): MailSettings {
  return { publicUrl: deps.config.publicUrl, secret: deps.sessionSecret };
}

export type OutgoingMail = {
  to: string;
  // what it is about ('assignment', 'game-moved', ...): what an unsubscribe stops
  kind: string;
  // the league it speaks for (its name signs it; null: the product's)
  league: MailLeague | null;
  subject: string;
  // the body's paragraphs, plain text (escaped in the HTML part)
  lines: string[];
  // a path of the site ('/slug/referee') or an absolute URL
  links?: { label: string; path: string }[];
  // false for a direct answer to the recipient's own action (a reset link they asked for): no
  // List-Unsubscribe, and sent even to an address that unsubscribed from the kind
  unsubscribe?: boolean;
};

// The new row's id, or null when the address unsubscribed from this kind (or is empty).
export async function queueMail(tx: Tx, settings: MailSettings, mail: OutgoingMail): Promise<number | null> {
  const to = mail.to.trim();
  if (to === '') return null;
  const leagueId = mail.league?.id ?? null;
  const listed = mail.unsubscribe !== false;
  const target = { address: to, kind: mail.kind, leagueId };
  if (listed && (await isSuppressed(tx, target))) return null;
  const unsubscribe = listed ? unsubscribeUrl(settings.publicUrl, settings.secret, target) : null;
  const leagueName = mail.league?.name ?? MAIL_TEXT.productName;
  const built = buildMail({
    leagueName,
    subject: mail.subject,
    lines: mail.lines,
    links: (mail.links ?? []).map((link) => ({ label: link.label, url: absoluteUrl(settings.publicUrl, link.path) })),
    unsubscribeUrl: unsubscribe,
  });
  const headers: Record<string, string> = unsubscribe ? { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : {};
  const [row] = await tx
    .insert(mailOutbox)
    .values({ leagueId, toAddress: to, kind: mail.kind, fromName: leagueName, subject: built.subject, text: built.text, html: built.html, headers })
    .returning({ id: mailOutbox.id });
  return row!.id;
}
