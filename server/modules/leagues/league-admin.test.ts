import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeagueDto } from '../../../common/schemas/league';
import { games, leagues, teams, users } from '../../db/schema';
import { ApiClient, buildLeague, buildUser, signIn, startWithSuperAdmin, type TestServer } from '../../test/helpers';

let server: TestServer;
let root: ApiClient;
beforeAll(async () => {
  ({ server, root } = await startWithSuperAdmin());
});
afterAll(() => server.close());

describe('league management (super admin)', () => {
  it('creates a league with a normalised slug and the spec defaults', async () => {
    const res = await root.post<LeagueDto>('/api/leagues', { name: 'Northside Youth Flag', slug: 'Northside Youth_2026', timezone: 'America/Chicago' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Northside Youth Flag',
      slug: 'northside-youth-2026',
      status: 'active',
      defaultGameFormat: 'quarters',
      defaultPeriodDuration: 15,
      defaultTotalPeriods: 4,
      defaultTimeoutsPerPeriod: 2,
      defaultBlitzesPerPeriod: 0,
      timeoutType: 'per_period',
      autoTimeouts: true,
      timeoutDuration: 60,
      halftimeDuration: 300,
      timezone: 'America/Chicago',
    });
    const fromName = await root.post<LeagueDto>('/api/leagues', { name: 'Halves League', defaultGameFormat: 'halves' });
    expect(fromName.body).toMatchObject({ slug: 'halves-league', defaultPeriodDuration: 25, defaultTotalPeriods: 2 });
    const list = await root.get<LeagueDto[]>('/api/leagues');
    expect(list.body.map((l) => l.slug)).toEqual(expect.arrayContaining(['northside-youth-2026', 'halves-league']));
  });

  it('refuses a taken, reserved or empty slug, out-of-range settings and unknown time zones', async () => {
    await root.post('/api/leagues', { name: 'Taken', slug: 'taken-slug' });
    const taken = await root.post('/api/leagues', { name: 'Again', slug: 'Taken Slug' });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('The league address "taken-slug" is already taken');
    expect((await root.post('/api/leagues', { name: 'Admin', slug: 'admin' })).body.message).toMatch(/reserved/);
    expect((await root.post('/api/leagues', { name: '' })).body.message).toMatch(/Name is required/);
    expect((await root.post('/api/leagues', { name: '!!!' })).body.message).toMatch(/letters or digits/);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ defaultPeriodDuration: 31 }, /Default period duration must be between 1 and 30/],
      [{ defaultPeriodDuration: 0 }, /between 1 and 30/],
      [{ defaultTimeoutsPerPeriod: 11 }, /between 0 and 10/],
      [{ defaultBlitzesPerPeriod: -1 }, /between 0 and 10/],
      [{ timeoutDuration: 29 }, /between 30 and 300/],
      [{ halftimeDuration: 1801 }, /between 60 and 1800/],
      [{ defaultPeriodDuration: 'ten' }, /Default period duration/],
      [{ defaultPeriodDuration: 12.5 }, /whole number/],
      [{ timezone: 'Europe/London' }, /Timezone must be one of the offered time zones/],
      [{ defaultGameFormat: 'halves', defaultTotalPeriods: 4 }, /4 for quarters and 2 for halves/],
    ];
    for (const [extra, message] of cases) {
      const res = await root.post('/api/leagues', { name: 'Bad Settings', ...extra });
      expect(res.status, JSON.stringify(extra)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    const [row] = await server.deps.db.select({ n: sql<number>`count(*)::int` }).from(leagues).where(eq(leagues.slug, 'bad-settings'));
    expect(row!.n).toBe(0);
  });

  it('changes status, and an archived league refuses writes while suspended hides it', async () => {
    const league = await buildLeague(server);
    const admin = await buildUser(server, { role: 'admin', league });
    const adminClient = await signIn(server, admin);
    const archived = await root.request<LeagueDto>('PATCH', `/api/leagues/${league.id}/status`, { status: 'archived' });
    expect(archived.body.status).toBe('archived');
    const write = await adminClient.post('/api/teams', { name: 'After Archive' });
    expect(write.status).toBe(409);
    expect(write.body.message).toMatch(/archived and read-only/);
    expect((await root.request('PATCH', `/api/leagues/${league.id}/status`, { status: 'deleted' })).status).toBe(400);
    await root.request('PATCH', `/api/leagues/${league.id}/status`, { status: 'suspended' });
    const login = await new ApiClient(server.url).post('/api/login', { username: admin.username, password: admin.password });
    expect(login.status).toBe(403);
    expect((await adminClient.request('PATCH', `/api/leagues/${league.id}/status`, { status: 'active' })).status).toBe(403);
  });

  it('deletes a league and everything in it in one go', async () => {
    const league = await buildLeague(server);
    const other = await buildLeague(server);
    const admin = await buildUser(server, { role: 'admin', league });
    const [home, away] = await server.deps.db.insert(teams).values([{ leagueId: league.id, name: 'H' }, { leagueId: league.id, name: 'A' }]).returning();
    await server.deps.db.insert(games).values({ leagueId: league.id, homeTeamId: home!.id, awayTeamId: away!.id, scheduledDate: new Date() });
    await server.deps.db.insert(teams).values({ leagueId: other.id, name: 'Survivor' });
    expect((await root.request('DELETE', `/api/leagues/${league.id}`)).status).toBe(204);
    expect(await server.deps.db.select().from(leagues).where(eq(leagues.id, league.id))).toHaveLength(0);
    expect(await server.deps.db.select().from(users).where(eq(users.id, admin.id))).toHaveLength(0);
    expect(await server.deps.db.select().from(games).where(eq(games.leagueId, league.id))).toHaveLength(0);
    expect(await server.deps.db.select().from(teams).where(eq(teams.leagueId, other.id))).toHaveLength(1);
    expect((await root.request('DELETE', `/api/leagues/${league.id}`)).status).toBe(404);
  });

  it('is super admin only for the list, create, status and delete', async () => {
    const league = await buildLeague(server);
    const admin = await signIn(server, await buildUser(server, { role: 'admin', league }));
    expect((await admin.get('/api/leagues')).status).toBe(403);
    expect((await admin.post('/api/leagues', { name: 'Mine Now' })).status).toBe(403);
    expect((await admin.request('DELETE', `/api/leagues/${league.id}`)).status).toBe(403);
    expect((await new ApiClient(server.url).get('/api/leagues')).status).toBe(401);
  });
});

describe('league settings (the league admin)', () => {
  it('edits its own settings, not its name or address, and not another league', async () => {
    const league = await buildLeague(server);
    const other = await buildLeague(server);
    const admin = await signIn(server, await buildUser(server, { role: 'admin', league }));
    const res = await admin.request<LeagueDto>('PATCH', `/api/leagues/${league.id}`, { defaultGameFormat: 'halves', defaultPeriodDuration: 20, defaultBlitzesPerPeriod: 2, autoTimeouts: false, halftimeDuration: 600 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ defaultGameFormat: 'halves', defaultTotalPeriods: 2, defaultPeriodDuration: 20, defaultBlitzesPerPeriod: 2, autoTimeouts: false, halftimeDuration: 600 });
    expect((await admin.request('PATCH', `/api/leagues/${league.id}`, { name: 'Renamed' })).body.message).toBe('Only a super admin can rename a league or change its address');
    const foreign = await admin.request('PATCH', `/api/leagues/${other.id}`, { defaultPeriodDuration: 10 });
    expect(foreign.status).toBe(403);
    expect(foreign.body.message).toContain('You can only access your assigned league');
    expect((await admin.request('PATCH', `/api/leagues/${league.id}`, { timeoutDuration: 10 })).status).toBe(400);
    const renamed = await root.request<LeagueDto>('PATCH', `/api/leagues/${league.id}`, { name: 'Renamed League', slug: 'Renamed League X' });
    expect(renamed.body).toMatchObject({ name: 'Renamed League', slug: 'renamed-league-x' });
  });

  it('syncs the defaults onto scheduled games only and counts them', async () => {
    const league = await buildLeague(server);
    const admin = await signIn(server, await buildUser(server, { role: 'admin', league }));
    const [home, away] = await server.deps.db.insert(teams).values([{ leagueId: league.id, name: 'H' }, { leagueId: league.id, name: 'A' }]).returning();
    const base = { leagueId: league.id, homeTeamId: home!.id, awayTeamId: away!.id, scheduledDate: new Date() };
    await server.deps.db.insert(games).values([{ ...base }, { ...base }, { ...base, status: 'live' }, { ...base, status: 'completed' }]);
    await admin.request('PATCH', `/api/leagues/${league.id}`, { defaultGameFormat: 'halves', defaultPeriodDuration: 20, defaultTimeoutsPerPeriod: 3 });
    const sync = await admin.post(`/api/leagues/${league.slug}/sync-game-settings`);
    expect(sync.status).toBe(200);
    expect(sync.body).toEqual({ gamesUpdated: 2 });
    const rows = await server.deps.db.select().from(games).where(eq(games.leagueId, league.id));
    for (const game of rows) {
      if (game.status === 'scheduled') expect(game).toMatchObject({ gameFormat: 'halves', totalPeriods: 2, periodDuration: 20, timeoutsPerPeriod: 3, timeRemainingMs: 1_200_000 });
      else expect(game).toMatchObject({ gameFormat: 'quarters', periodDuration: 15 });
    }
    const other = await buildLeague(server);
    expect((await admin.post(`/api/leagues/${other.slug}/sync-game-settings`)).status).toBe(403);
  });
});
