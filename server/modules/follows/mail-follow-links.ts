// The links of a follow by email (issue 47, decision 062). The confirmation link carries a random
// token of 32 bytes, of which only the SHA-256 is kept (mail_follow_requests.token_hash): a copy of
// the database confirms nothing. The manage link names the follow and is signed with the session
// secret (HMAC-SHA256 over the follow's id, league and address, as the unsubscribe links are,
// mail/unsubscribe.ts): no sign-in, and no link can be altered to reach another follow. Pure.
import crypto from 'node:crypto';
import { hmacSha256, randomToken } from '../../http/tokens';

// the kind of each mail, as the outbox and the one-click unsubscribe name it: the confirmation
// (an answer to the person's own request: no List-Unsubscribe), and one per kind of the follow
export const CONFIRM_MAIL_KIND = 'follow-confirm';
// the outbox's kind of a follow's mail (what one-click stops): the game notices are the follows'
// own; the evening reminder and the league's news are one kind each, whoever receives them (a
// follower or a fan), so one unsubscribe stops them whichever way they came
export const followMailKind = (kind: string) => (kind === 'reminder' || kind === 'news' ? kind : `follow-${kind}`);

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const SIGNATURE_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const ID_PATTERN = /^[1-9][0-9]{0,9}$/;

export const mailFollowsPath = (slug: string) => `/api/leagues/${encodeURIComponent(slug)}/mail-follows`;

export function newConfirmToken(): { token: string; hash: string } {
  const token = randomToken(32);
  return { token, hash: tokenHash(token) };
}

export function tokenHash(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

// The token of a link's query, or null when it cannot be one this server made.
export function readToken(token: unknown): string | null {
  return typeof token === 'string' && TOKEN_PATTERN.test(token) ? token : null;
}

export function confirmPath(slug: string, token: string): string {
  return `${mailFollowsPath(slug)}/confirm?token=${token}`;
}

export type FollowIdentity = { id: number; leagueId: number; address: string };

function signatureOf(secret: string, follow: FollowIdentity): string {
  return hmacSha256(secret, `mail-follow-manage\n${follow.id}\n${follow.leagueId}\n${follow.address.toLowerCase()}`);
}

export function managePath(slug: string, secret: string, follow: FollowIdentity): string {
  return `${mailFollowsPath(slug)}/manage?f=${follow.id}&t=${signatureOf(secret, follow)}`;
}

// The follow id and signature of a manage link's query, or null when they cannot be ours.
export function readManageQuery(f: unknown, t: unknown): { id: number; signature: string } | null {
  if (typeof f !== 'string' || typeof t !== 'string' || !ID_PATTERN.test(f) || !SIGNATURE_PATTERN.test(t)) return null;
  const id = Number(f);
  return id <= 2_147_483_647 ? { id, signature: t } : null;
}

// Whether the signature is the one this server gives that follow (compared in constant time).
export function signatureFits(secret: string, follow: FollowIdentity, signature: string): boolean {
  const expected = Buffer.from(signatureOf(secret, follow));
  const given = Buffer.from(signature);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}
