// The final, signed by both coaches (issue 49, decision 081), on both databases, on an injected
// clock: a completed game is provisional and its coaches are mailed Agree and Protest links; both
// teams agreeing makes it final; a protest within the window makes it protested and the admin's
// ruling (upheld, new scores) changes the standings; a window that closes makes it final (the
// round at a chosen instant); a team answers once; a coach of another team is refused; the links
// are signed (an altered one is a 400) and answer on their POST only.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { GameDto } from '../../../common/schemas/games/dto';
import type { CoachHomeDto, ResultDto } from '../../../common/schemas/rosters';
import type { StandingsDto } from '../../../common/standings/rank';
import { gameHistory, games, mailOutbox, teamCoaches } from '../../db/schema';
import { ApiClient, buildUser, signIn, type TestServer } from '../../test/helpers';
import { createGameVia, staffedSuite, type Staffed } from '../games/test-fixtures';
import { closeProtestWindows } from './close-windows';

const PUBLIC_URL = 'https://leagues.example.org';
const HTML = { accept: 'text/html,application/xhtml+xml' };
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const HOUR = 3600_000;
const T0 = Date.parse('2031-05-01T12:00:00Z');
const clock = { ms: T0 };
const quiet = { info: () => {}, warn: () => {} };

type Answer = ResultDto & { message?: string };

describe('the final, signed by both coaches', () => {
  let server: TestServer;
  let s: Staffed;
  let home: ApiClient;
  let away: ApiClient;
  let other: ApiClient;
  let homeEmail: string;
  staffedSuite({ now: () => new Date(clock.ms), env: { PUBLIC_URL, PUBLIC_HOST_ALIASES: '127.0.0.1' } }, (suite) => {
    ({ server, s } = suite);
  });

  const coachOf = async (teamId: number): Promise<{ client: ApiClient; email: string }> => {
    const user = await buildUser(server, { role: 'coach', league: s.league });
    await server.deps.db.insert(teamCoaches).values({ teamId, userId: user.id, leagueId: s.league.id });
    return { client: await signIn(server, user, s.league.slug), email: user.email! };
  };

  // a game the admin records as completed with its score, now
  let day = 0;
  const completed = async (homeScore: number, awayScore: number): Promise<GameDto> => {
    const game = await createGameVia(s.adminClient, s, { scheduledDate: new Date(T0 - 30 * 24 * HOUR + ++day * 24 * HOUR).toISOString() });
    const res = await s.adminClient.request<GameDto>('PATCH', `/api/games/${game.id}/state`, { status: 'completed', homeScore, awayScore });
    expect(res.status).toBe(200);
    return res.body;
  };
  const agree = (client: ApiClient, id: number) => client.post<Answer>(`/api/games/${id}/result/agree`, {});
  const protest = (client: ApiClient, id: number, reason: string) => client.post<Answer>(`/api/games/${id}/result/protest`, { reason });
  const statusOf = async (id: number) => (await server.deps.db.select({ resultStatus: games.resultStatus }).from(games).where(eq(games.id, id)))[0]!.resultStatus;
  const standings = async () => (await s.adminClient.get<StandingsDto>(`/api/leagues/${s.league.slug}/standings`)).body;
  const rowOf = (dto: StandingsDto, teamId: number) => dto.rows.find((row) => row.team.id === teamId)!;

  it('setup: a coach of each team, and one of another team', async () => {
    ({ client: home, email: homeEmail } = await coachOf(s.homeTeamId));
    ({ client: away } = await coachOf(s.awayTeamId));
    ({ client: other } = await coachOf(s.thirdTeamId));
    // a signed-in user who coaches no team: his home is empty (the page says "You coach no team")
    expect((await s.refereeClient.get<CoachHomeDto>('/api/coaches/me')).body).toEqual({ teams: [], finals: [] });
    expect((await new ApiClient(server.url).get('/api/coaches/me')).status).toBe(401);
  });

  it('a completed game is provisional, its coaches mailed; both agree: final, through the games door', async () => {
    const game = await completed(14, 7);
    expect(game.resultStatus).toBe('provisional');
    const mails = (await server.deps.db.select().from(mailOutbox).where(and(eq(mailOutbox.toAddress, homeEmail), eq(mailOutbox.kind, 'result')))).filter((m) => m.subject.includes('14-7'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toMatch(/^Agree: .+\/api\/game-results\/agree\?final=/m);
    expect(mails[0]!.text).toMatch(/^Protest: .+\/api\/game-results\/protest\?final=/m);
    expect(rowOf(await standings(), s.homeTeamId).provisional).toBe(true);

    const coachHome = (await home.get<CoachHomeDto>('/api/coaches/me')).body;
    expect(coachHome.teams.map((t) => t.id)).toEqual([s.homeTeamId]);
    expect(coachHome.finals).toMatchObject([{ id: game.id, side: 'home', homeScore: 14, awayScore: 7, protestClosesAt: new Date(clock.ms + 24 * HOUR).toISOString() }]);

    const first = await agree(home, game.id);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ resultStatus: 'provisional', answers: [{ side: 'home', answer: 'agreed' }] });
    expect((await home.get<CoachHomeDto>('/api/coaches/me')).body.finals).toEqual([]);
    // a team answers once
    const again = await agree(home, game.id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Your team has already answered this result');
    // a coach of another team
    expect((await agree(other, game.id)).status).toBe(403);
    expect((await other.get(`/api/games/${game.id}/result`)).status).toBe(403);

    const second = await agree(away, game.id);
    expect(second.status).toBe(200);
    expect(second.body.resultStatus).toBe('final');
    expect(await statusOf(game.id)).toBe('final');
    const history = await server.deps.db.select().from(gameHistory).where(eq(gameHistory.gameId, game.id));
    expect(history.at(-1)).toMatchObject({ via: 'result' });
    expect(rowOf(await standings(), s.homeTeamId).provisional).toBe(false);
    // read by the admin and the referee
    expect((await s.adminClient.get<ResultDto>(`/api/games/${game.id}/result`)).body.answers).toHaveLength(2);
    expect((await s.refereeClient.get(`/api/games/${game.id}/result`)).status).toBe(403);
  });

  it('a protest within the window makes it protested; the ruling upheld with new scores changes the standings and mails both coaches', async () => {
    const game = await completed(21, 20);
    expect(rowOf(await standings(), s.homeTeamId).wins).toBe(2);
    expect((await protest(away, game.id, '')).status).toBe(400);
    const protested = await protest(away, game.id, 'The last touchdown was after the clock ran out');
    expect(protested.status).toBe(200);
    expect(protested.body.resultStatus).toBe('protested');
    // the other team's agree comes too late now
    expect((await agree(home, game.id)).status).toBe(409);
    const list = await s.adminClient.get<{ id: number; answers: { reason: string }[] }[]>(`/api/leagues/${s.league.slug}/protests`);
    expect(list.body.map((p) => p.id)).toEqual([game.id]);
    expect(list.body[0]!.answers[0]!.reason).toBe('The last touchdown was after the clock ran out');
    expect((await home.get(`/api/leagues/${s.league.slug}/protests`)).status).toBe(403);
    expect(rowOf(await standings(), s.awayTeamId).provisional).toBe(true);

    // only the admin rules; a denied ruling keeps the score
    expect((await home.post(`/api/games/${game.id}/result/rule`, { decision: 'upheld', homeScore: 14, awayScore: 20, note: 'x' })).status).toBe(403);
    expect((await s.adminClient.post(`/api/games/${game.id}/result/rule`, { decision: 'denied', homeScore: 1, note: 'x' })).status).toBe(400);
    expect((await s.adminClient.post(`/api/games/${game.id}/result/rule`, { decision: 'maybe', note: 'x' })).status).toBe(400);
    const ruled = await s.adminClient.post<Answer>(`/api/games/${game.id}/result/rule`, { decision: 'upheld', homeScore: 14, awayScore: 20, note: 'The clock had run out' });
    expect(ruled.status).toBe(200);
    expect(ruled.body).toMatchObject({ resultStatus: 'final', homeScore: 14, awayScore: 20, ruling: { decision: 'upheld', homeScore: 14, awayScore: 20 } });
    const table = await standings();
    expect(rowOf(table, s.homeTeamId)).toMatchObject({ wins: 1, losses: 1, provisional: false });
    expect(rowOf(table, s.awayTeamId)).toMatchObject({ wins: 1, losses: 1 });
    const rulings = (await server.deps.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'result'))).filter((m) => m.subject.startsWith('Protest upheld'));
    expect(rulings).toHaveLength(2);
    // ruled once
    expect((await s.adminClient.post(`/api/games/${game.id}/result/rule`, { decision: 'denied', note: 'again' })).status).toBe(409);
  });

  it("a window that closes without a protest makes it final (the round at an instant); a protest after it is refused", async () => {
    const game = await completed(7, 0);
    const start = clock.ms;
    await agree(home, game.id);
    expect(await closeProtestWindows(server.deps, new Date(start + 23.9 * HOUR), quiet)).toBe(0);
    expect(await statusOf(game.id)).toBe('provisional');
    clock.ms = start + 24 * HOUR;
    // the window closed: an answer is moot or late, even before the round
    const late = await protest(away, game.id, 'too late');
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('The result is already final');
    // two rounds at once (two instances): once
    const rounds = await Promise.all([closeProtestWindows(server.deps, new Date(clock.ms), quiet), closeProtestWindows(server.deps, new Date(clock.ms), quiet)]);
    expect(rounds.filter((n) => n === 1)).toHaveLength(1);
    expect(await statusOf(game.id)).toBe('final');
    const history = await server.deps.db.select().from(gameHistory).where(eq(gameHistory.gameId, game.id));
    expect(history.at(-1)).toMatchObject({ via: 'result' });
    // reopened: no result; completed again: provisional
    const reopened = await s.adminClient.request<GameDto>('PATCH', `/api/games/${game.id}/state`, { status: 'live' });
    expect(reopened.body.resultStatus).toBeNull();
  });

  it('the mail links are signed: an altered one is a 400; the GET asks, the POST agrees, then the link is gone', async () => {
    const game = await completed(3, 0);
    const mail = (await server.deps.db.select().from(mailOutbox).where(and(eq(mailOutbox.toAddress, homeEmail), eq(mailOutbox.kind, 'result')))).filter((m) => m.subject.includes('3-0')).at(-1)!;
    const link = (label: string) => mail.text.match(new RegExp(`^${label}: (\\S+)$`, 'm'))![1]!.replace(PUBLIC_URL, server.url);
    const agreeLink = link('Agree');
    const tampered = agreeLink.replace(/final=(\d+)/, (_m, id: string) => `final=${Number(id) + 1}`);
    expect((await fetch(tampered, { headers: HTML })).status).toBe(400);
    expect((await fetch(tampered)).status).toBe(400);
    const protestPage = await fetch(link('Protest'), { headers: HTML });
    expect(protestPage.status).toBe(200);
    expect(await protestPage.text()).toContain('<textarea id="reason" name="reason" required');
    const page = await fetch(agreeLink, { headers: HTML });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Agree with this result?');
    expect(await statusOf(game.id)).toBe('provisional');
    const press = (url: string, body = '') => fetch(url, { method: 'POST', headers: { ...HTML, ...FORM, origin: server.url }, body });
    const done = await press(agreeLink);
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('Your team agreed with the result');
    expect((await s.adminClient.get<ResultDto>(`/api/games/${game.id}/result`)).body.answers).toMatchObject([{ side: 'home', answer: 'agreed' }]);
    expect((await press(agreeLink)).status).toBe(410);
    expect((await press(link('Protest'), 'reason=no')).status).toBe(410);
  });
});
