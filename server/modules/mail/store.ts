// The outbox's rows as the sender and the Mail page use them (decision 061). Every instance drains
// the one outbox: a claim takes due rows with `for update skip locked` (a row is taken by one
// instance) and marks them sending with a lease; the answer of the try is written only while that
// claim still holds the row (its `attempts` unchanged).
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { leagues, mailFollowRequests, mailOutbox, mailReminderDays, passwordResets } from '../../db/schema';

// node-postgres answers { rows }, PGlite's drizzle driver the same shape
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export type MailState = (typeof mailOutbox.$inferSelect)['state'];

export type ClaimedMail = {
  id: number;
  toAddress: string;
  fromName: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  // the tries begun, this one included
  attempts: number;
};

type ClaimedRow = { id: number | string; to_address: string; from_name: string; subject: string; text: string; html: string; headers: Record<string, string>; attempts: number };

// Takes up to `limit` due rows (queued and due, or sending with a lease that ran out: a try that
// never answered) for `leaseMs`.
export async function claimDue(db: DbOrTx, now: Date, limit: number, leaseMs: number): Promise<ClaimedMail[]> {
  const result = await db.execute(sql`
    update ${mailOutbox} set state = 'sending', attempts = attempts + 1, next_attempt_at = ${new Date(now.getTime() + leaseMs).toISOString()}::timestamptz
    where id in (
      select id from ${mailOutbox} where state in ('queued', 'sending') and next_attempt_at <= ${now.toISOString()}::timestamptz
      order by next_attempt_at, id limit ${limit} for update skip locked)
    returning id, to_address, from_name, subject, text, html, headers, attempts`);
  return rowsOf<ClaimedRow>(result)
    .map((row) => ({ id: Number(row.id), toAddress: row.to_address, fromName: row.from_name, subject: row.subject, text: row.text, html: row.html, headers: row.headers, attempts: row.attempts }))
    .sort((a, b) => a.id - b.id);
}

const stillClaimed = (mail: Pick<ClaimedMail, 'id' | 'attempts'>) => and(eq(mailOutbox.id, mail.id), eq(mailOutbox.attempts, mail.attempts), eq(mailOutbox.state, 'sending'));

export async function markSent(db: DbOrTx, mail: ClaimedMail, now: Date): Promise<void> {
  await db.update(mailOutbox).set({ state: 'sent', sentAt: now, lastError: null }).where(stillClaimed(mail));
}

export async function markFailed(db: DbOrTx, mail: ClaimedMail, error: string): Promise<void> {
  await db.update(mailOutbox).set({ state: 'failed', lastError: error }).where(stillClaimed(mail));
}

export async function markRetry(db: DbOrTx, mail: ClaimedMail, error: string, at: Date): Promise<void> {
  await db.update(mailOutbox).set({ state: 'queued', lastError: error, nextAttemptAt: at }).where(stillClaimed(mail));
}

// Claimed and never tried (the server stopped first): queued again, due now, the try not counted.
export async function release(db: DbOrTx, mails: ClaimedMail[], now: Date): Promise<void> {
  for (const mail of mails) await db.update(mailOutbox).set({ state: 'queued', attempts: mail.attempts - 1, nextAttemptAt: now }).where(stillClaimed(mail));
}

// No SMTP_URL: what is queued is kept as "not sent: no mail server". Answers how many.
export async function markNoServer(db: DbOrTx, error: string): Promise<number> {
  const rows = await db.update(mailOutbox).set({ state: 'no_server', lastError: error }).where(eq(mailOutbox.state, 'queued')).returning({ id: mailOutbox.id });
  return rows.length;
}

// SMTP_URL set at last: what waited for a mail server less than `maxAgeMs` is queued, older is failed.
export async function reviveNoServer(db: DbOrTx, now: Date, maxAgeMs: number, staleError: string): Promise<{ queued: number; failed: number }> {
  const since = new Date(now.getTime() - maxAgeMs);
  const failed = await db
    .update(mailOutbox)
    .set({ state: 'failed', lastError: staleError })
    .where(and(eq(mailOutbox.state, 'no_server'), lt(mailOutbox.createdAt, since)))
    .returning({ id: mailOutbox.id });
  const queued = await db
    .update(mailOutbox)
    .set({ state: 'queued', lastError: null, nextAttemptAt: now })
    .where(eq(mailOutbox.state, 'no_server'))
    .returning({ id: mailOutbox.id });
  return { queued: queued.length, failed: failed.length };
}

// When the next queued row (or lease) falls due, if one waits.
export async function nextDue(db: DbOrTx): Promise<Date | null> {
  const [row] = await db
    .select({ ms: sql<number | string | null>`(extract(epoch from min(${mailOutbox.nextAttemptAt})) * 1000)::float8` })
    .from(mailOutbox)
    .where(sql`${mailOutbox.state} in ('queued', 'sending')`);
  return row?.ms === null || row?.ms === undefined ? null : new Date(Number(row.ms));
}

const listColumns = {
  id: mailOutbox.id,
  to: mailOutbox.toAddress,
  subject: mailOutbox.subject,
  kind: mailOutbox.kind,
  state: mailOutbox.state,
  attempts: mailOutbox.attempts,
  lastError: mailOutbox.lastError,
  createdAt: mailOutbox.createdAt,
  sentAt: mailOutbox.sentAt,
  leagueId: mailOutbox.leagueId,
  leagueName: leagues.name,
};

// Newest first; `before`: only rows with a smaller id (the next page).
export async function listOutbox(db: DbOrTx, filter: { state?: MailState; before?: number; limit: number }) {
  return db
    .select(listColumns)
    .from(mailOutbox)
    .leftJoin(leagues, eq(leagues.id, mailOutbox.leagueId))
    .where(and(filter.state ? eq(mailOutbox.state, filter.state) : undefined, filter.before !== undefined ? lt(mailOutbox.id, filter.before) : undefined))
    .orderBy(desc(mailOutbox.id))
    .limit(filter.limit);
}

export async function findMail(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ ...listColumns, text: mailOutbox.text, html: mailOutbox.html, headers: mailOutbox.headers })
    .from(mailOutbox)
    .leftJoin(leagues, eq(leagues.id, mailOutbox.leagueId))
    .where(eq(mailOutbox.id, id));
  return row ?? null;
}

// Retention (decision 064): what the sweep deletes, and how old it must be. The outbox keeps a
// message sent, failed, or never sent for want of a mail server (it would be failed by the 24-hour
// rule if a mail server came) for `outboxMs`; a queued or sending row is never deleted, nor an
// address that unsubscribed (mail_unsubscribes is the suppression list). The other features' tables
// lose what can no longer be used: a follow request a day after its link expired, a reminder day a
// week after it was claimed, a password reset a day after it expired or was used (the day keeps
// what a per-day count reads).
export type Retention = { outboxMs: number; followRequestsMs: number; reminderDaysMs: number; passwordResetsMs: number };

export const RETENTION: Omit<Retention, 'outboxMs'> = {
  followRequestsMs: 24 * 3600_000,
  reminderDaysMs: 7 * 24 * 3600_000,
  passwordResetsMs: 24 * 3600_000,
};

export type Pruned = { outbox: number; followRequests: number; reminderDays: number; passwordResets: number };
type Table = keyof Pruned;

const countOf = (result: unknown): number => rowsOf<unknown>(result).length;
const iso = (ms: number) => new Date(ms).toISOString();

// One batch of each table: up to `limit` rows deleted (oldest first), the rows another instance's
// sweep holds skipped (`skip locked`): two instances sweeping at once delete each row once and never
// wait for each other.
const PRUNE_BATCH = {
  outbox: (at: string, limit: number) => sql`
    delete from ${mailOutbox} where id in (
      select id from ${mailOutbox} where created_at < ${at}::timestamptz and state in ('sent', 'failed', 'no_server')
      order by created_at, id limit ${limit} for update skip locked)
    returning id`,
  followRequests: (at: string, limit: number) => sql`
    delete from ${mailFollowRequests} where id in (
      select id from ${mailFollowRequests} where expires_at < ${at}::timestamptz
      order by expires_at limit ${limit} for update skip locked)
    returning id`,
  reminderDays: (at: string, limit: number) => sql`
    delete from ${mailReminderDays} where (league_id, day) in (
      select league_id, day from ${mailReminderDays} where created_at < ${at}::timestamptz
      limit ${limit} for update skip locked)
    returning league_id`,
  passwordResets: (at: string, limit: number) => sql`
    delete from ${passwordResets} where id in (
      select id from ${passwordResets} where expires_at < ${at}::timestamptz or used_at < ${at}::timestamptz
      limit ${limit} for update skip locked)
    returning id`,
};

// Deletes what retention lets go, `batch` rows per statement (each its own short transaction, so no
// statement holds the embedded database's one connection for long), at most `maxBatches` per table
// per sweep. Answers how many rows of each table went, and whether some table has more to go (it
// reached `maxBatches`).
export async function pruneExpired(db: DbOrTx, now: Date, retention: Retention, batch = 500, maxBatches = 20): Promise<{ pruned: Pruned; more: boolean }> {
  const cutoffs: Record<Table, string> = {
    outbox: iso(now.getTime() - retention.outboxMs),
    followRequests: iso(now.getTime() - retention.followRequestsMs),
    reminderDays: iso(now.getTime() - retention.reminderDaysMs),
    passwordResets: iso(now.getTime() - retention.passwordResetsMs),
  };
  const pruned: Pruned = { outbox: 0, followRequests: 0, reminderDays: 0, passwordResets: 0 };
  let more = false;
  for (const table of Object.keys(PRUNE_BATCH) as Table[]) {
    let deleted = batch;
    for (let i = 0; i < maxBatches && deleted === batch; i++) {
      deleted = countOf(await db.execute(PRUNE_BATCH[table](cutoffs[table], batch)));
      pruned[table] += deleted;
    }
    if (deleted === batch) more = true;
  }
  return { pruned, more };
}
