// One message of the outbox: its text, its HTML, its headers and the links in it.
import type { MailMessageDto } from '../../../common/schemas/mail';
import type { Actor } from '../../auth/actor';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../http/errors';
import { linksOf } from './message';
import { presentSummary } from './present';
import { findMail } from './store';
import { MAIL_TEXT } from './texts';

export async function showMail(db: DbOrTx, _actor: Actor, id: number): Promise<MailMessageDto> {
  const row = await findMail(db, id);
  if (!row) throw notFound(MAIL_TEXT.notFound);
  return { ...presentSummary(row), text: row.text, html: row.html, headers: row.headers, links: linksOf(row.html) };
}
