// The mails of a game's notices to its teams' followers by email (issue 47, decision 062): which
// notices a change makes is the push follows' rule (notices.ts, noticesOf), the words are the mail's
// own: kickoff (and the field), score, final with the score, moved (the new time and field, and the
// old), cancelled. Each follower (one per address and league) gets one mail per notice, of the kind
// `follow-<type>` (what its one-click unsubscribe stops), with the board's link and the follow's
// manage link. Written in the caller's transaction through the outbox's door (queueMail).
import { sideName } from '../../../common/brackets/sides';
import type { PushMessage } from '../../../common/schemas/push';
import type { Tx } from '../../db/client';
import type { GameRecord } from '../../db/rows';
import type { GameChange } from '../../deps';
import { leagueTime } from '../mail/message';
import { queueMails, type MailSettings } from '../mail/queue-mail';
import { followMailKind, managePath } from './mail-follow-links';
import { boardUrl } from './notices';
import { MAIL_FOLLOW_TEXT } from './texts';

export type NoticeMail = { subject: string; lines: string[] };

const gameOf = (game: GameRecord) => {
  const home = sideName(game, 'home');
  const away = sideName(game, 'away');
  return { home, away, title: `${home} vs ${away}` };
};

const whenAt = (game: Pick<GameRecord, 'scheduledDate' | 'field'>, timezone: string) => MAIL_FOLLOW_TEXT.notices.at(leagueTime(game.scheduledDate, timezone), game.field);

// The score as it stands (a score mailed now, or when its window ends).
export function scoreMail(game: GameRecord): NoticeMail {
  return MAIL_FOLLOW_TEXT.notices.score(gameOf(game), game.homeScore, game.awayScore);
}

// The mail of one notice of a change (its type from noticesOf).
export function noticeMail(type: PushMessage['type'], { before, after: game }: GameChange): NoticeMail {
  const t = MAIL_FOLLOW_TEXT.notices;
  const tz = game.league.timezone;
  switch (type) {
    case 'kickoff':
      return t.kickoff(gameOf(game), game.field);
    case 'score':
      return scoreMail(game);
    case 'final':
      return t.final(gameOf(game), game.homeScore, game.awayScore);
    case 'moved':
      return t.moved(gameOf(game), whenAt(game, tz), whenAt(before ?? game, tz));
    case 'cancelled':
      return t.cancelled(gameOf(game), leagueTime((before ?? game).scheduledDate, tz));
  }
}

// One mail to each follower; answers how many were queued (an address that unsubscribed from the
// kind gets none).
export async function mailFollowers(tx: Tx, settings: MailSettings, game: GameRecord, followers: { id: number; address: string }[], type: string, mail: NoticeMail): Promise<number> {
  const { league } = game;
  const ids = await queueMails(
    tx,
    settings,
    followers.map((follower) => ({
      to: follower.address,
      kind: followMailKind(type),
      league: { id: league.id, name: league.name, timezone: league.timezone },
      subject: mail.subject,
      lines: mail.lines,
      links: [
        { label: MAIL_FOLLOW_TEXT.links.board, path: boardUrl(game) },
        { label: MAIL_FOLLOW_TEXT.links.manage, path: managePath(league.slug, settings.secret, { id: follower.id, leagueId: league.id, address: follower.address }) },
      ],
    })),
  );
  return ids.filter((id) => id !== null).length;
}
