import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, parseCalendarDate } from '../../../common/schedule/dates';
import { leagueDateOf } from '../../../common/time';
import { wallClockToUtc } from '../../../common/time';
import type { LeagueDto } from '../../../common/schemas/league';
import type { StandingsDto } from '../../../common/standings/rank';
import { divisions, seasons, teams } from '../../db/schema';
import { ApiClient, buildGame, buildLeague, startTestServer, type TestServer } from '../../test/helpers';
import { staffedLeague, type Staffed } from '../games/test-fixtures';

// Issue 18: GET /api/leagues/{slug}/standings and the league's two standings settings.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { RATE_LIMIT_PUBLIC_PER_MINUTE: '10000' } });
});
afterAll(() => server.close());

const visitor = () => new ApiClient(server.url);

async function played(s: Staffed, homeTeamId: number, homeScore: number, awayScore: number, awayTeamId: number, status: 'completed' | 'live' | 'cancelled' = 'completed') {
  await buildGame(server, { league: s.league, homeTeamId, awayTeamId, values: { status, homeScore, awayScore } });
}

describe('GET /api/leagues/{slug}/standings', () => {
  it('ranks completed games only, with the default rules, every team a row; ETag answers 304', async () => {
    const s = await staffedLeague(server);
    await played(s, s.homeTeamId, 30, 0, s.awayTeamId);
    await played(s, s.awayTeamId, 6, 6, s.thirdTeamId);
    await played(s, s.thirdTeamId, 50, 0, s.homeTeamId, 'live');
    await played(s, s.thirdTeamId, 50, 0, s.homeTeamId, 'cancelled');
    const res = await visitor().get<StandingsDto>(`/api/leagues/${s.league.slug}/standings`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ tiebreakers: ['headToHead', 'pointDifferential', 'pointsAllowed'], pointDifferentialCap: 14 });
    expect(res.body.rows.map((r) => [r.rank, r.team.name, r.played, r.wins, r.losses, r.ties, r.winPct, r.pointDifferential, r.streak])).toEqual([
      [1, 'Hawks', 1, 1, 0, 0, 1, 14, 'W1'],
      [2, 'Owls', 1, 0, 0, 1, 0.5, 0, 'T1'],
      [3, 'Bears', 2, 0, 1, 1, 0.25, -14, 'T1'],
    ]);
    expect(res.body.rows[0]).toMatchObject({ team: { id: s.homeTeamId, color: '#112233' }, pointsFor: 30, pointsAgainst: 0, lastFive: ['W'], tiebreak: null });
    const etag = res.headers.get('etag')!;
    const again = await visitor().request('GET', `/api/leagues/${s.league.slug}/standings`, undefined, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it("follows the league's settings, which its admin edits and the API validates", async () => {
    const s = await staffedLeague(server);
    // Hawks and Bears both 1-0 and never met: Hawks by 30 against Owls, Bears by 3 against Owls
    await played(s, s.homeTeamId, 30, 0, s.thirdTeamId);
    await played(s, s.awayTeamId, 3, 0, s.thirdTeamId);
    const patch = (body: Record<string, unknown>) => s.adminClient.request<LeagueDto & { message?: string }>('PATCH', `/api/leagues/${s.league.id}`, body);
    for (const bad of [{ standingsTiebreakers: ['coinToss'] }, { standingsTiebreakers: ['pointsFor', 'pointsFor'] }, { pointDifferentialCap: 0 }, { pointDifferentialCap: 101 }, { pointDifferentialCap: 2.5 }]) {
      const res = await patch(bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.message).toMatch(/tiebreaker|between 1 and 100|whole number/);
    }
    // fewest points allowed as the only step, no cap: both allowed 0, so they share first place,
    // listed by name; then points for separates them
    const edited = await patch({ standingsTiebreakers: ['pointsAllowed'], pointDifferentialCap: null });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ standingsTiebreakers: ['pointsAllowed'], pointDifferentialCap: null });
    let rows = (await visitor().get<StandingsDto>(`/api/leagues/${s.league.slug}/standings`)).body.rows;
    expect(rows.map((r) => [r.rank, r.team.name])).toEqual([
      [1, 'Bears'],
      [1, 'Hawks'],
      [3, 'Owls'],
    ]);
    await patch({ standingsTiebreakers: ['pointsFor'] });
    rows = (await visitor().get<StandingsDto>(`/api/leagues/${s.league.slug}/standings`)).body.rows;
    expect(rows.map((r) => [r.rank, r.team.name, r.tiebreak])).toEqual([
      [1, 'Hawks', null],
      [2, 'Bears', 'pointsFor'],
      [3, 'Owls', null],
    ]);
  });

  it('an unknown league is 404, a suspended one refused like every public read', async () => {
    expect((await visitor().get('/api/leagues/no-such-league/standings')).status).toBe(404);
    const suspended = await buildLeague(server, { status: 'suspended' });
    expect((await visitor().get(`/api/leagues/${suspended.slug}/standings`)).status).toBe(403);
  });
});

// Issue 34: a table per division (crossover games in none) and the season counted.
describe('GET /api/leagues/{slug}/standings by division and season', () => {
  const ZONE = 'America/New_York'; // the leagues' default zone
  const atNoon = (date: string) => wallClockToUtc({ ...parseCalendarDate(date)!, hour: 12, minute: 0 }, ZONE);

  async function divisionsOf(s: Staffed) {
    const [u12, u10] = await server.deps.db
      .insert(divisions)
      .values([
        { leagueId: s.league.id, name: 'U12 Coed', sortOrder: 2 },
        { leagueId: s.league.id, name: 'U10 Coed', sortOrder: 1 },
      ])
      .returning();
    const [lions, tigers] = await server.deps.db
      .insert(teams)
      .values([
        { leagueId: s.league.id, name: 'Lions', divisionId: u12!.id },
        { leagueId: s.league.id, name: 'Tigers', divisionId: u12!.id },
      ])
      .returning();
    // Hawks and Bears play U10; Owls are in no division yet
    await server.deps.db.update(teams).set({ divisionId: u10!.id }).where(inArray(teams.id, [s.homeTeamId, s.awayTeamId]));
    return { u10: u10!, u12: u12!, lions: lions!.id, tigers: tigers!.id };
  }

  it('one table per division, ranks restarting, the no-division group last; a crossover counts in no table', async () => {
    const s = await staffedLeague(server);
    const { u10, u12, lions, tigers } = await divisionsOf(s);
    await played(s, s.homeTeamId, 21, 7, s.awayTeamId); // U10: Hawks beat Bears
    await played(s, tigers, 14, 0, lions); // U12: Tigers beat Lions
    await played(s, s.awayTeamId, 50, 0, lions); // crossover U10-U12: Bears beat Lions
    await played(s, s.thirdTeamId, 28, 0, s.homeTeamId); // crossover no division-U10: Owls beat Hawks
    const res = await visitor().get<StandingsDto>(`/api/leagues/${s.league.slug}/standings`);
    expect(res.status).toBe(200);
    expect(res.body.season).toBeNull();
    expect(res.body.rows.map((r) => [r.division?.name ?? null, r.rank, r.team.name, r.played, r.wins, r.losses])).toEqual([
      ['U10 Coed', 1, 'Hawks', 1, 1, 0],
      ['U10 Coed', 2, 'Bears', 1, 0, 1],
      ['U12 Coed', 1, 'Tigers', 1, 1, 0],
      ['U12 Coed', 2, 'Lions', 1, 0, 1],
      [null, 1, 'Owls', 0, 0, 0],
    ]);
    expect(res.body.rows[0]!.division).toEqual({ id: u10.id, name: 'U10 Coed' });
    expect(res.body.divisions.map((d) => [d.id, d.name, d.rows.map((r) => r.team.name)])).toEqual([
      [u10.id, 'U10 Coed', ['Hawks', 'Bears']],
      [u12.id, 'U12 Coed', ['Tigers', 'Lions']],
      [null, null, ['Owls']],
    ]);

    const alone = await visitor().get<StandingsDto>(`/api/leagues/${s.league.slug}/standings?divisionId=${u12.id}`);
    expect(alone.body.divisions.map((d) => d.name)).toEqual(['U12 Coed']);
    expect(alone.body.rows.map((r) => r.team.name)).toEqual(['Tigers', 'Lions']);
    expect(alone.headers.get('etag')).not.toBe(res.headers.get('etag'));

    const other = await staffedLeague(server);
    const [foreign] = await server.deps.db.insert(divisions).values({ leagueId: other.league.id, name: 'U10 Coed' }).returning();
    for (const [query, status, message] of [
      [`divisionId=${foreign!.id}`, 404, /Division not found/],
      ['divisionId=2147483647', 404, /Division not found/],
      ['divisionId=abc', 400, /Division id must be a whole number/],
      ['seasonId=0', 400, /Season id must be a whole number/],
    ] as const) {
      const refused = await visitor().get(`/api/leagues/${s.league.slug}/standings?${query}`);
      expect(refused.status, query).toBe(status);
      expect(refused.body.message, query).toMatch(message);
    }
  });

  it('a league without divisions: one entry with id and name null holding every row', async () => {
    const s = await staffedLeague(server);
    await played(s, s.homeTeamId, 30, 0, s.awayTeamId);
    const { body } = await visitor().get<StandingsDto>(`/api/leagues/${s.league.slug}/standings`);
    expect(body.divisions).toEqual([{ id: null, name: null, rows: body.rows }]);
    expect(body.rows.map((r) => [r.rank, r.team.name, r.division])).toEqual([
      [1, 'Hawks', null],
      [2, 'Owls', null],
      [3, 'Bears', null],
    ]);
  });

  it('counts the current season by default and another by ?seasonId=; a new season starts at 0-0 while the last stays as it ended', async () => {
    const s = await staffedLeague(server);
    const today = leagueDateOf(Date.now(), ZONE);
    const [past, current] = await server.deps.db
      .insert(seasons)
      .values([
        { leagueId: s.league.id, name: 'Fall', startDate: addDays(today, -120), endDate: addDays(today, -31) },
        { leagueId: s.league.id, name: 'Spring', startDate: addDays(today, -30), endDate: addDays(today, 30) },
      ])
      .returning();
    const kickoff = (date: string, at = atNoon(date)) => ({ status: 'completed' as const, scheduledDate: at });
    // the fall: Hawks beat Bears twice, the second at 23:30 on its last day (league time)
    const lastEvening = wallClockToUtc({ ...parseCalendarDate(past!.endDate)!, hour: 23, minute: 30 }, ZONE);
    await buildGame(server, { league: s.league, homeTeamId: s.homeTeamId, awayTeamId: s.awayTeamId, values: { ...kickoff(addDays(today, -100)), homeScore: 21, awayScore: 0 } });
    await buildGame(server, { league: s.league, homeTeamId: s.homeTeamId, awayTeamId: s.awayTeamId, values: { ...kickoff(past!.endDate, lastEvening), homeScore: 14, awayScore: 7 } });
    // between no seasons: before the fall; counted by neither
    await buildGame(server, { league: s.league, homeTeamId: s.awayTeamId, awayTeamId: s.homeTeamId, values: { ...kickoff(addDays(today, -200)), homeScore: 40, awayScore: 0 } });

    const spring = await visitor().get<StandingsDto>(`/api/leagues/${s.league.slug}/standings`);
    expect(spring.body.season).toEqual({ id: current!.id, name: 'Spring', startDate: current!.startDate, endDate: current!.endDate });
    expect(spring.body.rows.map((r) => [r.team.name, r.played, r.wins, r.losses])).toEqual([
      ['Bears', 0, 0, 0],
      ['Hawks', 0, 0, 0],
      ['Owls', 0, 0, 0],
    ]);
    const fall = await visitor().get<StandingsDto>(`/api/leagues/${s.league.slug}/standings?seasonId=${past!.id}`);
    expect(fall.body.season).toMatchObject({ id: past!.id, name: 'Fall' });
    expect(fall.body.rows.map((r) => [r.rank, r.team.name, r.played, r.wins, r.losses])).toEqual([
      [1, 'Hawks', 2, 2, 0],
      [2, 'Owls', 0, 0, 0],
      [3, 'Bears', 2, 0, 2],
    ]);

    // a spring game moves the spring's table, not the fall's
    await buildGame(server, { league: s.league, homeTeamId: s.awayTeamId, awayTeamId: s.thirdTeamId, values: { ...kickoff(addDays(today, -1)), homeScore: 7, awayScore: 6 } });
    const moved = await visitor().get<StandingsDto>(`/api/leagues/${s.league.slug}/standings`);
    expect(moved.body.rows[0]).toMatchObject({ rank: 1, team: { name: 'Bears' }, wins: 1 });
    const still = await visitor().request('GET', `/api/leagues/${s.league.slug}/standings?seasonId=${past!.id}`, undefined, { headers: { 'if-none-match': fall.headers.get('etag')! } });
    expect(still.status).toBe(304);
    // the record under a team's name is the current season's too
    expect((await visitor().get(`/api/leagues/${s.league.slug}/teams/${s.awayTeamId}/record`)).body).toEqual({ wins: 1, losses: 0, ties: 0 });
    expect((await visitor().get(`/api/teams/${s.homeTeamId}/record`)).body).toEqual({ wins: 0, losses: 0, ties: 0 });

    const other = await staffedLeague(server);
    const [foreign] = await server.deps.db.insert(seasons).values({ leagueId: other.league.id, name: 'Theirs', startDate: '2026-01-01', endDate: '2026-12-31' }).returning();
    const refused = await visitor().get(`/api/leagues/${s.league.slug}/standings?seasonId=${foreign!.id}`);
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe('Season not found');
  });
});
