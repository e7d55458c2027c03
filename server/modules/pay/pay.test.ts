// Issue 48, pay: the rate of a line (the division's, the league's default, none), paid only for an
// approved report of a game whose console ran or that the admin marked as played off the console,
// no-shows unpaid, only accepted positions listed, the CSV (formula-safe), the official's own
// statement, and who may read what. The crews' and reports' rows are written straight into their
// tables (their modules write them in the app).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CrewPosition, CrewStatus } from '../../../common/crews/crew';
import type { ReportState } from '../../../common/crews/report';
import type { GameEventType } from '../../../common/game-rules/state';
import type { OffConsoleMarkDto, OwnPayDto, PayDto, PayLineDto } from '../../../common/schemas/crews';
import type { GameDto } from '../../../common/schemas/games/dto';
import { auditLog, divisions, gameCrew, gameEvents, gameReports, games, gamesPlayedOffConsole, teams } from '../../db/schema';
import { buildGame, buildUser, signIn, startTestServer, type ApiClient, type BuiltUser, type TestServer } from '../../test/helpers';
import type { GameRow } from '../games/store';
import { staffedLeague, type Staffed } from '../games/test-fixtures';

// the server's clock: after every kickoff of the suite (2026-05), before the console's game (2030)
const NOW = Date.parse('2026-07-01T12:00:00Z');

let server: TestServer;
let s: Staffed;
let second: BuiltUser;
let secondClient: ApiClient;
let divisionId: number;
let divisionHome: number;
beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(NOW) });
  s = await staffedLeague(server, { timezone: 'America/New_York' });
  second = await buildUser(server, { role: 'referee', league: s.league });
  secondClient = await signIn(server, second, s.league.slug);
  const [division] = await server.deps.db.insert(divisions).values({ leagueId: s.league.id, name: 'U12' }).returning();
  divisionId = division!.id;
  const [team] = await server.deps.db.insert(teams).values({ leagueId: s.league.id, name: 'Falcons', divisionId }).returning();
  divisionHome = team!.id;
  const res = await s.adminClient.request('PATCH', `/api/leagues/${s.league.id}`, {
    currency: 'EUR',
    payRates: [
      { divisionId: null, position: 'referee', cents: 3000 },
      { divisionId: null, position: 'second', cents: 2000 },
      { divisionId, position: 'referee', cents: 4500 },
    ],
  });
  expect(res.status).toBe(200);
});
afterAll(() => server.close());

let day = 0;
// A game of the league on its own day of May 2026 (14:00 New York), between two of its teams.
async function game(values: Partial<typeof games.$inferInsert> = {}, homeTeamId = s.homeTeamId): Promise<GameRow> {
  day += 1;
  const scheduledDate = new Date(Date.UTC(2026, 4, day, 18));
  return buildGame(server, { league: s.league, homeTeamId, awayTeamId: s.awayTeamId, values: { status: 'completed', scheduledDate, ...values } });
}

async function crew(g: { id: number }, position: CrewPosition, refereeId: number, status: CrewStatus = 'accepted'): Promise<void> {
  const at = new Date(NOW);
  await server.deps.db
    .insert(gameCrew)
    .values({ gameId: g.id, leagueId: s.league.id, position, refereeId, status, offeredAt: at, answeredAt: status === 'offered' ? null : at })
    .onConflictDoUpdate({ target: [gameCrew.gameId, gameCrew.position], set: { refereeId, status } });
}

async function report(g: { id: number }, state: ReportState, noShows: CrewPosition[] = []): Promise<void> {
  const at = new Date(NOW);
  await server.deps.db
    .insert(gameReports)
    .values({ gameId: g.id, leagueId: s.league.id, authorId: s.referee.id, authorName: 'Test referee', sportsmanshipHome: 4, sportsmanshipAway: 5, noShows, fieldCondition: 'good', state, submittedAt: at, updatedAt: at });
}

async function event(g: { id: number }, eventType: GameEventType): Promise<void> {
  await server.deps.db.insert(gameEvents).values({ gameId: g.id, period: 1, timeRemaining: 600, eventType, points: eventType === 'score' ? 6 : null, homeScore: 6, awayScore: 0 });
}

// A game whose referee is paid unless the test changes one thing: accepted, approved, console ran.
async function paidGame(values: Partial<typeof games.$inferInsert> = {}, homeTeamId?: number): Promise<GameRow> {
  const g = await game(values, homeTeamId);
  await crew(g, 'referee', s.referee.id);
  await report(g, 'approved');
  await event(g, 'score');
  return g;
}

const MAY = 'from=2026-05-01&to=2026-05-31';

async function pay(client: ApiClient = s.adminClient, query = MAY): Promise<PayDto> {
  const res = await client.get<PayDto>(`/api/leagues/${s.league.slug}/pay?${query}`);
  expect(res.status).toBe(200);
  return res.body;
}

function lineOf(dto: PayDto, gameId: number, position: CrewPosition = 'referee'): PayLineDto | undefined {
  return dto.referees.flatMap((r) => r.lines).find((line) => line.game.id === gameId && line.position === position);
}

describe('GET /api/leagues/{slug}/pay: the rate of a line', () => {
  it("takes the division's rate, else the league's default, else none (noRate)", async () => {
    const inDivision = await paidGame({}, divisionHome);
    const elsewhere = await paidGame();
    await crew(elsewhere, 'line', second.id);
    const dto = await pay();
    expect(lineOf(dto, inDivision.id)).toMatchObject({ rateCents: 4500, amountCents: 4500, unpaidReason: null, consoleRan: true, reportState: 'approved', game: { divisionId } });
    expect(lineOf(dto, elsewhere.id)).toMatchObject({ rateCents: 3000, amountCents: 3000, unpaidReason: null });
    expect(lineOf(dto, elsewhere.id, 'line')).toMatchObject({ rateCents: 0, amountCents: 0, unpaidReason: 'noRate' });
    expect(dto.currency).toBe('EUR');
  });
});

describe('paid only for an approved report of a game whose console ran', () => {
  it('says why a line is not paid: no report, a report not approved, a console that did not run', async () => {
    const noReport = await game();
    await crew(noReport, 'referee', s.referee.id);
    await event(noReport, 'score');
    const submitted = await game();
    await crew(submitted, 'referee', s.referee.id);
    await report(submitted, 'submitted');
    await event(submitted, 'time');
    const returned = await game();
    await crew(returned, 'referee', s.referee.id);
    await report(returned, 'returned');
    await event(returned, 'score');
    const noConsole = await game();
    await crew(noConsole, 'referee', s.referee.id);
    await report(noConsole, 'approved');
    // an admin's correction of the final score is not the console
    await event(noConsole, 'correction');
    const dto = await pay();
    expect(lineOf(dto, noReport.id)).toMatchObject({ amountCents: 0, unpaidReason: 'noReport', reportState: null, consoleRan: true });
    expect(lineOf(dto, submitted.id)).toMatchObject({ amountCents: 0, unpaidReason: 'reportNotApproved', reportState: 'submitted' });
    expect(lineOf(dto, returned.id)).toMatchObject({ amountCents: 0, unpaidReason: 'reportNotApproved', reportState: 'returned' });
    expect(lineOf(dto, noConsole.id)).toMatchObject({ amountCents: 0, unpaidReason: 'consoleNotRun', consoleRan: false, playedOffConsole: false, rateCents: 3000 });
  });

  it('counts a game run on the real console (started, scored, finished by its referee)', async () => {
    const created = await s.adminClient.post<GameDto>('/api/games', { homeTeamId: s.homeTeamId, awayTeamId: s.thirdTeamId, scheduledDate: '2030-03-02T15:00:00.000Z', refereeId: s.referee.id });
    expect(created.status).toBe(201);
    const id = created.body.id;
    // the games module offered him the referee position; he accepted it (the crews module's write)
    await server.deps.db.update(gameCrew).set({ status: 'accepted' }).where(and(eq(gameCrew.gameId, id), eq(gameCrew.position, 'referee')));
    expect((await s.refereeClient.post(`/api/games/${id}/actions`, { type: 'startGame' })).status).toBe(200);
    let dto = await pay(s.adminClient, 'from=2030-03-01&to=2030-03-31');
    expect(lineOf(dto, id)).toMatchObject({ consoleRan: true, unpaidReason: 'noReport' });
    expect((await s.refereeClient.post(`/api/games/${id}/actions`, { type: 'addScore', team: 'home', delta: 6 })).status).toBe(200);
    await report({ id }, 'approved');
    dto = await pay(s.adminClient, 'from=2030-03-01&to=2030-03-31');
    expect(lineOf(dto, id)).toMatchObject({ consoleRan: true, unpaidReason: null, amountCents: 3000 });
  });

  it('unpays the position the report names as a no-show, and pays the rest of the crew', async () => {
    const g = await paidGame();
    await crew(g, 'second', second.id);
    await server.deps.db.update(gameReports).set({ noShows: ['second'] }).where(eq(gameReports.gameId, g.id));
    const dto = await pay();
    expect(lineOf(dto, g.id)).toMatchObject({ amountCents: 3000, unpaidReason: null });
    expect(lineOf(dto, g.id, 'second')).toMatchObject({ rateCents: 2000, amountCents: 0, unpaidReason: 'noShow' });
  });

  it('lists only accepted positions of games not cancelled, within the period in league days', async () => {
    const offered = await paidGame();
    await crew(offered, 'second', second.id, 'offered');
    const declined = await game();
    await crew(declined, 'referee', s.referee.id, 'declined');
    const cancelled = await paidGame({ status: 'cancelled' });
    // 23:30 on May 31st in New York is already June 1st in UTC: May's
    const lateMay = await paidGame({ scheduledDate: new Date('2026-06-01T03:30:00Z') });
    // 00:30 on June 1st in New York: June's
    const earlyJune = await paidGame({ scheduledDate: new Date('2026-06-01T04:30:00Z') });
    const dto = await pay();
    expect(lineOf(dto, offered.id)).toBeDefined();
    expect(lineOf(dto, offered.id, 'second')).toBeUndefined();
    expect(lineOf(dto, declined.id)).toBeUndefined();
    expect(lineOf(dto, cancelled.id)).toBeUndefined();
    expect(lineOf(dto, lateMay.id)).toBeDefined();
    expect(lineOf(dto, earlyJune.id)).toBeUndefined();
    expect(lineOf(await pay(s.adminClient, 'from=2026-06-01&to=2026-06-01'), earlyJune.id)).toBeDefined();
  });

  it("totals each official's amounts and the league's", async () => {
    const dto = await pay();
    for (const official of dto.referees) expect(official.totalCents).toBe(official.lines.reduce((sum, line) => sum + line.amountCents, 0));
    expect(dto.totalCents).toBe(dto.referees.reduce((sum, r) => sum + r.totalCents, 0));
    expect(dto.totalCents).toBeGreaterThan(0);
    expect(dto.referees.map((r) => r.refereeId).sort()).toEqual([s.referee.id, second.id].sort());
    expect(dto).toMatchObject({ from: '2026-05-01', to: '2026-05-31' });
  });
});

describe('POST /api/games/{id}/played-off-console', () => {
  it('makes a game whose console did not run payable, recorded with who, audited, a second call updating the note', async () => {
    const g = await game();
    await crew(g, 'referee', s.referee.id);
    await report(g, 'approved');
    expect(lineOf(await pay(), g.id)).toMatchObject({ unpaidReason: 'consoleNotRun' });
    const res = await s.adminClient.post<OffConsoleMarkDto>(`/api/games/${g.id}/played-off-console`, { note: 'tablet died' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ gameId: g.id, byName: 'Test admin', note: 'tablet died', at: new Date(NOW).toISOString() });
    expect(lineOf(await pay(), g.id)).toMatchObject({ playedOffConsole: true, consoleRan: false, unpaidReason: null, amountCents: 3000 });
    const again = await s.adminClient.post<OffConsoleMarkDto>(`/api/games/${g.id}/played-off-console`, { note: 'no signal' });
    expect(again.status).toBe(200);
    const rows = await server.deps.db.select().from(gamesPlayedOffConsole).where(eq(gamesPlayedOffConsole.gameId, g.id));
    expect(rows).toEqual([expect.objectContaining({ leagueId: s.league.id, byUserId: s.admin.id, byName: 'Test admin', note: 'no signal' })]);
    const audits = await server.deps.db.select().from(auditLog).where(and(eq(auditLog.targetType, 'game'), eq(auditLog.targetId, String(g.id))));
    expect(audits.map((a) => a.action)).toEqual(['game.played-off-console', 'game.played-off-console']);
    expect(audits[0]).toMatchObject({ actorUserId: s.admin.id, leagueId: s.league.id });
  });

  it('takes the mark back with DELETE (idempotent), audited', async () => {
    const g = await game();
    await crew(g, 'referee', s.referee.id);
    await report(g, 'approved');
    expect((await s.adminClient.post(`/api/games/${g.id}/played-off-console`)).status).toBe(200);
    expect((await s.adminClient.request('DELETE', `/api/games/${g.id}/played-off-console`)).status).toBe(204);
    expect((await s.adminClient.request('DELETE', `/api/games/${g.id}/played-off-console`)).status).toBe(204);
    expect(lineOf(await pay(), g.id)).toMatchObject({ playedOffConsole: false, unpaidReason: 'consoleNotRun' });
    const audits = await server.deps.db.select().from(auditLog).where(and(eq(auditLog.targetType, 'game'), eq(auditLog.targetId, String(g.id))));
    expect(audits.map((a) => a.action)).toEqual(['game.played-off-console', 'game.played-off-console-removed']);
  });

  it('marks a scheduled game whose kickoff has passed, not one still to come, a live one or a cancelled one (409)', async () => {
    expect((await s.adminClient.post(`/api/games/${(await game({ status: 'scheduled' })).id}/played-off-console`, {})).status).toBe(200);
    const future = await game({ status: 'scheduled', scheduledDate: new Date(NOW + 60_000) });
    for (const g of [future, await game({ status: 'live' }), await game({ status: 'cancelled' })]) {
      const res = await s.adminClient.post(`/api/games/${g.id}/played-off-console`, {});
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ message: expect.stringContaining('played off the console') });
    }
  });

  it("refuses a referee (403), another league's admin (404), a note too long (400), a bad id (400)", async () => {
    const g = await game();
    expect((await s.refereeClient.post(`/api/games/${g.id}/played-off-console`, {})).status).toBe(403);
    expect((await s.refereeClient.request('DELETE', `/api/games/${g.id}/played-off-console`)).status).toBe(403);
    const other = await staffedLeague(server);
    expect((await other.adminClient.post(`/api/games/${g.id}/played-off-console`, {})).status).toBe(404);
    const long = await s.adminClient.post(`/api/games/${g.id}/played-off-console`, { note: 'x'.repeat(501) });
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ message: expect.stringContaining('Note') });
    expect((await s.adminClient.post(`/api/games/${g.id}/played-off-console`, { note: 'ok', extra: 1 })).status).toBe(400);
    expect((await s.adminClient.post('/api/games/abc/played-off-console', {})).status).toBe(400);
  });
});

describe('GET /api/leagues/{slug}/pay.csv', () => {
  it('writes a row per line, amounts with two decimals, formula-safe cells, a named download', async () => {
    const [evil] = await server.deps.db.insert(teams).values({ leagueId: s.league.id, name: '=HYPERLINK("http://x.example","y")' }).returning();
    day += 1;
    const g = await buildGame(server, { league: s.league, homeTeamId: evil!.id, awayTeamId: s.awayTeamId, values: { status: 'completed', scheduledDate: new Date(Date.UTC(2026, 4, day, 18)) } });
    await crew(g, 'referee', s.referee.id);
    await report(g, 'approved');
    await event(g, 'score');
    const res = await s.adminClient.get(`/api/leagues/${s.league.slug}/pay.csv?${MAY}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${s.league.slug}-pay-2026-05-01-to-2026-05-31.csv"`);
    const rows = (res.body as unknown as string).split('\r\n');
    expect(rows[0]).toBe('Referee,Date,Kickoff,Home,Away,Position,Rate,Console ran,Played off console,Report,Amount,Reason');
    const date = `2026-05-${String(day).padStart(2, '0')}`;
    expect(rows).toContain(`Test referee,${date},14:00,"'=HYPERLINK(""http://x.example"",""y"")",Bears,referee,30.00,yes,no,approved,30.00,`);
    expect(rows.some((row) => row.startsWith('=') || row.includes(',=') || row.includes('"='))).toBe(false);
    const dto = await pay();
    expect(rows.length - 2).toBe(dto.referees.reduce((n, r) => n + r.lines.length, 0));
  });

  it('is refused to a referee (403) and checks the dates (400)', async () => {
    expect((await s.refereeClient.get(`/api/leagues/${s.league.slug}/pay.csv?${MAY}`)).status).toBe(403);
    expect((await s.adminClient.get(`/api/leagues/${s.league.slug}/pay.csv?from=2026-05-01`)).status).toBe(400);
  });
});

describe('GET /api/referees/me/pay: his own statement', () => {
  it('shows only his own lines, with his total and the currency', async () => {
    const g = await paidGame();
    await crew(g, 'second', second.id);
    const res = await secondClient.get<OwnPayDto>(`/api/referees/me/pay?${MAY}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ refereeId: second.id, currency: 'EUR', from: '2026-05-01', to: '2026-05-31' });
    expect(res.body.lines.length).toBeGreaterThan(0);
    expect(res.body.lines.every((line) => line.position !== 'referee')).toBe(true);
    expect(res.body.totalCents).toBe(res.body.lines.reduce((sum, line) => sum + line.amountCents, 0));
    const league = await pay();
    expect(res.body.lines).toEqual(league.referees.find((r) => r.refereeId === second.id)!.lines);
  });

  it('is empty for an official with no line, and refused to a fan', async () => {
    const fresh = await buildUser(server, { role: 'referee', league: s.league });
    const res = await (await signIn(server, fresh, s.league.slug)).get<OwnPayDto>(`/api/referees/me/pay?${MAY}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ lines: [], totalCents: 0, currency: 'EUR' });
    const fan = await buildUser(server, { role: 'fan', league: s.league });
    expect((await (await signIn(server, fan, s.league.slug)).get(`/api/referees/me/pay?${MAY}`)).status).toBe(403);
    expect((await new (s.adminClient.constructor as typeof ApiClient)(server.url).get(`/api/referees/me/pay?${MAY}`)).status).toBe(401);
  });
});

describe('who reads the league pay, and its dates', () => {
  it("is refused to a referee of the league and to another league's admin (403)", async () => {
    const res = await s.refereeClient.get(`/api/leagues/${s.league.slug}/pay?${MAY}`);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ message: expect.any(String) });
    const other = await staffedLeague(server);
    expect((await other.adminClient.get(`/api/leagues/${s.league.slug}/pay?${MAY}`)).status).toBe(403);
  });

  it.each([
    ['', 'From must be a date written YYYY-MM-DD; To must be'],
    ['from=2026-05-01', 'To must be a date written'],
    ['from=2026-05-31&to=2026-05-01', 'To must be on or after from'],
    ['from=2026-01-01&to=2027-01-02', 'To must be within 366 days'],
    ['from=2026-02-30&to=2026-03-01', 'From is not a date'],
    ['from=May&to=2026-05-31', 'From must be a date'],
    ['from=2026-05-01&to=2026-05-31&extra=1', 'Unrecognized'],
  ])('?%s answers 400: %s', async (query, message) => {
    const res = await s.adminClient.get<{ message: string }>(`/api/leagues/${s.league.slug}/pay?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
  });

  it('takes a period of 366 days', async () => {
    expect((await s.adminClient.get(`/api/leagues/${s.league.slug}/pay?from=2026-01-01&to=2027-01-01`)).status).toBe(200);
  });
});
