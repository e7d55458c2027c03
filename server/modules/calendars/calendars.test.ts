import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { ApiClient, buildLeague, buildUser, signIn, startTestServer, type TestServer } from '../../test/helpers';
import { resetPasswordThroughMail } from '../accounts/test-fixtures';
import { createGameVia, staffedLeague, type Staffed } from '../games/test-fixtures';

// Issue 18: the iCalendar feeds, read back by a real parser (ical.js).
let server: TestServer;
let s: Staffed;
beforeAll(async () => {
  server = await startTestServer({ env: { RATE_LIMIT_PUBLIC_PER_MINUTE: '10000' } });
  s = await staffedLeague(server);
});
afterAll(() => server.close());

const visitor = () => new ApiClient(server.url);

function events(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      location: event.location,
      description: event.description,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      sequence: event.sequence,
      status: vevent.getFirstPropertyValue('status'),
    };
  });
}

describe('calendar feeds', () => {
  it('the league feed: one event per game with a stable UID, its span, teams, field, final score, cancellation; a moved game raises SEQUENCE', async () => {
    const first = await createGameVia(s.adminClient, s, { scheduledDate: '2026-09-05T14:00:00.000Z', field: s.fieldName });
    const second = await createGameVia(s.adminClient, s, { homeTeamId: s.thirdTeamId, scheduledDate: '2026-09-12T14:00:00.000Z' });
    const third = await createGameVia(s.adminClient, s, { scheduledDate: '2026-09-19T14:00:00.000Z' });
    expect((await s.adminClient.request('PATCH', `/api/games/${second.id}/state`, { status: 'completed', homeScore: 21, awayScore: 14 })).status).toBe(200);
    expect((await s.adminClient.request('PATCH', `/api/games/${third.id}/state`, { status: 'cancelled' })).status).toBe(200);

    const res = await visitor().request<string>('GET', `/api/leagues/${s.league.slug}/calendar.ics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/calendar/);
    const list = events(res.body);
    const one = list.find((e) => e.uid.startsWith(`game-${first.id}@`))!;
    // 4 quarters of 15 minutes and a 5-minute halftime
    expect(one).toMatchObject({ summary: 'Hawks vs Bears', location: s.fieldName, start: '2026-09-05T14:00:00.000Z', end: '2026-09-05T15:05:00.000Z', sequence: 0, status: 'CONFIRMED' });
    expect(list.find((e) => e.uid.startsWith(`game-${second.id}@`))).toMatchObject({ summary: 'Owls vs Bears', description: 'Final: Owls 21 - 14 Bears' });
    expect(list.find((e) => e.uid.startsWith(`game-${third.id}@`))).toMatchObject({ status: 'CANCELLED' });

    const etag = res.headers.get('etag')!;
    expect((await visitor().request('GET', `/api/leagues/${s.league.slug}/calendar.ics`, undefined, { headers: { 'if-none-match': etag } })).status).toBe(304);

    // the admin moves the first game: same UID, new time, SEQUENCE 1, a new ETag
    expect((await s.adminClient.request('PATCH', `/api/games/${first.id}/state`, { scheduledDate: '2026-09-06T16:00:00.000Z' })).status).toBe(200);
    const moved = await visitor().request<string>('GET', `/api/leagues/${s.league.slug}/calendar.ics`, undefined, { headers: { 'if-none-match': etag } });
    expect(moved.status).toBe(200);
    expect(events(moved.body).find((e) => e.uid === one.uid)).toMatchObject({ start: '2026-09-06T16:00:00.000Z', sequence: 1 });
  });

  it("a team's feed holds only its games; another league's team is 404", async () => {
    const res = await visitor().request<string>('GET', `/api/leagues/${s.league.slug}/teams/${s.thirdTeamId}/calendar.ics`);
    expect(res.status).toBe(200);
    expect(events(res.body).every((e) => e.summary.includes('Owls'))).toBe(true);
    const other = await staffedLeague(server);
    expect((await visitor().get(`/api/leagues/${s.league.slug}/teams/${other.homeTeamId}/calendar.ics`)).status).toBe(404);
  });

  it("a division's feed holds the games between its teams, no crossover; another league's division is 404", async () => {
    const d = await staffedLeague(server);
    const division = async (name: string) => (await d.adminClient.post<{ id: number }>(`/api/leagues/${d.league.slug}/divisions`, { name })).body.id;
    const [u10, u12] = [await division('U10 Coed'), await division('U12 Coed')];
    for (const [teamId, divisionId] of [[d.homeTeamId, u10], [d.awayTeamId, u10], [d.thirdTeamId, u12]] as const) await d.adminClient.request('PATCH', `/api/teams/${teamId}`, { divisionId });
    const inside = await createGameVia(d.adminClient, d);
    await createGameVia(d.adminClient, d, { awayTeamId: d.thirdTeamId });
    const res = await visitor().request<string>('GET', `/api/leagues/${d.league.slug}/divisions/${u10}/calendar.ics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(res.body).toContain(`X-WR-CALNAME:U10 Coed games (${d.league.name})`);
    expect(events(res.body).map((e) => [e.uid.split('@')[0], e.summary])).toEqual([[`game-${inside.id}`, 'Hawks vs Bears']]);
    expect(events((await visitor().request<string>('GET', `/api/leagues/${d.league.slug}/divisions/${u12}/calendar.ics`)).body)).toEqual([]);
    const other = await staffedLeague(server);
    const theirs = (await other.adminClient.post<{ id: number }>(`/api/leagues/${other.league.slug}/divisions`, { name: 'Theirs' })).body.id;
    const foreign = await visitor().get(`/api/leagues/${d.league.slug}/divisions/${theirs}/calendar.ics`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Division not found in this league');
    expect((await visitor().get(`/api/leagues/${d.league.slug}/divisions/x/calendar.ics`)).status).toBe(400);
  });

  it("a referee's private feed: only their games; a new link kills the old URL; a referee only; suspended leagues refused", async () => {
    const assigned = await createGameVia(s.adminClient, s, { scheduledDate: '2026-10-03T14:00:00.000Z', refereeId: s.referee.id });
    const link = await s.refereeClient.get<{ url: string }>('/api/referees/me/calendar-link');
    expect(link.status).toBe(200);
    expect(link.body.url).toMatch(new RegExp(`^${server.deps.config.publicUrl}/api/calendar/referee/[A-Za-z0-9_-]{43}\\.ics$`));
    expect((await s.refereeClient.get<{ url: string }>('/api/referees/me/calendar-link')).body.url).toBe(link.body.url);
    const path = new URL(link.body.url).pathname;
    const feed = await visitor().request<string>('GET', path);
    expect(feed.status).toBe(200);
    expect(events(feed.body).map((e) => e.uid)).toEqual([expect.stringMatching(new RegExp(`^game-${assigned.id}@`))]);

    const renewed = await s.refereeClient.post<{ url: string }>('/api/referees/me/calendar-link', {});
    expect(renewed.body.url).not.toBe(link.body.url);
    expect((await visitor().get(path)).status).toBe(404);
    expect((await visitor().get(new URL(renewed.body.url).pathname)).status).toBe(200);
    expect((await visitor().get('/api/calendar/referee/not-a-token.ics')).status).toBe(404);
    expect((await visitor().get('/api/referees/me/calendar-link')).status).toBe(401);

    const suspended = await buildLeague(server, { status: 'suspended' });
    expect((await visitor().get(`/api/leagues/${suspended.slug}/calendar.ics`)).status).toBe(403);
  });
});

// Issue 33 item 8: a referee's private feed ends with the referee's place or password.
describe("a referee's private feed after a change to the referee", () => {
  const feedPath = async (client: ApiClient) => new URL((await client.get<{ url: string }>('/api/referees/me/calendar-link')).body.url).pathname;

  it('answers 404 once the referee has the password changed, changes role or is removed (back to pending)', async () => {
    const t = await staffedLeague(server);
    let path = await feedPath(t.refereeClient);
    expect((await visitor().get(path)).status).toBe(200);
    expect((await t.adminClient.post('/api/admin/change-password', { userId: t.referee.id, newPassword: 'a-new-referee-pass' })).status).toBe(200);
    expect((await visitor().get(path)).status).toBe(404);

    const referee = { ...t.referee, password: 'a-new-referee-pass' };
    path = await feedPath(await signIn(server, referee, t.league.slug));
    expect((await t.adminClient.request('PATCH', `/api/users/${t.referee.id}/role`, { role: 'admin' })).status).toBe(200);
    expect((await visitor().get(path)).status).toBe(404);

    path = await feedPath(await signIn(server, referee, t.league.slug));
    expect((await visitor().get(path)).status).toBe(200);
    expect((await t.adminClient.request('PATCH', `/api/users/${t.referee.id}/role`, { role: 'pending' })).status).toBe(200);
    expect((await visitor().get(path)).status).toBe(404);
    const [row] = await server.deps.db.select({ token: users.calendarToken }).from(users).where(eq(users.id, t.referee.id));
    expect(row!.token).toBeNull();
  });

  it("a self-service password reset clears a token too, and a token kept by a user off the referee screens answers 404", async () => {
    const t = await staffedLeague(server);
    const fan = await buildUser(server, { role: 'fan', league: t.league });
    const token = 'f'.repeat(43);
    await server.deps.db.update(users).set({ calendarToken: token }).where(eq(users.id, fan.id));
    expect((await visitor().get(`/api/calendar/referee/${token}.ics`)).status).toBe(404);
    // the reset takes effect when its mailed link's button is pressed (decision 065)
    const reset = await resetPasswordThroughMail(server, fan, t.league.slug, 'a-new-fan-pass');
    expect(reset.status).toBe(200);
    const [row] = await server.deps.db.select({ token: users.calendarToken }).from(users).where(eq(users.id, fan.id));
    expect(row!.token).toBeNull();
  });
});
