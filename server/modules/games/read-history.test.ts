// Issue 46: GET /api/games/{id}/history, a game's timeline: who reads it (the league's admins and
// super admins any game's, the game's referee his own), what an entry says (who, through which
// door, each field before and after), oldest first, and that nothing in the product changes one.
import { beforeAll, describe, expect, it } from 'vitest';
import type { GameDto } from '../../../common/schemas/games/dto';
import type { GameHistoryDto } from '../../../common/schemas/games/history';
import { GAMES_TEXT } from '../../../common/schemas/games/texts';
import { SERVER_TEXT } from '../../../common/texts';
import { ApiClient, buildUser, signIn, type TestServer } from '../../test/helpers';
import { createGameVia, liveGame, staffedLeague, staffedSuite, type Staffed } from './test-fixtures';

let server: TestServer;
let s: Staffed;
let other: Staffed;
let game: GameDto;
const clients: Record<'superAdmin' | 'otherReferee' | 'fan', ApiClient> = {} as never;

staffedSuite({}, (suite) => {
  server = suite.server;
  s = suite.s;
});

beforeAll(async () => {
  other = await staffedLeague(server);
  clients.superAdmin = await signIn(server, await buildUser(server, { role: 'super_admin' }));
  clients.otherReferee = await signIn(server, await buildUser(server, { role: 'referee', league: s.league }), s.league.slug);
  clients.fan = await signIn(server, await buildUser(server, { role: 'fan', league: s.league }), s.league.slug);
  game = await createGameVia(s.adminClient, s, { refereeId: s.referee.id });
});

const historyOf = (client: ApiClient, id: number | string) => client.get<GameHistoryDto & { message?: string }>(`/api/games/${id}/history`);

describe('GET /api/games/{id}/history: who reads it', () => {
  it('answers the league\'s admin, a super admin and the game\'s own referee', async () => {
    for (const client of [s.adminClient, clients.superAdmin, s.refereeClient]) {
      const res = await historyOf(client, game.id);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.body.entries[0]).toMatchObject({ via: 'create', actor: { type: 'user', id: s.admin.id, name: 'Test admin' } });
    }
  });

  it('refuses another referee of the league and a fan with 403 and the reason', async () => {
    for (const client of [clients.otherReferee, clients.fan]) {
      const res = await historyOf(client, game.id);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: GAMES_TEXT.historyReferee });
    }
  });

  it('answers 401 without a session', async () => {
    const res = await historyOf(new ApiClient(server.url), game.id);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: SERVER_TEXT.unauthorized });
  });

  it('does not find another league\'s game (404), nor an unknown one', async () => {
    for (const id of [game.id, 2_000_000_000]) {
      const res = await historyOf(other.adminClient, id);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: GAMES_TEXT.gameNotFound });
    }
    // the other league's referee of a game of his own league: not this game either
    expect((await historyOf(other.refereeClient, game.id)).status).toBe(404);
  });

  it('refuses a bad id as the other game routes do', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      const res = await historyOf(s.adminClient, id);
      expect(res.status, id).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
  });
});

describe('GET /api/games/{id}/history: the entries', () => {
  it('shows an admin\'s edit with who, the door and each field before and after, oldest first', async () => {
    // started by its referee: a scheduled game has no score to set
    const created = await liveGame(s, { refereeId: s.referee.id });
    const first = await s.adminClient.request<GameDto>('PATCH', `/api/games/${created.id}/state`, { homeScore: 6, version: created.version });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const second = await s.adminClient.request<GameDto>('PATCH', `/api/games/${created.id}/state`, { homeScore: 13, awayScore: 7, version: first.body.version });
    expect(second.status).toBe(200);

    const res = await historyOf(s.adminClient, created.id);
    expect(res.status).toBe(200);
    const { entries } = res.body;
    expect(entries.map((entry) => entry.via)).toEqual(['create', 'console', 'edit', 'edit']);
    expect(entries[1]).toMatchObject({ actor: { type: 'user', id: s.referee.id, name: 'Test referee' }, via: 'console', changes: { status: ['scheduled', 'live'] } });
    expect(entries[2]).toMatchObject({ actor: { type: 'user', id: s.admin.id, name: 'Test admin' }, via: 'edit', changes: { homeScore: [0, 6] } });
    expect(entries[3]!.changes).toEqual({ homeScore: [6, 13], awayScore: [0, 7] });
    expect(entries[0]!.changes).toMatchObject({ homeTeamId: [null, s.homeTeamId], awayTeamId: [null, s.awayTeamId], refereeId: [null, s.referee.id] });
    // oldest first: each instant at or after the one before
    const instants = entries.map((entry) => Date.parse(entry.at));
    expect(instants).toEqual([...instants].sort((a, b) => a - b));
  });

  it('shows the referee\'s taps through the console, in his name', async () => {
    const started = await liveGame(s, { refereeId: s.referee.id });
    const scored = await s.refereeClient.post<GameDto>(`/api/games/${started.id}/actions`, { type: 'addScore', team: 'away', delta: 6 });
    expect(scored.status).toBe(200);
    const { entries } = (await historyOf(s.refereeClient, started.id)).body;
    expect(entries.at(-1)).toMatchObject({ via: 'console', actor: { type: 'user', id: s.referee.id }, changes: { awayScore: [0, 6] } });
    expect(entries.at(-1)!.eventId).toEqual(expect.any(Number));
  });

  it('offers no way to change or delete an entry', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST']) {
      const res = await s.adminClient.request(method, `/api/games/${game.id}/history`, method === 'DELETE' ? undefined : { entries: [] });
      expect(res.status, method).toBe(404);
    }
    expect((await historyOf(s.adminClient, game.id)).body.entries.length).toBeGreaterThan(0);
  });
});
