// Issue 47 (decision 062): following teams by email, on both databases, against a real SMTP server
// of the test's own (mail/test-fixtures.ts). The request answers 202 with one body whoever asks; only
// the confirmation is mailed until its link's page is POSTed (a GET confirms nothing); a confirmed
// follower gets kickoff, two scores for a burst of five taps (the first at once, the last when the
// 30 s window ends: the server's clock is moved on, as the push follows' test does), the final with
// the score, moved with the new time and field, cancelled; kinds not chosen and kinds stopped by
// one-click are not sent; the manage link changes or deletes the follow; the fourth confirmation of
// a day is not mailed; bad input is a 400.
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameDto } from '../../../common/schemas/games/dto';
import { MAIL_FOLLOW_KINDS } from '../../../common/schemas/mail-follows';
import { buildApp } from '../../app/app';
import { loadConfig } from '../../config';
import { createDeps } from '../../app/create-deps';
import { openDatabase, type Database } from '../../db/client';
import { fields, mailFollowRequests, mailFollows, mailOutbox, rateLimitCounters, teams } from '../../db/schema';
import { ApiClient, buildLeague, type TestServer } from '../../test/helpers';
import { createGameVia, staffedLeague, type Staffed } from '../games/test-fixtures';
import { MAIL_PUBLIC_URL as PUBLIC_URL, mailSuite, until, type ReceivedMail, type TestSmtpServer } from '../mail/test-fixtures';
import { MAIL_FOLLOW_TEXT } from './texts';

const MAIL_SENDING = { backoffMs: 200, maxBackoffMs: 400, safetyPollMs: 250 };

let smtp: TestSmtpServer;
let server: TestServer;
let s: Staffed;
let visitor: ApiClient;
// the server's clock runs ahead of the real one by this much (a score window's 30 s pass at once)
let ahead = 0;
const clock = () => new Date(Date.now() + ahead);

mailSuite({ now: clock, build: { mail: MAIL_SENDING } }, async (suite) => {
  ({ server, smtp } = suite);
  s = await staffedLeague(server, { timezone: 'America/Chicago' });
  await server.deps.db.insert(fields).values({ leagueId: s.league.id, name: 'South Field' });
  visitor = new ApiClient(server.url);
});

let addresses = 0;
const newAddress = (name: string) => `${name}-${++addresses}-${Date.now().toString(36)}@Families.example.org`;
const lower = (address: string) => address.toLowerCase();
const ALL = [...MAIL_FOLLOW_KINDS];

const ask = (body: Record<string, unknown>, slug = s.league.slug) => visitor.post<{ message: string }>(`/api/leagues/${slug}/mail-follows`, body);
const mailsTo = (address: string) => smtp.received.filter((m) => m.to.includes(lower(address)));
const withSubject = (address: string, subject: RegExp) => mailsTo(address).filter((m) => subject.test(m.subject));
// the link as this test reaches the server (PUBLIC_URL is not where it listens)
const local = (url: string) => url.replace(PUBLIC_URL, server.url);
const linkIn = (mail: ReceivedMail, label: string) => {
  const line = mail.text.split('\n').find((l) => l.startsWith(`${label}: `));
  if (!line) throw new Error(`no "${label}" link in ${mail.subject}`);
  return line.slice(label.length + 2).trim();
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 700));
const act = (gameId: number, body: Record<string, unknown>) => s.refereeClient.post<GameDto>(`/api/games/${gameId}/actions`, body);
const edit = (gameId: number, body: Record<string, unknown>) => s.adminClient.request<GameDto>('PATCH', `/api/games/${gameId}/state`, body);
const form = (url: string, body = '') => fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });

async function confirmationOf(address: string, count = 1): Promise<ReceivedMail> {
  await until(() => withSubject(address, /^Confirm your emails from /).length >= count, `the confirmation to ${address}`);
  return withSubject(address, /^Confirm your emails from /)[count - 1]!;
}

// A follow asked for and confirmed by its link's button; answers the manage link of the done page.
async function follow(address: string, teamIds: number[], kinds: string[] = ALL): Promise<string> {
  const before = withSubject(address, /^Confirm your emails/).length;
  expect((await ask({ email: address, teamIds, kinds })).status).toBe(202);
  const link = local(linkIn(await confirmationOf(address, before + 1), MAIL_FOLLOW_TEXT.confirmMail.link));
  const done = await form(link);
  expect(done.status).toBe(200);
  const page = await done.text();
  expect(page).toContain(MAIL_FOLLOW_TEXT.confirmPage.doneTitle);
  return new URL(page.match(/href="([^"]+\/manage\?[^"]+)"/)![1]!.replace(/&amp;/g, '&'), server.url).toString();
}

const followRow = async (address: string) => (await server.deps.db.select().from(mailFollows).where(and(eq(mailFollows.leagueId, s.league.id), eq(mailFollows.address, lower(address)))))[0];

describe('asking to follow by email', () => {
  it('answers 202 with the same body for a new and a known address, and mails a confirmation with the teams and kinds', async () => {
    const known = newAddress('known');
    await follow(known, [s.homeTeamId]);
    const fresh = newAddress('fresh');
    const answers = [await ask({ email: known, teamIds: [s.homeTeamId], kinds: ['score'] }), await ask({ email: fresh, teamIds: [s.homeTeamId, s.awayTeamId], kinds: ['final', 'kickoff'] })];
    for (const answer of answers) expect(answer).toMatchObject({ status: 202, body: { message: MAIL_FOLLOW_TEXT.requested } });
    expect(answers[0]!.body).toEqual(answers[1]!.body);

    const mail = await confirmationOf(fresh);
    expect(mail.subject).toBe(`Confirm your emails from ${s.league.name}`);
    expect(mail.text).toContain(`about Bears, Hawks.`);
    expect(mail.text).toContain('What: kickoff, final score.');
    expect(linkIn(mail, MAIL_FOLLOW_TEXT.confirmMail.link)).toMatch(new RegExp(`^${PUBLIC_URL}/api/leagues/${s.league.slug}/mail-follows/confirm\\?token=[\\w-]{43}$`));
    // an answer to the person's own request: no List-Unsubscribe
    expect(mail.header('List-Unsubscribe')).toBeUndefined();
    // only the token's hash is kept, and the address in lower case
    const [request] = await server.deps.db.select().from(mailFollowRequests).where(eq(mailFollowRequests.address, lower(fresh)));
    expect(request!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(mail.text).not.toContain(request!.tokenHash);
  });

  it('mails nothing but the confirmation before its page is POSTed; the GET confirms nothing', async () => {
    const address = newAddress('careful');
    expect((await ask({ email: address, teamIds: [s.homeTeamId], kinds: ALL })).status).toBe(202);
    const link = local(linkIn(await confirmationOf(address), MAIL_FOLLOW_TEXT.confirmMail.link));

    // a mail scanner fetches the link (twice): a page with a button, nothing confirmed
    for (let i = 0; i < 2; i++) {
      const page = await fetch(link);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await page.text();
      expect(html).toContain('<form method="post"');
      expect(html).toContain(`Send ${lower(address)} emails from ${s.league.name} about Hawks?`);
    }
    expect(await followRow(address)).toBeUndefined();
    const game = await createGameVia(s.adminClient, s, { field: s.fieldName });
    expect((await act(game.id, { type: 'startGame' })).status).toBe(200);
    expect((await act(game.id, { type: 'addScore', team: 'home', delta: 6 })).status).toBe(200);
    await settle();
    expect(mailsTo(address)).toHaveLength(1);

    // the button: confirmed, and the link is spent
    const done = await form(link);
    expect(done.status).toBe(200);
    expect(await done.text()).toContain(`Done: ${lower(address)} will get emails about Hawks.`);
    expect(await followRow(address)).toMatchObject({ kinds: ALL });
    const again = await fetch(link);
    expect(again.status).toBe(410);
    expect(again.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await again.text()).toContain(MAIL_FOLLOW_TEXT.confirmPage.gone);
    expect((await form(link)).status).toBe(410);
    expect((await edit(game.id, { status: 'completed' })).status).toBe(200);
    await until(() => withSubject(address, /^Final: Hawks 6, Bears 0$/).length === 1, 'the final');
  });

  it('answers an unknown or expired link with a page, and a malformed one with a 400', async () => {
    const unknown = `${server.url}/api/leagues/${s.league.slug}/mail-follows/confirm?token=${'A'.repeat(43)}`;
    const page = await fetch(unknown);
    expect(page.status).toBe(410);
    expect(await page.text()).toContain(MAIL_FOLLOW_TEXT.confirmPage.goneTitle);

    const address = newAddress('late');
    expect((await ask({ email: address, teamIds: [s.awayTeamId], kinds: ['final'] })).status).toBe(202);
    const link = local(linkIn(await confirmationOf(address), MAIL_FOLLOW_TEXT.confirmMail.link));
    await server.deps.db.update(mailFollowRequests).set({ expiresAt: new Date(clock().getTime() - 1000) }).where(eq(mailFollowRequests.address, lower(address)));
    expect((await fetch(link)).status).toBe(410);
    expect((await form(link)).status).toBe(410);
    expect(await followRow(address)).toBeUndefined();

    for (const bad of ['', '?token=short', `?token=${'A'.repeat(42)}%21`]) {
      const answer = await visitor.get<{ message: string }>(`/api/leagues/${s.league.slug}/mail-follows/confirm${bad}`);
      expect(answer).toMatchObject({ status: 400, body: { message: MAIL_FOLLOW_TEXT.confirmPage.invalid } });
    }
    expect((await visitor.get(`/api/leagues/no-such-league/mail-follows/confirm?token=${'A'.repeat(43)}`)).status).toBe(404);
  });

  it('mails at most 3 confirmations to an address a day, and answers the 4th the same', async () => {
    const address = newAddress('eager');
    for (let i = 0; i < 4; i++) expect(await ask({ email: address, teamIds: [s.homeTeamId], kinds: ['final'] })).toMatchObject({ status: 202, body: { message: MAIL_FOLLOW_TEXT.requested } });
    await confirmationOf(address, 3);
    await settle();
    expect(mailsTo(address)).toHaveLength(3);
    expect(await server.deps.db.select().from(mailFollowRequests).where(eq(mailFollowRequests.address, lower(address)))).toHaveLength(3);
    // counted by the address's hash, not the address
    const counters = await server.deps.db.select().from(rateLimitCounters).where(like(rateLimitCounters.key, 'mail-follow-confirms:%'));
    expect(counters.some((row) => row.key.includes('@'))).toBe(false);
    // another address is not held up
    const other = newAddress('other');
    expect((await ask({ email: other, teamIds: [s.homeTeamId], kinds: ['final'] })).status).toBe(202);
    await confirmationOf(other);
  });

  it('refuses bad input with a 400 and a message, and mails nothing', async () => {
    const other = await buildLeague(server);
    const [foreign] = await server.deps.db.insert(teams).values({ leagueId: other.id, name: 'Elsewhere' }).returning();
    const address = newAddress('bad');
    const good = { email: address, teamIds: [s.homeTeamId], kinds: ['final'] };
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...good, email: 'not-an-address' }, /^Email must be a valid email address$/],
      [{ ...good, email: '' }, /^Email is required/],
      [{ ...good, teamIds: [s.homeTeamId, foreign!.id] }, new RegExp(`^Team ${foreign!.id} is not a team of this league$`)],
      [{ ...good, teamIds: [] }, /^Team ids must name at least one team$/],
      [{ ...good, teamIds: Array.from({ length: 21 }, (_, i) => i + 1) }, /^Team ids must name at most 20 teams$/],
      [{ ...good, teamIds: [0] }, /^Team ids\.0 must be a whole number/],
      [{ ...good, kinds: [] }, /^Kinds must name at least one kind of email$/],
      [{ ...good, kinds: ['score', 'gossip'] }, /^Kinds\.1/],
      [{ ...good, extra: true }, /.+/],
      [{ email: address, teamIds: [s.homeTeamId] }, /^Kinds is required$/],
    ];
    for (const [body, message] of cases) {
      const answer = await ask(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message, JSON.stringify(body)).toMatch(message);
    }
    expect((await ask(good, 'no-such-league')).status).toBe(404);
    expect((await ask(good, (await buildLeague(server, { status: 'suspended' })).slug)).status).toBe(403);
    expect((await ask(good, (await buildLeague(server, { status: 'archived' })).slug)).status).toBe(409);
    const broken = await visitor.request('POST', `/api/leagues/${s.league.slug}/mail-follows`, undefined, { rawBody: '{"email":' });
    expect(broken.status).toBe(400);
    await settle();
    expect(mailsTo(address)).toHaveLength(0);
    expect(await server.deps.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, lower(address)))).toHaveLength(0);
  });
});

describe('what a confirmed follower receives', () => {
  it('kickoff, two scores for five quick taps (the last when the window ends), the final with the score; each address once', async () => {
    const parent = newAddress('parent');
    const both = newAddress('both');
    await follow(parent, [s.homeTeamId]);
    await follow(both, [s.homeTeamId, s.awayTeamId]);
    const game = await createGameVia(s.adminClient, s, { field: s.fieldName });

    expect((await act(game.id, { type: 'startGame' })).status).toBe(200);
    await until(() => withSubject(parent, /^Kickoff/).length === 1 && withSubject(both, /^Kickoff/).length === 1, 'the kickoffs');
    const [kickoff] = withSubject(parent, /^Kickoff/);
    expect(kickoff!.subject).toBe('Kickoff: Hawks vs Bears');
    expect(kickoff!.text).toContain('Hawks vs Bears has started on North Field.');
    expect(kickoff!.text).toContain(`${MAIL_FOLLOW_TEXT.links.board}: ${PUBLIC_URL}/${s.league.slug}?game=${game.id}`);
    expect(linkIn(kickoff!, MAIL_FOLLOW_TEXT.links.manage)).toMatch(new RegExp(`^${PUBLIC_URL}/api/leagues/${s.league.slug}/mail-follows/manage\\?f=\\d+&t=[\\w-]{43}$`));
    expect(kickoff!.header('List-Unsubscribe')).toMatch(new RegExp(`^<${PUBLIC_URL}/api/mail/unsubscribe\\?m=[\\w-]+&t=[\\w-]+>$`));
    expect(kickoff!.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(kickoff!.html).toContain(s.league.name);

    for (const [team, delta] of [['home', 6], ['away', 6], ['home', 1], ['home', 6], ['away', 2]] as const) {
      expect((await act(game.id, { type: 'addScore', team, delta })).status).toBe(200);
    }
    await until(() => withSubject(parent, /^Score/).length === 1, 'the first score');
    expect(withSubject(parent, /^Score/)[0]!.subject).toBe('Score: Hawks 6, Bears 0');
    await settle();
    expect(withSubject(parent, /^Score/)).toHaveLength(1);

    ahead += 31_000;
    await until(() => withSubject(parent, /^Score/).length === 2 && withSubject(both, /^Score/).length === 2, 'the window\'s score');
    const latest = withSubject(parent, /^Score/)[1]!;
    expect(latest.subject).toBe('Score: Hawks 13, Bears 8');
    expect(latest.text).toContain('Hawks vs Bears, live: Hawks 13, Bears 8.');

    expect((await edit(game.id, { status: 'completed' })).status).toBe(200);
    await until(() => withSubject(parent, /^Final/).length === 1, 'the final');
    const final = withSubject(parent, /^Final/)[0]!;
    expect(final.subject).toBe('Final: Hawks 13, Bears 8');
    expect(final.text).toContain('Final score of Hawks vs Bears: Hawks 13, Bears 8. Hawks win.');
    // the window ended with nothing more: no third score, even after another window's time
    ahead += 31_000;
    await settle();
    for (const address of [parent, both]) expect(mailsTo(address).map((m) => m.subject.replace(/:.*/, ''))).toEqual([`Confirm your emails from ${s.league.name}`, 'Kickoff', 'Score', 'Score', 'Final']);
  });

  it('moved with the new time and field (and the old), then cancelled', async () => {
    const address = newAddress('mover');
    await follow(address, [s.awayTeamId]);
    const game = await createGameVia(s.adminClient, s, { scheduledDate: '2031-03-01T15:00:00.000Z', field: s.fieldName });
    expect((await edit(game.id, { scheduledDate: '2031-03-08T16:30:00.000Z', field: 'South Field' })).status).toBe(200);
    await until(() => withSubject(address, /^Moved/).length === 1, 'the move');
    const moved = withSubject(address, /^Moved/)[0]!;
    expect(moved.subject).toBe('Moved: Hawks vs Bears');
    expect(moved.text).toContain('Now: Sat, Mar 8, 10:30 AM at South Field.');
    expect(moved.text).toContain('Was: Sat, Mar 1, 9:00 AM at North Field.');

    expect((await edit(game.id, { status: 'cancelled' })).status).toBe(200);
    await until(() => withSubject(address, /^Cancelled/).length === 1, 'the cancellation');
    expect(withSubject(address, /^Cancelled/)[0]!.subject).toBe('Cancelled: Hawks vs Bears, Sat, Mar 8, 10:30 AM');
  });

  it('sends only the kinds chosen', async () => {
    const address = newAddress('finals-only');
    await follow(address, [s.homeTeamId], ['final']);
    const game = await createGameVia(s.adminClient, s, { homeTeamId: s.thirdTeamId, awayTeamId: s.homeTeamId });
    await act(game.id, { type: 'startGame' });
    await act(game.id, { type: 'addScore', team: 'away', delta: 6 });
    expect((await edit(game.id, { status: 'completed' })).status).toBe(200);
    await until(() => withSubject(address, /^Final: Owls 0, Hawks 6$/).length === 1, 'the final');
    await settle();
    expect(mailsTo(address)).toHaveLength(2);
  });

  it('stops a kind at its one-click unsubscribe, and the manage page shows it stopped', async () => {
    const address = newAddress('unsubscriber');
    const manage = await follow(address, [s.thirdTeamId]);
    const first = await createGameVia(s.adminClient, s, { homeTeamId: s.thirdTeamId });
    await act(first.id, { type: 'startGame' });
    await until(() => withSubject(address, /^Kickoff: Owls vs Bears$/).length === 1, 'the kickoff');
    const oneClick = withSubject(address, /^Kickoff/)[0]!.header('List-Unsubscribe')!.slice(1, -1);
    const answer = await fetch(local(oneClick), { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example.com' }, body: 'List-Unsubscribe=One-Click' });
    expect(answer.status).toBe(200);

    const second = await createGameVia(s.adminClient, s, { homeTeamId: s.thirdTeamId, awayTeamId: s.homeTeamId });
    await act(second.id, { type: 'startGame' });
    await act(second.id, { type: 'addScore', team: 'home', delta: 3 });
    await until(() => withSubject(address, /^Score: Owls 3, Hawks 0$/).length === 1, 'the score, still sent');
    await settle();
    expect(withSubject(address, /^Kickoff/)).toHaveLength(1);
    const page = await (await fetch(manage)).text();
    expect(page).toContain(`${MAIL_FOLLOW_TEXT.kinds.kickoff} ${MAIL_FOLLOW_TEXT.managePage.stoppedByLink}`);
    expect(page).toMatch(/name="kind" value="kickoff" disabled/);
  });

  it('the manage page changes the teams and kinds, its stop deletes the follow, and an altered link is refused', async () => {
    const address = newAddress('manager');
    const manage = await follow(address, [s.homeTeamId, s.awayTeamId]);
    const page = await fetch(manage);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`Sent to ${lower(address)}.`);
    expect(html).toMatch(new RegExp(`name="team" value="${s.homeTeamId}" checked`));
    expect(html).toMatch(/name="kind" value="score" checked/);
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self'");

    const saved = await form(manage, `team=${s.awayTeamId}&kind=final&kind=moved&action=save`);
    expect(saved.status).toBe(200);
    expect(await saved.text()).toContain('You get emails about Bears: final score, moved games.');
    const row = await followRow(address);
    expect(row!.kinds).toEqual(['final', 'moved']);

    // nothing chosen: the form again, saying so; nothing changed
    const empty = await form(manage, 'action=save');
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain(MAIL_FOLLOW_TEXT.managePage.nothingChosen);
    expect((await followRow(address))!.kinds).toEqual(['final', 'moved']);

    // an altered link (another follow's id, a forged signature) is refused and changes nothing
    const other = newAddress('victim');
    const victim = await follow(other, [s.awayTeamId], ['kickoff']);
    const victimId = new URL(victim).searchParams.get('f')!;
    const forged = manage.replace(/f=\d+/, `f=${victimId}`);
    for (const url of [forged, manage.replace(/t=[\w-]+/, `t=${'B'.repeat(43)}`)]) {
      const refused = await form(url, 'action=stop');
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { message: string }).message).toBe(MAIL_FOLLOW_TEXT.managePage.invalid);
      expect((await fetch(url)).status).toBe(400);
    }
    expect(await followRow(other)).toBeDefined();
    // not the page's form: refused
    expect((await form(manage, 'action=nope')).status).toBe(400);
    const json = await fetch(manage, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"action":"stop"}' });
    expect(json.status).toBe(400);
    expect(((await json.json()) as { message: string }).message).toBe(MAIL_FOLLOW_TEXT.managePage.notAForm);

    const stopped = await form(manage, 'action=stop');
    expect(stopped.status).toBe(200);
    expect(await stopped.text()).toContain(`no more emails from ${s.league.name} about its teams will be sent to ${lower(address)}`);
    expect(await followRow(address)).toBeUndefined();
    const gone = await fetch(manage);
    expect(gone.status).toBe(410);
    expect(await gone.text()).toContain(MAIL_FOLLOW_TEXT.managePage.goneTitle);

    // and nothing more is mailed to it (the other follower of the team is)
    const game = await createGameVia(s.adminClient, s, { homeTeamId: s.awayTeamId, awayTeamId: s.thirdTeamId });
    await act(game.id, { type: 'startGame' });
    await edit(game.id, { status: 'completed' });
    await until(() => withSubject(other, /^Kickoff: Bears vs Owls$/).length === 1, 'the other follower\'s kickoff');
    await settle();
    expect(withSubject(address, /Bears vs Owls|Bears 0, Owls 0/)).toHaveLength(0);
  });
});

// Two app processes on one PostgreSQL: each window's score is mailed by one of them, once.
describe.runIf(process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL', () => {
  let database: Database;
  let second: { close(): Promise<void> };

  beforeAll(async () => {
    const source = server.database.listenSource;
    if (source.kind !== 'postgres') throw new Error('expected PostgreSQL');
    database = await openDatabase({ kind: 'postgres', url: source.url, poolSize: 3 });
    const config = loadConfig({ NODE_ENV: 'test', SEED_DEMO: '0', DATA_DIR: '/nonexistent-test-data-dir', SMTP_URL: smtp.url, PUBLIC_URL, PUBLIC_HOST_ALIASES: '127.0.0.1' });
    const app = await buildApp(createDeps(config, database.db, server.deps.sessionSecret, clock), { mail: MAIL_SENDING });
    await app.listen({ port: 0, host: '127.0.0.1' });
    second = { close: async () => (await app.close(), await database.close()) };
  });
  afterAll(() => second?.close());

  it('a burst of taps gives two score mails with both processes watching the window', async () => {
    const address = newAddress('two-processes');
    await follow(address, [s.thirdTeamId], ['score']);
    const game = await createGameVia(s.adminClient, s, { homeTeamId: s.thirdTeamId });
    await act(game.id, { type: 'startGame' });
    for (const delta of [6, 1, 6, 2, 3]) await act(game.id, { type: 'addScore', team: 'home', delta });
    await until(() => withSubject(address, /^Score/).length === 1, 'the first score');
    ahead += 31_000;
    await until(() => withSubject(address, /^Score/).length === 2, 'the window\'s score');
    await settle();
    await settle();
    expect(withSubject(address, /^Score/).map((m) => m.subject)).toEqual(['Score: Owls 6, Bears 0', 'Score: Owls 18, Bears 0']);
  });
});
