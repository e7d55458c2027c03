// Issue 3, games: create with every limit and the league's defaults, list, read, edit, delete,
// permissions and the cross-league table.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_REFUSAL_TEXT } from '../../../common/game-rules';
import type { GameDto, GameErrorBody, GameEventDto } from '../../../common/schemas/games/dto';
import { GAMES_TEXT } from '../../../common/schemas/games/texts';
import { SERVER_TEXT } from '../../../common/texts';
import { auditLog, gameEvents, games, leagues } from '../../db/schema';
import { ApiClient, buildGame, buildUser, signIn, startTestServer, type TestServer } from '../../test/helpers';
import { createGameVia, liveGame, nextKickoff, staffedLeague, type Staffed } from './test-fixtures';

let server: TestServer;
let a: Staffed;
let b: Staffed;
beforeAll(async () => {
  server = await startTestServer();
  a = await staffedLeague(server);
  b = await staffedLeague(server);
});
afterAll(() => server.close());

const base = () => ({ homeTeamId: a.homeTeamId, awayTeamId: a.awayTeamId, scheduledDate: nextKickoff() });

describe('POST /api/games', () => {
  it('creates a game with spec 9 defaults and answers the full GameDto', async () => {
    const res = await a.adminClient.post<GameDto>('/api/games', { ...base(), scheduledDate: '2026-05-02T14:00:00.000Z', refereeId: a.referee.id, field: 'north field' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      leagueId: a.league.id,
      homeTeamId: a.homeTeamId,
      awayTeamId: a.awayTeamId,
      homeTeam: { name: 'Hawks', color: '#112233' },
      awayTeam: { name: 'Bears', color: '#445566' },
      refereeId: a.referee.id,
      referee: { firstName: 'Test', lastName: 'referee' },
      field: 'North Field', // the league's own spelling
      scheduledDate: '2026-05-02T14:00:00.000Z',
      status: 'scheduled',
      gameFormat: 'quarters',
      periodDuration: 15,
      totalPeriods: 4,
      timeoutsPerPeriod: 2,
      timeoutType: 'per_period',
      blitzesPerPeriod: 0,
      autoTimeouts: true,
      timeoutDuration: 60,
      halftimeDuration: 300,
      homeScore: 0,
      awayScore: 0,
      currentPeriod: 1,
      periodLabel: '1st Quarter',
      timeRemaining: 900,
      isClockRunning: false,
      currentDown: 1,
      homeTimeoutsUsed: 0,
      awayBlitzesUsed: 0,
      isTimeoutActive: false,
      timeoutTeam: null,
      timeoutTimeRemaining: null,
      isHalftimeActive: false,
      halftimeTimeRemaining: null,
      version: 0,
    });
    expect(typeof res.body.serverNow).toBe('number');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const [audit] = await server.deps.db.select().from(auditLog).where(eq(auditLog.targetId, String(res.body.id)));
    expect(audit).toMatchObject({ action: 'game.create', actorUserId: a.admin.id, leagueId: a.league.id });
  });

  it("takes the league's defaults where the form leaves a field out, and a format's preset", async () => {
    const staffed = await staffedLeague(server, {
      defaultGameFormat: 'halves',
      defaultPeriodDuration: 20,
      defaultTotalPeriods: 2,
      defaultTimeoutsPerPeriod: 3,
      defaultBlitzesPerPeriod: 2,
      timeoutType: 'per_game',
      autoTimeouts: false,
      timeoutDuration: 90,
      halftimeDuration: 600,
    });
    const game = await createGameVia(staffed.adminClient, staffed);
    expect(game).toMatchObject({ gameFormat: 'halves', periodDuration: 20, totalPeriods: 2, timeoutsPerPeriod: 3, blitzesPerPeriod: 2, timeoutType: 'per_game', autoTimeouts: false, timeoutDuration: 90, halftimeDuration: 600, periodLabel: '1st Half', timeRemaining: 1200 });
    const quarters = await createGameVia(staffed.adminClient, staffed, { gameFormat: 'quarters', timeoutsPerPeriod: 1 });
    expect(quarters).toMatchObject({ gameFormat: 'quarters', totalPeriods: 4, periodDuration: 15, timeoutsPerPeriod: 1, timeoutType: 'per_game' });
  });

  it.each([
    ['periodDuration', 0, 400],
    ['periodDuration', 31, 400],
    ['periodDuration', 1.5, 400],
    ['periodDuration', '15', 400],
    ['periodDuration', 1, 201],
    ['periodDuration', 30, 201],
    ['timeoutsPerPeriod', -1, 400],
    ['timeoutsPerPeriod', 4, 400],
    ['timeoutsPerPeriod', 0, 201],
    ['timeoutsPerPeriod', 3, 201],
    ['blitzesPerPeriod', -1, 400],
    ['blitzesPerPeriod', 4, 400],
    ['blitzesPerPeriod', 3, 201],
    ['timeoutDuration', 29, 400],
    ['timeoutDuration', 301, 400],
    ['timeoutDuration', 30, 201],
    ['timeoutDuration', 300, 201],
    ['halftimeDuration', 59, 400],
    ['halftimeDuration', 1801, 400],
    ['halftimeDuration', 60, 201],
    ['halftimeDuration', 1800, 201],
    ['gameFormat', 'thirds', 400],
    ['timeoutType', 'per_half', 400],
    ['autoTimeouts', 'yes', 400],
    ['totalPeriods', 3, 400],
    ['scheduledDate', 'next saturday', 400],
    ['scheduledDate', '2026-05-02T14:00:00+02:00', 201],
    ['field', 'Nowhere Park', 400],
    ['field', '', 201],
    ['unknownField', 1, 400],
  ])('%s = %j answers %i', async (key, value, status) => {
    const res = await a.adminClient.post<GameErrorBody>('/api/games', { ...base(), [key]: value });
    expect(res.status).toBe(status);
    if (status === 400) expect(res.body.message.length).toBeGreaterThan(5);
  });

  it('states each limit in its message', async () => {
    const period = await a.adminClient.post('/api/games', { ...base(), periodDuration: 31 });
    expect(period.body.message).toBe('Period duration must be between 1 and 30');
    const halftime = await a.adminClient.post('/api/games', { ...base(), halftimeDuration: 59 });
    expect(halftime.body.message).toBe('Halftime duration must be between 60 and 1800');
    const periods = await a.adminClient.post('/api/games', { ...base(), gameFormat: 'halves', totalPeriods: 4 });
    expect(periods.body.message).toContain(GAMES_TEXT.periodsMatchFormat);
  });

  it("answers spec 5's texts for missing fields and equal teams", async () => {
    for (const missing of ['homeTeamId', 'awayTeamId', 'scheduledDate']) {
      const body: Record<string, unknown> = base();
      delete body[missing];
      const res = await a.adminClient.post('/api/games', body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(GAMES_TEXT.requiredFields);
    }
    const same = await a.adminClient.post('/api/games', { ...base(), awayTeamId: a.homeTeamId });
    expect(same.status).toBe(400);
    expect(same.body.message).toBe(GAMES_TEXT.teamsMustDiffer);
  });

  it('takes as referee only an approved referee or admin of the league', async () => {
    const admin = await a.adminClient.post('/api/games', { ...base(), refereeId: a.admin.id });
    expect(admin.status).toBe(201);
    const pending = await buildUser(server, { role: 'pending', league: a.league });
    const res = await a.adminClient.post('/api/games', { ...base(), refereeId: pending.id });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(GAMES_TEXT.refereeRole);
    const none = await a.adminClient.post('/api/games', { ...base(), refereeId: 999999 });
    expect(none.status).toBe(404);
  });

  it('is for admins: 401 signed out, 403 for referees and pending users', async () => {
    expect((await new ApiClient(server.url).post('/api/games', base())).status).toBe(401);
    expect((await a.refereeClient.post('/api/games', base())).status).toBe(403);
    const pending = await buildUser(server, { role: 'pending', league: a.league });
    const pendingClient = new ApiClient(server.url);
    await pendingClient.post('/api/login', { username: pending.username, password: pending.password });
    expect((await pendingClient.post('/api/games', base())).status).toBe(401);
  });
});

describe('GET /api/games and /api/leagues/:slug/games', () => {
  it('lists the league games in date order with teams and referee, filtered by status', async () => {
    const staffed = await staffedLeague(server);
    const later = await createGameVia(staffed.adminClient, staffed, { scheduledDate: '2026-06-01T10:00:00Z', refereeId: staffed.referee.id });
    const earlier = await createGameVia(staffed.adminClient, staffed, { scheduledDate: '2026-05-01T10:00:00Z' });
    const live = await liveGame(staffed, { scheduledDate: '2026-05-15T10:00:00Z' });

    const all = await staffed.refereeClient.get<GameDto[]>(`/api/leagues/${staffed.league.slug}/games`);
    expect(all.status).toBe(200);
    expect(all.body.map((g) => g.id)).toEqual([earlier.id, live.id, later.id]);
    expect(all.body[2]).toMatchObject({ homeTeam: { name: 'Hawks' }, referee: { firstName: 'Test' } });
    expect(all.headers.get('cache-control')).toBe('no-store');

    const bare = await staffed.adminClient.get<GameDto[]>('/api/games?status=live');
    expect(bare.body.map((g) => g.id)).toEqual([live.id]);
    const scheduled = await staffed.adminClient.get<GameDto[]>(`/api/leagues/${staffed.league.slug}/games?status=scheduled`);
    expect(scheduled.body.map((g) => g.id)).toEqual([earlier.id, later.id]);
    expect((await staffed.adminClient.get<GameDto[]>('/api/games?status=completed')).body).toEqual([]);

    const bad = await staffed.adminClient.get('/api/games?status=finished');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Status must be scheduled, live, completed or cancelled');
  });

  it('is for the league staff: 401 signed out, 403 for fans, pending and other leagues', async () => {
    expect((await new ApiClient(server.url).get('/api/games')).status).toBe(401);
    const fan = await buildUser(server, { role: 'fan', league: a.league });
    expect((await (await signIn(server, fan)).get('/api/games')).status).toBe(403);
    const other = await a.adminClient.get(`/api/leagues/${b.league.slug}/games`);
    expect(other.status).toBe(403);
    expect(other.body.message).toBe(SERVER_TEXT.assignedLeagueOnly);
  });

  it('GET /api/games/:id answers no-store and the version as ETag', async () => {
    const game = await createGameVia(a.adminClient, a);
    const res = await a.refereeClient.get<GameDto>(`/api/games/${game.id}`);
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(game.id);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('etag')).toBe('"0"');
    expect((await a.refereeClient.get('/api/games/abc')).status).toBe(400);
    expect((await a.refereeClient.get('/api/games/999999')).status).toBe(404);
  });
});

describe('games written elsewhere (import, seed)', () => {
  it('read with derived values: a clock started long ago reads 0:00 stopped, an ended timeout is over', async () => {
    const game = await buildGame(server, {
      league: a.league,
      values: { status: 'live', timeRemainingMs: 60_000, clockStartedAt: new Date(Date.now() - 10 * 60_000), timeoutTeam: 'away', timeoutEndsAt: new Date(Date.now() - 60_000), awayTimeoutsUsed: 1 },
    });
    const res = await a.refereeClient.get<GameDto>(`/api/games/${game.id}`);
    expect(res.body).toMatchObject({ status: 'live', timeRemaining: 0, isClockRunning: false, isTimeoutActive: false, awayTimeoutsUsed: 1, version: 0 });
    const listed = await a.refereeClient.get<GameDto[]>('/api/games?status=live');
    expect(listed.body.find((g) => g.id === game.id)).toMatchObject({ timeRemaining: 0 });
  });
});

describe('a super admin', () => {
  it('reads and acts on any league by slug and id', async () => {
    const root = await signIn(server, await buildUser(server, { role: 'super_admin' }));
    const game = await createGameVia(root, b, { leagueId: b.league.id });
    expect(game.leagueId).toBe(b.league.id);
    expect((await root.get<GameDto[]>(`/api/leagues/${b.league.slug}/games`)).body.map((g) => g.id)).toContain(game.id);
    expect((await root.post(`/api/games/${game.id}/actions`, { type: 'startGame' })).status).toBe(200);
  });
});

describe('cross-league: the admin of A against B', () => {
  let bGame: GameDto;
  beforeAll(async () => {
    bGame = await liveGame(b);
  });

  it.each([
    ['GET', '/api/games/:b', undefined],
    ['GET', '/api/games/:b/events', undefined],
    ['PATCH', '/api/games/:b/state', { homeScore: 3 }],
    ['POST', '/api/games/:b/actions', { type: 'addScore', team: 'home', delta: 6 }],
    ['POST', '/api/games/:b/timeout', { team: 'home' }],
    ['POST', '/api/games/:b/blitz', { team: 'home' }],
    ['POST', '/api/games/:b/events', { period: 1, timeRemaining: 600, eventType: 'score' }],
    ['DELETE', '/api/games/:b', undefined],
  ])("%s %s with B's game id is 404 and changes nothing", async (method, template, body) => {
    const path = () => template.replace(':b', String(bGame.id));
    // deleting is the admin's: the referee is refused by role before any lookup
    for (const client of method === 'DELETE' ? [a.adminClient] : [a.adminClient, a.refereeClient]) {
      const res = await client.request(method, path(), body);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(GAMES_TEXT.gameNotFound);
    }
    const [row] = await server.deps.db.select().from(games).where(eq(games.id, bGame.id));
    expect(row).toMatchObject({ homeScore: 0, version: bGame.version });
  });

  it("refuses B's slug with the assigned-league 403", async () => {
    const res = await a.adminClient.get(`/api/leagues/${b.league.slug}/games?status=live`);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(SERVER_TEXT.assignedLeagueOnly);
  });

  it("refuses B's teams, referee and leagueId in bodies", async () => {
    const homeB = await a.adminClient.post('/api/games', { ...base(), homeTeamId: b.homeTeamId });
    expect(homeB.status).toBe(404);
    expect(homeB.body.message).toBe(GAMES_TEXT.homeTeamNotFound);
    const awayB = await a.adminClient.post('/api/games', { ...base(), awayTeamId: b.awayTeamId });
    expect(awayB.body.message).toBe(GAMES_TEXT.awayTeamNotFound);
    const refB = await a.adminClient.post('/api/games', { ...base(), refereeId: b.referee.id });
    expect(refB.status).toBe(404);
    expect(refB.body.message).toBe(GAMES_TEXT.refereeNotFound);
    const leagueB = await a.adminClient.post('/api/games', { ...base(), leagueId: b.league.id });
    expect(leagueB.status).toBe(403);
    expect(leagueB.body.message).toBe(SERVER_TEXT.assignedLeagueOnly);
    const bothB = await a.adminClient.post('/api/games', { homeTeamId: b.homeTeamId, awayTeamId: b.awayTeamId, scheduledDate: '2026-05-02T14:00:00Z' });
    expect(bothB.status).toBe(404);
    const fieldB = await b.adminClient.post('/api/games', { homeTeamId: b.homeTeamId, awayTeamId: b.awayTeamId, scheduledDate: '2026-05-02T14:00:00Z', field: 'North Field' });
    expect(fieldB.status).toBe(201); // B has its own North Field

    const mine = await createGameVia(a.adminClient, a);
    const edit = await a.adminClient.request('PATCH', `/api/games/${mine.id}/state`, { homeTeamId: b.homeTeamId });
    expect(edit.status).toBe(404);
    const editRef = await a.adminClient.request('PATCH', `/api/games/${mine.id}/state`, { refereeId: b.referee.id });
    expect(editRef.status).toBe(404);
    const event = await a.refereeClient.post(`/api/games/${mine.id}/events`, { period: 1, timeRemaining: 100, eventType: 'score', teamId: b.homeTeamId });
    expect([400, 409]).toContain(event.status);
  });
});

describe('DELETE /api/games/:id', () => {
  it("answers spec 5's text for an id that is not a number", async () => {
    for (const id of ['abc', '0', '1.5', '-3', 'NaN']) {
      const res = await a.adminClient.request('DELETE', `/api/games/${id}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(GAMES_TEXT.invalidDeleteId);
    }
  });

  it('deletes the game and its events; a second delete is 404; referees may not', async () => {
    const game = await liveGame(a);
    await a.refereeClient.post(`/api/games/${game.id}/actions`, { type: 'addScore', team: 'home', delta: 6 });
    expect((await a.refereeClient.request('DELETE', `/api/games/${game.id}`)).status).toBe(403);
    const res = await a.adminClient.request('DELETE', `/api/games/${game.id}`);
    expect(res.status).toBe(204);
    expect((await a.adminClient.get(`/api/games/${game.id}`)).status).toBe(404);
    expect(await server.deps.db.select().from(gameEvents).where(eq(gameEvents.gameId, game.id))).toEqual([]);
    expect((await a.adminClient.request('DELETE', `/api/games/${game.id}`)).status).toBe(404);
  });
});

describe('PATCH /api/games/:id/state', () => {
  it('lets the admin edit the form fields; the version moves on and a stale one is 409 with the game', async () => {
    const game = await createGameVia(a.adminClient, a);
    const edit = await a.adminClient.request<GameDto>('PATCH', `/api/games/${game.id}/state`, {
      scheduledDate: '2026-05-09T15:30:00Z',
      field: 'NORTH FIELD',
      refereeId: a.referee.id,
      awayTeamId: a.thirdTeamId,
      version: game.version,
    });
    expect(edit.status).toBe(200);
    expect(edit.body).toMatchObject({ scheduledDate: '2026-05-09T15:30:00.000Z', field: 'North Field', refereeId: a.referee.id, awayTeam: { name: 'Owls' }, version: game.version + 1 });

    const stale = await a.adminClient.request<GameErrorBody>('PATCH', `/api/games/${game.id}/state`, { field: null, version: game.version });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(GAMES_TEXT.staleVersion);
    expect(stale.body.game).toMatchObject({ id: game.id, version: game.version + 1, field: 'North Field' });

    const ifMatch = await a.adminClient.request('PATCH', `/api/games/${game.id}/state`, { field: null }, { headers: { 'if-match': `"${game.version}"` } });
    expect(ifMatch.status).toBe(409);
    const current = await a.adminClient.request<GameDto>('PATCH', `/api/games/${game.id}/state`, { field: null }, { headers: { 'if-match': `"${game.version + 1}"` } });
    expect(current.status).toBe(200);
    expect(current.body).toMatchObject({ field: null, version: game.version + 2 });
    expect((await a.adminClient.request('PATCH', `/api/games/${game.id}/state`, { field: null }, { headers: { 'if-match': 'yesterday' } })).status).toBe(400);
    expect((await a.adminClient.request('PATCH', `/api/games/${game.id}/state`, { homeTeamId: a.awayTeamId, awayTeamId: a.awayTeamId })).body.message).toBe(GAMES_TEXT.teamsMustDiffer);
  });

  it('maps absolute values onto the engine: status, scores, clock, period, down, counters', async () => {
    const game = await createGameVia(a.adminClient, a, { blitzesPerPeriod: 2 });
    const live = await a.adminClient.request<GameDto>('PATCH', `/api/games/${game.id}/state`, {
      status: 'live',
      homeScore: 14,
      awayScore: 7,
      timeRemaining: 300,
      currentPeriod: 3,
      currentDown: 3,
      homeTimeoutsUsed: 9, // clamped to the allowed 2 (spec 5)
      awayBlitzesUsed: 1,
    });
    expect(live.status).toBe(200);
    expect(live.body).toMatchObject({ status: 'live', homeScore: 14, awayScore: 7, timeRemaining: 300, isClockRunning: false, currentPeriod: 3, periodLabel: '3rd Quarter', currentDown: 3, homeTimeoutsUsed: 2, awayBlitzesUsed: 1 });
    const running = await a.refereeClient.request<GameDto>('PATCH', `/api/games/${game.id}/state`, { isClockRunning: true });
    expect(running.body.isClockRunning).toBe(true);

    // a form that sends every value, only the final score and status changed
    const final = await a.adminClient.request<GameDto>('PATCH', `/api/games/${game.id}/state`, { ...running.body, homeScore: 21, status: 'completed', homeTeam: undefined, awayTeam: undefined, referee: undefined } as never);
    expect(final.status).toBe(400); // GameDto keys that are not form fields are refused, not ignored
    const completed = await a.adminClient.request<GameDto>('PATCH', `/api/games/${game.id}/state`, { homeScore: 21, status: 'completed', currentDown: 3 });
    expect(completed.status).toBe(200);
    expect(completed.body).toMatchObject({ status: 'completed', homeScore: 21, isClockRunning: false });
    const [row] = await server.deps.db.select().from(games).where(eq(games.id, game.id));
    expect(row!.completedAt).toBeInstanceOf(Date);
    const correction = await a.adminClient.request<GameDto>('PATCH', `/api/games/${game.id}/state`, { awayScore: 10 });
    expect(correction.body.awayScore).toBe(10);
    const down = await a.adminClient.request('PATCH', `/api/games/${game.id}/state`, { currentDown: 2 });
    expect(down.status).toBe(409);
    expect(down.body.message).toBe(GAME_REFUSAL_TEXT.completed);
  });

  it('refuses bad values with the engine texts', async () => {
    const game = await liveGame(a);
    const cases: [Record<string, unknown>, string][] = [
      [{ homeScore: -1 }, 'Score must be a whole number from 0 to 999'],
      [{ awayScore: 2.5 }, 'Score must be a whole number from 0 to 999'],
      [{ currentDown: 5 }, 'Down must be 1, 2, 3 or 4'],
      [{ currentDown: 0 }, 'Down must be 1, 2, 3 or 4'],
      [{ currentPeriod: 5 }, 'Period must be a whole number from 1 to 4'],
      [{ timeRemaining: 901 }, 'Time remaining must be a whole number of seconds from 0 to 900'],
    ];
    for (const [body, message] of cases) {
      const res = await a.refereeClient.request('PATCH', `/api/games/${game.id}/state`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect((await a.refereeClient.request('PATCH', `/api/games/${game.id}/state`, { homeScore: 'six' })).status).toBe(400);
    expect((await a.refereeClient.request('PATCH', `/api/games/${game.id}/state`, { status: 'paused' })).status).toBe(400);
  });

  it('lets referees change the live values only', async () => {
    const game = await createGameVia(a.adminClient, a);
    const start = await a.refereeClient.request<GameDto>('PATCH', `/api/games/${game.id}/state`, { status: 'live', scheduledDate: game.scheduledDate });
    expect(start.status).toBe(200);
    expect(start.body.status).toBe('live');
    const schedule = await a.refereeClient.request('PATCH', `/api/games/${game.id}/state`, { scheduledDate: '2027-01-01T00:00:00Z' });
    expect(schedule.status).toBe(403);
    expect(schedule.body.message).toBe(GAMES_TEXT.refereeFieldsOnly(['scheduledDate']));
    const cancel = await a.refereeClient.request('PATCH', `/api/games/${game.id}/state`, { status: 'cancelled' });
    expect(cancel.status).toBe(403);
    expect(cancel.body.message).toBe(GAMES_TEXT.refereeStatusOnly);
    await a.adminClient.request('PATCH', `/api/games/${game.id}/state`, { status: 'completed' });
    const reopen = await a.refereeClient.request('PATCH', `/api/games/${game.id}/state`, { status: 'live' });
    expect(reopen.status).toBe(403);
    const reopened = await a.adminClient.request<GameDto>('PATCH', `/api/games/${game.id}/state`, { status: 'live' });
    expect(reopened.body.status).toBe('live');
  });

  it('keeps a field sent unchanged even when the league no longer lists it', async () => {
    const game = await createGameVia(a.adminClient, a);
    await server.deps.db.update(games).set({ field: 'Old Park' }).where(eq(games.id, game.id));
    const res = await a.adminClient.request<GameDto>('PATCH', `/api/games/${game.id}/state`, { field: 'Old Park', homeScore: 0 });
    expect(res.status).toBe(200);
    expect(res.body.field).toBe('Old Park');
    expect((await a.adminClient.request('PATCH', `/api/games/${game.id}/state`, { field: 'New Park' })).status).toBe(400);
  });
});

describe('league status', () => {
  it('a suspended league is 403 for its admin and referee, open to the super admin', async () => {
    const staffed = await staffedLeague(server);
    const game = await createGameVia(staffed.adminClient, staffed);
    await server.deps.db.update(leagues).set({ status: 'suspended' }).where(eq(leagues.id, staffed.league.id));
    for (const [method, path, body] of [
      ['GET', '/api/games', undefined],
      ['GET', `/api/games/${game.id}`, undefined],
      ['POST', '/api/games', { homeTeamId: staffed.homeTeamId, awayTeamId: staffed.awayTeamId, scheduledDate: '2026-05-02T14:00:00Z' }],
      ['POST', `/api/games/${game.id}/actions`, { type: 'startGame' }],
      ['DELETE', `/api/games/${game.id}`, undefined],
    ] as const) {
      const res = await staffed.adminClient.request(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.message).toBe(SERVER_TEXT.leagueSuspended);
    }
    const root = await signIn(server, await buildUser(server, { role: 'super_admin' }));
    expect((await root.get(`/api/games/${game.id}`)).status).toBe(200);
  });

  it('an archived league is read-only: writes 409, reads 200', async () => {
    const staffed = await staffedLeague(server);
    const game = await liveGame(staffed);
    await server.deps.db.update(leagues).set({ status: 'archived' }).where(eq(leagues.id, staffed.league.id));
    expect((await staffed.adminClient.get(`/api/games/${game.id}`)).status).toBe(200);
    expect((await staffed.refereeClient.get<GameEventDto[]>(`/api/games/${game.id}/events`)).status).toBe(200);
    for (const [method, path, body] of [
      ['POST', '/api/games', { homeTeamId: staffed.homeTeamId, awayTeamId: staffed.awayTeamId, scheduledDate: '2026-05-02T14:00:00Z' }],
      ['POST', `/api/games/${game.id}/actions`, { type: 'addScore', team: 'home', delta: 1 }],
      ['POST', `/api/games/${game.id}/timeout`, { team: 'home' }],
      ['PATCH', `/api/games/${game.id}/state`, { homeScore: 2 }],
      ['POST', `/api/games/${game.id}/events`, { period: 1, timeRemaining: 100, eventType: 'score' }],
      ['DELETE', `/api/games/${game.id}`, undefined],
    ] as const) {
      const res = await staffed.adminClient.request(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(409);
      expect(res.body.message).toMatch(/archived/);
    }
  });
});

describe('Edit Game records a result (spec 4: the admin sets any status)', () => {
  it('a scheduled game becomes completed with its score in one edit, and back', async () => {
    const staffed = await staffedLeague(server);
    const game = await createGameVia(staffed.adminClient, staffed);
    const done = await staffed.adminClient.request<GameDto>('PATCH', `/api/games/${game.id}/state`, { status: 'completed', homeScore: 21, awayScore: 14, version: game.version });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: 'completed', homeScore: 21, awayScore: 14, isClockRunning: false });
    const reopened = await staffed.adminClient.request<GameDto>('PATCH', `/api/games/${game.id}/state`, { status: 'scheduled', version: done.body.version });
    expect(reopened.body.status).toBe('scheduled');
  });
});
