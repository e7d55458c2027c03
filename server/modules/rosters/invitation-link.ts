// A coach's mailed invitation (issue 49, decision 077): its GET shows the form (readInvitation, no
// write: a mail scanner that fetches it changes nothing), the form's POST makes the account
// (acceptInvitation): within 7 days and once, a `coach` of the league with the invitation's address,
// on registration's username and password rules, coach of the team (and of the league's other teams
// still waiting for that address). The coach then signs in on the league's login page.
import type { z } from 'zod';
import { coachAccountBody } from '../../../common/schemas/rosters';
import { SERVER_TEXT } from '../../../common/texts';
import { audit, auditTarget } from '../../auth/audit';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { isUniqueViolation } from '../../db/errors';
import { fieldLabel } from '../../http/validate';
import { hashPassword } from '../accounts/passwords';
import { insertUser, usernameTaken } from '../accounts/store';
import { leagueById, type League } from '../leagues/store';
import { insertCoach, invitationByTokenHash, invitationTokenHash, markInvitationUsed, newerInvitationExists, openInvitationsOfAddress, teamName, type Invitation } from './coaches-store';
import type { InvitationProblem } from './coach-texts';

export type InvitationView = { email: string; firstName: string; lastName: string; coachRole: Invitation['coachRole']; teamName: string; leagueName: string; leagueSlug: string };
export type AccountForm = { username: string; firstName: string; lastName: string };
export type Accepted =
  | { ok: true; username: string; teamName: string; leagueSlug: string }
  | { ok: false; problem: InvitationProblem }
  // the form's own errors by field (its values sent back, the password never)
  | { ok: false; status: 400 | 409; errors: Partial<Record<keyof AccountForm | 'password', string>>; form: AccountForm; view: InvitationView };

type Judged = { ok: true; invitation: Invitation; league: League; view: InvitationView } | { ok: false; problem: InvitationProblem };

export async function readInvitation(deps: AppDeps, token: string | null): Promise<Judged> {
  return judge(deps.db, token, deps.now(), false);
}

// The form's fields from the page's urlencoded body (or a script's JSON).
export function accountFormOf(body: unknown): Record<string, string> | null {
  if (typeof body === 'string') return Object.fromEntries(new URLSearchParams(body));
  if (body !== null && typeof body === 'object' && !Array.isArray(body)) return body as Record<string, string>;
  return null;
}

export async function acceptInvitation(deps: AppDeps, token: string | null, fields: Record<string, unknown>, ip: string): Promise<Accepted> {
  const first = await judge(deps.db, token, deps.now(), false);
  if (!first.ok) return first;
  const form: AccountForm = {
    username: text(fields.username).trim(),
    firstName: text(fields.firstName).trim() || first.view.firstName,
    lastName: text(fields.lastName).trim() || first.view.lastName,
  };
  const parsed = coachAccountBody.safeParse({ ...form, password: text(fields.password) });
  if (!parsed.success) {
    const errors: Partial<Record<keyof AccountForm | 'password', string>> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0]) as keyof AccountForm | 'password';
      errors[field] ??= `${fieldLabel(issue.path)} ${issue.message}`;
    }
    return { ok: false, status: 400, errors, form, view: first.view };
  }
  const body: z.output<typeof coachAccountBody> = parsed.data;
  // as registration: each try counts against the address, and hashes a password
  await deps.limiters.signIn.admit({ scope: 'register', username: body.username, address: ip });
  const taken = { ok: false as const, status: 409 as const, errors: { username: SERVER_TEXT.usernameTaken }, form, view: first.view };
  if (await usernameTaken(deps.db, body.username)) return taken;
  const passwordHash = await hashPassword(body.password);
  try {
    return await deps.db.transaction(async (tx) => {
      const now = deps.now();
      // the row locked: two presses of the button make one account
      const found = await judge(tx, token, now, true);
      if (!found.ok) return found;
      const { invitation, league } = found;
      const user = await insertUser(tx, { username: body.username, passwordHash, email: invitation.email, firstName: body.firstName, lastName: body.lastName, role: 'coach', leagueId: league.id });
      await insertCoach(tx, { teamId: invitation.teamId, userId: user.id, leagueId: league.id, coachRole: invitation.coachRole });
      await markInvitationUsed(tx, invitation.id, user.id, now);
      // the league's other teams that invited this address: the one account coaches them all
      for (const other of await openInvitationsOfAddress(tx, league.id, invitation.email, now)) {
        await insertCoach(tx, { teamId: other.teamId, userId: user.id, leagueId: league.id, coachRole: other.coachRole });
        await markInvitationUsed(tx, other.id, user.id, now);
      }
      await audit(tx, { actor: user, ip }, 'user.coach-invitation-accepted', auditTarget.row('user', user), { invitationId: invitation.id, teamId: invitation.teamId });
      return { ok: true as const, username: user.username, teamName: found.view.teamName, leagueSlug: league.slug };
    });
  } catch (err) {
    // two forms racing for one username: the index decides
    if (isUniqueViolation(err)) return taken;
    throw err;
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

async function judge(db: DbOrTx, token: string | null, now: Date, lock: boolean): Promise<Judged> {
  const invitation = token === null ? null : await invitationByTokenHash(db, invitationTokenHash(token), { lock });
  if (!invitation) return { ok: false, problem: 'invalid' };
  if (invitation.usedAt) return { ok: false, problem: 'used' };
  if (invitation.expiresAt.getTime() <= now.getTime()) return { ok: false, problem: (await newerInvitationExists(db, invitation)) ? 'replaced' : 'expired' };
  const league = await leagueById(db, invitation.leagueId);
  if (!league) return { ok: false, problem: 'invalid' };
  // spec 4: a suspended league is not accessible, an archived one takes no new accounts
  if (league.status !== 'active') return { ok: false, problem: 'closed' };
  const view = { email: invitation.email, firstName: invitation.firstName, lastName: invitation.lastName, coachRole: invitation.coachRole, teamName: await teamName(db, invitation.teamId), leagueName: league.name, leagueSlug: league.slug };
  return { ok: true, invitation, league, view };
}
