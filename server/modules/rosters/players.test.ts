// Issue 49 through the HTTP layer: a team's players (decision 078). The admins change any roster; a
// team's coach his own until the division's lock date (the league's date, by the injected clock); a
// number is worn by one active player of a team; the public roster names a player "Isaac L." (or only
// "#12") and never carries a birth date or a last name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DivisionDto } from '../../../common/schemas/divisions';
import type { PlayerDto, PublicPlayerDto, RosterDto } from '../../../common/schemas/rosters';
import { auditLog, divisions, teamCoaches, teams } from '../../db/schema';
import { ApiClient, buildLeague, buildUser, signedInAdmin, signIn, startTestServer, type TestServer } from '../../test/helpers';
import type { League } from '../leagues/store';
import { and, eq } from 'drizzle-orm';

let server: TestServer;
// the league's clock (America/New_York): 2026-09-10, before the lock dates below
let clock = new Date('2026-09-10T16:00:00Z');
beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
});
afterAll(() => server.close());

const visitor = () => new ApiClient(server.url);
const isaac = { firstName: 'Isaac', lastName: 'Lopez', jerseyNumber: 12, birthDate: '2015-04-03' };

async function teamOf(league: League, name: string, lockDate: string | null = null, publicPlayerNames = true) {
  const [division] = await server.deps.db.insert(divisions).values({ leagueId: league.id, name: `${name} division`, rosterLockDate: lockDate, publicPlayerNames }).returning();
  const [team] = await server.deps.db.insert(teams).values({ leagueId: league.id, name, divisionId: division!.id }).returning();
  return { team: team!, division: division! };
}

async function coachOf(league: League, teamId: number): Promise<ApiClient> {
  const coach = await buildUser(server, { role: 'coach', league });
  await server.deps.db.insert(teamCoaches).values({ teamId, userId: coach.id, leagueId: league.id });
  return signIn(server, coach, league.slug);
}

async function add(client: ApiClient, teamId: number, body: Record<string, unknown>): Promise<PlayerDto> {
  const res = await client.post<PlayerDto>(`/api/teams/${teamId}/players`, body);
  if (res.status !== 201) throw new Error(`player: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

const rosterOf = async (client: ApiClient, teamId: number, query = '') => client.get<RosterDto>(`/api/teams/${teamId}/players${query}`);
const numbersOf = (roster: RosterDto) => roster.players.map((p) => p.jerseyNumber);

describe("a team's players", () => {
  it('are added, listed by number then name, edited and dropped by an admin, each audited', async () => {
    const { league, client } = await signedInAdmin(server);
    const { team } = await teamOf(league, 'Hawks', '2026-09-12');
    const created = await add(client, team.id, { ...isaac, firstName: '  Isaac ' });
    expect(created).toEqual({ id: expect.any(Number), teamId: team.id, firstName: 'Isaac', lastName: 'Lopez', jerseyNumber: 12, birthDate: '2015-04-03', status: 'active' });
    const noNumber = await add(client, team.id, { firstName: 'Ann', lastName: 'Zed' });
    expect(noNumber).toMatchObject({ jerseyNumber: null, birthDate: null });
    await add(client, team.id, { firstName: 'Bo', lastName: 'Adams', jerseyNumber: 3 });
    await add(client, team.id, { firstName: 'Al', lastName: 'Adams', jerseyNumber: 30 });

    const roster = await rosterOf(client, team.id);
    expect(roster.status).toBe(200);
    expect(roster.body).toMatchObject({ teamId: team.id, locked: false, lockDate: '2026-09-12' });
    expect(numbersOf(roster.body)).toEqual([3, 12, 30, null]);

    const edited = await client.request<PlayerDto>('PATCH', `/api/teams/${team.id}/players/${created.id}`, { jerseyNumber: 7, birthDate: null });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id: created.id, jerseyNumber: 7, birthDate: null, firstName: 'Isaac' });

    expect((await client.request('DELETE', `/api/teams/${team.id}/players/${created.id}`)).status).toBe(204);
    // dropping again changes nothing
    expect((await client.request('DELETE', `/api/teams/${team.id}/players/${created.id}`)).status).toBe(204);
    expect(numbersOf((await rosterOf(client, team.id)).body)).toEqual([3, 30, null]);
    const all = (await rosterOf(client, team.id, '?status=all')).body;
    expect(all.players.find((p) => p.id === created.id)).toMatchObject({ status: 'dropped', jerseyNumber: 7 });
    // a dropped player's number is free again
    await add(client, team.id, { firstName: 'New', lastName: 'Seven', jerseyNumber: 7 });

    const actions = await server.deps.db.select({ action: auditLog.action }).from(auditLog).where(and(eq(auditLog.leagueId, league.id), eq(auditLog.targetId, String(team.id))));
    expect(actions.map((a) => a.action).sort()).toEqual(['team.player-add', 'team.player-add', 'team.player-add', 'team.player-add', 'team.player-add', 'team.player-drop', 'team.player-edit']);
  });

  it('refuses a number another active player of the team wears (409 naming him), not another team\'s', async () => {
    const { league, client } = await signedInAdmin(server);
    const { team } = await teamOf(league, 'Hawks');
    const { team: other } = await teamOf(league, 'Eagles');
    const first = await add(client, team.id, isaac);
    const dup = await client.post(`/api/teams/${team.id}/players`, { firstName: 'Jo', lastName: 'Kim', jerseyNumber: 12 });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('Number 12 is already worn by Isaac Lopez on this team');
    const second = await add(client, team.id, { firstName: 'Jo', lastName: 'Kim', jerseyNumber: 13 });
    const moved = await client.request('PATCH', `/api/teams/${team.id}/players/${second.id}`, { jerseyNumber: 12 });
    expect(moved.status).toBe(409);
    expect(moved.body.message).toMatch(/Isaac Lopez/);
    // his own number again is no conflict; another team's 12 neither
    expect((await client.request('PATCH', `/api/teams/${team.id}/players/${first.id}`, { jerseyNumber: 12, lastName: 'Lee' })).status).toBe(200);
    await add(client, other.id, { firstName: 'Max', lastName: 'Ray', jerseyNumber: 12 });
    // a player of another team is not found through this one
    expect((await client.request('PATCH', `/api/teams/${other.id}/players/${first.id}`, { firstName: 'X' })).status).toBe(404);
  });

  it("lets a coach change his own team's roster until the lock date (the league's date), and refuses another team's", async () => {
    const { league, client: admin } = await signedInAdmin(server);
    const { team } = await teamOf(league, 'Hawks', '2026-09-12');
    const { team: other } = await teamOf(league, 'Eagles');
    const coach = await coachOf(league, team.id);
    const mine = await add(coach, team.id, isaac);
    expect((await coach.request('PATCH', `/api/teams/${team.id}/players/${mine.id}`, { jerseyNumber: 4 })).status).toBe(200);
    expect((await rosterOf(coach, team.id)).body).toMatchObject({ locked: false, players: [{ jerseyNumber: 4 }] });
    // the dropped players are the admins' to list: a coach's `status=all` is the roster
    expect((await rosterOf(coach, team.id, '?status=all')).body.players).toHaveLength(1);

    const theirs = await add(admin, other.id, { firstName: 'Max', lastName: 'Ray', jerseyNumber: 1 });
    expect((await rosterOf(coach, other.id)).status).toBe(403);
    expect((await coach.post(`/api/teams/${other.id}/players`, { firstName: 'Sneaky', lastName: 'Add' })).status).toBe(403);
    expect((await coach.request('PATCH', `/api/teams/${other.id}/players/${theirs.id}`, { jerseyNumber: 2 })).status).toBe(403);
    expect((await coach.request('DELETE', `/api/teams/${other.id}/players/${theirs.id}`)).status).toBe(403);

    // 11 p.m. on the 11th in New York is still before the lock
    clock = new Date('2026-09-12T03:00:00Z');
    expect((await coach.request('PATCH', `/api/teams/${team.id}/players/${mine.id}`, { jerseyNumber: 5 })).status).toBe(200);
    // from the lock date on, only the admins
    clock = new Date('2026-09-12T16:00:00Z');
    try {
      expect((await rosterOf(coach, team.id)).body).toMatchObject({ locked: true, lockDate: '2026-09-12' });
      const locked = await coach.post(`/api/teams/${team.id}/players`, { firstName: 'Late', lastName: 'Add' });
      expect(locked.status).toBe(403);
      expect(locked.body.message).toBe("This roster locked on September 12, 2026: from then on only the league's admins change it");
      expect((await coach.request('PATCH', `/api/teams/${team.id}/players/${mine.id}`, { jerseyNumber: 6 })).status).toBe(403);
      expect((await coach.request('DELETE', `/api/teams/${team.id}/players/${mine.id}`)).status).toBe(403);
      expect((await admin.request('PATCH', `/api/teams/${team.id}/players/${mine.id}`, { jerseyNumber: 6 })).status).toBe(200);
      await add(admin, team.id, { firstName: 'Late', lastName: 'Add' });
    } finally {
      clock = new Date('2026-09-10T16:00:00Z');
    }
  });

  it("lets the league's referees read a roster, refuses fans, visitors and another league's admin", async () => {
    const { league, client } = await signedInAdmin(server);
    const { team } = await teamOf(league, 'Hawks');
    const player = await add(client, team.id, isaac);
    const referee = await signIn(server, await buildUser(server, { role: 'referee', league }), league.slug);
    expect((await rosterOf(referee, team.id)).body.players).toHaveLength(1);
    expect((await referee.post(`/api/teams/${team.id}/players`, { firstName: 'No', lastName: 'Way' })).status).toBe(403);
    const fan = await signIn(server, await buildUser(server, { role: 'fan', league }), league.slug);
    expect((await rosterOf(fan, team.id)).status).toBe(403);
    expect((await fan.request('DELETE', `/api/teams/${team.id}/players/${player.id}`)).status).toBe(403);
    expect((await rosterOf(visitor(), team.id)).status).toBe(401);
    const { client: stranger } = await signedInAdmin(server, await buildLeague(server));
    expect((await rosterOf(stranger, team.id)).status).toBe(404);
    expect((await stranger.post(`/api/teams/${team.id}/players`, { firstName: 'No', lastName: 'Way' })).status).toBe(404);
    expect((await rosterOf(client, team.id)).body.players).toHaveLength(1);
  });

  it('refuses bad bodies, params and queries with 400 naming the field', async () => {
    const { league, client } = await signedInAdmin(server);
    const { team } = await teamOf(league, 'Hawks');
    const player = await add(client, team.id, isaac);
    const bad: [Record<string, unknown>, RegExp][] = [
      [{ firstName: '', lastName: 'L' }, /first name/i],
      [{ firstName: 'A' }, /last name/i],
      [{ firstName: 'A', lastName: 'B', jerseyNumber: 100 }, /jersey number/i],
      [{ firstName: 'A', lastName: 'B', jerseyNumber: -1 }, /jersey number/i],
      [{ firstName: 'A', lastName: 'B', jerseyNumber: 1.5 }, /jersey number/i],
      [{ firstName: 'A', lastName: 'B', jerseyNumber: '7' }, /jersey number/i],
      [{ firstName: 'A', lastName: 'B', birthDate: '2015-02-30' }, /birth date/i],
      [{ firstName: 'A'.repeat(61), lastName: 'B' }, /at most 60/],
      [{ firstName: 'A', lastName: 'B', guardianEmail: 'x@example.com' }, /guardian/i],
    ];
    for (const [body, message] of bad) {
      const res = await client.post(`/api/teams/${team.id}/players`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    expect((await client.request('PATCH', `/api/teams/${team.id}/players/${player.id}`, {})).status).toBe(400);
    expect((await client.request('PATCH', `/api/teams/${team.id}/players/${player.id}`, { status: 'dropped' })).status).toBe(400);
    expect((await client.request('PATCH', `/api/teams/${team.id}/players/abc`, { firstName: 'X' })).status).toBe(400);
    expect((await client.request('DELETE', `/api/teams/${team.id}/players/99999999999`)).status).toBe(400);
    expect((await client.request('DELETE', `/api/teams/${team.id}/players/2147483647`)).status).toBe(404);
    expect((await rosterOf(client, team.id, '?status=gone')).status).toBe(400);
    expect((await rosterOf(client, 2147483647)).status).toBe(404);
    expect((await rosterOf(client, team.id)).body.players).toHaveLength(1);
  });
});

describe('the public roster (privacy of minors)', () => {
  it('names a player "Isaac L." without signing in, never his birth date or last name, in an instructional division too', async () => {
    const { league, client } = await signedInAdmin(server);
    const { team, division } = await teamOf(league, 'Hawks');
    await add(client, team.id, isaac);
    await add(client, team.id, { firstName: 'Mia', lastName: 'Stone', jerseyNumber: null, birthDate: '2016-01-09' });
    const dropped = await add(client, team.id, { firstName: 'Gone', lastName: 'Away', jerseyNumber: 99 });
    await client.request('DELETE', `/api/teams/${team.id}/players/${dropped.id}`);
    await client.request<DivisionDto>('PATCH', `/api/divisions/${division.id}`, { instructional: true });

    const res = await visitor().get<{ players: PublicPlayerDto[] }>(`/api/leagues/${league.slug}/teams/${team.id}/public-roster`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ players: [{ id: expect.any(Number), name: 'Isaac L.', jerseyNumber: 12 }, { id: expect.any(Number), name: 'Mia S.', jerseyNumber: null }] });
    const text = JSON.stringify(res.body);
    for (const secret of ['birthDate', '2015-04-03', '2016', 'Lopez', 'Stone', 'guardian', 'Gone']) expect(text).not.toContain(secret);
  });

  it('shows only numbers when the division hides names', async () => {
    const { league, client } = await signedInAdmin(server);
    const { team, division } = await teamOf(league, 'Hawks', null, true);
    await add(client, team.id, isaac);
    await add(client, team.id, { firstName: 'Mia', lastName: 'Stone' });
    expect((await client.request('PATCH', `/api/divisions/${division.id}`, { publicPlayerNames: false })).status).toBe(200);
    const res = await visitor().get<{ players: PublicPlayerDto[] }>(`/api/leagues/${league.slug}/teams/${team.id}/public-roster`);
    expect(res.body.players.map((p) => p.name)).toEqual(['#12', '#?']);
    const text = JSON.stringify(res.body);
    for (const secret of ['Isaac', 'Lopez', 'Mia', 'Stone', 'birthDate']) expect(text).not.toContain(secret);
  });

  it("is not found for another league's team, an unknown league or a bad id", async () => {
    const { league } = await signedInAdmin(server);
    const { team } = await teamOf(league, 'Hawks');
    const other = await buildLeague(server);
    expect((await visitor().get(`/api/leagues/${other.slug}/teams/${team.id}/public-roster`)).status).toBe(404);
    expect((await visitor().get(`/api/leagues/no-such-league-here/teams/${team.id}/public-roster`)).status).toBe(404);
    expect((await visitor().get(`/api/leagues/${league.slug}/teams/x/public-roster`)).status).toBe(400);
  });
});
