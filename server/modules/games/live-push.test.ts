// Live push over /ws with a real `ws` client: subscriptions and who may make them, pushes after
// writes, bad messages, a push at a timeout's end, and two app instances on one PostgreSQL.
import { eq, sql } from 'drizzle-orm';
import { EventEmitter } from 'node:events';
import net from 'node:net';
import WebSocketClient, { type WebSocket } from 'ws';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GameDto, PublicGameDto } from '../../../common/schemas/games/dto';
import { LIVE_LIMITS, LIVE_TEXT, gameChannel, leagueChannel, type LiveServerMessage } from '../../../common/schemas/live-protocol';
import { SERVER_TEXT } from '../../../common/texts';
import { games, leagues } from '../../db/schema';
import { eventsOfGame, gameOfLeague } from './store';
import { createGameVia, liveGame, openSocket, staffedLeague, subscribe, type Staffed } from './test-fixtures';
import { ApiClient, buildUser, signIn, startSecondInstance, startTestServer, type SecondInstance, type TestServer } from '../../test/helpers';
import { LiveChanges } from '../../live/changes';
import { LiveFanout } from './fanout';
import type { LiveChange } from '../../deps';
import { DEFAULT_HUB_OPTIONS, LiveHub, leagueRoom } from '../../live/hub';
import { publishUserSignedOut } from '../../live/notify';

let server: TestServer;
let s: Staffed;
beforeAll(async () => {
  server = await startTestServer();
  s = await staffedLeague(server);
});
afterAll(() => server.close());

type Updated = Extract<LiveServerMessage, { type: 'gameUpdated' }>;
const updatedWith = (gameId: number, check: (game: GameDto | PublicGameDto) => boolean) => (m: LiveServerMessage) =>
  m.type === 'gameUpdated' && m.data.id === gameId && check(m.data);

describe('league channel (public scoreboard)', () => {
  it('anyone subscribes; a score arrives as gameUpdated with the new score, no measurement stamp in it', async () => {
    const socket = await openSocket(server.url);
    expect(await subscribe(socket, leagueChannel(s.league.slug))).toEqual({ type: 'subscribed', data: { channel: `league:${s.league.slug}` } });
    const game = await liveGame(s);
    // everything before the score has been pushed, so the next push is the score's own
    const first = (await socket.next(updatedWith(game.id, (g) => g.version === game.version))) as Updated;
    // the league channel is public: no referee in what it carries
    expect(first.data).not.toHaveProperty('referee');
    expect(first.data).not.toHaveProperty('refereeId');

    const scored = await s.refereeClient.post(`/api/games/${game.id}/actions`, { type: 'addScore', team: 'home', delta: 6 });
    // the server's part of the write's time rides on its answer, as a standard header (decision 069)
    expect(scored.headers.get('server-timing')).toMatch(/^app;dur=\d+\.\d$/);
    const pushed = (await socket.next(updatedWith(game.id, (g) => g.homeScore === 6))) as Updated;
    expect(pushed.data).toMatchObject({ homeTeam: { name: 'Hawks' }, status: 'live', version: game.version + 1 });
    expect(pushed.data).not.toHaveProperty('receivedAt');
    // its score event rides in the same message, for the scoreboard's latest plays (decision 032),
    // and goes nowhere else on this channel; a timeout's log entry goes to the game's channel only
    expect(pushed.data).toMatchObject({ plays: [{ gameId: game.id, eventType: 'score', points: 6, homeScore: 6, awayScore: 0, play: null }] });
    await s.refereeClient.post(`/api/games/${game.id}/actions`, { type: 'callTimeout', team: 'home' });
    const timeout = (await socket.next(updatedWith(game.id, (g) => g.isTimeoutActive))) as Updated;
    expect(timeout.data).not.toHaveProperty('plays');
    await new Promise((r) => setTimeout(r, 100));
    expect(socket.messages.some((m) => m.type === 'eventCreated')).toBe(false);

    await s.adminClient.request('DELETE', `/api/games/${game.id}`);
    expect(await socket.next((m) => m.type === 'gameDeleted')).toMatchObject({ data: { gameId: game.id, leagueId: s.league.id } });
    socket.close();
  });

  it('an undo of a score rides in the scoreboards\' message naming the play it takes out; an undo of a timeout does not (issue 37)', async () => {
    const socket = await openSocket(server.url);
    await subscribe(socket, leagueChannel(s.league.slug));
    // the game's referee undoes (issue 45: another referee of the league may not)
    const game = await liveGame(s, { refereeId: s.referee.id });
    await s.refereeClient.post(`/api/games/${game.id}/actions`, { type: 'scoringPlay', team: 'away', play: 'touchdown' });
    const scored = (await socket.next(updatedWith(game.id, (g) => g.awayScore === 6))) as Updated;
    const playId = scored.data.plays![0]!.id;
    await s.refereeClient.post(`/api/games/${game.id}/actions`, { type: 'undo', eventId: playId });
    const undone = (await socket.next(updatedWith(game.id, (g) => g.version > scored.data.version && g.awayScore === 0))) as Updated;
    expect(undone.data.plays).toMatchObject([{ eventType: 'undo', undoes: playId, revert: { action: { type: 'scoringPlay' } } }]);
    await s.refereeClient.post(`/api/games/${game.id}/actions`, { type: 'callTimeout', team: 'home' });
    const timeout = (await socket.next(updatedWith(game.id, (g) => g.isTimeoutActive))) as Updated;
    const [timeoutEvent] = (await s.refereeClient.get<{ id: number }[]>(`/api/games/${game.id}/events`)).body;
    await s.refereeClient.post(`/api/games/${game.id}/actions`, { type: 'undo', eventId: timeoutEvent!.id });
    const back = (await socket.next(updatedWith(game.id, (g) => g.version > timeout.data.version && !g.isTimeoutActive))) as Updated;
    expect(back.data).not.toHaveProperty('plays');
    socket.close();
  });

  it('a burst of writes arrives in version order, ending with the final state', async () => {
    const socket = await openSocket(server.url);
    await subscribe(socket, leagueChannel(s.league.slug));
    const game = await liveGame(s);
    await socket.next(updatedWith(game.id, (g) => g.version === game.version));
    await Promise.all(Array.from({ length: 30 }, () => s.refereeClient.post(`/api/games/${game.id}/actions`, { type: 'addScore', team: 'home', delta: 6 })));
    await socket.next(updatedWith(game.id, (g) => g.homeScore === 180));
    const pushed = socket.messages.filter((m): m is Updated => m.type === 'gameUpdated' && m.data.id === game.id);
    const versions = pushed.map((m) => m.data.version);
    expect(versions).toEqual([...versions].sort((x, y) => x - y));
    // each version once: the writer's push and its note's read do not both go out
    expect(new Set(versions).size).toBe(versions.length);
    socket.close();
  });

  it('coalesces the notes of one game into one read, and skips versions already pushed', async () => {
    const game = await liveGame(s);
    const sent: string[] = [];
    const socket = Object.assign(new EventEmitter(), { OPEN: 1, readyState: 1, bufferedAmount: 0, send: (data: Buffer) => sent.push(String(data)) });
    const hub = new LiveHub();
    hub.join(hub.connect(socket as unknown as WebSocket, null), 'league:x', leagueRoom(s.league.id));
    const changes = new LiveChanges<LiveChange>();
    let reads = 0;
    const db = new Proxy(server.deps.db, {
      get: (target, property, receiver) => {
        if (property === 'select') reads += 1;
        return Reflect.get(target, property, receiver) as unknown;
      },
    });
    const fanout = new LiveFanout(db, hub, changes, () => new Date(), { warn: () => {} });
    const note = (version: number | null) => JSON.stringify({ kind: 'game', leagueId: s.league.id, gameId: game.id, version, eventIds: [] });
    for (let i = 1; i <= 10; i += 1) fanout.receive(note(null));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0]!)).toMatchObject({ type: 'gameUpdated', data: { id: game.id, version: game.version } });
    fanout.receive(note(game.version)); // its state already went out
    fanout.receive('{"kind":"game","gameId":"x"}'); // malformed: ignored
    await new Promise((r) => setTimeout(r, 50));
    expect(sent).toHaveLength(1);
    // a later version, written for real
    expect((await s.refereeClient.post(`/api/games/${game.id}/actions`, { type: 'addScore', team: 'home', delta: 1 })).status).toBe(200);
    fanout.receive(note(game.version + 1));
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(JSON.parse(sent[1]!)).toMatchObject({ data: { version: game.version + 1, homeScore: 1 } });

    // this process's own write: its note is delivered at the commit, just before the writer pushes
    // the committed game; that push goes out at once, and the note then costs not even a read
    expect((await s.refereeClient.post(`/api/games/${game.id}/actions`, { type: 'addScore', team: 'home', delta: 6 })).status).toBe(200);
    const committed = (await gameOfLeague(server.deps.db, s.league.id, game.id))!;
    const readsBefore = reads;
    fanout.receive(note(game.version + 2));
    changes.emit({ kind: 'gameCommitted', game: committed, events: [] });
    expect(sent).toHaveLength(3);
    expect(JSON.parse(sent[2]!)).toMatchObject({ data: { version: game.version + 2, homeScore: 7 } });
    changes.emit({ kind: 'gameCommitted', game: { ...committed, version: game.version + 1 }, events: [] }); // older: not sent over it
    await new Promise((r) => setTimeout(r, 50));
    expect(sent).toHaveLength(3);
    expect(reads).toBe(readsBefore);

    // a re-read (deadline, resync) that finds an older version than one already pushed sends nothing
    changes.emit({ kind: 'gameCommitted', game: { ...committed, version: game.version + 3 }, events: [] });
    expect(sent).toHaveLength(4);
    fanout.receive(note(null));
    await new Promise((r) => setTimeout(r, 50));
    expect(sent).toHaveLength(4);

    // a write that logged a scoring play: one message, the play inside it, and its note (which
    // names the event) costs no read and sends nothing more
    expect((await s.refereeClient.post(`/api/games/${game.id}/actions`, { type: 'addScore', team: 'away', delta: 6 })).status).toBe(200);
    const scored = { ...(await gameOfLeague(server.deps.db, s.league.id, game.id))!, version: game.version + 4 };
    const [play] = await eventsOfGame(server.deps.db, game.id);
    const readsAtPlay = reads;
    fanout.receive(JSON.stringify({ kind: 'game', leagueId: s.league.id, gameId: game.id, version: scored.version, eventIds: [play!.id] }));
    changes.emit({ kind: 'gameCommitted', game: scored, events: [play!] });
    expect(sent).toHaveLength(5);
    expect(JSON.parse(sent[4]!)).toMatchObject({ type: 'gameUpdated', data: { version: scored.version, awayScore: 6, plays: [{ id: play!.id, points: 6, team: 'away' }] } });
    await new Promise((r) => setTimeout(r, 50));
    expect(sent).toHaveLength(5);
    expect(reads).toBe(readsAtPlay);
    fanout.stop();
  });

  it('a new game appears; games of other leagues do not', async () => {
    const other = await staffedLeague(server);
    const socket = await openSocket(server.url);
    await subscribe(socket, leagueChannel(s.league.slug));
    const foreign = await createGameVia(other.adminClient, other);
    const mine = await createGameVia(s.adminClient, s);
    await socket.next(updatedWith(mine.id, (g) => g.status === 'scheduled'));
    expect(socket.messages.some((m) => m.type === 'gameUpdated' && m.data.id === foreign.id)).toBe(false);
    socket.close();
  });

  it('refuses unknown and suspended leagues', async () => {
    const socket = await openSocket(server.url);
    expect(await subscribe(socket, 'league:no-such-league')).toMatchObject({ type: 'error', data: { message: LIVE_TEXT.leagueNotFound } });
    const suspended = await staffedLeague(server);
    await server.deps.db.update(leagues).set({ status: 'suspended' }).where(eq(leagues.id, suspended.league.id));
    expect(await subscribe(socket, leagueChannel(suspended.league.slug))).toMatchObject({ type: 'error', data: { message: LIVE_TEXT.leagueSuspended } });
    expect(await subscribe(socket, 'teams:all')).toMatchObject({ type: 'error', data: { message: LIVE_TEXT.unknownChannel } });
    socket.close();
  });
});

describe('game channel (control page)', () => {
  it('needs a signed-in referee or admin of the league; answers a snapshot, then updates and events', async () => {
    const game = await liveGame(s);
    const anonymous = await openSocket(server.url);
    expect(await subscribe(anonymous, gameChannel(game.id))).toMatchObject({ type: 'error', data: { message: LIVE_TEXT.signInRequired } });
    const fan = await signIn(server, await buildUser(server, { role: 'fan', league: s.league }));
    const fanSocket = await openSocket(server.url, fan);
    expect(await subscribe(fanSocket, gameChannel(game.id))).toMatchObject({ type: 'error', data: { message: LIVE_TEXT.signInRequired } });
    const other = await staffedLeague(server);
    const foreign = await openSocket(server.url, other.refereeClient);
    expect(await subscribe(foreign, gameChannel(game.id))).toMatchObject({ type: 'error', data: { message: LIVE_TEXT.gameNotFound } });

    const referee = await openSocket(server.url, s.refereeClient);
    expect(await subscribe(referee, gameChannel(game.id))).toMatchObject({ type: 'subscribed' });
    await referee.next(updatedWith(game.id, (g) => g.version === game.version));

    await s.adminClient.post(`/api/games/${game.id}/timeout`, { team: 'away' });
    await referee.next(updatedWith(game.id, (g) => g.isTimeoutActive && g.timeoutTeam === 'away'));
    const event = await referee.next((m) => m.type === 'eventCreated');
    expect(event).toMatchObject({ data: { gameId: game.id, event: { eventType: 'timeout', team: 'away', teamId: s.awayTeamId } } });

    await s.refereeClient.post(`/api/games/${game.id}/events`, { period: 1, timeRemaining: 300, eventType: 'score', description: 'note' });
    expect(await referee.next((m) => m.type === 'eventCreated')).toMatchObject({ data: { event: { description: 'note' } } });

    referee.send({ type: 'unsubscribe', channel: gameChannel(game.id) });
    expect(await referee.next((m) => m.type === 'unsubscribed')).toMatchObject({ data: { channel: gameChannel(game.id) } });
    for (const socket of [anonymous, fanSocket, foreign, referee]) socket.close();
  });

  it('pushes the end of an auto timeout at its end instant, with no write', async () => {
    const game = await liveGame(s);
    const socket = await openSocket(server.url, s.refereeClient);
    await subscribe(socket, gameChannel(game.id));
    // a timeout that ends 400 ms from now (the shortest real one is 30 s)
    await server.deps.db.update(games).set({ timeoutTeam: 'home', timeoutEndsAt: new Date(Date.now() + 400), homeTimeoutsUsed: 1 }).where(eq(games.id, game.id));
    await s.refereeClient.post(`/api/games/${game.id}/actions`, { type: 'setDown', down: 2 });
    await socket.next(updatedWith(game.id, (g) => g.isTimeoutActive && g.currentDown === 2));
    const ended = (await socket.next(updatedWith(game.id, (g) => !g.isTimeoutActive && g.currentDown === 2), 3000)) as Updated;
    expect(ended.data.currentDown).toBe(2);
    socket.close();
  });

  it('closes the sockets of a user whose session ended (role or password change)', async () => {
    const referee = await buildUser(server, { role: 'referee', league: s.league });
    const socket = await openSocket(server.url, await signIn(server, referee));
    await subscribe(socket, leagueChannel(s.league.slug));
    await publishUserSignedOut(server.deps.db, referee.id);
    expect((await socket.closed).code).toBe(4001);
  });

  it("logout closes the sockets of that session, not the user's other devices; a new sign-in ends the old session's sockets", async () => {
    const game = await liveGame(s);
    const referee = await buildUser(server, { role: 'referee', league: s.league });
    const phoneClient = await signIn(server, referee);
    const tabletClient = await signIn(server, referee);
    const phone = await openSocket(server.url, phoneClient);
    const tablet = await openSocket(server.url, tabletClient);
    for (const socket of [phone, tablet]) expect(await subscribe(socket, gameChannel(game.id))).toMatchObject({ type: 'subscribed' });

    expect((await phoneClient.post('/api/logout')).status).toBe(204);
    expect((await phone.closed).code).toBe(4001);
    await s.refereeClient.post(`/api/games/${game.id}/actions`, { type: 'addScore', team: 'home', delta: 6 });
    // the other device of the same referee still follows the game
    await tablet.next(updatedWith(game.id, (g) => g.homeScore === game.homeScore + 6));
    expect(phone.messages.some((m) => m.type === 'gameUpdated' && m.data.id === game.id && m.data.homeScore === game.homeScore + 6)).toBe(false);

    // signing in again in the same browser ends the session the browser held, and its sockets
    expect((await tabletClient.post('/api/login', { username: referee.username, password: referee.password })).status).toBe(200);
    expect((await tablet.closed).code).toBe(4001);
  });
});

describe('bad client messages', () => {
  it('answers errors for malformed, unknown and binary messages and keeps working', async () => {
    const socket = await openSocket(server.url);
    socket.send('not json');
    expect(await socket.next((m) => m.type === 'error')).toMatchObject({ data: { message: LIVE_TEXT.notJson } });
    socket.send({ type: 'dance' });
    expect(await socket.next((m) => m.type === 'error')).toMatchObject({ data: { message: LIVE_TEXT.unknownMessage } });
    socket.send({ type: 'subscribe', channel: 42 });
    expect(await socket.next((m) => m.type === 'error')).toMatchObject({ data: { message: LIVE_TEXT.unknownMessage } });
    socket.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    expect(await socket.next((m) => m.type === 'error')).toMatchObject({ data: { message: LIVE_TEXT.notJson } });
    socket.send({ type: 'unsubscribe', channel: 'league:never' });
    expect(await socket.next((m) => m.type === 'error')).toMatchObject({ data: { message: LIVE_TEXT.notSubscribed } });
    socket.send({ type: 'ping' });
    expect(await socket.next((m) => m.type === 'pong')).toMatchObject({ data: { serverNow: expect.any(Number) } });
    socket.close();
  });

  it('closes a socket that sends more than 4 KB at once, and the server carries on', async () => {
    const socket = await openSocket(server.url);
    socket.send({ type: 'subscribe', channel: 'x'.repeat(LIVE_LIMITS.maxMessageBytes) });
    expect((await socket.closed).code).toBe(1009);
    const next = await openSocket(server.url);
    expect(await subscribe(next, leagueChannel(s.league.slug))).toMatchObject({ type: 'subscribed' });
    next.close();
  });

  it('limits subscriptions per socket', async () => {
    const socket = await openSocket(server.url);
    const games = await Promise.all(Array.from({ length: LIVE_LIMITS.maxSubscriptions }, () => createGameVia(s.adminClient, s)));
    const admin = await openSocket(server.url, s.adminClient);
    for (const game of games) expect(await subscribe(admin, gameChannel(game.id))).toMatchObject({ type: 'subscribed' });
    expect(await subscribe(admin, leagueChannel(s.league.slug))).toMatchObject({ type: 'error', data: { message: LIVE_TEXT.tooManySubscriptions } });
    socket.close();
    admin.close();
  });

  it('answers /ws over plain HTTP with 426 and refuses an upgrade to another path', async () => {
    const plain = await fetch(`${server.url}/ws`);
    expect(plain.status).toBe(426);
    const elsewhere = new WebSocketClient(`${server.url.replace(/^http/, 'ws')}/elsewhere`);
    const status = await new Promise<number | undefined>((resolve) => {
      elsewhere.on('unexpected-response', (_request, response) => resolve(response.statusCode));
      elsewhere.on('error', () => resolve(undefined));
    });
    expect(status).toBe(404);
  });

  it('answers a malformed upgrade (no Sec-WebSocket-Key) with 400', async () => {
    const { port } = new URL(server.url);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(port), '127.0.0.1', () => {
        socket.write('GET /ws HTTP/1.1\r\nHost: localhost\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\n\r\n');
      });
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
  });

  it('closes a socket that floods messages', async () => {
    const socket = await openSocket(server.url);
    for (let i = 0; i < DEFAULT_HUB_OPTIONS.messagesPerWindow + 5; i += 1) socket.send({ type: 'ping' });
    expect((await socket.closed).code).toBe(1008);
  });
});

// Two app processes on one PostgreSQL: a write on one reaches the sockets of the other.
describe.runIf(process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL', () => {
  let second: SecondInstance;
  beforeAll(async () => {
    second = await startSecondInstance(server);
  });
  afterAll(async () => {
    await second.close();
  });

  it('an action on instance one is pushed by instance two, and back', async () => {
    const game = await liveGame(s);
    const onTwo = await openSocket(second.url);
    await subscribe(onTwo, leagueChannel(s.league.slug));
    const onOne = await openSocket(server.url);
    await subscribe(onOne, leagueChannel(s.league.slug));
    await s.refereeClient.post(`/api/games/${game.id}/actions`, { type: 'addScore', team: 'away', delta: 6 });
    // the writer's instance and the one that read it after the note: the play inside the update
    const play = { eventType: 'score', team: 'away', points: 6, awayScore: 6 };
    expect(await onOne.next(updatedWith(game.id, (g) => g.awayScore === 6))).toMatchObject({ data: { plays: [play] } });
    expect(await onTwo.next(updatedWith(game.id, (g) => g.awayScore === 6))).toMatchObject({ data: { plays: [play] } });
    // instance two's public list took the pushed state in (no re-read of the league)
    const listed = await new ApiClient(second.url).get<PublicGameDto[]>(`/api/leagues/${s.league.slug}/public/games?status=live`);
    expect(listed.body.find((g) => g.id === game.id)).toMatchObject({ awayScore: 6 });

    // the same session cookie works on the second instance (sessions live in the database)
    const referee = new ApiClient(second.url);
    referee.cookie = s.refereeClient.cookie;
    expect((await referee.post(`/api/games/${game.id}/actions`, { type: 'addScore', team: 'home', delta: 1 })).status).toBe(200);
    await onOne.next(updatedWith(game.id, (g) => g.homeScore === 1));
    onOne.close();
    onTwo.close();
  });

  it("a logout on instance one closes that session's socket on instance two; a suspension closes its league's", async () => {
    const game = await liveGame(s);
    const referee = await buildUser(server, { role: 'referee', league: s.league });
    const signedIn = await signIn(server, referee);
    const onTwo = await openSocket(second.url, signedIn);
    expect(await subscribe(onTwo, gameChannel(game.id))).toMatchObject({ type: 'subscribed' });
    expect((await signedIn.post('/api/logout')).status).toBe(204);
    expect((await onTwo.closed).code).toBe(4001);

    const other = await staffedLeague(server);
    const superAdmin = await signIn(server, await buildUser(server, { role: 'super_admin' }));
    const adminOnTwo = await openSocket(second.url, other.adminClient);
    await subscribe(adminOnTwo, leagueChannel(other.league.slug));
    expect((await superAdmin.request('PATCH', `/api/leagues/${other.league.id}/status`, { status: 'suspended' })).status).toBe(200);
    expect((await adminOnTwo.closed).code).toBe(4003);
    // and instance two answers that session 403 as well (the check reads the database)
    const onSecond = new ApiClient(second.url);
    onSecond.cookie = other.adminClient.cookie;
    expect((await onSecond.get('/api/user')).body).toMatchObject({ message: SERVER_TEXT.leagueSuspended });
  });

  it('a listener that lost its connection reconnects and catches up on what it missed', async () => {
    const game = await liveGame(s);
    const socket = await openSocket(server.url);
    await subscribe(socket, leagueChannel(s.league.slug));
    await server.deps.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query = 'LISTEN ffl_live'`);
    // written while no listener is connected: the note is lost, the resync after reconnecting is not
    await s.refereeClient.post(`/api/games/${game.id}/actions`, { type: 'addScore', team: 'away', delta: 1 });
    await socket.next(updatedWith(game.id, (g) => g.awayScore === 1), 10_000);
    await s.refereeClient.post(`/api/games/${game.id}/actions`, { type: 'addScore', team: 'away', delta: 6 });
    await socket.next(updatedWith(game.id, (g) => g.awayScore === 7), 5000);
    socket.close();
  });
});
