// Issue 49: the check-in at the field (decision 080): who reads and marks it, the list that replaces
// the sheet, a player off both rosters refused without the admin's override and flagged with it, the
// same list twice changing nothing. Players are rows of the players table written here (the rosters
// module's API is another helper's).
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GameDto } from '../../../common/schemas/games/dto';
import type { GameHistoryDto } from '../../../common/schemas/games/history';
import type { CheckinDto } from '../../../common/schemas/rosters';
import { auditLog, gameCheckins, players } from '../../db/schema';
import { ApiClient, buildGame, buildUser, signIn, type TestServer } from '../../test/helpers';
import { staffedSuite, type Staffed } from '../games/test-fixtures';
import { CHECKINS_TEXT } from './texts';

let server: TestServer;
let s: Staffed;
staffedSuite({}, (suite) => ({ server, s } = suite));

type Roster = { home: number[]; away: number[]; third: number[] };
let roster: Roster;
let other: ApiClient;
let fan: ApiClient;

beforeAll(async () => {
  const add = async (teamId: number, names: [string, string, number | null][]) => {
    const rows = await server.deps.db
      .insert(players)
      .values(names.map(([firstName, lastName, jerseyNumber]) => ({ leagueId: s.league.id, teamId, firstName, lastName, jerseyNumber, birthDate: '2012-04-01' })))
      .returning();
    return rows.map((row) => row.id);
  };
  roster = {
    home: await add(s.homeTeamId, [['Isaac', 'Lee', 7], ['Ava', 'Moss', 12], ['Ben', 'Nash', null]]),
    away: await add(s.awayTeamId, [['Cole', 'Park', 3], ['Dana', 'Reed', 9]]),
    third: await add(s.thirdTeamId, [['Eli', 'Shaw', 21]]),
  };
  // a dropped player of the home team is on no roster
  await server.deps.db.update(players).set({ status: 'dropped' }).where(eq(players.id, roster.home[2]!));
  other = await signIn(server, await buildUser(server, { role: 'referee', league: s.league }), s.league.slug);
  fan = await signIn(server, await buildUser(server, { role: 'fan', league: s.league }), s.league.slug);
});

let day = 0;
async function scheduledGame(values: Parameters<typeof buildGame>[1] = {}) {
  day += 1;
  return buildGame(server, {
    league: s.league,
    homeTeamId: s.homeTeamId,
    awayTeamId: s.awayTeamId,
    ...values,
    values: { refereeId: s.referee.id, scheduledDate: new Date(Date.UTC(2026, 8, day, 14)), ...values.values },
  });
}

const put = (client: ApiClient, gameId: number, body: unknown) => client.request<CheckinDto & { message?: string }>('PUT', `/api/games/${gameId}/checkin`, body);
const presentIds = (sheet: CheckinDto) => [...sheet.home, ...sheet.away, ...sheet.others].filter((player) => player.present).map((player) => player.id).sort((a, b) => a - b);
const auditRows = (gameId: number) => server.deps.db.select().from(auditLog).where(and(eq(auditLog.targetType, 'game'), eq(auditLog.targetId, String(gameId))));

describe('GET /api/games/{id}/checkin', () => {
  it("shows both teams' active rosters, nobody present yet, in number order; no birth date for the referee", async () => {
    const game = await scheduledGame();
    const res = await s.refereeClient.get<CheckinDto>(`/api/games/${game.id}/checkin`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body.home.map((player) => [player.firstName, player.jerseyNumber, player.present])).toEqual([['Isaac', 7, false], ['Ava', 12, false]]);
    expect(res.body.away.map((player) => player.id)).toEqual(roster.away);
    expect(res.body.others).toEqual([]);
    expect(res.body.rosterFlag).toBe(false);
    expect(res.body.home[0]!.birthDate).toBeNull();
    const admin = await s.adminClient.get<CheckinDto>(`/api/games/${game.id}/checkin`);
    expect(admin.body.home[0]!.birthDate).toBe('2012-04-01');
  });

  it('is refused to another referee of the league, a fan and the signed out; another league\'s game is not found', async () => {
    const game = await scheduledGame();
    expect((await other.get(`/api/games/${game.id}/checkin`)).status).toBe(403);
    expect((await fan.get(`/api/games/${game.id}/checkin`)).status).toBe(403);
    expect((await new ApiClient(server.url).get(`/api/games/${game.id}/checkin`)).status).toBe(401);
    const outsider = await buildGame(server, { values: { scheduledDate: new Date('2026-09-30T14:00:00Z') } });
    expect((await s.adminClient.get(`/api/games/${outsider.id}/checkin`)).status).toBe(404);
  });
});

describe('PUT /api/games/{id}/checkin', () => {
  it('the referee checks players in: recorded with who and when, the list replaces the sheet', async () => {
    const game = await scheduledGame();
    const first = await put(s.refereeClient, game.id, { present: [roster.home[0], roster.away[1]] });
    expect(first.status).toBe(200);
    expect(presentIds(first.body)).toEqual([roster.home[0], roster.away[1]].sort((a, b) => a! - b!));
    const rows = await server.deps.db.select().from(gameCheckins).where(eq(gameCheckins.gameId, game.id));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ byUserId: s.referee.id, byName: 'Test referee', override: false, leagueId: s.league.id });
    expect(rows.find((row) => row.playerId === roster.away[1])!.teamId).toBe(s.awayTeamId);
    // the next list takes Dana off and puts Ava on
    const second = await put(s.refereeClient, game.id, { present: [roster.home[0], roster.home[1]] });
    expect(presentIds(second.body)).toEqual([roster.home[0], roster.home[1]]);
    const read = await s.refereeClient.get<CheckinDto>(`/api/games/${game.id}/checkin`);
    expect(presentIds(read.body)).toEqual([roster.home[0], roster.home[1]]);
    expect((await auditRows(game.id)).map((row) => row.action)).toEqual(['game.checkin', 'game.checkin']);
  });

  it('the same list twice changes nothing: no new row, no new audit, the first time kept', async () => {
    const game = await scheduledGame();
    const list = { present: [roster.away[0], roster.home[0], roster.away[0]] };
    expect((await put(s.refereeClient, game.id, list)).status).toBe(200);
    const before = await server.deps.db.select().from(gameCheckins).where(eq(gameCheckins.gameId, game.id));
    const again = await put(s.refereeClient, game.id, list);
    expect(again.status).toBe(200);
    expect(presentIds(again.body)).toEqual([roster.home[0], roster.away[0]].sort((a, b) => a! - b!));
    expect(await server.deps.db.select().from(gameCheckins).where(eq(gameCheckins.gameId, game.id))).toEqual(before);
    expect(await auditRows(game.id)).toHaveLength(1);
  });

  it("refuses a player on neither team's roster (409 naming him), a dropped one too, and an unknown id (400)", async () => {
    const game = await scheduledGame();
    const third = await put(s.refereeClient, game.id, { present: [roster.home[0], roster.third[0]] });
    expect(third.status).toBe(409);
    expect(third.body.message).toContain('Eli Shaw (#21)');
    const dropped = await put(s.refereeClient, game.id, { present: [roster.home[2]] });
    expect(dropped.status).toBe(409);
    expect(dropped.body.message).toContain('Ben Nash');
    const unknown = await put(s.refereeClient, game.id, { present: [999999] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(CHECKINS_TEXT.unknownPlayers([999999]));
    // nothing was written by the refusals
    expect(await server.deps.db.select().from(gameCheckins).where(eq(gameCheckins.gameId, game.id))).toEqual([]);
    expect((await put(s.refereeClient, game.id, { present: 'all' })).status).toBe(400);
    expect((await put(s.refereeClient, game.id, { present: [1], extra: true })).status).toBe(400);
  });

  it("the admin's override lets him in, recorded with who, and flags the game through the games' door", async () => {
    const game = await scheduledGame();
    // the referee may not override
    expect((await put(s.refereeClient, game.id, { present: [roster.third[0]], override: true })).status).toBe(403);
    // nor may the admin without saying so
    expect((await put(s.adminClient, game.id, { present: [roster.third[0]] })).status).toBe(409);
    const res = await put(s.adminClient, game.id, { present: [roster.home[0], roster.third[0]], override: true });
    expect(res.status).toBe(200);
    expect(res.body.rosterFlag).toBe(true);
    expect(res.body.others.map((player) => [player.id, player.present, player.override])).toEqual([[roster.third[0], true, true]]);
    const [row] = await server.deps.db.select().from(gameCheckins).where(and(eq(gameCheckins.gameId, game.id), eq(gameCheckins.playerId, roster.third[0]!)));
    expect(row).toMatchObject({ override: true, teamId: null, byUserId: s.admin.id, byName: 'Test admin' });
    const shown = await s.adminClient.get<GameDto>(`/api/games/${game.id}`);
    expect(shown.body.rosterFlag).toBe(true);
    expect(shown.body.version).toBe(game.version + 1);
    const history = await s.adminClient.get<GameHistoryDto>(`/api/games/${game.id}/history`);
    expect(history.body.entries.some((entry) => entry.via === 'check-in' && 'rosterFlag' in entry.changes)).toBe(true);
    expect((await auditRows(game.id)).map((audit) => audit.action)).toContain('game.checkin-override');
    // the referee's phone sends back the sheet it read: the player let in stays without an override
    const referee = await put(s.refereeClient, game.id, { present: [roster.home[0], roster.third[0], roster.away[0]] });
    expect(referee.status).toBe(200);
    expect(presentIds(referee.body)).toContain(roster.third[0]);
    // a second override does not write the game again
    await put(s.adminClient, game.id, { present: [roster.home[0]], override: true });
    expect((await s.adminClient.get<GameDto>(`/api/games/${game.id}`)).body.version).toBe(game.version + 1);
  });

  it('is refused to another referee and a fan (403); after the game only the admin changes it', async () => {
    const game = await scheduledGame();
    expect((await put(other, game.id, { present: [roster.home[0]] })).status).toBe(403);
    expect((await put(fan, game.id, { present: [roster.home[0]] })).status).toBe(403);
    const done = await scheduledGame({ values: { status: 'completed', completedAt: new Date('2026-09-01T16:00:00Z') } });
    const late = await put(s.refereeClient, done.id, { present: [roster.home[0]] });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(CHECKINS_TEXT.gameOver);
    expect((await put(s.adminClient, done.id, { present: [roster.home[0]] })).status).toBe(200);
  });

  it('a live game is checked in too', async () => {
    const game = await scheduledGame({ values: { status: 'live' } });
    expect((await put(s.refereeClient, game.id, { present: [roster.away[0]] })).status).toBe(200);
  });
});
