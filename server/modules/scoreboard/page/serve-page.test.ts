import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_RENDER_ELEMENT_ID, type FirstRenderData } from '../../../../client/src/lib/first-render';
import { ApiClient, buildLeague, startTestServer, type TestServer } from '../../../test/helpers';
import { liveGame, staffedLeague } from '../../games/test-fixtures';

// Decision 027: GET /{slug}, /{slug}/parent and / answer the scoreboard already drawn, with the reads
// it was drawn from inline, tagged so that a reload of an unchanged board is a 304.

let server: TestServer;
let clientDir: string;
const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta name="description" content="The app." /><title>Flag Football League</title><link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head><body><div id="root"></div><script type="module" src="/assets/index-abc.js"></script></body></html>';

beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ffl-client-'));
  fs.mkdirSync(path.join(clientDir, 'assets'));
  fs.writeFileSync(path.join(clientDir, 'index.html'), TEMPLATE);
  fs.writeFileSync(path.join(clientDir, 'assets', 'index-abc.css'), '.board{color:red}');
  server = await startTestServer({ build: { clientDir }, env: { RATE_LIMIT_PUBLIC_PER_MINUTE: '10000' } });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

function firstRenderOf(html: string): FirstRenderData | null {
  const match = new RegExp(`<script type="application/json" id="${FIRST_RENDER_ELEMENT_ID}">(.*?)</script>`).exec(html);
  return match ? (JSON.parse(match[1]!) as FirstRenderData) : null;
}

describe('the server-rendered scoreboard', () => {
  it('answers the live board itself, its reads inline, the stylesheet inline, the score in the title', async () => {
    const staffed = await staffedLeague(server, { name: 'Riverside Flag' });
    const game = await liveGame(staffed);
    await staffed.refereeClient.post(`/api/games/${game.id}/actions`, { type: 'scoringPlay', team: 'home', play: 'touchdown', jersey: '12' });
    for (const route of [`/${staffed.league.slug}`, `/${staffed.league.slug}/parent`]) {
      const res = await fetch(server.url + route);
      expect(res.status, route).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control')).toBe('private, no-cache');
      const html = await res.text();
      expect(html).toMatch(/data-testid="home-score"[^>]*>6</);
      expect(html).toMatch(/data-testid="away-score"[^>]*>0</);
      expect(html).toContain('Hawks');
      expect(html).toContain('Bears');
      expect(html).toContain('<title>LIVE Hawks 6-0 Bears · Riverside Flag</title>');
      expect(html).toContain('<meta name="description" content="Live scores, game clock and schedule of Riverside Flag');
      expect(html).toContain('<style>.board{color:red}</style>');
      expect(html).not.toContain('index-abc.css');
      const data = firstRenderOf(html)!;
      expect(data.renderedAt).toBeGreaterThan(0);
      const keys = data.queries.map(([key]) => JSON.stringify(key));
      expect(keys).toContain(JSON.stringify(['/api/leagues/by-slug', staffed.league.slug]));
      expect(keys).toContain(JSON.stringify(['/api/leagues', staffed.league.slug, 'public', 'games?status=live']));
      expect(keys).toContain(JSON.stringify(['/api/user']));
      // the latest plays are drawn and inline (issue 18): hydration asks for nothing
      expect(html).toContain('Hawks · Touchdown #12');
      const plays = data.queries.find(([key]) => JSON.stringify(key) === JSON.stringify(['/api/leagues', staffed.league.slug, 'public/games', game.id, 'scoring-plays']));
      expect(plays?.[1]).toEqual([expect.objectContaining({ play: 'touchdown', jersey: '12', points: 6, homeScore: 6, awayScore: 0 })]);
      // the dates and times it drew ride along (common/time.ts): the hydration needs no date formatter
      expect(data.formats?.length).toBeGreaterThan(0);
      // the referee of a public game stays out of a public page
      expect(html).not.toContain('refereeId');
    }
  });

  it('answers 304 to a reload of an unchanged board, and the new board once the score changed', async () => {
    const staffed = await staffedLeague(server);
    const game = await liveGame(staffed);
    const route = `${server.url}/${staffed.league.slug}`;
    const first = await fetch(route);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    const again = await fetch(route, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');

    await staffed.refereeClient.post(`/api/games/${game.id}/actions`, { type: 'addScore', team: 'away', delta: 7 });
    let changed = await fetch(route, { headers: { 'if-none-match': etag } });
    for (let i = 0; i < 20 && changed.status === 304; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50)); // the change note arrives just after the commit
      changed = await fetch(route, { headers: { 'if-none-match': etag } });
    }
    expect(changed.status).toBe(200);
    expect(await changed.text()).toMatch(/data-testid="away-score"[^>]*>7</);
  });

  it('compresses the page for a browser that asks', async () => {
    const staffed = await staffedLeague(server);
    const res = await new ApiClient(server.url).request('GET', `/${staffed.league.slug}`, undefined, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });

  it('draws the empty board for a league with no live game', async () => {
    const staffed = await staffedLeague(server);
    const html = await (await fetch(`${server.url}/${staffed.league.slug}`)).text();
    expect(html).toContain('NO LIVE GAMES');
    expect(html).toContain('<title>');
    expect(firstRenderOf(html)).not.toBeNull();
  });

  it("draws the chosen division's board (issue 34): the address's, else the device's cookie, no other division's game", async () => {
    const staffed = await staffedLeague(server, { name: 'Divided Flag' });
    const slug = staffed.league.slug;
    const division = async (name: string) => (await staffed.adminClient.post<{ id: number }>(`/api/leagues/${slug}/divisions`, { name })).body.id;
    const u10 = await division('U10');
    const u12 = await division('U12');
    const foxes = await staffed.adminClient.post<{ id: number }>('/api/teams', { name: 'Foxes', leagueId: staffed.league.id, divisionId: u12 });
    for (const [teamId, divisionId] of [[staffed.homeTeamId, u10], [staffed.awayTeamId, u10], [staffed.thirdTeamId, u12]] as const) {
      expect((await staffed.adminClient.request('PATCH', `/api/teams/${teamId}`, { divisionId })).status).toBe(200);
    }
    await liveGame(staffed);
    await liveGame(staffed, { homeTeamId: staffed.thirdTeamId, awayTeamId: foxes.body.id });
    // the markup only: the first-render data carries every list (the switcher changes the board in place)
    const board = async (route: string, cookie?: string) => {
      const res = await fetch(server.url + route, cookie ? { headers: { cookie } } : {});
      const html = await res.text();
      return { markup: html.split(`id="${FIRST_RENDER_ELEMENT_ID}"`)[0]!, data: firstRenderOf(html)!, etag: res.headers.get('etag') };
    };

    const u12Board = await board(`/${slug}?division=${u12}`);
    expect(u12Board.markup).toContain('Owls');
    expect(u12Board.markup).toContain('<title>LIVE Owls 0-0 Foxes · Divided Flag</title>');
    expect(u12Board.markup).not.toContain('Hawks');
    expect(u12Board.markup).toMatch(new RegExp(`href="/${slug}\\?division=${u12}"[^>]*aria-current="true"`));
    expect(u12Board.data.queries.map(([key]) => JSON.stringify(key))).toContain(JSON.stringify(['/api/leagues', slug, 'divisions']));

    // the device's choice (its cookie), when the address names none; the address wins over it
    const remembered = await board(`/${slug}`, `ffl_division=${u10}`);
    expect(remembered.markup).toContain('Hawks');
    expect(remembered.markup).not.toContain('Owls');
    expect(remembered.data.division).toBe(u10);
    expect((await board(`/${slug}/parent?division=${u12}`, `ffl_division=${u10}`)).markup).not.toContain('Hawks');

    // every division: no choice, or one the league does not have
    const all = await board(`/${slug}?division=999999`);
    expect(all.markup).toContain('Hawks');
    expect(all.markup).toContain('Owls');
    // one address, two boards: the device's choice is in the page's tag, so no 304 answers the other
    expect((await board(`/${slug}`)).etag).not.toBe(remembered.etag);
  });

  it('leaves unknown and suspended leagues and other screens to the browser: the plain page', async () => {
    const suspended = await buildLeague(server, { status: 'suspended' });
    const staffed = await staffedLeague(server);
    for (const route of ['/no-such-league', `/${suspended.slug}`, `/${staffed.league.slug}/admin`, `/${staffed.league.slug}/login`, '/leagues']) {
      const res = await fetch(server.url + route);
      expect(res.status, route).toBe(200);
      const html = await res.text();
      expect(html, route).toContain('<div id="root"></div>');
      expect(firstRenderOf(html), route).toBeNull();
      expect(html).toContain('<style>.board{color:red}</style>');
      expect(res.headers.get('etag')).toMatch(/^".+"$/);
    }
  });
});
