// The admin's "Get embed code" builds on these: their output is pinned here (decision 084).
import { describe, expect, it } from 'vitest';
import { embedOriginsField, embedPath, embedQuery, embedSnippet, originOf } from './embeds';

describe('an embed’s address and snippet', () => {
  it('writes the path with its query in a fixed order, light as no theme', () => {
    expect(embedPath('demo', 'scoreboard')).toBe('/demo/embed/scoreboard');
    expect(embedPath('demo', 'standings', { limit: 5, theme: 'dark', teamId: 3, divisionId: 2 })).toBe('/demo/embed/standings?divisionId=2&teamId=3&theme=dark&limit=5');
    expect(embedPath('demo', 'schedule', { theme: 'light' })).toBe('/demo/embed/schedule');
    expect(embedPath('demo', 'bracket', {}, 7)).toBe('/demo/embed/bracket/7');
  });

  it('writes the placeholder and the loader, the URL escaped for its attribute', () => {
    expect(embedSnippet('https://ffl.example.org', '/demo/embed/scoreboard?divisionId=2&theme=dark')).toBe(
      '<div data-ffl-embed="https://ffl.example.org/demo/embed/scoreboard?divisionId=2&amp;theme=dark"></div>\n<script src="https://ffl.example.org/embed.js" async></script>',
    );
  });

  it('reads the query the path writes', () => {
    const query = new URLSearchParams(embedPath('demo', 'standings', { divisionId: 2, teamId: 3, theme: 'dark', limit: 5 }).split('?')[1]);
    expect(embedQuery.parse(Object.fromEntries(query))).toEqual({ divisionId: 2, teamId: 3, theme: 'dark', limit: 5 });
  });

  it('takes origins only for the allowed sites', () => {
    expect(originOf('https://www.club.org/')).toBe('https://www.club.org');
    expect(originOf('http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080');
    for (const bad of ['https://club.org/page', 'ftp://club.org', 'https://user@club.org', 'club.org', 'https://club.org?x=1']) expect(originOf(bad), bad).toBeNull();
    expect(embedOriginsField.parse(['https://a.org/', 'https://a.org', ' https://b.org '])).toEqual(['https://a.org', 'https://b.org']);
  });
});
