// What a game's change tells its teams' followers (issue 38): kickoff when it goes live, score when
// the score of a live game changes, final when it completes, cancelled, and moved when its kickoff
// or field changes while it is still to be played. A game just created tells nothing.
import { sideName } from '../../../common/brackets/sides';
import type { PushMessage } from '../../../common/schemas/push';
import { dateTimeFormat } from '../../../common/time';
import type { GameRecord } from '../../db/rows';
import type { GameChange } from '../../deps';
import { FOLLOWS_TEXT } from './texts';

// the scoreboard's board of that game
export function boardUrl(game: GameRecord): string {
  return `/${game.league.slug}?game=${game.id}`;
}

// the kickoff in the league's time, e.g. "Sat, Nov 28, 10:00 AM EST"
function kickoffOf(game: GameRecord): string {
  const format = dateTimeFormat({ timeZone: game.league.timezone, weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });
  return format.format(game.scheduledDate);
}

export function noticesOf({ before, after: game }: GameChange): PushMessage[] {
  if (before === null) return [];
  const teams = { home: sideName(game, 'home'), away: sideName(game, 'away') };
  const notices: { title: string; body: string; type: PushMessage['type'] }[] = [];
  const became = (status: GameRecord['status']) => game.status === status && before.status !== status;
  if (became('cancelled')) notices.push({ type: 'cancelled', ...FOLLOWS_TEXT.cancelled(teams, kickoffOf(game)) });
  // issue 49 (decision 082): an instructional game tells no score, so neither its score nor its final
  else if (became('completed')) {
    if (game.scoresPublic) notices.push({ type: 'final', ...FOLLOWS_TEXT.final(teams, game.homeScore, game.awayScore) });
  } else if (game.status === 'live') {
    if (before.status === 'scheduled') notices.push({ type: 'kickoff', ...FOLLOWS_TEXT.kickoff(teams, game.field) });
    if (game.scoresPublic && (game.homeScore !== before.homeScore || game.awayScore !== before.awayScore)) notices.push({ type: 'score', ...FOLLOWS_TEXT.score(teams, game.homeScore, game.awayScore) });
  }
  const moved = game.scheduledDate.getTime() !== before.scheduledDate.getTime() || (game.field ?? '') !== (before.field ?? '');
  if (moved && game.status === 'scheduled') notices.push({ type: 'moved', ...FOLLOWS_TEXT.moved(teams, kickoffOf(game), game.field) });
  return notices.map((notice) => ({ ...notice, gameId: game.id, url: boardUrl(game) }));
}
