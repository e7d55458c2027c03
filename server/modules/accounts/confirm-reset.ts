// The mailed link of a password reset (issue 47, decision 065): its GET shows what the link would do
// (readResetLink, no write: a mail scanner that fetches it changes nothing), its page's button POSTs
// (confirmPasswordReset): within 30 minutes, once, and only the newest link of the account, the
// waiting password becomes the account's, every session of the account ends, and the audit log says
// so.
import { mayResetPasswordByMail } from '../../../common/policies/users';
import { isClosedTo } from '../../auth/policy';
import type { Actor } from '../../auth/actor';
import { audit, auditTarget } from '../../auth/audit';
import { deleteSessionsOfUser } from '../../auth/session-store';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { publishUserSignedOut } from '../../live/notify';
import { resetTokenHash } from './reset-password';
import { markResetUsed, newerResetExists, resetByTokenHash, setPasswordHash, userById, voidPendingResets, type PasswordReset } from './store';

// why a link does nothing (reset-pages.ts says it)
export type ResetLinkProblem = 'invalid' | 'used' | 'expired' | 'replaced' | 'refused' | 'suspended';

export type ResetLink = { ok: true; username: string; leagueName: string; leagueSlug: string | null } | { ok: false; problem: ResetLinkProblem };

// a token as randomToken(32) writes it: 32 bytes in base64url
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function tokenOf(query: unknown): string | null {
  const token = (query as Record<string, unknown> | null)?.token;
  return typeof token === 'string' && TOKEN_SHAPE.test(token) ? token : null;
}

// What the link's page shows: whose password it sets, or why it does nothing.
export async function readResetLink(deps: AppDeps, token: string | null): Promise<ResetLink> {
  const found = await judge(deps.db, token, deps.now(), false);
  if (!found.ok) return found;
  return { ok: true, username: found.user.username, leagueName: found.leagueName, leagueSlug: found.user.leagueSlug };
}

export async function confirmPasswordReset(deps: AppDeps, token: string | null, ip: string): Promise<{ ok: true; leagueSlug: string | null } | { ok: false; problem: ResetLinkProblem }> {
  return deps.db.transaction(async (tx) => {
    const now = deps.now();
    // the row locked: two presses of the button set the password once
    const found = await judge(tx, token, now, true);
    if (!found.ok) return found;
    const { reset, user } = found;
    await setPasswordHash(tx, user.id, reset.passwordHash);
    await markResetUsed(tx, reset.id, now);
    await voidPendingResets(tx, user.id, now, reset.id);
    // as an admin's password change does: a thief signed in elsewhere is signed out
    const ended = await deleteSessionsOfUser(tx, user.id);
    await publishUserSignedOut(tx, user.id);
    await audit(tx, { actor: user, ip }, 'user.password-reset', auditTarget.row('user', user), { sessionsEnded: ended, via: 'mailed-link', requestedAt: reset.createdAt.toISOString() });
    return { ok: true, leagueSlug: user.leagueSlug };
  });
}

type Judged = { ok: true; reset: PasswordReset; user: Actor; leagueName: string } | { ok: false; problem: ResetLinkProblem };

async function judge(db: DbOrTx, token: string | null, now: Date, lock: boolean): Promise<Judged> {
  const reset = token === null ? null : await resetByTokenHash(db, resetTokenHash(token), { lock });
  if (!reset) return { ok: false, problem: 'invalid' };
  if (reset.usedAt) return { ok: false, problem: 'used' };
  if (reset.expiresAt.getTime() <= now.getTime()) return { ok: false, problem: (await newerResetExists(db, reset)) ? 'replaced' : 'expired' };
  const user = await userById(db, reset.userId);
  if (!user) return { ok: false, problem: 'invalid' };
  // the account became staff since it asked (an admin promoted a fan): not through this door
  if (!mayResetPasswordByMail(user)) return { ok: false, problem: 'refused' };
  // spec 4: a suspended league's accounts change nothing (decision 018)
  if (isClosedTo(user, user.leagueStatus)) return { ok: false, problem: 'suspended' };
  return { ok: true, reset, user, leagueName: user.leagueName ?? '' };
}
