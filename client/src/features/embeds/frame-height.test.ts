import { describe, expect, it } from 'vitest';
import { EMBED_HEIGHT_MESSAGE } from '@common/embeds/live';
import { PREVIEW_HEIGHT, previewHeight } from './frame-height';

describe("the preview follows the embed's height (issue 50)", () => {
  it('takes the height the embed posts, rounded up, within the dialog’s bounds', () => {
    expect(previewHeight({ type: EMBED_HEIGHT_MESSAGE, height: 300.2, src: 'http://x/demo/embed/scoreboard' })).toBe(301);
    expect(previewHeight({ type: EMBED_HEIGHT_MESSAGE, height: 40 })).toBe(PREVIEW_HEIGHT.min);
    expect(previewHeight({ type: EMBED_HEIGHT_MESSAGE, height: 5000 })).toBe(PREVIEW_HEIGHT.max);
  });

  it('ignores any other message', () => {
    for (const data of [null, 'ffl-embed:height', { type: 'other', height: 300 }, { type: EMBED_HEIGHT_MESSAGE }, { type: EMBED_HEIGHT_MESSAGE, height: '300' }, { type: EMBED_HEIGHT_MESSAGE, height: Number.NaN }, { type: EMBED_HEIGHT_MESSAGE, height: -1 }]) {
      expect(previewHeight(data)).toBeNull();
    }
  });
});
