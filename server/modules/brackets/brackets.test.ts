// Issue 36: the bracket routes as an admin, a referee, a fan and a visitor meet them: preview and
// publish (seeds, byes, slots, Idempotency-Key), the public reads, delete, and advancing through the
// games module's writes (single elimination of 6 with byes, double of 4 with the reset, overtime,
// edits before and after the fed game started), with every refusal.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRACKETS_TEXT } from '../../../common/brackets/texts';
import { GAME_REFUSAL_TEXT } from '../../../common/game-rules';
import type { BracketAnswerDto, BracketBodyInput, BracketListItemDto, BracketViewDto } from '../../../common/schemas/brackets';
import type { GameDto } from '../../../common/schemas/games/dto';
import { GAMES_TEXT } from '../../../common/schemas/games/texts';
import type { TeamStatsDto } from '../../../common/schemas/scoreboard';
import type { StandingsDto } from '../../../common/standings/rank';
import { SERVER_TEXT } from '../../../common/texts';
import { brackets, fields, games, teams } from '../../db/schema';
import { ApiClient, buildGame, buildLeague, buildUser, signIn, startTestServer, type TestServer } from '../../test/helpers';
import type { League } from '../leagues/store';
import { BRACKET_TEXT } from './texts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Six = { league: League; admin: ApiClient; referee: ApiClient; teamIds: number[]; fieldIds: number[] };

// 6 teams (T1..T6) and 2 fields in New York
async function leagueOfSix(): Promise<Six> {
  const league = await buildLeague(server, { timezone: 'America/New_York' });
  const admin = await signIn(server, await buildUser(server, { role: 'admin', league }), league.slug);
  const referee = await signIn(server, await buildUser(server, { role: 'referee', league }), league.slug);
  const teamRows = await server.deps.db.insert(teams).values(Array.from({ length: 6 }, (_, i) => ({ leagueId: league.id, name: `T${i + 1}` }))).returning();
  const fieldRows = await server.deps.db.insert(fields).values(['Field 1', 'Field 2'].map((name) => ({ leagueId: league.id, name }))).returning();
  return { league, admin, referee, teamIds: teamRows.map((t) => t.id), fieldIds: fieldRows.map((f) => f.id) };
}

// A Saturday's slots: both fields at 9:00, 10:15, 11:30, 12:45 and 14:00 (a game lasts 65 min)
const saturday = (s: Six, date = '2030-06-01') => ['09:00', '10:15', '11:30', '12:45', '14:00'].flatMap((time) => s.fieldIds.map((fieldId) => ({ date, time, fieldId })));
const single6 = (s: Six, extra: Partial<BracketBodyInput> = {}): BracketBodyInput => ({ name: 'Spring playoffs', format: 'single', seedTeamIds: s.teamIds, slots: saturday(s), ...extra });
const double4 = (s: Six, extra: Partial<BracketBodyInput> = {}): BracketBodyInput => ({ name: 'Cup', format: 'double', seedTeamIds: s.teamIds.slice(0, 4), slots: saturday(s), ...extra });
const bracketsPath = (s: Six) => `/api/leagues/${s.league.slug}/brackets`;

async function publish(s: Six, body: BracketBodyInput): Promise<BracketAnswerDto> {
  const res = await s.admin.post<BracketAnswerDto>(bracketsPath(s), body);
  if (res.status !== 201) throw new Error(`publish failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

const idOf = (answer: BracketAnswerDto, key: string) => answer.games.find((g) => g.key === key)!.id!;
const getGame = async (s: Six, id: number) => (await s.admin.get<GameDto>(`/api/games/${id}`)).body;
// the admin's edit: the final score, completed
const complete = (s: Six, id: number, homeScore: number, awayScore: number) => s.admin.request<GameDto & { message: string }>('PATCH', `/api/games/${id}/state`, { status: 'completed', homeScore, awayScore });
async function completed(s: Six, id: number, homeScore: number, awayScore: number): Promise<GameDto> {
  const res = await complete(s, id, homeScore, awayScore);
  if (res.status !== 200) throw new Error(`complete failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}
const act = (client: ApiClient, id: number, action: Record<string, unknown>) => client.post<GameDto & { message: string }>(`/api/games/${id}/actions`, action);

describe('preview and publish', () => {
  it('6 teams, single elimination: seeds 1 and 2 have the byes; preview writes nothing, publish writes it once per Idempotency-Key', async () => {
    const s = await leagueOfSix();
    const [t1, t2, t3, t4, t5, t6] = s.teamIds as [number, number, number, number, number, number];
    const preview = await s.admin.post<BracketAnswerDto>(`${bracketsPath(s)}/preview`, single6(s));
    expect(preview.status).toBe(200);
    expect(preview.body.bracket).toEqual({ name: 'Spring playoffs', format: 'single' });
    expect(preview.body.byes).toEqual([{ seed: 1, teamId: t1 }, { seed: 2, teamId: t2 }]);
    expect(preview.body.unscheduled).toEqual([]);
    const byKey = new Map(preview.body.games.map((g) => [g.key, g]));
    expect([...byKey.keys()]).toEqual(['W1-1', 'W1-2', 'W2-1', 'W2-2', 'W3-1']);
    expect(byKey.get('W1-1')).toMatchObject({ round: 1, roundName: 'Quarterfinal', homeSeed: 4, awaySeed: 5, homeTeamId: t4, awayTeamId: t5, homeFrom: null, awayFrom: null });
    expect(byKey.get('W1-2')).toMatchObject({ homeSeed: 3, awaySeed: 6, homeTeamId: t3, awayTeamId: t6 });
    expect(byKey.get('W2-1')).toMatchObject({ roundName: 'Semifinal', homeSeed: 1, homeTeamId: t1, awayTeamId: null, awayFrom: { key: 'W1-1', outcome: 'winner' } });
    expect(byKey.get('W3-1')).toMatchObject({ roundName: 'Final', homeTeamId: null, awayTeamId: null, homeFrom: { key: 'W2-1', outcome: 'winner' } });
    // league time: 9:00 in New York in June is 13:00 UTC; the semifinals wait for the quarterfinals (65 min)
    expect(byKey.get('W1-1')!.scheduledDate).toBe('2030-06-01T13:00:00.000Z');
    expect(byKey.get('W2-1')!.scheduledDate).toBe('2030-06-01T14:15:00.000Z');
    expect(byKey.get('W3-1')!.scheduledDate).toBe('2030-06-01T15:30:00.000Z');
    expect(await server.deps.db.select().from(brackets).where(eq(brackets.leagueId, s.league.id))).toHaveLength(0);

    const headers = { 'Idempotency-Key': `bracket-${s.league.id}` };
    const first = await s.admin.request<BracketAnswerDto>('POST', bracketsPath(s), single6(s), { headers });
    expect(first.status).toBe(201);
    const again = await s.admin.request<BracketAnswerDto>('POST', bracketsPath(s), single6(s), { headers });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(first.body.games.map(({ id: _id, ...g }) => g)).toEqual(preview.body.games);
    const rows = await server.deps.db.select().from(games).where(eq(games.leagueId, s.league.id));
    expect(rows).toHaveLength(5);

    // every game answer carries its bracket and the words for an unknown side
    const final = await getGame(s, idOf(first.body, 'W3-1'));
    expect(final).toMatchObject({
      homeTeamId: null,
      awayTeamId: null,
      homeTeam: null,
      bracket: { id: first.body.bracket.id, name: 'Spring playoffs', key: 'W3-1', round: 3, roundName: 'Final' },
      homeFrom: { key: 'W2-1', outcome: 'winner', label: 'Winner of Semifinal 1' },
      awayFrom: { key: 'W2-2', outcome: 'winner', label: 'Winner of Semifinal 2' },
      overtime: null,
    });
    const listed = await s.admin.get<GameDto[]>(`/api/leagues/${s.league.slug}/games`);
    expect(listed.body.filter((g) => g.bracket !== null)).toHaveLength(5);
    const board = await new ApiClient(server.url).get<GameDto[]>(`/api/leagues/${s.league.slug}/public/games`);
    expect(board.status).toBe(200);
    expect(board.body.find((g) => g.id === final.id)).toMatchObject({ homeTeam: null, homeFrom: { label: 'Winner of Semifinal 1' } });
    const csv = await s.admin.get<string>(`/api/leagues/${s.league.slug}/schedule.csv`);
    expect(csv.body).toContain('Winner of Semifinal 1,Winner of Semifinal 2');
  });

  it('seeds the top n of the standings (regular-season games only), and the league refuses a game on a taken field', async () => {
    const s = await leagueOfSix();
    const [t1, t2, t3] = s.teamIds as [number, number, number];
    const result = (home: number, away: number, homeScore: number, awayScore: number, day: number) =>
      buildGame(server, { league: s.league, homeTeamId: home, awayTeamId: away, values: { status: 'completed', homeScore, awayScore, scheduledDate: new Date(Date.UTC(2030, 4, day, 14)) } });
    await result(t3, t1, 14, 7, 1);
    await result(t3, t2, 21, 0, 2);
    await result(t1, t2, 7, 6, 3);
    // a game of the league on Field 1 at 9:00 that Saturday takes that slot
    await buildGame(server, { league: s.league, homeTeamId: s.teamIds[4], awayTeamId: s.teamIds[5], values: { field: 'Field 1', scheduledDate: new Date('2030-06-01T13:00:00Z') } });
    const answer = await publish(s, { name: 'Top two', format: 'single', teams: 2, slots: saturday(s) });
    expect(answer.games).toEqual([expect.objectContaining({ key: 'W1-1', homeSeed: 1, homeTeamId: t3, awaySeed: 2, awayTeamId: t1, fieldId: s.fieldIds[1], scheduledDate: '2030-06-01T13:00:00.000Z' })]);
    // the bracket game, once played, leaves the standings as they were
    const before = (await s.admin.get<StandingsDto>(`/api/leagues/${s.league.slug}/standings`)).body;
    await completed(s, idOf(answer, 'W1-1'), 0, 30);
    const after = (await s.admin.get<StandingsDto>(`/api/leagues/${s.league.slug}/standings`)).body;
    expect(after.rows).toEqual(before.rows);
    const tooMany = await s.admin.post<{ message: string }>(`${bracketsPath(s)}/preview`, { name: 'All', format: 'single', teams: 7, slots: saturday(s) });
    expect(tooMany.status).toBe(400);
  });

  it('too few slots: preview names the games without one, publish is 409 and writes nothing', async () => {
    const s = await leagueOfSix();
    const slots = saturday(s).slice(0, 4);
    const preview = await s.admin.post<BracketAnswerDto>(`${bracketsPath(s)}/preview`, single6(s, { slots }));
    expect(preview.status).toBe(200);
    expect(preview.body.unscheduled).toEqual([{ key: 'W3-1', name: 'Final', reason: BRACKETS_TEXT.noSlotLeft }]);
    const res = await s.admin.post<{ message: string }>(bracketsPath(s), single6(s, { slots }));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(BRACKET_TEXT.slotsShort('Final'));
    expect(await server.deps.db.select().from(games).where(eq(games.leagueId, s.league.id))).toHaveLength(0);
  });

  it('bad bodies are 400 with a message', async () => {
    const s = await leagueOfSix();
    const other = await leagueOfSix();
    for (const body of [
      {},
      { ...single6(s), format: 'triple' },
      { ...single6(s), teams: 4 },
      { ...single6(s), seedTeamIds: [s.teamIds[0]] },
      { ...single6(s), seedTeamIds: [s.teamIds[0], s.teamIds[0]] },
      { ...single6(s), slots: [] },
      { ...single6(s), slots: [{ date: '2030-02-30', time: '09:00', fieldId: s.fieldIds[0] }] },
      { ...double4(s), thirdPlace: true },
      { ...single6(s), seedTeamIds: [s.teamIds[0], other.teamIds[0]] },
      { ...single6(s), slots: [{ date: '2030-06-01', time: '09:00', fieldId: other.fieldIds[0] }] },
      { ...single6(s), seasonId: 999999 },
      { ...single6(s), divisionId: 999999 },
    ]) {
      for (const path of [`${bracketsPath(s)}/preview`, bracketsPath(s)]) {
        const res = await s.admin.post<{ message: string }>(path, body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(typeof res.body.message).toBe('string');
      }
    }
    const malformed = await s.admin.request<{ message: string }>('POST', bracketsPath(s), undefined, { rawBody: '{"name":' });
    expect(malformed.status).toBe(400);
    expect(await server.deps.db.select().from(games).where(eq(games.leagueId, s.league.id))).toHaveLength(0);
  });

  it('refuses referees, fans, visitors and another league\'s admin; archived 409, suspended 403 (the public reads too)', async () => {
    const s = await leagueOfSix();
    const answer = await publish(s, double4(s));
    const fan = await signIn(server, await buildUser(server, { role: 'fan', league: s.league }), s.league.slug);
    const visitor = new ApiClient(server.url);
    const other = await leagueOfSix();
    for (const path of [`${bracketsPath(s)}/preview`, bracketsPath(s)]) {
      expect((await s.referee.post(path, single6(s))).status).toBe(403);
      expect((await fan.post(path, single6(s))).status).toBe(403);
      expect((await visitor.post(path, single6(s))).status).toBe(401);
      const cross = await other.admin.post<{ message: string }>(path, single6(s));
      expect(cross.status).toBe(403);
      expect(cross.body.message).toBe(SERVER_TEXT.assignedLeagueOnly);
    }
    const del = `/api/brackets/${answer.bracket.id}`;
    expect((await s.referee.request('DELETE', del)).status).toBe(403);
    expect((await fan.request('DELETE', del)).status).toBe(403);
    expect((await visitor.request('DELETE', del)).status).toBe(401);
    expect((await other.admin.request('DELETE', del)).status).toBe(404);
    expect((await visitor.get<BracketListItemDto[]>(bracketsPath(s))).body).toEqual([{ id: answer.bracket.id, name: 'Cup', format: 'double', divisionId: null }]);

    // through the super admin's route, which tells the public reads' league cache
    const superAdmin = await signIn(server, await buildUser(server, { role: 'super_admin' }));
    const setStatus = async (status: string) => expect((await superAdmin.request('PATCH', `/api/leagues/${s.league.id}/status`, { status })).status).toBe(200);
    await setStatus('archived');
    for (const path of [`${bracketsPath(s)}/preview`, bracketsPath(s)]) expect((await s.admin.post(path, single6(s))).status).toBe(409);
    expect((await s.admin.request('DELETE', del)).status).toBe(409);
    expect((await visitor.get(del)).status).toBe(200);
    await setStatus('suspended');
    for (const path of [`${bracketsPath(s)}/preview`, bracketsPath(s)]) {
      const res = await s.admin.post<{ message: string }>(path, single6(s));
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(SERVER_TEXT.leagueSuspended);
    }
    expect((await visitor.get(bracketsPath(s))).status).toBe(403);
    expect((await visitor.get(del)).status).toBe(403);
    expect((await s.admin.request('DELETE', del)).status).toBe(403);
    expect(await server.deps.db.select().from(brackets).where(eq(brackets.leagueId, s.league.id))).toHaveLength(1);
    expect((await visitor.get('/api/brackets/999999')).status).toBe(404);
  });
});

describe('advancing', () => {
  it('single elimination of 6: each winner fills the waiting side at once; a game with an unknown side cannot start', async () => {
    const s = await leagueOfSix();
    const [t1, t2, t3, t4] = s.teamIds as [number, number, number, number];
    const answer = await publish(s, single6(s));
    const semi1 = idOf(answer, 'W2-1');
    const refused = await act(s.referee, semi1, { type: 'startGame' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(GAMES_TEXT.sidesUnknown('Winner of Quarterfinal 1'));
    expect((await getGame(s, semi1)).status).toBe('scheduled');

    await completed(s, idOf(answer, 'W1-1'), 14, 7);
    expect(await getGame(s, semi1)).toMatchObject({ homeTeamId: t1, awayTeamId: t4, awayTeam: { name: 'T4' } });
    await completed(s, idOf(answer, 'W1-2'), 0, 6);
    await completed(s, semi1, 20, 6);
    await completed(s, idOf(answer, 'W2-2'), 13, 12);
    const final = await getGame(s, idOf(answer, 'W3-1'));
    expect(final).toMatchObject({ homeTeamId: t1, awayTeamId: t2 });
    // the calendar revision rose with each team it got
    const [row] = await server.deps.db.select().from(games).where(eq(games.id, final.id));
    expect(row!.calendarSequence).toBe(2);
    await completed(s, final.id, 7, 0);
    const view = (await new ApiClient(server.url).get<BracketViewDto>(`/api/brackets/${answer.bracket.id}`)).body;
    expect(view.bracket).toEqual({ id: answer.bracket.id, name: 'Spring playoffs', format: 'single', divisionId: null, seasonId: null });
    expect(view.byes).toEqual([{ seed: 1, teamId: t1 }, { seed: 2, teamId: t2 }]);
    expect(view.games.map((g) => [g.key, g.status, g.homeTeamId, g.awayTeamId, g.homeScore, g.awayScore])).toEqual([
      ['W1-1', 'completed', t4, s.teamIds[4], 14, 7],
      ['W1-2', 'completed', t3, s.teamIds[5], 0, 6],
      ['W2-1', 'completed', t1, t4, 20, 6],
      ['W2-2', 'completed', t2, s.teamIds[5], 13, 12],
      ['W3-1', 'completed', t1, t2, 7, 0],
    ]);
    expect(view.games[2]).toMatchObject({ homeSeed: 1, awaySeed: null, fieldId: s.fieldIds[0], overtime: null });
    // the champion's statistics: no regular-season game counted, its playoff games listed apart
    const stats = (await new ApiClient(server.url).get<TeamStatsDto>(`/api/leagues/${s.league.slug}/teams/${t1}/stats`)).body;
    expect(stats).toMatchObject({ wins: 0, losses: 0, gamesPlayed: 0 });
    expect(stats.playoffGames.map((g) => [g.roundName, g.opponent, g.pointsFor, g.pointsAgainst, g.won])).toEqual([
      ['Semifinal', 'T4', 20, 6, true],
      ['Final', 'T2', 7, 0, true],
    ]);
  });

  it('an edited result moves the teams while the fed game has not started; after, 409 and nothing changes', async () => {
    const s = await leagueOfSix();
    const [t1, , , t4, t5] = s.teamIds as [number, number, number, number, number];
    const answer = await publish(s, single6(s));
    const quarter = idOf(answer, 'W1-1');
    const semi = idOf(answer, 'W2-1');
    await completed(s, quarter, 14, 7);
    expect((await getGame(s, semi)).awayTeamId).toBe(t4);
    await completed(s, quarter, 14, 21);
    expect((await getGame(s, semi)).awayTeamId).toBe(t5);
    expect((await act(s.referee, semi, { type: 'startGame' })).status).toBe(200);
    const late = await complete(s, quarter, 30, 0);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(BRACKETS_TEXT.fedGameStarted('Quarterfinal 1', 'Semifinal 1'));
    expect(await getGame(s, quarter)).toMatchObject({ homeScore: 14, awayScore: 21 });
    expect(await getGame(s, semi)).toMatchObject({ homeTeamId: t1, awayTeamId: t5 });
  });

  it('a tied bracket game goes to overtime; tries are PAT 1 or PAT 2 once a side a round; ending it tied another way is 409', async () => {
    const s = await leagueOfSix();
    const answer = await publish(s, single6(s));
    const id = idOf(answer, 'W1-1');
    expect((await act(s.referee, id, { type: 'startGame' })).status).toBe(200);
    const tied = await complete(s, id, 7, 7);
    expect(tied.status).toBe(409);
    expect(tied.body.message).toBe(GAME_REFUSAL_TEXT.playoffTied);
    for (let period = 1; period < 4; period++) expect((await act(s.referee, id, { type: 'nextPeriod' })).status).toBe(200);
    let game = (await act(s.referee, id, { type: 'nextPeriod' })).body;
    expect(game).toMatchObject({ status: 'live', overtime: { round: 1, tried: [] } });
    expect((await act(s.referee, id, { type: 'addScore', team: 'home', delta: 6 })).body.message).toBe(GAME_REFUSAL_TEXT.overtimeScoring);
    expect((await act(s.referee, id, { type: 'scoringPlay', team: 'home', play: 'touchdown' })).status).toBe(409);
    expect((await act(s.referee, id, { type: 'startClock' })).status).toBe(409);
    game = (await act(s.referee, id, { type: 'scoringPlay', team: 'home', play: 'pat2' })).body;
    expect(game).toMatchObject({ homeScore: 2, overtime: { round: 1, tried: ['home'] } });
    expect((await act(s.referee, id, { type: 'scoringPlay', team: 'home', play: 'pat1' })).status).toBe(409);
    expect((await act(s.referee, id, { type: 'scoringPlay', team: 'away', play: 'pat2' })).status).toBe(200);
    game = (await act(s.referee, id, { type: 'endOvertimeRound' })).body;
    expect(game).toMatchObject({ status: 'live', homeScore: 2, awayScore: 2, overtime: { round: 2, tried: [] } });
    expect((await act(s.referee, id, { type: 'scoringPlay', team: 'away', play: 'pat1' })).status).toBe(200);
    game = (await act(s.referee, id, { type: 'endOvertimeRound' })).body;
    expect(game).toMatchObject({ status: 'completed', homeScore: 2, awayScore: 3, overtime: null });
    expect((await getGame(s, idOf(answer, 'W2-1'))).awayTeamId).toBe(s.teamIds[4]);
    expect((await act(s.referee, id, { type: 'endOvertimeRound' })).status).toBe(409);
  });

  it('double elimination of 4: the losers drop, no team is out before two losses, the reset is played or cancelled', async () => {
    const s = await leagueOfSix();
    const [t1, t2, t3, t4] = s.teamIds as [number, number, number, number];
    const answer = await publish(s, double4(s));
    expect(answer.games.map((g) => [g.key, g.roundName])).toEqual([
      ['W1-1', 'Winners round 1'],
      ['W1-2', 'Winners round 1'],
      ['W2-1', 'Winners round 2'],
      ['L1-1', 'Losers round 1'],
      ['L2-1', 'Losers round 2'],
      ['GF', 'Grand final'],
      ['GF2', 'Grand final reset'],
    ]);
    await completed(s, idOf(answer, 'W1-1'), 10, 0); // 1 beats 4
    await completed(s, idOf(answer, 'W1-2'), 0, 10); // 3 beats 2
    expect(await getGame(s, idOf(answer, 'L1-1'))).toMatchObject({ homeTeamId: t4, awayTeamId: t2 });
    await completed(s, idOf(answer, 'W2-1'), 10, 0); // 1 beats 3
    await completed(s, idOf(answer, 'L1-1'), 0, 10); // 2 beats 4: 4 is out (two losses)
    expect(await getGame(s, idOf(answer, 'L2-1'))).toMatchObject({ homeTeamId: t2, awayTeamId: t3 });
    await completed(s, idOf(answer, 'L2-1'), 10, 0); // 2 beats 3: 3 is out
    const gf = idOf(answer, 'GF');
    const reset = idOf(answer, 'GF2');
    expect(await getGame(s, gf)).toMatchObject({ homeTeamId: t1, awayTeamId: t2 });
    // the losers' bracket's team wins: both have one loss, the reset is played
    await completed(s, gf, 0, 7);
    expect(await getGame(s, reset)).toMatchObject({ status: 'scheduled', homeTeamId: t2, awayTeamId: t1 });
    // corrected: the winners' bracket's team won; the reset is cancelled and empty
    await completed(s, gf, 7, 0);
    expect(await getGame(s, reset)).toMatchObject({ status: 'cancelled', homeTeamId: null, awayTeamId: null });
    // corrected back: it is played again
    await completed(s, gf, 0, 7);
    const played = await getGame(s, reset);
    expect(played).toMatchObject({ status: 'scheduled', homeTeamId: t2, awayTeamId: t1 });
    await completed(s, reset, 3, 0);
  });
});

describe('DELETE /api/brackets/{id}', () => {
  it('deletes the bracket and its games while none has started; 409 after', async () => {
    const s = await leagueOfSix();
    const first = await publish(s, single6(s));
    expect((await s.admin.request('DELETE', `/api/brackets/${first.bracket.id}`)).status).toBe(204);
    expect(await server.deps.db.select().from(games).where(eq(games.leagueId, s.league.id))).toHaveLength(0);
    expect((await s.admin.request('DELETE', `/api/brackets/${first.bracket.id}`)).status).toBe(404);
    const second = await publish(s, single6(s));
    expect((await act(s.referee, idOf(second, 'W1-1'), { type: 'startGame' })).status).toBe(200);
    const res = await s.admin.request<{ message: string }>('DELETE', `/api/brackets/${second.bracket.id}`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(BRACKET_TEXT.started('Quarterfinal 1'));
    expect(await server.deps.db.select().from(games).where(eq(games.leagueId, s.league.id))).toHaveLength(5);
  });
});
