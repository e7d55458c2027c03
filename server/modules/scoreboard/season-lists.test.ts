import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicGameDto } from '../../../common/schemas/games/dto';
import type { TeamStatsDto } from '../../../common/schemas/scoreboard';
import type { SeasonDto } from '../../../common/schemas/seasons';
import { divisions, seasons, teams } from '../../db/schema';
import { ApiClient, buildGame, startTestServer, type TestServer } from '../../test/helpers';
import { staffedLeague, type Staffed } from '../games/test-fixtures';

// Issue 34: the public Completed list and a team's statistics count the current season by default
// and another by ?seasonId=; a league with no season counts every game (scoreboard.test.ts).
// The server's clock reads 15 Apr 2027, 12:00 in New York: the spring is the current season.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ now: () => new Date('2027-04-15T16:00:00Z'), env: { RATE_LIMIT_PUBLIC_PER_MINUTE: '10000' } });
});
afterAll(() => server.close());

const visitor = () => new ApiClient(server.url);

async function seasonedLeague() {
  const s = await staffedLeague(server);
  const [fall, spring] = await server.deps.db
    .insert(seasons)
    .values([
      { leagueId: s.league.id, name: 'Fall 2026', startDate: '2026-09-01', endDate: '2026-11-30' },
      { leagueId: s.league.id, name: 'Spring 2027', startDate: '2027-03-01', endDate: '2027-05-31' },
    ])
    .returning();
  const game = (at: string, status: 'completed' | 'scheduled', homeScore = 0, awayScore = 0, homeTeamId = s.homeTeamId, awayTeamId = s.awayTeamId) =>
    buildGame(server, { league: s.league, homeTeamId, awayTeamId, values: { scheduledDate: new Date(at), status, homeScore, awayScore } });
  const games = {
    fall: await game('2026-10-03T14:00:00Z', 'completed', 21, 0),
    // 30 Nov 23:30 in New York: the fall's last evening, 1 Dec in UTC
    fallLast: await game('2026-12-01T04:30:00Z', 'completed', 7, 14),
    winter: await game('2027-01-09T15:00:00Z', 'completed', 3, 0),
    spring: await game('2027-04-03T14:00:00Z', 'completed', 6, 6, s.thirdTeamId, s.homeTeamId),
    springNext: await game('2027-05-01T14:00:00Z', 'scheduled'),
    nextFall: await game('2027-09-11T14:00:00Z', 'scheduled'),
  };
  return { s, fall: fall!, spring: spring!, games };
}

const ids = (body: PublicGameDto[]) => body.map((g) => g.id);

async function listOf(s: Staffed, query: string, etag?: string) {
  return visitor().request<PublicGameDto[] & { message?: string }>('GET', `/api/leagues/${s.league.slug}/public/games?${query}`, undefined, etag ? { headers: { 'if-none-match': etag } } : {});
}

describe('the public game lists by season', () => {
  it('the Completed list shows the current season by default and another by ?seasonId=; the other lists every game unless asked', async () => {
    const { s, fall, spring, games } = await seasonedLeague();
    const completed = await listOf(s, 'status=completed');
    expect(completed.status).toBe(200);
    expect(ids(completed.body)).toEqual([games.spring.id]);
    expect(ids((await listOf(s, `status=completed&seasonId=${fall.id}`)).body)).toEqual([games.fall.id, games.fallLast.id]);
    expect(ids((await listOf(s, `status=completed&seasonId=${spring.id}`)).body)).toEqual([games.spring.id]);
    expect(ids((await listOf(s, 'status=scheduled')).body)).toEqual([games.springNext.id, games.nextFall.id]);
    expect(ids((await listOf(s, `status=scheduled&seasonId=${spring.id}`)).body)).toEqual([games.springNext.id]);
    expect(ids((await listOf(s, `seasonId=${fall.id}`)).body)).toEqual([games.fall.id, games.fallLast.id]);

    // the same bytes to every poll until something changes: 304 with the tag
    const again = await listOf(s, 'status=completed', completed.headers.get('etag')!);
    expect(again.status).toBe(304);

    const other = await seasonedLeague();
    const foreign = await listOf(s, `status=completed&seasonId=${other.fall.id}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Season not found');
    const bad = await listOf(s, 'status=completed&seasonId=fall');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/Season id must be a whole number/);
  });

  it("follows the admin's season writes at once: a new season over the winter, the spring's start moved", async () => {
    const { s, spring, games } = await seasonedLeague();
    const created = await s.adminClient.post<SeasonDto>(`/api/leagues/${s.league.slug}/seasons`, { name: 'Winter', startDate: '2026-12-01', endDate: '2027-02-28' });
    expect(created.status).toBe(201);
    expect(ids((await listOf(s, `status=completed&seasonId=${created.body.id}`)).body)).toEqual([games.winter.id]);

    const before = await listOf(s, 'status=completed');
    expect(ids(before.body)).toEqual([games.spring.id]);
    // the spring now starts after its 3 Apr game; today (15 Apr) is still in it
    expect((await s.adminClient.request('PATCH', `/api/seasons/${spring.id}`, { startDate: '2027-04-04' })).status).toBe(200);
    let after = await listOf(s, 'status=completed', before.headers.get('etag')!);
    for (let i = 0; i < 20 && after.status === 304; i++) {
      await new Promise((r) => setTimeout(r, 50)); // the change note arrives just after the commit
      after = await listOf(s, 'status=completed', before.headers.get('etag')!);
    }
    expect(after.status).toBe(200);
    expect(ids(after.body)).toEqual([]);
  });
});

describe("a team's statistics by season", () => {
  it('count the current season by default and another by ?seasonId=, and name the division', async () => {
    const { s, fall, spring } = await seasonedLeague();
    const [u10] = await server.deps.db.insert(divisions).values({ leagueId: s.league.id, name: 'U10 Coed' }).returning();
    await server.deps.db.update(teams).set({ divisionId: u10!.id }).where(eq(teams.id, s.homeTeamId));
    const path = `/api/leagues/${s.league.slug}/teams/${s.homeTeamId}/stats`;

    const current = await visitor().get<TeamStatsDto>(path);
    expect(current.body).toEqual({
      ...{ wins: 0, losses: 0, ties: 1, pointsFor: 6, pointsAgainst: 6, gamesPlayed: 1, playoffGames: [], scoresKept: true, scorers: [] },
      team: { id: s.homeTeamId, name: 'Hawks', color: '#112233', icon: 'fa-users', leagueId: s.league.id, divisionId: u10!.id, division: { id: u10!.id, name: 'U10 Coed' } },
      season: { id: spring.id, name: 'Spring 2027', startDate: '2027-03-01', endDate: '2027-05-31' },
    });
    // the fall: a win by 21 and, on its last evening in league time, a loss by 7
    expect((await visitor().get<TeamStatsDto>(`${path}?seasonId=${fall.id}`)).body).toMatchObject({
      ...{ wins: 1, losses: 1, ties: 0, pointsFor: 28, pointsAgainst: 14, gamesPlayed: 2 },
      season: { id: fall.id, name: 'Fall 2026' },
    });
    const bears = await visitor().get<TeamStatsDto>(`/api/leagues/${s.league.slug}/teams/${s.awayTeamId}/stats`);
    expect(bears.body.team).toMatchObject({ name: 'Bears', divisionId: null, division: null });

    const other = await seasonedLeague();
    expect((await visitor().get(`${path}?seasonId=${other.spring.id}`)).status).toBe(404);
    expect((await visitor().get(`${path}?seasonId=-1`)).status).toBe(400);
  });
});
