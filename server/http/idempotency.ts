// Architecture rule 5: a retried write that carries the same Idempotency-Key is applied once. The
// key and the answer are stored in the write's own transaction; a retry gets that answer back
// unchanged (docs/decisions/015-game-writes.md).
import { and, eq, lt } from 'drizzle-orm';
import { GAMES_TEXT } from '../../common/schemas/games/texts';
import type { Db, DbOrTx, Tx } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { hmacSha256 } from './tokens';
import { badRequest, HttpError } from './errors';
import { idParam, slugParam } from './params';
import type { RequestHead } from './request';

// requestHash: the HMAC of the request's body (keyed by the session secret, so a body holding a
// password is not kept as a plain hash of it); a key sent again with another body is refused.
export type IdempotencyKey = { scope: string; key: string; requestHash: string };
export type WriteAnswer<T> = { statusCode: number; body: T; replayed: boolean };

// Keys are kept at least a day (long enough for any client retry) and then swept (server/app/main.ts),
// not by each write: that was one more statement in every referee action.
const KEEP_MS = 24 * 60 * 60 * 1000;

// The one reader of the Idempotency-Key header (issue 35). A key belongs to one owner (a user's id,
// or an API key's) and one call (method and path, callOf), so nobody replays another's answer. The
// body is hashed only when a key is sent: one HMAC of the parsed body's JSON, a few microseconds for
// a referee's action (decision 017).
export function idempotencyKeyOf(request: Pick<RequestHead, 'method' | 'url' | 'headers' | 'body' | 'params' | 'routeOptions'>, owner: string | number, secret: string): IdempotencyKey | null {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return null;
  const key = Array.isArray(header) ? header[0] : header;
  if (key === undefined || !/^[\x21-\x7e]{1,200}$/.test(key)) throw badRequest(GAMES_TEXT.badIdempotencyKey);
  return { scope: `${owner} ${callOf(request)}`, key, requestHash: hmacSha256(secret, JSON.stringify(request.body ?? null)) };
}

// The call as the route reads it (issue 45): its pattern with each parameter as parsed, so
// /api/games/013/actions, /api/games/%313/actions and /api/games/13/actions are one call (the path
// as sent made them three, and a retry under another spelling was applied again), and so is a
// league's slug in capitals. The canonical spelling is the path a client normally sends, so keys
// stored before this change still match. A request without a route pattern keeps its path.
function callOf(request: Pick<RequestHead, 'method' | 'url' | 'params' | 'routeOptions'>): string {
  const pattern = request.routeOptions.url;
  if (pattern === undefined) return `${request.method} ${request.url.split('?')[0] ?? request.url}`;
  return `${request.method} ${pattern.replace(/:(\w+)/g, (_match, name: string) => paramAsRead(request, name))}`;
}

// A path parameter as its route parses it (params.ts); one no route parses yet, %-encoded as sent.
function paramAsRead(request: Pick<RequestHead, 'params'>, name: string): string {
  if (name === 'id') return String(idParam(request));
  if (name === 'slug') return encodeURIComponent(slugParam(request));
  return encodeURIComponent(String((request.params as Record<string, unknown>)[name]));
}

// The answer stored with the key; a key stored with another body's hash is the IETF draft's 422 (a
// row from before the hash was kept, request_hash null, is replayed unchecked).
async function storedAnswer<T>(db: DbOrTx, key: IdempotencyKey): Promise<WriteAnswer<T> | null> {
  const [row] = await db
    .select({ statusCode: idempotencyKeys.statusCode, response: idempotencyKeys.response, requestHash: idempotencyKeys.requestHash })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, key.scope), eq(idempotencyKeys.key, key.key)))
    .limit(1);
  if (!row) return null;
  if (row.requestHash !== null && row.requestHash !== key.requestHash) throw new HttpError(422, GAMES_TEXT.idempotencyKeyReused);
  return { statusCode: row.statusCode, body: row.response as T, replayed: true };
}

async function remember(tx: Tx, key: IdempotencyKey, statusCode: number, body: unknown, now: Date): Promise<void> {
  await tx.insert(idempotencyKeys).values({ scope: key.scope, key: key.key, requestHash: key.requestHash, statusCode, response: body, createdAt: now });
}

export async function deleteExpiredIdempotencyKeys(db: DbOrTx, now: Date): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - KEEP_MS)));
}

// Runs work in one transaction and stores its answer with the key in the same transaction. A retry
// is not looked up first (that was one more statement in every write, decision 017): it runs the
// work again, its insert of the key fails on the unique index, its whole transaction (work
// included) rolls back, and it answers with what the first copy stored. The same holds for two
// copies racing each other, and for a retry whose work now fails because of what the first copy
// wrote (a version moved on, a slug taken). A retry carrying another body is refused (422) whatever
// its own work did (that work rolled back with the failed insert). Refusals (thrown errors) are not
// stored: a retry of one is judged afresh.
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

// A write too large for one transaction (the season's publish, decision 041) commits in several and
// stores its answer with the key in its last one, through `remember`. A stored answer is looked up
// first; a copy racing the first finds the key taken in its last transaction, undoes its own work
// (the work's duty) and answers what the first stored. Refusals are not stored, as above.
export async function idempotentBatchedWrite<T>(
  db: Db,
  key: IdempotencyKey | null,
  now: Date,
  work: (remember: (tx: Tx, answer: { statusCode: number; body: T }) => Promise<void>) => Promise<{ statusCode: number; body: T }>,
): Promise<WriteAnswer<T>> {
  const earlier = key ? await storedAnswer<T>(db, key) : null;
  if (earlier) return earlier;
  try {
    return { ...(await work((tx, answer) => (key ? remember(tx, key, answer.statusCode, answer.body, now) : Promise.resolve()))), replayed: false };
  } catch (err) {
    const stored = key ? await storedAnswer<T>(db, key) : null;
    if (stored) return stored;
    throw err;
  }
}
