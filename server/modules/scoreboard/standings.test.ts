import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeagueDto } from '../../../common/schemas/league';
import type { StandingsDto } from '../../../common/standings/rank';
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
