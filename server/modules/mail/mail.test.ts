// Issue 47's foundation (decision 061), on both databases, against a real SMTP server of the test's
// own (test-fixtures.ts): a referee's assignment (since issue 48 the crew offer of crews/offer-mail.ts)
// and a moved game are mailed once each, with a text and an HTML part, RFC 8058's headers and
// absolute links; the one-click POST stops that kind; a mail server that is down delays the mail,
// which then arrives once; a 5xx marks it failed; the Mail API is the super admin's alone.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameDto } from '../../../common/schemas/games/dto';
import type { MailMessageDto, MailOutboxDto } from '../../../common/schemas/mail';
import { previewedPlan, type RainoutDto } from '../../../common/schemas/rainout';
import { fields, mailOutbox } from '../../db/schema';
import { ApiClient, buildUser, signIn, startTestServer, type TestServer } from '../../test/helpers';
import { createGameVia, nextKickoff, staffedLeague, type Staffed } from '../games/test-fixtures';
import { MAIL_PUBLIC_URL as PUBLIC_URL, mailSuite, until, type ReceivedMail, type TestSmtpServer } from './test-fixtures';

describe('mail through a real SMTP server', () => {
  let smtp: TestSmtpServer;
  let server: TestServer;
  let s: Staffed;
  let root: ApiClient;

  mailSuite({ build: { mail: { backoffMs: 200, maxBackoffMs: 400, safetyPollMs: 250 } } }, async (suite) => {
    ({ server, smtp } = suite);
    s = await staffedLeague(server);
    root = await signIn(server, await buildUser(server, { role: 'super_admin' }));
  });

  const mailsTo = (address: string, subject: RegExp) => smtp.received.filter((m) => m.to.includes(address) && subject.test(m.subject));
  const rowsOfGame = async (kind: string) => (await server.deps.db.select().from(mailOutbox).where(eq(mailOutbox.kind, kind))).filter((r) => r.toAddress === s.referee.email);
  const move = (game: GameDto, body: Record<string, unknown>) => s.adminClient.request<GameDto>('PATCH', `/api/games/${game.id}/state`, body);
  // the link as this test reaches the server (PUBLIC_URL is not where it listens)
  const local = (url: string) => url.replace(PUBLIC_URL, server.url);
  const settle = () => new Promise((resolve) => setTimeout(resolve, 600));

  let assigned: ReceivedMail;
  let game: GameDto;

  it('mails an assignment once, with a text and an HTML part, List-Unsubscribe and absolute links', async () => {
    const before = smtp.received.length;
    game = await createGameVia(s.adminClient, s, { refereeId: s.referee.id, field: s.fieldName });
    await smtp.waitFor(before + 1);
    await settle();
    const mails = mailsTo(s.referee.email!, /^Will you be the referee of Hawks vs Bears/);
    expect(mails).toHaveLength(1);
    assigned = mails[0]!;
    expect(assigned.text).toContain('You are offered the referee position of Hawks vs Bears.');
    expect(assigned.text).toContain(`${PUBLIC_URL}/${s.league.slug}/referee`);
    expect(assigned.html).toContain(`href="${PUBLIC_URL}/${s.league.slug}/referee"`);
    expect(assigned.html).toContain(s.league.name);
    expect(assigned.parsed.from?.value).toEqual([{ name: s.league.name, address: 'no-reply@leagues.example.org' }]);
    expect(assigned.header('List-Unsubscribe')).toMatch(new RegExp(`^<${PUBLIC_URL}/api/mail/unsubscribe\\?m=[\\w-]+&t=[\\w-]+>$`));
    expect(assigned.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    for (const href of assigned.html.matchAll(/href="([^"]+)"/g)) expect(href[1]).toMatch(/^https:\/\/leagues\.example\.org\//);
    const [row] = await rowsOfGame('assignment');
    expect(row).toMatchObject({ state: 'sent', attempts: 1 });
  });

  it('mails a move once, in league time, and the one-click POST stops that kind for that address', async () => {
    const before = smtp.received.length;
    expect((await move(game, { scheduledDate: nextKickoff() })).status).toBe(200);
    await smtp.waitFor(before + 1);
    await settle();
    const moved = mailsTo(s.referee.email!, /^Game moved: Hawks vs Bears/);
    expect(moved).toHaveLength(1);
    expect(moved[0]!.text).toMatch(/Was: \w{3}, \w{3} \d+, \d+:\d\d [AP]M at North Field\./);
    const link = moved[0]!.header('List-Unsubscribe')!.slice(1, -1);

    // a scanner's GET stops nothing: it shows a button that POSTs
    const page = await fetch(local(link));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<form method="post"');
    // its inline styles and its form allowed by its policy, still no script
    expect(page.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'");
    // the mail provider's POST: a form from another site, no cookie
    const oneClick = await fetch(local(link), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example.com', 'sec-fetch-site': 'cross-site' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    // the same as a multipart form (RFC 8058's example), again: still 200
    const form = new FormData();
    form.append('List-Unsubscribe', 'One-Click');
    expect((await fetch(local(link), { method: 'POST', headers: { origin: 'https://mail.example.com' }, body: form })).status).toBe(200);

    expect((await move(game, { scheduledDate: nextKickoff() })).status).toBe(200);
    await settle();
    expect(mailsTo(s.referee.email!, /^Game moved/)).toHaveLength(1);
    expect(await rowsOfGame('game-moved')).toHaveLength(1);
    // another kind still goes: the assignment of a second game
    await createGameVia(s.adminClient, s, { refereeId: s.referee.id, awayTeamId: s.thirdTeamId });
    await until(() => mailsTo(s.referee.email!, /^Will you be the referee of Hawks vs Owls/).length === 1, 'the second assignment');
  });

  it('refuses a forged or altered unsubscribe link with a 400 and a message', async () => {
    const link = local(assigned.header('List-Unsubscribe')!.slice(1, -1));
    for (const url of [link.replace(/t=[\w-]+/, 't=forged'), link.replace(/m=[\w-]+/, 'm=eyJhIjoieEB5LnoiLCJrIjoiYSIsImwiOjB9'), `${server.url}/api/mail/unsubscribe`]) {
      const answer = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
      expect(answer.status).toBe(400);
      expect(((await answer.json()) as { message: string }).message).toMatch(/not valid/);
      expect((await fetch(url)).status).toBe(400);
    }
  });

  it('marks a message the server refuses for good (5xx) failed, with the answer', async () => {
    smtp.refuseWith = 550;
    try {
      const other = await buildUser(server, { role: 'referee', league: s.league });
      await createGameVia(s.adminClient, s, { refereeId: other.id, homeTeamId: s.thirdTeamId });
      await until(async () => (await server.deps.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, other.email!)))[0]?.state === 'failed', 'the failed row');
      const [row] = await server.deps.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, other.email!));
      expect(row).toMatchObject({ state: 'failed', attempts: 1 });
      expect(row!.lastError).toMatch(/550/);
    } finally {
      smtp.refuseWith = null;
    }
  });

  it('keeps mail while the SMTP server is down (connection refused) and delivers it once when it is back', async () => {
    await smtp.stop();
    const other = await buildUser(server, { role: 'referee', league: s.league });
    await createGameVia(s.adminClient, s, { refereeId: other.id, homeTeamId: s.thirdTeamId, awayTeamId: s.homeTeamId });
    const row = async () => (await server.deps.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, other.email!)))[0];
    await until(async () => ((await row())?.attempts ?? 0) >= 2, 'two refused tries');
    expect((await row())!.state).toMatch(/queued|sending/);
    expect((await row())!.lastError).toBeTruthy();
    await smtp.start();
    await until(async () => (await row())?.state === 'sent', 'the delivery');
    await settle();
    expect(smtp.received.filter((m) => m.to.includes(other.email!))).toHaveLength(1);
  });

  it('mails the removal to the old referee and the new assignment, and a cancellation to the referee', async () => {
    const next = await buildUser(server, { role: 'referee', league: s.league });
    const target = await createGameVia(s.adminClient, s, { refereeId: s.referee.id, homeTeamId: s.awayTeamId, awayTeamId: s.thirdTeamId });
    await until(() => mailsTo(s.referee.email!, /^Will you be the referee of Bears vs Owls/).length === 1, 'the assignment');
    expect((await move(target, { refereeId: next.id })).status).toBe(200);
    await until(() => mailsTo(s.referee.email!, /^You no longer referee Bears vs Owls/).length === 1 && mailsTo(next.email!, /^Will you be the referee of Bears vs Owls/).length === 1, 'the removal and the new assignment');
    expect((await move(target, { status: 'cancelled' })).status).toBe(200);
    await until(() => mailsTo(next.email!, /^Game cancelled: Bears vs Owls/).length === 1, 'the cancellation');
    await settle();
    expect(smtp.received.filter((m) => m.to.includes(next.email!))).toHaveLength(2);
    expect(mailsTo(s.referee.email!, /Bears vs Owls/)).toHaveLength(2);
  });

  it('mails each referee of a published season one list of their games', async () => {
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
    const [list] = mailsTo(fresh.referee.email!, /new season/);
    expect(list!.text).toMatch(/- Hawks vs Bears, Sat, Jun \d+, 9:00 AM at North Field/);
    await settle();
    expect(smtp.received.filter((m) => m.to.includes(fresh.referee.email!))).toHaveLength(1);
  });

  it('mails the referee of a rained-out game once (the rainout writes through the games\' write path)', async () => {
    const fresh = await staffedLeague(server, { timezone: 'America/New_York' });
    await createGameVia(fresh.adminClient, fresh, { refereeId: fresh.referee.id, scheduledDate: '2032-05-01T14:00:00Z', field: fresh.fieldName });
    await until(() => mailsTo(fresh.referee.email!, /^Will you be the referee/).length === 1, 'the assignment');
    const body = { date: '2032-05-01', reschedule: null };
    const preview = await fresh.adminClient.post<RainoutDto>(`/api/leagues/${fresh.league.slug}/rainout/preview`, body);
    expect(preview.status).toBe(200);
    const done = await fresh.adminClient.post(`/api/leagues/${fresh.league.slug}/rainout`, { ...body, preview: previewedPlan(preview.body) });
    expect(done.status).toBe(200);
    await until(() => mailsTo(fresh.referee.email!, /^Game cancelled: Hawks vs Bears, Sat, May 1, 10:00 AM$/).length === 1, 'the cancellation');
    await settle();
    expect(smtp.received.filter((m) => m.to.includes(fresh.referee.email!))).toHaveLength(2);
  });

  it('gives no mail to a referee without an address', async () => {
    const silent = await buildUser(server, { role: 'referee', league: s.league, email: null });
    const count = (await server.deps.db.select().from(mailOutbox)).length;
    await createGameVia(s.adminClient, s, { refereeId: silent.id });
    expect((await server.deps.db.select().from(mailOutbox)).length).toBe(count);
  });

  it('lists the outbox and shows a message to the super admin only', async () => {
    const list = await root.get<MailOutboxDto>('/api/mail/outbox?limit=2');
    expect(list.status).toBe(200);
    expect(list.body.messages).toHaveLength(2);
    expect(list.body.next).not.toBeNull();
    const older = await root.get<MailOutboxDto>(`/api/mail/outbox?limit=200&before=${list.body.next}`);
    expect(older.body.messages.every((m) => m.id < list.body.next!)).toBe(true);
    const failed = await root.get<MailOutboxDto>('/api/mail/outbox?state=failed');
    expect(failed.body.messages.map((m) => m.state)).toEqual(failed.body.messages.map(() => 'failed'));
    const [first] = (await root.get<MailOutboxDto>('/api/mail/outbox?state=sent&limit=200')).body.messages.filter((m) => m.kind === 'assignment' && m.to === s.referee.email).slice(-1);
    const shown = await root.get<MailMessageDto>(`/api/mail/outbox/${first!.id}`);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ to: s.referee.email, kind: 'assignment', league: { id: s.league.id, name: s.league.name } });
    expect(shown.body.links).toContain(`${PUBLIC_URL}/${s.league.slug}/referee`);
    expect(shown.body.text).toContain('You are offered the referee position');

    for (const path of ['/api/mail/outbox', `/api/mail/outbox/${first!.id}`]) {
      expect((await new ApiClient(server.url).get(path)).status).toBe(401);
      expect((await s.adminClient.get(path)).status).toBe(403);
      expect((await s.refereeClient.get(path)).status).toBe(403);
    }
    for (const query of ['state=nope', 'limit=0', 'limit=500', 'before=x', 'before=0']) {
      const bad = await root.get<{ message: string }>(`/api/mail/outbox?${query}`);
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBeTruthy();
    }
    expect((await root.get('/api/mail/outbox/999999')).status).toBe(404);
    expect((await root.get('/api/mail/outbox/abc')).status).toBe(400);
  });
});

describe('mail without SMTP_URL', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ build: { mail: { safetyPollMs: 250 } } });
  });
  afterAll(() => server?.close());

  it('keeps each message as "not sent: no mail server", listed by the Mail API', async () => {
    const s = await staffedLeague(server);
    await createGameVia(s.adminClient, s, { refereeId: s.referee.id });
    const root = await signIn(server, await buildUser(server, { role: 'super_admin' }));
    await until(async () => (await root.get<MailOutboxDto>('/api/mail/outbox?state=no_server')).body.messages.length === 1, 'the no_server row');
    const [message] = (await root.get<MailOutboxDto>('/api/mail/outbox')).body.messages;
    expect(message).toMatchObject({ to: s.referee.email, kind: 'assignment', state: 'no_server', lastError: 'not sent: no mail server', sentAt: null });
    const shown = await root.get<MailMessageDto>(`/api/mail/outbox/${message!.id}`);
    expect(shown.body.links).toContain(`http://localhost:3000/${s.league.slug}/referee`);
  });
});
