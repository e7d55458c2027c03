// The evening-before reminder (issue 47, decision 064), on both databases, read from a real SMTP
// server of the test's own: at 18:00 league time each mail follower with 'reminder' of a team playing
// tomorrow, and each fan whose favourite team plays with email and game reminders on, gets one mail
// listing their games of tomorrow's league date (kickoff in league time, field), scheduled games
// only; once, even with two runs at once; none before 18:00, none for yesterday after midnight, none
// from an archived league, none to an address that unsubscribed; the timer sends it by itself.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { FAN } from '../../../common/constants';
import type { GameDto } from '../../../common/schemas/games/dto';
import { fanProfiles, fields, leagues, mailFollows, mailFollowTeams, mailOutbox, mailReminderDays, mailUnsubscribes } from '../../db/schema';
import { ApiClient, buildUser, type TestServer } from '../../test/helpers';
import { createGameVia, staffedLeague, type Staffed } from '../games/test-fixtures';
import { MAIL_PUBLIC_URL as PUBLIC_URL, mailSuite, until, type ReceivedMail, type TestSmtpServer } from '../mail/test-fixtures';
import { sendEveningReminders } from './evening-reminders';
import { ReminderTimer } from './timer';

const quiet = { info: () => {}, warn: () => {} };
// Fri 6 Jun 2031 in New York (EDT, UTC-4): 17:59, 18:00, and 00:30 on Sat 7 Jun
const BEFORE_SIX = new Date('2031-06-06T21:59:00Z');
const SIX_PM = new Date('2031-06-06T22:00:00Z');
const AFTER_MIDNIGHT = new Date('2031-06-07T04:30:00Z');

describe('the evening-before reminder', () => {
  let smtp: TestSmtpServer;
  let server: TestServer;

  mailSuite({ build: { mail: { safetyPollMs: 250 } } }, (suite) => {
    ({ server, smtp } = suite);
  });

  const run = (now: Date) => sendEveningReminders(server.deps, now, quiet);
  const mailsTo = (address: string) => smtp.received.filter((m) => m.to.includes(address));
  const settle = () => new Promise((resolve) => setTimeout(resolve, 600));
  // the days of 2031 a league claimed (the app's own timer, on the real clock, may claim today's)
  const daysOf = async (leagueId: number) => (await server.deps.db.select({ day: mailReminderDays.day }).from(mailReminderDays).where(eq(mailReminderDays.leagueId, leagueId))).map((d) => d.day).filter((day) => day.startsWith('2031-'));
  const reminderRows = async (leagueId: number) => (await server.deps.db.select().from(mailOutbox).where(eq(mailOutbox.leagueId, leagueId))).filter((r) => r.kind === 'reminder');

  async function follow(s: Staffed, address: string, teamIds: number[], kinds = ['reminder', 'final']): Promise<void> {
    const [row] = await server.deps.db.insert(mailFollows).values({ leagueId: s.league.id, address, kinds, confirmedAt: new Date() }).returning({ id: mailFollows.id });
    await server.deps.db.insert(mailFollowTeams).values(teamIds.map((teamId) => ({ followId: row!.id, teamId })));
  }

  async function fan(s: Staffed, favoriteTeamId: number, prefs: Partial<Record<keyof typeof FAN.defaultNotificationPreferences, boolean>> = {}, email?: string | null) {
    const user = await buildUser(server, { role: 'fan', league: s.league, email });
    await server.deps.db.insert(fanProfiles).values({ leagueId: s.league.id, userId: user.id, displayName: user.username, favoriteTeamId, notificationPreferences: { ...FAN.defaultNotificationPreferences, ...prefs } });
    return user;
  }

  const game = (s: Staffed, homeTeamId: number, awayTeamId: number, scheduledDate: string, field: string | null) => createGameVia(s.adminClient, s, { homeTeamId, awayTeamId, scheduledDate, field });

  describe('a league in New York with games on Sat 7 Jun', () => {
    let s: Staffed;
    const hawks = () => s.homeTeamId;
    const bears = () => s.awayTeamId;
    const owls = () => s.thirdTeamId;
    let hawksFan: string;
    let both: string;

    beforeAll(async () => {
      s = await staffedLeague(server, { timezone: 'America/New_York', name: 'Valley League' });
      await server.deps.db.insert(fields).values({ leagueId: s.league.id, name: 'Field 2' });
      // 9:00 AM and 12:00 PM, and 11:30 PM (already the 8th in UTC): tomorrow's league date
      await game(s, hawks(), bears(), '2031-06-07T13:00:00Z', 'Field 2');
      await game(s, owls(), hawks(), '2031-06-07T16:00:00Z', s.fieldName);
      await game(s, bears(), owls(), '2031-06-08T03:30:00Z', null);
      // cancelled tomorrow, and a game the day after: in no reminder
      const cancelled: GameDto = await game(s, owls(), bears(), '2031-06-07T21:00:00Z', s.fieldName);
      expect((await s.adminClient.request('PATCH', `/api/games/${cancelled.id}/state`, { status: 'cancelled' })).status).toBe(200);
      await game(s, hawks(), owls(), '2031-06-08T13:00:00Z', s.fieldName);

      await follow(s, 'hawks.follower@example.com', [hawks()]);
      await follow(s, 'bears.follower@example.com', [bears()]);
      await follow(s, 'no.reminders@example.com', [hawks(), owls()], ['final', 'score']);
      await follow(s, 'stopped@example.com', [hawks()]);
      await server.deps.db.insert(mailUnsubscribes).values({ address: 'stopped@example.com', kind: 'reminder', leagueId: s.league.id });
      hawksFan = (await fan(s, hawks())).email!;
      await fan(s, hawks(), { gameReminders: false }, 'no.game.reminders@example.com');
      await fan(s, bears(), { email: false }, 'no.email.pref@example.com');
      await fan(s, hawks(), {}, null);
      // a fan of the Bears who also follows the Owls by email: one mail with both teams' games
      both = 'Both.Ways@example.com';
      await fan(s, bears(), {}, both);
      await follow(s, both.toLowerCase(), [owls()]);
    });

    it('sends nothing before 18:00 league time', async () => {
      expect(await run(BEFORE_SIX)).toEqual({ leagues: 0, mails: 0 });
      expect(await daysOf(s.league.id)).toEqual([]);
    });

    it('at 18:00 mails each follower and fan one list of their games of tomorrow, in league time', async () => {
      const before = smtp.received.length;
      const answer = await run(SIX_PM);
      expect(answer.mails).toBe(4);
      await smtp.waitFor(before + 4);
      await settle();

      const [follower] = mailsTo('hawks.follower@example.com') as [ReceivedMail];
      expect(mailsTo('hawks.follower@example.com')).toHaveLength(1);
      expect(follower.subject).toBe('Tomorrow, Saturday, June 7: 2 games');
      expect(follower.text).toContain("Tomorrow's 2 games (Saturday, June 7):");
      expect(follower.text).toContain('- Hawks vs Bears, Sat 9:00 AM, Field 2');
      expect(follower.text).toContain('- Owls vs Hawks, Sat 12:00 PM, North Field');
      expect(follower.text).toContain('You get this because you follow Hawks by email.');
      expect(follower.text).not.toMatch(/Owls vs Bears|Hawks vs Owls|Bears vs Owls/);
      expect(follower.text).toContain(`Open the scoreboard: ${PUBLIC_URL}/${s.league.slug}`);
      expect(follower.header('List-Unsubscribe')).toMatch(new RegExp(`^<${PUBLIC_URL}/api/mail/unsubscribe\\?m=[\\w-]+&t=[\\w-]+>$`));
      expect(follower.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      expect(follower.parsed.from?.value).toEqual([{ name: 'Valley League', address: 'no-reply@leagues.example.org' }]);
      expect(follower.html).toContain('- Hawks vs Bears, Sat 9:00 AM, Field 2');

      const bearsMail = mailsTo('bears.follower@example.com');
      expect(bearsMail.map((m) => m.subject)).toEqual(['Tomorrow, Saturday, June 7: 2 games']);
      expect(bearsMail[0]!.text).toContain('- Hawks vs Bears, Sat 9:00 AM, Field 2');
      expect(bearsMail[0]!.text).toContain('- Bears vs Owls, Sat 11:30 PM, no field yet');

      const fanMail = mailsTo(hawksFan.toLowerCase());
      expect(fanMail).toHaveLength(1);
      expect(fanMail[0]!.text).toContain('You get this because Hawks is your favourite team and game reminders by email are on in your fan settings.');
      expect(fanMail[0]!.text).toContain(`Change your email settings: ${PUBLIC_URL}/${s.league.slug}/fan`);

      const bothMail = mailsTo(both.toLowerCase());
      expect(bothMail).toHaveLength(1);
      expect(bothMail[0]!.subject).toBe('Tomorrow, Saturday, June 7: 3 games');
      for (const line of ['- Hawks vs Bears, Sat 9:00 AM', '- Owls vs Hawks, Sat 12:00 PM', '- Bears vs Owls, Sat 11:30 PM', 'you follow Owls by email', 'Bears is your favourite team']) expect(bothMail[0]!.text).toContain(line);

      for (const address of ['no.reminders@example.com', 'stopped@example.com', 'no.game.reminders@example.com', 'no.email.pref@example.com']) expect(mailsTo(address)).toEqual([]);
      expect(await reminderRows(s.league.id)).toHaveLength(4);
      expect(await daysOf(s.league.id)).toEqual(['2031-06-07']);
    });

    it('sends the evening once: a later run that evening, and two at once, queue nothing more', async () => {
      expect(await run(new Date(SIX_PM.getTime() + 3600_000))).toEqual({ leagues: 0, mails: 0 });
      // as two instances would: the day row's insert lets one of them through
      await server.deps.db.delete(mailReminderDays).where(and(eq(mailReminderDays.leagueId, s.league.id), eq(mailReminderDays.day, '2031-06-07')));
      const [a, b] = await Promise.all([run(new Date(SIX_PM.getTime() + 60_000)), run(new Date(SIX_PM.getTime() + 60_000))]);
      expect(a.mails + b.mails).toBe(4);
      expect(await reminderRows(s.league.id)).toHaveLength(8);
    });

    it('after midnight sends nothing for the day that began', async () => {
      expect(await run(AFTER_MIDNIGHT)).toEqual({ leagues: 0, mails: 0 });
      expect(await daysOf(s.league.id)).toEqual(['2031-06-07']);
    });
  });

  it('a league whose evening it is not yet, an archived league, and a league with no games tomorrow mail nobody', async () => {
    const auckland = await staffedLeague(server, { timezone: 'Pacific/Auckland' });
    await game(auckland, auckland.homeTeamId, auckland.awayTeamId, '2031-06-07T21:00:00Z', null);
    await follow(auckland, 'kiwi@example.com', [auckland.homeTeamId]);
    const archived = await staffedLeague(server, { timezone: 'America/New_York' });
    await game(archived, archived.homeTeamId, archived.awayTeamId, '2031-06-07T14:00:00Z', null);
    await follow(archived, 'archived@example.com', [archived.homeTeamId]);
    await server.deps.db.update(leagues).set({ status: 'archived' }).where(eq(leagues.id, archived.league.id));
    const idle = await staffedLeague(server, { timezone: 'America/New_York' });
    await follow(idle, 'idle@example.com', [idle.homeTeamId]);
    await fan(idle, idle.homeTeamId);

    await run(new Date(SIX_PM.getTime() + 120_000));
    expect(await daysOf(auckland.league.id)).toEqual([]);
    expect(await daysOf(archived.league.id)).toEqual([]);
    // the idle league's evening is spent: its day row, and no mail
    expect(await daysOf(idle.league.id)).toEqual(['2031-06-07']);
    for (const league of [auckland, archived, idle]) expect(await reminderRows(league.league.id)).toEqual([]);
  });

  it('a follow asked for and confirmed through its mailed link gets the reminder, with the link to change or stop it', async () => {
    const league = await staffedLeague(server, { timezone: 'America/New_York' });
    await game(league, league.homeTeamId, league.awayTeamId, '2031-06-07T14:00:00Z', league.fieldName);
    const address = 'asked.by.link@example.com';
    const visitor = new ApiClient(server.url);
    const asked = await visitor.post(`/api/leagues/${league.league.slug}/mail-follows`, { email: address, teamIds: [league.homeTeamId], kinds: ['reminder'] });
    expect(asked.status).toBe(202);
    await until(() => mailsTo(address).length === 1, 'the confirmation');
    const confirm = mailsTo(address)[0]!.text.match(/https:\/\/\S+\/mail-follows\/confirm\?token=[\w-]+/)![0].replace(PUBLIC_URL, server.url);
    expect((await fetch(confirm, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' })).status).toBe(200);

    expect((await run(SIX_PM)).mails).toBe(1);
    await until(() => mailsTo(address).length === 2, 'the reminder');
    const reminder = mailsTo(address)[1]!;
    expect(reminder.subject).toBe('Tomorrow: Hawks vs Bears, Sat 10:00 AM');
    const manage = reminder.text.match(/Change or stop these emails: (\S+)/)![1]!.replace(PUBLIC_URL, server.url);
    const page = await fetch(manage);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(address);
  });

  it('the timer sends an evening by itself, once a process starts after 18:00, and stops with the app', async () => {
    const late = await staffedLeague(server, { timezone: 'America/Chicago' });
    // 20:00 CDT on Fri 6 Jun; the game at 10:00 AM on Sat 7 Jun
    const eightPm = new Date('2031-06-07T01:00:00Z');
    await game(late, late.homeTeamId, late.awayTeamId, '2031-06-07T15:00:00Z', late.fieldName);
    await follow(late, 'late.follower@example.com', [late.awayTeamId]);
    const timer = new ReminderTimer({ ...server.deps, now: () => eightPm }, quiet, 50);
    try {
      await until(() => mailsTo('late.follower@example.com').length === 1, 'the reminder');
      expect(mailsTo('late.follower@example.com')[0]!.subject).toBe('Tomorrow: Hawks vs Bears, Sat 10:00 AM');
      await settle();
      expect(mailsTo('late.follower@example.com')).toHaveLength(1);
    } finally {
      await timer.stop();
    }
  });
});
