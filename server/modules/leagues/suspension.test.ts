// Issue 14 item 1 and decision 018: a suspended league is closed to every session of its users, on
// every route and socket, by the one check of the session plugin; the super admin keeps access;
// reactivation ends the kept sessions and lets the users sign in again.
import { eq } from 'drizzle-orm';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameChannel, leagueChannel } from '../../../common/schemas/live-protocol';
import { SERVER_TEXT } from '../../../common/texts';
import { fields, leagues, sessions, users } from '../../db/schema';
import { CLOSE } from '../../live/hub';
import { ApiClient, buildUser, signIn, startWithSuperAdmin, uploadSchedule, type BuiltUser, type TestServer } from '../../test/helpers';
import { liveGame, openSocket, staffedLeague, subscribe, type Staffed } from '../games/test-fixtures';

let server: TestServer;
let root: ApiClient;
beforeAll(async () => {
  ({ server, root } = await startWithSuperAdmin());
});
afterAll(() => server.close());

const setStatus = (leagueId: number, status: string) => root.request('PATCH', `/api/leagues/${leagueId}/status`, { status });

type Call = [method: string, path: string, body?: unknown];

// Every route family of the list, as the league's admin would call it.
function adminCalls(s: Staffed, ids: { fieldId: number; gameId: number; fanId: number }): Call[] {
  const slug = s.league.slug;
  return [
    ['GET', '/api/user'],
    ['POST', '/api/teams', { name: 'After Suspension' }],
    ['PATCH', `/api/teams/${s.thirdTeamId}`, { name: 'Renamed' }],
    ['DELETE', `/api/teams/${s.thirdTeamId}`],
    ['POST', '/api/fields', { name: 'South Field' }],
    ['PATCH', `/api/fields/${ids.fieldId}`, { name: 'Renamed Field' }],
    ['DELETE', `/api/fields/${ids.fieldId}`],
    ['POST', '/api/users', { firstName: 'New', username: `new-${s.league.id}`, password: 'long-enough', role: 'referee' }],
    ['PATCH', `/api/users/${s.referee.id}`, { firstName: 'Renamed' }],
    ['PATCH', `/api/users/${ids.fanId}/role`, { role: 'referee' }],
    ['POST', '/api/admin/change-password', { userId: s.referee.id, newPassword: 'taken-over-pw' }],
    ['PATCH', `/api/leagues/${s.league.id}`, { defaultPeriodDuration: 20 }],
    ['POST', `/api/leagues/${slug}/sync-game-settings`],
    ['GET', `/api/leagues/${slug}/referees`],
    ['GET', '/api/referees'],
    ['GET', `/api/leagues/${slug}/pending-referees`],
    ['GET', '/api/users/pending'],
    ['GET', `/api/leagues/${slug}/imports`],
    ['GET', '/api/games'],
    ['POST', `/api/games/${ids.gameId}/actions`, { type: 'addScore', team: 'home', delta: 6 }],
    ['GET', `/api/leagues/${slug}/teams`],
    ['GET', '/api/leagues/by-slug'],
  ];
}

function fanCalls(s: Staffed, gameId: number): Call[] {
  const base = `/api/leagues/${s.league.slug}/fan`;
  return [
    ['GET', '/api/user'],
    ['GET', `${base}/profile`],
    ['PATCH', `${base}/profile`, { displayName: 'Still Here' }],
    ['GET', `${base}/predictions`],
    ['POST', `${base}/predictions`, { gameId, predictedWinnerId: s.homeTeamId, confidence: 50, predictedScore: { home: 7, away: 0 } }],
    ['GET', `${base}/leaderboard`],
    ['GET', `${base}/achievements`],
    ['POST', '/api/reset-password', { username: 'anyone', email: 'a@b.c', newPassword: 'long-enough', leagueSlug: s.league.slug }],
  ];
}

async function expectAllSuspended(client: ApiClient, calls: Call[], leagueSlug: string): Promise<void> {
  for (const [method, path, body] of calls) {
    const res = await client.request(method, path, body);
    expect(res.status, `${method} ${path}`).toBe(403);
    expect(res.body, `${method} ${path}`).toEqual({ message: SERVER_TEXT.leagueSuspended, leagueSlug });
  }
}

// The multipart import, as the browser sends it.
const importAs = (client: ApiClient, leagueSlug: string) =>
  uploadSchedule(server, client, '555,U10,1,Hawks,Sharks,12/05/2026,10:00 AM,,Field 1,,,,,,\r\n', { leagueSlug, fileName: 'week.csv' });

// A /ws upgrade refused before it happens: the HTTP status and body it answered.
function refusedUpgrade(client: ApiClient): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${server.url.replace(/^http/, 'ws')}/ws`, { headers: { cookie: client.cookie ?? '' } });
    ws.on('open', () => reject(new Error('the upgrade was accepted')));
    ws.on('error', () => {});
    ws.on('unexpected-response', (_request, response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
  });
}

async function staffedWithFan() {
  const s = await staffedLeague(server);
  const fan = await buildUser(server, { role: 'fan', league: s.league });
  const [field] = await server.deps.db.select().from(fields).where(eq(fields.leagueId, s.league.id));
  const game = await liveGame(s);
  return { s, fan, fanClient: await signIn(server, fan, s.league.slug), fieldId: field!.id, game };
}

describe('a suspended league (signed in before the suspension)', () => {
  it('answers every request of its admin and fan 403 League Suspended, closes their sockets and leaves the super admin alone', async () => {
    const { s, fan, fanClient, fieldId, game } = await staffedWithFan();
    // a super admin attached to the league is still a super admin
    const attached: BuiltUser = await buildUser(server, { role: 'super_admin' });
    await server.deps.db.update(users).set({ leagueId: s.league.id }).where(eq(users.id, attached.id));
    const attachedClient = await signIn(server, attached);

    const adminSocket = await openSocket(server.url, s.adminClient);
    expect(await subscribe(adminSocket, gameChannel(game.id))).toMatchObject({ type: 'subscribed' });
    const fanSocket = await openSocket(server.url, fanClient);
    expect(await subscribe(fanSocket, leagueChannel(s.league.slug))).toMatchObject({ type: 'subscribed' });
    const rootSocket = await openSocket(server.url, root);
    expect(await subscribe(rootSocket, gameChannel(game.id))).toMatchObject({ type: 'subscribed' });

    expect((await setStatus(s.league.id, 'suspended')).status).toBe(200);

    expect((await adminSocket.closed).code).toBe(CLOSE.leagueSuspended);
    expect((await fanSocket.closed).code).toBe(CLOSE.leagueSuspended);
    await expectAllSuspended(s.adminClient, adminCalls(s, { fieldId, gameId: game.id, fanId: fan.id }), s.league.slug);
    await expectAllSuspended(s.refereeClient, [['GET', `/api/games/${game.id}`]], s.league.slug);
    await expectAllSuspended(fanClient, fanCalls(s, game.id), s.league.slug);
    const upload = await importAs(s.adminClient, s.league.slug);
    expect(upload).toEqual({ status: 403, body: { message: SERVER_TEXT.leagueSuspended, leagueSlug: s.league.slug } });
    expect(await refusedUpgrade(s.adminClient)).toEqual({ status: 403, body: JSON.stringify({ message: SERVER_TEXT.leagueSuspended }) });
    // nothing was written meanwhile
    const [referee] = await server.deps.db.select().from(users).where(eq(users.id, s.referee.id));
    expect(referee!.firstName).toBe('Test');

    // self-service reset in the league is refused to anyone, signed in or not
    const reset = await new ApiClient(server.url).post('/api/reset-password', { username: fan.username, email: fan.email, newPassword: 'long-enough', leagueSlug: s.league.slug });
    expect(reset.status).toBe(403);
    expect(reset.body.message).toBe(SERVER_TEXT.leagueSuspended);

    // the super admins keep everything: their sockets, the league's lists and writes
    rootSocket.send({ type: 'ping' });
    expect(await rootSocket.next((m) => m.type === 'pong')).toMatchObject({ type: 'pong' });
    for (const client of [root, attachedClient]) {
      expect((await client.get(`/api/leagues/${s.league.slug}/referees`)).status).toBe(200);
      expect((await client.get('/api/user')).status).toBe(200);
    }
    expect((await attachedClient.request('PATCH', `/api/teams/${s.thirdTeamId}`, { name: 'Root Renamed' })).status).toBe(200);
    rootSocket.close();
  });

  it('lets such a session sign out (204); the cookie is gone and the session row with it', async () => {
    const { s, fan, fanClient } = await staffedWithFan();
    await setStatus(s.league.id, 'suspended');
    const out = await fanClient.post('/api/logout');
    expect(out.status).toBe(204);
    expect(fanClient.cookie).toBeNull();
    expect(await server.deps.db.select().from(sessions).where(eq(sessions.userId, fan.id))).toEqual([]);
    expect((await fanClient.get('/api/user')).status).toBe(401);
    expect((await fanClient.get('/api/leagues/by-slug')).status).toBe(200);
  });

  it('refuses sign-in while suspended; reactivation ends the old sessions and signing in works again', async () => {
    const { s, fan, fanClient } = await staffedWithFan();
    await setStatus(s.league.id, 'suspended');
    const refused = await new ApiClient(server.url).post('/api/login', { username: s.admin.username, password: s.admin.password, leagueSlug: s.league.slug });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(SERVER_TEXT.leagueSuspended);

    expect((await setStatus(s.league.id, 'active')).status).toBe(200);
    // the sessions from before the suspension are over: nobody comes back signed in
    expect((await s.adminClient.get('/api/user')).status).toBe(401);
    expect((await fanClient.get('/api/user')).status).toBe(401);
    expect(await server.deps.db.select().from(sessions).where(eq(sessions.userId, fan.id))).toEqual([]);
    const again = await signIn(server, s.admin, s.league.slug);
    expect((await again.post('/api/teams', { name: 'Back In Business' })).status).toBe(201);
    expect((await (await signIn(server, fan, s.league.slug)).get(`/api/leagues/${s.league.slug}/fan/profile`)).status).toBe(200);
    // the super admin's own session survived it all
    expect((await root.get('/api/user')).status).toBe(200);
  });

  it('a session of a league suspended behind its back (no note, e.g. a sign-in racing the suspension) is refused the same way', async () => {
    const { s } = await staffedWithFan();
    const racing = await signIn(server, s.admin, s.league.slug);
    await server.deps.db.update(leagues).set({ status: 'suspended' }).where(eq(leagues.id, s.league.id));
    await expectAllSuspended(racing, [['GET', '/api/user'], ['POST', '/api/teams', { name: 'Raced' }]], s.league.slug);
    expect(await refusedUpgrade(racing)).toMatchObject({ status: 403 });
  });
});
