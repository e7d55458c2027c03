// Issue 37 end to end: the rules profiles (league and division), a game's copy of them, forfeit and
// undo through the games API, on a real database.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { presetProfile, type RulesProfile } from '../../../common/game-rules';
import type { GameDto, GameErrorBody, GameEventDto } from '../../../common/schemas/games/dto';
import { GAMES_TEXT } from '../../../common/schemas/games/texts';
import type { ScoringPlayDto } from '../../../common/schemas/scoreboard';
import type { StandingsDto } from '../../../common/standings/rank';
import { divisions, leagues, teams } from '../../db/schema';
import { ApiClient, buildUser, signIn, type TestServer } from '../../test/helpers';
import { createGameVia, hourlyClock, liveGame, staffedSuite, type Staffed } from '../games/test-fixtures';

const clock = hourlyClock('2026-05-02T14:00:00Z');
let server: TestServer;
let s: Staffed;
staffedSuite({ now: clock.now }, (suite) => ({ server, s } = suite));

type Answer = GameDto & GameErrorBody;
const act = (client: ApiClient, id: number, action: Record<string, unknown>) => client.request<Answer>('POST', `/api/games/${id}/actions`, action);
const events = async (id: number) => (await s.refereeClient.get<GameEventDto[]>(`/api/games/${id}/events`)).body;

describe('rules profiles', () => {
  it('a league: public GET, admin PATCH with a preset then a change (custom), validated, refused to a referee', async () => {
    const visitor = new ApiClient(server.url);
    expect((await visitor.get(`/api/leagues/${s.league.slug}/rules`)).body).toMatchObject({ preset: 'custom', mercy: { points: null }, twoMinuteWarning: false });
    const set = await s.adminClient.request('PATCH', `/api/leagues/${s.league.slug}/rules`, { preset: 'nfl-flag' });
    expect(set.status).toBe(200);
    expect(set.body).toEqual(presetProfile('nfl-flag'));
    const changed = await s.adminClient.request('PATCH', `/api/leagues/${s.league.slug}/rules`, { mercy: { points: 35 } });
    expect(changed.body).toMatchObject({ preset: 'custom', mercy: { points: 35, from: 'start', autoEnd: false }, playClockSeconds: 25 });
    expect((await visitor.get(`/api/leagues/${s.league.slug}/rules`)).body).toEqual(changed.body);

    for (const [body, message] of [
      [{ mercy: { points: 6 } }, 'must be from 7 to 99'],
      [{ playClockSeconds: 61 }, 'must be from 10 to 60'],
      [{ forfeit: { winnerScore: 100 } }, 'must be from 0 to 99'],
      [{ preset: 'nfl' }, 'must be nfl-flag, ifaf-5v5, adult-7v7 or custom'],
      [{ forfeit: { winnerScore: 0, loserScore: 0 } }, 'The forfeit winner score must be higher than the loser score'],
    ] as const) {
      const refused = await s.adminClient.request<{ message: string }>('PATCH', `/api/leagues/${s.league.slug}/rules`, body);
      expect(refused.status).toBe(400);
      expect(refused.body.message.toLowerCase()).toContain(message.toLowerCase());
    }
    expect((await s.refereeClient.request('PATCH', `/api/leagues/${s.league.slug}/rules`, { preset: 'ifaf-5v5' })).status).toBe(403);
    expect((await visitor.get(`/api/leagues/${s.league.slug}/rules`)).body).toEqual(changed.body);
  });

  it('a division: the league’s profile with its overrides, null removes one, preset null all', async () => {
    await s.adminClient.request('PATCH', `/api/leagues/${s.league.slug}/rules`, { preset: 'adult-7v7' });
    const [division] = await server.deps.db.insert(divisions).values({ leagueId: s.league.id, name: 'U10' }).returning();
    const path = `/api/divisions/${division!.id}/rules`;
    expect((await new ApiClient(server.url).get(path)).body).toEqual({ ...presetProfile('adult-7v7'), overrides: [] });
    const own = await s.adminClient.request('PATCH', path, { mercy: { points: 28, from: 'start' }, twoMinuteWarning: false });
    expect(own.body).toMatchObject({ preset: 'custom', mercy: { points: 28, from: 'start', autoEnd: true }, twoMinuteWarning: false, playClockSeconds: 30, overrides: ['mercy', 'twoMinuteWarning'] });
    const fewer = await s.adminClient.request('PATCH', path, { twoMinuteWarning: null });
    expect(fewer.body).toMatchObject({ twoMinuteWarning: true, overrides: ['mercy'] });
    expect((await s.adminClient.request('PATCH', path, { preset: null })).body).toEqual({ ...presetProfile('adult-7v7'), overrides: [] });
    expect((await s.adminClient.request('PATCH', path, { playClockSeconds: 5 })).status).toBe(400);
    expect((await s.adminClient.request('PATCH', '/api/divisions/999999/rules', { preset: null })).status).toBe(404);
  });
});

describe('the crew size (issue 48)', () => {
  it('a stored profile without it reads 1; the league sets 1-3 and keeps its preset; a division overrides it alone, null gives it back', async () => {
    const [division] = await server.deps.db.insert(divisions).values({ leagueId: s.league.id, name: 'U14' }).returning();
    // a profile stored before issue 48 (no crewSize) and a division's overrides stored before it
    const { crewSize: _size, ...old } = presetProfile('nfl-flag');
    await server.deps.db.update(leagues).set({ rulesProfile: old as RulesProfile }).where(eq(leagues.id, s.league.id));
    await server.deps.db.update(divisions).set({ rulesOverrides: { twoMinuteWarning: true } }).where(eq(divisions.id, division!.id));
    const visitor = new ApiClient(server.url);
    expect((await visitor.get(`/api/leagues/${s.league.slug}/rules`)).body).toEqual(presetProfile('nfl-flag'));
    const path = `/api/divisions/${division!.id}/rules`;
    expect((await visitor.get(path)).body).toMatchObject({ crewSize: 1, overrides: ['twoMinuteWarning'] });

    const two = await s.adminClient.request('PATCH', `/api/leagues/${s.league.slug}/rules`, { crewSize: 2 });
    expect(two.body).toEqual(presetProfile('nfl-flag', 2));
    expect((await s.adminClient.request('PATCH', `/api/leagues/${s.league.slug}/rules`, { preset: 'ifaf-5v5' })).body).toEqual(presetProfile('ifaf-5v5', 2));
    for (const crewSize of [0, 4, 1.5, '2', null]) {
      const refused = await s.adminClient.request<{ message: string }>('PATCH', `/api/leagues/${s.league.slug}/rules`, { crewSize });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toMatch(/^Crew size must be/);
    }

    await s.adminClient.request('PATCH', path, { preset: null });
    const own = await s.adminClient.request('PATCH', path, { crewSize: 3 });
    expect(own.body).toEqual({ ...presetProfile('ifaf-5v5', 3), overrides: ['crewSize'] });
    expect((await visitor.get(path)).body).toEqual(own.body);
    expect((await s.adminClient.request('PATCH', path, { crewSize: 5 })).status).toBe(400);
    expect((await s.adminClient.request('PATCH', path, { crewSize: null })).body).toEqual({ ...presetProfile('ifaf-5v5', 2), overrides: [] });
  });
});

describe('a game and its rules', () => {
  it('follows its division while scheduled, keeps the copy taken at the start', async () => {
    await s.adminClient.request('PATCH', `/api/leagues/${s.league.slug}/rules`, { preset: 'nfl-flag' });
    const [division] = await server.deps.db.insert(divisions).values({ leagueId: s.league.id, name: 'U12' }).returning();
    const [home, away] = await server.deps.db
      .insert(teams)
      .values([
        { leagueId: s.league.id, divisionId: division!.id, name: 'Foxes' },
        { leagueId: s.league.id, divisionId: division!.id, name: 'Wolves' },
      ])
      .returning();
    await s.adminClient.request('PATCH', `/api/divisions/${division!.id}/rules`, { mercy: { points: 21 } });
    const game = await createGameVia(s.adminClient, { ...s, homeTeamId: home!.id, awayTeamId: away!.id });
    expect(game.rules).toMatchObject({ preset: 'custom', mercy: { points: 21 }, playClockSeconds: 25 });
    const started = await act(s.refereeClient, game.id, { type: 'startGame' });
    expect(started.body.rules.mercy.points).toBe(21);
    await s.adminClient.request('PATCH', `/api/divisions/${division!.id}/rules`, { mercy: null });
    expect((await s.refereeClient.get<GameDto>(`/api/games/${game.id}`)).body.rules.mercy.points).toBe(21);
  });

  it('mercy: announced at the lead, endGame completes it with its event; the scoreboard reads endReason', async () => {
    await s.adminClient.request('PATCH', `/api/leagues/${s.league.slug}/rules`, { preset: 'nfl-flag' });
    const game = await liveGame(s);
    expect((await act(s.refereeClient, game.id, { type: 'endGame', reason: 'mercy' })).status).toBe(409);
    await act(s.refereeClient, game.id, { type: 'addScore', team: 'away', delta: 27 });
    const lead = await act(s.refereeClient, game.id, { type: 'addScore', team: 'away', delta: 1 });
    expect(lead.body).toMatchObject({ status: 'live', mercy: { team: 'away', lead: 28 }, endReason: null });
    const ended = await act(s.refereeClient, game.id, { type: 'endGame', reason: 'mercy' });
    expect(ended.body).toMatchObject({ status: 'completed', endReason: 'mercy', mercy: null });
    expect((await events(game.id))[0]).toMatchObject({ eventType: 'game_end', description: 'Game ended (mercy rule): Bears led by 28' });
  });
});

describe('forfeit', () => {
  it('the game’s referee or an admin; scheduled or live; the other team gets the forfeit score', async () => {
    await s.adminClient.request('PATCH', `/api/leagues/${s.league.slug}/rules`, { preset: 'adult-7v7' });
    const otherReferee = await signIn(server, await buildUser(server, { role: 'referee', league: s.league }), s.league.slug);
    const scheduled = await createGameVia(s.adminClient, s, { refereeId: s.referee.id });
    const refused = await act(otherReferee, scheduled.id, { type: 'forfeit', team: 'home' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(GAMES_TEXT.forfeitReferee);
    const forfeited = await act(s.refereeClient, scheduled.id, { type: 'forfeit', team: 'home' });
    expect(forfeited.body).toMatchObject({ status: 'completed', endReason: 'forfeit', homeScore: 0, awayScore: 21, rules: { preset: 'adult-7v7' } });
    expect((await act(s.refereeClient, scheduled.id, { type: 'forfeit', team: 'away' })).status).toBe(409);

    const live = await liveGame(s);
    const byAdmin = await act(s.adminClient, live.id, { type: 'forfeit', team: 'away' });
    expect(byAdmin.body).toMatchObject({ status: 'completed', endReason: 'forfeit', homeScore: 21, awayScore: 0 });
    expect((await act(s.adminClient, live.id, { type: 'forfeit', team: 'sideways' })).status).toBe(400);

    // the standings count each as the forfeiting team's loss
    const standings = await new ApiClient(server.url).get<StandingsDto>(`/api/leagues/${s.league.slug}/standings`);
    const row = (name: string) => standings.body.rows.find((r) => r.team.name === name)!;
    expect(row('Hawks')).toMatchObject({ forfeits: 1 });
    expect(row('Bears')).toMatchObject({ forfeits: 1 });
  });
});

describe('undo', () => {
  it('the latest event: reversed by a new event, the original kept and marked; 409 naming the later one; the undo undone', async () => {
    const game = await liveGame(s, { refereeId: s.referee.id, blitzesPerPeriod: 2 });
    const touchdown = await act(s.refereeClient, game.id, { type: 'scoringPlay', team: 'home', play: 'touchdown', jersey: '12' });
    await act(s.refereeClient, game.id, { type: 'callBlitz', team: 'away' });
    const [blitz, score] = await events(game.id);
    const early = await act(s.refereeClient, game.id, { type: 'undo', eventId: score!.id });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ message: 'Only the latest event can be undone; "Bears blitz (1 of 2)" came after it', laterEventId: blitz!.id });

    const undoBlitz = await act(s.refereeClient, game.id, { type: 'undo', eventId: blitz!.id });
    expect(undoBlitz.body).toMatchObject({ awayBlitzesUsed: 0, version: touchdown.body.version + 2 });
    const afterBlitz = await events(game.id);
    expect(afterBlitz[0]).toMatchObject({ eventType: 'undo', undoes: blitz!.id, undone: false, description: 'Undone: Bears blitz (1 of 2)' });
    expect(afterBlitz[1]).toMatchObject({ id: blitz!.id, undone: true });

    // undo the undo: the blitz again, as a new event naming the undo
    const redo = await act(s.refereeClient, game.id, { type: 'undo', eventId: afterBlitz[0]!.id });
    expect(redo.body.awayBlitzesUsed).toBe(1);
    const afterRedo = await events(game.id);
    expect(afterRedo[0]).toMatchObject({ eventType: 'blitz', undoes: afterBlitz[0]!.id, undone: false });
    expect(afterRedo[1]).toMatchObject({ eventType: 'undo', undone: true });

    // the scoring play undone leaves the scoring plays feed
    await act(s.refereeClient, game.id, { type: 'undo', eventId: afterRedo[0]!.id });
    const plays = () => new ApiClient(server.url).get<ScoringPlayDto[]>(`/api/leagues/${s.league.slug}/public/games/${game.id}/scoring-plays`);
    expect((await plays()).body).toHaveLength(1);
    const undoneScore = await act(s.refereeClient, game.id, { type: 'undo', eventId: score!.id });
    expect(undoneScore.status).toBe(409);
    expect(undoneScore.body.message).toContain('came after it');
    // the latest not-undone event is the undo of the redo; the score is reached only through it
    expect((await act(s.refereeClient, game.id, { type: 'undo', eventId: 999999 })).status).toBe(404);
    expect((await act(s.refereeClient, game.id, { type: 'undo', eventId: 0 })).status).toBe(400);
  });

  it('a scoring play undone leaves the feed and the score', async () => {
    // the game's referee undoes (issue 45: another referee of the league may not)
    const game = await liveGame(s, { refereeId: s.referee.id });
    await act(s.refereeClient, game.id, { type: 'scoringPlay', team: 'away', play: 'touchdown' });
    const [td] = await events(game.id);
    const undone = await act(s.refereeClient, game.id, { type: 'undo', eventId: td!.id });
    expect(undone.body).toMatchObject({ awayScore: 0 });
    const plays = await new ApiClient(server.url).get<ScoringPlayDto[]>(`/api/leagues/${s.league.slug}/public/games/${game.id}/scoring-plays`);
    expect(plays.body).toEqual([]);
  });
});
