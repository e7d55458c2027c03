// The crew offer's mail (issue 48, decision 071), on both databases, read from a real SMTP server of
// the test's own: an admin's assignment mails the referee the offer once (game, kickoff in league
// time, field, position) with its signed Accept and Decline links, and no assignment notice besides;
// a change of referee mails the old one his removal and the new one the offer; a season's publish
// mails each referee one list (which says the offers wait for his answer), no offer per game.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fields } from '../../db/schema';
import { buildUser, type TestServer } from '../../test/helpers';
import { createGameVia, staffedLeague, type Staffed } from '../games/test-fixtures';
import { MAIL_PUBLIC_URL as PUBLIC_URL, mailSuite, until, type TestSmtpServer } from '../mail/test-fixtures';

describe('the crew offer mail', () => {
  let smtp: TestSmtpServer;
  let server: TestServer;
  let s: Staffed;

  mailSuite({ build: { mail: { safetyPollMs: 250 } } }, async (suite) => {
    ({ server, smtp } = suite);
    s = await staffedLeague(server, { timezone: 'America/New_York' });
  });

  const mailsTo = (address: string, subject?: RegExp) => smtp.received.filter((m) => m.to.includes(address) && (!subject || subject.test(m.subject)));
  const settle = () => new Promise((resolve) => setTimeout(resolve, 600));

  it("mails an admin's assignment as an offer with its Accept and Decline links, once", async () => {
    // Sat 7 Jun 2031, 9:00 AM in New York
    const game = await createGameVia(s.adminClient, s, { refereeId: s.referee.id, field: s.fieldName, scheduledDate: '2031-06-07T13:00:00Z' });
    await until(() => mailsTo(s.referee.email!).length === 1, 'the offer');
    await settle();
    const [offer] = mailsTo(s.referee.email!);
    expect(mailsTo(s.referee.email!)).toHaveLength(1);
    expect(offer!.subject).toBe('Will you be the referee of Hawks vs Bears, Sat, Jun 7, 9:00 AM?');
    expect(offer!.text).toContain('You are offered the referee position of Hawks vs Bears.');
    expect(offer!.text).toContain('Kickoff: Sat, Jun 7, 9:00 AM at North Field.');
    expect(offer!.text).toContain('72 hours');
    const link = (label: string) => offer!.text.match(new RegExp(`^${label}: (\\S+)$`, 'm'))?.[1];
    const token = `offer=${game.id}\\.referee\\.${s.referee.id}\\.\\d+&t=[\\w-]+`;
    expect(link('Accept')).toMatch(new RegExp(`^${PUBLIC_URL}/api/crew-offers/accept\\?${token}$`));
    expect(link('Decline')).toMatch(new RegExp(`^${PUBLIC_URL}/api/crew-offers/decline\\?${token}$`));
    expect(link('Open your games')).toBe(`${PUBLIC_URL}/${s.league.slug}/referee`);
    expect(offer!.html).toContain(`href="${PUBLIC_URL}/api/crew-offers/accept?offer=`);
    // one token for both answers
    expect(new URL(link('Accept')!).search).toBe(new URL(link('Decline')!).search);
    expect(offer!.header('List-Unsubscribe')).toMatch(/^<https:\/\/leagues\.example\.org\/api\/mail\/unsubscribe\?/);
  });

  it('mails the old referee his removal and the new one the offer', async () => {
    const next = await buildUser(server, { role: 'referee', league: s.league });
    const game = await createGameVia(s.adminClient, s, { refereeId: s.referee.id, homeTeamId: s.thirdTeamId, scheduledDate: '2031-06-14T13:00:00Z' });
    await until(() => mailsTo(s.referee.email!, /Owls vs Bears/).length === 1, 'the first offer');
    expect((await s.adminClient.request('PATCH', `/api/games/${game.id}/state`, { refereeId: next.id })).status).toBe(200);
    await until(() => mailsTo(s.referee.email!, /^You no longer referee Owls vs Bears/).length === 1 && mailsTo(next.email!).length === 1, 'the removal and the offer');
    await settle();
    expect(mailsTo(next.email!).map((m) => m.subject)).toEqual(['Will you be the referee of Owls vs Bears, Sat, Jun 14, 9:00 AM?']);
    expect(mailsTo(next.email!)[0]!.text).toContain(`offer=${game.id}.referee.${next.id}.`);
    expect(mailsTo(s.referee.email!, /Owls vs Bears/)).toHaveLength(2);
  });

  it('mails each referee of a published season one list, and no offer per game', async () => {
    const fresh = await staffedLeague(server);
    const [field] = await server.deps.db.select().from(fields).where(eq(fields.leagueId, fresh.league.id));
    const published = await fresh.adminClient.post<{ gamesCreated: number }>(`/api/leagues/${fresh.league.slug}/schedule/publish`, {
      teamIds: [fresh.homeTeamId, fresh.awayTeamId, fresh.thirdTeamId],
      rounds: 1,
      startDate: '2031-06-07',
      endDate: '2031-07-31',
      slots: [{ weekday: 6, time: '09:00', fieldId: field!.id }],
      assignReferees: true,
    });
    expect(published.status).toBe(201);
    await until(() => mailsTo(fresh.referee.email!, /^You referee 3 games of the new season$/).length === 1, 'the season list');
    await settle();
    expect(mailsTo(fresh.referee.email!)).toHaveLength(1);
    expect(mailsTo(fresh.referee.email!)[0]!.text).toContain('offered to you and waits for your answer');
  });
});
