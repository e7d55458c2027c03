// Issue 50 (decision 084): an embed page, whole: readable before any script runs (its rows are in the
// HTML), its stylesheet inline, what its script needs in a JSON block (no inline script: the page
// policy allows none), and the script itself from this site (/embed-live.js). Its heading links to
// the product's page of the same widget; every row links to its own.
import { EMBED_DATA_ID, EMBED_ROOT_ID, type EmbedPageData } from '../../../common/embeds/live';
import type { EmbedTheme } from '../../../common/embeds/embeds';
import type { PublicGameDto } from '../../../common/schemas/games/dto';
import { escapeHtml } from '../../http/action-page';
import { EMBED_STYLE } from './embed-style';
import type { BracketRound, BracketRounds } from './read-bracket';
import type { ScoreboardRows } from './read-scoreboard';
import type { StandingsTables } from './read-standings';
import { gameList, gameRow, leagueDate, linkTo, standingsTable, type RowContext } from './render-rows';
import { EMBED_TEXT } from './texts';

export type EmbedFrame = {
  theme: EmbedTheme;
  // the league's name and the widget's: "Demo League · Standings"
  league: string;
  title: string;
  // the product's page of the widget (the heading's link)
  fullPage: string | null;
  body: string;
  data: EmbedPageData<PublicGameDto>;
  // /embed-live.js with its version, null when the scripts are not built
  liveScript: string | null;
};

// JSON inside <script>: no "</script>" or "<!--" can close or open anything
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export function renderEmbedPage(frame: EmbedFrame): string {
  const heading = `${escapeHtml(frame.league)} · <span>${escapeHtml(frame.title)}</span>`;
  return [
    `<!doctype html><html lang="en" data-theme="${frame.theme}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">',
    `<title>${escapeHtml(`${frame.league} · ${frame.title}`)}</title><style>${EMBED_STYLE}</style></head><body>`,
    `<main id="${EMBED_ROOT_ID}"><h1>${frame.fullPage ? linkTo(frame.fullPage, heading) : heading}</h1>`,
    frame.body,
    `<script type="application/json" id="${EMBED_DATA_ID}">${scriptJson(frame.data)}</script></main>`,
    frame.liveScript ? `<script src="${escapeHtml(frame.liveScript)}" defer></script>` : '',
    '</body></html>',
  ].join('');
}

const section = (heading: string, list: string) => `<h2>${heading}</h2>${list}`;

export function scoreboardBody(rows: ScoreboardRows, context: RowContext, href: (game: PublicGameDto) => string): string {
  const list = (games: PublicGameDto[]) => gameList(games, (game) => gameRow(game, { ...context, href: href(game) }));
  const parts = [
    rows.live.length > 0 ? section(EMBED_TEXT.live, list(rows.live)) : '',
    rows.upcoming.length > 0 ? section(EMBED_TEXT.upcoming, list(rows.upcoming)) : '',
    rows.finals.length > 0 ? section(EMBED_TEXT.results, list(rows.finals)) : '',
  ].join('');
  return parts || `<p>${EMBED_TEXT.noGames}</p>`;
}

// the games ahead under a heading per day (the league's), each with its time and field
export function scheduleBody(games: readonly PublicGameDto[], context: RowContext, href: (game: PublicGameDto) => string): string {
  if (games.length === 0) return `<p>${EMBED_TEXT.noUpcoming}</p>`;
  const days: { day: string; games: PublicGameDto[] }[] = [];
  for (const game of games) {
    const day = leagueDate(game.scheduledDate, context.timeZone);
    const last = days.at(-1);
    if (last?.day === day) last.games.push(game);
    else days.push({ day, games: [game] });
  }
  return days.map(({ day, games: ofDay }) => section(escapeHtml(day), gameList(ofDay, (game) => gameRow(game, { ...context, href: href(game) }, { withDate: false })))).join('');
}

export function standingsBody(standings: StandingsTables, leagueName: string, href: string, markedTeamId: number | null): string {
  if (standings.instructional) return `<p>${EMBED_TEXT.instructional}</p>`;
  const tables = standings.tables.filter((table) => table.rows.length > 0);
  if (tables.length === 0) return `<p>${EMBED_TEXT.noStandings}</p>`;
  return tables.map((table) => standingsTable(table, { text: table.name ?? leagueName, shown: table.name !== null }, href, markedTeamId)).join('');
}

export function bracketBody(bracket: BracketRounds, context: RowContext, markedTeamId: number | null): string {
  if (bracket.rounds.length === 0) return `<p>${EMBED_TEXT.noBracketGames}</p>`;
  const round = ({ name, games }: BracketRound) =>
    `<section>${section(
      escapeHtml(name),
      gameList(games, (game) => gameRow(game, context, { seeds: { home: game.homeSeed, away: game.awaySeed }, marked: markedTeamId !== null && (game.homeTeamId === markedTeamId || game.awayTeamId === markedTeamId) })),
    )}</section>`;
  return `<div class="rounds">${bracket.rounds.map(round).join('')}</div>`;
}

export function suspendedBody(leagueName: string): string {
  return `<p>${escapeHtml(EMBED_TEXT.suspended(leagueName))}</p>`;
}
