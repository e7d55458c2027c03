// The outbox, newest first, a page at a time (the super admin's Mail page).
import type { MailOutboxDto } from '../../../common/schemas/mail';
import type { Actor } from '../../auth/actor';
import type { DbOrTx } from '../../db/client';
import { presentSummary } from './present';
import { listOutbox, type MailState } from './store';

export async function listMailOutbox(db: DbOrTx, _actor: Actor, query: { state?: MailState; limit?: number; before?: number }): Promise<MailOutboxDto> {
  const limit = query.limit ?? 50;
  const rows = await listOutbox(db, { state: query.state, before: query.before, limit: limit + 1 });
  const page = rows.slice(0, limit);
  return { messages: page.map(presentSummary), next: rows.length > limit ? page.at(-1)!.id : null };
}
