import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicGameDto } from '../../../common/schemas/games/dto';
import type { TeamStatsDto, UpcomingGameDto } from '../../../common/schemas/scoreboard';
import { games } from '../../db/schema';
import { ApiClient, buildLeague, buildUser, signIn, startTestServer, type TestServer } from '../../test/helpers';
import { createGameVia, liveGame, staffedLeague } from '../games/test-fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { RATE_LIMIT_PUBLIC_PER_MINUTE: '10000' } });
});
afterAll(() => server.close());

const visitor = () => new ApiClient(server.url);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('public games', () => {
  it('exposes the scoreboard fields only, with an ETag that answers 304 until a score changes it', async () => {
    const staffed = await staffedLeague(server);
    const game = await liveGame(staffed);
    const path = `/api/leagues/${staffed.league.slug}/public/games?status=live`;
    const first = await visitor().get<PublicGameDto[]>(path);
    expect(first.status).toBe(200);
    expect(first.body).toHaveLength(1);
    expect(first.body[0]).toMatchObject({ id: game.id, homeTeam: { name: 'Hawks' }, awayTeam: { name: 'Bears' }, status: 'live', homeScore: 0, currentDown: 1 });
    expect(first.body[0]).not.toHaveProperty('referee');
    expect(first.body[0]).not.toHaveProperty('refereeId');
    expect(JSON.stringify(first.body)).not.toContain('@example.com');
    expect(Number(first.headers.get('x-server-now'))).toBeGreaterThan(0);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    // fetch asks for gzip and unpacks it: the body above came compressed
    expect(first.headers.get('content-encoding')).toBe('gzip');

    const again = await visitor().request('GET', path, undefined, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.get('x-server-now')).not.toBeNull();

    const scored = await staffed.refereeClient.post(`/api/games/${game.id}/actions`, { type: 'addScore', team: 'home', delta: 6 });
    expect(scored.status).toBe(200);
    let changed = await visitor().request<PublicGameDto[]>('GET', path, undefined, { headers: { 'if-none-match': etag } });
    for (let i = 0; i < 20 && changed.status === 304; i++) {
      await new Promise((r) => setTimeout(r, 50)); // the change note arrives just after the commit
      changed = await visitor().request<PublicGameDto[]>('GET', path, undefined, { headers: { 'if-none-match': etag } });
    }
    expect(changed.status).toBe(200);
    expect(changed.body[0]!.homeScore).toBe(6);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it('filters by status, refuses a bad status, serves the league-less form and hides suspended leagues', async () => {
    const staffed = await staffedLeague(server);
    await liveGame(staffed);
    const bad = await visitor().get(`/api/leagues/${staffed.league.slug}/public/games?status=finished`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/Status must be live, scheduled, completed or cancelled/);
    expect((await visitor().get<PublicGameDto[]>(`/api/leagues/${staffed.league.slug}/public/games?status=scheduled`)).body).toHaveLength(0);
    expect((await visitor().get('/api/public/games?status=live')).status).toBe(200);
    const suspended = await buildLeague(server, { status: 'suspended' });
    const hidden = await visitor().get(`/api/leagues/${suspended.slug}/public/games?status=live`);
    expect(hidden.status).toBe(403);
    expect((await visitor().get('/api/leagues/no-such-league/public/games')).status).toBe(404);
  });
});

describe('team record, stats and upcoming games', () => {
  it('computes them from completed games, ties included; upcoming games are the scheduled ones still ahead', async () => {
    const staffed = await staffedLeague(server);
    const { homeTeamId: hawks, awayTeamId: bears, thirdTeamId: owls } = staffed;
    const base = { leagueId: staffed.league.id, scheduledDate: new Date('2026-09-01T15:00:00Z') };
    await server.deps.db.insert(games).values([
      { ...base, homeTeamId: hawks, awayTeamId: bears, status: 'completed', homeScore: 21, awayScore: 14 },
      { ...base, homeTeamId: owls, awayTeamId: hawks, status: 'completed', homeScore: 7, awayScore: 7 },
      { ...base, homeTeamId: bears, awayTeamId: hawks, status: 'completed', homeScore: 20, awayScore: 6 },
      { ...base, homeTeamId: hawks, awayTeamId: owls, status: 'cancelled', homeScore: 50, awayScore: 0 },
      ...Array.from({ length: 6 }, (_, i) => ({ ...base, scheduledDate: new Date(Date.now() + (i + 1) * DAY), homeTeamId: i % 2 ? hawks : owls, awayTeamId: i % 2 ? bears : hawks, field: 'North Field' })),
      // scheduled but never started: four hours ago, and last month (issue 17: not upcoming)
      { ...base, scheduledDate: new Date(Date.now() - 4 * HOUR), homeTeamId: hawks, awayTeamId: bears },
      { ...base, scheduledDate: new Date(Date.now() - 30 * DAY), homeTeamId: owls, awayTeamId: hawks },
    ]);
    const slug = staffed.league.slug;
    expect((await visitor().get(`/api/teams/${hawks}/record`)).body).toEqual({ wins: 1, losses: 1, ties: 1 });
    expect((await visitor().get(`/api/leagues/${slug}/teams/${hawks}/record`)).body).toEqual({ wins: 1, losses: 1, ties: 1 });
    // issue 34 added the team with its division and the season counted (none: every game)
    expect((await visitor().get<TeamStatsDto>(`/api/leagues/${slug}/teams/${hawks}/stats`)).body).toEqual({
      ...{ wins: 1, losses: 1, ties: 1, pointsFor: 34, pointsAgainst: 41, gamesPlayed: 3 },
      ...{ team: { id: hawks, name: 'Hawks', color: '#112233', icon: 'fa-users', leagueId: staffed.league.id, divisionId: null, division: null }, season: null },
      // issue 36: its playoff games, apart (none here); issue 49: its scorers (no plays here)
      playoffGames: [],
      scoresKept: true,
      scorers: [],
    });
    expect((await visitor().get<TeamStatsDto>(`/api/leagues/${slug}/teams/${owls}/stats`)).body).toMatchObject({ wins: 0, losses: 0, ties: 1 });
    const upcoming = await visitor().get<UpcomingGameDto[]>(`/api/leagues/${slug}/teams/${hawks}/upcoming`);
    expect(upcoming.body).toHaveLength(6);
    expect(upcoming.body[0]).toMatchObject({ isHome: false, homeTeam: { name: 'Owls' }, awayTeam: { name: 'Hawks' }, field: 'North Field' });
    expect(upcoming.body[1]!.isHome).toBe(true);
  });

  it('answers 404 for a team of another league and 400 for a non-numeric id', async () => {
    const a = await staffedLeague(server);
    const b = await staffedLeague(server);
    expect((await visitor().get(`/api/leagues/${a.league.slug}/teams/${b.homeTeamId}/stats`)).status).toBe(404);
    expect((await visitor().get(`/api/leagues/${a.league.slug}/teams/abc/record`)).status).toBe(400);
    expect((await visitor().get('/api/teams/999999/record')).status).toBe(404);
  });
});

describe('rate limit', () => {
  it('limits public calls per address', async () => {
    const limited = await startTestServer({ env: { RATE_LIMIT_PUBLIC_PER_MINUTE: '3' } });
    try {
      const league = await buildLeague(limited);
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await new ApiClient(limited.url).get(`/api/leagues/${league.slug}/public/games`)).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('snapshots follow bulk changes', () => {
  it('an import changes the public list at once, not after the snapshot expires', async () => {
    const staffed = await staffedLeague(server);
    const path = `/api/leagues/${staffed.league.slug}/public/games?status=scheduled`;
    const before = await visitor().get<PublicGameDto[]>(path);
    expect(before.body).toHaveLength(0);
    const form = new FormData();
    form.append('leagueSlug', staffed.league.slug);
    form.append('csvFile', new Blob(['900,U10,1,Hawks,Bears,12/05/2026,10:00 AM,,North Field,,,,,,,\r\n']), 'week.csv');
    const imported = await fetch(`${server.url}/api/import/sports-connect`, { method: 'POST', body: form, headers: { cookie: staffed.adminClient.cookie! } });
    expect(imported.status).toBe(200);
    let after = await visitor().request<PublicGameDto[]>('GET', path, undefined, { headers: { 'if-none-match': before.headers.get('etag')! } });
    for (let i = 0; i < 20 && after.status === 304; i++) {
      await new Promise((r) => setTimeout(r, 50));
      after = await visitor().request<PublicGameDto[]>('GET', path, undefined, { headers: { 'if-none-match': before.headers.get('etag')! } });
    }
    expect(after.status).toBe(200);
    expect(after.body.map((g) => g.homeTeam?.name)).toEqual(['Hawks']);
  });
});

describe('snapshots follow each game as it is pushed', () => {
  it("a referee's change is in the public lists when the write answers, each list in kickoff order and filtered", async () => {
    const staffed = await staffedLeague(server);
    const create = (scheduledDate: string) => createGameVia(staffed.adminClient, staffed, { scheduledDate });
    // two hours apart: one pair of teams in overlapping games would be a double booking (issue 19)
    const middle = await create('2026-05-02T16:00:00.000Z');
    const first = await create('2026-05-02T14:00:00.000Z');
    const last = await create('2026-05-02T18:00:00.000Z');
    const list = async (status?: string) =>
      (await visitor().get<PublicGameDto[]>(`/api/leagues/${staffed.league.slug}/public/games${status ? `?status=${status}` : ''}`)).body.map((g) => `${g.id}:${g.status}:${g.homeScore}`);
    // the lists are held now; what follows patches them
    expect(await list()).toEqual([`${first.id}:scheduled:0`, `${middle.id}:scheduled:0`, `${last.id}:scheduled:0`]);
    expect(await list('live')).toEqual([]);
    expect(await list('scheduled')).toHaveLength(3);

    expect((await staffed.refereeClient.post(`/api/games/${middle.id}/actions`, { type: 'startGame' })).status).toBe(200);
    expect(await list('live')).toEqual([`${middle.id}:live:0`]);
    expect(await list('scheduled')).toEqual([`${first.id}:scheduled:0`, `${last.id}:scheduled:0`]);
    expect((await staffed.refereeClient.post(`/api/games/${last.id}/actions`, { type: 'startGame' })).status).toBe(200);
    expect((await staffed.refereeClient.post(`/api/games/${last.id}/actions`, { type: 'addScore', team: 'home', delta: 6 })).status).toBe(200);
    expect(await list('live')).toEqual([`${middle.id}:live:0`, `${last.id}:live:6`]);
    expect(await list()).toEqual([`${first.id}:scheduled:0`, `${middle.id}:live:0`, `${last.id}:live:6`]);

    expect((await staffed.refereeClient.post(`/api/games/${middle.id}/actions`, { type: 'setStatus', status: 'completed' })).status).toBe(200);
    expect(await list('live')).toEqual([`${last.id}:live:6`]);
    expect(await list('completed')).toEqual([`${middle.id}:completed:0`]);
  });

  it("a league's suspension and new slug apply to public reads at once", async () => {
    const staffed = await staffedLeague(server);
    const superAdmin = await signIn(server, await buildUser(server, { role: 'super_admin' }));
    const path = (slug: string) => `/api/leagues/${slug}/public/games?status=live`;
    expect((await visitor().get(path(staffed.league.slug))).status).toBe(200);
    expect((await superAdmin.request('PATCH', `/api/leagues/${staffed.league.id}/status`, { status: 'suspended' })).status).toBe(200);
    expect((await visitor().get(path(staffed.league.slug))).status).toBe(403);
    expect((await superAdmin.request('PATCH', `/api/leagues/${staffed.league.id}/status`, { status: 'active' })).status).toBe(200);
    expect((await visitor().get(path(staffed.league.slug))).status).toBe(200);
    const renamed = `${staffed.league.slug}-renamed`;
    expect((await superAdmin.request('PATCH', `/api/leagues/${staffed.league.id}`, { slug: renamed })).status).toBe(200);
    expect((await visitor().get(path(staffed.league.slug))).status).toBe(404);
    expect((await visitor().get(path(renamed))).status).toBe(200);
  });
});
