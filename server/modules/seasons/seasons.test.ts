import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeasonDto } from '../../../common/schemas/seasons';
import { auditLog, games, leagues } from '../../db/schema';
import { ApiClient, buildGame, buildLeague, buildUser, signIn, startTestServer, type TestServer } from '../../test/helpers';
import { staffedLeague, type Staffed } from '../games/test-fixtures';

// Issue 34: GET/POST /api/leagues/{slug}/seasons, PATCH/DELETE /api/seasons/{id}.
// The server's clock reads 15 Oct 2026, 12:00 in New York (the leagues' default zone).
let server: TestServer;
let clock = Date.parse('2026-10-15T16:00:00Z');
beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(clock) });
});
afterAll(() => server.close());

const visitor = () => new ApiClient(server.url);
const FALL = { name: 'Fall 2026', startDate: '2026-09-01', endDate: '2026-11-30' };
const SPRING = { name: 'Spring 2027', startDate: '2027-03-01', endDate: '2027-05-31' };

const list = async (s: Staffed) => (await visitor().get<SeasonDto[]>(`/api/leagues/${s.league.slug}/seasons`)).body;
const create = (client: ApiClient, s: Staffed, body: Record<string, unknown>) => client.post<SeasonDto & { message?: string }>(`/api/leagues/${s.league.slug}/seasons`, body);
const patch = (client: ApiClient, id: number, body: Record<string, unknown>) => client.request<SeasonDto & { message?: string }>('PATCH', `/api/seasons/${id}`, body);

async function created(s: Staffed, body: Record<string, unknown>): Promise<SeasonDto> {
  const res = await create(s.adminClient, s, body);
  if (res.status !== 201) throw new Error(`create season: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

describe('seasons of a league', () => {
  it('the admin creates, edits and deletes them; the public list is ordered by start date with the current one marked', async () => {
    const s = await staffedLeague(server);
    expect(await list(s)).toEqual([]);
    const spring = await created(s, { ...SPRING, name: '  Spring 2027  ' });
    expect(spring).toEqual({ id: expect.any(Number), ...SPRING, current: true }); // the next to start
    const fall = await created(s, FALL);
    expect(fall).toMatchObject({ ...FALL, current: true }); // holds today
    expect(await list(s)).toEqual([
      { id: fall.id, ...FALL, current: true },
      { id: spring.id, ...SPRING, current: false },
    ]);

    const renamed = await patch(s.adminClient, spring.id, { name: 'Spring 27', endDate: '2027-06-15' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toEqual({ id: spring.id, name: 'Spring 27', startDate: SPRING.startDate, endDate: '2027-06-15', current: false });

    // after the fall's last day the spring is next to start; after every season the last to end
    clock = Date.parse('2026-12-01T05:00:00Z'); // 1 Dec 00:00 in New York
    expect((await list(s)).map((x) => [x.name, x.current])).toEqual([
      ['Fall 2026', false],
      ['Spring 27', true],
    ]);
    clock = Date.parse('2026-12-01T04:59:00Z'); // 30 Nov 23:59 in New York: still the fall
    expect((await list(s)).map((x) => x.current)).toEqual([true, false]);
    clock = Date.parse('2027-07-01T16:00:00Z');
    expect((await list(s)).map((x) => x.current)).toEqual([false, true]);
    clock = Date.parse('2026-10-15T16:00:00Z');

    // deleting a season deletes none of its games
    const game = await buildGame(server, { league: s.league, homeTeamId: s.homeTeamId, awayTeamId: s.awayTeamId, values: { scheduledDate: new Date('2026-10-03T14:00:00Z'), status: 'completed' } });
    const gone = await s.adminClient.request('DELETE', `/api/seasons/${fall.id}`);
    expect(gone.status).toBe(204);
    expect(await list(s)).toEqual([{ id: spring.id, name: 'Spring 27', startDate: SPRING.startDate, endDate: '2027-06-15', current: true }]);
    expect(await server.deps.db.select().from(games).where(eq(games.id, game.id))).toHaveLength(1);
    expect((await s.adminClient.request('DELETE', `/api/seasons/${fall.id}`)).status).toBe(404);

    const audited = await server.deps.db.select({ action: auditLog.action }).from(auditLog).where(and(eq(auditLog.leagueId, s.league.id), eq(auditLog.targetType, 'season')));
    expect(audited.map((row) => row.action).sort()).toEqual(['season.create', 'season.create', 'season.delete', 'season.update']);
  });

  it('refuses bad input with a sentence, and dates sharing a day with another season with 409 naming it', async () => {
    const s = await staffedLeague(server);
    const fall = await created(s, FALL);
    const spring = await created(s, SPRING);
    const refusals: [Record<string, unknown>, number, RegExp][] = [
      [{ ...FALL, name: 'Late fall', startDate: '2026-11-30', endDate: '2026-12-20' }, 409, /overlap the season "Fall 2026" \(Tue, Sep 1, 2026 to Mon, Nov 30, 2026\)/],
      [{ name: 'Winter', startDate: '2026-12-01', endDate: '2027-03-01' }, 409, /overlap the season "Spring 2027"/],
      [{ name: 'Backwards', startDate: '2027-01-10', endDate: '2027-01-09' }, 400, /start date must be on or before the end date/],
      [{ name: 'Bad date', startDate: '2027-02-30', endDate: '2027-02-28' }, 400, /Start date is not a date of the calendar/],
      [{ name: 'Bad format', startDate: '1/1/2027', endDate: '2027-02-28' }, 400, /Start date must be a date written YYYY-MM-DD/],
      // issue 33: every date a request carries is in 2000-2100
      [{ name: 'Far', startDate: '1999-12-31', endDate: '2000-01-31' }, 400, /^Start date must be between 2000-01-01 and 2100-12-31$/],
      [{ name: 'Far', startDate: '2100-12-01', endDate: '9999-12-31' }, 400, /^End date must be between 2000-01-01 and 2100-12-31$/],
      [{ name: '   ', startDate: '2027-01-01', endDate: '2027-01-31' }, 400, /Name is required/],
      [{ name: 'x'.repeat(61), startDate: '2027-01-01', endDate: '2027-01-31' }, 400, /Name must be at most 60 characters/],
      [{ startDate: '2027-01-01', endDate: '2027-01-31' }, 400, /Name is required/],
      [{ name: 'Winter', startDate: '2027-01-01' }, 400, /End date/],
      [{ name: 'Winter', startDate: '2027-01-01', endDate: '2027-01-31', leagueId: 1 }, 400, /leagueId/i],
    ];
    for (const [body, status, message] of refusals) {
      const res = await create(s.adminClient, s, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.message, JSON.stringify(body)).toMatch(message);
    }
    // the winter in the gap, touching neither, is fine
    expect((await create(s.adminClient, s, { name: 'Winter', startDate: '2026-12-01', endDate: '2027-02-28' })).status).toBe(201);

    // an edit is checked with the season's other dates; it never overlaps itself
    expect((await patch(s.adminClient, fall.id, { startDate: '2026-08-15' })).status).toBe(200);
    const backwards = await patch(s.adminClient, fall.id, { startDate: '2026-12-01' });
    expect(backwards.status).toBe(400);
    expect(backwards.body.message).toMatch(/start date must be on or before the end date/);
    const onto = await patch(s.adminClient, spring.id, { startDate: '2027-02-01' });
    expect(onto.status).toBe(409);
    expect(onto.body.message).toMatch(/"Winter"/);
    expect((await patch(s.adminClient, spring.id, { nope: 1 })).status).toBe(400);
    expect((await patch(s.adminClient, spring.id, { endDate: '2101-01-01' })).body.message).toBe('End date must be between 2000-01-01 and 2100-12-31');
    expect((await patch(s.adminClient, 2_147_483_647, { name: 'Gone' })).status).toBe(404);
    expect((await list(s)).map((x) => [x.name, x.startDate, x.endDate])).toEqual([
      ['Fall 2026', '2026-08-15', '2026-11-30'],
      ['Winter', '2026-12-01', '2027-02-28'],
      ['Spring 2027', '2027-03-01', '2027-05-31'],
    ]);
  });

  it('two concurrent creates of overlapping seasons: one passes, the other is refused', async () => {
    for (let round = 0; round < 5; round += 1) {
      const s = await staffedLeague(server);
      const answers = await Promise.all([
        create(s.adminClient, s, { name: 'A', startDate: '2027-01-01', endDate: '2027-01-31' }),
        create(s.adminClient, s, { name: 'B', startDate: '2027-01-31', endDate: '2027-02-28' }),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
      expect(await list(s)).toHaveLength(1);
    }
  });

  it("only the league's admin and a super admin write; everyone else is refused and nothing changes", async () => {
    const s = await staffedLeague(server);
    const fall = await created(s, FALL);
    const other = await staffedLeague(server);
    const fan = await signIn(server, await buildUser(server, { role: 'fan', league: s.league }), s.league.slug);
    const superAdmin = await signIn(server, await buildUser(server, { role: 'super_admin' }));
    const callers: [string, ApiClient, number, number][] = [
      // who, client, answer to a create in s's league, answer to an edit or delete of s's season
      ['visitor', visitor(), 401, 401],
      ['referee', s.refereeClient, 403, 403],
      ['fan', fan, 403, 403],
      ["another league's admin", other.adminClient, 403, 404],
    ];
    for (const [who, client, createStatus, changeStatus] of callers) {
      expect((await create(client, s, SPRING)).status, who).toBe(createStatus);
      expect((await patch(client, fall.id, { name: 'Taken' })).status, who).toBe(changeStatus);
      expect((await client.request('DELETE', `/api/seasons/${fall.id}`)).status, who).toBe(changeStatus);
    }
    expect(await list(s)).toEqual([{ id: fall.id, ...FALL, current: true }]);

    const bySuper = await create(superAdmin, s, SPRING);
    expect(bySuper.status).toBe(201);
    expect((await patch(superAdmin, fall.id, { name: 'Fall' })).status).toBe(200);
    expect((await superAdmin.request('DELETE', `/api/seasons/${bySuper.body.id}`)).status).toBe(204);
    expect((await create(s.adminClient, s, { ...SPRING, name: 'x' })).status).toBe(201);
  });

  it('archived and suspended leagues refuse writes; the list is public, but not for a suspended league', async () => {
    const archived = await staffedLeague(server);
    const kept = await created(archived, FALL);
    await server.deps.db.update(leagues).set({ status: 'archived' }).where(eq(leagues.id, archived.league.id));
    const refusedCreate = await create(archived.adminClient, archived, SPRING);
    expect(refusedCreate.status).toBe(409);
    expect(refusedCreate.body.message).toMatch(/archived and read-only/);
    expect((await patch(archived.adminClient, kept.id, { name: 'Renamed' })).status).toBe(409);
    expect((await archived.adminClient.request('DELETE', `/api/seasons/${kept.id}`)).status).toBe(409);
    expect(await list(archived)).toEqual([{ id: kept.id, ...FALL, current: true }]);

    // the admin signed in before the league was suspended
    const suspended = await staffedLeague(server);
    const before = await created(suspended, FALL);
    await server.deps.db.update(leagues).set({ status: 'suspended' }).where(eq(leagues.id, suspended.league.id));
    expect((await create(suspended.adminClient, suspended, SPRING)).status).toBe(403);
    expect((await patch(suspended.adminClient, before.id, { name: 'Renamed' })).status).toBe(403);
    expect((await suspended.adminClient.request('DELETE', `/api/seasons/${before.id}`)).status).toBe(403);
    expect((await visitor().get(`/api/leagues/${suspended.league.slug}/seasons`)).status).toBe(403);
    expect((await visitor().get('/api/leagues/no-such-league/seasons')).status).toBe(404);
    const unknown = await create(archived.adminClient, { ...archived, league: { ...archived.league, slug: 'no-such-league' } }, SPRING);
    expect(unknown.status).toBe(404);
    const otherLeague = await buildLeague(server);
    expect((await visitor().get<SeasonDto[]>(`/api/leagues/${otherLeague.slug}/seasons`)).body).toEqual([]);
  });
});
