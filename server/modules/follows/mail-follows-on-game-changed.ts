// Listens to deps.gameChanged (wired in create-deps.ts), in the game write's transaction: the mails
// of the change's notices (noticesOf, the push follows' rule) to the confirmed followers by email of
// either team who chose that kind, each address once (issue 47, decision 062). A score goes now only
// when the game's score window is closed (it opens one); within the window it waits for the
// window's end (mail-score-windows.ts), which mails the score then standing. The final and a
// cancellation close the window. A change no one follows by email costs one query per notice.
import type { Tx } from '../../db/client';
import type { GameChange } from '../../deps';
import type { MailSettings } from '../mail/queue-mail';
import { followersWith } from '../mail/followers';
import { closeScoreWindow, scoreNowOrLater } from './mail-follow-store';
import { mailFollowers, noticeMail } from './mail-follow-notices';
import { SCORE_WINDOW_MS, scoreWindowPended } from './mail-score-windows';
import { noticesOf } from './notices';

export function mailFollowsOnGameChanged(settings: MailSettings, now: () => Date) {
  return async (tx: Tx, change: GameChange): Promise<void> => {
    const notices = noticesOf(change);
    if (notices.length === 0) return;
    const game = change.after;
    // a playoff game waiting on an earlier one has a side with no team yet: the known team's followers
    const teamIds = [game.homeTeamId, game.awayTeamId].filter((id): id is number => id !== null);
    for (const { type } of notices) {
      if (type === 'final' || type === 'cancelled') await closeScoreWindow(tx, game.id);
      const followers = await followersWith(tx, game.league.id, teamIds, type);
      if (followers.length === 0) continue;
      if (type === 'score' && !(await scoreNowOrLater(tx, game.id, now(), SCORE_WINDOW_MS))) {
        scoreWindowPended();
        continue;
      }
      await mailFollowers(tx, settings, game, followers, type, noticeMail(type, change));
    }
  };
}
