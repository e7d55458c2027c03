import { sideName } from '../../../../common/brackets/sides';
import type { PublicGameDto } from '../../../../common/schemas/games/dto';
import type { ScoreboardPageData } from './first-render-data';

// Issue 17: the title, description and Open Graph tags of a league's board, the live score in the
// title, so a shared link says what the page shows.

const DEFAULT_TITLE = 'Flag Football League';

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function scoreLine(game: PublicGameDto): string {
  // issue 49 (decision 082): an instructional game's title names the teams, no score
  if (game.scoresHidden) return `${sideName(game, 'home')} vs ${sideName(game, 'away')}`;
  return `${sideName(game, 'home')} ${game.homeScore}-${game.awayScore} ${sideName(game, 'away')}`;
}

function pageTitle({ league, live, leagueLess }: Pick<ScoreboardPageData, 'league' | 'live' | 'leagueLess'>): string {
  const name = leagueLess ? DEFAULT_TITLE : league.name;
  const first = live[0];
  if (!first) return `${name} scoreboard`;
  const more = live.length > 1 ? ` (+${live.length - 1} more live)` : '';
  return `LIVE ${scoreLine(first)}${more} · ${name}`;
}

function pageDescription({ league, leagueLess }: Pick<ScoreboardPageData, 'league' | 'leagueLess'>): string {
  const name = leagueLess ? 'the league' : league.name;
  return `Live scores, game clock and schedule of ${name}: the scoreboard for parents and fans, updated as the referee scores.`;
}

// The template's <title> and description replaced, and Open Graph tags added.
export function pageHead(template: string, page: ScoreboardPageData, publicUrl: string): string {
  const title = escapeHtml(pageTitle(page));
  const description = escapeHtml(pageDescription(page));
  const tags = [
    `<meta property="og:type" content="website" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:image" content="${escapeHtml(`${publicUrl}/icons/icon-512.png`)}" />`,
    page.leagueLess ? '' : `<meta property="og:url" content="${escapeHtml(`${publicUrl}/${page.league.slug}`)}" />`,
  ].join('');
  return template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>${tags}`)
    .replace(/<meta name="description" content="[^"]*" \/>/, () => `<meta name="description" content="${description}" />`);
}
