import crypto from 'node:crypto';
import type { ResetPasswordBody } from '../../../common/schemas/auth';
import { mayResetPasswordByMail } from '../../../common/policies/users';
import { SERVER_TEXT } from '../../../common/texts';
import type { Actor, Visitor } from '../../auth/actor';
import { audit, auditTarget } from '../../auth/audit';
import { assertLeagueOpen } from '../../auth/policy';
import type { AppDeps } from '../../deps';
import { randomToken } from '../../http/tokens';
import type { League } from '../leagues/store';
import { resolveLeague } from '../leagues/context';
import { leagueTime } from '../mail/message';
import { mailSettings, queueMail } from '../mail/queue-mail';
import { wakeMailSenders } from '../mail/sender';
import { hashPassword } from './passwords';
import { insertPasswordReset, lockUser, mailsToAddressInLastHour, resetsOfUserSince, userByUsername, voidPendingResets } from './store';
import { RESET_TEXT } from './texts';

// Username and email are all the spec's form asks, too little to guard an account that scores games
// or runs a league: only viewer accounts reset themselves (decisions 004 and 065:
// mayResetPasswordByMail, common/policies/users.ts).

const RESET_LINK_TTL_MS = 30 * 60_000;
// link mails one viewer account gets in an hour; "ask your league's admin" mails to a staff one
const LINK_MAILS_PER_HOUR = 5;
const HOUR_MS = 3600_000;

export const RESET_CONFIRM_PATH = '/api/reset-password/confirm';
export const RESET_MAIL_KIND = 'password-reset';
export const RESET_REFUSED_MAIL_KIND = 'password-reset-refused';

// Only a token's SHA-256 is kept: the database alone does not open a link.
export const resetTokenHash = (token: string) => crypto.createHash('sha256').update(token).digest('base64url');

// The spec's form, now a request (issue 47, decision 065): one answer whatever matched. A viewer
// account that matches gets a link (the new password's hash waits with the link's token for 30
// minutes; its older links stop working); a staff or pending one is changed in nothing and gets at
// most one mail an hour telling its owner to ask the league's admin; no match, nothing. The old
// password works until the link's page is POSTed (confirm-reset.ts).
//
// The answer's time must not tell a match (OWASP's Forgot Password cheat sheet): every path does the
// same work before it (the throttle, the league, the user's row, an argon2id hash of the new password,
// tens of milliseconds), and what only a match does (a short transaction: the reset, the mail, the
// audit) is handed back as `followUp`, which the route runs once the answer has left.
export type ResetRequest = { answer: { message: string }; followUp: (() => Promise<void>) | null };

export async function requestPasswordReset(deps: AppDeps, visitor: Visitor, body: ResetPasswordBody): Promise<ResetRequest> {
  // Every attempt counts against its pair, address and account, a match too: were a match given its
  // charge back (as sign-in is), the 429 that does or does not follow would tell which guess matched.
  await deps.limiters.signIn.admit({ scope: 'reset', username: body.username, address: visitor.ip });
  const league = await resolveLeague(deps, visitor.user, body.leagueSlug);
  // spec 4: a suspended league is not accessible, its passwords included (decision 018)
  assertLeagueOpen(visitor.user, league);
  const user = await userByUsername(deps.db, body.username);
  const passwordHash = await hashPassword(body.newPassword);
  const answer = { message: SERVER_TEXT.resetRequested };
  const matched =
    user !== null && user.leagueId === league.id && user.email !== null && user.email.toLowerCase() === body.email.trim().toLowerCase();
  if (!matched) return { answer, followUp: null };
  const account = { ...user, email: user.email! };
  const viewer = mayResetPasswordByMail(user);
  return {
    answer,
    followUp: async () => {
      const mailed = viewer ? await storeReset(deps, visitor.ip, account, league, passwordHash) : await refuseByMail(deps, visitor.ip, account, league);
      if (mailed) wakeMailSenders();
    },
  };
}

type Account = Actor & { email: string };

const mailLeague = (league: League) => ({ id: league.id, name: league.name, timezone: league.timezone });

async function storeReset(deps: AppDeps, ip: string, user: Account, league: League, passwordHash: string): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    await lockUser(tx, user.id);
    const now = deps.now();
    // an inbox flooded by someone who knows the pair: a few links an hour, then nothing more
    if ((await resetsOfUserSince(tx, user.id, new Date(now.getTime() - HOUR_MS))) >= LINK_MAILS_PER_HOUR) return false;
    await voidPendingResets(tx, user.id, now);
    const token = randomToken(32);
    const expiresAt = new Date(now.getTime() + RESET_LINK_TTL_MS);
    await insertPasswordReset(tx, { userId: user.id, tokenHash: resetTokenHash(token), passwordHash, expiresAt, createdAt: now });
    await queueMail(tx, mailSettings(deps), {
      to: user.email,
      kind: RESET_MAIL_KIND,
      league: mailLeague(league),
      subject: RESET_TEXT.linkMail.subject,
      lines: RESET_TEXT.linkMail.lines(user.username, league.name, leagueTime(expiresAt, league.timezone)),
      links: [{ label: RESET_TEXT.linkMail.link, path: `${RESET_CONFIRM_PATH}?token=${token}` }],
      // the answer to the recipient's own request: no List-Unsubscribe, sent whatever was unsubscribed
      unsubscribe: false,
    });
    await audit(tx, { actor: null, ip }, 'user.password-reset-requested', auditTarget.row('user', user), { expiresAt: expiresAt.toISOString() });
    return true;
  });
}

async function refuseByMail(deps: AppDeps, ip: string, user: Account, league: League): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    await lockUser(tx, user.id);
    const mailed = (await mailsToAddressInLastHour(tx, user.email, RESET_REFUSED_MAIL_KIND)) === 0;
    if (mailed) {
      await queueMail(tx, mailSettings(deps), {
        to: user.email,
        kind: RESET_REFUSED_MAIL_KIND,
        league: mailLeague(league),
        subject: RESET_TEXT.staffMail.subject,
        lines: RESET_TEXT.staffMail.lines(user.username, league.name),
        unsubscribe: false,
      });
    }
    await audit(tx, { actor: null, ip }, 'user.password-reset-refused', auditTarget.row('user', user), { role: user.role, mailed });
    return mailed;
  });
}
