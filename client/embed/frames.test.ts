import { describe, expect, it } from 'vitest';
import { EMBED_HEIGHT_MESSAGE } from '@common/embeds/live';
import { embedHeightOf, embedUrlOf, frameTitleOf } from './frames';

describe('the loader’s pure parts', () => {
  it('frames http(s) addresses only', () => {
    expect(embedUrlOf('https://ffl.example.org/demo/embed/scoreboard?theme=dark', 'https://club.org/')?.href).toBe('https://ffl.example.org/demo/embed/scoreboard?theme=dark');
    expect(embedUrlOf('/demo/embed/standings', 'https://club.org/news/')?.href).toBe('https://club.org/demo/embed/standings');
    for (const bad of ['javascript:alert(1)', 'data:text/html,hi', '', null, undefined, 'http://[']) expect(embedUrlOf(bad, 'https://club.org/'), String(bad)).toBeNull();
  });

  it('titles the frame by its widget', () => {
    expect(frameTitleOf(new URL('https://f.org/demo/embed/scoreboard'))).toBe('Live scores');
    expect(frameTitleOf(new URL('https://f.org/demo/embed/bracket/4'))).toBe('Playoff bracket');
    expect(frameTitleOf(new URL('https://f.org/demo/embed/constructor'))).toBe('Flag football scores');
    expect(frameTitleOf(new URL('https://f.org/elsewhere'))).toBe('Flag football scores');
  });

  it('reads the height message, nothing else', () => {
    expect(embedHeightOf({ type: EMBED_HEIGHT_MESSAGE, height: 321.2, src: 'x' })).toBe(322);
    expect(embedHeightOf({ type: EMBED_HEIGHT_MESSAGE, height: 1e9 })).toBe(20_000);
    for (const other of [null, 'ffl-embed:height', { type: 'other', height: 10 }, { type: EMBED_HEIGHT_MESSAGE, height: '10' }, { type: EMBED_HEIGHT_MESSAGE, height: Number.NaN }, { type: EMBED_HEIGHT_MESSAGE, height: -1 }]) {
      expect(embedHeightOf(other)).toBeNull();
    }
  });
});
