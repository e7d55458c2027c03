import { EMBED_HEIGHT_MESSAGE } from '@common/embeds/live';

// The preview's height (issue 50): what the embed's script posts to its parent, as /embed.js reads it
// on the league's site, held within the dialog's bounds (a long schedule scrolls inside the frame).
export const PREVIEW_HEIGHT = { initial: 320, min: 120, max: 560 } as const;

export function previewHeight(data: unknown): number | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, height } = data as { type?: unknown; height?: unknown };
  if (type !== EMBED_HEIGHT_MESSAGE || typeof height !== 'number' || !Number.isFinite(height) || height <= 0) return null;
  return Math.min(PREVIEW_HEIGHT.max, Math.max(PREVIEW_HEIGHT.min, Math.ceil(height)));
}
