// Architecture rule 5: a retried write that carries the same Idempotency-Key is applied once. The
// key and the answer are stored in the write's own transaction; a retry gets that answer back
// unchanged (docs/decisions/015-game-writes.md).
import { and, eq, lt } from 'drizzle-orm';
import { GAMES_TEXT } from '../../common/schemas/games/texts';
import type { Db, DbOrTx, Tx } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import type { Actor } from '../auth/actor';
import { badRequest } from './errors';
import type { RequestHead } from './request';

export type IdempotencyKey = { scope: string; key: string };
export type WriteAnswer<T> = { statusCode: number; body: T; replayed: boolean };

// Keys are kept at least a day (long enough for any client retry) and then swept (server/main.ts),
// not by each write: that was one more statement in every referee action.
const KEEP_MS = 24 * 60 * 60 * 1000;

// A key belongs to one user and one call (method and path), so nobody replays another's answer.
export function idempotencyKeyOf(request: Pick<RequestHead, 'method' | 'url' | 'headers'>, actor: Actor): IdempotencyKey | null {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return null;
  const key = Array.isArray(header) ? header[0] : header;
  if (key === undefined || !/^[\x21-\x7e]{1,200}$/.test(key)) throw badRequest(GAMES_TEXT.badIdempotencyKey);
  const path = request.url.split('?')[0] ?? request.url;
  return { scope: `${actor.id} ${request.method} ${path}`, key };
}

async function storedAnswer<T>(db: DbOrTx, key: IdempotencyKey): Promise<WriteAnswer<T> | null> {
  const [row] = await db
    .select({ statusCode: idempotencyKeys.statusCode, response: idempotencyKeys.response })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, key.scope), eq(idempotencyKeys.key, key.key)))
    .limit(1);
  return row ? { statusCode: row.statusCode, body: row.response as T, replayed: true } : null;
}

async function remember(tx: Tx, key: IdempotencyKey, statusCode: number, body: unknown, now: Date): Promise<void> {
  await tx.insert(idempotencyKeys).values({ scope: key.scope, key: key.key, statusCode, response: body, createdAt: now });
}

export async function deleteExpiredIdempotencyKeys(db: DbOrTx, now: Date): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - KEEP_MS)));
}

// Runs work in one transaction and stores its answer with the key in the same transaction. A retry
// is not looked up first (that was one more statement in every write, decision 017): it runs the
// work again, its insert of the key fails on the unique index, its whole transaction (work
// included) rolls back, and it answers with what the first copy stored. The same holds for two
// copies racing each other, and for a retry whose work now fails because of what the first copy
// wrote (a version moved on, a slug taken). Refusals (thrown errors) are not stored: a retry of one
// is judged afresh.
export async function idempotentWrite<T>(
  db: Db,
  key: IdempotencyKey | null,
  now: Date,
  work: (tx: Tx) => Promise<{ statusCode: number; body: T }>,
): Promise<WriteAnswer<T>> {
  if (!key) return { ...(await db.transaction(work)), replayed: false };
  try {
    return await db.transaction(async (tx) => {
      const answer = await work(tx);
      await remember(tx, key, answer.statusCode, answer.body, now);
      return { ...answer, replayed: false };
    });
  } catch (err) {
    const earlier = await storedAnswer<T>(db, key);
    if (earlier) return earlier;
    throw err;
  }
}
