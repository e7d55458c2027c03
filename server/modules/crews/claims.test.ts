// Issue 48, self-assignment (decision 070): the open positions a referee may claim, and the claim
// itself: accepted at once, refused when the league does not allow it (403), when the position is
// taken, or with the reason when it would double-book him, falls on a day he marked unavailable, passes
// the league's games per day, or leaves him less than its rest. Two claims at once: one wins.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OpenPositionsDto } from '../../../common/schemas/crews';
import { DOUBLE_BOOKING_PREFIX } from '../../../common/schedule/booking';
import type { GameDto } from '../../../common/schemas/games/dto';
import { auditLog, refereeUnavailableDates } from '../../db/schema';
import { buildUser, signIn, startTestServer, type TestServer } from '../../test/helpers';
import { act, crewLeague, gameAt, memberOf, offer, setLeague, type CrewLeague } from './test-fixtures';

const NOW = Date.parse('2029-12-01T12:00:00Z');
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(NOW) });
  return () => server.close();
});

// a league of its own per test: its settings and its officials' games are the test's
async function league(values: Parameters<typeof crewLeague>[1] = {}): Promise<CrewLeague> {
  return crewLeague(server, { selfAssign: true, maxGamesPerDay: 4, restMinutes: 0, ...values }, 2, 3);
}

const openList = (s: CrewLeague, i: number) => s.officials[i]!.client.get<OpenPositionsDto & { message?: string }>(`/api/leagues/${s.league.slug}/open-positions`);

describe('POST /api/games/{id}/crew/{position}/claim', () => {
  it('takes an open position, accepted at once; the referee position becomes games.referee_id', async () => {
    const s = await league();
    const game = await gameAt(server, s, '2030-03-02T15:00:00.000Z');
    const claimed = await act(s.officials[0]!.client, game.id, 'second', 'claim');
    expect(claimed.status).toBe(200);
    const at = new Date(NOW).toISOString();
    expect(memberOf(claimed.body, 'second')).toMatchObject({ status: 'accepted', refereeId: s.officials[0]!.user.id, offeredAt: at, answeredAt: at });
    const referee = await act(s.officials[1]!.client, game.id, 'referee', 'claim');
    expect(memberOf(referee.body, 'referee')).toMatchObject({ status: 'accepted', refereeId: s.officials[1]!.user.id });
    expect((await s.adminClient.get<GameDto>(`/api/games/${game.id}`)).body.refereeId).toBe(s.officials[1]!.user.id);
    const audits = await server.deps.db.select().from(auditLog).where(eq(auditLog.action, 'game.crew-claim'));
    expect(audits.filter((a) => a.targetId === String(game.id))).toHaveLength(2);
    // taken: the next claim is told so
    const taken = await act(s.officials[2]!.client, game.id, 'second', 'claim');
    expect(taken.status).toBe(409);
    expect(taken.body.message).toMatch(/not open any more \(it is accepted\)/);
    // an offered position is not open either; a declined one is
    const other = await gameAt(server, s, '2030-03-03T15:00:00.000Z');
    await offer(s.adminClient, other.id, 'second', s.officials[0]!.user.id);
    expect((await act(s.officials[2]!.client, other.id, 'second', 'claim')).status).toBe(409);
    await act(s.officials[0]!.client, other.id, 'second', 'decline');
    expect((await act(s.officials[2]!.client, other.id, 'second', 'claim')).status).toBe(200);
  });

  it("is refused when the league does not allow self-assignment, and to who is not the league's official", async () => {
    const s = await league({ selfAssign: false });
    const game = await gameAt(server, s, '2030-03-02T15:00:00.000Z');
    const off = await act(s.officials[0]!.client, game.id, 'second', 'claim');
    expect(off.status).toBe(403);
    expect(off.body.message).toMatch(/does not let referees claim/);
    expect((await openList(s, 0)).status).toBe(403);
    await setLeague(server, s, { selfAssign: true });
    const fan = await buildUser(server, { role: 'fan', league: s.league });
    expect((await act(await signIn(server, fan, s.league.slug), game.id, 'second', 'claim')).status).toBe(403);
    const stranger = await league();
    expect((await act(stranger.officials[0]!.client, game.id, 'second', 'claim')).status).toBe(404);
    expect((await stranger.officials[0]!.client.get(`/api/leagues/${s.league.slug}/open-positions`)).status).toBe(403);
  });

  it('is refused with the reason: a double booking, an unavailable day', async () => {
    const s = await league();
    const a = await gameAt(server, s, '2030-03-02T15:00:00.000Z');
    const b = await gameAt(server, s, '2030-03-02T15:30:00.000Z');
    await offer(s.adminClient, a.id, 'second', s.officials[0]!.user.id);
    const clash = await act(s.officials[0]!.client, b.id, 'referee', 'claim');
    expect(clash.status).toBe(409);
    expect(clash.body.message!.startsWith(DOUBLE_BOOKING_PREFIX)).toBe(true);
    await server.deps.db.insert(refereeUnavailableDates).values({ userId: s.officials[1]!.user.id, date: '2030-03-02' });
    const away = await act(s.officials[1]!.client, b.id, 'second', 'claim');
    expect(away.status).toBe(409);
    expect(away.body.message).toMatch(/marked 2030-03-02 as unavailable/);
  });

  it("is refused past the league's games per day (offered positions count, across the crew)", async () => {
    const s = await league({ maxGamesPerDay: 2 });
    const me = s.officials[0]!;
    const morning = await gameAt(server, s, '2030-03-02T14:00:00.000Z');
    const noon = await gameAt(server, s, '2030-03-02T17:00:00.000Z');
    const evening = await gameAt(server, s, '2030-03-02T21:00:00.000Z');
    const nextDay = await gameAt(server, s, '2030-03-03T14:00:00.000Z');
    await offer(s.adminClient, morning.id, 'referee', me.user.id);
    expect((await act(me.client, noon.id, 'second', 'claim')).status).toBe(200);
    const third = await act(me.client, evening.id, 'second', 'claim');
    expect(third.status).toBe(409);
    expect(third.body.message).toMatch(/more than 2 games on 2030-03-02/);
    expect((await act(me.client, nextDay.id, 'second', 'claim')).status).toBe(200);
  });

  it("is refused when it leaves less than the league's rest after the previous game's end or before the next", async () => {
    const s = await league({ restMinutes: 30 });
    const me = s.officials[0]!;
    // a game lasts 65 minutes (4 x 15 and a 5-minute halftime): 14:00 ends 15:05
    const first = await gameAt(server, s, '2030-03-02T14:00:00.000Z');
    const tooSoon = await gameAt(server, s, '2030-03-02T15:20:00.000Z');
    const justRight = await gameAt(server, s, '2030-03-02T15:35:00.000Z');
    const before = await gameAt(server, s, '2030-03-02T12:40:00.000Z');
    await offer(s.adminClient, first.id, 'second', me.user.id);
    const soon = await act(me.client, tooSoon.id, 'second', 'claim');
    expect(soon.status).toBe(409);
    expect(soon.body.message).toMatch(/less than 30 minutes of rest/);
    // 12:40 ends 13:45, 15 minutes before the 14:00 game
    expect((await act(me.client, before.id, 'second', 'claim')).status).toBe(409);
    expect((await act(me.client, justRight.id, 'second', 'claim')).status).toBe(200);
  });

  it('two referees claiming one position at once: exactly one wins', async () => {
    const s = await league();
    for (const position of ['second', 'referee'] as const) {
      const game = await gameAt(server, s, position === 'second' ? '2030-03-04T15:00:00.000Z' : '2030-03-05T15:00:00.000Z');
      const answers = await Promise.all([act(s.officials[1]!.client, game.id, position, 'claim'), act(s.officials[2]!.client, game.id, position, 'claim')]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const winner = answers.find((a) => a.status === 200)!;
      expect(memberOf(winner.body, position).status).toBe('accepted');
      const loser = answers.find((a) => a.status === 409)!;
      expect(loser.body.message).toMatch(/not open any more/);
    }
  });
});

describe('GET /api/leagues/{slug}/open-positions', () => {
  it('lists the open and declined positions of scheduled games from now on, soonest first, leaving out what he could not take', async () => {
    const s = await league({ maxGamesPerDay: 1 });
    const me = s.officials[0]!;
    const later = await gameAt(server, s, '2030-04-10T15:00:00.000Z');
    const sooner = await gameAt(server, s, '2030-04-09T15:00:00.000Z');
    const busy = await gameAt(server, s, '2030-04-11T15:00:00.000Z');
    const sameDay = await gameAt(server, s, '2030-04-11T19:00:00.000Z');
    const unavailable = await gameAt(server, s, '2030-04-12T15:00:00.000Z');
    const past = await gameAt(server, s, '2029-11-30T15:00:00.000Z');
    await offer(s.adminClient, later.id, 'referee', s.officials[1]!.user.id);
    await offer(s.adminClient, busy.id, 'second', me.user.id);
    await offer(s.adminClient, sooner.id, 'second', s.officials[2]!.user.id);
    await act(s.officials[2]!.client, sooner.id, 'second', 'decline');
    await server.deps.db.insert(refereeUnavailableDates).values({ userId: me.user.id, date: '2030-04-12' });
    const res = await openList(s, 0);
    expect(res.status).toBe(200);
    expect(res.body.positions.map((p) => [p.game.id, p.position])).toEqual([
      [sooner.id, 'referee'],
      [sooner.id, 'second'],
      [later.id, 'second'],
    ]);
    expect(res.body.positions[0]!.game).toMatchObject({ scheduledDate: '2030-04-09T15:00:00.000Z', status: 'scheduled', homeTeam: expect.any(String), awayTeam: expect.any(String) });
    // another official sees what he may take: the busy day is his, not hers
    const theirs = (await openList(s, 1)).body.positions.map((p) => p.game.id);
    expect(theirs).toContain(busy.id);
    expect(theirs).toContain(sameDay.id);
    expect(theirs).toContain(unavailable.id);
    expect(theirs).not.toContain(later.id);
    expect(theirs).not.toContain(past.id);
  });
});
