// The socket process (decision 037) under a real server: sockets handed over at the upgrade, the
// conversation answered in the child, subscriptions resolved by the server, pushes and closes sent
// over IPC, the rooms the server knows of, and a child that dies replaced.
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_TEXT, gameChannel, leagueChannel, type LiveServerMessage } from '../../common/schemas/live-protocol';
import { createGameVia, liveGame, openSocket, staffedLeague, subscribe, type Staffed } from '../modules/games/test-fixtures';
import { startTestServer, type TestServer } from '../test/helpers';
import { CLOSE, DEFAULT_HUB_OPTIONS, gameRoom, leagueRoom } from './hub';
import { SocketProcess } from './socket-process';

const entry = fileURLToPath(new URL('./socket-process-entry.ts', import.meta.url));
const quiet = { debug: () => {}, warn: () => {} };
const TEST_LIMITS = { caps: { perAddress: 50, total: 1000 }, idleGraceMs: 10_000 };

let sockets: SocketProcess;
let server: TestServer;
let s: Staffed;
beforeAll(async () => {
  sockets = await SocketProcess.start(entry, quiet, { execArgv: ['--import', 'tsx'], limits: TEST_LIMITS });
  server = await startTestServer({ sockets });
  s = await staffedLeague(server);
}, 30_000);
afterAll(() => server.close());

const eventually = async (check: () => boolean, what: string) => {
  for (let i = 0; i < 100 && !check(); i += 1) await new Promise((r) => setTimeout(r, 20));
  if (!check()) throw new Error(`never: ${what}`);
};

describe('the socket process', () => {
  it('holds a scoreboard: subscription, ping, a write pushed with its play, a refusal, the rooms the server knows of', async () => {
    const socket = await openSocket(server.url);
    expect(await subscribe(socket, leagueChannel(s.league.slug))).toEqual({ type: 'subscribed', data: { channel: `league:${s.league.slug}` } });
    expect(sockets.hasSubscribers(leagueRoom(s.league.id))).toBe(true);
    expect(await subscribe(socket, 'league:no-such-league')).toEqual({ type: 'error', data: { message: LIVE_TEXT.leagueNotFound, channel: 'league:no-such-league' } });
    socket.send({ type: 'ping' });
    expect(await socket.next((m) => m.type === 'pong')).toMatchObject({ data: { serverNow: expect.any(Number) } });

    const game = await liveGame(s);
    await s.refereeClient.post(`/api/games/${game.id}/actions`, { type: 'addScore', team: 'away', delta: 6 });
    const pushed = await socket.next((m) => m.type === 'gameUpdated' && m.data.id === game.id && m.data.awayScore === 6);
    expect(pushed).toMatchObject({ data: { status: 'live', plays: [{ eventType: 'score', points: 6 }] } });

    socket.close();
    await eventually(() => !sockets.hasSubscribers(leagueRoom(s.league.id)), 'the room is reported empty');
  });

  it("gives a referee's control page its game at once and the game's events; sign-out closes it", async () => {
    const game = await createGameVia(s.adminClient, s);
    const socket = await openSocket(server.url, s.refereeClient);
    expect(await subscribe(socket, gameChannel(game.id))).toMatchObject({ type: 'subscribed' });
    const snapshot = await socket.next((m) => m.type === 'gameUpdated');
    // the staff's view of the game, not the scoreboards'
    expect(snapshot.data).toMatchObject({ id: game.id });
    expect(snapshot.data).toHaveProperty('referee');
    expect(sockets.roomKeys()).toContain(gameRoom(s.league.id, game.id));
    await s.refereeClient.post(`/api/games/${game.id}/actions`, { type: 'startGame' });
    await s.refereeClient.post(`/api/games/${game.id}/actions`, { type: 'addScore', team: 'home', delta: 2 });
    expect(await socket.next((m: LiveServerMessage) => m.type === 'eventCreated')).toMatchObject({ data: { gameId: game.id, event: { points: 2 } } });

    const visitor = await openSocket(server.url);
    expect(await subscribe(visitor, gameChannel(game.id))).toEqual({ type: 'error', data: { message: LIVE_TEXT.signInRequired, channel: gameChannel(game.id) } });

    await s.refereeClient.post('/api/logout');
    expect((await socket.closed).code).toBe(CLOSE.signedOut);
    visitor.close();
  });

  it("closes a league's signed-in sockets when told, and a socket that floods", async () => {
    const signedIn = await openSocket(server.url, s.adminClient);
    const visitor = await openSocket(server.url);
    sockets.disconnectLeague(s.league.id);
    expect((await signedIn.closed).code).toBe(CLOSE.leagueSuspended);
    for (let i = 0; i < DEFAULT_HUB_OPTIONS.messagesPerWindow + 5; i += 1) visitor.send({ type: 'ping' });
    expect((await visitor.closed).code).toBe(CLOSE.policy);
  });

  it('replaces a child that died: its sockets are gone, new ones are held', async () => {
    const before = await openSocket(server.url);
    await subscribe(before, leagueChannel(s.league.slug));
    (sockets as unknown as { child: { kill(signal: string): void } }).child.kill('SIGKILL');
    await before.closed;
    await eventually(() => !sockets.hasSubscribers(leagueRoom(s.league.id)), "the dead child's rooms forgotten");
    let after: Awaited<ReturnType<typeof openSocket>> | null = null;
    for (let i = 0; i < 50 && !after; i += 1) {
      after = await openSocket(server.url).catch(() => null);
      if (!after) await new Promise((r) => setTimeout(r, 100));
    }
    expect(await subscribe(after!, leagueChannel(s.league.slug))).toMatchObject({ type: 'subscribed' });
    after!.close();
  });
});

describe('a socket process that falls behind', () => {
  it('is replaced once its unwritten messages pass the bound, not buffered for without end', async () => {
    const warnings: string[] = [];
    const behind = await SocketProcess.start(entry, { debug: () => {}, warn: (_obj, msg) => warnings.push(msg ?? '') }, { execArgv: ['--import', 'tsx'], limits: TEST_LIMITS, maxUnwritten: 20 });
    const childOf = () => (behind as unknown as { child: { pid: number; kill(signal: string): boolean } }).child;
    const stuck = childOf();
    try {
      // stopped: it reads nothing, so the channel fills and the messages wait unwritten
      stuck.kill('SIGSTOP');
      const big = 'x'.repeat(100_000);
      for (let i = 0; i < 40; i += 1) behind.disconnectSession(big);
      await eventually(() => childOf().pid !== stuck.pid, 'a new child');
      expect(warnings).toContain('the socket process fell behind; replacing it');
    } finally {
      await behind.close();
    }
  }, 30_000);
});
