import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameDto, GameEventDto, PublicGameDto } from '../../../common/schemas/games/dto';
import type { ScoringPlayDto, TeamStatsDto } from '../../../common/schemas/scoreboard';
import type { StandingsDto } from '../../../common/standings/rank';
import type { LeaderboardEntryDto } from '../../../common/schemas/fans';
import { divisions, fanProfiles, games, players, predictions, teams } from '../../db/schema';
import { rescoreGame } from '../fans/store';
import { ApiClient, buildUser, signIn, startTestServer, type TestServer } from '../../test/helpers';
import { leagueChannel } from '../../../common/schemas/live-protocol';
import { liveGame, openSocket, staffedLeague, subscribe, type Staffed } from '../games/test-fixtures';

// Issue 49 (decision 082): points by player in the team statistics, and an instructional division's
// scores kept off every public page and list while the console still keeps them.
let server: TestServer;
let clientDir: string;
const TEMPLATE = '<!doctype html><html lang="en"><head><meta name="description" content="The app." /><title>Flag Football League</title></head><body><div id="root"></div></body></html>';

beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ffl-client-'));
  fs.writeFileSync(path.join(clientDir, 'index.html'), TEMPLATE);
  server = await startTestServer({ build: { clientDir }, env: { RATE_LIMIT_PUBLIC_PER_MINUTE: '10000' } });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

const visitor = () => new ApiClient(server.url);
const act = (s: Staffed, id: number, action: Record<string, unknown>) => s.refereeClient.post<GameDto>(`/api/games/${id}/actions`, action);

// a division of the league with the given teams in it (its flags set in the database, as the PATCH will)
async function divisionWith(s: Staffed, teamIds: number[], flags: { instructional?: boolean; publicPlayerNames?: boolean } = {}) {
  const [division] = await server.deps.db.insert(divisions).values({ leagueId: s.league.id, name: `Division ${teamIds.join('-')}`, ...flags }).returning();
  await server.deps.db.update(teams).set({ divisionId: division!.id }).where(inArray(teams.id, teamIds));
  return division!;
}

describe('points by player (issue 49)', () => {
  it('lists the season\'s scorers by jersey from live and completed games, undone plays left out, named by the roster', async () => {
    const s = await staffedLeague(server);
    const division = await divisionWith(s, [s.homeTeamId, s.awayTeamId]);
    await server.deps.db.insert(players).values([
      { leagueId: s.league.id, teamId: s.homeTeamId, firstName: 'Isaac', lastName: 'Lopez', jerseyNumber: 12, birthDate: '2014-03-02' },
      // #7 plays for the other team: on no roster of the Hawks
      { leagueId: s.league.id, teamId: s.awayTeamId, firstName: 'Noah', lastName: 'Park', jerseyNumber: 7 },
    ]);
    const game = await liveGame(s);
    for (const action of [
      { type: 'scoringPlay', team: 'home', play: 'touchdown', jersey: '12' },
      { type: 'scoringPlay', team: 'home', play: 'pat1', jersey: '7' },
      { type: 'scoringPlay', team: 'home', play: 'touchdown', jersey: '12' },
      { type: 'scoringPlay', team: 'away', play: 'safety', jersey: '7' },
      { type: 'scoringPlay', team: 'home', play: 'pat2' },
      { type: 'scoringPlay', team: 'home', play: 'touchdown', jersey: '3' },
    ]) expect((await act(s, game.id, action)).status).toBe(200);
    // the TD of #3 was a mistake: undone, it counts for nobody
    const events = (await s.refereeClient.get<GameEventDto[]>(`/api/games/${game.id}/events`)).body;
    const mistake = events.find((e) => e.jersey === '3')!;
    const undone = await s.adminClient.post(`/api/games/${game.id}/actions`, { type: 'undo', eventId: mistake.id });
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);

    const path = `/api/leagues/${s.league.slug}/teams/${s.homeTeamId}/stats`;
    const stats = (await visitor().get<TeamStatsDto>(path)).body;
    expect(stats.scoresKept).toBe(true);
    expect(stats.scorers).toEqual([
      { jerseyNumber: 12, name: 'Isaac L.', touchdowns: 2, pat1: 0, pat2: 0, safeties: 0, points: 12 },
      { jerseyNumber: 7, name: '#7', touchdowns: 0, pat1: 1, pat2: 0, safeties: 0, points: 1 },
    ]);
    expect(JSON.stringify(stats)).not.toMatch(/Lopez|2014/);
    const bears = (await visitor().get<TeamStatsDto>(`/api/leagues/${s.league.slug}/teams/${s.awayTeamId}/stats`)).body;
    expect(bears.scorers).toEqual([{ jerseyNumber: 7, name: 'Noah P.', touchdowns: 0, pat1: 0, pat2: 0, safeties: 1, points: 2 }]);

    // a division that hides names shows numbers only
    await server.deps.db.update(divisions).set({ publicPlayerNames: false }).where(eq(divisions.id, division.id));
    expect((await visitor().get<TeamStatsDto>(path)).body.scorers.map((line) => line.name)).toEqual(['#12', '#7']);
  });
});

describe('an instructional division (issue 49, decision 082)', () => {
  it('keeps its live game\'s score off the public API, the scoring plays and the page, and the console still keeps it', async () => {
    const s = await staffedLeague(server);
    await divisionWith(s, [s.homeTeamId, s.awayTeamId], { instructional: true });
    const game = await liveGame(s);
    expect((await act(s, game.id, { type: 'scoringPlay', team: 'home', play: 'touchdown', jersey: '12' })).body.homeScore).toBe(6);
    expect((await act(s, game.id, { type: 'scoringPlay', team: 'away', play: 'touchdown', jersey: '4' })).body.awayScore).toBe(6);
    expect((await act(s, game.id, { type: 'scoringPlay', team: 'home', play: 'pat2', jersey: '12' })).body.homeScore).toBe(8);

    // the referee's console (signed in) keeps the score
    expect((await s.refereeClient.get<GameDto>(`/api/games/${game.id}`)).body).toMatchObject({ homeScore: 8, awayScore: 6 });

    const listed = (await visitor().get<PublicGameDto[]>(`/api/leagues/${s.league.slug}/public/games?status=live`)).body;
    expect(listed).toHaveLength(1);
    // the game and its clock are there, the score is not
    expect(listed[0]).toMatchObject({ id: game.id, status: 'live', scoresHidden: true, homeScore: 0, awayScore: 0, mercy: null, timeRemaining: expect.any(Number) });
    expect((await visitor().get<ScoringPlayDto[]>(`/api/leagues/${s.league.slug}/public/games/${game.id}/scoring-plays`)).body).toEqual([]);

    const page = await fetch(`${server.url}/${s.league.slug}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<title>LIVE Hawks vs Bears');
    expect(html).toContain('No score kept');
    expect(html).not.toMatch(/8-6|"homeScore":8/);
    expect(html).toContain('"scoresHidden":true');

    // the league channel (the public boards) hears the game without its score or its plays
    const socket = await openSocket(server.url);
    await subscribe(socket, leagueChannel(s.league.slug));
    expect((await act(s, game.id, { type: 'scoringPlay', team: 'away', play: 'pat1', jersey: '4' })).body.awayScore).toBe(7);
    const pushed = await socket.next((m) => m.type === 'gameUpdated' && m.data.id === game.id && m.data.version > 3);
    expect(pushed.data).toMatchObject({ scoresHidden: true, homeScore: 0, awayScore: 0 });
    expect(pushed.data).not.toHaveProperty('plays');
    await new Promise((r) => setTimeout(r, 100));
    expect(socket.messages.filter((m) => m.type === 'eventCreated')).toEqual([]);
    socket.close();

    // the team statistics answer no numbers
    const stats = (await visitor().get<TeamStatsDto>(`/api/leagues/${s.league.slug}/teams/${s.homeTeamId}/stats`)).body;
    expect(stats).toMatchObject({ scoresKept: false, scorers: [], wins: 0, pointsFor: 0, gamesPlayed: 0, playoffGames: [] });
  });

  it('leaves its teams out of the standings and its completed games out of the other teams\' records', async () => {
    const s = await staffedLeague(server);
    const instructional = await divisionWith(s, [s.homeTeamId, s.awayTeamId], { instructional: true });
    const base = { leagueId: s.league.id, scheduledDate: new Date('2026-09-05T15:00:00Z'), status: 'completed' as const };
    await server.deps.db.insert(games).values([
      { ...base, homeTeamId: s.homeTeamId, awayTeamId: s.awayTeamId, homeScore: 21, awayScore: 14 },
      // a crossover with the Owls (no division): its score would tell the Hawks'
      { ...base, homeTeamId: s.thirdTeamId, awayTeamId: s.homeTeamId, homeScore: 7, awayScore: 28 },
    ]);
    const standings = (await visitor().get<StandingsDto>(`/api/leagues/${s.league.slug}/standings`)).body;
    expect(standings.rows.map((row) => row.team.name)).toEqual(['Owls']);
    expect(standings.rows[0]).toMatchObject({ wins: 0, losses: 0 });
    expect(standings.divisions.map((d) => d.id)).not.toContain(instructional.id);
    expect((await visitor().get(`/api/leagues/${s.league.slug}/teams/${s.thirdTeamId}/record`)).body).toEqual({ wins: 0, losses: 0, ties: 0 });
    expect((await visitor().get(`/api/leagues/${s.league.slug}/teams/${s.homeTeamId}/record`)).body).toEqual({ wins: 0, losses: 0, ties: 0 });
    const completed = (await visitor().get<PublicGameDto[]>(`/api/leagues/${s.league.slug}/public/games?status=completed`)).body;
    expect(completed.map((g) => [g.scoresHidden, g.homeScore, g.awayScore])).toEqual([
      [true, 0, 0],
      [true, 0, 0],
    ]);
  });

  it('takes no prediction on its games (409) and scores none on the leaderboard', async () => {
    const s = await staffedLeague(server);
    await divisionWith(s, [s.homeTeamId, s.awayTeamId], { instructional: true });
    const [upcoming] = await server.deps.db
      .insert(games)
      .values({ leagueId: s.league.id, homeTeamId: s.homeTeamId, awayTeamId: s.awayTeamId, scheduledDate: new Date(Date.now() + 3 * 86_400_000) })
      .returning();
    const fan = await signIn(server, await buildUser(server, { role: 'fan', league: s.league }));
    const refused = await fan.post<{ message: string }>(`/api/leagues/${s.league.slug}/fan/predictions`, { gameId: upcoming!.id, predictedWinnerId: s.homeTeamId, confidence: 70, predictedScore: { home: 14, away: 7 } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/instructional division/);
    // a game outside it still takes one
    const [owls2] = await server.deps.db.insert(teams).values({ leagueId: s.league.id, name: 'Owls II' }).returning();
    const [open] = await server.deps.db
      .insert(games)
      .values({ leagueId: s.league.id, homeTeamId: s.thirdTeamId, awayTeamId: owls2!.id, scheduledDate: new Date(Date.now() + 3 * 86_400_000) })
      .returning();
    const made = await fan.post(`/api/leagues/${s.league.slug}/fan/predictions`, { gameId: open!.id, predictedWinnerId: s.thirdTeamId, confidence: 70, predictedScore: { home: 14, away: 7 } });
    expect(made.status).toBe(201);

    // a prediction made before the division became instructional: its game completes, the pick stays
    // pending and counts no point
    const pointsNow = async () => (await fan.get<LeaderboardEntryDto[]>(`/api/leagues/${s.league.slug}/fan/leaderboard`)).body.map((entry) => entry.totalPoints);
    const before = await pointsNow();
    const [profile] = await server.deps.db.select().from(fanProfiles).where(eq(fanProfiles.leagueId, s.league.id));
    await server.deps.db.insert(predictions).values({ fanProfileId: profile!.id, gameId: upcoming!.id, leagueId: s.league.id, predictedWinnerId: s.homeTeamId, confidence: 90, predictedHomeScore: 14, predictedAwayScore: 7 });
    await server.deps.db.update(games).set({ status: 'completed', homeScore: 14, awayScore: 7 }).where(eq(games.id, upcoming!.id));
    await rescoreGame(server.deps.db, upcoming!.id, new Date());
    const [pick] = await server.deps.db.select().from(predictions).where(eq(predictions.gameId, upcoming!.id));
    expect(pick).toMatchObject({ isCorrect: null, points: 0 });
    expect(await pointsNow()).toEqual(before);
  });
});
