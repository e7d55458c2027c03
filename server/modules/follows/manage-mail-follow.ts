// The manage link of every follower mail (issue 47, decision 062): its GET shows the follow's teams
// and kinds as checkboxes, its page's POST saves them or deletes the follow ("Stop all emails"). The
// link is signed (mail-follow-links.ts): no sign-in, and an altered link is refused (400). A follow
// already stopped is 'gone'. A kind the address stopped through an email's one-click unsubscribe
// stays stopped (the outbox's door skips it): the page shows it so; following again from the
// scoreboard, confirmed by its mailed link, turns it back on.
import { MAIL_FOLLOW_KINDS } from '../../../common/schemas/mail-follows';
import { SERVER_TEXT } from '../../../common/texts';
import type { League } from '../../db/rows';
import type { AppDeps } from '../../deps';
import { badRequest, notFound } from '../../http/errors';
import { suppressedOf } from '../mail/unsubscribe';
import { followMailKind, signatureFits } from './mail-follow-links';
import { deleteFollow, followById, saveFollow, teamsOfFollow, type MailFollow, type TeamName } from './mail-follow-store';
import { kindsInOrder } from './request-mail-follow';
import { MAIL_FOLLOW_TEXT } from './texts';

export type ManageLink = { id: number; signature: string };
// stopped: the kinds the address unsubscribed from by an email's link
export type ManageView = { kind: 'form'; league: League; follow: MailFollow; teams: TeamName[]; stopped: string[]; error: string | null };
export type ManageOutcome = ManageView | { kind: 'saved'; league: League; teams: TeamName[]; kinds: string[] } | { kind: 'stopped'; league: League; address: string } | { kind: 'gone'; league: League };
// what the page's form sends: its button, and the checked boxes
export type ManageForm = { action: 'save' | 'stop'; teamIds: number[]; kinds: string[] };

async function leagueOf(deps: AppDeps, slug: string): Promise<League> {
  // no check of the league's state: stopping the emails is always possible
  const league = await deps.publicLeagues.bySlug(slug);
  if (!league) throw notFound(SERVER_TEXT.leagueNotFound);
  return league;
}

function assertSigned(deps: AppDeps, follow: MailFollow, link: ManageLink): void {
  if (!signatureFits(deps.sessionSecret, follow, link.signature)) throw badRequest(MAIL_FOLLOW_TEXT.managePage.invalid);
}

async function stoppedKinds(deps: AppDeps, follow: MailFollow): Promise<string[]> {
  const targetOf = (kind: string) => ({ address: follow.address, kind: followMailKind(kind), leagueId: follow.leagueId });
  const suppressed = await suppressedOf(deps.db, MAIL_FOLLOW_KINDS.map(targetOf));
  return MAIL_FOLLOW_KINDS.filter((kind) => suppressed(targetOf(kind)));
}

async function formOf(deps: AppDeps, league: League, follow: MailFollow, error: string | null): Promise<ManageView> {
  return { kind: 'form', league, follow, teams: await teamsOfFollow(deps.db, follow.id), stopped: await stoppedKinds(deps, follow), error };
}

export async function showManagedFollow(deps: AppDeps, slug: string, link: ManageLink): Promise<ManageOutcome> {
  const league = await leagueOf(deps, slug);
  const follow = await followById(deps.db, league.id, link.id);
  if (!follow) return { kind: 'gone', league };
  assertSigned(deps, follow, link);
  return formOf(deps, league, follow, null);
}

export async function changeManagedFollow(deps: AppDeps, slug: string, link: ManageLink, form: ManageForm): Promise<ManageOutcome> {
  const league = await leagueOf(deps, slug);
  const outcome = await deps.db.transaction(async (tx): Promise<ManageOutcome | { kind: 'refused'; follow: MailFollow }> => {
    const follow = await followById(tx, league.id, link.id, true);
    if (!follow) return { kind: 'gone', league };
    assertSigned(deps, follow, link);
    if (form.action === 'stop') {
      await deleteFollow(tx, follow.id);
      return { kind: 'stopped', league, address: follow.address };
    }
    // the follow's own teams only (a team is added from the scoreboard, by a confirmed request)
    const teams = (await teamsOfFollow(tx, follow.id)).filter((team) => form.teamIds.includes(team.id));
    const kinds = kindsInOrder(form.kinds);
    if (teams.length === 0 || kinds.length === 0) return { kind: 'refused', follow };
    await saveFollow(tx, follow.id, { kinds, teamIds: teams.map((team) => team.id) });
    return { kind: 'saved', league, teams, kinds };
  });
  if (outcome.kind === 'refused') return formOf(deps, league, outcome.follow, MAIL_FOLLOW_TEXT.managePage.nothingChosen);
  return outcome;
}
