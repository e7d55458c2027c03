// Issue 48, a game's crew (decision 070): each position offered and read, the checks of an offer
// (the crew's size, a scheduled game, an approved referee of the league, once per crew, no double
// booking across positions, unavailable dates), who reads a crew and a decline's reason, accept and
// decline (the referee position's games.referee_id cleared, the decliner kept, the admins mailed).
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DOUBLE_BOOKING_PREFIX } from '../../../common/schedule/booking';
import type { GameDto } from '../../../common/schemas/games/dto';
import { auditLog, gameCrew, mailOutbox, refereeUnavailableDates } from '../../db/schema';
import { buildGame, buildUser, signIn, startTestServer, type TestServer } from '../../test/helpers';
import { nextKickoff, staffedLeague } from '../games/test-fixtures';
import { act, crewLeague, crewOf, gameAt, memberOf, offer, type CrewLeague } from './test-fixtures';

const NOW = Date.parse('2029-12-01T12:00:00Z');
let server: TestServer;
let s: CrewLeague;

beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(NOW) });
  s = await crewLeague(server);
  return () => server.close();
});

const r1 = () => s.officials[0]!;
const r2 = () => s.officials[1]!;
const r3 = () => s.officials[2]!;

describe('GET and PUT /api/games/{id}/crew', () => {
  it('offers each position of a crew of 3 and reads it back, the referee position as games.referee_id', async () => {
    const game = await gameAt(server, s, nextKickoff());
    const empty = await crewOf(s.adminClient, game.id);
    expect(empty.status).toBe(200);
    expect(empty.body.crew.map((m) => [m.position, m.status, m.refereeId])).toEqual([
      ['referee', 'open', null],
      ['second', 'open', null],
      ['line', 'open', null],
    ]);
    expect((await offer(s.adminClient, game.id, 'referee', r1().user.id)).status).toBe(200);
    expect((await offer(s.adminClient, game.id, 'second', r2().user.id)).status).toBe(200);
    const last = await offer(s.adminClient, game.id, 'line', r3().user.id);
    expect(last.status).toBe(200);
    expect(last.body.crew.map((m) => [m.position, m.status, m.refereeId])).toEqual([
      ['referee', 'offered', r1().user.id],
      ['second', 'offered', r2().user.id],
      ['line', 'offered', r3().user.id],
    ]);
    expect(memberOf(last.body, 'second')).toMatchObject({ refereeName: 'Test referee', offeredAt: new Date(NOW).toISOString(), answeredAt: null, arrivedAt: null });
    const read = await s.adminClient.get<GameDto>(`/api/games/${game.id}`);
    expect(read.body.refereeId).toBe(r1().user.id);
    const audits = await server.deps.db.select().from(auditLog).where(and(eq(auditLog.targetId, String(game.id)), eq(auditLog.action, 'game.crew-offer')));
    expect(audits.map((a) => a.details)).toEqual([
      { position: 'referee', refereeId: r1().user.id },
      { position: 'second', refereeId: r2().user.id },
      { position: 'line', refereeId: r3().user.id },
    ]);
    // any referee of the league reads it (his partners); the same offer again changes nothing
    expect((await crewOf(s.refereeClient, game.id)).status).toBe(200);
    expect((await offer(s.adminClient, game.id, 'second', r2().user.id)).body.crew[1]!.offeredAt).toBe(new Date(NOW).toISOString());
  });

  it('opens a position, and refuses the same official twice in one crew', async () => {
    const game = await gameAt(server, s, nextKickoff());
    await offer(s.adminClient, game.id, 'referee', r1().user.id);
    const twice = await offer(s.adminClient, game.id, 'second', r1().user.id);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toMatch(/already holds another position/);
    await offer(s.adminClient, game.id, 'second', r2().user.id);
    const opened = await offer(s.adminClient, game.id, 'second', null);
    expect(memberOf(opened.body, 'second')).toMatchObject({ status: 'open', refereeId: null, offeredAt: null });
    const refereeOpened = await offer(s.adminClient, game.id, 'referee', null);
    expect(memberOf(refereeOpened.body, 'referee')).toMatchObject({ status: 'open', refereeId: null });
    expect((await s.adminClient.get<GameDto>(`/api/games/${game.id}`)).body.refereeId).toBeNull();
  });

  it('refuses a position beyond the crew size, a game not scheduled, and who is not an approved referee of the league', async () => {
    const single = await crewLeague(server, {}, 1, 1);
    const game = await gameAt(server, single, nextKickoff());
    const beyond = await offer(single.adminClient, game.id, 'second', single.officials[0]!.user.id);
    expect(beyond.status).toBe(409);
    expect(beyond.body.message).toMatch(/crew has 1 official: it has no second official position/);
    expect((await crewOf(single.adminClient, game.id)).body.crew).toHaveLength(1);

    const done = await buildGame(server, { league: s.league, values: { status: 'completed', scheduledDate: new Date(nextKickoff()) } });
    const late = await offer(s.adminClient, done.id, 'second', r2().user.id);
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/completed/);

    const other = await gameAt(server, s, nextKickoff());
    const pending = await buildUser(server, { role: 'pending', league: s.league });
    expect((await offer(s.adminClient, other.id, 'second', pending.id)).status).toBe(400);
    expect((await offer(s.adminClient, other.id, 'line', single.officials[0]!.user.id)).status).toBe(404);
    expect((await offer(s.refereeClient, other.id, 'line', r2().user.id)).status).toBe(403);
    const bad = await s.adminClient.request<{ message: string }>('PUT', `/api/games/${other.id}/crew/umpire`, { refereeId: r2().user.id });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/Position must be one of referee, second, line/);
  });

  it('counts every position for double booking: a second on one game is not the referee or line of another at that time', async () => {
    const kickoff = nextKickoff();
    const a = await gameAt(server, s, kickoff);
    const b = await gameAt(server, s, kickoff);
    expect((await offer(s.adminClient, a.id, 'second', r2().user.id)).status).toBe(200);
    const asReferee = await offer(s.adminClient, b.id, 'referee', r2().user.id);
    expect(asReferee.status).toBe(409);
    expect(asReferee.body.message!.startsWith(DOUBLE_BOOKING_PREFIX)).toBe(true);
    const asLine = await offer(s.adminClient, b.id, 'line', r2().user.id);
    expect(asLine.status).toBe(409);
    expect(asLine.body.message!.startsWith(DOUBLE_BOOKING_PREFIX)).toBe(true);
    // and the other way: the referee of b is no second of a
    await offer(s.adminClient, b.id, 'referee', r3().user.id);
    expect((await offer(s.adminClient, a.id, 'line', r3().user.id)).status).toBe(409);
  });

  it("refuses a day the referee marked unavailable (the kickoff's date in league time)", async () => {
    // 02:00 UTC on the 16th is the 15th in New York
    const game = await gameAt(server, s, '2030-06-16T02:00:00.000Z');
    await server.deps.db.insert(refereeUnavailableDates).values({ userId: r3().user.id, date: '2030-06-15' });
    for (const position of ['referee', 'line'] as const) {
      const res = await offer(s.adminClient, game.id, position, r3().user.id);
      expect(res.status).toBe(409);
      expect(res.body.message).toMatch(/marked 2030-06-15 as unavailable/);
    }
    expect((await offer(s.adminClient, game.id, 'line', r2().user.id)).status).toBe(200);
  });

  it("is read by the league's admins and referees, not by a fan nor another league", async () => {
    const game = await gameAt(server, s, nextKickoff());
    const fan = await buildUser(server, { role: 'fan', league: s.league });
    expect((await crewOf(await signIn(server, fan, s.league.slug), game.id)).status).toBe(403);
    const stranger = await staffedLeague(server);
    expect((await crewOf(stranger.adminClient, game.id)).status).toBe(404);
    const root = await signIn(server, await buildUser(server, { role: 'super_admin' }));
    expect((await crewOf(root, game.id)).status).toBe(200);
  });
});

describe('accept and decline', () => {
  it('the offered official accepts; nobody else answers; an answered offer is answered', async () => {
    const game = await gameAt(server, s, nextKickoff());
    await offer(s.adminClient, game.id, 'second', r2().user.id);
    expect((await act(r3().client, game.id, 'second', 'accept')).status).toBe(403);
    expect((await act(s.adminClient, game.id, 'second', 'accept')).status).toBe(403);
    const accepted = await act(r2().client, game.id, 'second', 'accept');
    expect(accepted.status).toBe(200);
    expect(memberOf(accepted.body, 'second')).toMatchObject({ status: 'accepted', refereeId: r2().user.id, answeredAt: new Date(NOW).toISOString() });
    const again = await act(r2().client, game.id, 'second', 'decline', { reason: 'changed my mind' });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/not waiting for an answer any more \(it is accepted\)/);
    expect((await act(r2().client, game.id, 'line', 'accept')).status).toBe(403);
  });

  it("a referee's decline clears games.referee_id, keeps him on the row with his reason, and mails the league's admins", async () => {
    const game = await gameAt(server, s, nextKickoff());
    await offer(s.adminClient, game.id, 'referee', r1().user.id);
    const declined = await act(r1().client, game.id, 'referee', 'decline', { reason: 'out of town' });
    expect(declined.status).toBe(200);
    expect(memberOf(declined.body, 'referee')).toMatchObject({ status: 'declined', refereeId: r1().user.id, answeredAt: new Date(NOW).toISOString(), declineReason: 'out of town' });
    expect((await s.adminClient.get<GameDto>(`/api/games/${game.id}`)).body.refereeId).toBeNull();
    const [row] = await server.deps.db.select().from(gameCrew).where(and(eq(gameCrew.gameId, game.id), eq(gameCrew.position, 'referee')));
    expect(row).toMatchObject({ status: 'declined', refereeId: r1().user.id, declineReason: 'out of town' });
    // the reason is the admins' and the decliner's
    expect(memberOf((await crewOf(s.adminClient, game.id)).body, 'referee').declineReason).toBe('out of town');
    expect(memberOf((await crewOf(r2().client, game.id)).body, 'referee')).not.toHaveProperty('declineReason');
    const mails = (await server.deps.db.select().from(mailOutbox).where(eq(mailOutbox.leagueId, s.league.id))).filter((m) => m.kind === 'crew-declined');
    expect(mails.map((m) => m.toAddress)).toEqual([s.admin.email]);
    expect(mails[0]!.text).toMatch(/declined the referee position of .* vs .*/);
    expect(mails[0]!.text).toMatch(/Reason: out of town/);
    // the position is open again: another official may be offered it
    const reoffered = await offer(s.adminClient, game.id, 'referee', r2().user.id);
    expect(memberOf(reoffered.body, 'referee')).toMatchObject({ status: 'offered', refereeId: r2().user.id, answeredAt: null });
  });

  it('a second declines: the position is declined and open to another offer', async () => {
    const game = await gameAt(server, s, nextKickoff());
    await offer(s.adminClient, game.id, 'second', r3().user.id);
    const declined = await act(r3().client, game.id, 'second', 'decline');
    expect(memberOf(declined.body, 'second')).toMatchObject({ status: 'declined', refereeId: r3().user.id, declineReason: null });
    const bad = await act(r3().client, game.id, 'second', 'decline', { reason: 'x'.repeat(501) });
    expect(bad.status).toBe(400);
    expect((await offer(s.adminClient, game.id, 'second', r2().user.id)).status).toBe(200);
  });
});
