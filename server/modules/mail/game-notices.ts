// What a game's change tells its referee (issue 47): the removal of an assignment (its referee
// changed; the new referee's offer is mailed by crews/on-game-changed.ts, issue 48), a move of a game still to be played (kickoff or field),
// a cancellation (a rainout's included). Pure: the change in, the notices out (who, not yet where).
import { sideName } from '../../../common/brackets/sides';
import type { GameRecord } from '../../db/rows';
import type { GameChange } from '../../deps';
import { leagueTime } from './message';
import { MAIL_TEXT } from './texts';

export type GameNoticeKind = 'unassignment' | 'game-moved' | 'game-cancelled';
export type GameNotice = { refereeId: number; kind: GameNoticeKind; subject: string; lines: string[] };

const titleOf = (game: GameRecord) => `${sideName(game, 'home')} vs ${sideName(game, 'away')}`;
const whenOf = (game: Pick<GameRecord, 'scheduledDate'>, timezone: string) => leagueTime(game.scheduledDate, timezone);

export function gameNotices({ before, after: game, via }: GameChange): GameNotice[] {
  const tz = game.league.timezone;
  const title = titleOf(game);
  const when = whenOf(game, tz);
  const notices: GameNotice[] = [];
  const refereeBefore = before?.refereeId ?? null;
  const refereeAfter = game.refereeId;
  const cancelledNow = game.status === 'cancelled' && before !== null && before.status !== 'cancelled';
  if (cancelledNow) {
    // the referee of the game as it was (a rainout may clear nothing else)
    const referee = refereeBefore ?? refereeAfter;
    if (referee !== null) notices.push({ refereeId: referee, kind: 'game-cancelled', subject: MAIL_TEXT.cancelled.subject(title, whenOf(before, tz)), lines: [...MAIL_TEXT.cancelled.lines(title, whenOf(before, tz))] });
    return notices;
  }
  if (game.status !== 'scheduled') return notices;
  if (refereeBefore !== refereeAfter) {
    // his own decline (via 'crew', issue 48) needs no notice that he no longer referees it
    if (refereeBefore !== null && before?.status === 'scheduled' && via !== 'crew') {
      notices.push({ refereeId: refereeBefore, kind: 'unassignment', subject: MAIL_TEXT.unassignment.subject(title, whenOf(before, tz)), lines: [...MAIL_TEXT.unassignment.lines(title, whenOf(before, tz))] });
    }
    // the new referee's offer, with its Accept and Decline links, is the crews module's mail (issue 48)
    return notices;
  }
  const moved = before !== null && before.status === 'scheduled' && (game.scheduledDate.getTime() !== before.scheduledDate.getTime() || (game.field ?? '') !== (before.field ?? ''));
  if (moved && refereeAfter !== null) {
    const was = MAIL_TEXT.at(whenOf(before, tz), before.field);
    const now = MAIL_TEXT.at(when, game.field);
    notices.push({ refereeId: refereeAfter, kind: 'game-moved', subject: MAIL_TEXT.moved.subject(title), lines: [...MAIL_TEXT.moved.lines(title, was, now)] });
  }
  return notices;
}
