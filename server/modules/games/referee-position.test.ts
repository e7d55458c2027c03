// Issue 48: games.referee_id is the crew's `referee` position. Whatever door sets it (create, edit,
// a batch of new games), the position's row follows in the same transaction: offered to the new
// referee, open when none; and the other positions' officials count for double booking.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { gameCrew, teams } from '../../db/schema';
import type { TestServer } from '../../test/helpers';
import { buildUser } from '../../test/helpers';
import { createGamesInTx } from './change-games';
import { who } from './history';
import { createGameVia, nextKickoff, staffedSuite, type Staffed } from './test-fixtures';

let server: TestServer;
let s: Staffed;
staffedSuite({}, (suite) => ({ server, s } = suite));

const refereeRow = async (gameId: number) => (await server.deps.db.select().from(gameCrew).where(and(eq(gameCrew.gameId, gameId), eq(gameCrew.position, 'referee'))))[0];

describe('the referee position follows games.referee_id', () => {
  it('a game created with a referee offers him the position; an edit to none opens it, to another offers it anew', async () => {
    const game = await createGameVia(s.adminClient, s, { refereeId: s.referee.id });
    expect(await refereeRow(game.id)).toMatchObject({ refereeId: s.referee.id, status: 'offered', answeredAt: null, leagueId: s.league.id });
    expect((await refereeRow(game.id))!.offeredAt).toBeInstanceOf(Date);

    const cleared = await s.adminClient.request('PATCH', `/api/games/${game.id}/state`, { refereeId: null });
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    expect(await refereeRow(game.id)).toMatchObject({ refereeId: null, status: 'open', offeredAt: null });

    const other = await buildUser(server, { role: 'referee', league: s.league });
    const offered = await s.adminClient.request('PATCH', `/api/games/${game.id}/state`, { refereeId: other.id });
    expect(offered.status, JSON.stringify(offered.body)).toBe(200);
    expect(await refereeRow(game.id)).toMatchObject({ refereeId: other.id, status: 'offered' });
  });

  it('a game created without a referee has no crew row until one is set', async () => {
    const game = await createGameVia(s.adminClient, s);
    expect(await refereeRow(game.id)).toBeUndefined();
  });

  it('new games of a batch (an import, a season) offer their referees', async () => {
    const [id] = await server.deps.db.transaction((tx) =>
      createGamesInTx(tx, s.league.id, [{ homeTeamId: s.homeTeamId, awayTeamId: s.thirdTeamId, refereeId: s.referee.id, scheduledDate: new Date(nextKickoff()) }], { by: who.system('test'), via: 'import' }, Date.now()),
    );
    expect(await refereeRow(id!)).toMatchObject({ refereeId: s.referee.id, status: 'offered' });
  });

  it('an official holding the second position of a game cannot referee another game at that time', async () => {
    const kickoff = nextKickoff();
    const first = await createGameVia(s.adminClient, s, { scheduledDate: kickoff });
    await server.deps.db.insert(gameCrew).values({ gameId: first.id, leagueId: s.league.id, position: 'second', refereeId: s.referee.id, status: 'accepted' });
    const [fourth] = await server.deps.db.insert(teams).values({ leagueId: s.league.id, name: 'Foxes' }).returning();
    const clash = await s.adminClient.post<{ message: string }>('/api/games', { homeTeamId: s.thirdTeamId, awayTeamId: fourth!.id, scheduledDate: kickoff, refereeId: s.referee.id });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toContain('the referee already has a game then');
    // a declined second holds nothing
    await server.deps.db.update(gameCrew).set({ status: 'declined' }).where(and(eq(gameCrew.gameId, first.id), eq(gameCrew.position, 'second')));
    expect((await s.adminClient.post('/api/games', { homeTeamId: s.thirdTeamId, awayTeamId: fourth!.id, scheduledDate: kickoff, refereeId: s.referee.id })).status).toBe(201);
  });
});
