import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AchievementDto, FanProfileDto, LeaderboardEntryDto, PredictionDto } from '../../../common/schemas/fans';
import { FAN } from '../../../common/constants';
import type { Role } from '../../../common/roles';
import { SERVER_TEXT } from '../../../common/texts';
import { fanProfiles, games, teams, users } from '../../db/schema';
import { ApiClient, buildLeague, buildUser, signIn, startTestServer, type TestServer } from '../../test/helpers';
import type { League } from '../leagues/store';
import type { GameDto } from '../../../common/schemas/games/dto';
import { createGameVia, staffedLeague } from '../games/test-fixtures';
import { rescoreGame } from './store';

let now = new Date('2026-10-01T12:00:00Z');
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ now: () => now });
});
afterAll(() => server.close());

async function leagueWithGames(count: number) {
  const league = await buildLeague(server);
  const [home, away] = await server.deps.db.insert(teams).values([{ leagueId: league.id, name: 'Hawks' }, { leagueId: league.id, name: 'Sharks' }]).returning();
  const values = Array.from({ length: count }, (_, i) => ({ leagueId: league.id, homeTeamId: home!.id, awayTeamId: away!.id, scheduledDate: new Date(now.getTime() + (i + 1) * 86400_000) }));
  const rows = values.length > 0 ? await server.deps.db.insert(games).values(values).returning() : [];
  return { league, home: home!, away: away!, games: rows };
}

async function fanOf(league: League) {
  const user = await buildUser(server, { role: 'fan', league });
  return signIn(server, user);
}

// Completes a game the way every path does: the row changes, then rescoreGame runs.
async function finish(gameId: number, homeScore: number, awayScore: number) {
  await server.deps.db.update(games).set({ status: 'completed', homeScore, awayScore }).where(eq(games.id, gameId));
  await rescoreGame(server.deps.db, gameId, now);
}

const predict = (client: ApiClient, league: League, body: Record<string, unknown>) => client.post<PredictionDto & { message: string }>(`/api/leagues/${league.slug}/fan/predictions`, body);

describe('fan profile', () => {
  it('is created on first use with the spec defaults and can be edited', async () => {
    const { league, home } = await leagueWithGames(0);
    const fan = await fanOf(league);
    const profile = await fan.get<FanProfileDto>(`/api/leagues/${league.slug}/fan/profile`);
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({ displayName: 'Test', level: 1, totalPoints: 0, favoriteTeamId: null, favoriteTeam: null, notificationPreferences: { gameReminders: true, scoreUpdates: true, teamNews: true, email: true, push: false } });
    const edited = await fan.request<FanProfileDto>('PATCH', `/api/leagues/${league.slug}/fan/profile`, { displayName: 'Sideline Sam', favoriteTeamId: home.id, notificationPreferences: { push: true } });
    expect(edited.body).toMatchObject({ displayName: 'Sideline Sam', favoriteTeam: { name: 'Hawks' }, notificationPreferences: { push: true, email: true } });
    const cleared = await fan.request<FanProfileDto>('PATCH', `/api/leagues/${league.slug}/fan/profile`, { favoriteTeamId: null });
    expect(cleared.body.favoriteTeam).toBeNull();
  });

  it('refuses a team of another league, unknown fields and another league', async () => {
    const a = await leagueWithGames(0);
    const b = await leagueWithGames(0);
    const fan = await fanOf(a.league);
    expect((await fan.request('PATCH', `/api/leagues/${a.league.slug}/fan/profile`, { favoriteTeamId: b.home.id })).status).toBe(400);
    expect((await fan.request('PATCH', `/api/leagues/${a.league.slug}/fan/profile`, { totalPoints: 9999 })).status).toBe(400);
    expect((await fan.request('PATCH', `/api/leagues/${a.league.slug}/fan/profile`, { displayName: ' ' })).status).toBe(400);
    const foreign = await fan.get(`/api/leagues/${b.league.slug}/fan/profile`);
    expect(foreign.status).toBe(403);
    expect((await new ApiClient(server.url).get(`/api/leagues/${a.league.slug}/fan/profile`)).status).toBe(401);
  });
});

describe('predictions', () => {
  it('one per fan and game, changeable until kickoff, then closed', async () => {
    const { league, home, away, games: [game] } = await leagueWithGames(1);
    const fan = await fanOf(league);
    const first = await predict(fan, league, { gameId: game!.id, predictedWinnerId: home.id, confidence: 70, predictedScore: { home: 21, away: 14 } });
    expect(first.status).toBe(201);
    const changed = await predict(fan, league, { gameId: game!.id, predictedWinnerId: away.id, confidence: 60, predictedScore: { home: 7, away: 13 } });
    expect(changed.status).toBe(201);
    const mine = await fan.get<PredictionDto[]>(`/api/leagues/${league.slug}/fan/predictions`);
    expect(mine.body).toHaveLength(1);
    expect(mine.body[0]).toMatchObject({ predictedWinner: { name: 'Sharks' }, confidence: 60, predictedScore: { home: 7, away: 13 }, isCorrect: null, points: 0 });

    const saved = now;
    now = new Date(game!.scheduledDate.getTime() + 1000);
    const late = await predict(fan, league, { gameId: game!.id, predictedWinnerId: home.id, confidence: 60, predictedScore: { home: 7, away: 3 } });
    now = saved;
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/Predictions are closed/);
  });

  it('refuses bad values, foreign games, live games and officials', async () => {
    const a = await leagueWithGames(2);
    const b = await leagueWithGames(1);
    const fan = await fanOf(a.league);
    const base = { gameId: a.games[0]!.id, predictedWinnerId: a.home.id, confidence: 50, predictedScore: { home: 14, away: 7 } };
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [{ ...base, confidence: 0 }, 400, /Confidence must be between 1 and 100/],
      [{ ...base, confidence: 101 }, 400, /between 1 and 100/],
      [{ ...base, predictedScore: { home: -1, away: 0 } }, 400, /0 or more/],
      [{ ...base, predictedScore: { home: 1.5, away: 0 } }, 400, /whole number/],
      [{ ...base, predictedWinnerId: b.home.id }, 400, /one of the game's two teams/],
      [{ ...base, predictedScore: { home: 7, away: 14 } }, 400, /winner ahead/],
      [{ ...base, gameId: b.games[0]!.id }, 404, /not found in this league/],
      [{ ...base, gameId: 'x' }, 400, /Game id/],
    ];
    for (const [body, status, message] of cases) {
      const res = await predict(fan, a.league, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.message).toMatch(message);
    }
    await server.deps.db.update(games).set({ status: 'live' }).where(eq(games.id, a.games[1]!.id));
    expect((await predict(fan, a.league, { ...base, gameId: a.games[1]!.id })).status).toBe(409);
    for (const role of ['referee', 'admin'] as const) {
      const official = await signIn(server, await buildUser(server, { role, league: a.league }));
      const res = await predict(official, a.league, base);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(SERVER_TEXT.fansOnly(role));
    }
  });
});

describe('staff (issue 14: no fan profile for staff)', () => {
  it('every fan call answers staff 403 with the fans-only message and makes no profile', async () => {
    const { league, home, games: upcoming } = await leagueWithGames(1);
    const referee = await buildUser(server, { role: 'referee', league });
    const demoted = await buildUser(server, { role: 'referee', league });
    const staff: [Role, ApiClient, number][] = [];
    for (const role of ['referee', 'admin'] as const) {
      const user = role === 'referee' ? referee : await buildUser(server, { role, league });
      staff.push([role, await signIn(server, user), user.id]);
    }
    const root = await buildUser(server, { role: 'super_admin' });
    staff.push(['super_admin', await signIn(server, root), root.id]);
    // pending accounts cannot sign in: one signed in as a referee and was then put back to pending
    const pendingClient = await signIn(server, demoted);
    await server.deps.db.update(users).set({ role: 'pending' }).where(eq(users.id, demoted.id));
    staff.push(['pending', pendingClient, demoted.id]);

    const base = `/api/leagues/${league.slug}/fan`;
    const prediction = { gameId: upcoming[0]!.id, predictedWinnerId: home.id, confidence: 50, predictedScore: { home: 7, away: 0 } };
    for (const [role, client] of staff) {
      for (const [method, path, body] of [
        ['GET', '/profile', undefined],
        ['PATCH', '/profile', { displayName: 'Staff' }],
        ['GET', '/predictions', undefined],
        ['POST', '/predictions', prediction],
        ['GET', '/leaderboard', undefined],
        ['GET', '/achievements', undefined],
      ] as const) {
        const res = await client.request(method, base + path, body);
        expect(res.status, `${role} ${method} ${path}`).toBe(403);
        expect(res.body.message).toBe(SERVER_TEXT.fansOnly(role));
      }
    }
    const made = await server.deps.db.select().from(fanProfiles).where(inArray(fanProfiles.userId, staff.map(([, , id]) => id)));
    expect(made).toEqual([]);
  });

  it('the leaderboard ranks fan accounts only, even when a staff member has a profile from before', async () => {
    const { league } = await leagueWithGames(0);
    const fan = await fanOf(league);
    const referee = await buildUser(server, { role: 'referee', league });
    // a profile made when the fan page still made one for anyone (or a fan since made referee)
    await server.deps.db.insert(fanProfiles).values({ leagueId: league.id, userId: referee.id, displayName: 'Old Referee Profile', totalPoints: 500, notificationPreferences: { ...FAN.defaultNotificationPreferences } });
    const board = await fan.get<LeaderboardEntryDto[]>(`/api/leagues/${league.slug}/fan/leaderboard`);
    expect(board.body.map((row) => row.displayName)).toEqual(['Test']);
    expect((await fan.get<FanProfileDto>(`/api/leagues/${league.slug}/fan/profile`)).body.rank).toBe(1);
  });
});

describe('scoring, leaderboard and achievements', () => {
  it('scores a season, re-scores a corrected final once, ranks ties and unlocks achievements', async () => {
    const { league, home, away, games: season } = await leagueWithGames(4);
    const ana = await fanOf(league);
    const ben = await fanOf(league);
    const cy = await fanOf(league);
    for (const game of season) {
      await predict(ana, league, { gameId: game.id, predictedWinnerId: home.id, confidence: 95, predictedScore: { home: 21, away: 14 } });
      await predict(ben, league, { gameId: game.id, predictedWinnerId: home.id, confidence: 95, predictedScore: { home: 21, away: 14 } });
    }
    await predict(cy, league, { gameId: season[0]!.id, predictedWinnerId: away.id, confidence: 50, predictedScore: { home: 0, away: 6 } });

    await finish(season[0]!.id, 21, 14); // exact for ana and ben: 10 + 19 + 25 = 54
    await finish(season[1]!.id, 28, 7); //  right winner: 29
    await finish(season[2]!.id, 14, 14); // tie: nobody is right
    await finish(season[3]!.id, 35, 0); //  right: 29 -> but the streak was broken by the tie

    const profile = await ana.get<FanProfileDto>(`/api/leagues/${league.slug}/fan/profile`);
    // predictions 54 + 29 + 0 + 29 = 112; achievements: first-prediction 5, first-correct 10,
    // exact-score 25, bold-call 15, rising-fan 10 (112 prediction points) = 65
    expect(profile.body).toMatchObject({ totalPoints: 177, level: 2, rank: 1, predictionsMade: 4 });
    const achievements = await ana.get<AchievementDto[]>(`/api/leagues/${league.slug}/fan/achievements`);
    expect(achievements.body.length).toBeGreaterThanOrEqual(8);
    expect(achievements.body.filter((a) => a.unlockedAt).map((a) => a.id).sort()).toEqual(['bold-call', 'exact-score', 'first-correct', 'first-prediction', 'rising-fan']);

    const board = await cy.get<LeaderboardEntryDto[]>(`/api/leagues/${league.slug}/fan/leaderboard`);
    expect(board.body.map((r) => [r.rank, r.totalPoints])).toEqual([[1, 177], [1, 177], [3, 5]]);

    // the tie is corrected to a home win: ana and ben gain 29 and the hot streak, exactly once
    await server.deps.db.update(games).set({ homeScore: 20 }).where(eq(games.id, season[2]!.id));
    await rescoreGame(server.deps.db, season[2]!.id, now);
    await rescoreGame(server.deps.db, season[2]!.id, now);
    const corrected = await ana.get<FanProfileDto>(`/api/leagues/${league.slug}/fan/profile`);
    expect(corrected.body.totalPoints).toBe(177 + 29 + 20);
    // and back to scheduled: its prediction is pending again
    await server.deps.db.update(games).set({ status: 'scheduled' }).where(eq(games.id, season[2]!.id));
    await rescoreGame(server.deps.db, season[2]!.id, now);
    const reopened = await ana.get<PredictionDto[]>(`/api/leagues/${league.slug}/fan/predictions`);
    expect(reopened.body.find((p) => p.gameId === season[2]!.id)).toMatchObject({ isCorrect: null, points: 0 });
  });

  it('a fan of league A sees nothing of league B', async () => {
    const a = await leagueWithGames(1);
    const b = await leagueWithGames(1);
    const fanB = await fanOf(b.league);
    await predict(fanB, b.league, { gameId: b.games[0]!.id, predictedWinnerId: b.home.id, confidence: 50, predictedScore: { home: 7, away: 0 } });
    const fanA = await fanOf(a.league);
    expect((await fanA.get(`/api/leagues/${b.league.slug}/fan/leaderboard`)).status).toBe(403);
    const own = await fanA.get<LeaderboardEntryDto[]>(`/api/leagues/${a.league.slug}/fan/leaderboard`);
    expect(own.body.every((row) => row.displayName === 'Test')).toBe(true);
    expect(own.body).toHaveLength(1);
    const rows = await server.deps.db.select().from(games).where(and(eq(games.leagueId, a.league.id)));
    expect(rows).toHaveLength(1);
  });
});

describe('completion by import', () => {
  it('a final score arriving in a Sports Connect file scores the predictions on that game', async () => {
    const league = await buildLeague(server);
    const admin = await signIn(server, await buildUser(server, { role: 'admin', league }));
    const upload = async (csv: string) => {
      const form = new FormData();
      form.append('leagueSlug', league.slug);
      form.append('csvFile', new Blob([csv]), 'week.csv');
      return fetch(`${server.url}/api/import/sports-connect`, { method: 'POST', body: form, headers: { cookie: admin.cookie! } });
    };
    const row = (scores: string) => `555,U10,1,Hawks,Sharks,12/05/2026,10:00 AM,,Field 1,,,,,,${scores}\r\n`;
    expect((await upload(row(','))).status).toBe(200);
    const [game] = await server.deps.db.select().from(games).where(eq(games.leagueId, league.id));
    const fan = await fanOf(league);
    expect((await predict(fan, league, { gameId: game!.id, predictedWinnerId: game!.awayTeamId, confidence: 50, predictedScore: { home: 6, away: 12 } })).status).toBe(201);
    expect((await upload(row('6,12'))).status).toBe(200);
    const [prediction] = (await fan.get<PredictionDto[]>(`/api/leagues/${league.slug}/fan/predictions`)).body;
    expect(prediction).toMatchObject({ isCorrect: true, points: 45 });
  });
});

describe('completion by the referee and the admin', () => {
  it('completing scores the predictions; reopening puts them back to pending', async () => {
    const staffed = await staffedLeague(server);
    const game = await createGameVia(staffed.adminClient, staffed, { scheduledDate: '2026-12-05T15:00:00.000Z' });
    const fan = await fanOf(staffed.league);
    expect((await predict(fan, staffed.league, { gameId: game.id, predictedWinnerId: staffed.homeTeamId, confidence: 100, predictedScore: { home: 14, away: 7 } })).status).toBe(201);

    const started = await staffed.refereeClient.post<GameDto>(`/api/games/${game.id}/actions`, { type: 'startGame' });
    expect(started.status).toBe(200);
    const finished = await staffed.adminClient.request<GameDto>('PATCH', `/api/games/${game.id}/state`, { status: 'completed', homeScore: 20, awayScore: 6, version: started.body.version });
    expect(finished.status).toBe(200);
    const [scored] = (await fan.get<PredictionDto[]>(`/api/leagues/${staffed.league.slug}/fan/predictions`)).body;
    expect(scored).toMatchObject({ isCorrect: true, points: 30 });

    const reopened = await staffed.adminClient.request<GameDto>('PATCH', `/api/games/${game.id}/state`, { status: 'live', version: finished.body.version });
    expect(reopened.status).toBe(200);
    const [pending] = (await fan.get<PredictionDto[]>(`/api/leagues/${staffed.league.slug}/fan/predictions`)).body;
    expect(pending).toMatchObject({ isCorrect: null, points: 0 });
    expect((await fan.get<FanProfileDto>(`/api/leagues/${staffed.league.slug}/fan/profile`)).body.totalPoints).toBe(5);
  });
});
