// POST /api/teams/{id}/coaches (issue 49, decision 077): the league's admin adds a coach to a team by
// address. An account of the league with that address (any but a pending or super admin one) is
// linked at once and told so by mail; else an invitation is stored (its token's hash) and its link
// mailed, valid 7 days and once (invitation-link.ts opens it). The roster import invites its coaches
// through inviteCoach, in its own transaction; the admin's form asks again with `replace`: a second
// invitation of one address to one team ends the open one.
import type { z } from 'zod';
import { mayBeLinkedAsCoach, mayManageCoaches } from '../../../common/policies/teams';
import { ROSTER_TIMES, type CoachRole } from '../../../common/rosters/roster';
import type { coachInviteBody, TeamCoachesDto } from '../../../common/schemas/rosters';
import type { Caller } from '../../auth/actor';
import { audit } from '../../auth/audit';
import type { Tx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { forbidden, notFound } from '../../http/errors';
import { randomToken } from '../../http/tokens';
import { leagueById } from '../leagues/store';
import { leagueTime } from '../mail/message';
import { mailSettings, queueMail } from '../mail/queue-mail';
import { wakeMailSenders } from '../mail/sender';
import { writableTeam } from '../teams/access';
import { readTeamCoaches } from './coaches-list';
import { accountsWithAddress, endOpenInvitations, insertCoach, insertInvitation, invitationTokenHash, openInvitationFor, teamName } from './coaches-store';
import { COACH_TEXT } from './coach-texts';

export const INVITATION_PATH = '/api/coach-invitation';
export const INVITATION_MAIL_KIND = 'coach-invitation';
export const COACH_LINKED_MAIL_KIND = 'coach-linked';

export type CoachInvite = { leagueId: number; teamId: number; email: string; firstName: string; lastName: string; coachRole: CoachRole; invitedBy: { id: number } | null };

// The roster import's door: 'unchanged' when the address is already a coach of the team or has an
// open invitation to it (a re-import mails nobody twice).
export async function inviteCoach(deps: AppDeps, tx: Tx, input: CoachInvite): Promise<'invited' | 'linked' | 'unchanged'> {
  return inviteOrLink(deps, tx, input, false);
}

export async function addCoach(deps: AppDeps, caller: Caller, teamId: number, body: z.output<typeof coachInviteBody>): Promise<TeamCoachesDto> {
  if (!mayManageCoaches(caller.actor)) throw forbidden(COACH_TEXT.mayNotManage);
  const team = await writableTeam(deps, caller, teamId);
  const input = { leagueId: team.leagueId, teamId: team.id, email: body.email, firstName: body.firstName, lastName: body.lastName, coachRole: body.coachRole ?? 'head', invitedBy: caller.actor };
  const done = await deps.db.transaction(async (tx) => {
    const result = await inviteOrLink(deps, tx, input, true);
    return { result, coaches: await readTeamCoaches(tx, team, deps.now()) };
  });
  if (done.result !== 'unchanged') wakeMailSenders();
  return done.coaches;
}

async function inviteOrLink(deps: AppDeps, tx: Tx, input: CoachInvite, replace: boolean): Promise<'invited' | 'linked' | 'unchanged'> {
  const league = await leagueById(tx, input.leagueId);
  if (!league) throw notFound(COACH_TEXT.teamNotFound);
  const team = { id: input.teamId, leagueId: league.id };
  const now = deps.now();
  const email = input.email.trim();
  const name = await teamName(tx, team.id);
  const mailLeague = { id: league.id, name: league.name, timezone: league.timezone };
  const by = { actor: input.invitedBy };
  const target = { type: 'team' as const, id: team.id, leagueId: league.id };

  const account = (await accountsWithAddress(tx, league.id, email)).find(mayBeLinkedAsCoach);
  if (account) {
    if (!(await insertCoach(tx, { teamId: team.id, userId: account.id, leagueId: league.id, coachRole: input.coachRole }))) return 'unchanged';
    // an invitation to the same address waits no more: the account is the team's now
    await endOpenInvitations(tx, team, email, now);
    await queueMail(tx, mailSettings(deps), {
      to: account.email ?? email,
      kind: COACH_LINKED_MAIL_KIND,
      league: mailLeague,
      subject: COACH_TEXT.linkedMail.subject(name),
      lines: COACH_TEXT.linkedMail.lines(account.username, name, input.coachRole, league.name),
      links: [{ label: COACH_TEXT.linkedMail.link, path: `/${league.slug}/login` }],
    });
    await audit(tx, by, 'team.coach-link', target, { userId: account.id, coachRole: input.coachRole });
    return 'linked';
  }

  if (await openInvitationFor(tx, team, email, now)) {
    if (!replace) return 'unchanged';
    await endOpenInvitations(tx, team, email, now);
  }
  const token = randomToken(32);
  const expiresAt = new Date(now.getTime() + ROSTER_TIMES.invitationMs);
  const invitation = await insertInvitation(tx, {
    leagueId: league.id,
    teamId: team.id,
    email,
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    coachRole: input.coachRole,
    tokenHash: invitationTokenHash(token),
    expiresAt,
    invitedById: input.invitedBy?.id ?? null,
    createdAt: now,
  });
  await queueMail(tx, mailSettings(deps), {
    to: email,
    kind: INVITATION_MAIL_KIND,
    league: mailLeague,
    subject: COACH_TEXT.inviteMail.subject(name),
    lines: COACH_TEXT.inviteMail.lines(invitation.firstName, name, input.coachRole, league.name, leagueTime(expiresAt, league.timezone)),
    links: [{ label: COACH_TEXT.inviteMail.link, path: `${INVITATION_PATH}?token=${token}` }],
  });
  await audit(tx, by, 'team.coach-invite', target, { invitationId: invitation.id, email, coachRole: input.coachRole, expiresAt: expiresAt.toISOString() });
  return 'invited';
}
