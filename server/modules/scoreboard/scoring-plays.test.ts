import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameDto, GameErrorBody, GameEventDto } from '../../../common/schemas/games/dto';
import { leagueChannel } from '../../../common/schemas/live-protocol';
import type { ScoringPlayDto } from '../../../common/schemas/scoreboard';
import { ApiClient, buildGame, buildLeague, startTestServer, type TestServer } from '../../test/helpers';
import { liveGame, openSocket, staffedLeague, subscribe, type Staffed } from '../games/test-fixtures';

// Issue 18: the scoringPlay action end to end and GET /api/leagues/{slug}/public/games/{id}/scoring-plays.
let server: TestServer;
let s: Staffed;
// the server's clock, moved by the tests: the plays are stamped with the clock the engine runs at
let clock = Date.parse('2026-05-02T14:00:00Z');
beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(clock), env: { RATE_LIMIT_PUBLIC_PER_MINUTE: '10000' } });
  s = await staffedLeague(server);
});
afterAll(() => server.close());

const visitor = () => new ApiClient(server.url);
const act = (id: number, action: Record<string, unknown>, headers: Record<string, string> = {}) =>
  s.refereeClient.request<GameDto & GameErrorBody>('POST', `/api/games/${id}/actions`, action, { headers });
const playsPath = (slug: string, id: number) => `/api/leagues/${slug}/public/games/${id}/scoring-plays`;

describe('POST /api/games/{id}/actions {type: scoringPlay}', () => {
  it('adds the play\'s points and records a score event naming the play and the jersey', async () => {
    const game = await liveGame(s);
    const td = await act(game.id, { type: 'scoringPlay', team: 'home', play: 'touchdown', jersey: '12' });
    expect(td.status).toBe(200);
    expect(td.body).toMatchObject({ homeScore: 6, awayScore: 0, version: game.version + 1 });
    expect((await act(game.id, { type: 'scoringPlay', team: 'home', play: 'pat2' })).body.homeScore).toBe(8);
    expect((await act(game.id, { type: 'scoringPlay', team: 'away', play: 'safety', jersey: null })).body.awayScore).toBe(2);
    expect((await act(game.id, { type: 'scoringPlay', team: 'away', play: 'patReturn', jersey: '7' })).body.awayScore).toBe(4);
    expect((await act(game.id, { type: 'scoringPlay', team: 'away', play: 'pat1', jersey: '00' })).body.awayScore).toBe(5);
    const events = (await s.refereeClient.get<GameEventDto[]>(`/api/games/${game.id}/events`)).body;
    expect(events.map((e) => [e.team, e.points, e.play, e.jersey, e.description, e.homeScore, e.awayScore])).toEqual([
      ['away', 1, 'pat1', '00', 'Bears: PAT 1 #00', 8, 5],
      ['away', 2, 'patReturn', '7', 'Bears: Defensive PAT return #7', 8, 4],
      ['away', 2, 'safety', null, 'Bears: Safety', 8, 2],
      ['home', 2, 'pat2', null, 'Hawks: PAT 2', 8, 0],
      ['home', 6, 'touchdown', '12', 'Hawks: Touchdown #12', 6, 0],
    ]);
  });

  it.each([
    [{ type: 'scoringPlay', team: 'home', play: 'fieldGoal' }, /touchdown, pat1, pat2, safety or patReturn/],
    [{ type: 'scoringPlay', team: 'home' }, /touchdown, pat1, pat2, safety or patReturn/],
    [{ type: 'scoringPlay', team: 'middle', play: 'touchdown' }, /home or away/],
    [{ type: 'scoringPlay', team: 'home', play: 'touchdown', jersey: '1234' }, 'Jersey number must be 1 to 3 digits'],
    [{ type: 'scoringPlay', team: 'home', play: 'touchdown', jersey: '#12' }, 'Jersey number must be 1 to 3 digits'],
    [{ type: 'scoringPlay', team: 'home', play: 'touchdown', jersey: 12 }, /1 to 3 digits/],
  ])('%j is 400 {message}', async (action, message) => {
    const game = await liveGame(s);
    const res = await act(game.id, action);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
  });

  it('the score cap and the status gate of addScore: 409', async () => {
    const game = await liveGame(s);
    await act(game.id, { type: 'setScore', team: 'home', value: 994 });
    const over = await act(game.id, { type: 'scoringPlay', team: 'home', play: 'touchdown' });
    expect(over.status).toBe(409);
    expect(over.body.message).toBe('A score cannot go above 999. Set the score directly if it is wrong.');
    await s.adminClient.post(`/api/games/${game.id}/actions`, { type: 'setStatus', status: 'completed' });
    const done = await act(game.id, { type: 'scoringPlay', team: 'away', play: 'pat1' });
    expect(done.status).toBe(409);
    expect(done.body.message).toBe('This game is completed');
  });

  it('honours Idempotency-Key (a retry applies once) and Tapped-At (the play is stamped when tapped)', async () => {
    const game = await liveGame(s);
    await act(game.id, { type: 'startClock' });
    clock += 60_000;
    const tappedAt = String(clock - 20_000);
    const headers = { 'idempotency-key': `play-${game.id}`, 'tapped-at': tappedAt };
    const first = await act(game.id, { type: 'scoringPlay', team: 'away', play: 'touchdown', jersey: '3' }, headers);
    const retry = await act(game.id, { type: 'scoringPlay', team: 'away', play: 'touchdown', jersey: '3' }, headers);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.body).toEqual(first.body);
    expect(first.body.awayScore).toBe(6);
    const plays = (await visitor().get<ScoringPlayDto[]>(playsPath(s.league.slug, game.id))).body;
    expect(plays).toEqual([expect.objectContaining({ play: 'touchdown', points: 6, timeRemaining: 900 - 40 })]);
  });
});

describe('GET /api/leagues/{slug}/public/games/{id}/scoring-plays', () => {
  it('lists the score changes in order with the running score; bare +1/+6/-1 have play null', async () => {
    const game = await liveGame(s);
    await act(game.id, { type: 'scoringPlay', team: 'home', play: 'touchdown', jersey: '12' });
    await act(game.id, { type: 'addScore', team: 'away', delta: 6 });
    await act(game.id, { type: 'scoringPlay', team: 'home', play: 'pat1' });
    await act(game.id, { type: 'addScore', team: 'home', delta: -1 });
    // a hand-written log entry changes no score: not a play
    await s.refereeClient.post(`/api/games/${game.id}/events`, { period: 1, timeRemaining: 100, eventType: 'score', teamId: s.homeTeamId, points: 2, description: 'note' });
    // a correction: the next play carries the corrected score (decision 032)
    await act(game.id, { type: 'setScore', team: 'away', value: 10 });
    await act(game.id, { type: 'nextPeriod' });
    await act(game.id, { type: 'scoringPlay', team: 'away', play: 'safety', jersey: '4' });
    const res = await visitor().get<ScoringPlayDto[]>(playsPath(s.league.slug, game.id));
    expect(res.status).toBe(200);
    expect(res.body.map(({ period, timeRemaining, team, play, points, jersey, homeScore, awayScore }) => [period, timeRemaining, team, play, points, jersey, homeScore, awayScore])).toEqual([
      [1, 900, 'home', 'touchdown', 6, '12', 6, 0],
      [1, 900, 'away', null, 6, null, 6, 6],
      [1, 900, 'home', 'pat1', 1, null, 7, 6],
      [1, 900, 'home', null, -1, null, 6, 6],
      [2, 900, 'away', 'safety', 2, '4', 6, 12],
    ]);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers 304 to its ETag until a play changes it', async () => {
    const game = await liveGame(s);
    const path = playsPath(s.league.slug, game.id);
    const first = await visitor().get<ScoringPlayDto[]>(path);
    expect(first.body).toEqual([]);
    const etag = first.headers.get('etag')!;
    expect((await visitor().request('GET', path, undefined, { headers: { 'if-none-match': etag } })).status).toBe(304);
    await act(game.id, { type: 'scoringPlay', team: 'home', play: 'pat2' });
    const changed = await visitor().request('GET', path, undefined, { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
  });

  it("another league's game and an unknown game are 404; a suspended league is refused (403)", async () => {
    const other = await staffedLeague(server);
    const theirs = await liveGame(other);
    expect((await visitor().get(playsPath(s.league.slug, theirs.id))).status).toBe(404);
    expect((await visitor().get(playsPath(s.league.slug, 999_999))).status).toBe(404);
    expect((await visitor().get(playsPath(s.league.slug, 0))).status).toBe(400);
    expect((await visitor().get(playsPath(other.league.slug, theirs.id))).status).toBe(200);
    const suspended = await buildLeague(server, { status: 'suspended' });
    const closed = await buildGame(server, { league: suspended, values: { status: 'live' } });
    expect((await visitor().get(playsPath(suspended.slug, closed.id))).status).toBe(403);
  });

  it("pushes a play to the league's scoreboards inside its game's gameUpdated (a log entry stays on the game's channel)", async () => {
    const game = await liveGame(s);
    const socket = await openSocket(server.url);
    await subscribe(socket, leagueChannel(s.league.slug));
    await s.refereeClient.post(`/api/games/${game.id}/events`, { period: 1, timeRemaining: 100, eventType: 'score', description: 'note' });
    await act(game.id, { type: 'scoringPlay', team: 'away', play: 'touchdown', jersey: '9' });
    const pushed = await socket.next((m) => m.type === 'gameUpdated' && m.data.id === game.id && m.data.awayScore === 6);
    expect(pushed).toMatchObject({ data: { plays: [{ gameId: game.id, eventType: 'score', team: 'away', play: 'touchdown', jersey: '9', points: 6, homeScore: 0, awayScore: 6 }] } });
    await new Promise((r) => setTimeout(r, 100));
    expect(socket.messages.filter((m) => m.type === 'eventCreated')).toEqual([]);
    socket.close();
  });
});
