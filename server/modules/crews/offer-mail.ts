// The mail of a crew offer (issue 48, decision 071): when a position is offered to an official, he is
// told the game, its kickoff in league time, its field and the position, with two signed one-click
// links, Accept and Decline, signed here and answered by offer-links.ts: HMAC with the session
// secret over the game, the position, the official and the offer's instant, so a link of an older
// offer no longer answers a new one. Written to the outbox in the
// caller's transaction (the offer's), so it goes only if the offer commits. Its reminder is the same
// mail, said once more (remind-offers.ts). Kind 'assignment': an official who stopped assignment mail
// by its one-click unsubscribe gets no offers by mail either (he answers in his games), and a
// season's list (mail/season-assignments.ts) and the offers are one kind for him.
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { CREW_POSITIONS, type CrewPosition } from '../../../common/crews/crew';
import type { DbOrTx, Tx } from '../../db/client';
import { games, leagues, teams, users } from '../../db/schema';
import { linkSignature, linkSignatureMatches } from '../../http/tokens';
import { leagueTime } from '../mail/message';
import { queueMail, type MailSettings } from '../mail/queue-mail';
import { CREW_MAIL_TEXT } from './mail-texts';

// One offer: which position of which game, to whom, and when it was made.
export type OfferRef = { gameId: number; position: CrewPosition; refereeId: number; offeredAt: Date };
export type OfferAnswer = 'accept' | 'decline';

export const OFFER_LINK_PATHS: Record<OfferAnswer, string> = { accept: '/api/crew-offers/accept', decline: '/api/crew-offers/decline' };

const offerText = (ref: OfferRef) => `${ref.gameId}.${ref.position}.${ref.refereeId}.${ref.offeredAt.getTime()}`;
const signatureOf = (secret: string, ref: OfferRef) => linkSignature(secret, 'crew-offer', offerText(ref));

// The link's path and query (the mail makes it absolute); both answers carry the same token.
export function offerLinkPath(secret: string, answer: OfferAnswer, ref: OfferRef): string {
  return `${OFFER_LINK_PATHS[answer]}?offer=${offerText(ref)}&t=${signatureOf(secret, ref)}`;
}

const OFFER_PATTERN = new RegExp(`^([1-9][0-9]{0,9})\\.(${CREW_POSITIONS.join('|')})\\.([1-9][0-9]{0,9})\\.([0-9]{1,15})$`);

// The offer a link's query names, or null when it is not one this server signed.
export function readOfferLink(secret: string, offer: unknown, t: unknown): OfferRef | null {
  if (typeof offer !== 'string' || typeof t !== 'string' || t.length > 100) return null;
  const match = OFFER_PATTERN.exec(offer);
  if (!match) return null;
  const ref: OfferRef = { gameId: Number(match[1]), position: match[2] as CrewPosition, refereeId: Number(match[3]), offeredAt: new Date(Number(match[4])) };
  if (!Number.isSafeInteger(ref.gameId) || !Number.isSafeInteger(ref.refereeId) || Number.isNaN(ref.offeredAt.getTime())) return null;
  return linkSignatureMatches(secret, 'crew-offer', offerText(ref), t) ? ref : null;
}

const OFFER_MAIL_KIND = 'assignment';

export type OfferMail = OfferRef & { leagueId: number };

// A game as the offer's mail and its link's page tell it.
export type OfferGame = {
  id: number;
  leagueId: number;
  status: string;
  scheduledDate: Date;
  field: string | null;
  title: string;
  league: { id: number; name: string; slug: string; timezone: string; status: string; autoDeclineHours: number };
};

const home = alias(teams, 'home_team');
const away = alias(teams, 'away_team');

export async function offerGameOf(db: DbOrTx, gameId: number): Promise<OfferGame | null> {
  const [row] = await db
    .select({
      id: games.id,
      leagueId: games.leagueId,
      status: games.status,
      scheduledDate: games.scheduledDate,
      field: games.field,
      homeName: home.name,
      awayName: away.name,
      league: { id: leagues.id, name: leagues.name, slug: leagues.slug, timezone: leagues.timezone, status: leagues.status, autoDeclineHours: leagues.autoDeclineHours },
    })
    .from(games)
    .innerJoin(leagues, eq(leagues.id, games.leagueId))
    .leftJoin(home, eq(home.id, games.homeTeamId))
    .leftJoin(away, eq(away.id, games.awayTeamId))
    .where(eq(games.id, gameId));
  if (!row) return null;
  const { homeName, awayName, ...game } = row;
  return { ...game, title: CREW_MAIL_TEXT.title(homeName ?? CREW_MAIL_TEXT.teamUnknown, awayName ?? CREW_MAIL_TEXT.teamUnknown) };
}

// Queues the offer's mail (reminder: the reminder's) to the official; the row's id, or null when
// nothing was written (the game is not the league's, he has no address, or he stopped this kind).
// The crews' PUT calls it for `second` and `line`; the `referee` position's offer is mailed when
// games.referee_id changes (on-game-changed.ts).
export async function queueOfferMail(tx: Tx, settings: MailSettings, offer: OfferMail, reminder = false): Promise<number | null> {
  const game = await offerGameOf(tx, offer.gameId);
  if (!game || game.leagueId !== offer.leagueId) return null;
  const [official] = await tx.select({ email: users.email }).from(users).where(eq(users.id, offer.refereeId));
  if (!official?.email) return null;
  const T = CREW_MAIL_TEXT.offer;
  const { league } = game;
  const when = leagueTime(game.scheduledDate, league.timezone);
  const subject = (reminder ? T.reminderSubject : T.subject)(offer.position, game.title, when);
  const lines = T.lines(offer.position, game.title, when, game.field, league.autoDeclineHours);
  return queueMail(tx, settings, {
    to: official.email,
    kind: OFFER_MAIL_KIND,
    league: { id: league.id, name: league.name, timezone: league.timezone },
    subject,
    lines: reminder ? [T.reminderLine, ...lines] : lines,
    links: [
      { label: T.accept, path: offerLinkPath(settings.secret, 'accept', offer) },
      { label: T.decline, path: offerLinkPath(settings.secret, 'decline', offer) },
      { label: T.openGames, path: `/${league.slug}/referee` },
    ],
  });
}
