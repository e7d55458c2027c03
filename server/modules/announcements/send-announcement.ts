// POST /api/leagues/{slug}/announcements (issue 47, decision 063): the audience chosen again in the
// send's transaction, the announcement's row, one outbox row per address (kind news, with its
// one-click unsubscribe), one push per subscription, the counts of what was written, and an audit
// row, all in one transaction with the Idempotency-Key's answer; the senders are woken after the
// commit. An audience of no one is refused (400) and writes nothing.
import { ANNOUNCEMENT_TEXT, type AnnouncementBody, type AnnouncementSentDto } from '../../../common/schemas/announcements';
import type { Caller } from '../../auth/actor';
import { audit, auditTarget } from '../../auth/audit';
import type { League } from '../../db/rows';
import type { AppDeps } from '../../deps';
import { badRequest } from '../../http/errors';
import { idempotentWrite, type IdempotencyKey, type WriteAnswer } from '../../http/idempotency';
import { queueNewsPushes } from '../follows/store';
import { wakePushSenders } from '../follows/sender';
import { managePath } from '../follows/mail-follow-links';
import { mailSettings, queueMails } from '../mail/queue-mail';
import { wakeMailSenders } from '../mail/sender';
import { announcementMail, announcementPush } from './message';
import { previewOf, selectAudience } from './select-audience';
import { insertAnnouncement, setAnnouncementCounts } from './store';
import { ANNOUNCEMENTS_TEXT } from './texts';

function nameOf(actor: Caller['actor']): string {
  const name = [actor.firstName, actor.lastName].filter((part) => part && part.trim() !== '').join(' ').trim();
  return name || ANNOUNCEMENTS_TEXT.sentByFallback(actor.username);
}

export async function sendAnnouncement(deps: AppDeps, caller: Caller, league: League, body: AnnouncementBody, idempotency: IdempotencyKey | null): Promise<WriteAnswer<AnnouncementSentDto>> {
  const answer = await idempotentWrite(deps.db, idempotency, deps.now(), async (tx) => {
    const selection = await selectAudience(tx, league, body.audience);
    if (selection.addresses.length === 0 && selection.subscriptionIds.length === 0) throw badRequest(ANNOUNCEMENT_TEXT.noOne);
    const written = { subject: body.subject, body: body.body };
    const row = await insertAnnouncement(tx, {
      leagueId: league.id,
      ...written,
      audience: selection.audience,
      sentByUserId: caller.actor.id,
      sentByName: nameOf(caller.actor),
      createdAt: deps.now(),
    });
    const settings = mailSettings(deps);
    // an address that stopped the league's news meanwhile gets none (nothing written): not counted
    const manageOf = (to: string) => {
      const follow = selection.follows.get(to.trim().toLowerCase());
      return follow ? managePath(league.slug, settings.secret, { id: follow.id, leagueId: league.id, address: follow.address }) : null;
    };
    const queued = await queueMails(tx, settings, selection.addresses.map((to) => announcementMail(league, to, row.id, written, manageOf(to))));
    const email = queued.filter((id) => id !== null).length;
    const push = await queueNewsPushes(tx, selection.subscriptionIds, announcementPush(league, row.id, written), deps.now());
    await setAnnouncementCounts(tx, row.id, { emailCount: email, pushCount: push });
    await audit(tx, caller, 'announcement.send', auditTarget.league(league), { announcementId: row.id, subject: body.subject, audience: selection.audience, email, push });
    return { statusCode: 201, body: { id: row.id, ...previewOf(selection, { email, push }) } };
  });
  if (!answer.replayed) {
    wakeMailSenders();
    wakePushSenders();
  }
  return answer;
}
