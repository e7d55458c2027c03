// One-click unsubscribe (RFC 8058, decision 061): the link names the address, the kind of mail and
// its league, signed with the session secret (HMAC), so its POST needs no sign-in and stops exactly
// that kind of that league's mail for that address; a forged or altered link is refused.
import crypto from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { mailUnsubscribes } from '../../db/schema';
import { hmacSha256 } from '../../http/tokens';

export type Unsubscription = { address: string; kind: string; leagueId: number | null };

export const UNSUBSCRIBE_PATH = '/api/mail/unsubscribe';

function tokenOf(secret: string, u: Unsubscription): string {
  return hmacSha256(secret, `mail-unsubscribe\n${u.address.toLowerCase()}\n${u.kind}\n${u.leagueId ?? 0}`);
}

export function unsubscribeUrl(publicUrl: string, secret: string, u: Unsubscription): string {
  const m = Buffer.from(JSON.stringify({ a: u.address.toLowerCase(), k: u.kind, l: u.leagueId ?? 0 })).toString('base64url');
  return `${publicUrl}${UNSUBSCRIBE_PATH}?m=${m}&t=${tokenOf(secret, u)}`;
}

// The unsubscription a link's query names, or null when it is not one this server signed.
export function readUnsubscribe(secret: string, m: unknown, t: unknown): Unsubscription | null {
  if (typeof m !== 'string' || typeof t !== 'string' || m.length > 2000 || t.length > 100) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(m, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof payload !== 'object' || payload === null) return null;
  const { a, k, l } = payload as Record<string, unknown>;
  if (typeof a !== 'string' || typeof k !== 'string' || typeof l !== 'number' || !Number.isSafeInteger(l)) return null;
  const u = { address: a, kind: k, leagueId: l === 0 ? null : l };
  const expected = Buffer.from(tokenOf(secret, u));
  const given = Buffer.from(t);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given) ? u : null;
}

export async function suppress(db: DbOrTx, u: Unsubscription): Promise<void> {
  await db.insert(mailUnsubscribes).values({ address: u.address.toLowerCase(), kind: u.kind, leagueId: u.leagueId ?? 0 }).onConflictDoNothing();
}

// The address asked for these kinds again (a follow confirmed through its mailed link): a one-click
// unsubscribe of them no longer holds.
export async function unsuppress(db: DbOrTx, targets: Unsubscription[]): Promise<void> {
  for (const u of targets) {
    await db
      .delete(mailUnsubscribes)
      .where(and(eq(mailUnsubscribes.address, u.address.toLowerCase()), eq(mailUnsubscribes.kind, u.kind), eq(mailUnsubscribes.leagueId, u.leagueId ?? 0)));
  }
}

// Which of these (address, kind, league) triples unsubscribed, read in one query: a test of each.
export async function suppressedOf(db: DbOrTx, targets: Unsubscription[]): Promise<(u: Unsubscription) => boolean> {
  const keyOf = (u: Unsubscription) => `${u.address.toLowerCase()}\n${u.kind}\n${u.leagueId ?? 0}`;
  if (targets.length === 0) return () => false;
  const addresses = [...new Set(targets.map((u) => u.address.toLowerCase()))];
  const kinds = [...new Set(targets.map((u) => u.kind))];
  const leagueIds = [...new Set(targets.map((u) => u.leagueId ?? 0))];
  const rows = await db
    .select({ address: mailUnsubscribes.address, kind: mailUnsubscribes.kind, leagueId: mailUnsubscribes.leagueId })
    .from(mailUnsubscribes)
    .where(and(inArray(mailUnsubscribes.address, addresses), inArray(mailUnsubscribes.kind, kinds), inArray(mailUnsubscribes.leagueId, leagueIds)));
  const stopped = new Set(rows.map((row) => keyOf({ address: row.address, kind: row.kind, leagueId: row.leagueId })));
  return (u) => stopped.has(keyOf(u));
}
