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
import { suppressedOf, unsubscribeUrl } from './unsubscribe';

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
  // the announcement it carries (issue 47, decision 063): its history counts the rows naming it
  announcementId?: number;
};

// The new row's id, or null when the address unsubscribed from this kind (or is empty).
export async function queueMail(tx: Tx, settings: MailSettings, mail: OutgoingMail): Promise<number | null> {
  return (await queueMails(tx, settings, [mail]))[0]!;
}

// rows per insert: 12 columns each, far below PostgreSQL's 65,535 parameters
const ROWS_PER_INSERT = 500;

// Many messages in one go (a score to a team's followers, an announcement, an evening's reminders):
// one query for the addresses that unsubscribed, one insert per 500 rows, so a write that mails a
// thousand followers costs its transaction a few statements, not two thousand. Answers each
// message's row id, or null where nothing was written.
export async function queueMails(tx: Tx, settings: MailSettings, mails: OutgoingMail[]): Promise<(number | null)[]> {
  const targets = mails.map((mail) => ({ address: mail.to.trim(), kind: mail.kind, leagueId: mail.league?.id ?? null }));
  const listed = (i: number) => mails[i]!.unsubscribe !== false;
  const suppressed = await suppressedOf(
    tx,
    targets.filter((target, i) => target.address !== '' && listed(i)),
  );
  const rows: (typeof mailOutbox.$inferInsert)[] = [];
  const rowOf: (number | null)[] = targets.map((target, i) => {
    if (target.address === '' || (listed(i) && suppressed(target))) return null;
    const mail = mails[i]!;
    const unsubscribe = listed(i) ? unsubscribeUrl(settings.publicUrl, settings.secret, target) : null;
    const leagueName = mail.league?.name ?? MAIL_TEXT.productName;
    const built = buildMail({
      leagueName,
      subject: mail.subject,
      lines: mail.lines,
      links: (mail.links ?? []).map((link) => ({ label: link.label, url: absoluteUrl(settings.publicUrl, link.path) })),
      unsubscribeUrl: unsubscribe,
    });
    const headers: Record<string, string> = unsubscribe ? { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : {};
    rows.push({ leagueId: target.leagueId, toAddress: target.address, kind: mail.kind, fromName: leagueName, subject: built.subject, text: built.text, html: built.html, headers, announcementId: mail.announcementId ?? null });
    return rows.length - 1;
  });
  const ids: number[] = [];
  for (let at = 0; at < rows.length; at += ROWS_PER_INSERT) {
    const written = await tx.insert(mailOutbox).values(rows.slice(at, at + ROWS_PER_INSERT)).returning({ id: mailOutbox.id });
    // PostgreSQL answers an insert's RETURNING in the order of its VALUES
    ids.push(...written.map((row) => row.id));
  }
  return rowOf.map((index) => (index === null ? null : ids[index]!));
}
