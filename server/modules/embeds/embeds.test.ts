// Issue 50 (decision 084): the embeds on a real server, PGlite or PostgreSQL. Each widget's rows are
// in the HTML before any script runs, the filters cut them, a bad query is a 400 and a league,
// division, team or bracket unknown to the league a 404; only the embeds may be framed (by the
// league's sites, else any https: site); no cookie is read or set; the scoreboard embed, its script
// and the loader stay under 30 KB of gzip, as sent.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEmbedScripts } from '../../../scripts/build-embeds.mjs';
import { EMBED_DATA_ID, type EmbedPageData } from '../../../common/embeds/live';
import type { BracketAnswerDto } from '../../../common/schemas/brackets';
import type { PublicGameDto } from '../../../common/schemas/games/dto';
import type { LeagueDto } from '../../../common/schemas/league';
import { divisions, fields, teams } from '../../db/schema';
import { buildGame, buildLeague, buildUser, signIn, startTestServer, type TestServer } from '../../test/helpers';
import { createGameVia, liveGame, openSocket, staffedLeague, subscribe, type Staffed } from '../games/test-fixtures';
import { shareRows } from './read-scoreboard';
import { EMBED_TEXT } from './texts';

let server: TestServer;
let scriptsDir: string;
beforeAll(async () => {
  scriptsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ffl-embed-scripts-'));
  await buildEmbedScripts(scriptsDir);
  server = await startTestServer({ env: { RATE_LIMIT_PUBLIC_PER_MINUTE: '10000' }, build: { embedScripts: scriptsDir } });
}, 60_000);
afterAll(async () => {
  await server.close();
  fs.rmSync(scriptsDir, { recursive: true, force: true });
});

const DAY = 24 * 3_600_000;
const at = (fromNowMs: number) => new Date(Date.now() + fromNowMs);

function dataOf(html: string): EmbedPageData<PublicGameDto> {
  const block = new RegExp(`<script type="application/json" id="${EMBED_DATA_ID}">(.*?)</script>`).exec(html);
  expect(block, 'the page has its data block').not.toBeNull();
  return JSON.parse(block![1]!) as EmbedPageData<PublicGameDto>;
}

// the game ids of the rows, in page order
const rowIds = (html: string) => [...html.matchAll(/data-game-id="(\d+)"/g)].map((m) => Number(m[1]));
// a section's rows: from its heading to the next heading
function sectionOf(html: string, heading: string): string {
  const start = html.indexOf(`<h2>${heading}</h2>`);
  if (start === -1) return '';
  const end = html.indexOf('<h2>', start + 4);
  return html.slice(start, end === -1 ? undefined : end);
}

async function page(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(server.url + path, { headers });
  const body = await res.text();
  return { status: res.status, headers: res.headers, body, json: () => JSON.parse(body) as { message: string } };
}

// A league with a live game, two ahead and two finals (Hawks, Bears, Owls).
async function boardLeague(): Promise<{ s: Staffed; live: number; ahead: number[]; finals: number[] }> {
  const s = await staffedLeague(server);
  const live = (await liveGame(s)).id;
  const ahead = [
    (await buildGame(server, { league: s.league, homeTeamId: s.homeTeamId, awayTeamId: s.thirdTeamId, values: { scheduledDate: at(2 * DAY), field: 'North Field' } })).id,
    (await buildGame(server, { league: s.league, homeTeamId: s.awayTeamId, awayTeamId: s.thirdTeamId, values: { scheduledDate: at(3 * DAY), field: 'North Field' } })).id,
  ];
  const finals = [
    (await buildGame(server, { league: s.league, homeTeamId: s.homeTeamId, awayTeamId: s.awayTeamId, values: { scheduledDate: at(-9 * DAY), status: 'completed', homeScore: 21, awayScore: 14, completedAt: at(-9 * DAY) } })).id,
    (await buildGame(server, { league: s.league, homeTeamId: s.thirdTeamId, awayTeamId: s.homeTeamId, values: { scheduledDate: at(-2 * DAY), status: 'completed', homeScore: 6, awayScore: 28, completedAt: at(-2 * DAY) } })).id,
  ];
  return { s, live, ahead, finals };
}

describe('the scoreboard embed', () => {
  it('draws the live game first, then the games ahead and the latest finals, each a link to the board in a new tab', async () => {
    const { s, live, ahead, finals } = await boardLeague();
    await s.refereeClient.post(`/api/games/${live}/actions`, { type: 'addScore', team: 'home', delta: 6 });
    const res = await page(`/${s.league.slug}/embed/scoreboard`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    // the live one, the two ahead in kickoff order, the finals most recent first
    expect(rowIds(res.body)).toEqual([live, ahead[0], ahead[1], finals[1], finals[0]]);
    expect(sectionOf(res.body, EMBED_TEXT.live)).toContain(`data-game-id="${live}"`);
    expect(sectionOf(res.body, EMBED_TEXT.upcoming)).toContain(`data-game-id="${ahead[0]}"`);
    expect(sectionOf(res.body, EMBED_TEXT.results)).toContain(`data-game-id="${finals[0]}"`);
    // the score and the clock are in the HTML itself
    const liveRow = res.body.slice(res.body.indexOf(`data-game-id="${live}"`));
    expect(liveRow).toMatch(/<span class="b">LIVE<\/span> · <span data-live-line>1st Quarter · \d+:\d\d<\/span>/);
    expect(liveRow).toMatch(/Hawks<\/span><\/span><span class="s" data-score="home">6<\/span>/);
    expect(liveRow).toMatch(/Bears<\/span><\/span><span class="s" data-score="away">0<\/span>/);
    expect(res.body).toContain(`<a href="/${s.league.slug}?game=${live}" target="_blank" rel="noopener">`);
    expect(res.body).toContain('North Field');
    expect(res.body).toContain('<strong>FINAL</strong>');
    expect(res.body).toContain(`<h1><a href="/${s.league.slug}" target="_blank" rel="noopener">League ${s.league.slug} · <span>Scoreboard</span>`);
    // the script: this site's, no inline one
    expect(res.body).toMatch(/<script src="\/embed-live\.js\?v=[\w-]{12}" defer><\/script>/);
    expect([...res.body.matchAll(/<script\b([^>]*)>/g)].every(([, attributes]) => /src=|type="application\/json"/.test(attributes!))).toBe(true);
    const data = dataOf(res.body);
    expect(data).toMatchObject({ slug: s.league.slug, widget: 'scoreboard', divisionId: null, teamId: null, bracketId: null, moreLive: false, suspended: false });
    expect(data.live.map((g) => [g.id, g.homeScore])).toEqual([[live, 6]]);
    expect(data.live[0]).not.toHaveProperty('referee');
  });

  it('keeps to the limit (the live games first), the division, the team and the theme asked for', async () => {
    const { s, live, ahead, finals } = await boardLeague();
    const slug = s.league.slug;
    const one = await page(`/${slug}/embed/scoreboard?limit=1`);
    expect(rowIds(one.body)).toEqual([live]);
    expect(dataOf(one.body).moreLive).toBe(false);
    // three rows: the live one, then one ahead and one final
    expect(rowIds((await page(`/${slug}/embed/scoreboard?limit=3`)).body)).toEqual([live, ahead[0], finals[1]]);
    // the Owls' games only
    const owls = await page(`/${slug}/embed/scoreboard?teamId=${s.thirdTeamId}`);
    expect(rowIds(owls.body)).toEqual([ahead[0], ahead[1], finals[1]]);
    expect(dataOf(owls.body).teamId).toBe(s.thirdTeamId);
    // a division: the games between two of its teams
    const [division] = await server.deps.db.insert(divisions).values({ leagueId: s.league.id, name: 'U12' }).returning();
    const [east, west] = await server.deps.db.insert(teams).values([{ leagueId: s.league.id, name: 'East', divisionId: division!.id }, { leagueId: s.league.id, name: 'West', divisionId: division!.id }]).returning();
    const inDivision = await buildGame(server, { league: s.league, homeTeamId: east!.id, awayTeamId: west!.id, values: { scheduledDate: at(4 * DAY) } });
    const u12 = await page(`/${slug}/embed/scoreboard?divisionId=${division!.id}`);
    expect(rowIds(u12.body)).toEqual([inDivision.id]);
    expect(u12.body).toContain(`<a href="/${slug}?division=${division!.id}" target="_blank" rel="noopener">`);
    expect(dataOf(u12.body).divisionId).toBe(division!.id);
    expect((await page(`/${slug}/embed/scoreboard?theme=dark`)).body).toContain('<html lang="en" data-theme="dark">');
    expect((await page(`/${slug}/embed/scoreboard`)).body).toContain('<html lang="en" data-theme="light">');
  });

  it('says when a live game beyond the limit is left out, and shows no score of an instructional division', async () => {
    const s = await staffedLeague(server);
    await liveGame(s);
    await liveGame(s, { homeTeamId: s.thirdTeamId, awayTeamId: s.homeTeamId });
    expect(dataOf((await page(`/${s.league.slug}/embed/scoreboard?limit=1`)).body).moreLive).toBe(true);

    const [division] = await server.deps.db.insert(divisions).values({ leagueId: s.league.id, name: 'Minis', instructional: true }).returning();
    const [a, b] = await server.deps.db.insert(teams).values([{ leagueId: s.league.id, name: 'Minnows', divisionId: division!.id }, { leagueId: s.league.id, name: 'Guppies', divisionId: division!.id }]).returning();
    await buildGame(server, { league: s.league, homeTeamId: a!.id, awayTeamId: b!.id, values: { scheduledDate: at(-DAY), status: 'completed', homeScore: 35, awayScore: 7, completedAt: at(-DAY) } });
    const minis = await page(`/${s.league.slug}/embed/scoreboard?divisionId=${division!.id}`);
    expect(minis.body).toContain('Minnows');
    expect(minis.body).toContain(EMBED_TEXT.noScoreKept);
    expect(minis.body).not.toMatch(/data-score="home">35</);
    expect(minis.body).toMatch(/data-score="home"><\/span>/);
  });

  it('says there is nothing to show in a league without games', async () => {
    const league = await buildLeague(server);
    const res = await page(`/${league.slug}/embed/scoreboard`);
    expect(res.status).toBe(200);
    expect(res.body).toContain(EMBED_TEXT.noGames);
    expect(rowIds(res.body)).toEqual([]);
  });
});

describe('the scoreboard embed’s share of its limit', () => {
  const games = (n: number, from: number) => Array.from({ length: n }, (_, i) => ({ id: from + i }) as PublicGameDto);
  const ids = (rows: ReturnType<typeof shareRows>) => [rows.live, rows.upcoming, rows.finals].map((list) => list.map((g) => g.id));
  it('gives the live games the limit first, then shares the rest, a short list leaving its share to the other', () => {
    expect(ids(shareRows(games(2, 1), games(5, 10), games(5, 20), 6))).toEqual([[1, 2], [10, 11], [20, 21]]);
    expect(ids(shareRows(games(0, 1), games(5, 10), games(5, 20), 5))).toEqual([[], [10, 11, 12], [20, 21]]);
    expect(ids(shareRows(games(0, 1), games(1, 10), games(5, 20), 4))).toEqual([[], [10], [20, 21, 22]]);
    expect(ids(shareRows(games(0, 1), games(5, 10), games(1, 20), 4))).toEqual([[], [10, 11, 12], [20]]);
    const full = shareRows(games(3, 1), games(5, 10), games(5, 20), 2);
    expect(ids(full)).toEqual([[1, 2], [], []]);
    expect(full.moreLive).toBe(true);
    expect(shareRows(games(2, 1), [], [], 2).moreLive).toBe(false);
  });
});

describe('the standings, schedule and bracket embeds', () => {
  it('standings: the table in the HTML, a team marked in its own division, an instructional division said so', async () => {
    const s = await staffedLeague(server);
    const [u12, minis] = await server.deps.db
      .insert(divisions)
      .values([
        { leagueId: s.league.id, name: 'U12' },
        { leagueId: s.league.id, name: 'Minis', instructional: true },
      ])
      .returning();
    const [east, west, north] = await server.deps.db
      .insert(teams)
      .values([
        { leagueId: s.league.id, name: 'East', divisionId: u12!.id, color: '#DC2626' },
        { leagueId: s.league.id, name: 'West', divisionId: u12!.id },
        { leagueId: s.league.id, name: 'Tadpoles', divisionId: minis!.id },
      ])
      .returning();
    await buildGame(server, { league: s.league, homeTeamId: east!.id, awayTeamId: west!.id, values: { scheduledDate: at(-DAY), status: 'completed', homeScore: 20, awayScore: 6, completedAt: at(-DAY) } });
    await buildGame(server, { league: s.league, homeTeamId: s.homeTeamId, awayTeamId: s.awayTeamId, values: { scheduledDate: at(-DAY), status: 'completed', homeScore: 7, awayScore: 14, completedAt: at(-DAY) } });
    const slug = s.league.slug;

    const all = await page(`/${slug}/embed/standings`);
    expect(all.status).toBe(200);
    // a table per division with games, its caption the division's name; never an instructional one
    expect(all.body).toContain('<caption>U12</caption>');
    expect(all.body).not.toContain('Tadpoles');
    expect(all.body).toMatch(/<td>1<\/td><td class="tn"><a href="\/[^"]+\/standings" target="_blank" rel="noopener"><span class="t"><i style="--c:#DC2626"><\/i><span class="n">East<\/span><\/span>.*?<\/a><\/td><td>1<\/td><td>0<\/td><td>0<\/td><td class="x">1\.000<\/td><td class="x">\+14<\/td>/);
    expect(all.body).toContain('<abbr title="Wins">W</abbr>');

    const marked = await page(`/${slug}/embed/standings?teamId=${west!.id}`);
    // the team's division only, its row marked
    expect(marked.body).toContain('<caption>U12</caption>');
    expect(marked.body).not.toContain('Hawks');
    expect(marked.body).toMatch(/<tr class="me" aria-current="true"><td>2<\/td><td class="tn">.*?West/);
    expect(dataOf(marked.body)).toMatchObject({ widget: 'standings', divisionId: u12!.id, teamId: west!.id });
    expect((await page(`/${slug}/embed/standings?divisionId=${u12!.id}&limit=1`)).body).not.toContain('West');
    // the marked team's row stays under a limit
    expect((await page(`/${slug}/embed/standings?teamId=${west!.id}&limit=1`)).body).toContain('West');

    const instructional = await page(`/${slug}/embed/standings?divisionId=${minis!.id}`);
    expect(instructional.body).toContain(EMBED_TEXT.instructional);
    expect(instructional.body).not.toContain('Tadpoles');
    expect((await page(`/${slug}/embed/standings?teamId=${north!.id}`)).body).toContain(EMBED_TEXT.instructional);
  });

  it('schedule: the games ahead by day, the team asked for, the limit', async () => {
    const { s, live, ahead } = await boardLeague();
    const slug = s.league.slug;
    const res = await page(`/${slug}/embed/schedule`);
    expect(rowIds(res.body)).toEqual(ahead);
    expect(rowIds(res.body)).not.toContain(live);
    // a heading per day, the row with its time and field
    expect(res.body.match(/<h2>/g)).toHaveLength(2);
    expect(res.body).toMatch(/<span class="m">\d{1,2}:\d\d [AP]M · North Field<\/span>/);
    expect(rowIds((await page(`/${slug}/embed/schedule?teamId=${s.awayTeamId}`)).body)).toEqual([ahead[1]]);
    expect(rowIds((await page(`/${slug}/embed/schedule?limit=1`)).body)).toEqual([ahead[0]]);
    expect((await page(`/${(await buildLeague(server)).slug}/embed/schedule`)).body).toContain(EMBED_TEXT.noUpcoming);
  });

  it('bracket: its rounds with their games, a team marked; another league’s bracket is 404', async () => {
    const league = await buildLeague(server, { timezone: 'America/New_York' });
    const admin = await signIn(server, await buildUser(server, { role: 'admin', league }), league.slug);
    const teamRows = await server.deps.db.insert(teams).values(['T1', 'T2', 'T3', 'T4'].map((name) => ({ leagueId: league.id, name }))).returning();
    const [field] = await server.deps.db.insert(fields).values({ leagueId: league.id, name: 'Field 1' }).returning();
    const slots = ['09:00', '10:15', '11:30'].map((time) => ({ date: '2030-06-01', time, fieldId: field!.id }));
    const published = await admin.post<BracketAnswerDto>(`/api/leagues/${league.slug}/brackets`, { name: 'Cup', format: 'single', seedTeamIds: teamRows.map((t) => t.id), slots });
    expect(published.status).toBe(201);
    const bracketId = published.body.bracket.id!;

    const res = await page(`/${league.slug}/embed/bracket/${bracketId}?teamId=${teamRows[3]!.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toContain(`League ${league.slug} · <span>Cup</span>`);
    expect(res.body).toContain('<h2>Semifinal</h2>');
    expect(res.body).toContain('<h2>Final</h2>');
    expect(rowIds(res.body)).toHaveLength(3);
    // the seeds, the final's sides still to be decided, each row a link to the bracket's page
    expect(res.body).toContain('(1) T1');
    expect(res.body).toContain('Winner of Semifinal 1');
    expect(res.body).toContain(`<a href="/${league.slug}/playoffs/${bracketId}" target="_blank" rel="noopener">`);
    expect(res.body.match(/<li [^>]*class="me"/g)).toHaveLength(1);
    expect(dataOf(res.body)).toMatchObject({ widget: 'bracket', bracketId });

    const other = await buildLeague(server);
    const elsewhere = await page(`/${other.slug}/embed/bracket/${bracketId}`);
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.json().message).toBe('Bracket not found');
    expect((await page(`/${league.slug}/embed/bracket/999999`)).status).toBe(404);
  });
});

describe('refusals', () => {
  it('answers a bad query 400 and what the league does not hold 404, as JSON { message }', async () => {
    const { s } = await boardLeague();
    const other = await staffedLeague(server);
    const [otherDivision] = await server.deps.db.insert(divisions).values({ leagueId: other.league.id, name: 'U10' }).returning();
    const slug = s.league.slug;
    const bad: [string, RegExp][] = [
      ['theme=blue', /^Theme must be light or dark$/],
      ['limit=0', /^Limit must be between 1 and 50$/],
      ['limit=51', /^Limit must be between 1 and 50$/],
      ['limit=ten', /^Limit must be a whole number$/],
      ['divisionId=abc', /^Division id must be a whole number$/],
      ['teamId=0', /^Team id must be a whole number$/],
      ['color=red', /Unrecognized key/],
      ['theme=dark&theme=light', /^Theme/],
    ];
    for (const [query, message] of bad) {
      const res = await page(`/${slug}/embed/scoreboard?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(res.json().message, query).toMatch(message);
    }
    const missing: [string, string][] = [
      ['/no-such-league/embed/scoreboard', 'League not found'],
      [`/${slug}/embed/standings?divisionId=${otherDivision!.id}`, 'Division not found in this league'],
      [`/${slug}/embed/schedule?teamId=${other.homeTeamId}`, EMBED_TEXT.teamNotInLeague],
      [`/${slug}/embed/bracket/abc`, ''],
    ];
    for (const [path, message] of missing) {
      const res = await page(path);
      expect(res.status, path).toBe(path.endsWith('/abc') ? 400 : 404);
      if (message) expect(res.json().message, path).toBe(message);
    }
  });

  it('shows a suspended league’s embed as suspended, with none of its data', async () => {
    const league = await buildLeague(server, { status: 'suspended', name: 'Closed League', embedOrigins: ['https://club.example.org'] });
    await server.deps.db.insert(teams).values({ leagueId: league.id, name: 'Hidden Team' });
    for (const widget of ['scoreboard', 'standings', 'schedule']) {
      const res = await page(`/${league.slug}/embed/${widget}`);
      expect(res.status).toBe(200);
      expect(res.body).toContain(EMBED_TEXT.suspendedTitle);
      expect(res.body).toContain(EMBED_TEXT.suspended('Closed League'));
      expect(res.body).not.toContain('Hidden Team');
      expect(dataOf(res.body).suspended).toBe(true);
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'self' https://club.example.org");
    }
  });
});

function directives(policy: string | null): Map<string, string[]> {
  expect(policy).not.toBeNull();
  return new Map(policy!.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name!, values]));
}

describe('framing, cookies and caching', () => {
  it('lets any https: site frame an embed by default, the league’s sites once it names them (its PATCH), and nothing else', async () => {
    const s = await staffedLeague(server);
    const path = `/${s.league.slug}/embed/scoreboard`;
    const before = await page(path);
    const csp = directives(before.headers.get('content-security-policy'));
    expect(csp.get('frame-ancestors')).toEqual(["'self'", 'https:']);
    // the rest of the page policy as strict as the product's
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(before.headers.get('x-frame-options')).toBeNull();

    // the league's admin names its sites (the league's PATCH, common/embeds embedOriginsField)
    const patched = await s.adminClient.request<LeagueDto>('PATCH', `/api/leagues/${s.league.id}`, { embedOrigins: ['https://www.club.example.org/', 'https://www.club.example.org', 'http://127.0.0.1:8080'] });
    expect(patched.status).toBe(200);
    expect(patched.body.embedOrigins).toEqual(['https://www.club.example.org', 'http://127.0.0.1:8080']);
    expect((await s.adminClient.get<LeagueDto>(`/api/leagues/by-slug/${s.league.slug}`)).body.embedOrigins).toEqual(['https://www.club.example.org', 'http://127.0.0.1:8080']);
    const refused = await s.adminClient.request<{ message: string }>('PATCH', `/api/leagues/${s.league.id}`, { embedOrigins: ['https://club.example.org/page'] });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/is not a site's address/);
    const after = await page(path);
    expect(directives(after.headers.get('content-security-policy')).get('frame-ancestors')).toEqual(["'self'", 'https://www.club.example.org', 'http://127.0.0.1:8080']);

    // every other answer keeps refusing frames: a page's path, the API, the embed's own refusals
    for (const other of [`/${s.league.slug}`, '/', `/${s.league.slug}/standings`, '/api/leagues/by-slug', `/${s.league.slug}/embed/scoreboard?theme=blue`, '/no-such-league/embed/scoreboard']) {
      const res = await page(other);
      expect(directives(res.headers.get('content-security-policy')).get('frame-ancestors'), other).toEqual(["'none'"]);
      expect(res.headers.get('x-frame-options'), other).toBe('DENY');
    }
  });

  it('reads no cookie and sets none: a signed-in visitor gets the very page a visitor gets', async () => {
    const { s } = await boardLeague();
    const path = `/${s.league.slug}/embed/scoreboard`;
    const plain = await page(path);
    const signedIn = await page(path, { cookie: `${s.adminClient.cookie!}; ffl_division=999` });
    expect(plain.headers.get('set-cookie')).toBeNull();
    expect(signedIn.headers.get('set-cookie')).toBeNull();
    expect(signedIn.headers.get('etag')).toBe(plain.headers.get('etag'));
    expect(signedIn.headers.get('vary')).toBe('accept-encoding');
    expect(signedIn.headers.get('cache-control')).toBe('no-cache');
    for (const script of ['/embed.js', '/embed-live.js']) expect((await page(script, { cookie: s.adminClient.cookie! })).headers.get('set-cookie')).toBeNull();
    // the tag answers 304 while nothing shown changed (a standings table)
    const standings = await page(`/${s.league.slug}/embed/standings`);
    expect((await page(`/${s.league.slug}/embed/standings`, { 'if-none-match': standings.headers.get('etag')! })).status).toBe(304);
  });

  it('the league channel of /ws needs no cookie: the embed page’s socket hears the score', async () => {
    const s = await staffedLeague(server);
    const game = await liveGame(s);
    const socket = await openSocket(server.url);
    expect((await subscribe(socket, `league:${s.league.slug}`)).type).toBe('subscribed');
    await s.refereeClient.post(`/api/games/${game.id}/actions`, { type: 'addScore', team: 'away', delta: 6 });
    const pushed = await socket.next((m) => m.type === 'gameUpdated' && (m.data as PublicGameDto).awayScore === 6);
    expect((pushed.data as PublicGameDto).id).toBe(game.id);
    socket.close();
  });

  it('serves the loader to other sites (CORP cross-origin, an hour’s cache) and the page’s script by version', async () => {
    const loader = await page('/embed.js');
    expect(loader.status).toBe(200);
    expect(loader.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(loader.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(loader.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(loader.body).toContain('data-ffl-embed');
    expect((await page('/embed.js', { 'if-none-match': loader.headers.get('etag')! })).status).toBe(304);

    const s = await staffedLeague(server);
    const src = /<script src="(\/embed-live\.js\?v=[\w-]+)"/.exec((await page(`/${s.league.slug}/embed/scoreboard`)).body)![1]!;
    const live = await page(src);
    expect(live.status).toBe(200);
    expect(live.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // loaded by the embed page of this site only
    expect(live.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect((await page('/embed-live.js?v=old')).headers.get('cache-control')).toBe('no-cache');
  });
});

// The bytes a browser receives with Accept-Encoding: gzip (fetch would unpack them).
function gzipBytes(path: string): Promise<{ bytes: number; encoding: string | undefined }> {
  return new Promise((resolve, reject) => {
    http
      .get(server.url + path, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => resolve({ bytes, encoding: res.headers['content-encoding'] }));
      })
      .on('error', reject);
  });
}

describe('the size budget', () => {
  it('keeps the scoreboard embed with ten rows, its style, its script and the loader under 30 KB of gzip, as sent', async () => {
    const s = await staffedLeague(server);
    for (let i = 0; i < 4; i++) await liveGame(s, { homeTeamId: i % 2 ? s.homeTeamId : s.thirdTeamId, awayTeamId: i % 2 ? s.thirdTeamId : s.awayTeamId });
    for (let i = 0; i < 8; i++) await createGameVia(s.adminClient, s, { field: 'North Field' });
    const html = await gzipBytes(`/${s.league.slug}/embed/scoreboard`);
    const pageHtml = (await page(`/${s.league.slug}/embed/scoreboard`)).body;
    expect(rowIds(pageHtml)).toHaveLength(10);
    const src = /<script src="([^"]+)"/.exec(pageHtml)![1]!;
    const script = await gzipBytes(src);
    const loader = await gzipBytes('/embed.js');
    for (const answer of [html, script, loader]) expect(answer.encoding).toBe('gzip');
    const total = html.bytes + script.bytes + loader.bytes;
    console.log(`scoreboard embed, gzip as sent: page ${html.bytes} B + script ${script.bytes} B + loader ${loader.bytes} B = ${total} B`);
    expect(total).toBeLessThan(30 * 1024);
  });
});
