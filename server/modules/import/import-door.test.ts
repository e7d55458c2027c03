// Issue 46 ("One door"): the import writes games only through the games module's door. An imported
// final is a change like a console's: a timeline entry naming the importing user and the file, the
// result heard by fan scoring and by the bracket; the league's own export, imported again, finds each
// of its rows' games by the match ID it gave them (FFL-{id}), bracket games included; a file that
// changes nothing writes nothing; an import undone puts the games back through the same door.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BracketAnswerDto } from '../../../common/schemas/brackets';
import type { PredictionDto } from '../../../common/schemas/fans';
import type { GameDto } from '../../../common/schemas/games/dto';
import type { GameHistoryDto } from '../../../common/schemas/games/history';
import { GAME_REFUSAL_TEXT } from '../../../common/game-rules';
import { fields, games, teams } from '../../db/schema';
import { ApiClient, buildLeague, buildUser, signIn, startTestServer, uploadSchedule, type BuiltUser, type TestServer, type UploadOptions } from '../../test/helpers';
import type { League } from '../leagues/store';
import { IMPORT_BATCH_ROWS } from './import-schedule';
import { IMPORT_TEXT } from './texts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const HEADER = 'Match ID,Division,Round,Home Team,Away Team,Date,Start Time,End Time,Field,Facility Address,Home Coach,Away Coach,Referee,Status,Home Score,Away Score';
const file = (...rows: string[]) => [HEADER, ...rows].join('\r\n') + '\r\n';

type Admin = { league: League; user: BuiltUser; client: ApiClient };

async function adminOf(): Promise<Admin> {
  const league = await buildLeague(server, { timezone: 'America/New_York' });
  const user = await buildUser(server, { role: 'admin', league });
  return { league, user, client: await signIn(server, user, league.slug) };
}

async function imported(admin: Admin, csv: string, options: UploadOptions = {}) {
  const res = await uploadSchedule(server, admin.client, csv, { leagueSlug: admin.league.slug, ...options });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

const historyOf = async (admin: Admin, gameId: number) => {
  const res = await admin.client.get<GameHistoryDto>(`/api/games/${gameId}/history`);
  expect(res.status).toBe(200);
  return res.body.entries;
};
const getGame = async (admin: Admin, id: number) => (await admin.client.get<GameDto>(`/api/games/${id}`)).body;
const gameByMatchId = async (league: League, matchId: string) => (await server.deps.db.select().from(games).where(and(eq(games.leagueId, league.id), eq(games.externalId, matchId))))[0]!;
const versionsOf = async (league: League) => (await server.deps.db.select({ id: games.id, version: games.version }).from(games).where(eq(games.leagueId, league.id))).sort((a, b) => a.id - b.id);
const exportOf = async (admin: Admin) => {
  const res = await fetch(`${server.url}/api/leagues/${admin.league.slug}/schedule.csv`, { headers: { cookie: admin.client.cookie ?? '' } });
  expect(res.status).toBe(200);
  return res.text();
};
// the export's row of a game with a final score filled in
const withFinal = (csv: string, gameId: number, home: number, away: number) => {
  const row = new RegExp(`^(FFL-${gameId},.*),Scheduled,,$`, 'm');
  expect(csv).toMatch(row);
  return csv.replace(row, `$1,Final,${home},${away}`);
};

describe('an imported final goes through the games door (issue 46)', () => {
  it('leaves a timeline entry by the importing user via import, scores the predictions, and a file that changes nothing writes nothing', async () => {
    const admin = await adminOf();
    const scheduled = '7001,U10,1,Hawks,Sharks,12/05/2031,10:00 AM,,Field 1,,,,,Scheduled,,';
    expect(await imported(admin, file(scheduled), { fileName: 'week-1.csv' })).toMatchObject({ gamesCreated: 1, errors: [] });
    const game = await gameByMatchId(admin.league, '7001');
    const actor = { type: 'user', id: admin.user.id };
    const [created] = await historyOf(admin, game.id);
    expect(created).toMatchObject({ actor: { ...actor, reason: 'import of week-1.csv' }, via: 'import', changes: { status: [null, 'scheduled'], externalId: [null, '7001'], scheduledDate: [null, '2031-12-05T15:00:00.000Z'] } });

    const fan = await signIn(server, await buildUser(server, { role: 'fan', league: admin.league }));
    const predicted = await fan.post(`/api/leagues/${admin.league.slug}/fan/predictions`, { gameId: game.id, predictedWinnerId: game.awayTeamId, confidence: 50, predictedScore: { home: 6, away: 12 } });
    expect(predicted.status).toBe(201);

    const final = scheduled.replace('Scheduled,,', 'Final,6,12');
    expect(await imported(admin, file(final), { fileName: 'week-2.csv' })).toMatchObject({ gamesCreated: 0, gamesUpdated: 1, errors: [] });
    const completed = await getGame(admin, game.id);
    expect(completed).toMatchObject({ status: 'completed', homeScore: 6, awayScore: 12, version: game.version + 1 });
    const entries = await historyOf(admin, game.id);
    expect(entries).toHaveLength(2);
    expect(entries[1]).toMatchObject({ actor: { ...actor, reason: 'import of week-2.csv' }, via: 'import', changes: { status: ['scheduled', 'completed'], homeScore: [0, 6], awayScore: [0, 12], completedAt: [null, expect.any(String)] } });
    expect(entries[1]!.eventId).toEqual(expect.any(Number));
    const [prediction] = (await fan.get<PredictionDto[]>(`/api/leagues/${admin.league.slug}/fan/predictions`)).body;
    expect(prediction).toMatchObject({ isCorrect: true, points: 45 });

    // the same file again: nothing written, no version moved, no entry added
    const before = await versionsOf(admin.league);
    expect(await imported(admin, file(final), { fileName: 'week-2.csv' })).toMatchObject({ gamesCreated: 0, gamesUpdated: 0, errors: [] });
    expect(await versionsOf(admin.league)).toEqual(before);
    expect(await historyOf(admin, game.id)).toHaveLength(2);

    // a corrected final is a change too (the prediction scored again)
    expect(await imported(admin, file(scheduled.replace('Scheduled,,', 'Final,14,12')))).toMatchObject({ gamesUpdated: 1, errors: [] });
    expect((await historyOf(admin, game.id))[2]).toMatchObject({ via: 'import', changes: { homeScore: [6, 14] } });
    const [rescored] = (await fan.get<PredictionDto[]>(`/api/leagues/${admin.league.slug}/fan/predictions`)).body;
    expect(rescored).toMatchObject({ isCorrect: false });
  });

  it("the league's export imported again matches its own games by their match ID, bracket games included; a semifinal's imported final fills the final's side", async () => {
    const admin = await adminOf();
    const teamIds = (await server.deps.db.insert(teams).values(['T1', 'T2', 'T3', 'T4', 'T5', 'T6'].map((name) => ({ leagueId: admin.league.id, name }))).returning()).map((t) => t.id);
    const fieldIds = (await server.deps.db.insert(fields).values(['Field 1', 'Field 2'].map((name) => ({ leagueId: admin.league.id, name }))).returning()).map((f) => f.id);
    // a regular-season game an admin created (no match ID of its own)
    const regular = await admin.client.post<GameDto>('/api/games', { homeTeamId: teamIds[4], awayTeamId: teamIds[5], scheduledDate: '2030-05-25T13:00:00.000Z', field: 'Field 1' });
    expect(regular.status).toBe(201);
    const slots = ['09:00', '10:15', '11:30'].flatMap((time) => fieldIds.map((fieldId) => ({ date: '2030-06-01', time, fieldId })));
    const published = await admin.client.post<BracketAnswerDto>(`/api/leagues/${admin.league.slug}/brackets`, { name: 'Cup', format: 'single', seedTeamIds: teamIds.slice(0, 4), slots });
    expect(published.status, JSON.stringify(published.body)).toBe(201);
    const idOf = (key: string) => published.body.games.find((g) => g.key === key)!.id!;
    const [semi1, semi2, final] = [idOf('W1-1'), idOf('W1-2'), idOf('W2-1')];

    const exported = await exportOf(admin);
    expect(exported).toContain(`FFL-${semi1},`);
    expect(exported).toContain('Winner of Semifinal 1');
    // as it is: every row its own game, nothing refused as a double booking, no team made of "Winner of ..."
    const before = await versionsOf(admin.league);
    expect(await imported(admin, exported)).toMatchObject({ teamsCreated: 0, divisionsCreated: 0, fieldsCreated: 0, gamesCreated: 0, gamesUpdated: 0, errors: [] });
    expect(await versionsOf(admin.league)).toEqual(before);

    // a dry run of the scored export counts the change and writes nothing
    const scored = withFinal(withFinal(exported, semi1, 21, 14), regular.body.id, 7, 0);
    expect(await imported(admin, scored, { dryRun: true })).toMatchObject({ gamesCreated: 0, gamesUpdated: 2, errors: [], dryRun: true });
    expect(await versionsOf(admin.league)).toEqual(before);

    expect(await imported(admin, scored, { fileName: 'cup.csv' })).toMatchObject({ gamesCreated: 0, gamesUpdated: 2, teamsCreated: 0, errors: [] });
    expect(await getGame(admin, semi1)).toMatchObject({ status: 'completed', homeScore: 21, awayScore: 14 });
    expect(await getGame(admin, regular.body.id)).toMatchObject({ status: 'completed', homeScore: 7, awayScore: 0 });
    // seed 1 (home of the first semifinal) won it: the final's home side is theirs
    expect(await getGame(admin, final)).toMatchObject({ homeTeamId: teamIds[0], awayTeamId: null });
    expect((await historyOf(admin, semi1)).at(-1)).toMatchObject({ actor: { type: 'user', id: admin.user.id, reason: 'import of cup.csv' }, via: 'import', changes: { status: ['scheduled', 'completed'] } });
    expect(await server.deps.db.select({ n: sql<number>`count(*)::int` }).from(games).where(eq(games.leagueId, admin.league.id))).toEqual([{ n: 4 }]);

    // the export taken now (a final row of a bracket game, the final with one side known) again changes nothing
    const later = await exportOf(admin);
    expect(later).toMatch(new RegExp(`^FFL-${semi1},.*,Final,21,14$`, 'm'));
    const settled = await versionsOf(admin.league);
    expect(await imported(admin, later)).toMatchObject({ teamsCreated: 0, gamesCreated: 0, gamesUpdated: 0, errors: [] });
    expect(await versionsOf(admin.league)).toEqual(settled);

    // a tied final of a bracket game is the door's refusal: that row's error, its game left as it was
    const tied = withFinal(later, semi2, 10, 10);
    const res = await imported(admin, tied);
    expect(res).toMatchObject({ gamesUpdated: 0 });
    expect(res.errors).toEqual([expect.stringMatching(new RegExp(`^Row \\d+: ${GAME_REFUSAL_TEXT.playoffTied.replace(/[()]/g, '\\$&')}$`))]);
    expect(await getGame(admin, semi2)).toMatchObject({ status: 'scheduled', homeScore: 0, awayScore: 0 });
    expect(await versionsOf(admin.league)).toEqual(settled);
  });

  it('an import undone after a later batch failed puts a final back through the door, its predictions pending again', async () => {
    const admin = await adminOf();
    const scheduled = '7101,,1,Herons,Cranes,03/06/2032,09:00 AM,10:00 AM,North Field,,,,,Scheduled,,';
    expect(await imported(admin, file(scheduled))).toMatchObject({ gamesCreated: 1, errors: [] });
    const game = await gameByMatchId(admin.league, '7101');
    const fan = await signIn(server, await buildUser(server, { role: 'fan', league: admin.league }));
    expect((await fan.post(`/api/leagues/${admin.league.slug}/fan/predictions`, { gameId: game.id, predictedWinnerId: game.homeTeamId, confidence: 50, predictedScore: { home: 14, away: 7 } })).status).toBe(201);
    // the second batch's last row is refused by the database (a trigger stands in for its failure)
    await server.deps.db.execute(sql.raw(`create function refuse_7100() returns trigger language plpgsql as $$
      begin if new.external_id = '7100' then raise exception 'refused for the test'; end if; return new; end $$`));
    await server.deps.db.execute(sql.raw('create trigger refuse_7100 before insert on games for each row execute function refuse_7100()'));
    try {
      const fillers = Array.from({ length: IMPORT_BATCH_ROWS - 1 }, (_, i) => `${72000 + i},,1,Grebes,Loons,${new Date(Date.UTC(2033, 0, 1 + i)).toISOString().replace(/^(\d+)-(\d+)-(\d+).*$/, '$2/$3/$1')},09:00 AM,10:00 AM,,,,,,Scheduled,,`);
      const res = await uploadSchedule(server, admin.client, file(scheduled.replace('Scheduled,,', 'Final,14,7'), ...fillers, '7100,,1,Grebes,Loons,06/01/2034,09:00 AM,10:00 AM,,,,,,Scheduled,,'), { leagueSlug: admin.league.slug, fileName: 'broken.csv' });
      expect(res).toMatchObject({ status: 500, body: { message: IMPORT_TEXT.undone } });
    } finally {
      await server.deps.db.execute(sql.raw('drop trigger refuse_7100 on games'));
      await server.deps.db.execute(sql.raw('drop function refuse_7100()'));
    }
    expect(await getGame(admin, game.id)).toMatchObject({ status: 'scheduled', homeScore: 0, awayScore: 0, version: game.version + 2 });
    expect(await server.deps.db.select({ n: sql<number>`count(*)::int` }).from(games).where(eq(games.leagueId, admin.league.id))).toEqual([{ n: 1 }]);
    const entries = await historyOf(admin, game.id);
    expect(entries.slice(1)).toMatchObject([
      { via: 'import', actor: { id: admin.user.id, reason: 'import of broken.csv' }, changes: { status: ['scheduled', 'completed'] } },
      { via: 'import', actor: { id: admin.user.id, reason: 'undo of the failed import of broken.csv' }, changes: { status: ['completed', 'scheduled'], homeScore: [14, 0] } },
    ]);
    const [prediction] = (await fan.get<PredictionDto[]>(`/api/leagues/${admin.league.slug}/fan/predictions`)).body;
    expect(prediction).toMatchObject({ isCorrect: null, points: 0 });
  });
});
