// Issue 4, the server side of live games: each referee action end to end, the derived clock on
// reads, concurrency (no lost +6), versions and idempotent retries.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GAME_INPUT_TEXT, GAME_REFUSAL_TEXT } from '../../../common/game-rules';
import type { GameDto, GameErrorBody, GameEventDto } from '../../../common/schemas/games/dto';
import { GAMES_TEXT } from '../../../common/schemas/games/texts';
import { gameEvents, games, idempotencyKeys } from '../../db/schema';
import { deleteExpiredIdempotencyKeys } from '../../http/idempotency';
import { buildUser, signIn, type ApiClient, type TestServer } from '../../test/helpers';
import { createGameVia, hourlyClock, liveGame, staffedLeague, staffedSuite, type Staffed } from './test-fixtures';

// The server's clock, moved by the tests: the engine runs at deps.now().
const clock = hourlyClock('2026-05-02T14:00:00Z');
let server: TestServer;
let s: Staffed;
staffedSuite({ now: clock.now }, (suite) => ({ server, s } = suite));

const act = (client: ApiClient, id: number, action: Record<string, unknown>, headers: Record<string, string> = {}) =>
  client.request<GameDto & GameErrorBody>('POST', `/api/games/${id}/actions`, action, { headers });
const row = async (id: number) => (await server.deps.db.select().from(games).where(eq(games.id, id)))[0]!;

describe('clock actions', () => {
  it('Start Game: live with the clock stopped at the full period', async () => {
    const game = await createGameVia(s.adminClient, s);
    const res = await act(s.refereeClient, game.id, { type: 'startGame' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'live', isClockRunning: false, timeRemaining: 900, version: 1 });
    const again = await act(s.refereeClient, game.id, { type: 'startGame' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(GAME_REFUSAL_TEXT.alreadyStarted);
  });

  it('start, the clock derived on every read without writes, stop, adjust, set, reset', async () => {
    const game = await liveGame(s);
    const started = await act(s.refereeClient, game.id, { type: 'startClock' });
    expect(started.body).toMatchObject({ isClockRunning: true, timeRemaining: 900 });
    const version = started.body.version;

    clock.ms += 12_500;
    const read = await s.refereeClient.get<GameDto>(`/api/games/${game.id}`);
    expect(read.body).toMatchObject({ isClockRunning: true, timeRemaining: 888, version, serverNow: clock.ms });
    expect(read.body.clock.clockStartedAt).toBe(clock.ms - 12_500);

    const stopped = await act(s.refereeClient, game.id, { type: 'stopClock' });
    expect(stopped.body).toMatchObject({ isClockRunning: false, timeRemaining: 888 });
    expect(stopped.body.clock.timeRemainingMs).toBe(887_500);

    expect((await act(s.refereeClient, game.id, { type: 'adjustTime', deltaSeconds: 30 })).body.timeRemaining).toBe(900); // never above the period
    expect((await act(s.refereeClient, game.id, { type: 'adjustTime', deltaSeconds: -60 })).body.timeRemaining).toBe(840);
    const bad = await act(s.refereeClient, game.id, { type: 'adjustTime', deltaSeconds: 45 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(GAME_INPUT_TEXT.timeAdjustment);
    expect((await act(s.refereeClient, game.id, { type: 'setTimeRemaining', seconds: 5 })).body.timeRemaining).toBe(5);
    expect((await act(s.refereeClient, game.id, { type: 'adjustTime', deltaSeconds: -10 })).body.timeRemaining).toBe(0);
    const atZero = await act(s.refereeClient, game.id, { type: 'startClock' });
    expect(atZero.status).toBe(409);
    expect(atZero.body.message).toBe(GAME_REFUSAL_TEXT.clockAtZero);
    expect((await act(s.refereeClient, game.id, { type: 'resetClock' })).body).toMatchObject({ timeRemaining: 900, isClockRunning: false });
  });

  it('a clock that ran out reads 0:00 stopped; the settled state is written by the next write only', async () => {
    const game = await liveGame(s, { periodDuration: 1 });
    await act(s.refereeClient, game.id, { type: 'startClock' });
    const before = await row(game.id);
    clock.ms += 75_000;
    const read = await s.refereeClient.get<GameDto>(`/api/games/${game.id}`);
    expect(read.body).toMatchObject({ timeRemaining: 0, isClockRunning: false, version: before.version });
    expect(await row(game.id)).toMatchObject({ clockStartedAt: before.clockStartedAt, version: before.version });
    await act(s.refereeClient, game.id, { type: 'setDown', down: 2 });
    expect(await row(game.id)).toMatchObject({ clockStartedAt: null, timeRemainingMs: 0, currentDown: 2, version: before.version + 1 });
  });

  it('next period: period_start event, blitzes reset, halftime after the middle period, completion after the last', async () => {
    const game = await liveGame(s, { gameFormat: 'halves', blitzesPerPeriod: 1, timeoutType: 'per_game' });
    await act(s.refereeClient, game.id, { type: 'callBlitz', team: 'home' });
    await s.refereeClient.post(`/api/games/${game.id}/timeout`, { team: 'away' });
    await act(s.refereeClient, game.id, { type: 'setDown', down: 3 });
    const half = await act(s.refereeClient, game.id, { type: 'nextPeriod' });
    expect(half.body).toMatchObject({ currentPeriod: 2, periodLabel: '2nd Half', timeRemaining: 1500, currentDown: 1, homeBlitzesUsed: 0, awayTimeoutsUsed: 1, isTimeoutActive: false, isHalftimeActive: true, halftimeTimeRemaining: 300 });
    clock.ms += 120_000;
    expect((await s.refereeClient.get<GameDto>(`/api/games/${game.id}`)).body).toMatchObject({ isHalftimeActive: true, halftimeTimeRemaining: 180 });
    clock.ms += 181_000;
    expect((await s.refereeClient.get<GameDto>(`/api/games/${game.id}`)).body).toMatchObject({ isHalftimeActive: false, halftimeTimeRemaining: null, isClockRunning: false });

    const final = await act(s.refereeClient, game.id, { type: 'nextPeriod' });
    expect(final.body).toMatchObject({ status: 'completed', isClockRunning: false });
    expect((await row(game.id)).completedAt?.getTime()).toBe(clock.ms);
    const events = await s.refereeClient.get<GameEventDto[]>(`/api/games/${game.id}/events`);
    expect(events.body.map((e) => e.eventType)).toEqual(['period_start', 'down', 'timeout', 'blitz']);
    expect(events.body[0]).toMatchObject({ period: 2, team: null, description: '2nd Half started' });
    const after = await act(s.refereeClient, game.id, { type: 'addScore', team: 'home', delta: 6 });
    expect(after.status).toBe(409);
    expect(after.body.message).toBe(GAME_REFUSAL_TEXT.completed);
  });
});

describe('scores and downs', () => {
  it('+6, +1, -1 floor at 0 and record score events with the team id', async () => {
    const game = await liveGame(s);
    expect((await act(s.refereeClient, game.id, { type: 'addScore', team: 'home', delta: 6 })).body.homeScore).toBe(6);
    expect((await act(s.refereeClient, game.id, { type: 'addScore', team: 'home', delta: 1 })).body.homeScore).toBe(7);
    expect((await act(s.refereeClient, game.id, { type: 'addScore', team: 'away', delta: -1 })).body.awayScore).toBe(0);
    const events = await s.refereeClient.get<GameEventDto[]>(`/api/games/${game.id}/events`);
    expect(events.body).toHaveLength(2);
    expect(events.body[0]).toMatchObject({ eventType: 'score', team: 'home', teamId: s.homeTeamId, points: 1, description: 'Hawks scored 1 point', period: 1, timeRemaining: 900 });
  });

  it.each([
    [{ type: 'setScore', team: 'home', value: -1 }, 'Score must be a whole number from 0 to 999'],
    [{ type: 'setScore', team: 'home', value: 2.5 }, 'Score must be a whole number from 0 to 999'],
    [{ type: 'addScore', team: 'home', delta: 0.5 }, GAME_INPUT_TEXT.scoreDelta],
    [{ type: 'addScore', team: 'middle', delta: 6 }, 'Team must be home or away'],
    [{ type: 'setDown', down: 0 }, GAME_INPUT_TEXT.down],
    [{ type: 'setDown', down: 5 }, GAME_INPUT_TEXT.down],
    [{ type: 'setDown', down: 2.5 }, GAME_INPUT_TEXT.down],
    [{ type: 'setDown' }, 'Down is required'],
    [{ type: 'fly' }, null],
    [{}, null],
  ])('%j is 400', async (action, message) => {
    const game = await liveGame(s);
    const res = await act(s.refereeClient, game.id, action);
    expect(res.status).toBe(400);
    if (message) expect(res.body.message).toBe(message);
    else expect(res.body.message).toMatch(/^Type/);
  });

  it('sets downs 1 to 4 and absolute scores', async () => {
    const game = await liveGame(s);
    expect((await act(s.refereeClient, game.id, { type: 'setDown', down: 4 })).body.currentDown).toBe(4);
    expect((await act(s.refereeClient, game.id, { type: 'setScore', team: 'away', value: 13 })).body.awayScore).toBe(13);
  });
});

describe('timeouts and blitzes', () => {
  it("limits timeouts with spec 5's text and the title, refuses one while another is active", async () => {
    const game = await liveGame(s, { timeoutsPerPeriod: 1 });
    await act(s.refereeClient, game.id, { type: 'startClock' });
    const first = await s.refereeClient.post<GameDto>(`/api/games/${game.id}/timeout`, { team: 'home' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ isTimeoutActive: true, timeoutTeam: 'home', timeoutTimeRemaining: 60, isClockRunning: false, homeTimeoutsUsed: 1, homeTimeoutsRemaining: 0 });

    const during = await s.refereeClient.post<GameErrorBody>(`/api/games/${game.id}/timeout`, { team: 'away' });
    expect(during.status).toBe(409);
    expect(during.body).toEqual({ message: GAME_REFUSAL_TEXT.timeoutAlreadyActive, title: 'Timeout not allowed' });

    clock.ms += 61_000; // the auto timeout ended by itself and the clock runs again since its end
    const resumed = await s.refereeClient.get<GameDto>(`/api/games/${game.id}`);
    expect(resumed.body).toMatchObject({ isTimeoutActive: false, timeoutTeam: null, isClockRunning: true, timeRemaining: 899 });

    const used = await s.refereeClient.post<GameErrorBody>(`/api/games/${game.id}/timeout`, { team: 'home' });
    expect(used.status).toBe(409);
    expect(used.body).toEqual({ message: 'Home team has used all timeouts for this period', title: 'Timeout not allowed' });
    expect((await s.refereeClient.post(`/api/games/${game.id}/timeout`, { team: 'sideline' })).status).toBe(400);
  });

  it('ends a manual timeout by hand', async () => {
    const game = await liveGame(s, { autoTimeouts: false });
    const called = await s.refereeClient.post<GameDto>(`/api/games/${game.id}/timeout`, { team: 'away' });
    expect(called.body).toMatchObject({ isTimeoutActive: true, timeoutTimeRemaining: null });
    clock.ms += 10 * 60_000;
    expect((await s.refereeClient.get<GameDto>(`/api/games/${game.id}`)).body.isTimeoutActive).toBe(true);
    expect((await act(s.refereeClient, game.id, { type: 'endTimeout' })).body.isTimeoutActive).toBe(false);
  });

  it("limits blitzes with spec 5's text and the title; disabled blitzes are refused", async () => {
    const game = await liveGame(s, { blitzesPerPeriod: 1 });
    expect((await s.refereeClient.post<GameDto>(`/api/games/${game.id}/blitz`, { team: 'away' })).body.awayBlitzesUsed).toBe(1);
    const used = await s.refereeClient.post<GameErrorBody>(`/api/games/${game.id}/blitz`, { team: 'away' });
    expect(used.status).toBe(409);
    expect(used.body).toEqual({ message: 'Away team has used all blitzes for this period', title: 'Blitz not allowed' });
    const none = await liveGame(s);
    const disabled = await s.refereeClient.post<GameErrorBody>(`/api/games/${none.id}/blitz`, { team: 'home' });
    expect(disabled.body).toEqual({ message: GAME_REFUSAL_TEXT.blitzesDisabled, title: 'Blitz not allowed' });
  });

  it('clamps manual counts to 0..allowed', async () => {
    const game = await liveGame(s, { blitzesPerPeriod: 2 });
    expect((await act(s.refereeClient, game.id, { type: 'setTimeoutsUsed', team: 'home', count: 7 })).body.homeTimeoutsUsed).toBe(2);
    expect((await act(s.refereeClient, game.id, { type: 'setBlitzesUsed', team: 'away', count: -3 })).body.awayBlitzesUsed).toBe(0);
  });
});

describe('actions by game status', () => {
  it.each([
    ['scheduled', GAME_REFUSAL_TEXT.notStarted],
    ['completed', GAME_REFUSAL_TEXT.completed],
    ['cancelled', GAME_REFUSAL_TEXT.cancelled],
  ] as const)('a %s game refuses live actions with 409', async (status, message) => {
    const game = await createGameVia(s.adminClient, s);
    if (status !== 'scheduled') await s.adminClient.request('PATCH', `/api/games/${game.id}/state`, { status });
    for (const action of [
      { type: 'addScore', team: 'home', delta: 6 },
      { type: 'stopClock' },
      { type: 'nextPeriod' },
      { type: 'setDown', down: 2 },
      { type: 'callTimeout', team: 'home' },
      { type: 'callBlitz', team: 'home' },
    ]) {
      const res = await act(s.refereeClient, game.id, action);
      expect(res.status, `${status} ${action.type}`).toBe(409);
      expect(res.body.message).toBe(message);
    }
    const event = await s.refereeClient.post(`/api/games/${game.id}/events`, { period: 1, timeRemaining: 100, eventType: 'score' });
    expect(event.status).toBe(409);
  });
});

describe('POST /api/games/:id/events', () => {
  it('logs a manual event without touching the score, and validates it', async () => {
    const game = await liveGame(s);
    const res = await s.refereeClient.post<GameEventDto>(`/api/games/${game.id}/events`, { period: 1, timeRemaining: 420, eventType: 'score', teamId: s.awayTeamId, points: 2, description: 'Safety' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ gameId: game.id, period: 1, timeRemaining: 420, eventType: 'score', teamId: s.awayTeamId, team: 'away', points: 2, description: 'Safety' });
    expect((await s.refereeClient.get<GameDto>(`/api/games/${game.id}`)).body.awayScore).toBe(0);

    const cases: [Record<string, unknown>, string | RegExp][] = [
      [{ period: 5, timeRemaining: 1, eventType: 'score' }, GAMES_TEXT.eventPeriod(4)],
      [{ period: 1, timeRemaining: 901, eventType: 'score' }, GAMES_TEXT.eventTime(900)],
      [{ period: 1, timeRemaining: 10, eventType: 'touchdown' }, 'Event type must be score, timeout, blitz or period_start'],
      [{ period: 1, timeRemaining: 10, eventType: 'score', teamId: s.thirdTeamId }, GAMES_TEXT.eventTeam],
      [{ period: 1, timeRemaining: 10, eventType: 'score', points: 100 }, /Points/],
      [{ timeRemaining: 10, eventType: 'score' }, 'Period is required'],
    ];
    for (const [body, message] of cases) {
      const bad = await s.refereeClient.post(`/api/games/${game.id}/events`, body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(bad.body.message).toMatch(message);
    }
    expect(await server.deps.db.select().from(gameEvents).where(eq(gameEvents.gameId, game.id))).toHaveLength(1);
  });
});

describe('no lost updates', () => {
  it('50 concurrent +6 from two sessions add exactly 300', async () => {
    const game = await liveGame(s);
    const second = await signIn(server, await buildUser(server, { role: 'referee', league: s.league }));
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => act(i % 2 === 0 ? s.refereeClient : second, game.id, { type: 'addScore', team: 'home', delta: 6 })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(200));
    const after = await s.refereeClient.get<GameDto>(`/api/games/${game.id}`);
    expect(after.body.homeScore).toBe(300);
    expect(after.body.version).toBe(game.version + 50);
    // every answer saw a different committed state
    expect(new Set(results.map((r) => r.body.homeScore)).size).toBe(50);
    expect(await server.deps.db.select().from(gameEvents).where(eq(gameEvents.gameId, game.id))).toHaveLength(50);
  });

  it('concurrent timeouts for both teams: exactly one wins', async () => {
    const game = await liveGame(s);
    const [home, away] = await Promise.all([
      s.refereeClient.post(`/api/games/${game.id}/timeout`, { team: 'home' }),
      s.adminClient.post(`/api/games/${game.id}/timeout`, { team: 'away' }),
    ]);
    expect([home.status, away.status].sort()).toEqual([200, 409]);
  });

  it('a stale If-Match on an action is 409 with the current game', async () => {
    const game = await liveGame(s);
    const res = await act(s.refereeClient, game.id, { type: 'setScore', team: 'home', value: 7 }, { 'if-match': String(game.version - 1) });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(GAMES_TEXT.staleVersion);
    expect(res.body.game).toMatchObject({ id: game.id, version: game.version });
    expect((await act(s.refereeClient, game.id, { type: 'setScore', team: 'home', value: 7 }, { 'if-match': `W/"${game.version}"` })).status).toBe(200);
  });
});

describe('Idempotency-Key', () => {
  it('a retried action is applied once and answers the first response', async () => {
    const game = await liveGame(s);
    const headers = { 'idempotency-key': `score-${game.id}-1` };
    const first = await act(s.refereeClient, game.id, { type: 'addScore', team: 'away', delta: 6 }, headers);
    clock.ms += 1000;
    const retry = await act(s.refereeClient, game.id, { type: 'addScore', team: 'away', delta: 6 }, headers);
    expect(first.status).toBe(200);
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect((await s.refereeClient.get<GameDto>(`/api/games/${game.id}`)).body.awayScore).toBe(6);

    const next = await act(s.refereeClient, game.id, { type: 'addScore', team: 'away', delta: 6 }, { 'idempotency-key': `score-${game.id}-2` });
    expect(next.body.awayScore).toBe(12);
    // the same key from another user is that user's own
    const other = await act(s.adminClient, game.id, { type: 'addScore', team: 'away', delta: 6 }, headers);
    expect(other.body.awayScore).toBe(18);
  });

  it('a key sent again with another body is 422 with a message and writes nothing; the same body still replays (IETF draft)', async () => {
    const game = await liveGame(s);
    const headers = { 'idempotency-key': `reused-${game.id}` };
    expect((await act(s.refereeClient, game.id, { type: 'addScore', team: 'home', delta: 6 }, headers)).body.homeScore).toBe(6);
    const other = await act(s.refereeClient, game.id, { type: 'addScore', team: 'away', delta: 2 }, headers);
    expect(other.status).toBe(422);
    expect(other.body.message).toBe(GAMES_TEXT.idempotencyKeyReused);
    // refused even where the other body's own work would fail (starting a game already live)
    expect((await act(s.refereeClient, game.id, { type: 'startGame' }, headers)).status).toBe(422);
    const same = await act(s.refereeClient, game.id, { type: 'addScore', team: 'home', delta: 6 }, headers);
    expect(same.status).toBe(200);
    expect(same.headers.get('idempotent-replayed')).toBe('true');
    expect((await s.refereeClient.get<GameDto>(`/api/games/${game.id}`)).body).toMatchObject({ homeScore: 6, awayScore: 0 });
    // a key stored before its body's hash was kept (request_hash null) replays unchecked
    await server.deps.db.update(idempotencyKeys).set({ requestHash: null }).where(eq(idempotencyKeys.key, `reused-${game.id}`));
    expect((await act(s.refereeClient, game.id, { type: 'addScore', team: 'away', delta: 2 }, headers)).headers.get('idempotent-replayed')).toBe('true');
  });

  it('copies racing each other still apply once', async () => {
    const game = await liveGame(s);
    const headers = { 'idempotency-key': `race-${game.id}` };
    const answers = await Promise.all(Array.from({ length: 8 }, () => act(s.refereeClient, game.id, { type: 'addScore', team: 'home', delta: 6 }, headers)));
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((a) => a.body.homeScore))).toEqual(new Set([6]));
    expect((await s.refereeClient.get<GameDto>(`/api/games/${game.id}`)).body.homeScore).toBe(6);
  });

  it('a refused write is not remembered; a bad key is 400; creates are idempotent too', async () => {
    const game = await createGameVia(s.adminClient, s);
    const headers = { 'idempotency-key': `early-${game.id}` };
    expect((await act(s.refereeClient, game.id, { type: 'addScore', team: 'home', delta: 6 }, headers)).status).toBe(409);
    await act(s.refereeClient, game.id, { type: 'startGame' });
    expect((await act(s.refereeClient, game.id, { type: 'addScore', team: 'home', delta: 6 }, headers)).body.homeScore).toBe(6);
    expect((await act(s.refereeClient, game.id, { type: 'stopClock' }, { 'idempotency-key': 'has space' })).status).toBe(400);

    const body = { homeTeamId: s.homeTeamId, awayTeamId: s.awayTeamId, scheduledDate: '2026-07-04T10:00:00Z' };
    const create = { headers: { 'idempotency-key': `create-${game.id}` } };
    const one = await s.adminClient.request<GameDto>('POST', '/api/games', body, create);
    const two = await s.adminClient.request<GameDto>('POST', '/api/games', body, create);
    expect(one.status).toBe(201);
    expect(two.status).toBe(201);
    expect(two.body.id).toBe(one.body.id);
    const stored = await server.deps.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, `create-${game.id}`));
    expect(stored).toHaveLength(1);
  });

  it('keys are kept a day, then swept', async () => {
    const game = await liveGame(s);
    const key = `sweep-${game.id}`;
    await act(s.refereeClient, game.id, { type: 'addScore', team: 'home', delta: 6 }, { 'idempotency-key': key });
    const stored = () => server.deps.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    const [row] = await stored();
    await deleteExpiredIdempotencyKeys(server.deps.db, new Date(row!.createdAt.getTime() + 23 * 60 * 60 * 1000));
    expect(await stored()).toHaveLength(1);
    await deleteExpiredIdempotencyKeys(server.deps.db, new Date(row!.createdAt.getTime() + 25 * 60 * 60 * 1000));
    expect(await stored()).toHaveLength(0);
  });
});

// Decision 023: a tap queued on a phone without signal lands at its tapped instant.
describe('Tapped-At', () => {
  const tapped = (at: number) => ({ 'Tapped-At': String(at) });

  it('a replayed stop lands at the tapped instant, and the score event carries its clock and instant', async () => {
    const game = await liveGame(s);
    await act(s.refereeClient, game.id, { type: 'startClock' });
    const started = clock.ms;
    // tapped 20 s and 30 s into the period, sent 10 s later when the signal came back
    clock.ms += 40_000;
    const scored = await act(s.refereeClient, game.id, { type: 'addScore', team: 'home', delta: 6 }, tapped(started + 20_000));
    expect(scored.status).toBe(200);
    const stopped = await act(s.refereeClient, game.id, { type: 'stopClock' }, tapped(started + 30_000));
    expect(stopped.body).toMatchObject({ isClockRunning: false, timeRemaining: 870, homeScore: 6 });
    const events = (await s.refereeClient.get<GameEventDto[]>(`/api/games/${game.id}/events`)).body;
    expect(events[0]).toMatchObject({ eventType: 'score', points: 6, timeRemaining: 880 });
    expect(Date.parse(events[0]!.createdAt)).toBe(started + 20_000);
    expect((await row(game.id)).clockChangedAt?.getTime()).toBe(started + 30_000);
  });

  it("another device's score does not move a tap; its clock change does; never after now", async () => {
    const game = await liveGame(s);
    await act(s.refereeClient, game.id, { type: 'startClock' });
    const started = clock.ms;
    clock.ms += 10_000;
    // another device's +6 at 10 s, then this phone's stop tapped at 5 s: the clock stops at 5 s
    await act(s.adminClient, game.id, { type: 'addScore', team: 'away', delta: 6 });
    clock.ms += 5_000;
    const stopped = await act(s.refereeClient, game.id, { type: 'stopClock' }, tapped(started + 5_000));
    expect(stopped.body).toMatchObject({ isClockRunning: false, timeRemaining: 895, awayScore: 6 });
    // another device starts the clock at 20 s; this phone's +1 tapped at 18 s lands at 20 s
    clock.ms += 5_000;
    await act(s.adminClient, game.id, { type: 'startClock' });
    clock.ms += 5_000;
    await act(s.refereeClient, game.id, { type: 'addScore', team: 'home', delta: 1 }, tapped(started + 18_000));
    const events = (await s.refereeClient.get<GameEventDto[]>(`/api/games/${game.id}/events`)).body;
    expect(Date.parse(events[0]!.createdAt)).toBe(started + 20_000);
    expect(events[0]!.timeRemaining).toBe(895);
    await act(s.refereeClient, game.id, { type: 'stopClock' });
    // a device clock ahead of the server's: the tap happens now
    await act(s.refereeClient, game.id, { type: 'startClock' });
    clock.ms += 3_000;
    const ahead = await act(s.refereeClient, game.id, { type: 'stopClock' }, tapped(clock.ms + 60_000));
    expect(ahead.body.timeRemaining).toBe(887);
    // nor before the game was created
    const early = await act(s.refereeClient, game.id, { type: 'addScore', team: 'home', delta: 1 }, tapped(0));
    expect(early.status).toBe(200);
  });

  it('a malformed Tapped-At is 400 and changes nothing', async () => {
    const game = await liveGame(s);
    for (const value of ['soon', '-5', '1e12', '12345678901234567']) {
      const res = await act(s.refereeClient, game.id, { type: 'addScore', team: 'home', delta: 1 }, { 'Tapped-At': value });
      expect(res.status, value).toBe(400);
      expect(res.body.message).toBe(GAMES_TEXT.badTappedAt);
    }
    expect((await row(game.id)).homeScore).toBe(0);
  });
});

// Issue 45: a correction (the referee's setScore, an admin's PATCH /state) is an event, and an undo
// never erases one; undo is the game's referee's and the league's admins'.
describe('corrections and undo', () => {
  const eventsOf = async (id: number) => (await s.refereeClient.get<GameEventDto[]>(`/api/games/${id}/events`)).body;

  it('touchdown 6-0, the referee sets 20, the touchdown undone: 14-0; the correction is in the events list', async () => {
    const game = await liveGame(s, { refereeId: s.referee.id });
    await act(s.refereeClient, game.id, { type: 'scoringPlay', team: 'home', play: 'touchdown' });
    const [touchdown] = await eventsOf(game.id);
    expect((await act(s.refereeClient, game.id, { type: 'setScore', team: 'home', value: 20 })).body.homeScore).toBe(20);
    const [correction] = await eventsOf(game.id);
    expect(correction).toMatchObject({ eventType: 'correction', team: 'home', teamId: s.homeTeamId, points: 14, description: 'Score corrected to 20-0', undone: false });
    const undone = await act(s.refereeClient, game.id, { type: 'undo', eventId: touchdown!.id });
    expect(undone.status).toBe(200);
    expect(undone.body).toMatchObject({ homeScore: 14, awayScore: 0 });
    const after = await eventsOf(game.id);
    expect(after.find((event) => event.id === correction!.id)).toMatchObject({ undone: false });
    expect(after.find((event) => event.id === touchdown!.id)).toMatchObject({ undone: true });
  });

  it("an admin's PATCH /state correction likewise; the correction's own undo gives the score before it", async () => {
    const game = await liveGame(s, { refereeId: s.referee.id });
    await act(s.refereeClient, game.id, { type: 'scoringPlay', team: 'away', play: 'touchdown' });
    const [touchdown] = await eventsOf(game.id);
    expect((await s.adminClient.request<GameDto>('PATCH', `/api/games/${game.id}/state`, { awayScore: 20 })).body.awayScore).toBe(20);
    const [correction] = await eventsOf(game.id);
    expect(correction).toMatchObject({ eventType: 'correction', description: 'Score corrected to 0-20' });
    expect((await act(s.refereeClient, game.id, { type: 'undo', eventId: touchdown!.id })).body).toMatchObject({ homeScore: 0, awayScore: 14 });

    const other = await liveGame(s, { refereeId: s.referee.id });
    await act(s.refereeClient, other.id, { type: 'scoringPlay', team: 'away', play: 'touchdown' });
    await s.adminClient.request('PATCH', `/api/games/${other.id}/state`, { awayScore: 20, homeTimeoutsUsed: 1 });
    // one event a value, in the form's order (the home side's before the away side's)
    const [score, timeouts] = await eventsOf(other.id);
    expect(timeouts).toMatchObject({ eventType: 'correction', description: 'Hawks timeouts used corrected to 1' });
    expect((await act(s.refereeClient, other.id, { type: 'undo', eventId: score!.id })).body).toMatchObject({ homeScore: 0, awayScore: 6, homeTimeoutsUsed: 1 });
  });

  it('a timeout under a timeouts correction cannot be undone: 409 naming the correction', async () => {
    const game = await liveGame(s, { refereeId: s.referee.id });
    await s.refereeClient.post(`/api/games/${game.id}/timeout`, { team: 'home' });
    const [timeout] = await eventsOf(game.id);
    await act(s.refereeClient, game.id, { type: 'setTimeoutsUsed', team: 'home', count: 0 });
    const [correction] = await eventsOf(game.id);
    const refused = await act(s.refereeClient, game.id, { type: 'undo', eventId: timeout!.id });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: 'Only the latest event can be undone; "Hawks timeouts used corrected to 0" came after it', laterEventId: correction!.id });
  });

  it("undo is the game's referee's and the league's admins': another referee of the league gets 403", async () => {
    const game = await liveGame(s, { refereeId: s.referee.id });
    const otherReferee = await signIn(server, await buildUser(server, { role: 'referee', league: s.league }), s.league.slug);
    await act(s.refereeClient, game.id, { type: 'addScore', team: 'home', delta: 6 });
    const [score] = await eventsOf(game.id);
    const refused = await act(otherReferee, game.id, { type: 'undo', eventId: score!.id });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: GAMES_TEXT.undoReferee });
    expect((await row(game.id)).homeScore).toBe(6);
    // the game's referee and an admin may
    const byReferee = await act(s.refereeClient, game.id, { type: 'undo', eventId: score!.id });
    expect(byReferee.body).toMatchObject({ homeScore: 0 });
    const [undo] = await eventsOf(game.id);
    expect((await act(s.adminClient, game.id, { type: 'undo', eventId: undo!.id })).body).toMatchObject({ homeScore: 6 });
    // a game without a referee: its admins only
    const unrefereed = await liveGame(s);
    await act(s.adminClient, unrefereed.id, { type: 'addScore', team: 'away', delta: 1 });
    const [point] = await eventsOf(unrefereed.id);
    expect((await act(s.refereeClient, unrefereed.id, { type: 'undo', eventId: point!.id })).status).toBe(403);
    expect((await act(s.adminClient, unrefereed.id, { type: 'undo', eventId: point!.id })).status).toBe(200);
  });

  it('overtime: a set score is the side\'s one try (+1 or +2 once a round), anything else 409', async () => {
    const game = await liveGame(s);
    // the state a tied bracket game's Next Period leaves (issue 36), written as it is stored
    await server.deps.db.update(games).set({ homeScore: 14, awayScore: 14, currentPeriod: 4, timeRemainingMs: 0, overtime: { round: 1, tried: [] } }).where(eq(games.id, game.id));
    const six = await act(s.refereeClient, game.id, { type: 'setScore', team: 'home', value: 20 });
    expect(six.status).toBe(409);
    expect(six.body.message).toBe(GAME_REFUSAL_TEXT.overtimeSetScore);
    expect((await act(s.refereeClient, game.id, { type: 'setScore', team: 'home', value: 16 })).body).toMatchObject({ homeScore: 16, overtime: { round: 1, tried: ['home'] } });
    const again = await act(s.refereeClient, game.id, { type: 'setScore', team: 'home', value: 17 });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(GAME_REFUSAL_TEXT.overtimeTried('Hawks'));
    const byAdmin = await s.adminClient.request<GameDto & GameErrorBody>('PATCH', `/api/games/${game.id}/state`, { awayScore: 21 });
    expect(byAdmin.status).toBe(409);
    expect((await row(game.id)).awayScore).toBe(14);
  });

  it('a mercy-ended game reopened with a new score in one edit is judged again: 6-0 is live, no mercy end', async () => {
    const mercy = await staffedLeague(server);
    await mercy.adminClient.request('PATCH', `/api/leagues/${mercy.league.slug}/rules`, { mercy: { points: 28, from: 'start', autoEnd: true } });
    const game = await liveGame(mercy);
    expect((await act(mercy.refereeClient, game.id, { type: 'addScore', team: 'home', delta: 28 })).body).toMatchObject({ status: 'completed', endReason: 'mercy' });
    const reopened = await mercy.adminClient.request<GameDto>('PATCH', `/api/games/${game.id}/state`, { status: 'live', homeScore: 6 });
    expect(reopened.status).toBe(200);
    expect(reopened.body).toMatchObject({ status: 'live', homeScore: 6, awayScore: 0, endReason: null, mercy: null });
    // still a mercy lead after the edit: ended again by the rule
    const still = await mercy.adminClient.request<GameDto>('PATCH', `/api/games/${game.id}/state`, { homeScore: 35 });
    expect(still.body).toMatchObject({ status: 'completed', endReason: 'mercy', homeScore: 35 });
  });
});
