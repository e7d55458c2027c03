// An announcement as its mail and its push carry it (issue 47, decision 063). Pure.
import type { NewsPushMessage } from '../../../common/schemas/push';
import type { OutgoingMail } from '../mail/queue-mail';
import type { League } from '../../db/rows';
import { NEWS_KIND } from './store';
import { ANNOUNCEMENTS_TEXT as T } from './texts';

type Written = { subject: string; body: string };

// the league's scoreboard
function boardPath(league: Pick<League, 'slug'>): string {
  return `/${league.slug}`;
}

// The body's lines as written (the text part keeps them; the HTML part makes each a paragraph),
// runs of blank lines kept to one.
function bodyLines(body: string): string[] {
  const lines = body.split(/\r\n|\r|\n/).map((line) => line.trimEnd());
  return lines.filter((line, i) => line !== '' || (i > 0 && lines[i - 1] !== ''));
}

// managePath: the page of the address's follow by email, when it is a follower (to change or stop it)
export function announcementMail(league: League, to: string, announcementId: number, { subject, body }: Written, managePath: string | null = null): OutgoingMail {
  return {
    to,
    kind: NEWS_KIND,
    league: { id: league.id, name: league.name, timezone: league.timezone },
    subject,
    lines: bodyLines(body),
    links: [{ label: T.boardLink, path: boardPath(league) }, ...(managePath ? [{ label: T.manageFollow, path: managePath }] : [])],
    announcementId,
  };
}

// The push: the subject, then the first lines up to a notification's length.
export function announcementPush(league: League, announcementId: number, { subject, body }: Written): NewsPushMessage {
  const text = bodyLines(body).filter((line) => line !== '').join(' ');
  // by characters, so no emoji is cut in half
  const chars = [...text];
  const short = chars.length <= T.pushBodyMax ? text : `${chars.slice(0, T.pushBodyMax - 1).join('').trimEnd()}${T.ellipsis}`;
  return { type: 'news', announcementId, title: subject, body: short, url: boardPath(league) };
}
