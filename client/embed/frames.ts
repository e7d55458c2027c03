// Issue 50 (decision 084): the pure parts of /embed.js (embed-loader.ts): which address a
// placeholder names, the frame's title, and the height an embed page posts.
// (not embeds.ts' list of widgets: that file brings zod, which this small script must not download)
import type { EmbedWidget } from '@common/embeds/embeds';
import { EMBED_HEIGHT_MESSAGE, EMBED_LIVE_TEXT } from '@common/embeds/live';

// a frame never grows past this, whatever a page posts
const MAX_HEIGHT = 20_000;

// The embed's address of <div data-ffl-embed="URL">: an http(s) URL, else none.
export function embedUrlOf(value: string | null | undefined, base: string): URL | null {
  if (!value) return null;
  try {
    const url = new URL(value, base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

// The frame's title, by the widget its path names (/{slug}/embed/{widget}...).
export function frameTitleOf(url: URL): string {
  const widget = /^\/[^/]+\/embed\/([a-z]+)/.exec(url.pathname)?.[1] ?? '';
  return Object.prototype.hasOwnProperty.call(EMBED_LIVE_TEXT.frameTitle, widget) ? EMBED_LIVE_TEXT.frameTitle[widget as EmbedWidget] : EMBED_LIVE_TEXT.frameTitleFallback;
}

// The height of an embed page's message, in whole pixels; null for any other message.
export function embedHeightOf(data: unknown): number | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, height } = data as { type?: unknown; height?: unknown };
  if (type !== EMBED_HEIGHT_MESSAGE || typeof height !== 'number' || !Number.isFinite(height) || height < 0) return null;
  return Math.min(MAX_HEIGHT, Math.ceil(height));
}
