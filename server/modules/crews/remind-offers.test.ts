// Offers left without an answer (issue 48, decision 071), on both databases, on an injected clock:
// reminded once 24 h after the offer (the same links), declined for him after the league's
// autoDeclineHours (72 by default, or the league's own) with the league's admins told, never within
// 48 h of kickoff (the offer stays offered, still reminded once); two rounds at once do it once.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { GameDto } from '../../../common/schemas/games/dto';
import { gameCrew, games, mailOutbox } from '../../db/schema';
import type { TestServer } from '../../test/helpers';
import { createGameVia, staffedLeague, staffedSuite, type Staffed } from '../games/test-fixtures';
import { remindOffers } from './remind-offers';

const HOUR = 3600_000;
// the instant every offer of this file is made (the server's clock stays there; the rounds are run
// at chosen instants after it)
const T0 = Date.parse('2031-05-01T12:00:00Z');
const at = (hours: number) => new Date(T0 + hours * HOUR);
const quiet = { info: () => {}, warn: () => {} };

describe('reminders and automatic declines of crew offers', () => {
  let server: TestServer;
  let s: Staffed;
  staffedSuite({ now: () => new Date(T0), env: { PUBLIC_URL: 'https://leagues.example.org', PUBLIC_HOST_ALIASES: '127.0.0.1' } }, (suite) => {
    ({ server, s } = suite);
  });

  const round = (hours: number) => remindOffers(server.deps, at(hours), quiet);
  const crewRow = async (gameId: number) => (await server.deps.db.select().from(gameCrew).where(and(eq(gameCrew.gameId, gameId), eq(gameCrew.position, 'referee'))))[0]!;
  const offerMails = async (address: string, title: string) =>
    (await server.deps.db.select().from(mailOutbox).where(and(eq(mailOutbox.toAddress, address), eq(mailOutbox.kind, 'assignment')))).filter((row) => row.subject.includes(title));
  const declineNotices = async (address: string, title: string) =>
    (await server.deps.db.select().from(mailOutbox).where(and(eq(mailOutbox.toAddress, address), eq(mailOutbox.kind, 'crew-declined')))).filter((row) => row.subject.includes(title));

  let far: GameDto;
  let near: GameDto;

  it('reminds an unanswered offer once, 24 hours after it was made, with the same links', async () => {
    // kickoffs 10 days and 3.5 days after the offer
    far = await createGameVia(s.adminClient, s, { refereeId: s.referee.id, scheduledDate: at(240).toISOString(), field: s.fieldName });
    near = await createGameVia(s.adminClient, s, { refereeId: s.referee.id, homeTeamId: s.thirdTeamId, scheduledDate: at(84).toISOString() });
    expect((await crewRow(far.id)).offeredAt?.getTime()).toBe(T0);
    await round(23.9);
    expect((await offerMails(s.referee.email!, 'Hawks vs Bears')).map((m) => m.subject)).toEqual([expect.stringMatching(/^Will you be the referee of Hawks vs Bears/)]);
    // two rounds at once (two instances): one reminder
    await Promise.all([round(24), round(24)]);
    const mails = await offerMails(s.referee.email!, 'Hawks vs Bears');
    expect(mails.map((m) => m.subject)).toEqual([expect.stringMatching(/^Will you be the referee/), expect.stringMatching(/^Reminder: will you be the referee of Hawks vs Bears/)]);
    expect(mails[1]!.text).toContain('You have not answered this offer yet.');
    const links = (text: string) => text.match(/^(Accept|Decline): .+$/gm);
    expect(links(mails[1]!.text)).toEqual(links(mails[0]!.text));
    expect((await crewRow(far.id)).remindedAt?.getTime()).toBe(at(24).getTime());
    expect(await offerMails(s.referee.email!, 'Owls vs Bears')).toHaveLength(2);
    await round(25);
    await round(48);
    expect(await offerMails(s.referee.email!, 'Hawks vs Bears')).toHaveLength(2);
    expect(await offerMails(s.referee.email!, 'Owls vs Bears')).toHaveLength(2);
  });

  it('declines an offer for him after 72 hours, tells the admins, and keeps one within 48 hours of kickoff', async () => {
    await round(71.9);
    expect((await crewRow(far.id)).status).toBe('offered');
    const done = await round(72);
    expect(done).toEqual({ reminded: 0, declined: 1 });
    expect(await crewRow(far.id)).toMatchObject({ status: 'declined', refereeId: s.referee.id, declineReason: 'No answer within 72 hours' });
    const [row] = await server.deps.db.select({ refereeId: games.refereeId }).from(games).where(eq(games.id, far.id));
    expect(row!.refereeId).toBeNull();
    const notices = await declineNotices(s.admin.email!, 'Hawks vs Bears');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toContain('Reason: No answer within 72 hours');
    // kickoff at 84 h: 12 hours away, within 48 hours: it stays offered, now and later
    expect((await crewRow(near.id)).status).toBe('offered');
    await round(80);
    expect((await crewRow(near.id)).status).toBe('offered');
    expect(await declineNotices(s.admin.email!, 'Owls vs Bears')).toHaveLength(0);
  });

  it('declines after the league\'s own autoDeclineHours, and reminds once one within 48 hours of kickoff', async () => {
    const own = await staffedLeague(server, { autoDeclineHours: 30 });
    const game = await createGameVia(own.adminClient, own, { refereeId: own.referee.id, scheduledDate: at(200).toISOString() });
    // kickoff 40 hours after the offer: inside the window from the start
    const close = await createGameVia(own.adminClient, own, { refereeId: own.referee.id, homeTeamId: own.thirdTeamId, scheduledDate: at(40).toISOString() });
    expect(await round(24)).toEqual({ reminded: 2, declined: 0 });
    await round(29.9);
    expect((await crewRow(game.id)).status).toBe('offered');
    expect(await round(30)).toEqual({ reminded: 0, declined: 1 });
    expect(await crewRow(game.id)).toMatchObject({ status: 'declined', declineReason: 'No answer within 30 hours' });
    expect(await declineNotices(own.admin.email!, 'Hawks vs Bears')).toHaveLength(1);
    await round(39);
    expect(await crewRow(close.id)).toMatchObject({ status: 'offered', remindedAt: at(24) });
    expect(await offerMails(own.referee.email!, 'Owls vs Bears')).toHaveLength(2);
  });

  it('leaves an answered offer alone', async () => {
    const game = await createGameVia(s.adminClient, s, { refereeId: s.referee.id, homeTeamId: s.awayTeamId, awayTeamId: s.thirdTeamId, scheduledDate: at(300).toISOString() });
    await server.deps.db.update(gameCrew).set({ status: 'accepted', answeredAt: at(1) }).where(and(eq(gameCrew.gameId, game.id), eq(gameCrew.position, 'referee')));
    await round(100);
    expect(await crewRow(game.id)).toMatchObject({ status: 'accepted', remindedAt: null });
    expect(await offerMails(s.referee.email!, 'Bears vs Owls')).toHaveLength(1);
  });
});
