// Issue 48 (decision 073), on both databases: the game's report as its referee files it (only once
// the game is completed, only by him, changed for 24 h then locked, again for 24 h after a return),
// read by its crew and the league's admins (the private note by the admins only), approved or
// returned by the admins (the return mailed to its author, both audited), and listed for review;
// then the approved reports' sportsmanship in the standings, as a tiebreaker, and as a bracket
// preview's minimum.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReportBody, ReportDto, ReportListDto } from '../../../common/schemas/crews';
import type { BracketAnswerDto } from '../../../common/schemas/brackets';
import type { StandingsDto } from '../../../common/standings/rank';
import { auditLog, fields, gameCrew, games, leagues, mailOutbox, teams } from '../../db/schema';
import { buildUser, signIn, startTestServer, type ApiClient, type TestServer } from '../../test/helpers';
import { createGameVia, staffedLeague, type Staffed } from '../games/test-fixtures';
import { REPORTS_TEXT } from './texts';

const HOUR = 60 * 60 * 1000;
// near the real time: the mail outbox's retention counts its rows' real creation against this clock
const clock = { ms: Date.now() };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(clock.ms) });
  return () => server.close();
});

const body = (values: Partial<ReportBody> = {}): ReportBody => ({
  sportsmanship: { home: 4, away: 3 },
  incidents: [{ team: 'home', jersey: '12', kind: 'unsportsmanlike', note: 'Taunting after the score' }],
  noShows: [],
  fieldCondition: 'good',
  privateNote: 'The home coach argued every call',
  ...values,
});

let kickoffs = 0;
// a game of the league refereed by `refereeId`, played and completed (the referee's position offered)
async function completedGame(s: Staffed, options: { homeTeamId?: number; awayTeamId?: number; homeScore?: number; awayScore?: number; refereeId?: number } = {}): Promise<number> {
  const scheduledDate = new Date(Date.UTC(2031, 1, 1, 14) + ++kickoffs * 24 * HOUR).toISOString();
  const game = await createGameVia(s.adminClient, s, { homeTeamId: options.homeTeamId ?? s.homeTeamId, awayTeamId: options.awayTeamId ?? s.awayTeamId, scheduledDate, refereeId: options.refereeId ?? s.referee.id });
  await server.deps.db.update(games).set({ status: 'completed', homeScore: options.homeScore ?? 14, awayScore: options.awayScore ?? 7 }).where(eq(games.id, game.id));
  return game.id;
}

const report = (client: ApiClient, gameId: number, values: Partial<ReportBody> = {}) => client.post<ReportDto & { message?: string }>(`/api/games/${gameId}/report`, body(values));

describe('filing a report', () => {
  let s: Staffed;
  beforeAll(async () => {
    s = await staffedLeague(server);
  });

  it('opens only when the game is completed: 409 before', async () => {
    const game = await createGameVia(s.adminClient, s, { refereeId: s.referee.id, scheduledDate: '2031-02-20T14:00:00.000Z' });
    const res = await report(s.refereeClient, game.id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(REPORTS_TEXT.notCompleted);
  });

  it('is the game\'s referee\'s alone: another referee, the admin and another league 403 or 404', async () => {
    const gameId = await completedGame(s);
    const other = await signIn(server, await buildUser(server, { role: 'referee', league: s.league }), s.league.slug);
    expect((await report(other, gameId)).status).toBe(403);
    expect((await report(s.adminClient, gameId)).status).toBe(403);
    const elsewhere = await staffedLeague(server);
    expect((await report(elsewhere.refereeClient, gameId)).status).toBe(404);
    expect((await s.adminClient.get(`/api/games/${gameId}/report`)).status).toBe(404);
  });

  it('refuses a no-show outside the crew or the reporter\'s own position (400)', async () => {
    const gameId = await completedGame(s);
    const second = await report(s.refereeClient, gameId, { noShows: ['second'] });
    expect(second.status).toBe(400);
    expect(second.body.message).toContain('second');
    expect((await report(s.refereeClient, gameId, { noShows: ['referee'] })).status).toBe(400);
    expect((await s.refereeClient.post(`/api/games/${gameId}/report`, { ...body(), sportsmanship: { home: 6, away: 3 } })).status).toBe(400);
  });

  it('accepts a no-show of a crew of 3\'s line judge', async () => {
    const crewed = await staffedLeague(server, { rulesProfile: { ...(await import('../../../common/game-rules')).DEFAULT_RULES, crewSize: 3 } });
    const gameId = await completedGame(crewed);
    const res = await report(crewed.refereeClient, gameId, { noShows: ['line'] });
    expect(res.status).toBe(200);
    expect(res.body.noShows).toEqual(['line']);
  });

  it('writes it submitted, its author changes it within 24 h, then it is locked (409)', async () => {
    const gameId = await completedGame(s);
    const first = await report(s.refereeClient, gameId);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ gameId, authorId: s.referee.id, authorName: 'Test referee', state: 'submitted', sportsmanship: { home: 4, away: 3 }, fieldCondition: 'good', reviewedByName: null, returnReason: null });
    expect(first.body.editableUntil).toBe(new Date(clock.ms + 24 * HOUR).toISOString());
    // the private note is the admins' to read, even its author's answer leaves it out
    expect(first.body).not.toHaveProperty('privateNote');

    clock.ms += 23 * HOUR;
    const edited = await report(s.refereeClient, gameId, { sportsmanship: { home: 5, away: 5 }, fieldCondition: 'poor', privateNote: undefined });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ sportsmanship: { home: 5, away: 5 }, fieldCondition: 'poor', submittedAt: first.body.submittedAt });
    // an edit without the note keeps it
    const read = await s.adminClient.get<ReportDto>(`/api/games/${gameId}/report`);
    expect(read.body.privateNote).toBe('The home coach argued every call');

    clock.ms += 1 * HOUR;
    const locked = await report(s.refereeClient, gameId);
    expect(locked.status).toBe(409);
    expect(locked.body.message).toBe(REPORTS_TEXT.locked);
    expect((await s.refereeClient.get<ReportDto>(`/api/games/${gameId}/report`)).body.editableUntil).toBeNull();
  });

  it('gives it to the crew without the private note, to the admins with it; not to another referee', async () => {
    const second = await buildUser(server, { role: 'referee', league: s.league });
    const gameId = await completedGame(s);
    await server.deps.db.insert(gameCrew).values({ gameId, leagueId: s.league.id, position: 'second', refereeId: second.id, status: 'accepted' });
    expect((await report(s.refereeClient, gameId)).status).toBe(200);

    const crew = await s.refereeClient.get<ReportDto>(`/api/games/${gameId}/report`);
    expect(crew.status).toBe(200);
    expect(crew.body).not.toHaveProperty('privateNote');
    const secondRead = await (await signIn(server, second, s.league.slug)).get<ReportDto>(`/api/games/${gameId}/report`);
    expect(secondRead.status).toBe(200);
    expect(secondRead.body).not.toHaveProperty('privateNote');
    const admin = await s.adminClient.get<ReportDto>(`/api/games/${gameId}/report`);
    expect(admin.body.privateNote).toBe('The home coach argued every call');

    const outsider = await signIn(server, await buildUser(server, { role: 'referee', league: s.league }), s.league.slug);
    expect((await outsider.get(`/api/games/${gameId}/report`)).status).toBe(403);
    const fan = await signIn(server, await buildUser(server, { role: 'fan', league: s.league }), s.league.slug);
    expect((await fan.get(`/api/games/${gameId}/report`)).status).toBe(403);
  });
});

describe('reviewing a report', () => {
  let s: Staffed;
  beforeAll(async () => {
    s = await staffedLeague(server);
  });

  it('returns it with a reason (mailed to its author, audited); its author changes it for 24 h from the return', async () => {
    const gameId = await completedGame(s);
    await report(s.refereeClient, gameId);
    clock.ms += 30 * HOUR; // past the first 24 h
    expect((await s.refereeClient.post(`/api/games/${gameId}/report/return`, { reason: 'Name the jersey' })).status).toBe(403);
    expect((await s.adminClient.post(`/api/games/${gameId}/report/return`, { reason: ' ' })).status).toBe(400);
    const returned = await s.adminClient.post<ReportDto>(`/api/games/${gameId}/report/return`, { reason: 'Name the jersey of the ejected player' });
    expect(returned.status).toBe(200);
    expect(returned.body).toMatchObject({ state: 'returned', returnReason: 'Name the jersey of the ejected player', reviewedByName: 'Test admin', reviewedAt: new Date(clock.ms).toISOString() });
    expect((await s.adminClient.post(`/api/games/${gameId}/report/return`, { reason: 'again' })).status).toBe(409);

    const mails = await server.deps.db.select().from(mailOutbox).where(and(eq(mailOutbox.leagueId, s.league.id), eq(mailOutbox.kind, 'report-returned')));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.toAddress).toBe(s.referee.email);
    expect(mails[0]!.text).toContain('Name the jersey of the ejected player');
    const audits = await server.deps.db.select().from(auditLog).where(and(eq(auditLog.leagueId, s.league.id), eq(auditLog.action, 'game.report-return')));
    expect(audits).toHaveLength(1);

    clock.ms += 23 * HOUR;
    const again = await report(s.refereeClient, gameId, { incidents: [{ team: 'away', jersey: '7', kind: 'ejection', note: 'Ejected for a punch' }] });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ state: 'submitted', incidents: [{ team: 'away', jersey: '7', kind: 'ejection', note: 'Ejected for a punch' }] });
    clock.ms += 2 * HOUR;
    expect((await report(s.refereeClient, gameId)).status).toBe(409);
  });

  it('approves it (audited): locked for its author and for a return; listed by state, newest first', async () => {
    const older = await completedGame(s);
    await report(s.refereeClient, older);
    clock.ms += HOUR;
    const newer = await completedGame(s);
    await report(s.refereeClient, newer);
    expect((await s.refereeClient.post(`/api/games/${newer}/report/approve`)).status).toBe(403);

    const submitted = await s.adminClient.get<ReportListDto>(`/api/leagues/${s.league.slug}/reports?state=submitted`);
    expect(submitted.status).toBe(200);
    const ids = submitted.body.reports.map((entry) => entry.game.id);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect(submitted.body.reports.find((entry) => entry.game.id === newer)).toMatchObject({ game: { homeTeam: 'Hawks', awayTeam: 'Bears', status: 'completed' }, report: { privateNote: 'The home coach argued every call' } });

    const approved = await s.adminClient.post<ReportDto>(`/api/games/${newer}/report/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ state: 'approved', reviewedByName: 'Test admin', editableUntil: null });
    expect((await s.adminClient.post(`/api/games/${newer}/report/approve`)).status).toBe(409);
    expect((await s.adminClient.post(`/api/games/${newer}/report/return`, { reason: 'late' })).status).toBe(409);
    const locked = await report(s.refereeClient, newer);
    expect(locked.status).toBe(409);
    expect(locked.body.message).toBe(REPORTS_TEXT.approvedLocked);
    expect(await server.deps.db.select().from(auditLog).where(and(eq(auditLog.leagueId, s.league.id), eq(auditLog.action, 'game.report-approve')))).toHaveLength(1);

    const approvedList = await s.adminClient.get<ReportListDto>(`/api/leagues/${s.league.slug}/reports?state=approved`);
    expect(approvedList.body.reports.map((entry) => entry.game.id)).toEqual([newer]);
    expect((await s.adminClient.get(`/api/leagues/${s.league.slug}/reports?state=lost`)).status).toBe(400);
    expect((await s.refereeClient.get(`/api/leagues/${s.league.slug}/reports`)).status).toBe(403);
    const elsewhere = await staffedLeague(server);
    expect((await elsewhere.adminClient.get(`/api/leagues/${s.league.slug}/reports`)).status).toBe(403);
    expect((await elsewhere.adminClient.post(`/api/games/${older}/report/approve`)).status).toBe(404);
  });
});

describe('sportsmanship in the standings and the playoffs', () => {
  let s: Staffed;
  let foxes: number;
  let fieldId: number;
  const hawks = () => s.homeTeamId;
  const bears = () => s.awayTeamId;
  const owls = () => s.thirdTeamId;
  const rowOf = (dto: StandingsDto, teamId: number) => dto.rows.find((row) => row.team.id === teamId)!;
  const standings = async () => (await s.adminClient.get<StandingsDto>(`/api/leagues/${s.league.slug}/standings`)).body;
  let hawksOwls: number;
  let bearsOwls: number;

  beforeAll(async () => {
    s = await staffedLeague(server);
    const [fox] = await server.deps.db.insert(teams).values({ leagueId: s.league.id, name: 'Foxes' }).returning();
    foxes = fox!.id;
    const [field] = await server.deps.db.select({ id: fields.id }).from(fields).where(eq(fields.leagueId, s.league.id));
    fieldId = field!.id;
    // Hawks and Bears each beat the Owls 14-7: level on every count but sportsmanship
    hawksOwls = await completedGame(s, { homeTeamId: hawks(), awayTeamId: owls() });
    bearsOwls = await completedGame(s, { homeTeamId: bears(), awayTeamId: owls() });
    await report(s.refereeClient, hawksOwls, { sportsmanship: { home: 5, away: 4 } });
    await report(s.refereeClient, bearsOwls, { sportsmanship: { home: 2, away: 3 } });
  });

  it('averages the approved reports only, one decimal, null without one', async () => {
    let dto = await standings();
    expect(rowOf(dto, hawks()).sportsmanship).toBeNull();
    await s.adminClient.post(`/api/games/${hawksOwls}/report/approve`);
    dto = await standings();
    expect(rowOf(dto, hawks()).sportsmanship).toBe(5);
    expect(rowOf(dto, owls()).sportsmanship).toBe(4);
    expect(rowOf(dto, bears()).sportsmanship).toBeNull(); // its report is only submitted
    await s.adminClient.post(`/api/games/${bearsOwls}/report/approve`);
    dto = await standings();
    expect(rowOf(dto, bears()).sportsmanship).toBe(2);
    expect(rowOf(dto, owls()).sportsmanship).toBe(3.5);
    expect(rowOf(dto, foxes).sportsmanship).toBeNull();
  });

  it('orders two tied teams by the sportsmanship tiebreaker the league put in its order', async () => {
    // without it, the Bears and the Hawks share the rank (listed by name)
    await server.deps.db.update(leagues).set({ standingsTiebreakers: ['pointDifferential'] }).where(eq(leagues.id, s.league.id));
    let dto = await standings();
    expect([rowOf(dto, bears()).rank, rowOf(dto, hawks()).rank]).toEqual([1, 1]);
    const patched = await s.adminClient.request('PATCH', `/api/leagues/${s.league.id}`, { standingsTiebreakers: ['pointDifferential', 'sportsmanship'] });
    expect(patched.status).toBe(200);
    dto = await standings();
    expect(dto.tiebreakers).toEqual(['pointDifferential', 'sportsmanship']);
    expect(dto.rows.slice(0, 2).map((row) => [row.team.name, row.rank, row.tiebreak])).toEqual([
      ['Hawks', 1, null],
      ['Bears', 2, 'sportsmanship'],
    ]);
  });

  it('leaves a team under the bracket preview\'s minimum out, and keeps one without an approved report', async () => {
    const preview = (values: Record<string, unknown>) =>
      s.adminClient.post<BracketAnswerDto & { message?: string }>(`/api/leagues/${s.league.slug}/brackets/preview`, {
        name: 'Playoffs',
        format: 'single',
        slots: [{ date: '2031-04-05', time: '10:00', fieldId }, { date: '2031-04-05', time: '11:00', fieldId }, { date: '2031-04-05', time: '12:00', fieldId }],
        ...values,
      });
    const teamsOf = (dto: BracketAnswerDto) => new Set([...dto.games.flatMap((g) => [g.homeTeamId, g.awayTeamId]), ...dto.byes.map((bye) => bye.teamId)].filter((id) => id !== null));
    const all = await preview({ teams: 3 });
    expect(all.status).toBe(200);
    // the Foxes (0-0) are above the Owls (0-2) on point differential
    expect(teamsOf(all.body)).toEqual(new Set([hawks(), bears(), foxes]));
    const kept = await preview({ teams: 3, minSportsmanship: 3 });
    expect(kept.status).toBe(200);
    expect(teamsOf(kept.body)).toEqual(new Set([hawks(), owls(), foxes]));
    const seeded = await preview({ seedTeamIds: [hawks(), bears()], minSportsmanship: 3 });
    expect(seeded.status).toBe(400);
    expect(seeded.body.message).toContain(`Team ${bears()}`);
    expect((await preview({ teams: 3, minSportsmanship: 6 })).status).toBe(400);
  });
});
