// Issue 47: a fan's `scoreUpdates` honoured by mail. Listens to deps.gameChanged (wired in
// create-deps.ts), emitted in the game write's transaction: when a game becomes completed, the fans
// whose favourite team played it, with `email` and `scoreUpdates` on and an address, get its final
// score (kind 'fan-final'), queued in that transaction (sent only if the write commits; the mail
// sender wakes on the write's commit). A game created completed (an imported result) or corrected
// after it completed mails nobody. An address that follows one of the game's teams by email with
// 'final' gets the followers' final instead: one final per address.
import { sideName } from '../../../common/brackets/sides';
import type { Tx } from '../../db/client';
import type { GameRecord } from '../../db/rows';
import type { GameChange } from '../../deps';
import { leagueTime } from '../mail/message';
import { followersWith } from '../mail/followers';
import { queueMails, type MailSettings } from '../mail/queue-mail';
import { fansWhoWant } from './mail-audience';
import { FAN_MAIL_TEXT } from './texts';

const FAN_FINAL_KIND = 'fan-final';


function finalMail(game: GameRecord, favoriteTeamId: number) {
  const home = sideName(game, 'home');
  const away = sideName(game, 'away');
  const team = favoriteTeamId === game.homeTeamId ? home : away;
  const text = FAN_MAIL_TEXT.final;
  return {
    subject: text.subject(home, game.homeScore, away, game.awayScore),
    lines: [text.score(home, game.homeScore, away, game.awayScore), text.game(`${home} vs ${away}`, leagueTime(game.scheduledDate, game.league.timezone), game.field), text.why(team)],
    links: [
      { label: FAN_MAIL_TEXT.openGame, path: `/${game.league.slug}?game=${game.id}` },
      { label: FAN_MAIL_TEXT.settings, path: `/${game.league.slug}/fan` },
    ],
  };
}

export function mailFinalToFans(settings: MailSettings) {
  return async (tx: Tx, { before, after: game }: GameChange): Promise<void> => {
    if (before === null || before.status === 'completed' || game.status !== 'completed') return;
    if (game.league.status !== 'active') return;
    // issue 49 (decision 082): an instructional game's final is not told
    if (!game.scoresPublic) return;
    const teamIds = [game.homeTeamId, game.awayTeamId].filter((id): id is number => id !== null);
    const fans = await fansWhoWant(tx, game.league.id, teamIds, 'scoreUpdates');
    if (fans.length === 0) return;
    const followers = new Set((await followersWith(tx, game.league.id, teamIds, 'final')).map((f) => f.address.toLowerCase()));
    const league = { id: game.league.id, name: game.league.name, timezone: game.league.timezone };
    const mails = fans.filter((fan) => !followers.has(fan.address)).map((fan) => ({ to: fan.address, kind: FAN_FINAL_KIND, league, ...finalMail(game, fan.favoriteTeamId) }));
    await queueMails(tx, settings, mails);
  };
}
