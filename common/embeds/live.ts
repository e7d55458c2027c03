// Issue 50 (decision 084): what the embed page the server renders and the two small scripts beside
// it share: the page's data block and root, the height message to the host page, the paths of the
// embeds and their scripts, and the live game's line (period and clock), which the server draws and
// the page's script counts down with the same words. No zod here: the scripts and the service
// worker import this file, and stay small.
import type { GameView } from '../game-rules/state';
import type { EmbedWidget } from './embeds';

// the element the rows sit in (the script swaps it when it reads the page again) and the JSON block
export const EMBED_ROOT_ID = 'ffl-embed';
export const EMBED_DATA_ID = 'ffl-embed-data';
// what the page posts to its host page, which /embed.js reads: { type, height, src }
export const EMBED_HEIGHT_MESSAGE = 'ffl-embed:height';
export const EMBED_LOADER_PATH = '/embed.js';
export const EMBED_LIVE_SCRIPT_PATH = '/embed-live.js';

// An embed page (/{slug}/embed/{widget}[/{id}]) or one of its scripts: no cookie, no service worker.
const EMBED_PAGE = /^\/[^/]+\/embed\/(?:scoreboard|standings|schedule|bracket\/[^/]+)\/?$/;

export function isEmbedRequest(pathname: string): boolean {
  return pathname === EMBED_LOADER_PATH || pathname === EMBED_LIVE_SCRIPT_PATH || EMBED_PAGE.test(pathname);
}

// The page's data block (<script type="application/json" id="ffl-embed-data">): what the script
// needs to follow the league's pushes. `live`: the live games shown, as the public lists answer them
// (the script counts their clocks down); `moreLive`: live games of the filters were left out by the
// limit (a push of one of them changes nothing shown); `suspended`: no rows, no socket.
export type EmbedPageData<Game = unknown> = {
  slug: string;
  widget: EmbedWidget;
  divisionId: number | null;
  teamId: number | null;
  bracketId: number | null;
  moreLive: boolean;
  suspended: boolean;
  serverNow: number;
  live: Game[];
};

// Shared words of the page and its scripts (ours, issue 50).
export const EMBED_LIVE_TEXT = {
  halftime: 'Halftime',
  timeout: 'Timeout',
  overtime: 'Overtime',
  // the iframe's title, by widget (/embed.js names the frame before it loads)
  frameTitle: { scoreboard: 'Live scores', standings: 'Standings', schedule: 'Schedule', bracket: 'Playoff bracket' } satisfies Record<EmbedWidget, string>,
  frameTitleFallback: 'Flag football scores',
} as const;

// A game row's key (its data-row attribute): a push that keeps it is applied to the row in place
// (score, clock); one that changes it (a kickoff, a final, a move) has the script read the page again.
export function rowKey(game: { status: string; scheduledDate: string; field: string | null }): string {
  return `${game.status}|${game.scheduledDate}|${game.field ?? ''}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

// m:ss of the game clock (spec 2.7)
export function clockText(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(s / 60)}:${pad(s % 60)}`;
}

export type EmbedClockView = Pick<GameView, 'periodLabel' | 'timeRemaining' | 'isTimeoutActive' | 'timeoutTimeRemaining' | 'isHalftimeActive' | 'halftimeTimeRemaining'>;

// A live game's line beside its badge: "2nd Quarter · 8:25", "Halftime · 4:12", "Timeout · 0:45",
// and "Overtime" (untimed rounds, issue 36).
export function liveLine(view: EmbedClockView, overtime: boolean): string {
  if (view.isHalftimeActive) return `${EMBED_LIVE_TEXT.halftime} · ${clockText(view.halftimeTimeRemaining ?? 0)}`;
  if (view.isTimeoutActive) return `${EMBED_LIVE_TEXT.timeout} · ${clockText(view.timeoutTimeRemaining ?? 0)}`;
  if (overtime) return EMBED_LIVE_TEXT.overtime;
  return `${view.periodLabel} · ${clockText(view.timeRemaining)}`;
}
