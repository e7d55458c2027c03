// Issue 50 (decision 084): an embed's rows as HTML, each a link to the product's own page in a new
// tab. A game row carries what the page's script needs to follow it (embed-live.ts): its id, its
// row key (common/embeds/live.ts rowKey: a push that changes it reads the page again), the scores
// and a live game's line to rewrite. Every text is escaped here.
import { sideColor, sideName } from '../../../common/brackets/sides';
import { liveLine, rowKey } from '../../../common/embeds/live';
import { deriveView } from '../../../common/game-rules/clock';
import type { Side } from '../../../common/game-rules/state';
import type { PublicGameDto } from '../../../common/schemas/games/dto';
import { gameStateOfDto } from '../../../common/schemas/games/of-response';
import type { DivisionTable, StandingsRow } from '../../../common/standings/rank';
import { dateTimeFormat } from '../../../common/time';
import { escapeHtml } from '../../http/action-page';
import { EMBED_TEXT } from './texts';

export type RowContext = { timeZone: string; now: number; href: string };
type GameRowOptions = { withDate?: boolean; seeds?: { home: number | null; away: number | null }; marked?: boolean };

const HEX_COLOUR = /^#[0-9a-f]{3}(?:[0-9a-f]{3})?$/i;

// the link's own attributes: the product's page in a new tab, told to a screen reader too
export function linkTo(href: string, inner: string, className = ''): string {
  return `<a href="${escapeHtml(href)}" target="_blank" rel="noopener"${className ? ` class="${className}"` : ''}>${inner}<span class="sr"> ${EMBED_TEXT.newTab}</span></a>`;
}

export function leagueDate(iso: string, timeZone: string): string {
  return dateTimeFormat({ timeZone, weekday: 'short', month: 'short', day: 'numeric' }).format(new Date(iso));
}

function leagueTime(iso: string, timeZone: string): string {
  return dateTimeFormat({ timeZone, hour: 'numeric', minute: '2-digit' }).format(new Date(iso));
}

// a team's name with its colour's bar
function teamLabel(name: string, colour: string): string {
  return `<i style="--c:${HEX_COLOUR.test(colour) ? colour : 'transparent'}"></i><span class="n">${escapeHtml(name)}</span>`;
}

function finalLabel(game: PublicGameDto): string {
  if (game.endReason === 'mercy' && !game.scoresHidden) return EMBED_TEXT.finalMercy;
  if (game.endReason === 'forfeit') return EMBED_TEXT.forfeit;
  return EMBED_TEXT.final;
}

// The line above the teams: the badge and clock of a live game, FINAL and the day of a finished
// one, the day, time and field of one ahead.
function metaLine(game: PublicGameDto, context: RowContext, withDate: boolean): string {
  const hidden = game.scoresHidden ? ` · ${EMBED_TEXT.noScoreKept}` : '';
  if (game.status === 'live') {
    const view = deriveView(gameStateOfDto(game), Math.max(context.now, game.serverNow));
    return `<span class="b">${EMBED_TEXT.liveBadge}</span> · <span data-live-line>${escapeHtml(liveLine(view, game.overtime !== null))}</span>${hidden}`;
  }
  const day = leagueDate(game.scheduledDate, context.timeZone);
  if (game.status === 'completed') return `<strong>${finalLabel(game)}</strong> · ${escapeHtml(day)}${hidden}`;
  const when = `${withDate ? `${day} · ` : ''}${leagueTime(game.scheduledDate, context.timeZone)}`;
  return `${escapeHtml(when)} · ${escapeHtml(game.field ?? EMBED_TEXT.noField)}`;
}

function sideLine(game: PublicGameDto, side: Side, seed: number | null | undefined, winner: boolean): string {
  const shown = (game.status === 'live' || game.status === 'completed') && !game.scoresHidden;
  const score = shown ? String(side === 'home' ? game.homeScore : game.awayScore) : '';
  const name = seed ? `${EMBED_TEXT.seed(seed)} ${sideName(game, side)}` : sideName(game, side);
  return `<span class="t${winner ? ' w' : ''}">${teamLabel(name, sideColor(game, side))}</span><span class="s" data-score="${side}">${score}</span>`;
}

export function gameRow(game: PublicGameDto, context: RowContext, options: GameRowOptions = {}): string {
  const decided = game.status === 'completed' && !game.scoresHidden && game.homeScore !== game.awayScore;
  const homeWon = decided && game.homeScore > game.awayScore;
  const awayWon = decided && game.awayScore > game.homeScore;
  const inner = `<span class="m">${metaLine(game, context, options.withDate ?? true)}</span>${sideLine(game, 'home', options.seeds?.home, homeWon)}${sideLine(game, 'away', options.seeds?.away, awayWon)}`;
  return `<li data-game-id="${game.id}" data-row="${escapeHtml(rowKey(game))}"${options.marked ? ' class="me"' : ''}>${linkTo(context.href, inner)}</li>`;
}

export function gameList<Game extends PublicGameDto>(games: readonly Game[], row: (game: Game) => string): string {
  return `<ul class="games">${games.map(row).join('')}</ul>`;
}

// --- the standings

const pct = (value: number) => value.toFixed(3).replace(/^0(?=\.)/, '');
const signed = (value: number) => (value > 0 ? `+${value}` : String(value));

function column(key: keyof typeof EMBED_TEXT.columns, wide = false): string {
  const [short, long] = EMBED_TEXT.columns[key];
  const inner = short === long ? short : `<abbr title="${long}">${short}</abbr>`;
  return `<th scope="col"${key === 'team' ? ' class="tn"' : wide ? ' class="x"' : ''}>${inner}</th>`;
}

function standingsRow(row: StandingsRow, href: string, markedTeamId: number | null): string {
  const marked = row.team.id === markedTeamId;
  const cells = [
    `<td>${row.rank}</td>`,
    `<td class="tn">${linkTo(href, `<span class="t">${teamLabel(row.team.name, row.team.color)}</span>`)}</td>`,
    `<td>${row.wins}</td>`,
    `<td>${row.losses}</td>`,
    `<td>${row.ties}</td>`,
    `<td class="x">${pct(row.winPct)}</td>`,
    `<td class="x">${signed(row.pointDifferential)}</td>`,
  ];
  return `<tr${marked ? ' class="me" aria-current="true"' : ''}>${cells.join('')}</tr>`;
}

// caption: the division's name, shown; a league without divisions names its one table for a screen
// reader only (the heading above says it already)
export function standingsTable(table: DivisionTable, caption: { text: string; shown: boolean }, href: string, markedTeamId: number | null): string {
  const head = `<tr>${column('rank')}${column('team')}${column('wins')}${column('losses')}${column('ties')}${column('winPct', true)}${column('pointDifferential', true)}</tr>`;
  return `<table><caption${caption.shown ? '' : ' class="sr"'}>${escapeHtml(caption.text)}</caption><thead>${head}</thead><tbody>${table.rows.map((row) => standingsRow(row, href, markedTeamId)).join('')}</tbody></table>`;
}
