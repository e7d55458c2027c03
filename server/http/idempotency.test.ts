// Issue 45, finding 5: an Idempotency-Key belongs to the call as the route reads it, not to the
// path's spelling. The same key on /api/games/013/actions and /api/games/13/actions was applied
// twice (a +6 became +12); so was a slug in capitals. Each spelling of one route's parameters is one
// call: the retry is replayed, whatever the path looked like.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BracketAnswerDto } from '../../common/schemas/brackets';
import type { GameDto } from '../../common/schemas/games/dto';
import { fields, idempotencyKeys, teams } from '../db/schema';
import { liveGame, staffedSuite, type Staffed } from '../modules/games/test-fixtures';
import type { ApiClient, TestServer } from '../test/helpers';

let server: TestServer;
let s: Staffed;
staffedSuite({}, (suite) => ({ server, s } = suite));

// the id as written in other ways the route reads as the same number
const spellings = (id: number) => [`0${id}`, `00${id}`, `%3${String(id)[0]}${String(id).slice(1)}`];
const score = async (client: ApiClient, id: number) => (await client.get<GameDto>(`/api/games/${id}`)).body;

describe('the Idempotency-Key of a call, whatever its path\'s spelling', () => {
  it('a +6 sent again to /api/games/0{id}/actions (or %-escaped) with the same key is replayed, not applied again', async () => {
    const game = await liveGame(s);
    const headers = { 'idempotency-key': `spelled-${game.id}` };
    const touchdown = { type: 'addScore', team: 'home', delta: 6 };
    const first = await s.refereeClient.request<GameDto>('POST', `/api/games/${game.id}/actions`, touchdown, { headers });
    expect(first.status).toBe(200);
    for (const spelled of spellings(game.id)) {
      const again = await s.refereeClient.request<GameDto>('POST', `/api/games/${spelled}/actions`, touchdown, { headers });
      expect(again.status, spelled).toBe(200);
      expect(again.headers.get('idempotent-replayed'), spelled).toBe('true');
      expect(again.body, spelled).toEqual(first.body);
    }
    expect((await score(s.refereeClient, game.id)).homeScore).toBe(6);
    // one key stored, under the route's own spelling
    const stored = await server.deps.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, headers['idempotency-key']));
    expect(stored.map((row) => row.scope)).toEqual([`${s.referee.id} POST /api/games/${game.id}/actions`]);
  });

  it('the timeout, blitz, event and state routes read the id the same way', async () => {
    const game = await liveGame(s, { blitzesPerPeriod: 1 });
    const calls: { method: string; path: (id: string) => string; body: Record<string, unknown> }[] = [
      { method: 'POST', path: (id) => `/api/games/${id}/blitz`, body: { team: 'away' } },
      { method: 'POST', path: (id) => `/api/games/${id}/events`, body: { period: 1, timeRemaining: 600, eventType: 'score', teamId: s.homeTeamId, points: 6, description: 'Touchdown' } },
      { method: 'PATCH', path: (id) => `/api/games/${id}/state`, body: { awayScore: 3 } },
      // last: a blitz is refused during a timeout
      { method: 'POST', path: (id) => `/api/games/${id}/timeout`, body: { team: 'home' } },
    ];
    for (const call of calls) {
      const headers = { 'idempotency-key': `spelled-${call.method}-${call.path('x')}-${game.id}` };
      const first = await s.adminClient.request<GameDto>(call.method, call.path(String(game.id)), call.body, { headers });
      expect(first.status, call.path('x')).toBeLessThan(300);
      const again = await s.adminClient.request<GameDto>(call.method, call.path(`0${game.id}`), call.body, { headers });
      expect(again.headers.get('idempotent-replayed'), call.path('x')).toBe('true');
      expect(again.body, call.path('x')).toEqual(first.body);
    }
    expect(await score(s.adminClient, game.id)).toMatchObject({ homeTimeoutsUsed: 1, awayBlitzesUsed: 1, awayScore: 3 });
  });

  it('a bracket published again to the league\'s slug in capitals with the same key is replayed', async () => {
    const [home, away] = await server.deps.db.insert(teams).values([{ leagueId: s.league.id, name: 'Seed 1' }, { leagueId: s.league.id, name: 'Seed 2' }]).returning();
    const [field] = await server.deps.db.insert(fields).values({ leagueId: s.league.id, name: 'Final Field' }).returning();
    const body = { name: 'Final', format: 'single', seedTeamIds: [home!.id, away!.id], slots: [{ date: '2031-06-07', time: '09:00', fieldId: field!.id }] };
    const headers = { 'idempotency-key': `bracket-${s.league.id}` };
    const first = await s.adminClient.request<BracketAnswerDto>('POST', `/api/leagues/${s.league.slug}/brackets`, body, { headers });
    expect(first.status).toBe(201);
    const again = await s.adminClient.request<BracketAnswerDto>('POST', `/api/leagues/${s.league.slug.toUpperCase()}/brackets`, body, { headers });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
  });

  it('another game\'s id is another call: the key is still that game\'s own', async () => {
    const [one, two] = [await liveGame(s), await liveGame(s)];
    const headers = { 'idempotency-key': `two-games-${one.id}` };
    const touchdown = { type: 'addScore', team: 'away', delta: 6 };
    await s.refereeClient.request('POST', `/api/games/${one.id}/actions`, touchdown, { headers });
    const other = await s.refereeClient.request<GameDto>('POST', `/api/games/${two.id}/actions`, touchdown, { headers });
    expect(other.headers.get('idempotent-replayed')).toBeNull();
    expect(other.body.awayScore).toBe(6);
  });
});
