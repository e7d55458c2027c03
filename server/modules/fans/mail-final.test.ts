// A fan's `scoreUpdates` honoured by mail (issue 47, decision 064), on both databases, read from a
// real SMTP server of the test's own: when a game completes, each fan whose favourite team played it,
// with `email` and `scoreUpdates` on and an address, gets its final score once; a fan with either
// off, without an address, of another team, or with a staff account gets none, nor does an address
// that gets the final as a mail follower; a correction of the final score mails nobody again.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FAN } from '../../../common/constants';
import type { GameDto } from '../../../common/schemas/games/dto';
import { fanProfiles, mailFollows, mailFollowTeams, mailOutbox } from '../../db/schema';
import { buildUser, type TestServer } from '../../test/helpers';
import { createGameVia, staffedLeague, type Staffed } from '../games/test-fixtures';
import { MAIL_PUBLIC_URL as PUBLIC_URL, mailSuite, until, type TestSmtpServer } from '../mail/test-fixtures';

describe("a fan's final score by mail", () => {
  let smtp: TestSmtpServer;
  let server: TestServer;
  let s: Staffed;

  mailSuite({ build: { mail: { safetyPollMs: 250 } } }, async (suite) => {
    ({ server, smtp } = suite);
    s = await staffedLeague(server, { timezone: 'America/New_York', name: 'Valley League' });
  });

  async function fan(favoriteTeamId: number | null, prefs: Partial<Record<keyof typeof FAN.defaultNotificationPreferences, boolean>> = {}, email?: string | null, role: 'fan' | 'parent' | 'referee' = 'fan') {
    const user = await buildUser(server, { role, league: s.league, email });
    await server.deps.db.insert(fanProfiles).values({ leagueId: s.league.id, userId: user.id, displayName: user.username, favoriteTeamId, notificationPreferences: { ...FAN.defaultNotificationPreferences, ...prefs } });
    return user.email;
  }
  const fanFinals = async () => (await server.deps.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'fan-final'))).map((r) => r.toAddress).sort();
  const complete = (game: GameDto, homeScore: number, awayScore: number) => s.adminClient.request('PATCH', `/api/games/${game.id}/state`, { status: 'completed', homeScore, awayScore });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 600));

  it('mails the final score to the fans of both teams who asked for it, once, and to no one else', async () => {
    const hawksFan = (await fan(s.homeTeamId))!;
    const parent = (await fan(s.awayTeamId, {}, 'Parent.Of.A.Bear@example.com', 'parent'))!;
    await fan(s.homeTeamId, { scoreUpdates: false }, 'no.scores@example.com');
    await fan(s.awayTeamId, { email: false }, 'no.email@example.com');
    await fan(s.homeTeamId, {}, null);
    await fan(s.thirdTeamId, {}, 'owls.fan@example.com');
    await fan(null, {}, 'no.team@example.com');
    // a staff account's old profile stays off
    await fan(s.homeTeamId, {}, 'staff.profile@example.com', 'referee');
    // a fan who gets the final as a mail follower of the Bears: that one, not a second
    await fan(s.homeTeamId, {}, 'follower.too@example.com');
    const [follow] = await server.deps.db.insert(mailFollows).values({ leagueId: s.league.id, address: 'follower.too@example.com', kinds: ['final'], confirmedAt: new Date() }).returning();
    await server.deps.db.insert(mailFollowTeams).values({ followId: follow!.id, teamId: s.awayTeamId });

    const game = await createGameVia(s.adminClient, s, { scheduledDate: '2031-06-07T13:00:00Z', field: s.fieldName });
    expect(await fanFinals()).toEqual([]);
    expect((await complete(game, 21, 14)).status).toBe(200);
    expect(await fanFinals()).toEqual([hawksFan, parent.toLowerCase()].sort());
    // (a mail follower's own final, the follows module's, may arrive too: counted by recipient)
    const finalsTo = (address: string) => smtp.received.filter((m) => m.to.includes(address) && m.subject.startsWith('Final: '));
    await until(() => finalsTo(hawksFan).length === 1 && finalsTo(parent.toLowerCase()).length === 1, 'the two finals');

    const [mail] = smtp.received.filter((m) => m.to.includes(hawksFan));
    expect(mail!.subject).toBe('Final: Hawks 21, Bears 14');
    expect(mail!.text).toContain('Final score: Hawks 21, Bears 14.');
    expect(mail!.text).toContain('Hawks vs Bears, Sat, Jun 7, 9:00 AM, North Field.');
    expect(mail!.text).toContain('You get this because Hawks is your favourite team and score updates by email are on in your fan settings.');
    expect(mail!.text).toContain(`See the game: ${PUBLIC_URL}/${s.league.slug}?game=${game.id}`);
    expect(mail!.text).toContain(`Change your email settings: ${PUBLIC_URL}/${s.league.slug}/fan`);
    expect(mail!.header('List-Unsubscribe')).toMatch(new RegExp(`^<${PUBLIC_URL}/api/mail/unsubscribe\\?m=[\\w-]+&t=[\\w-]+>$`));
    expect(mail!.parsed.from?.value).toEqual([{ name: 'Valley League', address: 'no-reply@leagues.example.org' }]);
    const [bears] = smtp.received.filter((m) => m.to.includes(parent.toLowerCase()));
    expect(bears!.text).toContain('Bears is your favourite team');

    // a corrected final mails nobody again
    expect((await s.adminClient.request('PATCH', `/api/games/${game.id}/state`, { homeScore: 28 })).status).toBe(200);
    await settle();
    expect(await fanFinals()).toEqual([hawksFan, parent.toLowerCase()].sort());
    expect(finalsTo(hawksFan)).toHaveLength(1);
    expect(finalsTo(parent.toLowerCase())).toHaveLength(1);
    for (const address of ['no.scores@example.com', 'no.email@example.com', 'owls.fan@example.com', 'no.team@example.com', 'staff.profile@example.com']) expect(smtp.received.filter((m) => m.to.includes(address))).toEqual([]);
  });

  it('mails a game completed from live play, and nothing while it is played', async () => {
    const before = (await fanFinals()).length;
    const game = await createGameVia(s.adminClient, s, { homeTeamId: s.thirdTeamId, awayTeamId: s.homeTeamId, scheduledDate: '2031-06-14T13:00:00Z' });
    expect((await s.refereeClient.post(`/api/games/${game.id}/actions`, { type: 'startGame' })).status).toBe(200);
    expect(await fanFinals()).toHaveLength(before);
    expect((await complete(game, 7, 13)).status).toBe(200);
    // the Hawks' fan, and the Owls' fan (the follower of the Bears is not following this game's teams)
    const finals = await fanFinals();
    expect(finals.length - before).toBe(3);
    expect(finals).toContain('owls.fan@example.com');
    expect(finals).toContain('follower.too@example.com');
    await until(() => smtp.received.some((m) => m.subject === 'Final: Owls 7, Hawks 13' && m.to.includes('owls.fan@example.com')), 'the Owls fan\'s final');
  });

  it('mails nobody for a cancelled game', async () => {
    const before = (await fanFinals()).length;
    const game = await createGameVia(s.adminClient, s, { scheduledDate: '2031-06-21T13:00:00Z' });
    expect((await s.adminClient.request('PATCH', `/api/games/${game.id}/state`, { status: 'cancelled' })).status).toBe(200);
    expect(await fanFinals()).toHaveLength(before);
  });
});
