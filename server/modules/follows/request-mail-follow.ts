// POST /api/leagues/{slug}/mail-follows (issue 47, decision 062): anyone asks for a league's emails
// about 1-20 of its teams, of the kinds chosen; the address is mailed a link (valid
// CONFIRM_LINK_HOURS) whose page's button confirms. Nothing else is sent to it before. The answer is
// the same whoever asks and whatever the address (known, following, over its daily count): no one
// learns who follows what. At most CONFIRMS_PER_ADDRESS_PER_DAY confirmation mails per address in
// 24 hours (counted in the database, so every instance shares the count); beyond, nothing is mailed.
import crypto from 'node:crypto';
import { MAIL_FOLLOW_KINDS, type MailFollowRequest, type MailFollowRequestedDto } from '../../../common/schemas/mail-follows';
import { SERVER_TEXT } from '../../../common/texts';
import { assertLeagueOpen, assertLeagueWritable } from '../../auth/policy';
import type { AppDeps } from '../../deps';
import { badRequest, notFound } from '../../http/errors';
import { mailSettings, queueMail } from '../mail/queue-mail';
import { wakeMailSenders } from '../mail/sender';
import { CONFIRM_MAIL_KIND, confirmPath, newConfirmToken } from './mail-follow-links';
import { CONFIRM_COUNT_PREFIX, insertRequest, teamsOfLeague } from './mail-follow-store';
import { countNewFollow } from './store';
import { FOLLOWS_TEXT, MAIL_FOLLOW_TEXT } from './texts';

const CONFIRM_LINK_HOURS = 24;
const CONFIRMS_PER_ADDRESS_PER_DAY = 3;
const DAY_MS = 24 * 3600_000;

// the kinds in the product's order, whatever the request's
export const kindsInOrder = (kinds: readonly string[]) => MAIL_FOLLOW_KINDS.filter((kind) => kinds.includes(kind));
export const kindWords = (kinds: readonly string[]) => MAIL_FOLLOW_TEXT.list(kindsInOrder(kinds).map((kind) => MAIL_FOLLOW_TEXT.kinds[kind]!.replace(/ \(.*\)$/, '').toLowerCase()));

export async function requestMailFollow(deps: AppDeps, slug: string, body: MailFollowRequest): Promise<MailFollowRequestedDto> {
  const league = await deps.publicLeagues.bySlug(slug);
  if (!league) throw notFound(SERVER_TEXT.leagueNotFound);
  // a visitor: a suspended league is closed to them, an archived one takes no new followers
  assertLeagueOpen(null, league);
  assertLeagueWritable(league);
  const named = await teamsOfLeague(deps.db, league.id, body.teamIds);
  const unknown = body.teamIds.filter((id) => !named.some((team) => team.id === id));
  if (unknown.length > 0) throw badRequest(FOLLOWS_TEXT.teamsNotInLeague(unknown));

  const now = deps.now();
  const address = body.email;
  const kinds = kindsInOrder(body.kinds);
  const queued = await deps.db.transaction(async (tx) => {
    const key = `${CONFIRM_COUNT_PREFIX}${crypto.createHash('sha256').update(address).digest('hex')}`;
    const { count } = await countNewFollow(tx, key, now, DAY_MS);
    if (count > CONFIRMS_PER_ADDRESS_PER_DAY) return false;
    const { token, hash } = newConfirmToken();
    await insertRequest(tx, { leagueId: league.id, address, teamIds: named.map((team) => team.id), kinds, tokenHash: hash, expiresAt: new Date(now.getTime() + CONFIRM_LINK_HOURS * 3600_000) });
    const text = MAIL_FOLLOW_TEXT.confirmMail;
    await queueMail(tx, mailSettings(deps), {
      to: address,
      kind: CONFIRM_MAIL_KIND,
      league: { id: league.id, name: league.name, timezone: league.timezone },
      subject: text.subject(league.name),
      lines: text.lines(league.name, MAIL_FOLLOW_TEXT.list(named.map((team) => team.name)), kindWords(kinds), CONFIRM_LINK_HOURS),
      links: [{ label: text.link, path: confirmPath(league.slug, token) }],
      // the answer to the person's own request: no List-Unsubscribe, sent even to an address that stopped follow mail
      unsubscribe: false,
    });
    return true;
  });
  if (queued) wakeMailSenders();
  return { message: MAIL_FOLLOW_TEXT.requested };
}
