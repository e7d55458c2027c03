// Issue 50 (decision 084): what a push of the league's channel does to an embed page's rows, pure
// (the page's script, embed-live.ts, does the DOM). A game the page shows is patched in place while
// its row stays the same (rowKey: status, kickoff, field), else the page is read again, as it is
// when a game it does not show may now belong: the server's render decides the rows, never the script.
import { rowKey, type EmbedPageData } from '@common/embeds/live';
import type { PublicGameDto } from '@common/schemas/games/dto';

export type PushedGame = Pick<PublicGameDto, 'id' | 'status' | 'scheduledDate' | 'field' | 'divisionId' | 'homeTeamId' | 'awayTeamId' | 'bracket'>;
export type PushEffect = 'patch' | 'reload' | 'none';
type Filters = Pick<EmbedPageData, 'widget' | 'divisionId' | 'teamId' | 'bracketId' | 'moreLive'>;

// Whether the game is one of the embed's (its division, team or bracket). The standings' team only
// marks its row: every game of the table's division counts.
function isOfEmbed(page: Filters, game: PushedGame): boolean {
  if (page.widget === 'bracket') return game.bracket?.id === page.bracketId;
  if (page.divisionId !== null && game.divisionId !== page.divisionId) return false;
  if (page.widget !== 'standings' && page.teamId !== null && game.homeTeamId !== page.teamId && game.awayTeamId !== page.teamId) return false;
  return true;
}

// shownRow: the data-row of the game's row on the page, undefined when it shows none.
export function effectOfPush(page: Filters, shownRow: string | undefined, game: PushedGame): PushEffect {
  if (shownRow !== undefined) return shownRow === rowKey(game) ? 'patch' : 'reload';
  if (!isOfEmbed(page, game)) return 'none';
  switch (page.widget) {
    // a final changes the table; a score of a live game does not
    case 'standings':
      return game.status === 'completed' ? 'reload' : 'none';
    case 'schedule':
      return game.status === 'scheduled' ? 'reload' : 'none';
    case 'bracket':
      return 'reload';
    case 'scoreboard':
      // a live game the limit left out (a score of one of them changes nothing shown), a cancelled one
      if (game.status === 'cancelled' || (game.status === 'live' && page.moreLive)) return 'none';
      return 'reload';
  }
}
