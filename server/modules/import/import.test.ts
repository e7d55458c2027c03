import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DivisionDto } from '../../../common/schemas/divisions';
import type { TeamDto } from '../../../common/schemas/teams';
import { divisions, fields, games, importRuns, teams } from '../../db/schema';
import { projectRoot } from '../../db/paths';
import { ApiClient, buildGame, buildLeague, buildUser, signedInAdmin, signIn, startTestServer, uploadSchedule, type TestServer, type UploadOptions } from '../../test/helpers';
import type { League } from '../leagues/store';
import { IMPORT_BATCH_ROWS } from './import-schedule';

const fixture = (name: string) => fs.readFileSync(path.join(projectRoot, 'fixtures', 'sports-connect', name));

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const upload = (client: ApiClient, content: Buffer | string, options: UploadOptions = {}) => uploadSchedule(server, client, content, options);

const adminOf = async (values: Partial<League> = {}) => signedInAdmin(server, await buildLeague(server, values));

const count = async (table: typeof games | typeof teams | typeof fields | typeof divisions, leagueId: number, extra = sql`true`) =>
  (await server.deps.db.select({ n: sql<number>`count(*)::int` }).from(table).where(and(eq(table.leagueId, leagueId), extra)))[0]!.n;

describe('POST /api/import/sports-connect', () => {
  it('imports the clean season exactly, and a second import creates nothing', async () => {
    const { league, client } = await adminOf({ timezone: 'America/New_York' });
    const first = await upload(client, fixture('fall-2026-schedule.csv'), { leagueSlug: league.slug });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ divisionsCreated: 2, teamsCreated: 12, teamsUpdated: 0, fieldsCreated: 4, fieldsUpdated: 0, gamesCreated: 30, gamesUpdated: 0, skippedPractices: 10, errors: [], dryRun: false });
    expect(await count(games, league.id)).toBe(30);
    expect(await count(games, league.id, sql`status = 'completed'`)).toBe(12);
    const [opener] = await server.deps.db.select().from(games).where(and(eq(games.leagueId, league.id), eq(games.externalId, '10401')));
    expect(opener).toMatchObject({ status: 'completed', homeScore: 14, awayScore: 7, field: 'Riverside Park - Field 1' });
    // 09:00 AM on 12 Sep 2026 in New York (EDT, UTC-4)
    expect(opener!.scheduledDate.toISOString()).toBe('2026-09-12T13:00:00.000Z');

    const again = await upload(client, fixture('fall-2026-schedule.csv'), { leagueSlug: league.slug });
    expect(again.body).toMatchObject({ divisionsCreated: 0, teamsCreated: 0, fieldsCreated: 0, gamesCreated: 0, gamesUpdated: 0, skippedPractices: 10, errors: [] });
    expect(await count(games, league.id)).toBe(30);
    expect(await count(teams, league.id)).toBe(12);
    const runs = await server.deps.db.select().from(importRuns).where(eq(importRuns.leagueId, league.id));
    expect(runs).toHaveLength(2);
    expect(runs[0]!.fileName).toBe('schedule.csv');
    const history = await client.get<unknown[]>(`/api/leagues/${league.slug}/imports`);
    expect(history.body).toHaveLength(2);
  });

  it('updates only the game whose time or score changed', async () => {
    const { league, client } = await adminOf();
    const original = fixture('fall-2026-schedule.csv').toString('utf8');
    await upload(client, original, { leagueSlug: league.slug });
    const changed = original.replace('10402,U10 Coed,1,Blue Thunder,Silver Sharks,09/12/2026,10:30 AM', '10402,U10 Coed,1,Blue Thunder,Silver Sharks,09/12/2026,07:30 AM').replace(/(10401,[^\r\n]*Final,)14,7/, '$121,7');
    const res = await upload(client, changed, { leagueSlug: league.slug });
    expect(res.body).toMatchObject({ gamesCreated: 0, gamesUpdated: 2, errors: [] });
    const [moved] = await server.deps.db.select().from(games).where(and(eq(games.leagueId, league.id), eq(games.externalId, '10402')));
    expect(moved!.scheduledDate.toISOString()).toBe('2026-09-12T11:30:00.000Z');
    const [rescored] = await server.deps.db.select().from(games).where(and(eq(games.leagueId, league.id), eq(games.externalId, '10401')));
    expect(rescored!.homeScore).toBe(21);
  });

  it('imports the good rows of the messy export and reports each bad one by spreadsheet row', async () => {
    const { league, client } = await adminOf();
    const res = await upload(client, fixture('messy-export.csv'), { leagueSlug: league.slug });
    expect(res.status).toBe(200);
    expect(res.body.errors).toEqual([
      'Row 10: impossible date "13/45/2026" (expected MM/DD/YYYY)',
      'Row 11: missing start time',
      'Row 13: row is cut short (7 of at least 9 columns)',
      'Row 15: Titans cannot play itself',
    ]);
    expect(res.body).toMatchObject({ gamesCreated: 7, skippedPractices: 2 });
    const [embedded] = await server.deps.db.select().from(games).where(and(eq(games.leagueId, league.id), eq(games.externalId, '20004')));
    expect(embedded!.field).toBe('Memorial Complex, Field B');
  });

  it('a dry run answers the same result and writes nothing', async () => {
    const { league, client } = await adminOf();
    const res = await upload(client, fixture('fall-2026-schedule.csv'), { leagueSlug: league.slug, dryRun: true });
    expect(res.body).toMatchObject({ gamesCreated: 30, teamsCreated: 12, dryRun: true });
    expect(await count(games, league.id)).toBe(0);
    expect(await count(teams, league.id)).toBe(0);
    expect(await server.deps.db.select().from(importRuns).where(eq(importRuns.leagueId, league.id))).toHaveLength(0);
  });

  it('refuses files that are not a usable CSV, writing nothing', async () => {
    const { league, client } = await adminOf();
    const cases: [Buffer | string, string | undefined, number, RegExp][] = [
      [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff, 0xfe]), 'photo.csv', 400, /not a CSV text file/],
      ['', undefined, 400, /empty/],
      ['\uFEFF\r\n', undefined, 400, /empty/],
      ['Match ID,Division,Round,Home Team,Away Team,Date\r\n', undefined, 400, /no schedule rows/],
      ['10401,a,b,c', 'schedule.txt', 400, /Only .csv files/],
      ['x'.repeat(5 * 1024 * 1024 + 10), undefined, 413, /larger than 5 MB/],
    ];
    for (const [content, fileName, status, message] of cases) {
      const res = await upload(client, content, { leagueSlug: league.slug, fileName });
      expect(res.status, String(message)).toBe(status);
      expect(res.body.message).toMatch(message);
    }
    const practicesOnly = 'Match ID,Division,Round,Home Team,Away Team,Date\r\n1,U10,1,Red Hawks,Practice,09/12/2026,06:00 PM,,Lincoln\r\n';
    expect((await upload(client, practicesOnly, { leagueSlug: league.slug })).body).toMatchObject({ gamesCreated: 0, skippedPractices: 1 });
    expect(await count(games, league.id)).toBe(0);
    const notMultipart = await client.post('/api/import/sports-connect', { csvFile: 'x' });
    expect(notMultipart.status).toBe(400);
  });

  it('is for admins of that league only', async () => {
    const a = await adminOf();
    const b = await adminOf();
    const foreign = await upload(a.client, fixture('fall-2026-schedule.csv'), { leagueSlug: b.league.slug });
    expect(foreign.status).toBe(403);
    expect(foreign.body.message).toContain('You can only access your assigned league');
    expect(await count(games, b.league.id)).toBe(0);
    const referee = await signIn(server, await buildUser(server, { role: 'referee', league: a.league }));
    expect((await upload(referee, fixture('fall-2026-schedule.csv'))).status).toBe(403);
    expect((await upload(new ApiClient(server.url), fixture('fall-2026-schedule.csv'))).status).toBe(401);
    const root = await signIn(server, await buildUser(server, { role: 'super_admin' }));
    expect((await upload(root, fixture('fall-2026-schedule.csv'), { leagueSlug: b.league.slug })).body.gamesCreated).toBe(30);
  });
});

const HEADER = 'Match ID,Division,Round,Home Team,Away Team,Date,Start Time,End Time,Field,Facility Address,Home Coach,Away Coach,Referee,Status,Home Score,Away Score';
// A generated export: n games between 20 teams on 4 fields, one every 30 minutes from 1 Sep 2026.
function generatedExport(n: number, firstMatchId = 500000): string {
  const lines = [HEADER];
  for (let i = 0; i < n; i++) {
    const day = new Date(Date.UTC(2026, 8, 1) + Math.floor(i / 20) * 86400_000);
    const date = `${String(day.getUTCMonth() + 1).padStart(2, '0')}/${String(day.getUTCDate()).padStart(2, '0')}/${day.getUTCFullYear()}`;
    // 20 games a day, four at a time (one per field, eight different teams) two hours apart: no
    // double booking (issue 19), and the pairs change from day to day
    const [slot, dayIndex] = [Math.floor((i % 20) / 4), Math.floor(i / 20)];
    // from 8 AM: a night's daylight-saving change would put 1 AM and 3 AM an hour apart
    const hour = 8 + 2 * slot;
    const time = `${String(hour > 12 ? hour - 12 : hour).padStart(2, '0')}:00 ${hour < 12 ? 'AM' : 'PM'}`;
    const home = (2 * i) % 20;
    const away = (2 * i + 1 + 2 * dayIndex) % 20;
    lines.push(`${firstMatchId + i},U12,1,Team ${home},Team ${away},${date},${time},,Field ${i % 4},,,,,Scheduled,,`);
  }
  return lines.join('\r\n') + '\r\n';
}

describe('imports cannot stall other leagues (issue 14)', () => {
  it('refuses a file above the row cap with 413, writing nothing', async () => {
    const { league, client } = await adminOf();
    const res = await upload(client, generatedExport(server.deps.config.importMaxRows + 1), { leagueSlug: league.slug });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('The file has 5,001 schedule rows; one import takes at most 5,000. Split it into files of 5,000 rows or fewer and import them one after another.');
    expect(await count(games, league.id)).toBe(0);
    expect(await count(teams, league.id)).toBe(0);
    expect(await count(fields, league.id)).toBe(0);
    expect(await server.deps.db.select().from(importRuns).where(eq(importRuns.leagueId, league.id))).toHaveLength(0);
  });

  it('reports names and match IDs longer than the forms allow as row errors, storing none of them', async () => {
    const { league, client } = await adminOf();
    const csv = [
      HEADER,
      `30001,U12,1,${'Long'.repeat(1250)},Tigers,09/12/2026,09:00 AM,,Field 1,,,,,Scheduled,,`,
      `${'4'.repeat(100_000)},U12,1,Lions,Tigers,09/12/2026,10:00 AM,,Field 1,,,,,Scheduled,,`,
      `30003,U12,1,Lions,Tigers,09/12/2026,11:00 AM,,${'F'.repeat(101)},,,,,Scheduled,,`,
      `30004,U12,1,${'L'.repeat(100)},Tigers,09/12/2026,12:00 PM,,Field 1,,,,,Scheduled,,`,
    ].join('\r\n');
    const res = await upload(client, csv, { leagueSlug: league.slug });
    expect(res.status).toBe(200);
    expect(res.body.errors).toEqual([
      'Row 2: home team is longer than 100 characters (5000)',
      'Row 3: match ID is longer than 100 characters (100000)',
      'Row 4: field is longer than 100 characters (101)',
    ]);
    expect(res.body).toMatchObject({ gamesCreated: 1, teamsCreated: 2, fieldsCreated: 1 });
    const names = (await server.deps.db.select({ name: teams.name }).from(teams).where(eq(teams.leagueId, league.id))).map((t) => t.name).sort();
    expect(names).toEqual(['L'.repeat(100), 'Tigers']);
  });

  it('reports a date outside 2000 to 2100 as a row error', async () => {
    const { league, client } = await adminOf();
    const csv = [HEADER, '31001,U12,1,Lions,Tigers,01/01/0001,09:00 AM,,Field 1,,,,,Scheduled,,', '31002,U12,1,Lions,Tigers,09/12/2026,09:00 AM,,Field 1,,,,,Scheduled,,'].join('\r\n');
    const res = await upload(client, csv, { leagueSlug: league.slug });
    expect(res.body.errors).toEqual(['Row 2: date "01/01/0001" is outside the years 2000 to 2100']);
    expect(res.body.gamesCreated).toBe(1);
    expect(await count(games, league.id, sql`external_id = '31001'`)).toBe(0);
  });

  it('the games API refuses a scheduled date outside 2000 to 2100 on create and edit', async () => {
    const { league, client } = await adminOf();
    const game = await buildGame(server, { league });
    const body = { homeTeamId: game.homeTeamId, awayTeamId: game.awayTeamId, scheduledDate: '0001-01-01T00:00:00Z' };
    const created = await client.post('/api/games', body);
    expect(created.status).toBe(400);
    expect(created.body.message).toContain('must be between 2000-01-01 and 2100-12-31');
    expect((await client.post('/api/games', { ...body, scheduledDate: '2101-01-01T10:00:00Z' })).status).toBe(400);
    expect((await client.post('/api/games', { ...body, scheduledDate: '2100-12-31T23:00:00-05:00' })).status).toBe(201);
    const edited = await client.request('PATCH', `/api/games/${game.id}/state`, { scheduledDate: '0001-01-01T00:00:00Z' });
    expect(edited.status).toBe(400);
    expect(edited.body.message).toContain('must be between 2000-01-01 and 2100-12-31');
    const [after] = await server.deps.db.select().from(games).where(eq(games.id, game.id));
    expect(after!.scheduledDate.toISOString()).toBe('2026-05-02T14:00:00.000Z');
  });

  it('writes a file of several batches completely, and a second run of it changes nothing', async () => {
    const { league, client } = await adminOf();
    const rows = IMPORT_BATCH_ROWS * 2 + 17;
    const csv = generatedExport(rows);
    const first = await upload(client, csv, { leagueSlug: league.slug });
    expect(first.body).toEqual({ divisionsCreated: 1, teamsCreated: 20, teamsUpdated: 0, fieldsCreated: 4, fieldsUpdated: 0, gamesCreated: rows, gamesUpdated: 0, skippedPractices: 0, errors: [], dryRun: false });
    expect(await count(games, league.id)).toBe(rows);
    const dry = await upload(client, csv.replace(/,Scheduled,,\r\n$/, ',Final,3,2\r\n'), { leagueSlug: league.slug, dryRun: true });
    expect(dry.body).toMatchObject({ gamesCreated: 0, gamesUpdated: 1, dryRun: true });
    const again = await upload(client, csv, { leagueSlug: league.slug });
    expect(again.body).toMatchObject({ teamsCreated: 0, fieldsCreated: 0, gamesCreated: 0, gamesUpdated: 0 });
    expect(await count(games, league.id)).toBe(rows);
    expect(await count(games, league.id, sql`status = 'completed'`)).toBe(0);
    expect(await server.deps.db.select().from(importRuns).where(eq(importRuns.leagueId, league.id))).toHaveLength(2);
  });

  it("another league's public read completes while an import is writing", async () => {
    const importer = await adminOf();
    const other = await buildLeague(server);
    await buildGame(server, { league: other, values: { status: 'live' } });
    const rows = server.deps.config.importMaxRows;
    const order: string[] = [];
    const importing = upload(importer.client, generatedExport(rows), { leagueSlug: importer.league.slug }).then((res) => {
      order.push('import');
      return res;
    });
    // the import is midway once some, not all, of its games are in
    let written = 0;
    while (written === 0 && order.length === 0) {
      // an in-memory PGlite answers within microtasks: give the server's I/O a turn between polls
      await sleep(5);
      written = await count(games, importer.league.id);
    }
    expect(order, JSON.stringify((await Promise.race([importing, Promise.resolve(null)]))?.body)).toEqual([]);
    expect(written).toBeLessThan(rows);
    const read = await new ApiClient(server.url).get<unknown[]>(`/api/leagues/${other.slug}/public/games?status=live`);
    order.push('read');
    expect(read.status).toBe(200);
    expect(read.body).toHaveLength(1);
    expect((await importing).body.gamesCreated).toBe(rows);
    expect(order).toEqual(['read', 'import']);
  });
});

describe('divisions in the import and the export (issue 34)', () => {
  const divisionsOf = async (client: ApiClient, league: League) => (await client.get<DivisionDto[]>(`/api/leagues/${league.slug}/divisions`)).body.map((d) => [d.name, d.teamCount]);

  it('puts each row\'s teams in its division, creating the divisions; the same file again changes nothing', async () => {
    const { league, client } = await adminOf();
    const first = await upload(client, fixture('fall-2026-schedule.csv'), { leagueSlug: league.slug });
    expect(first.body).toMatchObject({ divisionsCreated: 2, teamsCreated: 12, gamesCreated: 30 });
    expect(await divisionsOf(client, league)).toEqual([
      ['U10 Coed', 6],
      ['U12 Coed', 6],
    ]);
    const listed = (await client.get<TeamDto[]>('/api/teams')).body;
    expect(listed.find((t) => t.name === 'Red Hawks')!.division!.name).toBe('U10 Coed');
    expect(listed.find((t) => t.name === 'Titans')!.division!.name).toBe('U12 Coed');
    const before = await server.deps.db.select().from(games).where(eq(games.leagueId, league.id));

    const again = await upload(client, fixture('fall-2026-schedule.csv'), { leagueSlug: league.slug });
    expect(again.body).toMatchObject({ divisionsCreated: 0, teamsCreated: 0, fieldsCreated: 0, gamesCreated: 0, gamesUpdated: 0 });
    expect(await divisionsOf(client, league)).toEqual([
      ['U10 Coed', 6],
      ['U12 Coed', 6],
    ]);
    expect(await server.deps.db.select().from(games).where(eq(games.leagueId, league.id))).toEqual(before);
    // a dry run into a new league counts the divisions it would create, writing none
    const fresh = await adminOf();
    expect((await upload(fresh.client, fixture('fall-2026-schedule.csv'), { leagueSlug: fresh.league.slug, dryRun: true })).body).toMatchObject({ divisionsCreated: 2, teamsCreated: 12, gamesCreated: 30 });
    expect(await count(divisions, fresh.league.id)).toBe(0);
  });

  it('finds a team by its name within its division, a division by its name whatever the case', async () => {
    const { league, client } = await adminOf();
    const existing = (await client.post<DivisionDto>(`/api/leagues/${league.slug}/divisions`, { name: 'U10 Coed' })).body;
    const csv = [
      HEADER,
      '1,u10 coed,1,Red Hawks,Owls,09/12/2026,09:00 AM,,Field 1,,,,,Scheduled,,',
      '2,U12 Coed,1,Red Hawks,Owls,09/12/2026,09:00 AM,,Field 2,,,,,Scheduled,,',
      // no division: the league's only "Bears" is found; "Owls" is in two divisions, so a new one in none
      '3,U12 Coed,1,Bears,Cubs,09/13/2026,09:00 AM,,Field 1,,,,,Scheduled,,',
      '4,,1,Bears,Owls,09/20/2026,09:00 AM,,Field 1,,,,,Scheduled,,',
      `5,${'D'.repeat(61)},1,A,B,09/27/2026,09:00 AM,,Field 1,,,,,Scheduled,,`,
    ].join('\r\n');
    const res = await upload(client, csv, { leagueSlug: league.slug });
    expect(res.body).toMatchObject({ divisionsCreated: 1, teamsCreated: 7, gamesCreated: 4, errors: ['Row 6: division is longer than 60 characters (61)'] });
    expect(await divisionsOf(client, league)).toEqual([
      ['U10 Coed', 2],
      ['U12 Coed', 4],
    ]);
    const teamsNow = (await client.get<TeamDto[]>('/api/teams')).body;
    const idOf = (name: string, division: string | null) => teamsNow.find((t) => t.name === name && (t.division?.name ?? null) === division)!.id;
    expect(teamsNow.filter((t) => t.name === 'Red Hawks').map((t) => t.divisionId)).toEqual(expect.arrayContaining([existing.id, expect.any(Number)]));
    const [crossover] = await server.deps.db.select().from(games).where(and(eq(games.leagueId, league.id), eq(games.externalId, '4')));
    expect(crossover).toMatchObject({ homeTeamId: idOf('Bears', 'U12 Coed'), awayTeamId: idOf('Owls', null) });
  });

  it('exports each game\'s division, and the export imports into a new league as the same divisions', async () => {
    const { league, client } = await adminOf();
    await upload(client, fixture('fall-2026-schedule.csv'), { leagueSlug: league.slug });
    const csv = await (await fetch(`${server.url}/api/leagues/${league.slug}/schedule.csv`, { headers: { cookie: client.cookie ?? '' } })).text();
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toMatch(/^Match ID,Division,/);
    expect(lines.find((l) => l.startsWith('10401,'))).toMatch(/^10401,U10 Coed,,Red Hawks,Black Panthers,/);
    expect(lines.filter((l) => /^\d+,U12 Coed,/.test(l))).toHaveLength(15);

    const copy = await adminOf();
    expect((await upload(copy.client, csv, { leagueSlug: copy.league.slug })).body).toMatchObject({ divisionsCreated: 2, teamsCreated: 12, gamesCreated: 30, errors: [] });
    expect(await divisionsOf(copy.client, copy.league)).toEqual([
      ['U10 Coed', 6],
      ['U12 Coed', 6],
    ]);
  });
});
