// Issue 46: every door writes a game through the one planner and bookkeeping, and leaves its entry in
// the game's timeline: who (a user, or the system with its reason), through which door, each field
// before and after. A renamed field raises its games' version and calendar SEQUENCE. (The import's
// door is in modules/import's tests; the history's API and permissions in history.test.ts.)
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BracketAnswerDto } from '../../../common/schemas/brackets';
import type { GameDto } from '../../../common/schemas/games/dto';
import { previewedPlan, type RainoutDto } from '../../../common/schemas/rainout';
import { fields, games, teams } from '../../db/schema';
import type { TestServer } from '../../test/helpers';
import { historyOfGame } from './history';
import { createGameVia, liveGame, staffedLeague, staffedSuite, type Staffed } from './test-fixtures';

let server: TestServer;
let s: Staffed;
staffedSuite({}, (suite) => ({ server, s } = suite));

const history = (id: number) => historyOfGame(server.deps.db, id);
const rowOf = async (id: number) => (await server.deps.db.select().from(games).where(eq(games.id, id)))[0]!;
const nameOf = (user: { firstName: string | null; lastName: string | null; username: string }) => [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;
const act = async (client: Staffed['refereeClient'], id: number, action: Record<string, unknown>) => {
  const res = await client.post<GameDto>(`/api/games/${id}/actions`, action);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

describe("a game's timeline, door by door", () => {
  it("created by the admin, started and scored at the referee's console: each entry with its actor and event", async () => {
    const game = await liveGame(s);
    await act(s.refereeClient, game.id, { type: 'scoringPlay', team: 'home', play: 'touchdown' });
    const entries = await history(game.id);
    expect(entries.map((entry) => entry.via)).toEqual(['create', 'console', 'console']);
    expect(entries[0]).toMatchObject({ actor: { type: 'user', id: s.admin.id, name: nameOf(s.admin) }, changes: { homeTeamId: [null, s.homeTeamId], status: [null, 'scheduled'] } });
    expect(entries[1]).toMatchObject({ actor: { type: 'user', id: s.referee.id }, changes: { status: ['scheduled', 'live'] } });
    expect(entries[2]).toMatchObject({ actor: { type: 'user', id: s.referee.id, name: nameOf(s.referee) }, changes: { homeScore: [0, 6] }, eventId: expect.any(Number) });
    // oldest first, each at its instant
    expect(entries.map((entry) => Date.parse(entry.at))).toEqual([...entries.map((entry) => Date.parse(entry.at))].sort((a, b) => a - b));
  });

  it("the admin's edit: the kickoff before and after", async () => {
    const game = await createGameVia(s.adminClient, s);
    const later = new Date(Date.parse(game.scheduledDate) + 2 * 3_600_000).toISOString();
    expect((await s.adminClient.request('PATCH', `/api/games/${game.id}/state`, { scheduledDate: later })).status).toBe(200);
    expect((await history(game.id)).at(-1)).toMatchObject({ via: 'edit', actor: { type: 'user', id: s.admin.id }, changes: { scheduledDate: [game.scheduledDate, later] } });
  });

  it("the mercy rule's autoEnd: the referee's touchdown, then the system's end with its reason", async () => {
    const own = await staffedLeague(server);
    expect((await own.adminClient.request('PATCH', `/api/leagues/${own.league.slug}/rules`, { mercy: { points: 7, from: 'start', autoEnd: true } })).status).toBe(200);
    const game = await liveGame(own);
    await act(own.refereeClient, game.id, { type: 'scoringPlay', team: 'home', play: 'touchdown' });
    const ended = await act(own.refereeClient, game.id, { type: 'scoringPlay', team: 'home', play: 'pat1' });
    expect(ended.status).toBe('completed');
    const [touchdown, extraPoint, autoEnd] = (await history(game.id)).slice(-3);
    expect(touchdown).toMatchObject({ actor: { id: own.referee.id }, changes: { homeScore: [0, 6] } });
    expect(extraPoint).toMatchObject({ actor: { type: 'user', id: own.referee.id }, changes: { homeScore: [6, 7] } });
    expect(extraPoint!.changes.status).toBeUndefined();
    expect(autoEnd).toMatchObject({ via: 'console', actor: { type: 'system', id: null, name: 'System', reason: 'autoEnd' }, changes: { status: ['live', 'completed'], endReason: [null, 'mercy'] } });
  });

  it("a renamed field: its games follow the name with a new version and calendar SEQUENCE, and the admin's entry", async () => {
    const own = await staffedLeague(server);
    const game = await createGameVia(own.adminClient, own, { field: own.fieldName });
    const before = await rowOf(game.id);
    const [field] = await server.deps.db.select().from(fields).where(and(eq(fields.leagueId, own.league.id), eq(fields.name, own.fieldName)));
    expect((await own.adminClient.request('PATCH', `/api/fields/${field!.id}`, { name: 'North Park' })).status).toBe(200);
    const after = await rowOf(game.id);
    expect(after).toMatchObject({ field: 'North Park', version: before.version + 1, calendarSequence: before.calendarSequence + 1 });
    expect((await history(game.id)).at(-1)).toMatchObject({ via: 'field-rename', actor: { type: 'user', id: own.admin.id }, changes: { field: [own.fieldName, 'North Park'] } });
  });

  it("the league's defaults synced onto its scheduled games: the settings before and after, and only the games changed counted", async () => {
    const own = await staffedLeague(server);
    const game = await createGameVia(own.adminClient, own);
    const started = await liveGame(own);
    expect((await own.adminClient.request('PATCH', `/api/leagues/${own.league.id}`, { defaultPeriodDuration: 20 })).status).toBe(200);
    const synced = await own.adminClient.post<{ gamesUpdated: number }>(`/api/leagues/${own.league.slug}/sync-game-settings`, {});
    expect(synced.body).toEqual({ gamesUpdated: 1 });
    expect((await history(game.id)).at(-1)).toMatchObject({ via: 'league-defaults', actor: { id: own.admin.id }, changes: { periodDuration: [15, 20], timeRemainingMs: [900_000, 1_200_000] } });
    expect((await history(started.id)).map((entry) => entry.via)).not.toContain('league-defaults');
    // a second sync changes nothing
    expect((await own.adminClient.post(`/api/leagues/${own.league.slug}/sync-game-settings`, {})).body).toEqual({ gamesUpdated: 0 });
  });

  it("a rainout: the admin's cancellation through the rainout's door", async () => {
    const own = await staffedLeague(server, { timezone: 'America/New_York' });
    const game = await createGameVia(own.adminClient, own, { scheduledDate: '2031-06-07T14:00:00Z' });
    const body = { date: '2031-06-07', reschedule: null };
    const preview = await own.adminClient.post<RainoutDto>(`/api/leagues/${own.league.slug}/rainout/preview`, body);
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect((await own.adminClient.post(`/api/leagues/${own.league.slug}/rainout`, { ...body, preview: previewedPlan(preview.body) })).status).toBe(200);
    expect((await history(game.id)).at(-1)).toMatchObject({ via: 'rainout', actor: { type: 'user', id: own.admin.id }, changes: { status: ['scheduled', 'cancelled'] } });
  });

  it("a bracket's advance: the semifinal's result fills the final's side, the system's entry naming it", async () => {
    const own = await staffedLeague(server, { timezone: 'America/New_York' });
    const extra = await server.deps.db.insert(teams).values({ leagueId: own.league.id, name: 'Foxes' }).returning();
    const [field] = await server.deps.db.select().from(fields).where(eq(fields.leagueId, own.league.id));
    const seeds = [own.homeTeamId, own.awayTeamId, own.thirdTeamId, extra[0]!.id];
    const slots = ['09:00', '10:15', '11:30'].map((time) => ({ date: '2031-07-05', time, fieldId: field!.id }));
    const published = await own.adminClient.post<BracketAnswerDto>(`/api/leagues/${own.league.slug}/brackets`, { name: 'Cup', format: 'single', seedTeamIds: seeds, slots });
    expect(published.status, JSON.stringify(published.body)).toBe(201);
    const semifinal = published.body.games.find((g) => g.homeFrom === null && g.awayFrom === null)!;
    const final = published.body.games.find((g) => g.homeFrom !== null)!;
    expect((await history(final.id!)).map((entry) => entry.via)).toEqual(['create']);
    const done = await own.adminClient.request<GameDto>('PATCH', `/api/games/${semifinal.id}/state`, { status: 'completed', homeScore: 14, awayScore: 7 });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const advanced = (await history(final.id!)).at(-1)!;
    expect(advanced).toMatchObject({ via: 'bracket', actor: { type: 'system', reason: expect.stringMatching(/^bracket: the result of Semifinal/) } });
    expect(Object.values(advanced.changes)).toContainEqual([null, done.body.homeTeamId]);
  });

  it('a deleted game keeps its timeline, with the delete; no entry can be changed or deleted', async () => {
    const game = await createGameVia(s.adminClient, s);
    expect((await s.adminClient.request('DELETE', `/api/games/${game.id}`)).status).toBe(204);
    expect((await history(game.id)).map((entry) => [entry.via, entry.changes])).toEqual([
      ['create', expect.any(Object)],
      ['delete', { status: ['scheduled', 'deleted'] }],
    ]);
    // the trigger's refusal, as the driver wraps it
    const refusal = (query: Promise<unknown>) => query.then(() => 'written', (error: Error & { cause?: Error }) => error.cause?.message ?? error.message);
    expect(await refusal(server.deps.db.execute(sql`delete from game_history where game_id = ${game.id}`))).toMatch(/append-only: DELETE refused/);
    expect(await refusal(server.deps.db.execute(sql`update game_history set via = 'edit' where game_id = ${game.id}`))).toMatch(/append-only: UPDATE refused/);
    expect(await history(game.id)).toHaveLength(2);
  });
});
