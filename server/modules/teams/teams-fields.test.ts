import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FieldDto, TeamDto } from '../../../common/schemas/teams';
import { games } from '../../db/schema';
import { ApiClient, buildLeague, buildUser, signedInAdmin, signIn, startTestServer, type TestServer } from '../../test/helpers';
import type { League } from '../leagues/store';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const adminOf = (league?: League) => signedInAdmin(server, league);

async function gameBetween(league: League, homeTeamId: number, awayTeamId: number, field: string | null = null) {
  await server.deps.db.insert(games).values({ leagueId: league.id, homeTeamId, awayTeamId, field, scheduledDate: new Date() });
}

describe('teams', () => {
  it('creates with the default colour and icon, lists publicly, edits and deletes', async () => {
    const { league, client } = await adminOf();
    const created = await client.post<TeamDto>('/api/teams', { name: '  Red Hawks ', leagueId: league.id });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Red Hawks', color: '#FF4500', icon: 'fa-users', leagueId: league.id });
    await client.post('/api/teams', { name: 'Blue Thunder', color: '#2563eb' });

    const publicList = await new ApiClient(server.url).get<TeamDto[]>(`/api/leagues/${league.slug}/teams`);
    expect(publicList.body.map((t) => [t.name, t.color])).toEqual([['Blue Thunder', '#2563EB'], ['Red Hawks', '#FF4500']]);
    expect((await client.get<TeamDto[]>('/api/teams')).body).toHaveLength(2);

    const edited = await client.request<TeamDto>('PATCH', `/api/teams/${created.body.id}`, { name: 'Crimson Hawks', color: '#aa0000' });
    expect(edited.body).toMatchObject({ name: 'Crimson Hawks', color: '#AA0000' });
    expect((await client.request('DELETE', `/api/teams/${created.body.id}`)).status).toBe(204);
    expect((await client.get<TeamDto[]>('/api/teams')).body.map((t) => t.name)).toEqual(['Blue Thunder']);
  });

  it('refuses blank names, bad colours, duplicates and unknown fields', async () => {
    const { client } = await adminOf();
    const blank = await client.post('/api/teams', { name: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toMatch(/Name is required/);
    expect((await client.post('/api/teams', { name: 'X', color: 'red' })).body.message).toMatch(/Color must be a hex colour/);
    expect((await client.post('/api/teams', { name: 'N'.repeat(101) })).status).toBe(400);
    expect((await client.post('/api/teams', { name: 'Gold Rush' })).status).toBe(201);
    const dup = await client.post('/api/teams', { name: 'gold rush' });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toMatch(/already exists/);
    expect((await client.post('/api/teams', { name: 'Y', owner: 'me' })).status).toBe(400);
  });

  it('refuses to delete a team that games use, naming how many', async () => {
    const { league, client } = await adminOf();
    const a = (await client.post<TeamDto>('/api/teams', { name: 'A' })).body;
    const b = (await client.post<TeamDto>('/api/teams', { name: 'B' })).body;
    await gameBetween(league, a.id, b.id);
    await gameBetween(league, b.id, a.id);
    const res = await client.request('DELETE', `/api/teams/${a.id}`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This team plays in 2 games. Delete those games or change their teams first.');
    expect((await client.get<TeamDto[]>('/api/teams')).body).toHaveLength(2);
  });

  it('keeps admins inside their league: by slug, by id and by body field', async () => {
    const a = await adminOf();
    const b = await adminOf();
    const bTeam = (await b.client.post<TeamDto>('/api/teams', { name: 'B Team' })).body;
    expect((await a.client.request('PATCH', `/api/teams/${bTeam.id}`, { name: 'Stolen' })).status).toBe(404);
    expect((await a.client.request('DELETE', `/api/teams/${bTeam.id}`)).status).toBe(404);
    const inBody = await a.client.post('/api/teams', { name: 'Planted', leagueId: b.league.id });
    expect(inBody.status).toBe(403);
    expect(inBody.body.message).toContain('You can only access your assigned league');
    expect((await b.client.get<TeamDto[]>('/api/teams')).body.map((t) => t.name)).toEqual(['B Team']);
    expect((await a.client.request('PATCH', '/api/teams/not-a-number', { name: 'x' })).status).toBe(400);
  });

  it('refuses referees, fans and visitors, hides suspended leagues and freezes archived ones', async () => {
    const league = await buildLeague(server);
    const referee = await signIn(server, await buildUser(server, { role: 'referee', league }));
    expect((await referee.post('/api/teams', { name: 'Nope' })).status).toBe(403);
    expect((await new ApiClient(server.url).post('/api/teams', { name: 'Nope' })).status).toBe(401);

    const suspended = await buildLeague(server, { status: 'suspended' });
    const hidden = await new ApiClient(server.url).get(`/api/leagues/${suspended.slug}/teams`);
    expect(hidden.status).toBe(403);
    expect(hidden.body.message).toBe('This league is suspended');

    const archived = await buildLeague(server, { status: 'archived' });
    const { client } = await adminOf(archived);
    const res = await client.post('/api/teams', { name: 'Late' });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/archived and read-only/);
    expect((await client.get('/api/teams')).status).toBe(200);
  });
});

describe('fields', () => {
  it('creates, lists, renames (its games follow) and deletes', async () => {
    const { league, client } = await adminOf();
    const created = await client.post<FieldDto>('/api/fields', { name: 'Riverside 1', location: '1200 River Rd', surface: 'Grass' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Riverside 1', location: '1200 River Rd', surface: 'Grass', leagueId: league.id });
    const a = (await client.post<TeamDto>('/api/teams', { name: 'A' })).body;
    const b = (await client.post<TeamDto>('/api/teams', { name: 'B' })).body;
    await gameBetween(league, a.id, b.id, 'riverside 1');

    const renamed = await client.request<FieldDto>('PATCH', `/api/fields/${created.body.id}`, { name: 'Riverside North' });
    expect(renamed.body.name).toBe('Riverside North');
    const [game] = await server.deps.db.select().from(games).where(eq(games.leagueId, league.id));
    expect(game!.field).toBe('Riverside North');

    const refused = await client.request('DELETE', `/api/fields/${created.body.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('1 game is played at this field. Move or delete those games first.');
    const spare = await client.post<FieldDto>('/api/fields', { name: 'Spare' });
    expect((await client.request('DELETE', `/api/fields/${spare.body.id}`)).status).toBe(204);
    expect((await new ApiClient(server.url).get<FieldDto[]>(`/api/leagues/${league.slug}/fields`)).body.map((f) => f.name)).toEqual(['Riverside North']);
  });

  it('refuses a bad surface, a blank name and another league', async () => {
    const a = await adminOf();
    const b = await adminOf();
    expect((await a.client.post('/api/fields', { name: 'F', surface: 'Ice' })).body.message).toMatch(/Surface must be one of Grass, Turf, Indoor, Dirt/);
    expect((await a.client.post('/api/fields', { name: '' })).status).toBe(400);
    const bField = (await b.client.post<FieldDto>('/api/fields', { name: 'B Field' })).body;
    expect((await a.client.request('PATCH', `/api/fields/${bField.id}`, { name: 'Mine' })).status).toBe(404);
    expect((await a.client.request('DELETE', `/api/fields/${bField.id}`)).status).toBe(404);
    expect((await a.client.post('/api/fields', { name: 'Planted', leagueId: b.league.id })).status).toBe(403);
  });
});
