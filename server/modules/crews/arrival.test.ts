// Issue 48: "I'm here" (decision 070), from 2 hours before kickoff to the game's scheduled end, by the
// position's own official (an offered one has accepted by arriving), recorded once; and the official's
// own list of assignments, soonest first, with each game's report state.
import { beforeAll, describe, expect, it } from 'vitest';
import type { AssignmentsDto } from '../../../common/schemas/crews';
import { gameReports } from '../../db/schema';
import { startTestServer, type TestServer } from '../../test/helpers';
import { act, crewLeague, gameAt, memberOf, offer, type CrewLeague } from './test-fixtures';

const HOUR = 60 * 60 * 1000;
const clock = { ms: Date.parse('2029-12-01T12:00:00Z') };
let server: TestServer;
let s: CrewLeague;

beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(clock.ms) });
  s = await crewLeague(server, {}, 3, 3);
  return () => server.close();
});

describe('POST /api/games/{id}/crew/{position}/arrive', () => {
  it('opens 2 hours before kickoff and closes at the scheduled end; an offered official accepts by arriving; once', async () => {
    clock.ms = Date.parse('2029-12-01T12:00:00Z');
    // two days on: the sessions signed in now still hold
    const kickoff = Date.parse('2029-12-03T15:00:00.000Z');
    const game = await gameAt(server, s, new Date(kickoff).toISOString());
    const [me, partner, other] = s.officials as [CrewLeague['officials'][number], CrewLeague['officials'][number], CrewLeague['officials'][number]];
    await offer(s.adminClient, game.id, 'referee', me.user.id);
    await offer(s.adminClient, game.id, 'second', partner.user.id);
    await act(partner.client, game.id, 'second', 'accept');

    clock.ms = kickoff - 2 * HOUR - 60_000;
    const early = await act(me.client, game.id, 'referee', 'arrive');
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/Too early: "I'm here" opens 2 hours before kickoff, at Mon, Dec 3, 2029, 8:00 AM/);
    expect((await act(other.client, game.id, 'referee', 'arrive')).status).toBe(403);
    expect((await act(s.adminClient, game.id, 'referee', 'arrive')).status).toBe(403);

    clock.ms = kickoff - HOUR;
    const here = await act(me.client, game.id, 'referee', 'arrive');
    expect(here.status).toBe(200);
    const arrivedAt = new Date(clock.ms).toISOString();
    expect(memberOf(here.body, 'referee')).toMatchObject({ status: 'accepted', answeredAt: arrivedAt, arrivedAt });
    clock.ms += 10 * 60_000;
    const again = await act(me.client, game.id, 'referee', 'arrive');
    expect(again.status).toBe(200);
    expect(memberOf(again.body, 'referee').arrivedAt).toBe(arrivedAt);

    // the game lasts 65 minutes: 16:05 is its end, and a minute after it is too late
    clock.ms = kickoff + 66 * 60_000;
    const late = await act(partner.client, game.id, 'second', 'arrive');
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/too late/);
    clock.ms = kickoff + 64 * 60_000;
    expect(memberOf((await act(partner.client, game.id, 'second', 'arrive')).body, 'second').arrivedAt).toBe(new Date(clock.ms).toISOString());
    // an open position has nobody to arrive
    expect((await act(other.client, game.id, 'line', 'arrive')).status).toBe(403);
  });
});

describe('GET /api/referees/me/assignments', () => {
  it("lists his offered, accepted and declined positions soonest first, from a day ago, with the report's state", async () => {
    clock.ms = Date.parse('2030-06-01T12:00:00Z');
    const league = await crewLeague(server, {}, 2, 2);
    const [me, partner] = league.officials as [CrewLeague['officials'][number], CrewLeague['officials'][number]];
    const yesterday = await gameAt(server, league, '2030-05-31T15:00:00.000Z');
    const old = await gameAt(server, league, '2030-05-20T15:00:00.000Z');
    const soon = await gameAt(server, league, '2030-06-03T15:00:00.000Z');
    const sooner = await gameAt(server, league, '2030-06-02T15:00:00.000Z');
    const declined = await gameAt(server, league, '2030-06-04T15:00:00.000Z');
    clock.ms = Date.parse('2030-05-01T12:00:00Z');
    for (const game of [yesterday, old, soon]) await offer(league.adminClient, game.id, 'referee', me.user.id);
    await offer(league.adminClient, sooner.id, 'second', me.user.id);
    await offer(league.adminClient, declined.id, 'second', me.user.id);
    await act(me.client, soon.id, 'referee', 'accept');
    await act(me.client, declined.id, 'second', 'decline');
    await offer(league.adminClient, declined.id, 'referee', partner.user.id);
    await server.deps.db.insert(gameReports).values({ gameId: yesterday.id, leagueId: league.league.id, authorId: me.user.id, authorName: 'me', sportsmanshipHome: 4, sportsmanshipAway: 5, fieldCondition: 'good', submittedAt: new Date(), updatedAt: new Date() });
    clock.ms = Date.parse('2030-06-01T12:00:00Z');

    const res = await me.client.get<AssignmentsDto>('/api/referees/me/assignments');
    expect(res.status).toBe(200);
    expect(res.body.assignments.map((a) => [a.game.id, a.position, a.status, a.reportState])).toEqual([
      [yesterday.id, 'referee', 'offered', 'submitted'],
      [sooner.id, 'second', 'offered', null],
      [soon.id, 'referee', 'accepted', null],
      [declined.id, 'second', 'declined', null],
    ]);
    const ranged = await me.client.get<AssignmentsDto>('/api/referees/me/assignments?from=2030-05-01T00:00:00Z&to=2030-06-02T23:00:00Z');
    expect(ranged.body.assignments.map((a) => a.game.id)).toEqual([old.id, yesterday.id, sooner.id]);
    expect((await me.client.get('/api/referees/me/assignments?from=soon')).status).toBe(400);
    expect((await me.client.get('/api/referees/me/assignments?from=2030-06-02T00:00:00Z&to=2030-06-01T00:00:00Z')).status).toBe(400);
    // the partner's list is his own
    expect((await partner.client.get<AssignmentsDto>('/api/referees/me/assignments')).body.assignments.map((a) => a.game.id)).toEqual([declined.id]);
  });
});
