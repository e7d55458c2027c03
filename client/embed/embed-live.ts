// /embed-live.js (issue 50, decision 084): the embed page's own script, not the app's bundle. The
// server drew the rows; this follows the league's channel on /ws as the scoreboard does (its
// LiveSocket: reconnects with backoff, pings), applies each `gameUpdated` to the row it concerns
// (score, and a live game's clock, counted down between pushes by the engine), reads the page
// again when a push changes which rows there are (push-rules.ts), and posts the page's height to
// the host page (/embed.js sizes the frame by it). No cookie, no storage: it works in a cross-site
// frame whose third-party cookies are blocked.
import { EMBED_DATA_ID, EMBED_HEIGHT_MESSAGE, EMBED_ROOT_ID, liveLine, type EmbedPageData } from '@common/embeds/live';
import type { PublicGameDto } from '@common/schemas/games/dto';
import type { LiveServerMessage } from '@common/schemas/live-protocol';
import { LiveSocket, type WebSocketLike } from '@client/lib/live-socket';
import { predictView, scoreboardChannel } from '@client/features/scoreboard/live-view';
import { effectOfPush } from './push-rules';

// pushes arriving together are read once; the page is read again this long after the last
const RELOAD_DELAY_MS = 400;
// without a fresh socket (refused, or a network that drops it) the rows are read this often
const FALLBACK_READ_MS = 30_000;
const TICK_MS = 500;

let page = readPage();
// the live games counted down, by id
const live = new Map<number, PublicGameDto>();
// server time minus this device's, from the page's render and each push
let clockOffset = 0;

function readPage(): EmbedPageData<PublicGameDto> | null {
  const block = document.getElementById(EMBED_DATA_ID);
  try {
    return block ? (JSON.parse(block.textContent ?? '') as EmbedPageData<PublicGameDto>) : null;
  } catch {
    return null;
  }
}

function takePage(): void {
  page = readPage();
  live.clear();
  if (!page) return;
  clockOffset = page.serverNow - Date.now();
  for (const game of page.live) live.set(game.id, game);
}

function rowOf(gameId: number): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[data-game-id="${gameId}"]`);
}

// --- the rows in place

function showLine(game: PublicGameDto, row: HTMLElement): void {
  const line = row.querySelector('[data-live-line]');
  if (!line) return;
  const text = liveLine(predictView(game, Date.now() + clockOffset), game.overtime !== null);
  if (line.textContent !== text) line.textContent = text;
}

function patch(game: PublicGameDto, row: HTMLElement): void {
  if (!game.scoresHidden) {
    for (const side of ['home', 'away'] as const) {
      const score = row.querySelector(`[data-score="${side}"]`);
      const value = String(side === 'home' ? game.homeScore : game.awayScore);
      if (score && score.textContent !== value) score.textContent = value;
    }
  }
  if (game.status === 'live') {
    live.set(game.id, game);
    showLine(game, row);
  }
}

function tick(): void {
  for (const game of live.values()) {
    const row = rowOf(game.id);
    if (row) showLine(game, row);
  }
}

// --- the page read again

let reloadTimer: ReturnType<typeof setTimeout> | null = null;
let reading = false;
let readAgain = false;

function reloadSoon(): void {
  if (reloadTimer) clearTimeout(reloadTimer);
  reloadTimer = setTimeout(() => {
    reloadTimer = null;
    void reload();
  }, RELOAD_DELAY_MS);
}

async function reload(): Promise<void> {
  if (reading) {
    readAgain = true;
    return;
  }
  reading = true;
  try {
    const answer = await fetch(location.href, { credentials: 'omit', cache: 'no-cache', headers: { accept: 'text/html' } });
    if (!answer.ok) return;
    const next = new DOMParser().parseFromString(await answer.text(), 'text/html').getElementById(EMBED_ROOT_ID);
    const shown = document.getElementById(EMBED_ROOT_ID);
    if (!next || !shown) return;
    shown.replaceWith(document.adoptNode(next));
    takePage();
  } catch {
    // the next push, reconnection or fallback read tries again
  } finally {
    reading = false;
    if (readAgain) {
      readAgain = false;
      reloadSoon();
    }
  }
}

function onPush(message: LiveServerMessage): void {
  if (!page) return;
  if (message.type === 'gameDeleted') {
    if (rowOf(message.data.gameId)) reloadSoon();
    return;
  }
  if (message.type !== 'gameUpdated') return;
  const game = message.data as PublicGameDto;
  clockOffset = game.serverNow - Date.now();
  const row = rowOf(game.id);
  const effect = effectOfPush(page, row?.dataset.row, game);
  if (effect === 'patch' && row) patch(game, row);
  else if (effect === 'reload') reloadSoon();
}

// --- the height, for the host page's frame

function postHeight(): void {
  if (window.parent === window) return;
  const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
  // the height is no secret: any host page may read it
  window.parent.postMessage({ type: EMBED_HEIGHT_MESSAGE, height, src: location.href }, '*');
}

function follow(slug: string): void {
  const socket = new LiveSocket({ url: () => `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/ws`, createSocket: (url) => new WebSocket(url) as WebSocketLike });
  const channel = scoreboardChannel(slug);
  socket.addListener({ onMessage: onPush, onReconnect: reloadSoon });
  socket.subscribe(channel);
  window.addEventListener('online', () => socket.reconnectNow());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') socket.reconnectNow();
  });
  setInterval(() => {
    if (!socket.isFresh(channel)) void reload();
  }, FALLBACK_READ_MS);
  setInterval(tick, TICK_MS);
}

takePage();
new ResizeObserver(postHeight).observe(document.documentElement);
postHeight();
if (page && !page.suspended) follow(page.slug);
