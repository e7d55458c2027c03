// Issue 45: the "Two-minute warning" event is recorded and pushed at its instant by the server's
// timer, with no tap; once, also when it fell due while no process ran, and with two processes on
// one PostgreSQL. Real time: the clock runs into the warning a second after it starts.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_EVENT_TEXT } from '../../../common/game-rules';
import type { GameDto, GameErrorBody, GameEventDto } from '../../../common/schemas/games/dto';
import { gameChannel, type LiveServerMessage } from '../../../common/schemas/live-protocol';
import { games } from '../../db/schema';
import { startSecondInstance, startTestServer, type ApiClient, type SecondInstance, type TestServer } from '../../test/helpers';
import { startLiveBridge, type LiveBridge } from './live-bridge';
import { liveGame, openSocket, staffedLeague, subscribe, type Staffed } from './test-fixtures';

let server: TestServer;
let s: Staffed;
beforeAll(async () => {
  server = await startTestServer();
  s = await staffedLeague(server);
  await s.adminClient.request('PATCH', `/api/leagues/${s.league.slug}/rules`, { twoMinuteWarning: true });
});
afterAll(() => server.close());

const act = (client: ApiClient, id: number, action: Record<string, unknown>, headers: Record<string, string> = {}) =>
  client.request<GameDto & GameErrorBody>('POST', `/api/games/${id}/actions`, action, { headers });
const isWarning = (gameId: number) => (m: LiveServerMessage) => m.type === 'eventCreated' && m.data.gameId === gameId && m.data.event.eventType === 'two_minute_warning';
const warningsOf = async (id: number) => (await s.refereeClient.get<GameEventDto[]>(`/api/games/${id}/events`)).body.filter((event) => event.eventType === 'two_minute_warning');
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// A game in halves of 3 minutes, its clock set to 2:01 of the 1st half: started, it reaches the
// warning a second later.
async function nearTheWarning(): Promise<GameDto> {
  const game = await liveGame(s, { gameFormat: 'halves', totalPeriods: 2, periodDuration: 3, refereeId: s.referee.id });
  expect((await act(s.refereeClient, game.id, { type: 'setTimeRemaining', seconds: 121 })).status).toBe(200);
  return game;
}

describe('the two-minute warning at its instant', () => {
  it('is recorded and pushed on the game\'s socket with no tap, once, without raising the version', async () => {
    const game = await nearTheWarning();
    const socket = await openSocket(server.url, s.refereeClient);
    await subscribe(socket, gameChannel(game.id));
    const started = await act(s.refereeClient, game.id, { type: 'startClock' });
    const dueAt = started.body.twoMinuteWarning.dueAt!;
    expect(dueAt).toBe(started.body.clock.clockStartedAt! + 1000);

    const pushed = await socket.next(isWarning(game.id), 5000);
    expect(pushed).toMatchObject({ data: { event: { description: GAME_EVENT_TEXT.twoMinuteWarning, period: 1, timeRemaining: 120, undone: false } } });
    if (pushed.type !== 'eventCreated') throw new Error('not an event');
    expect(Date.parse(pushed.data.event.createdAt)).toBe(dueAt);
    // and nothing more of it: no second push, one event in the list
    await pause(1500);
    expect(socket.messages.filter(isWarning(game.id))).toEqual([]);
    expect(await warningsOf(game.id)).toHaveLength(1);
    // the game every reader derived is what is stored now: the same version, so a set value tapped
    // on it is not refused as stale
    const read = await s.refereeClient.get<GameDto>(`/api/games/${game.id}`);
    expect(read.body).toMatchObject({ version: started.body.version, isClockRunning: false, timeRemaining: 120, twoMinuteWarning: { active: true, half: 1 } });
    expect((await act(s.refereeClient, game.id, { type: 'setDown', down: 2 }, { 'if-match': String(started.body.version) })).status).toBe(200);
    expect(await warningsOf(game.id)).toHaveLength(1);
    socket.close();
  });

  it('one that fell due while no process ran is recorded when processes start, once', async () => {
    const game = await nearTheWarning();
    // the clock started 5 s ago at 2:01, written as a process that stopped right after would have
    const startedAt = Date.now() - 5000;
    await server.deps.db.update(games).set({ clockStartedAt: new Date(startedAt), timeRemainingMs: 121_000 }).where(eq(games.id, game.id));
    expect(await warningsOf(game.id)).toHaveLength(0);
    const bridges: LiveBridge[] = await Promise.all([startLiveBridge(server.database, server.deps), startLiveBridge(server.database, server.deps)]);
    const warnings = await warningsOf(game.id);
    expect(warnings).toHaveLength(1);
    expect(Date.parse(warnings[0]!.createdAt)).toBe(startedAt + 1000);
    await Promise.all(bridges.map((bridge) => bridge.stop()));
  });
});

// Two app processes on one PostgreSQL: each one's timer fires, the game's row lock lets one record.
describe.runIf(process.env.TEST_DATABASE_URL)('two processes on one PostgreSQL', () => {
  let second: SecondInstance;
  beforeAll(async () => {
    second = await startSecondInstance(server);
  });
  afterAll(async () => {
    await second.close();
  });

  it('one event, pushed once to the sockets of each', async () => {
    const game = await nearTheWarning();
    const onOne = await openSocket(server.url, s.refereeClient);
    await subscribe(onOne, gameChannel(game.id));
    const onTwo = await openSocket(second.url, s.refereeClient);
    await subscribe(onTwo, gameChannel(game.id));
    await act(s.refereeClient, game.id, { type: 'startClock' });
    await onOne.next(isWarning(game.id), 5000);
    await onTwo.next(isWarning(game.id), 5000);
    await pause(1500);
    expect(onOne.messages.filter(isWarning(game.id))).toEqual([]);
    expect(onTwo.messages.filter(isWarning(game.id))).toEqual([]);
    expect(await warningsOf(game.id)).toHaveLength(1);
    onOne.close();
    onTwo.close();
  });
});
