// Issue 19, no double booking: create, edit (PATCH /state) and the import refuse a game that would
// share a field, a team or a referee with an overlapping game of the league; cancelled games occupy
// nothing and one game ending when the next starts is fine.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameDto, GameErrorBody } from '../../../common/schemas/games/dto';
import { fields, teams } from '../../db/schema';
import { startTestServer, uploadSchedule, type ApiClient, type TestServer } from '../../test/helpers';
import { createGameVia, staffedLeague, type Staffed } from '../games/test-fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

// 10:00 on Sat 2 May 2026 in New York; a default game (4 x 15 min + 5 min halftime) lasts 65 min
const KICKOFF = '2026-05-02T14:00:00.000Z';
const at = (minutes: number) => new Date(Date.parse(KICKOFF) + minutes * 60_000).toISOString();

async function leagueWithFourTeams(): Promise<Staffed & { fourthTeamId: number }> {
  const staffed = await staffedLeague(server, { timezone: 'America/New_York' });
  const [fourth] = await server.deps.db.insert(teams).values({ leagueId: staffed.league.id, name: 'Larks' }).returning();
  await server.deps.db.insert(fields).values({ leagueId: staffed.league.id, name: 'South Field' });
  return { ...staffed, fourthTeamId: fourth!.id };
}

const post = (client: ApiClient, body: Record<string, unknown>) => client.post<GameErrorBody & GameDto>('/api/games', body);

describe('create and edit refuse a double booking with 409 naming the other game', () => {
  it('the same field, a shared team or the same referee at an overlapping time', async () => {
    const s = await leagueWithFourTeams();
    await createGameVia(s.adminClient, s, { scheduledDate: KICKOFF, field: 'North Field', refereeId: s.referee.id });
    const other = { homeTeamId: s.thirdTeamId, awayTeamId: s.fourthTeamId };

    const field = await post(s.adminClient, { ...other, scheduledDate: at(30), field: 'north field' });
    expect(field.status).toBe(409);
    expect(field.body.message).toBe('Double booking: the field North Field is taken then (Hawks vs Bears, Sat, May 2, 2026, 10:00 AM). Choose another time or field.');
    const team = await post(s.adminClient, { homeTeamId: s.thirdTeamId, awayTeamId: s.awayTeamId, scheduledDate: at(-30), field: 'South Field' });
    expect(team.status).toBe(409);
    expect(team.body.message).toContain('Bears already plays then (Hawks vs Bears, Sat, May 2, 2026, 10:00 AM)');
    const referee = await post(s.adminClient, { ...other, scheduledDate: at(64), field: 'South Field', refereeId: s.referee.id });
    expect(referee.status).toBe(409);
    expect(referee.body.message).toContain('the referee already has a game then');

    // ending exactly as the other starts, or starting exactly as it ends: no overlap
    expect((await post(s.adminClient, { ...other, scheduledDate: at(65), field: 'North Field', refereeId: s.referee.id })).status).toBe(201);
    expect((await post(s.adminClient, { homeTeamId: s.thirdTeamId, awayTeamId: s.homeTeamId, scheduledDate: at(-65), field: 'North Field' })).status).toBe(201);
    // another league's games are not this league's bookings
    const b = await staffedLeague(server);
    expect((await post(b.adminClient, { homeTeamId: b.homeTeamId, awayTeamId: b.awayTeamId, scheduledDate: KICKOFF, field: 'North Field' })).status).toBe(201);
  });

  it('a cancelled game occupies nothing; bringing it back or moving a game onto another is 409', async () => {
    const s = await leagueWithFourTeams();
    const first = await createGameVia(s.adminClient, s, { scheduledDate: KICKOFF, field: 'North Field' });
    const cancelled = await s.adminClient.request<GameDto>('PATCH', `/api/games/${first.id}/state`, { status: 'cancelled' });
    expect(cancelled.status).toBe(200);
    const second = await post(s.adminClient, { homeTeamId: s.thirdTeamId, awayTeamId: s.fourthTeamId, scheduledDate: KICKOFF, field: 'North Field' });
    expect(second.status).toBe(201);
    const back = await s.adminClient.request<GameErrorBody>('PATCH', `/api/games/${first.id}/state`, { status: 'scheduled' });
    expect(back.status).toBe(409);
    expect(back.body.message).toContain('(Owls vs Larks, Sat, May 2, 2026, 10:00 AM)');

    const third = await createGameVia(s.adminClient, s, { scheduledDate: at(24 * 60), field: 'South Field', homeTeamId: s.homeTeamId, awayTeamId: s.awayTeamId });
    const moved = await s.adminClient.request<GameErrorBody>('PATCH', `/api/games/${third.id}/state`, { scheduledDate: at(20), field: 'North Field' });
    expect(moved.status).toBe(409);
    const refereed = await s.adminClient.request<GameDto>('PATCH', `/api/games/${second.body.id}/state`, { refereeId: s.referee.id });
    expect(refereed.status).toBe(200);
    const twice = await s.adminClient.request<GameErrorBody>('PATCH', `/api/games/${third.id}/state`, { scheduledDate: at(10), field: 'South Field', refereeId: s.referee.id });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toContain('the referee already has a game then');
    // a score or a status of a game already in place is not a booking change
    expect((await s.adminClient.request('PATCH', `/api/games/${third.id}/state`, { homeScore: 6, status: 'completed' })).status).toBe(200);
  });
});

describe('the import reports a double booking as a row error', () => {
  const upload = (client: ApiClient, text: string, slug: string) => uploadSchedule(server, client, text, { leagueSlug: slug });
  const row = (id: string, home: string, away: string, time: string, field: string) => `${id},U10,1,${home},${away},05/02/2026,${time},,${field},,,,,,,`;

  it("against the league's games and the file's earlier rows; the other rows are imported", async () => {
    const s = await leagueWithFourTeams();
    await createGameVia(s.adminClient, s, { scheduledDate: KICKOFF, field: 'North Field' });
    const csv = [
      'Match ID,Division,Round,Home Team,Away Team,Date,Start Time,End Time,Field,Facility Address,Home Coach,Away Coach,Referee,Status,Home Score,Away Score',
      row('1', 'Owls', 'Larks', '10:30 AM', 'North Field'),
      row('2', 'Owls', 'Larks', '11:05 AM', 'North Field'),
      row('3', 'Crows', 'Wrens', '12:00 PM', 'North Field'),
      row('4', 'Jays', 'Doves', '11:30 AM', 'South Field'),
    ].join('\n');
    const first = await upload(s.adminClient, csv, s.league.slug);
    expect(first.status).toBe(200);
    expect(first.body.errors).toEqual(['Row 2: Double booking: the field North Field is taken then (Hawks vs Bears, Sat, May 2, 2026, 10:00 AM). Choose another time or field.', 'Row 4: Double booking: the field North Field is taken then (Owls vs Larks, Sat, May 2, 2026, 11:05 AM). Choose another time or field.']);
    expect(first.body.gamesCreated).toBe(2);
    // the same file again: the games it placed stay where they are, no new error for them
    const again = await upload(s.adminClient, csv, s.league.slug);
    expect(again.body).toMatchObject({ gamesCreated: 0, gamesUpdated: 0 });
    expect(again.body.errors).toHaveLength(2);
  });
});
