// The Game day board and its alert (issue 48, decision 072), on both databases, on an injected
// clock: the board lists a league date's games in kickoff order (cancelled ones too) with each
// position of the crew size (rows written straight into game_crew), the console's start, and the
// alert from 15 minutes before kickoff while no referee has arrived; the league's admins only, a
// real date only. The alert's round mails the league's admins once (read from a real SMTP server),
// a second round mails nothing, and the league's sockets hear it.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RULES } from '../../../common/game-rules/rules-profile';
import type { GameDayDto } from '../../../common/schemas/crews';
import type { GameDto } from '../../../common/schemas/games/dto';
import { leagueChannel } from '../../../common/schemas/live-protocol';
import { divisions, gameCrew, gameDayAlerts, leagues, mailOutbox, teams } from '../../db/schema';
import { buildUser, signIn, type TestServer } from '../../test/helpers';
import { createGameVia, openSocket, staffedLeague, type Staffed } from '../games/test-fixtures';
import { mailSuite, MAIL_PUBLIC_URL, type TestSmtpServer } from '../mail/test-fixtures';
import { sendGameDayAlerts } from './alerts';

const quiet = { info: () => {}, warn: (obj: object, msg: string) => console.warn(msg, obj) };
const MINUTE = 60_000;
// Sat 7 Jun 2031 in New York (EDT, UTC-4): 9:00 AM, 11:00 AM, 1:00 PM, 11:30 PM (the 8th in UTC)
const NINE = '2031-06-07T13:00:00.000Z';
const ELEVEN = '2031-06-07T15:00:00.000Z';
const ONE_PM = '2031-06-07T17:00:00.000Z';
const LATE = '2031-06-08T03:30:00.000Z';
const at = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * MINUTE);

describe('the Game day board', () => {
  let server: TestServer;
  let smtp: TestSmtpServer;
  // the server's clock: 8:00 AM on the day, moved by each test
  const clock = { ms: Date.parse('2031-06-07T12:00:00Z') };

  mailSuite({ now: () => new Date(clock.ms), build: { mail: { safetyPollMs: 250 } } }, (suite) => {
    ({ server, smtp } = suite);
  });

  let s: Staffed;
  let nine: GameDto;
  let eleven: GameDto;
  let onePm: GameDto;
  let late: GameDto;
  let cancelled: GameDto;
  let second: Awaited<ReturnType<typeof buildUser>>;
  const board = async (query = '?date=2031-06-07') => {
    const res = await s.adminClient.get<GameDayDto>(`/api/leagues/${s.league.slug}/game-day${query}`);
    expect(res.status).toBe(200);
    return res.body;
  };
  const ofGame = (day: GameDayDto, id: number) => day.games.find((g) => g.game.id === id)!;

  beforeAll(async () => {
    s = await staffedLeague(server, { timezone: 'America/New_York', name: 'Valley League', rulesProfile: { ...DEFAULT_RULES, crewSize: 2 } });
    second = await buildUser(server, { role: 'referee', league: s.league, username: 'second-ref' });
    // the Owls' division has crews of 3
    const [division] = await server.deps.db.insert(divisions).values({ leagueId: s.league.id, name: 'Premier', rulesOverrides: { crewSize: 3 } }).returning();
    await server.deps.db.update(teams).set({ divisionId: division!.id }).where(eq(teams.id, s.thirdTeamId));
    const game = (home: number, away: number, scheduledDate: string) => createGameVia(s.adminClient, s, { homeTeamId: home, awayTeamId: away, scheduledDate, field: s.fieldName });
    // created out of kickoff order
    onePm = await game(s.awayTeamId, s.homeTeamId, ONE_PM);
    nine = await game(s.homeTeamId, s.awayTeamId, NINE);
    eleven = await game(s.thirdTeamId, s.homeTeamId, ELEVEN);
    late = await game(s.homeTeamId, s.thirdTeamId, LATE);
    cancelled = await game(s.awayTeamId, s.thirdTeamId, '2031-06-07T19:00:00.000Z');
    expect((await s.adminClient.request('PATCH', `/api/games/${cancelled.id}/state`, { status: 'cancelled' })).status).toBe(200);
    // the day before and the day after: not on the board
    await game(s.homeTeamId, s.awayTeamId, '2031-06-06T23:00:00.000Z');
    await game(s.homeTeamId, s.awayTeamId, '2031-06-08T13:00:00.000Z');
    // the 9:00 game's crew: the referee accepted, the second was offered
    await server.deps.db.insert(gameCrew).values([
      { gameId: nine.id, leagueId: s.league.id, position: 'referee', refereeId: s.referee.id, status: 'accepted', offeredAt: at(NINE, -3 * 24 * 60), answeredAt: at(NINE, -2 * 24 * 60) },
      { gameId: nine.id, leagueId: s.league.id, position: 'second', refereeId: second.id, status: 'offered', offeredAt: at(NINE, -24 * 60) },
      // 11:00: the second declined
      { gameId: eleven.id, leagueId: s.league.id, position: 'second', refereeId: second.id, status: 'declined', offeredAt: at(ELEVEN, -24 * 60), answeredAt: at(ELEVEN, -60), declineReason: 'Out of town' },
    ]);
  });

  it('lists the date\'s games in kickoff order, cancelled ones too, each position of its crew size with its official', async () => {
    const day = await board();
    expect(day.date).toBe('2031-06-07');
    expect(day.games.map((g) => g.game.id)).toEqual([nine.id, eleven.id, onePm.id, cancelled.id, late.id]);
    const first = ofGame(day, nine.id);
    expect(first.game).toEqual({ id: nine.id, scheduledDate: NINE, status: 'scheduled', field: 'North Field', homeTeam: 'Hawks', awayTeam: 'Bears', divisionId: null });
    expect(first.crew).toEqual([
      { position: 'referee', refereeId: s.referee.id, refereeName: 'Test referee', status: 'accepted', offeredAt: at(NINE, -3 * 24 * 60).toISOString(), answeredAt: at(NINE, -2 * 24 * 60).toISOString(), arrivedAt: null, declineReason: null },
      { position: 'second', refereeId: second.id, refereeName: 'Test referee', status: 'offered', offeredAt: at(NINE, -24 * 60).toISOString(), answeredAt: null, arrivedAt: null, declineReason: null },
    ]);
    expect(first.consoleStarted).toBe(false);
    // the Owls' division: a crew of 3, nobody offered the referee or line position
    const owls = ofGame(day, eleven.id);
    expect(owls.crew.map((m) => [m.position, m.status, m.refereeName])).toEqual([
      ['referee', 'open', null],
      ['second', 'declined', 'Test referee'],
      ['line', 'open', null],
    ]);
    expect(owls.crew[1]!.declineReason).toBe('Out of town');
    expect(ofGame(day, cancelled.id).game.status).toBe('cancelled');
    expect(ofGame(day, cancelled.id).alert).toBe(false);
    // nothing is due at 8:00
    expect(day.games.map((g) => g.alert)).toEqual([false, false, false, false, false]);
  });

  it('defaults to the league\'s today, and 11:30 PM of the 7th is on the 7th though it is the 8th in UTC', async () => {
    clock.ms = Date.parse('2031-06-08T03:45:00Z');
    const day = await board('');
    expect(day.date).toBe('2031-06-07');
    expect(day.games.at(-1)!.game.id).toBe(late.id);
    expect((await board('?date=2031-06-08')).games.map((g) => g.game.id)).not.toContain(late.id);
  });

  it('alerts a scheduled game from 15 minutes before kickoff while its referee has not arrived', async () => {
    clock.ms = at(NINE, -16).getTime();
    expect(ofGame(await board(), nine.id).alert).toBe(false);
    clock.ms = at(NINE, -15).getTime();
    expect(ofGame(await board(), nine.id).alert).toBe(true);
    // past kickoff, still not started: still alerted
    clock.ms = at(NINE, 5).getTime();
    expect(ofGame(await board(), nine.id).alert).toBe(true);
    // the second official's arrival is not the referee's
    await server.deps.db.update(gameCrew).set({ arrivedAt: at(NINE, -20) }).where(eq(gameCrew.gameId, nine.id));
    await server.deps.db.update(gameCrew).set({ arrivedAt: null }).where(eq(gameCrew.position, 'referee'));
    expect(ofGame(await board(), nine.id).alert).toBe(true);
    // the referee arrives: no alert
    await server.deps.db.update(gameCrew).set({ status: 'accepted', arrivedAt: at(NINE, -20) }).where(eq(gameCrew.gameId, nine.id));
    const arrived = ofGame(await board(), nine.id);
    expect(arrived.alert).toBe(false);
    expect(arrived.crew.map((m) => m.arrivedAt)).toEqual([at(NINE, -20).toISOString(), at(NINE, -20).toISOString()]);
  });

  it('shows a started console, never alerted', async () => {
    clock.ms = at(ELEVEN, -10).getTime();
    expect(ofGame(await board(), eleven.id).alert).toBe(true);
    const started = await s.refereeClient.post<GameDto>(`/api/games/${eleven.id}/actions`, { type: 'startGame' });
    expect(started.status).toBe(200);
    const game = ofGame(await board(), eleven.id);
    expect(game.consoleStarted).toBe(true);
    expect(game.game.status).toBe('live');
    expect(game.alert).toBe(false);
  });

  it('refuses a referee (403), another league\'s admin (403), a bad date (400), an unknown league (404)', async () => {
    const path = `/api/leagues/${s.league.slug}/game-day`;
    expect((await s.refereeClient.get(path)).status).toBe(403);
    const other = await staffedLeague(server);
    const res = await other.adminClient.get<{ message: string }>(path);
    expect(res.status).toBe(403);
    expect(res.body.message).toEqual(expect.any(String));
    for (const bad of ['2031-02-30', 'tomorrow', '1999-12-31', '2031-6-7']) {
      const answer = await s.adminClient.get<{ message: string }>(`${path}?date=${bad}`);
      expect(answer.status, bad).toBe(400);
      expect(answer.body.message).toMatch(/date.*YYYY-MM-DD/);
    }
    expect((await s.adminClient.get(`${path}?date=2031-06-07&date=2031-06-08`)).status).toBe(400);
    expect((await s.adminClient.get('/api/leagues/no-such-league/game-day')).status).toBe(404);
  });

  describe('the alert', () => {
    let admin2: string;
    beforeAll(async () => {
      // a second admin, an admin without an address, and a pending account: the two admins are mailed
      admin2 = (await buildUser(server, { role: 'admin', league: s.league, email: 'second.admin@example.com' })).email!;
      await buildUser(server, { role: 'admin', league: s.league, email: null });
      await buildUser(server, { role: 'pending', league: s.league, email: 'pending@example.com' });
    });
    const alertMails = async () => (await server.deps.db.select().from(mailOutbox).where(eq(mailOutbox.leagueId, s.league.id))).filter((row) => row.kind === 'game-day-alert' && row.subject.includes('Bears vs Hawks, Sat 1:00 PM'));
    // (the app's own timer runs on the same clock: each check names the games it is about)

    it('is not due more than 15 minutes before kickoff, nor for an arrived referee, a started or cancelled game', async () => {
      expect(await sendGameDayAlerts(server.deps, at(ONE_PM, -16), quiet)).toEqual({ alerts: 0, mails: 0 });
      // at 9:00 the 9:00 game's referee has arrived, the 11:00 game has started
      expect(await sendGameDayAlerts(server.deps, at(NINE, 0), quiet)).toEqual({ alerts: 0, mails: 0 });
      expect(await alertMails()).toEqual([]);
    });

    it('mails the league\'s admins once at 15 minutes before kickoff, with a link to the board, and the league\'s sockets hear it', async () => {
      const socket = await openSocket(server.url);
      socket.send({ type: 'subscribe', channel: leagueChannel(s.league.slug) });
      await socket.next((m) => m.type === 'subscribed');
      const before = smtp.received.length;
      try {
        // two instances at once: one alert
        const runs = await Promise.all([sendGameDayAlerts(server.deps, at(ONE_PM, -15), quiet), sendGameDayAlerts(server.deps, at(ONE_PM, -15), quiet)]);
        expect(runs.map((r) => r.alerts).sort()).toEqual([0, 1]);
        expect(runs.reduce((sum, r) => sum + r.mails, 0)).toBe(2);
        const heard = await socket.next((m) => m.type === 'crewChanged');
        expect(heard).toEqual({ type: 'crewChanged', data: { gameId: onePm.id, leagueId: s.league.id } });
      } finally {
        socket.close();
      }

      const received = (await smtp.waitFor(before + 2)).slice(before);
      expect(received.flatMap((m) => m.to.map((to) => to.toLowerCase())).sort()).toEqual([s.admin.email!.toLowerCase(), admin2].sort());
      const mail = received[0]!;
      expect(mail.subject).toBe('No referee has arrived: Bears vs Hawks, Sat 1:00 PM');
      expect(mail.text).toContain('No referee has arrived for Bears vs Hawks (Sat 1:00 PM, North Field).');
      expect(mail.text).toContain(`Open the Game day board: ${MAIL_PUBLIC_URL}/${s.league.slug}/admin/game-day?date=2031-06-07`);
      expect(await server.deps.db.select().from(gameDayAlerts).where(eq(gameDayAlerts.gameId, onePm.id))).toEqual([{ gameId: onePm.id, leagueId: s.league.id, sentAt: at(ONE_PM, -15) }]);

      // a later round mails nothing more, even past kickoff
      expect(await sendGameDayAlerts(server.deps, at(ONE_PM, -14), quiet)).toEqual({ alerts: 0, mails: 0 });
      expect(await sendGameDayAlerts(server.deps, at(ONE_PM, 10), quiet)).toEqual({ alerts: 0, mails: 0 });
      expect(await alertMails()).toHaveLength(2);
    });

    it('leaves alone a game whose kickoff passed over an hour ago, and a league that is not active', async () => {
      // the 11:30 PM game, an hour and a minute late, never started
      expect(await sendGameDayAlerts(server.deps, at(LATE, 61), quiet)).toEqual({ alerts: 0, mails: 0 });
      await server.deps.db.update(leagues).set({ status: 'archived' }).where(eq(leagues.id, s.league.id));
      try {
        expect(await sendGameDayAlerts(server.deps, at(LATE, -10), quiet)).toEqual({ alerts: 0, mails: 0 });
      } finally {
        await server.deps.db.update(leagues).set({ status: 'active' }).where(eq(leagues.id, s.league.id));
      }
      expect((await sendGameDayAlerts(server.deps, at(LATE, -10), quiet)).alerts).toBe(1);
    });
  });

  it('a league admin reads it signed in at the league', async () => {
    const admin = await buildUser(server, { role: 'admin', league: s.league });
    const client = await signIn(server, admin, s.league.slug);
    expect((await client.get(`/api/leagues/${s.league.slug}/game-day?date=2031-06-07`)).status).toBe(200);
  });
});
